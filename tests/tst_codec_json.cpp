// The one strict JSON reader (codec/json.h) by itself: its options, and the code and the
// byte offset of each refusal, which the front ends word (tst_cli_eval and
// tst_scenario_document check their wording).

#include "codec/json.h"

#include <QTest>

#include <bit>
#include <cstdint>

namespace tst_codec_json {

using namespace overlap::codec::json;

namespace {

std::uint64_t bitsOf(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

} // namespace

class TestCodecJson : public QObject {
    Q_OBJECT

  private slots:
    void refusalsHaveACodeAndAnOffset_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("error");
        QTest::addColumn<int>("offset");
        const auto row = [](const char* name, const char* text, Error e, int offset) {
            QTest::newRow(name) << QByteArray(text) << int(e) << offset;
        };
        row("empty", "", Error::NoValue, 0);
        row("white space", " \n", Error::NoValue, 2);
        row("two values", "1 2", Error::TrailingText, 2);
        row("cut after a colon", "{\"a\": ", Error::EndWhereValue, 6);
        row("NaN", "[NaN]", Error::NonFinite, 1);
        row("plus", "+1", Error::PlusSign, 0);
        row("unknown word", "[no]", Error::UnknownWord, 1);
        row("cut in a word", "[tr", Error::WordCutOff, 1);
        row("trailing comma", "{\"a\":1,}", Error::TrailingCommaObject, 7);
        row("missing colon", "{\"a\" 1}", Error::ExpectedColon, 5);
        row("cut in a list", "[1,", Error::ExpectedItem, 3);
        row("unclosed string", "[\"ab", Error::UnclosedString, 1);
        row("bad escape", "\"\\x\"", Error::BadEscape, 1);
        row("lone low surrogate", "\"a\\udc00\"", Error::LoneLowSurrogate, 2);
        row("invalid UTF-8", "\"a\xff\"", Error::InvalidUtf8, 2);
        row("raw tab", "\"a\tb\"", Error::ControlCharacter, 2);
        row("leading zero", "-01", Error::LeadingZero, 0);
        row("1.", "1.", Error::DigitAfterPoint, 2);
        row("1e+", "1e+", Error::DigitInExponent, 3);
        row("1e999", " 1e999", Error::NumberOutOfRange, 1);
    }
    void refusalsHaveACodeAndAnOffset() {
        QFETCH(QByteArray, text);
        QFETCH(int, error);
        QFETCH(int, offset);
        const Parse p = parse(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(!p.value);
        QCOMPARE(int(p.error), error);
        QCOMPARE(p.offset, std::size_t(offset));
    }

    void duplicateKeysAreKeptOrRefused() {
        const std::string_view text = R"({"k": 1, "j": 2, "k": 3})";
        const Parse kept = parse(text);
        QVERIFY(kept.value);
        QCOMPARE(kept.value->members.size(), std::size_t(3));
        QCOMPARE(kept.value->find("k")->number, 1.0); // the first
        Options refuse;
        refuse.refuseDuplicateKeys = true;
        const Parse refused = parse(text, refuse);
        QVERIFY(!refused.value);
        QCOMPARE(int(refused.error), int(Error::DuplicateKey));
        QCOMPARE(refused.offset, std::size_t(17));
        QCOMPARE(refused.length, std::size_t(3)); // "k" with its quotes
        // Keys are compared after their escapes: \u006b is k.
        QVERIFY(!parse(R"({"k": 1, "\u006b": 2})", refuse).value);
    }

    void tinyNumbersAreZeroOrRefused() {
        const Parse zero = parse("-1e-400");
        QVERIFY(zero.value);
        QCOMPARE(bitsOf(zero.value->number), bitsOf(-0.0));
        Options refuse;
        refuse.refuseTinyNumbers = true;
        const Parse refused = parse("-1e-400", refuse);
        QCOMPARE(int(refused.error), int(Error::NumberOutOfRange));
        QCOMPARE(refused.length, std::size_t(7));
        // The smallest subnormal is a number, not an underflow, under both.
        QCOMPARE(parse("4.9406564584124654e-324", refuse).value->number, 0x1p-1074);
    }

    void byteOrderMarksByOption() {
        const std::string_view utf8Bom = "\xEF\xBB\xBF{}";
        QCOMPARE(int(parse(utf8Bom).error), int(Error::UnexpectedByte));
        Options bom;
        bom.byteOrderMark = true;
        QVERIFY(parse(utf8Bom, bom).value);
        QCOMPARE(int(parse(std::string_view("\xFF\xFE{\0", 4), bom).error), int(Error::Utf16Text));
        QCOMPARE(int(parse(std::string_view("\0\0\xFE\xFF", 4), bom).error), int(Error::Utf32Text));
    }

    void limitsAreCountedBeforeTheTreeGrows() {
        Options o;
        o.maxDepth = 2;
        QVERIFY(parse("[[1]]", o).value);
        const Parse deep = parse("[[[1]]]", o);
        QCOMPARE(int(deep.error), int(Error::TooDeep));
        QCOMPARE(deep.offset, std::size_t(2));
        o.maxValues = 3; // the list and two items
        QVERIFY(parse("[1, 2]", o).value);
        const Parse many = parse("[1, 2, 3]", o);
        QCOMPARE(int(many.error), int(Error::TooManyValues));
        QCOMPARE(many.offset, std::size_t(7));
    }

    void placesAreLinesAndByteColumns() {
        const std::string_view text = "{\n  \"\xC3\xA9\": x\n}";
        const Parse p = parse(text);
        QCOMPARE(int(p.error), int(Error::UnknownWord));
        const Place at = placeOf(text, p.offset);
        QCOMPARE(at.line, std::size_t(2));
        QCOMPARE(at.column, std::size_t(9)); // bytes, so é counts two
    }

    // Each value knows where it starts, so a reader can place what it finds wrong in it.
    void valuesKnowWhereTheyStart() {
        const std::string_view text = "{\"a\": [1, {\"b\":  \"x\"}],\n \"c\": -0}";
        const Parse p = parse(text);
        QVERIFY(p.value);
        QCOMPARE(p.value->offset, std::size_t(0));
        const Value& a = *p.value->find("a");
        QCOMPARE(a.offset, std::size_t(6));
        QCOMPARE(a.items[0].offset, std::size_t(7));
        QCOMPARE(a.items[1].offset, std::size_t(10));
        QCOMPARE(a.items[1].find("b")->offset, std::size_t(17));
        const Place c = placeOf(text, p.value->find("c")->offset);
        QCOMPARE(c.line, std::size_t(2));
        QCOMPARE(c.column, std::size_t(7));
    }

    void stringsAreUtf8AndNumbersExact() {
        const Parse p = parse(R"(["\u00e9\ud83d\ude00\n", -0, 0.1, 9007199254740993])");
        QVERIFY(p.value);
        QCOMPARE(p.value->items[0].text, std::string("\xC3\xA9\xF0\x9F\x98\x80\n"));
        QCOMPARE(bitsOf(p.value->items[1].number), bitsOf(-0.0));
        QCOMPARE(p.value->items[2].number, 0.1);
        QCOMPARE(p.value->items[3].number, 9007199254740992.0); // ties to even
    }
};

} // namespace tst_codec_json

#define OVERLAP_SUBJECT tst_codec_json
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_codec_json::TestCodecJson)
#include "tst_codec_json.moc"

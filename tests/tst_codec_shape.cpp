// The one shape codec (codec/shape.h) by itself: the forms it reads, the code, field and
// value of each refusal (tst_cli_eval and tst_scenario_document check how the front ends
// word them), and that what it writes reads back as the very same shape.

#include "codec/shape.h"

#include <QTest>

#include <bit>
#include <cstdint>

namespace tst_codec_shape {

using namespace overlap;
using namespace overlap::codec;

using Kind = shape::Error::Kind;

namespace {

json::Value parsed(const char* text) {
    json::Parse p = json::parse(text);
    if (!p.value)
        qFatal("not JSON: %s", text);
    return *p.value;
}

shape::Read readText(const char* text, bool exactForms = false) {
    return shape::read(parsed(text), shape::ReadOptions{.exactForms = exactForms});
}

std::uint64_t bitsOf(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

} // namespace

class TestCodecShape : public QObject {
    Q_OBJECT

  private slots:
    void readsACircle() {
        const auto r = readText(R"({"type": "circle", "x": -0, "y": 2, "r": 0.5})");
        QVERIFY(r.shape && std::holds_alternative<Circle>(*r.shape));
        const Circle c = std::get<Circle>(*r.shape);
        QCOMPARE(bitsOf(c.c.x), bitsOf(-0.0));
        QCOMPARE(c.c.y, 2.0);
        QCOMPARE(c.r, 0.5);
        QVERIFY(!r.written);
    }

    void cornerAndSizeKeepsTheExactFarEdge() {
        const auto r = readText(R"({"type": "rect", "x": 0.1, "y": 0, "w": 0.2, "h": 1})");
        QVERIFY(r.shape && std::holds_alternative<Rect>(*r.shape));
        const Rect rect = std::get<Rect>(*r.shape);
        QCOMPARE(rect.max.x, 0.1 + 0.2); // the nearest double of the sum
        QVERIFY(rect.maxLo.x != 0.0);    // and what rounding left out
        QVERIFY(r.written && r.written->w == 0.2 && !r.written->angleDeg);
        QVERIFY(r.converted.aligned && r.converted.turned); // both readings, for the CLI
    }

    void anAngleMakesATurnedRectEvenAtZero() {
        const auto r = readText(R"({"type": "rect", "x": 0, "y": 0, "w": 4, "h": 2, "angle": 0})");
        QVERIFY(r.shape && std::holds_alternative<RotatedRect>(*r.shape));
        QCOMPARE(std::get<RotatedRect>(*r.shape).c, (Vec2{2, 1}));
    }

    void boundsAndCentreFormsOnlyWhenAsked() {
        const char* bounds = R"({"type": "rect", "xmin": 0, "ymin": 1, "xmax": 2, "ymax": 3})";
        const auto cases = readText(bounds);
        QVERIFY(!cases.shape);
        QCOMPARE(cases.error.kind, Kind::UnknownKey);
        QCOMPARE(cases.error.field, std::string("xmin"));
        QCOMPARE(cases.error.form, shape::Form::CornerSize);
        const auto files = readText(bounds, true);
        QVERIFY(files.shape && std::holds_alternative<Rect>(*files.shape));
        QCOMPARE(std::get<Rect>(*files.shape).max, (Vec2{2, 3}));

        const auto centre =
            readText(R"({"type": "rect", "cx": 1, "cy": 2, "hw": 3, "hh": 4, "angle": 30})", true);
        QVERIFY(centre.shape && std::holds_alternative<RotatedRect>(*centre.shape));
        QCOMPARE(std::get<RotatedRect>(*centre.shape).half, (Vec2{3, 4}));
    }

    void refusalsNameTheFieldAndValue_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("found");
        QTest::addColumn<double>("number");
        using V = json::Value::Kind;
        const auto row = [](const char* name, const char* text, Kind k, const char* field,
                            V found = V::Null, double number = 0) {
            QTest::newRow(name) << QByteArray(text) << int(k) << QString::fromUtf8(field)
                                << int(found) << number;
        };
        row("a list", "[1]", Kind::NotObject, "", V::Array);
        row("repeated key", R"({"x": 1, "y": 2, "y": 3, "x": 4})", Kind::DuplicateKey, "x");
        row("no type", R"({"x": 1})", Kind::Missing, "type");
        row("type a number", R"({"type": 1})", Kind::NotString, "type", V::Number);
        row("unknown type", R"({"type": "triangle"})", Kind::UnknownType, "type");
        row("circle with angle", R"({"type": "circle", "angle": 3, "x": 0})", Kind::UnknownKey,
            "angle");
        row("no x", R"({"type": "rect", "y": 0, "w": 1, "h": 1})", Kind::Missing, "x");
        row("angle a boolean", R"({"type": "rect", "x": 0, "y": 0, "w": 1, "h": 1, "angle": true})",
            Kind::NotNumber, "angle", V::Boolean);
        row("negative w", R"({"type": "rect", "x": 0, "y": 0, "w": -1.5, "h": 1})", Kind::Negative,
            "w", V::Null, -1.5);
        row("negative r", R"({"type": "circle", "x": 0, "y": 0, "r": -2})", Kind::Negative, "r",
            V::Null, -2);
        row("overflowing edge", R"({"type": "rect", "x": 1e308, "y": 0, "w": 1e308, "h": 1})",
            Kind::Unconvertible, "");
    }

    void refusalsNameTheFieldAndValue() {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QFETCH(QString, field);
        QFETCH(int, found);
        QFETCH(double, number);
        const auto r = readText(text.constData());
        QVERIFY(!r.shape);
        QCOMPARE(int(r.error.kind), kind);
        QCOMPARE(QString::fromStdString(r.error.field), field);
        if (kind == int(Kind::NotObject) || kind == int(Kind::NotString) ||
            kind == int(Kind::NotNumber))
            QCOMPARE(int(r.error.found), found);
        if (kind == int(Kind::Negative))
            QCOMPARE(r.error.number, number);
        if (kind == int(Kind::UnknownType))
            QCOMPARE(r.error.text, std::string("triangle"));
        if (kind == int(Kind::Unconvertible))
            QCOMPARE(r.error.text, std::string("rect x + w is beyond the largest double (about "
                                               "1.8e308)"));
    }

    void reversedBoundsAndAMissingAngle() {
        const auto rev =
            readText(R"({"type": "rect", "xmin": 2, "ymin": 0, "xmax": 1, "ymax": 1})", true);
        QCOMPARE(rev.error.kind, Kind::Reversed);
        QCOMPARE(rev.error.field, std::string("xmax"));
        QCOMPARE(rev.error.number, 1.0);
        QCOMPARE(rev.error.low, std::string("xmin"));
        QCOMPARE(rev.error.lowNumber, 2.0);
        const auto noAngle =
            readText(R"({"type": "rect", "cx": 0, "cy": 0, "hw": 1, "hh": 1})", true);
        QCOMPARE(noAngle.error.kind, Kind::Missing);
        QCOMPARE(noAngle.error.field, std::string("angle"));
    }

    // One rule for every writer: plain digits for integers, -0 with its sign, else the
    // shortest form; each reads back bit for bit, and the old file style still reads.
    void oneNumberRule() {
        QCOMPARE(numberText(-0.0), std::string("-0"));
        QCOMPARE(numberText(0.0), std::string("0"));
        QCOMPARE(numberText(100000.0), std::string("100000"));
        QCOMPARE(numberText(-3.0), std::string("-3"));
        QCOMPARE(numberText(0.1), std::string("0.1"));
        QCOMPARE(numberText(1e300), std::string("1e+300"));
        QCOMPARE(numberText(1.0 / 0.0), std::string("null"));
        for (double v : {-0.0, 0.0, 100000.0, -3.0, 0.1, 1e300, 0x1p-1074, -0x1p-1074,
                         9007199254740991.0, 9007199254740992.0, -1.7976931348623157e308}) {
            const json::Parse p = json::parse(numberText(v));
            QVERIFY2(p.value, numberText(v).c_str());
            QCOMPARE(bitsOf(p.value->number), bitsOf(v));
        }
        for (auto [old, v] : {std::pair{"-0.0", -0.0}, std::pair{"1e+05", 100000.0}}) {
            const json::Parse p = json::parse(old);
            QVERIFY(p.value);
            QCOMPARE(bitsOf(p.value->number), bitsOf(v));
        }
    }

    void layouts() {
        const Circle c{{-0.0, 100000}, 2.5};
        QCOMPARE(shape::write(c, shape::kCaseLayout),
                 std::string(R"({"type":"circle","x":-0,"y":100000,"r":2.5})"));
        QCOMPARE(shape::write(c, shape::kFileLayout),
                 std::string(R"({"type": "circle", "x": -0, "y": 100000, "r": 2.5})"));
    }

    // The writer picks the corner-and-size form only when it reads back bit for bit.
    void writtenShapesReadBackBitForBit_data() {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("form"); // a key only that form has
        for (int i = 0; i < int(shapes().size()); ++i)
            QTest::newRow(QByteArray::number(i).constData())
                << i << shapes()[std::size_t(i)].second;
    }

    void writtenShapesReadBackBitForBit() {
        QFETCH(int, index);
        QFETCH(QString, form);
        const Shape s = shapes()[std::size_t(index)].first;
        const std::string text = shape::write(s, shape::kFileLayout);
        QVERIFY2(text.find("\"" + form.toStdString() + "\"") != std::string::npos, text.c_str());
        const auto back = readText(text.c_str(), true);
        QVERIFY2(back.shape, text.c_str());
        QVERIFY2(shape::sameBits(*back.shape, s), text.c_str());
    }

    // A -0 far edge: the zero size takes the sign that adds back to the edge (-0 + -0 is -0,
    // -0 + 0 is +0), so the corner form reads back bit for bit.
    void signedZeroEdgeReadsBackBitForBit() {
        const Rect r{{-0.0, 0}, {-0.0, 1}};
        const auto f = shape::cornerForm(r);
        QVERIFY(f);
        QVERIFY(std::signbit(f->written.w));
        QVERIFY(f->sameBits);
        const Rect plus{{-0.0, 0}, {0.0, 1}};
        const auto g = shape::cornerForm(plus);
        QVERIFY(g && !std::signbit(g->written.w) && g->sameBits);
    }

    // Found by fuzz_shape: a -0 edge made the corner form differ in bits, and the centre
    // and bounds forms cannot hold the exact far edge of x = 8.1, w = 0.4.
    void aZeroSizedSideKeepsTheExactFarEdge_data() {
        QTest::addColumn<QString>("line");
        QTest::newRow("turned") << QStringLiteral(
            R"({"type":"rect","x":8.1,"y":-0,"w":0.4,"h":-0,"angle":-0})");
        QTest::newRow("aligned") << QStringLiteral(
            R"({"type":"rect","x":8.1,"y":-0,"w":0.4,"h":-0})");
        QTest::newRow("turned, zero width")
            << QStringLiteral(R"({"type":"rect","x":-0,"y":0.1,"w":-0,"h":0.2,"angle":30})");
    }

    void aZeroSizedSideKeepsTheExactFarEdge() {
        QFETCH(QString, line);
        const auto in = readText(line.toUtf8().constData(), false);
        QVERIFY(in.shape);
        const std::string text = shape::write(*in.shape, shape::kFileLayout);
        QVERIFY2(text.find("\"w\"") != std::string::npos, text.c_str());
        const auto back = readText(text.c_str(), true);
        QVERIFY2(back.shape && shape::sameBits(*back.shape, *in.shape), text.c_str());
    }

  private:
    static std::vector<std::pair<Shape, QString>> shapes() {
        const ConvertedRect exactSum = convertRect({0.1, 0.1, 0.2, 0.2, std::nullopt});
        const ConvertedRect turned = convertRect({0.1, 0.1, 0.2, 0.2, 30.0});
        return {
            {Circle{{-0.0, 5e-324}, 1e308}, QStringLiteral("r")},
            {*exactSum.aligned, QStringLiteral("w")},
            {Rect{{1e-20, 0}, {1, 1}}, QStringLiteral("xmin")},  // 1 - 1e-20 is no double
            {Rect{{-0.0, 0}, {-0.0, 1}}, QStringLiteral("w")},   // w = -0: -0 + -0 is -0
            {Rect{{0.0, 0}, {-0.0, 1}}, QStringLiteral("xmin")}, // no x + w gives -0 from +0
            {*turned.turned, QStringLiteral("w")},
            {RotatedRect::make({0.1, 0.2}, {0.15, 1}, 30), QStringLiteral("cx")},
        };
    }
};

} // namespace tst_codec_shape

#define OVERLAP_SUBJECT tst_codec_shape
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_codec_shape::TestCodecShape)
#include "tst_codec_shape.moc"

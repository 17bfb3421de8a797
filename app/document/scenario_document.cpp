#include "app/document/scenario_document.h"

#include "app/document/shape_problem.h"
#include "app/document/strict_json.h"
#include "codec/number.h"
#include "codec/shape.h"
#include "core/algorithms.h"
#include "core/geometry/validate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <array>
#include <cmath>
#include <initializer_list>
#include <optional>

namespace overlap::document {

namespace {

using json::Value;
using Kind = json::Value::Kind;

constexpr const char* kFormat = "overlap-scenario";
constexpr std::array kTouchingNames{"counts", "separate"};                       // by Touching
constexpr std::array kModeNames{"lessons", "compare", "pitfalls", "yourmethod"}; // by Mode
constexpr std::array kPairNames{"circle-rect", "circle-circle", "rect-rect"};
constexpr std::array kOverlayNames{"off", "regions", "verdict"};

// Reading stops at the first problem, which names the key path where it is.
struct Problem {
    QString message;
};

// ---- numbers and text as the file and the messages write them ----------------------------

// The text that reads back as the same double, as every Overlap writer writes it
// (codec/number.h).
QByteArray numberText(double v) {
    return QByteArray::fromStdString(codec::numberText(v));
}

QString numberString(double v) {
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("+infinity") : QStringLiteral("-infinity");
    return QString::fromLatin1(numberText(v));
}

using json::quoted;

QByteArray jsonString(const QString& s) {
    QString out = QStringLiteral("\"");
    for (const QChar ch : s) {
        const char16_t c = ch.unicode();
        switch (c) {
        case '"':
            out += QStringLiteral("\\\"");
            break;
        case '\\':
            out += QStringLiteral("\\\\");
            break;
        case '\n':
            out += QStringLiteral("\\n");
            break;
        case '\t':
            out += QStringLiteral("\\t");
            break;
        default:
            if (c < 0x20 || c == 0x7f)
                out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
            else
                out += ch;
        }
    }
    out += QLatin1Char('"');
    return out.toUtf8();
}

template <std::size_t N> QString expectedOneOf(const std::array<const char*, N>& names) {
    QString out = QStringLiteral("expected ");
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0)
            out += i + 1 == N ? QStringLiteral(" or ") : QStringLiteral(", ");
        out += QLatin1Char('"') + QLatin1String(names[i]) + QLatin1Char('"');
    }
    return out;
}

// ---- checks shared by reading and saving --------------------------------------------------

// A name or an id: one line of at most kScenarioMaxText characters. Code (lines = true): any
// number of lines, tabs allowed, up to `most` characters.
QString textProblem(const QString& s, const QString& path, qsizetype most = kScenarioMaxText,
                    bool lines = false) {
    if (s.size() > most)
        return QStringLiteral("%1 is longer than %2 characters (%3)")
            .arg(path)
            .arg(most)
            .arg(s.size());
    for (const QChar ch : s) {
        const char16_t c = ch.unicode();
        const bool layout = lines && (c == '\t' || c == '\n' || c == '\r');
        if ((c < 0x20 && !layout) || (c >= 0x7f && c < 0xa0))
            return QStringLiteral("%1 contains a control character (U+%2)")
                .arg(path)
                .arg(uint(c), 4, 16, QLatin1Char('0'));
    }
    if (!QStringView(s).isValidUtf16())
        return path + QStringLiteral(" is not valid text (a lone surrogate)");
    return {};
}

QString methodProblem(const QString& id, const QString& path) {
    if (QString why = textProblem(id, path); !why.isEmpty())
        return why;
    if (!findAlgorithm(id.toStdString()))
        return path + QStringLiteral(": no method ") + quoted(id);
    return {};
}

QString stepProblem(double step) {
    if (step != std::floor(step))
        return QStringLiteral("step %1 is not a whole number").arg(numberString(step));
    if (step < 0)
        return QStringLiteral("step %1 is negative").arg(numberString(step));
    if (step > kScenarioMaxStep)
        return QStringLiteral("step %1 is too large (the most is %2)")
            .arg(numberString(step))
            .arg(kScenarioMaxStep);
    return {};
}

QString methodCountProblem(qsizetype n) {
    if (n >= 2 && n <= 4)
        return {};
    return QStringLiteral("compare.methods has %1 method%2; expected 2 to 4")
        .arg(n)
        .arg(n == 1 ? QString() : QStringLiteral("s"));
}

QString compareProblem(const CompareLayout& c) {
    const qsizetype n = c.methods.size();
    if (QString why = methodCountProblem(n); !why.isEmpty())
        return why;
    for (qsizetype i = 0; i < n; ++i)
        if (QString why = methodProblem(c.methods[i], QStringLiteral("compare.methods[%1]").arg(i));
            !why.isEmpty())
            return why;
    for (auto [id, path] : {std::pair{&c.mapFirst, "compare.mapFirst"},
                            std::pair{&c.mapSecond, "compare.mapSecond"}}) {
        if (id->isEmpty())
            continue;
        if (QString why = methodProblem(*id, QLatin1String(path)); !why.isEmpty())
            return why;
        if (!c.methods.contains(*id))
            return QLatin1String(path) + QStringLiteral(": ") + quoted(*id) +
                   QStringLiteral(" is not one of compare.methods");
    }
    for (const char* name : kOverlayNames)
        if (c.overlay == QLatin1String(name))
            return {};
    return QStringLiteral("compare.overlay: ") + expectedOneOf(kOverlayNames) +
           QStringLiteral(", found ") + quoted(c.overlay);
}

// ---- shapes -------------------------------------------------------------------------------

using codec::shape::sameBits;

// Both shapes of a scene the same to the bit (== calls 0.0 and -0.0 equal).
bool sameBits(const Scenario& x, const Scenario& y) {
    return sameBits(x.a, y.a) && sameBits(x.b, y.b);
}

QByteArray shapeText(const Shape& s) {
    return QByteArray::fromStdString(codec::shape::write(s, codec::shape::kFileLayout));
}

// ---- reading ------------------------------------------------------------------------------

QString join(const QString& where, const char* key) {
    return where.isEmpty() ? QLatin1String(key) : where + QLatin1Char('.') + QLatin1String(key);
}

const Value& member(const Value& o, const char* key, const QString& where) {
    const Value* v = o.find(key);
    if (!v)
        throw Problem{join(where, key) + QStringLiteral(" is missing")};
    return *v;
}

void expect(const Value& v, Kind kind, const QString& path) {
    if (v.kind != kind)
        throw Problem{path + QStringLiteral(": expected ") + json::kindName(kind) +
                      QStringLiteral(", found ") + json::kindName(v.kind)};
}

void onlyKeys(const Value& o, std::initializer_list<const char*> known, const QString& where,
              const QString& hint = {}) {
    for (const json::Member& m : o.members) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || m.key == k;
        if (!ok)
            throw Problem{(where.isEmpty() ? QString() : where + QStringLiteral(": ")) +
                          QStringLiteral("unknown key ") + quoted(json::qText(m.key)) + hint};
    }
}

double numberAt(const Value& o, const char* key, const QString& where) {
    const Value& v = member(o, key, where);
    expect(v, Kind::Number, join(where, key));
    return v.number; // finite: the parser refuses anything else
}

QString textAt(const Value& o, const char* key, const QString& where) {
    const Value& v = member(o, key, where);
    expect(v, Kind::String, join(where, key));
    const QString text = json::qText(v.text);
    if (QString why = textProblem(text, join(where, key)); !why.isEmpty())
        throw Problem{why};
    return text;
}

bool flagAt(const Value& o, const char* key, const QString& where) {
    const Value& v = member(o, key, where);
    expect(v, Kind::Boolean, join(where, key));
    return v.boolean;
}

template <std::size_t N>
int choiceAt(const Value& o, const char* key, const QString& where,
             const std::array<const char*, N>& names) {
    const QString text = textAt(o, key, where);
    for (std::size_t i = 0; i < N; ++i)
        if (text == QLatin1String(names[i]))
            return int(i);
    throw Problem{join(where, key) + QStringLiteral(": ") + expectedOneOf(names) +
                  QStringLiteral(", found ") + quoted(text)};
}

Shape readShape(const Value& root, const char* key, const QString& where = QString()) {
    const QString path = join(where, key);
    const codec::shape::Read r =
        codec::shape::read(member(root, key, where), codec::shape::ReadOptions{.exactForms = true});
    if (!r.shape)
        throw Problem{json::shapeProblem(r.error, path)};
    return *r.shape;
}

std::optional<LearnerCode> readYourMethod(const Value& root) {
    const Value* o = root.find("yourMethod");
    if (!o)
        return std::nullopt;
    const QString where = QStringLiteral("yourMethod");
    expect(*o, Kind::Object, where);
    onlyKeys(*o, {"pair", "rotated", "code", "a", "b", "touching"}, where);
    LearnerCode c;
    c.pair = QLatin1String(kPairNames[std::size_t(choiceAt(*o, "pair", where, kPairNames))]);
    c.rotated = flagAt(*o, "rotated", where);
    const Value& code = member(*o, "code", where);
    expect(code, Kind::String, QStringLiteral("yourMethod.code"));
    c.code = json::qText(code.text);
    c.scene.a = readShape(*o, "a", where);
    c.scene.b = readShape(*o, "b", where);
    c.scene.touching = Touching(choiceAt(*o, "touching", where, kTouchingNames));
    return c;
}

CompareLayout readCompare(const Value& root) {
    const QString where = QStringLiteral("compare");
    const Value& o = member(root, "compare", QString());
    expect(o, Kind::Object, where);
    onlyKeys(o, {"methods", "linked", "mapFirst", "mapSecond", "overlay"}, where);
    CompareLayout c;
    const Value& methods = member(o, "methods", where);
    expect(methods, Kind::Array, QStringLiteral("compare.methods"));
    const qsizetype n = qsizetype(methods.items.size());
    if (QString why = methodCountProblem(n); !why.isEmpty()) // before looking at each
        throw Problem{why};
    for (qsizetype i = 0; i < n; ++i) {
        const QString path = QStringLiteral("compare.methods[%1]").arg(i);
        const Value& item = methods.items[std::size_t(i)];
        expect(item, Kind::String, path);
        const QString id = json::qText(item.text);
        if (QString why = methodProblem(id, path); !why.isEmpty())
            throw Problem{why};
        c.methods << id;
    }
    c.linked = flagAt(o, "linked", where);
    c.mapFirst = textAt(o, "mapFirst", where);
    c.mapSecond = textAt(o, "mapSecond", where);
    c.overlay =
        QLatin1String(kOverlayNames[std::size_t(choiceAt(o, "overlay", where, kOverlayNames))]);
    if (QString why = compareProblem(c); !why.isEmpty())
        throw Problem{why};
    return c;
}

void readEnvelope(const Value& root) {
    const QString notOurs = QStringLiteral("not an Overlap scenario (%1)");
    if (root.kind != Kind::Object)
        throw Problem{notOurs.arg(
            QStringLiteral("the document is %1, not an object").arg(json::kindName(root.kind)))};
    const Value* format = root.find("format");
    if (!format)
        throw Problem{notOurs.arg(QStringLiteral("format is missing"))};
    if (format->kind != Kind::String)
        throw Problem{notOurs.arg(QStringLiteral("format is %1, not \"%2\"")
                                      .arg(json::kindName(format->kind), QLatin1String(kFormat)))};
    if (format->text != kFormat)
        throw Problem{
            notOurs.arg(QStringLiteral("format is %1, not \"%2\"")
                            .arg(quoted(json::qText(format->text)), QLatin1String(kFormat)))};

    const Value* version = root.find("version");
    if (!version)
        throw Problem{QStringLiteral("version is missing")};
    expect(*version, Kind::Number, QStringLiteral("version"));
    const double v = version->number;
    if (v != std::floor(v))
        throw Problem{QStringLiteral("version %1 is not a whole number").arg(numberString(v))};
    if (v > kScenarioVersion)
        throw Problem{QStringLiteral("version %1 is newer than this Overlap (%2); a newer Overlap "
                                     "can open it")
                          .arg(numberString(v))
                          .arg(kScenarioVersion)};
    if (v < kScenarioVersion)
        throw Problem{QStringLiteral("version %1 is not a version of the format (the first is 1)")
                          .arg(numberString(v))};
}

QList<KeptScene> readKept(const Value& root) {
    const Value* kept = root.find("kept");
    if (!kept)
        return {};
    expect(*kept, Kind::Array, QStringLiteral("kept"));
    if (qsizetype(kept->items.size()) > kScenarioMaxKept)
        throw Problem{QStringLiteral("kept has %1 scenes; the most is %2")
                          .arg(kept->items.size())
                          .arg(kScenarioMaxKept)};
    QList<KeptScene> out;
    for (std::size_t i = 0; i < kept->items.size(); ++i) {
        const QString where = QStringLiteral("kept[%1]").arg(i);
        const Value& o = kept->items[i];
        expect(o, Kind::Object, where);
        onlyKeys(o, {"where", "a", "b", "touching"}, where);
        KeptScene k;
        k.where = textAt(o, "where", where);
        k.scene.a = readShape(o, "a", where);
        k.scene.b = readShape(o, "b", where);
        k.scene.touching = Touching(choiceAt(o, "touching", where, kTouchingNames));
        out << k;
    }
    return out;
}

ScenarioDocument readDocument(const Value& root) {
    readEnvelope(root);
    onlyKeys(root,
             {"format", "version", "a", "b", "touching", "lesson", "algorithm", "step", "mode",
              "compare", "yDown", "yourMethod", "kept"},
             QString());
    ScenarioDocument d;
    d.scene.a = readShape(root, "a");
    d.scene.b = readShape(root, "b");
    d.scene.touching = Touching(choiceAt(root, "touching", QString(), kTouchingNames));
    d.lesson = textAt(root, "lesson", QString());
    d.algorithm = textAt(root, "algorithm", QString());
    if (!d.algorithm.isEmpty())
        if (QString why = methodProblem(d.algorithm, QStringLiteral("algorithm")); !why.isEmpty())
            throw Problem{why};
    const double step = numberAt(root, "step", QString());
    if (QString why = stepProblem(step); !why.isEmpty())
        throw Problem{why};
    d.step = int(step);
    d.mode = Mode(choiceAt(root, "mode", QString(), kModeNames));
    d.compare = readCompare(root);
    d.yDown = flagAt(root, "yDown", QString());
    d.yourMethod = readYourMethod(root);
    d.kept = readKept(root);
    if (QString why = scenarioProblem(d); !why.isEmpty())
        throw Problem{why};
    return d;
}

// The name errors start with: the file's name, or the path when it has none.
QString displayName(const QString& path) {
    if (path.isEmpty())
        return QStringLiteral("(no file name)");
    const QString name = QFileInfo(QDir::cleanPath(path)).fileName();
    return name.isEmpty() ? path : name;
}

QString tooBig(qint64 size) {
    return QStringLiteral("too big for a scenario (%1 bytes; the most is %2 bytes, 1 MiB)")
        .arg(size)
        .arg(kScenarioMaxBytes);
}

// Why a scene cannot be saved, its keys named after `prefix` ("a: ..." or "kept[0].a: ...").
QString sceneProblem(const Scenario& scene, const QString& prefix) {
    for (auto [shape, key] : {std::pair{&scene.a, "a"}, std::pair{&scene.b, "b"}})
        if (const auto why = invalidReason(*shape))
            return prefix + QLatin1String(key) + QStringLiteral(": ") +
                   QString::fromStdString(*why);
    if (scene.touching != Touching::Counts && scene.touching != Touching::Separate)
        return prefix + QStringLiteral("touching: not a policy (%1)").arg(int(scene.touching));
    return {};
}

bool isCircleShape(const Shape& s) {
    return std::holds_alternative<Circle>(s);
}

QString yourMethodProblem(const LearnerCode& c) {
    bool known = false;
    for (const char* name : kPairNames)
        known = known || c.pair == QLatin1String(name);
    if (!known)
        return QStringLiteral("yourMethod.pair: ") + expectedOneOf(kPairNames) +
               QStringLiteral(", found ") + quoted(c.pair);
    const bool circleRect = c.pair == QLatin1String("circle-rect");
    if (c.rotated && !circleRect)
        return QStringLiteral(
            "yourMethod.rotated: only a circle and a rect can have a turned rect");
    if (QString why =
            textProblem(c.code, QStringLiteral("yourMethod.code"), kScenarioMaxCode, true);
        !why.isEmpty())
        return why;
    if (QString why = sceneProblem(c.scene, QStringLiteral("yourMethod.")); !why.isEmpty())
        return why;
    const bool a = isCircleShape(c.scene.a), b = isCircleShape(c.scene.b);
    const bool fits = circleRect                                 ? a && !b
                      : c.pair == QLatin1String("circle-circle") ? a && b
                                                                 : !a && !b;
    if (!fits)
        return QStringLiteral("yourMethod: shapes a and b are not a %1 pair%2")
            .arg(c.pair, circleRect ? QStringLiteral(" (the circle first)") : QString());
    return {};
}

QString keptProblem(const QList<KeptScene>& kept) {
    if (kept.size() > kScenarioMaxKept)
        return QStringLiteral("kept has %1 scenes; the most is %2")
            .arg(kept.size())
            .arg(kScenarioMaxKept);
    QStringList places;
    for (qsizetype i = 0; i < kept.size(); ++i) {
        const KeptScene& k = kept[i];
        const QString where = QStringLiteral("kept[%1]").arg(i);
        if (QString why = textProblem(k.where, where + QStringLiteral(".where")); !why.isEmpty())
            return why;
        const bool pitfall = k.where.startsWith(QLatin1String("pitfall:"));
        if (k.where != QLatin1String("compare") && !k.where.startsWith(QLatin1String("lesson:")) &&
            !pitfall)
            return QStringLiteral("%1.where: expected \"compare\", \"lesson:ID\" or "
                                  "\"pitfall:ID\", found %2")
                .arg(where, quoted(k.where));
        if (places.contains(k.where))
            return QStringLiteral("%1.where: %2 is kept twice").arg(where, quoted(k.where));
        if (pitfall && places.contains(QStringLiteral("pitfall:")))
            return QStringLiteral("%1.where: a second pitfall (the gallery shows one)").arg(where);
        places << k.where;
        if (pitfall)
            places << QStringLiteral("pitfall:");
        if (QString why = sceneProblem(k.scene, where + QLatin1Char('.')); !why.isEmpty())
            return why;
    }
    return {};
}

} // namespace

QString scenarioProblem(const ScenarioDocument& d) {
    if (QString why = sceneProblem(d.scene, QString()); !why.isEmpty())
        return why;
    if (QString why = textProblem(d.lesson, QStringLiteral("lesson")); !why.isEmpty())
        return why;
    if (!d.algorithm.isEmpty())
        if (QString why = methodProblem(d.algorithm, QStringLiteral("algorithm")); !why.isEmpty())
            return why;
    if (QString why = stepProblem(d.step); !why.isEmpty())
        return why;
    if (d.mode != Mode::Lessons && d.mode != Mode::Compare && d.mode != Mode::Pitfalls &&
        d.mode != Mode::YourMethod)
        return QStringLiteral("mode: not a mode (%1)").arg(int(d.mode));
    if (d.mode == Mode::YourMethod && !d.yourMethod)
        return QStringLiteral("mode \"yourmethod\" needs yourMethod");
    if (d.yourMethod)
        if (QString why = yourMethodProblem(*d.yourMethod); !why.isEmpty())
            return why;
    if (QString why = keptProblem(d.kept); !why.isEmpty())
        return why;
    return compareProblem(d.compare);
}

QByteArray writeScenario(const ScenarioDocument& d) {
    const auto name = [](std::size_t i, const auto& names) {
        return QByteArray("\"") + (i < names.size() ? names[i] : "?") + '"';
    };
    QByteArray methods = "[";
    for (qsizetype i = 0; i < d.compare.methods.size(); ++i)
        methods += (i ? ", " : "") + jsonString(d.compare.methods[i]);
    methods += ']';

    QByteArray out;
    out += "{\n";
    out += "    \"format\": \"" + QByteArray(kFormat) + "\",\n";
    out += "    \"version\": " + QByteArray::number(kScenarioVersion) + ",\n";
    out += "    \"a\": " + shapeText(d.scene.a) + ",\n";
    out += "    \"b\": " + shapeText(d.scene.b) + ",\n";
    out += "    \"touching\": " + name(std::size_t(d.scene.touching), kTouchingNames) + ",\n";
    out += "    \"lesson\": " + jsonString(d.lesson) + ",\n";
    out += "    \"algorithm\": " + jsonString(d.algorithm) + ",\n";
    out += "    \"step\": " + QByteArray::number(d.step) + ",\n";
    out += "    \"mode\": " + name(std::size_t(d.mode), kModeNames) + ",\n";
    out += "    \"compare\": {\n";
    out += "        \"methods\": " + methods + ",\n";
    out += "        \"linked\": " + QByteArray(d.compare.linked ? "true" : "false") + ",\n";
    out += "        \"mapFirst\": " + jsonString(d.compare.mapFirst) + ",\n";
    out += "        \"mapSecond\": " + jsonString(d.compare.mapSecond) + ",\n";
    out += "        \"overlay\": " + jsonString(d.compare.overlay) + "\n";
    out += "    },\n";
    out += "    \"yDown\": " + QByteArray(d.yDown ? "true" : "false");
    if (const auto& y = d.yourMethod) {
        out += ",\n    \"yourMethod\": {\n";
        out += "        \"pair\": " + jsonString(y->pair) + ",\n";
        out += "        \"rotated\": " + QByteArray(y->rotated ? "true" : "false") + ",\n";
        out += "        \"code\": " + jsonString(y->code) + ",\n";
        out += "        \"a\": " + shapeText(y->scene.a) + ",\n";
        out += "        \"b\": " + shapeText(y->scene.b) + ",\n";
        out += "        \"touching\": " + name(std::size_t(y->scene.touching), kTouchingNames) +
               "\n    }";
    }
    if (!d.kept.isEmpty()) {
        out += ",\n    \"kept\": [\n";
        for (qsizetype i = 0; i < d.kept.size(); ++i) {
            const KeptScene& k = d.kept[i];
            out += "        {\"where\": " + jsonString(k.where) +
                   ", \"a\": " + shapeText(k.scene.a) + ", \"b\": " + shapeText(k.scene.b) +
                   ", \"touching\": " + name(std::size_t(k.scene.touching), kTouchingNames) + "}" +
                   (i + 1 < d.kept.size() ? ",\n" : "\n");
        }
        out += "    ]";
    }
    out += "\n}\n";
    return out;
}

std::variant<ScenarioDocument, QString> readScenario(const QByteArray& bytes) {
    if (bytes.size() > kScenarioMaxBytes)
        return tooBig(bytes.size());
    if (bytes.isEmpty())
        return QStringLiteral("not an Overlap scenario (the file is empty)");
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF") ||
        bytes.startsWith(QByteArrayView("\0\0\xFE\xFF", 4)))
        return QStringLiteral("not an Overlap scenario (UTF-16 or UTF-32 text; save the file as "
                              "UTF-8)");
    if (bytes.contains('\0'))
        return QStringLiteral("not an Overlap scenario (a binary file: it contains NUL bytes)");
    // A scenario has some 40 values at depth 3; the limits only bound hostile input.
    auto parsed = json::parse(bytes, json::Limits{32, 1000});
    if (auto* why = std::get_if<QString>(&parsed))
        return QStringLiteral("not JSON at ") + *why;
    try {
        return readDocument(std::get<Value>(parsed));
    } catch (const Problem& p) {
        return p.message;
    }
}

std::variant<ScenarioDocument, QString> loadScenarioFile(const QString& path) {
    const QString name = displayName(path);
    const auto fail = [&](const QString& why) { return name + QStringLiteral(": ") + why; };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("no such file"));
    if (info.isDir())
        return fail(QStringLiteral("is a folder, not a scenario file"));
    if (!info.isFile())
        return fail(QStringLiteral("is not a regular file"));
    if (info.size() > kScenarioMaxBytes)
        return fail(tooBig(info.size()));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot be read (%1)").arg(f.errorString()));
    const QByteArray bytes = f.read(kScenarioMaxBytes + 1); // it may have grown since
    if (f.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot be read (%1)").arg(f.errorString()));
    if (bytes.size() > kScenarioMaxBytes)
        return fail(tooBig(std::max<qint64>(bytes.size(), f.size())));
    auto doc = readScenario(bytes);
    if (auto* why = std::get_if<QString>(&doc))
        return fail(*why);
    return doc;
}

bool saveScenarioFile(const ScenarioDocument& d, const QString& path, QString* why, Links links) {
    const auto fail = [&](const QString& message) {
        if (why)
            *why = displayName(path) + QStringLiteral(": ") + message;
        return false;
    };
    if (const QString problem = scenarioProblem(d); !problem.isEmpty())
        return fail(QStringLiteral("not saved: ") + problem);
    const QByteArray bytes = writeScenario(d);
    // The file must open as this very document, every double bit for bit.
    const auto back = readScenario(bytes);
    if (const auto* readError = std::get_if<QString>(&back))
        return fail(QStringLiteral("not saved: it would not open again (%1)").arg(*readError));
    const auto& again = std::get<ScenarioDocument>(back);
    bool keptSame = again.kept.size() == d.kept.size();
    for (qsizetype i = 0; keptSame && i < d.kept.size(); ++i)
        keptSame = sameBits(again.kept[i].scene, d.kept[i].scene);
    if (!sameBits(again.scene, d.scene) || !keptSame || !(again == d))
        return fail(QStringLiteral("not saved: it would not open again exactly"));

    if (const QString error = writeFileAtomically(path, bytes, links); !error.isEmpty())
        return fail(QStringLiteral("cannot be written (%1)").arg(error));
    if (why)
        why->clear();
    return true;
}

} // namespace overlap::document

#include "app/document/scenario_document.h"

#include "app/document/json_fields.h"
#include "app/document/shape_problem.h"
#include "app/document/strict_json.h"
#include "codec/number.h"
#include "codec/shape.h"
#include "core/algorithms.h"
#include "core/geometry/validate.h"
#include "core/pairs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <array>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string_view>
#include <vector>

namespace overlap::document {

namespace {

using json::Value;
using Kind = json::Value::Kind;
using json::Field;
using json::Fields;
using json::Problem;

constexpr const char* kFormat = "overlap-scenario";
constexpr std::array kTouchingNames{"counts", "separate"};                       // by Touching
constexpr std::array kModeNames{"lessons", "compare", "pitfalls", "yourmethod"}; // by Mode
constexpr std::array kOverlayNames{"off", "regions", "verdict"};

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

QLatin1String latin1(std::string_view name) {
    return QLatin1String(name.data(), qsizetype(name.size()));
}

// `names`: any list of names (const char* or std::string_view).
template <class Names> QString expectedOneOf(const Names& names) {
    QString out = QStringLiteral("expected ");
    const std::size_t n = std::size(names);
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0)
            out += i + 1 == n ? QStringLiteral(" or ") : QStringLiteral(", ");
        out += QLatin1Char('"') + latin1(names[i]) + QLatin1Char('"');
    }
    return out;
}

// The kinds of pair "yourMethod.pair" names, as core names them.
const std::vector<std::string_view>& pairNames() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> out;
        for (const Pair k : pairKinds())
            out.push_back(pairName(k));
        return out;
    }();
    return names;
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

// ---- each key's reader and writer -------------------------------------------------------

using json::expect;

// A string that is a name or an id (textProblem).
QString textOf(const Value& v, const QString& path) {
    expect(v, Kind::String, path);
    const QString text = json::qText(v.text);
    if (QString why = textProblem(text, path); !why.isEmpty())
        throw Problem{why};
    return text;
}

template <class Names> int choiceOf(const Value& v, const QString& path, const Names& names) {
    const QString text = textOf(v, path);
    for (std::size_t i = 0; i < std::size(names); ++i)
        if (text == latin1(names[i]))
            return int(i);
    throw Problem{path + QStringLiteral(": ") + expectedOneOf(names) + QStringLiteral(", found ") +
                  quoted(text)};
}

template <std::size_t N> QByteArray choiceText(int i, const std::array<const char*, N>& names) {
    return QByteArray("\"") + (i >= 0 && std::size_t(i) < N ? names[std::size_t(i)] : "?") + '"';
}

// The keys below read and write a member that `at` finds in the object (any T, const or not).

template <class T, class At> Field<T> textField(const char* key, At at) {
    return {key, [at](const Value& v, const QString& path, T& t) { at(t) = textOf(v, path); },
            [at](const T& t, int) { return jsonString(at(t)); }};
}

template <class T, class At> Field<T> flagField(const char* key, At at) {
    return {key,
            [at](const Value& v, const QString& path, T& t) {
                expect(v, Kind::Boolean, path);
                at(t) = v.boolean;
            },
            [at](const T& t, int) { return QByteArray(at(t) ? "true" : "false"); }};
}

// An enum (Touching, Mode) by its name in `names`, the enum's values in order.
template <class T, std::size_t N, class At>
Field<T> enumField(const char* key, const std::array<const char*, N>& names, At at) {
    return {key,
            [at, names](const Value& v, const QString& path, T& t) {
                at(t) = std::remove_reference_t<decltype(at(t))>(choiceOf(v, path, names));
            },
            [at, names](const T& t, int) { return choiceText(int(at(t)), names); }};
}

// A string that must be one of `names`.
template <class T, class Names, class At>
Field<T> nameField(const char* key, const Names& names, At at) {
    return {key,
            [at, names](const Value& v, const QString& path, T& t) {
                at(t) = latin1(names[std::size_t(choiceOf(v, path, names))]);
            },
            [at](const T& t, int) { return jsonString(at(t)); }};
}

template <class T, class At> Field<T> shapeField(const char* key, At at) {
    return {key,
            [at](const Value& v, const QString& path, T& t) {
                const codec::shape::Read r =
                    codec::shape::read(v, codec::shape::ReadOptions{.exactForms = true});
                if (!r.shape)
                    throw Problem{json::shapeProblem(r.error, path)};
                at(t) = *r.shape;
            },
            [at](const T& t, int) { return shapeText(at(t)); }};
}

// a's move over one frame as [dx, dy]: written only when a moves, so a standing scene's
// file is as it always was.
template <class T, class At> Field<T> motionField(const char* key, At at) {
    return {key,
            [at](const Value& v, const QString& path, T& t) {
                const bool pair = v.kind == Kind::Array && v.items.size() == 2 &&
                                  v.items[0].kind == Kind::Number &&
                                  v.items[1].kind == Kind::Number;
                if (!pair)
                    throw Problem{path + QStringLiteral(": expected [dx, dy], two numbers")};
                const Vec2 m{v.items[0].number, v.items[1].number};
                if (!std::isfinite(m.x) || !std::isfinite(m.y))
                    throw Problem{path + QStringLiteral(": not finite (%1, %2)")
                                             .arg(numberString(m.x), numberString(m.y))};
                at(t) = m;
            },
            [at](const T& t, int) {
                return "[" + numberText(at(t).x) + ", " + numberText(at(t).y) + "]";
            },
            [at](const T& t) { return !(at(t) == Vec2{}); }};
}

// A scene's shapes, policy and move: "a", "b", "touching" and, when a moves, "motion".
template <class T, class At> void addScene(Fields<T>& fields, At at) {
    fields.push_back(shapeField<T>(
        "a", [at](auto& t) -> auto& { return at(t).a; }));
    fields.push_back(shapeField<T>(
        "b", [at](auto& t) -> auto& { return at(t).b; }));
    fields.push_back(enumField<T>(
        "touching", kTouchingNames, [at](auto& t) -> auto& { return at(t).touching; }));
    fields.push_back(motionField<T>(
        "motion", [at](auto& t) -> auto& { return at(t).motion; }));
}

// ---- the file's objects, key by key, in the order they are written -----------------------

const Fields<CompareLayout>& compareFields() {
    static const Fields<CompareLayout> fields = [] {
        Fields<CompareLayout> f;
        f.push_back({"methods",
                     [](const Value& v, const QString& path, CompareLayout& c) {
                         expect(v, Kind::Array, path);
                         const qsizetype n = qsizetype(v.items.size());
                         if (QString why = methodCountProblem(n); !why.isEmpty()) // before each
                             throw Problem{why};
                         for (qsizetype i = 0; i < n; ++i) {
                             const QString at = path + QStringLiteral("[%1]").arg(i);
                             const Value& item = v.items[std::size_t(i)];
                             expect(item, Kind::String, at);
                             const QString id = json::qText(item.text);
                             if (QString why = methodProblem(id, at); !why.isEmpty())
                                 throw Problem{why};
                             c.methods << id;
                         }
                     },
                     [](const CompareLayout& c, int) {
                         QByteArray out = "[";
                         for (qsizetype i = 0; i < c.methods.size(); ++i)
                             out += (i ? ", " : "") + jsonString(c.methods[i]);
                         return out + ']';
                     }});
        f.push_back(flagField<CompareLayout>(
            "linked", [](auto& c) -> auto& { return c.linked; }));
        f.push_back(textField<CompareLayout>(
            "mapFirst", [](auto& c) -> auto& { return c.mapFirst; }));
        f.push_back(textField<CompareLayout>(
            "mapSecond", [](auto& c) -> auto& { return c.mapSecond; }));
        f.push_back(nameField<CompareLayout>(
            "overlay", kOverlayNames, [](auto& c) -> auto& { return c.overlay; }));
        return f;
    }();
    return fields;
}

const Fields<LearnerCode>& learnerCodeFields() {
    static const Fields<LearnerCode> fields = [] {
        Fields<LearnerCode> f;
        f.push_back(nameField<LearnerCode>(
            "pair", pairNames(), [](auto& c) -> auto& { return c.pair; }));
        f.push_back(flagField<LearnerCode>(
            "rotated", [](auto& c) -> auto& { return c.rotated; }));
        // Any text here: yourMethodProblem() bounds it, lines and tabs allowed.
        f.push_back({"code",
                     [](const Value& v, const QString& path, LearnerCode& c) {
                         expect(v, Kind::String, path);
                         c.code = json::qText(v.text);
                     },
                     [](const LearnerCode& c, int) { return jsonString(c.code); }});
        addScene(
            f, [](auto& c) -> auto& { return c.scene; });
        return f;
    }();
    return fields;
}

const Fields<KeptScene>& keptFields() {
    static const Fields<KeptScene> fields = [] {
        Fields<KeptScene> f;
        f.push_back(textField<KeptScene>(
            "where", [](auto& k) -> auto& { return k.where; }));
        addScene(
            f, [](auto& k) -> auto& { return k.scene; });
        return f;
    }();
    return fields;
}

const Fields<ScenarioDocument>& documentFields() {
    using D = ScenarioDocument;
    static const Fields<D> fields = [] {
        Fields<D> f;
        // readEnvelope() reads these two first, to say whether the file is ours at all.
        f.push_back({"format", [](const Value&, const QString&, D&) {},
                     [](const D&, int) { return '"' + QByteArray(kFormat) + '"'; }});
        f.push_back({"version", [](const Value&, const QString&, D&) {},
                     [](const D&, int) { return QByteArray::number(kScenarioVersion); }});
        addScene(
            f, [](auto& d) -> auto& { return d.scene; });
        f.push_back(textField<D>(
            "lesson", [](auto& d) -> auto& { return d.lesson; }));
        f.push_back({"algorithm",
                     [](const Value& v, const QString& path, D& d) {
                         d.algorithm = textOf(v, path);
                         if (!d.algorithm.isEmpty())
                             if (QString why = methodProblem(d.algorithm, path); !why.isEmpty())
                                 throw Problem{why};
                     },
                     [](const D& d, int) { return jsonString(d.algorithm); }});
        f.push_back({"step",
                     [](const Value& v, const QString& path, D& d) {
                         expect(v, Kind::Number, path);
                         // Finite: the parser refuses anything else.
                         if (QString why = stepProblem(v.number); !why.isEmpty())
                             throw Problem{why};
                         d.step = int(v.number);
                     },
                     [](const D& d, int) { return QByteArray::number(d.step); }});
        f.push_back(enumField<D>(
            "mode", kModeNames, [](auto& d) -> auto& { return d.mode; }));
        f.push_back({"compare",
                     [](const Value& v, const QString& path, D& d) {
                         json::readObject(v, path, compareFields(), d.compare);
                         if (QString why = compareProblem(d.compare); !why.isEmpty())
                             throw Problem{why};
                     },
                     [](const D& d, int indent) {
                         return json::writeObject(d.compare, compareFields(), indent);
                     }});
        f.push_back(flagField<D>(
            "yDown", [](auto& d) -> auto& { return d.yDown; }));
        f.push_back({"yourMethod",
                     [](const Value& v, const QString& path, D& d) {
                         json::readObject(v, path, learnerCodeFields(), d.yourMethod.emplace());
                     },
                     [](const D& d, int indent) {
                         return json::writeObject(*d.yourMethod, learnerCodeFields(), indent);
                     },
                     [](const D& d) { return d.yourMethod.has_value(); }});
        f.push_back({"kept",
                     [](const Value& v, const QString& path, D& d) {
                         expect(v, Kind::Array, path);
                         if (qsizetype(v.items.size()) > kScenarioMaxKept)
                             throw Problem{QStringLiteral("kept has %1 scenes; the most is %2")
                                               .arg(v.items.size())
                                               .arg(kScenarioMaxKept)};
                         for (std::size_t i = 0; i < v.items.size(); ++i) {
                             KeptScene k;
                             json::readObject(v.items[i], path + QStringLiteral("[%1]").arg(i),
                                              keptFields(), k);
                             d.kept << k;
                         }
                     },
                     [](const D& d, int indent) {
                         const QByteArray in(indent + 4, ' ');
                         QByteArray out = "[\n";
                         for (qsizetype i = 0; i < d.kept.size(); ++i)
                             out += in + json::writeObject(d.kept[i], keptFields(), 0, true) +
                                    (i + 1 < d.kept.size() ? ",\n" : "\n");
                         return out + QByteArray(indent, ' ') + ']';
                     },
                     [](const D& d) { return !d.kept.isEmpty(); }});
        return f;
    }();
    return fields;
}

// ---- reading ------------------------------------------------------------------------------

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

ScenarioDocument readDocument(const Value& root) {
    readEnvelope(root);
    ScenarioDocument d;
    json::readObject(root, QString(), documentFields(), d);
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
    if (!std::isfinite(scene.motion.x) || !std::isfinite(scene.motion.y))
        return prefix + QStringLiteral("motion: not finite");
    if (scene.touching != Touching::Counts && scene.touching != Touching::Separate)
        return prefix + QStringLiteral("touching: not a policy (%1)").arg(int(scene.touching));
    return {};
}

bool isCircleShape(const Shape& s) {
    return std::holds_alternative<Circle>(s);
}

QString yourMethodProblem(const LearnerCode& c) {
    const std::optional<Pair> kind = kindNamed(c.pair.toStdString());
    if (!kind)
        return QStringLiteral("yourMethod.pair: ") + expectedOneOf(pairNames()) +
               QStringLiteral(", found ") + quoted(c.pair);
    const bool circleRect = *kind == Pair::CircleRect;
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
    const bool fits = circleRect ? a && !b : *kind == Pair::CircleCircle ? a && b : !a && !b;
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
    return json::writeObject(d, documentFields(), 0) + '\n';
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

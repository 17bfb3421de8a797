// Scenario documents (NAME.overlap): save and open give back the very same scenario, every
// double bit for bit; writing is deterministic and the shapes are in the lesson files'
// format when that is exact; and a malformed or hostile file is refused with a message
// that names what is wrong.

#include "app/document/scenario_document.h"
#include "app/lessons/lesson_json.h"
#include "core/algorithms.h"
#include "core/geometry/convert.h"
#include "core/geometry/validate.h"
#include "tests/support/shape_builders.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

namespace tst_scenario_document {

using namespace overlap;
using namespace overlap::document;

namespace {

std::uint64_t bitsOf(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

// A shape's kind and every double it holds, the axis of a turned rect included.
std::vector<std::uint64_t> shapeBits(const Shape& s) {
    std::vector<std::uint64_t> out{std::uint64_t(s.index())};
    if (const auto* c = std::get_if<Circle>(&s))
        for (double v : {c->c.x, c->c.y, c->r})
            out.push_back(bitsOf(v));
    else if (const auto* r = std::get_if<Rect>(&s))
        for (double v : {r->min.x, r->min.y, r->max.x, r->max.y, r->maxLo.x, r->maxLo.y})
            out.push_back(bitsOf(v));
    else if (const auto* t = std::get_if<RotatedRect>(&s))
        for (double v : {t->c.x, t->c.y, t->half.x, t->half.y, t->angleDeg, t->axis.x, t->axis.y,
                         t->cLo.x, t->cLo.y})
            out.push_back(bitsOf(v));
    return out;
}

// The first field in which two documents differ, bitwise for doubles, or an empty string.
QString difference(const ScenarioDocument& x, const ScenarioDocument& y) {
    if (shapeBits(x.scene.a) != shapeBits(y.scene.a))
        return QStringLiteral("a");
    if (shapeBits(x.scene.b) != shapeBits(y.scene.b))
        return QStringLiteral("b");
    if (x.scene.touching != y.scene.touching)
        return QStringLiteral("touching");
    if (x.lesson != y.lesson)
        return QStringLiteral("lesson");
    if (x.algorithm != y.algorithm)
        return QStringLiteral("algorithm");
    if (x.step != y.step)
        return QStringLiteral("step");
    if (x.mode != y.mode)
        return QStringLiteral("mode");
    if (x.compare.methods != y.compare.methods)
        return QStringLiteral("compare.methods");
    if (x.compare.linked != y.compare.linked)
        return QStringLiteral("compare.linked");
    if (x.compare.mapFirst != y.compare.mapFirst || x.compare.mapSecond != y.compare.mapSecond)
        return QStringLiteral("compare.map");
    if (x.compare.overlay != y.compare.overlay)
        return QStringLiteral("compare.overlay");
    if (x.yDown != y.yDown)
        return QStringLiteral("yDown");
    return {};
}

QStringList methodIds() {
    QStringList ids;
    for (const Algorithm& alg : algorithms())
        ids << QString::fromUtf8(alg.id.data(), qsizetype(alg.id.size()));
    return ids;
}

// A valid scenario to start from.
ScenarioDocument plain() {
    ScenarioDocument d;
    d.scene.a = Circle{{3, 11}, 2};
    d.scene.b = Rect{{0, 0}, {10, 6}};
    d.compare.methods = {QStringLiteral("circle-rect.clamp"), QStringLiteral("circle-rect.fold")};
    return d;
}

ScenarioDocument readOrFail(const QByteArray& bytes) {
    auto back = readScenario(bytes);
    if (auto* why = std::get_if<QString>(&back))
        qFatal("does not read back: %s\n%s", qPrintable(*why), bytes.constData());
    return std::get<ScenarioDocument>(back);
}

// Doubles that break naive writers and readers.
const double kAwkward[] = {
    0.0,
    -0.0,
    0.1,
    -0.1,
    1.0 / 3,
    -2.0 / 3,
    0.30000000000000004,
    1e-300,
    -1e-300,
    9007199254740994.0, // 2^53 + 2
    -9007199254740994.0,
    4503599627370497.0, // 2^52 + 1
    std::numeric_limits<double>::denorm_min(),
    -std::numeric_limits<double>::denorm_min(),
    std::numeric_limits<double>::min(),
    std::numeric_limits<double>::max(),
    -std::numeric_limits<double>::max(),
    1e300,
    1e22,
    123456789012345680000.0,
    std::nextafter(1.0, 2.0),
    std::nextafter(0.5, 0.0),
    1e-7,
};

class Random {
  public:
    explicit Random(std::uint64_t seed) : rng_(seed) {}

    int below(int n) { return int(rng_() % std::uint64_t(n)); }

    // Awkward values, random bit patterns, plain numbers a learner would type.
    double number() {
        switch (below(5)) {
        case 0:
            return kAwkward[below(int(std::size(kAwkward)))];
        case 1: {
            double v;
            do
                v = std::bit_cast<double>(std::uint64_t(rng_()));
            while (!std::isfinite(v));
            return v;
        }
        case 2:
            return std::uniform_real_distribution<double>(-100, 100)(rng_);
        case 3:
            return below(41) - 20;
        default:
            return (below(81) - 40) * 0.5;
        }
    }
    double size() {
        const double v = number();
        return v < 0 ? -v : v; // -0.0 stays: a valid size
    }
    double angle() {
        const double right[] = {0, 90, -90, 180, 270, 360, -720, 1e6 * 90};
        const double other[] = {30, 45, 37.5, -12.25, 1e-10, 89.999999999, 1e300, 1.0 / 3};
        switch (below(4)) {
        case 0:
            return right[below(int(std::size(right)))];
        case 1:
            return other[below(int(std::size(other)))];
        case 2:
            return std::uniform_real_distribution<double>(-720, 720)(rng_);
        default:
            return number();
        }
    }
    Shape shape() {
        switch (below(5)) {
        case 3:
        case 4: {
            // As a learner types it: far edges and centre are exact sums, seldom doubles.
            CornerSizeRect in{number(), number(), size(), size(), std::nullopt};
            if (below(2) == 0)
                in.angleDeg = angle();
            const ConvertedRect c = convertRect(in);
            if (!c.error.empty() || (in.angleDeg ? !c.turned : !c.aligned))
                return shape();
            return in.angleDeg ? Shape{*c.turned} : Shape{*c.aligned};
        }
        case 0:
            return Circle{{number(), number()}, size()};
        case 1: {
            double x0 = number(), x1 = number(), y0 = number(), y1 = number();
            // Mostly a size from a corner, as handles make them; sometimes any two bounds.
            if (below(2) == 0) {
                x1 = x0 + size();
                y1 = y0 + size();
                if (!std::isfinite(x1) || !std::isfinite(y1))
                    return shape();
            }
            return Rect{{std::min(x0, x1), std::min(y0, y1)}, {std::max(x0, x1), std::max(y0, y1)}};
        }
        default:
            return RotatedRect::make({number(), number()}, {size(), size()}, angle());
        }
    }
    QString text() {
        const QString choices[] = {
            QString(),
            QStringLiteral("circle-rect-clamp"),
            QStringLiteral("圆与矩形 ✓ 𝄞"),
            QStringLiteral("quote \" backslash \\ slash / tab-free"),
            QString(kScenarioMaxText, QLatin1Char('x')),
        };
        return choices[below(int(std::size(choices)))];
    }
    ScenarioDocument scenario(const QStringList& ids) {
        ScenarioDocument d;
        d.scene.a = shape();
        d.scene.b = shape();
        d.scene.touching = below(2) ? Touching::Counts : Touching::Separate;
        // a's move: mostly none (the key is then left out), else any finite pair, -0.0 too.
        if (below(3) == 0)
            d.scene.motion = {number(), number()};
        d.lesson = text();
        d.algorithm = below(3) == 0 ? QString() : ids[below(int(ids.size()))];
        const int steps[] = {0, 1, kScenarioMaxStep, below(kScenarioMaxStep + 1)};
        d.step = steps[below(4)];
        d.mode = Mode(below(3));
        const int n = 2 + below(3);
        for (int i = 0; i < n; ++i)
            d.compare.methods << ids[below(int(ids.size()))];
        d.compare.linked = below(2);
        if (below(3))
            d.compare.mapFirst = d.compare.methods[below(n)];
        if (below(3))
            d.compare.mapSecond = d.compare.methods[below(n)];
        const char* overlays[] = {"off", "regions", "verdict"};
        d.compare.overlay = QLatin1String(overlays[below(3)]);
        d.yDown = below(2);
        return d;
    }

  private:
    std::mt19937_64 rng_;
};

// Which of the five shape forms a written shape took.
QString formOf(const codec::json::Value& o) {
    if (o.find("r"))
        return QStringLiteral("circle");
    if (o.find("cx"))
        return QStringLiteral("centre");
    if (o.find("xmin"))
        return QStringLiteral("bounds");
    return o.find("angle") ? QStringLiteral("corner+angle") : QStringLiteral("corner");
}

// The documented example of the header: a valid document for the corpus to break.
const QByteArray kValid = R"({
    "format": "overlap-scenario",
    "version": 1,
    "a": {"type": "circle", "x": 3, "y": 11, "r": 2.5},
    "b": {"type": "rect", "x": 0, "y": 0, "w": 10, "h": 6, "angle": 30},
    "touching": "counts",
    "lesson": "circle-rotated-rect",
    "algorithm": "circle-rotated.clamp",
    "step": 4,
    "mode": "lessons",
    "compare": {
        "methods": ["circle-rotated.clamp", "circle-rotated.fold"],
        "linked": true,
        "mapFirst": "circle-rotated.clamp",
        "mapSecond": "circle-rotated.fold",
        "overlay": "off"
    },
    "yDown": false
}
)";

const QByteArray kShapeB = R"("b": {"type": "rect", "x": 0, "y": 0, "w": 10, "h": 6, "angle": 30})";

QByteArray with(const QByteArray& from, const QByteArray& to) {
    QByteArray out = kValid;
    if (out.count(from) != 1)
        qFatal("the valid document has not exactly one %s", from.constData());
    return out.replace(from, to);
}

// kValid cut just after the end of `marker` (plus `extra` bytes).
QByteArray cutAfter(const QByteArray& marker, int extra = 0) {
    const qsizetype at = kValid.indexOf(marker);
    if (at < 0)
        qFatal("no %s", marker.constData());
    return kValid.left(at + marker.size() + extra);
}

QByteArray nested(int levels, char open, char close, const QByteArray& inner = {}) {
    QByteArray out;
    for (int i = 0; i < levels; ++i)
        out += open == '{' ? QByteArray("{\"k\": ") : QByteArray(1, open);
    out += inner.isEmpty() ? QByteArray("0") : inner;
    out += QByteArray(levels, close);
    return out;
}

QString errorOf(const std::variant<ScenarioDocument, QString>& r) {
    if (const auto* why = std::get_if<QString>(&r))
        return *why;
    return {};
}

} // namespace

class TestScenarioDocument : public QObject {
    Q_OBJECT
  private slots:
    // The header's layout, written as it shows it: the documented example reads and writes
    // back byte for byte, and so does one with the two optional keys, laid out by hand as
    // the header lays them out (yourMethod's keys one to a line, each kept scene on one).
    void theDocumentedLayoutIsWrittenAsItIs() {
        QCOMPARE(writeScenario(readOrFail(kValid)), kValid);
        QByteArray full = kValid;
        full.replace("    \"yDown\": false\n}", R"(    "yDown": false,
    "yourMethod": {
        "pair": "circle-rect",
        "rotated": true,
        "code": "function overlaps(a, b) {\n\treturn true;\n}",
        "a": {"type": "circle", "x": 1, "y": 2, "r": 0.5},
        "b": {"type": "rect", "x": 0, "y": 0, "w": 4, "h": 2, "angle": 45},
        "touching": "separate"
    },
    "kept": [
        {"where": "lesson:circle-rect-clamp", "a": {"type": "circle", "x": 1, "y": 2, "r": 3}, "b": {"type": "rect", "x": 0, "y": 0, "w": 4, "h": 2}, "touching": "counts"},
        {"where": "compare", "a": {"type": "circle", "x": -1, "y": 0, "r": 1}, "b": {"type": "circle", "x": 1, "y": 0, "r": 1}, "touching": "separate"}
    ]
})");
        QVERIFY(full != kValid);
        const ScenarioDocument d = readOrFail(full);
        QVERIFY(d.yourMethod);
        QCOMPARE(d.kept.size(), 2);
        QCOMPARE(writeScenario(d), full);
    }

    // Many random scenarios, awkward doubles and turned rects at any angle: open(save(d))
    // is d, every double bit for bit, and saving it again gives the same bytes. The file is
    // standard JSON (Qt's reader takes it) and every shape form is exercised.
    void roundTripIsExact() {
        Random rnd(20240611);
        const QStringList ids = methodIds();
        QHash<QString, int> forms;
        int lessonFormsCrossChecked = 0;
        for (int i = 0; i < 4000; ++i) {
            const ScenarioDocument d = rnd.scenario(ids);
            QVERIFY2(scenarioProblem(d).isEmpty(), qPrintable(scenarioProblem(d)));
            const QByteArray bytes = writeScenario(d);
            const ScenarioDocument back = readOrFail(bytes);
            const QString diff = difference(d, back);
            QVERIFY2(diff.isEmpty(), qPrintable(diff + QStringLiteral(" differs in\n") + bytes));
            QVERIFY(back == d);
            QCOMPARE(writeScenario(back), bytes);

            const codec::json::Parse file = codec::json::parse(bytes.toStdString());
            QVERIFY(file.value);
            for (const char* key : {"a", "b"}) {
                const codec::json::Value& shape = *file.value->find(key);
                const QString form = formOf(shape);
                ++forms[form];
                // In the lesson files' forms, a lesson reader makes the same shape of it,
                // -0.0 included.
                if (form != QLatin1String("centre") && form != QLatin1String("bounds")) {
                    const auto parsed = lessons::parseShape(shape, QLatin1String(key));
                    const auto* why = std::get_if<QString>(&parsed);
                    QVERIFY2(!why, qPrintable(why ? *why : QString()));
                    QVERIFY(shapeBits(std::get<Shape>(parsed)) ==
                            shapeBits(*key == 'a' ? d.scene.a : d.scene.b));
                    ++lessonFormsCrossChecked;
                }
            }
        }
        for (const char* form : {"circle", "corner", "corner+angle", "bounds", "centre"})
            QVERIFY2(forms.value(QLatin1String(form)) >= 100,
                     qPrintable(QStringLiteral("%1: %2")
                                    .arg(QLatin1String(form))
                                    .arg(forms.value(QLatin1String(form)))));
        QVERIFY(lessonFormsCrossChecked >= 1000);
    }

    // The awkward values one by one, in every slot a shape has.
    void awkwardValuesSurvive() {
        for (const double v : kAwkward) {
            const double size = v == 0 ? v : std::abs(v); // -0.0 is a valid size
            for (const Shape& s : {Shape{Circle{{v, -v}, size}}, Shape{Rect{{v, v}, {v, v}}},
                                   Shape{Rect{{-std::abs(v), v}, {std::abs(v), v}}},
                                   Shape{RotatedRect::make({v, -v}, {size, size}, 30)},
                                   Shape{RotatedRect::make({1, 2}, {0.5, 0.25}, v)}}) {
                ScenarioDocument d = plain();
                d.scene.b = s;
                if (invalidReason(s))
                    continue;
                const QByteArray bytes = writeScenario(d);
                const ScenarioDocument back = readOrFail(bytes);
                QVERIFY2(shapeBits(back.scene.b) == shapeBits(s), bytes.constData());
            }
        }
        // -0.0 keeps its sign, in a circle and in both kinds of rect.
        ScenarioDocument d = plain();
        d.scene.a = Circle{{-0.0, -0.0}, -0.0};
        d.scene.b = Rect{{-0.0, -0.0}, {-0.0, 1}};
        ScenarioDocument back = readOrFail(writeScenario(d));
        const auto& c = std::get<Circle>(back.scene.a);
        QVERIFY(std::signbit(c.c.x) && std::signbit(c.c.y) && std::signbit(c.r));
        const auto& r = std::get<Rect>(back.scene.b);
        QVERIFY(std::signbit(r.min.x) && std::signbit(r.min.y) && std::signbit(r.max.x));
        QVERIFY(!std::signbit(r.max.y));
        d.scene.b = RotatedRect::make({-0.0, 4}, {1, 2}, -0.0);
        back = readOrFail(writeScenario(d));
        QVERIFY(shapeBits(back.scene.b) == shapeBits(d.scene.b));
        QVERIFY(std::signbit(std::get<RotatedRect>(back.scene.b).angleDeg));
    }

    // Numbers are written as overlap-cli writes them ("-0", "100000"); files written with
    // the earlier style ("-0.0", "1e+05") read back as the same doubles.
    void numbersAsTheCliWritesThem() {
        ScenarioDocument d = plain();
        d.scene.a = Circle{{-0.0, 100000}, 2.5};
        const QByteArray bytes = writeScenario(d);
        const QByteArray written = R"("a": {"type": "circle", "x": -0, "y": 100000, "r": 2.5})";
        QVERIFY2(bytes.contains(written), bytes.constData());
        QByteArray older = bytes;
        older.replace(written, R"("a": {"type": "circle", "x": -0.0, "y": 1e+05, "r": 2.5})");
        QVERIFY(older != bytes);
        for (const QByteArray& text : {bytes, older}) {
            const ScenarioDocument back = readOrFail(text);
            QVERIFY(shapeBits(back.scene.a) == shapeBits(d.scene.a));
            QVERIFY(std::signbit(std::get<Circle>(back.scene.a).c.x));
        }
    }

    // Shapes a learner could have typed are written as a lesson file writes them; others
    // in a form that needs no arithmetic to read.
    void shapesAreWrittenAsLessonsWriteThem_data() {
        QTest::addColumn<Shape>("shape");
        QTest::addColumn<QString>("written");
        QTest::newRow("circle") << Shape{Circle{{3, 11}, 2.5}}
                                << R"({"type": "circle", "x": 3, "y": 11, "r": 2.5})";
        QTest::newRow("rect") << Shape{Rect{{1, 1}, {9, 6}}}
                              << R"({"type": "rect", "x": 1, "y": 1, "w": 8, "h": 5})";
        QTest::newRow("turned rect")
            << Shape{RotatedRect::make({5, 5}, {2, 1}, 30)}
            << R"({"type": "rect", "x": 3, "y": 4, "w": 4, "h": 2, "angle": 30})";
        QTest::newRow("right-angled turn")
            << Shape{RotatedRect::make({5, 5}, {2, 1}, 90)}
            << R"({"type": "rect", "x": 3, "y": 4, "w": 4, "h": 2, "angle": 90})";
        // 0.3 - 0.1 is not 0.2 but another double, which gives the edge 0.3 back exactly.
        QTest::newRow("rect whose size is no decimal")
            << Shape{Rect{{0.1, 0}, {0.3, 1}}}
            << R"({"type": "rect", "x": 0.1, "y": 0, "w": 0.19999999999999998, "h": 1})";
        // 0.1 + 0.2 is not 0.3 nor any double: kept as typed, its edge the exact sum.
        QTest::newRow("rect typed with decimals")
            << Shape{*convertRect({0.1, 0, 0.2, 1, std::nullopt}).aligned}
            << R"({"type": "rect", "x": 0.1, "y": 0, "w": 0.2, "h": 1})";
        QTest::newRow("turned rect typed with decimals")
            << Shape{*convertRect({0.1, 0.7, 0.2, 0.3, 12.5}).turned}
            << R"({"type": "rect", "x": 0.1, "y": 0.7, "w": 0.2, "h": 0.3, "angle": 12.5})";
        // 0.1 - 1e-20 is no double: no corner form reads back as this rect.
        QTest::newRow("rect whose width is no double")
            << Shape{Rect{{-1e-20, 0}, {0.1, 1}}}
            << R"({"type": "rect", "xmin": -1e-20, "ymin": 0, "xmax": 0.1, "ymax": 1})";
        QTest::newRow("rect wider than the largest double")
            << Shape{Rect{{-1e308, 0}, {1e308, 1}}}
            << R"({"type": "rect", "xmin": -1e+308, "ymin": 0, "xmax": 1e+308, "ymax": 1})";
        QTest::newRow("turned rect whose corner rounds")
            << Shape{RotatedRect::make({0.1, 0.2}, {1e-20, 0.7}, 37.5)}
            << R"({"type": "rect", "cx": 0.1, "cy": 0.2, "hw": 1e-20, "hh": 0.7, )"
               R"("angle": 37.5})";
        QTest::newRow("negative zero corner")
            << Shape{Circle{{-0.0, 1}, 0}} << R"({"type": "circle", "x": -0, "y": 1, "r": 0})";
    }
    void shapesAreWrittenAsLessonsWriteThem() {
        QFETCH(Shape, shape);
        QFETCH(QString, written);
        ScenarioDocument d = plain();
        d.scene.b = shape;
        const QByteArray bytes = writeScenario(d);
        QVERIFY2(bytes.contains("\"b\": " + written.toUtf8() + ",\n"), bytes.constData());
        QVERIFY(shapeBits(readOrFail(bytes).scene.b) == shapeBits(shape));
    }

    void writingIsDeterministic() {
        Random rnd(7);
        const QStringList ids = methodIds();
        for (int i = 0; i < 200; ++i) {
            const ScenarioDocument d = rnd.scenario(ids);
            ScenarioDocument copy = d; // the same values in freshly allocated strings
            copy.lesson = QString::fromUtf8(d.lesson.toUtf8());
            copy.compare.methods =
                QString::fromUtf8(d.compare.methods.join(u'|').toUtf8()).split(u'|');
            const QByteArray bytes = writeScenario(d);
            QCOMPARE(writeScenario(d), bytes);
            QCOMPARE(writeScenario(copy), bytes);
            // The envelope first, one document, ending with a newline.
            QVERIFY(bytes.startsWith("{\n    \"format\": \"overlap-scenario\",\n    "
                                     "\"version\": 1,\n"));
            QVERIFY(bytes.endsWith("}\n"));
            QCOMPARE(bytes.count("\"format\""), 1);
        }
    }

    void documentedExampleReads() {
        const ScenarioDocument d = readOrFail(kValid);
        QVERIFY(shapeBits(d.scene.a) == shapeBits(Circle{{3, 11}, 2.5}));
        QVERIFY(shapeBits(d.scene.b) == shapeBits(RotatedRect::make({5, 3}, {5, 3}, 30)));
        QCOMPARE(d.scene.touching, Touching::Counts);
        QCOMPARE(d.lesson, QStringLiteral("circle-rotated-rect"));
        QCOMPARE(d.algorithm, QStringLiteral("circle-rotated.clamp"));
        QCOMPARE(d.step, 4);
        QCOMPARE(d.mode, Mode::Lessons);
        QCOMPARE(d.compare.methods, QStringList({QStringLiteral("circle-rotated.clamp"),
                                                 QStringLiteral("circle-rotated.fold")}));
        QVERIFY(d.compare.linked);
        QCOMPARE(d.compare.mapFirst, QStringLiteral("circle-rotated.clamp"));
        QCOMPARE(d.compare.mapSecond, QStringLiteral("circle-rotated.fold"));
        QCOMPARE(d.compare.overlay, QStringLiteral("off"));
        QVERIFY(!d.yDown);
        // Written back, it is the same document, in its own words.
        QVERIFY(readOrFail(writeScenario(d)) == d);
    }

    // What cannot be saved says why; what can be saved is what can be read.
    void problemsBeforeSaving() {
        ScenarioDocument d;
        QVERIFY(scenarioProblem(d).contains(QLatin1String("compare.methods has 0 methods")));
        d = plain();
        QVERIFY(scenarioProblem(d).isEmpty());
        d.scene.a = Circle{{std::nan(""), 0}, 1};
        QVERIFY(scenarioProblem(d).startsWith(QLatin1String("a: ")));
        QVERIFY(scenarioProblem(d).contains(QLatin1String("NaN")));
        d = plain();
        RotatedRect hand = RotatedRect::make({0, 0}, {1, 1}, 30);
        hand.axis = {1, 0};
        d.scene.b = hand;
        QVERIFY(scenarioProblem(d).contains(QLatin1String("axis")));
        d = plain();
        d.step = -1;
        QCOMPARE(scenarioProblem(d), QStringLiteral("step -1 is negative"));
        d = plain();
        d.compare.mapFirst = QStringLiteral("rect-rect.sat");
        QVERIFY(scenarioProblem(d).contains(QLatin1String("is not one of compare.methods")));
        d = plain();
        d.lesson = QStringLiteral("a\nb");
        QVERIFY(scenarioProblem(d).contains(QLatin1String("control character")));
        d = plain();
        d.mode = Mode(7);
        QVERIFY(scenarioProblem(d).contains(QLatin1String("mode")));
    }

    void malformedDocumentsAreNamed_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("mentions");

        QTest::newRow("valid") << kValid << "";
        QTest::newRow("UTF-8 byte order mark is accepted")
            << QByteArray("\xEF\xBB\xBF" + kValid) << "";
        QTest::newRow("200 characters is the most")
            << with(R"("lesson": "circle-rotated-rect")",
                    "\"lesson\": \"" + QByteArray(200, 'x') + "\"")
            << "";
        QTest::newRow("exponent spelling") << with(R"("r": 2.5)", R"("r": 25E-1)") << "";
        QTest::newRow("bounds form") << with(kShapeB, R"("b": {"type": "rect", "xmin": 0, )"
                                                      R"("ymin": 0, "xmax": 2, "ymax": 1})")
                                     << "";

        // a's move: two finite numbers, or the key left out.
        QTest::newRow("a move") << with(R"("touching": "counts",)",
                                        R"("touching": "counts", "motion": [9, -1.5],)")
                                << "";
        QTest::newRow("a move of one number")
            << with(R"("touching": "counts",)", R"("touching": "counts", "motion": [9],)")
            << "motion: expected [dx, dy], two numbers";
        QTest::newRow("a move as text")
            << with(R"("touching": "counts",)", R"("touching": "counts", "motion": "fast",)")
            << "motion: expected [dx, dy], two numbers";
        QTest::newRow("a move too large to be a double")
            << with(R"("touching": "counts",)", R"("touching": "counts", "motion": [1e400, 0],)")
            << "the number 1e400 is out of the range of a double";

        // Not a document at all.
        QTest::newRow("empty file")
            << QByteArray() << "not an Overlap scenario (the file is empty)";
        QTest::newRow("white space only") << QByteArray(" \n\t\r\n") << "only white space";
        QTest::newRow("NUL bytes") << QByteArray("{\"format\"\0\0\0:", 13) << "contains NUL bytes";
        QTest::newRow("PNG header") << QByteArray("\x89PNG\r\n\x1a\n") << "unexpected byte 0x89";
        QTest::newRow("UTF-16 text") << QByteArray("\xFF\xFE{\x00", 4) << "UTF-16";
        QTest::newRow("huge file")
            << QByteArray(kValid + QByteArray(kScenarioMaxBytes, ' ')) << "too big for a scenario";
        QTest::newRow("list root")
            << QByteArray("[" + kValid + "]") << "not an Overlap scenario (the document is a list";
        QTest::newRow("string root") << QByteArray(R"("overlap-scenario")")
                                     << "not an Overlap scenario (the document is a string";
        QTest::newRow("two documents")
            << QByteArray(kValid + kValid) << "text after the end of the document";
        QTest::newRow("trailing junk") << QByteArray(kValid + "x") << "text after the end";

        // Cut short at several points.
        QTest::newRow("cut after {") << kValid.left(1) << "the text ends inside an object";
        QTest::newRow("cut in a key") << cutAfter("\"touch") << "the text ends inside a string";
        QTest::newRow("cut after a colon")
            << cutAfter("\"step\": ") << "the text ends where a value should be";
        QTest::newRow("cut in a list")
            << cutAfter("\"circle-rotated.clamp\", ") << "the text ends inside a list";
        QTest::newRow("cut in true")
            << cutAfter("\"linked\": tr") << "the text ends inside the word";
        QTest::newRow("cut before the last }")
            << kValid.chopped(2) << "the text ends inside an object";
        QTest::newRow("cut in a number")
            << cutAfter("\"r\": 2.") << "digits after its decimal point";

        // Not JSON inside.
        QTest::newRow("trailing comma")
            << with("\"overlay\": \"off\"\n", "\"overlay\": \"off\",\n") << "no trailing commas";
        QTest::newRow("comment") << with("\"step\": 4,", "\"step\": 4, // four") << "character '/'";
        QTest::newRow("single quotes")
            << with(R"("mode": "lessons")", R"("mode": 'lessons')") << "character '''";
        QTest::newRow("NaN") << with(R"("r": 2.5)", R"("r": NaN)") << "NaN is not a JSON number";
        QTest::newRow("Infinity") << with(R"("x": 3)", R"("x": Infinity)")
                                  << "Infinity is not a JSON number";
        QTest::newRow("-Infinity")
            << with(R"("x": 3)", R"("x": -Infinity)") << "-Infinity is not a JSON number";
        QTest::newRow("1e400") << with(R"("x": 3)", R"("x": 1e400)")
                               << "1e400 is out of the range of a double";
        QTest::newRow("-1e400") << with(R"("y": 11)", R"("y": -1e400)")
                                << "-1e400 is out of the range of a double";
        QTest::newRow("1e-400 would be 0")
            << with(R"("r": 2.5)", R"("r": 1e-400)") << "1e-400 is out of the range of a double";
        QTest::newRow("leading zero") << with("\"step\": 4", "\"step\": 04") << "leading zero";
        QTest::newRow("plus sign") << with(R"("x": 3)", R"("x": +3)") << "unexpected character '+'";
        QTest::newRow("unknown word")
            << with("\"yDown\": false", "\"yDown\": no") << "unknown word no";
        QTest::newRow("raw tab in a string")
            << with(R"("lesson": "circle-rotated-rect")", "\"lesson\": \"circle\trect\"")
            << "control character U+0009 inside a string";
        // Each names the offending byte, at the character's first byte (line 7 of kValid).
        QTest::newRow("invalid UTF-8")
            << with(R"("lesson": "circle-rotated-rect")", "\"lesson\": \"circle\xff\"")
            << "line 7, column 22: invalid UTF-8: byte 0xFF does not start a character";
        QTest::newRow("overlong UTF-8")
            << with(R"("lesson": "circle-rotated-rect")", "\"lesson\": \"\xc0\xaf\"")
            << "line 7, column 16: invalid UTF-8: byte 0xC0 does not start a character";
        QTest::newRow("UTF-8 lead without its continuation")
            << with(R"("lesson": "circle-rotated-rect")", "\"lesson\": \"ab\xc3(\"")
            << "line 7, column 18: invalid UTF-8: byte 0xC3 is not followed by a continuation "
               "byte (0x28 follows)";
        QTest::newRow("UTF-8 surrogate")
            << with(R"("lesson": "circle-rotated-rect")", "\"lesson\": \"\xed\xa0\x80\"")
            << "invalid UTF-8: bytes 0xED 0xA0 encode a UTF-16 surrogate";
        QTest::newRow("UTF-8 cut by the end")
            << QByteArray("{\"lesson\": \"\xe4\xb8")
            << "line 1, column 13: invalid UTF-8: byte 0xE4 starts a 3-byte character that the "
               "text cuts off";
        QTest::newRow("lone surrogate")
            << with(R"("lesson": "circle-rotated-rect")", R"("lesson": "\ud800")")
            << "lone surrogate \\ud800";
        QTest::newRow("bad escape")
            << with(R"("lesson": "circle-rotated-rect")", R"("lesson": "\x41")")
            << "invalid escape \\x";
        QTest::newRow("duplicate key")
            << with("\"step\": 4,", "\"step\": 4, \"step\": 5,") << "duplicate key \"step\"";
        QTest::newRow("deep lists") << nested(10000, '[', ']') << "nested too deeply";
        QTest::newRow("deep objects") << nested(10000, '{', '}') << "nested too deeply";
        QTest::newRow("deep inside a document")
            << with(R"("lesson": "circle-rotated-rect")", "\"lesson\": " + nested(40, '[', ']'))
            << "nested too deeply";
        QByteArray many = "[";
        for (int i = 0; i < 5000; ++i)
            many += "0,";
        many += "0]";
        QTest::newRow("too many values")
            << with(R"("lesson": "circle-rotated-rect")", "\"lesson\": " + many)
            << "too many values";

        // The envelope.
        QTest::newRow("no format") << with("\"format\": \"overlap-scenario\",\n", "")
                                   << "not an Overlap scenario (format is missing)";
        QTest::newRow("another format")
            << with("\"overlap-scenario\"", "\"overlap-lesson\"")
            << "not an Overlap scenario (format is \"overlap-lesson\", not \"overlap-scenario\")";
        QTest::newRow("format as a number")
            << with("\"overlap-scenario\"", "1") << "not an Overlap scenario (format is a number";
        QTest::newRow("a lesson file")
            << QByteArray(R"({"id": "rect-rect", "section": 1})") << "format is missing";
        QTest::newRow("version 2") << with("\"version\": 1", "\"version\": 2")
                                   << "version 2 is newer than this Overlap (1)";
        QTest::newRow("version 1e300")
            << with("\"version\": 1", "\"version\": 1e300") << "is newer than this Overlap";
        QTest::newRow("version 0") << with("\"version\": 1", "\"version\": 0")
                                   << "version 0 is not a version of the format";
        QTest::newRow("version 1.5")
            << with("\"version\": 1", "\"version\": 1.5") << "version 1.5 is not a whole number";
        QTest::newRow("version as text") << with("\"version\": 1", "\"version\": \"1\"")
                                         << "version: expected a number, found a string";
        QTest::newRow("no version") << with("\"version\": 1,\n", "") << "version is missing";
        QTest::newRow("unknown key") << with("\"step\": 4,", "\"step\": 4, \"comment\": \"x\",")
                                     << "unknown key \"comment\"";
        QTest::newRow("very long unknown key")
            << with("\"step\": 4,", "\"step\": 4, \"" + QByteArray(5000, 'k') + "\": 1,")
            << "(5000 characters)";
        QTest::newRow("unknown key in compare")
            << with("\"linked\": true", "\"linked\": true, \"sync\": true")
            << "compare: unknown key \"sync\"";

        // Missing keys and wrong types, one per field.
        QTest::newRow("no b") << with(kShapeB + ",", "") << "b is missing";
        QTest::newRow("no yDown") << with(",\n    \"yDown\": false", "") << "yDown is missing";
        QTest::newRow("no overlay")
            << with(",\n        \"overlay\": \"off\"", "") << "compare.overlay is missing";
        QTest::newRow("no radius") << with(R"(, "r": 2.5)", "") << "a.r is missing";
        QTest::newRow("shape is a list")
            << with(R"("a": {"type": "circle", "x": 3, "y": 11, "r": 2.5})", R"("a": [3, 11, 2.5])")
            << "a: expected a shape object, found a list";
        QTest::newRow("x as text")
            << with(R"("x": 3)", R"("x": "3")") << "a.x: expected a number, found a string";
        QTest::newRow("radius NaN as text")
            << with(R"("r": 2.5)", R"("r": "NaN")") << "a.r: expected a number, found a string";
        QTest::newRow("radius true")
            << with(R"("r": 2.5)", R"("r": true)") << "a.r: expected a number, found true or false";
        QTest::newRow("angle null") << with(R"("angle": 30)", R"("angle": null)")
                                    << "b.angle: expected a number, found null";
        QTest::newRow("type missing") << with(R"("type": "circle", )", "") << "a.type is missing";
        QTest::newRow("touching as a flag")
            << with(R"("touching": "counts")", R"("touching": true)")
            << "touching: expected a string, found true or false";
        QTest::newRow("lesson null")
            << with(R"("lesson": "circle-rotated-rect")", R"("lesson": null)")
            << "lesson: expected a string, found null";
        QTest::newRow("algorithm a number")
            << with(R"("algorithm": "circle-rotated.clamp")", R"("algorithm": 7)")
            << "algorithm: expected a string, found a number";
        QTest::newRow("step as text")
            << with("\"step\": 4", "\"step\": \"4\"") << "step: expected a number, found a string";
        QTest::newRow("mode a list") << with(R"("mode": "lessons")", R"("mode": ["lessons"])")
                                     << "mode: expected a string, found a list";
        QTest::newRow("compare a list")
            << with("\"compare\": {", "\"compare\": [{").replace("\n    },", "\n    }],")
            << "compare: expected an object, found a list";
        QTest::newRow("methods a string")
            << with(R"(["circle-rotated.clamp", "circle-rotated.fold"])",
                    R"("circle-rotated.clamp")")
            << "compare.methods: expected a list, found a string";
        QTest::newRow("method a number") << with(R"("circle-rotated.fold"],)", R"(8],)")
                                         << "compare.methods[1]: expected a string, found a number";
        QTest::newRow("linked as text") << with("\"linked\": true", "\"linked\": \"yes\"")
                                        << "compare.linked: expected true or false, found a string";
        QTest::newRow("yDown a number") << with("\"yDown\": false", "\"yDown\": 0")
                                        << "yDown: expected true or false, found a number";

        // Values out of their range.
        QTest::newRow("negative radius")
            << with(R"("r": 2.5)", R"("r": -1)") << "a.r is negative (-1)";
        QTest::newRow("negative radius of b")
            << with(kShapeB, R"("b": {"type": "circle", "x": 0, "y": 0, "r": -1})")
            << "b.r is negative (-1)";
        QTest::newRow("negative width")
            << with(R"("w": 10)", R"("w": -10)") << "b.w is negative (-10)";
        QTest::newRow("negative half height")
            << with(kShapeB,
                    R"("b": {"type": "rect", "cx": 0, "cy": 0, "hw": 1, "hh": -0.5, "angle": 9})")
            << "b.hh is negative (-0.5)";
        QTest::newRow("bounds the wrong way round")
            << with(kShapeB, R"("b": {"type": "rect", "xmin": 2, "ymin": 0, "xmax": 1, "ymax": 1})")
            << "b.xmax (1) is less than b.xmin (2)";
        QTest::newRow("edge beyond the largest double")
            << with(R"("x": 0, "y": 0, "w": 10)", R"("x": 1.7e308, "y": 0, "w": 1.7e308)")
            << "b: rect x + w is beyond the largest double";
        QTest::newRow("unknown shape type")
            << with(R"("type": "circle")", R"("type": "disc")")
            << "a.type: expected \"circle\" or \"rect\", found \"disc\"";
        QTest::newRow("unknown key in a circle")
            << with(R"("r": 2.5)", R"("r": 2.5, "z": 1)") << "a: unknown key \"z\" (a circle has";
        QTest::newRow("two rect forms at once")
            << with(
                   kShapeB,
                   R"("b": {"type": "rect", "cx": 0, "cy": 0, "hw": 1, "hh": 1, "angle": 9, "x": 0})")
            << "b: unknown key \"x\" (a rect by its centre has";
        QTest::newRow("centre form without angle")
            << with(kShapeB, R"("b": {"type": "rect", "cx": 0, "cy": 0, "hw": 1, "hh": 1})")
            << "b.angle is missing";
        QTest::newRow("unknown policy")
            << with(R"("touching": "counts")", R"("touching": "sometimes")")
            << "touching: expected \"counts\" or \"separate\", found \"sometimes\"";
        QTest::newRow("unknown mode") << with(R"("mode": "lessons")", R"("mode": "quiz")")
                                      << "mode: expected \"lessons\", \"compare\", \"pitfalls\" or "
                                         "\"yourmethod\", found \"quiz\"";
        QTest::newRow("unknown overlay")
            << with(R"("overlay": "off")", R"("overlay": "heat")")
            << "compare.overlay: expected \"off\", \"regions\" or \"verdict\", found \"heat\"";
        QTest::newRow("unknown method") << with(R"("circle-rotated.fold"],)", R"("foo"],)")
                                        << "compare.methods[1]: no method \"foo\"";
        QTest::newRow("unknown algorithm")
            << with(R"("algorithm": "circle-rotated.clamp")", R"("algorithm": "circle-rect.magic")")
            << "algorithm: no method \"circle-rect.magic\"";
        QTest::newRow("one method") << with(R"(["circle-rotated.clamp", "circle-rotated.fold"])",
                                            R"(["circle-rotated.clamp"])")
                                    << "compare.methods has 1 method; expected 2 to 4";
        QTest::newRow("five methods")
            << with(
                   R"("circle-rotated.fold"],)",
                   R"("circle-rotated.fold", "circle-rect.clamp", "rect-rect.sat", "circle-rect.fold"],)")
            << "compare.methods has 5 methods; expected 2 to 4";
        QTest::newRow("map method not compared")
            << with(R"("mapSecond": "circle-rotated.fold")", R"("mapSecond": "rect-rect.sat")")
            << "compare.mapSecond: \"rect-rect.sat\" is not one of compare.methods";
        QTest::newRow("step -3") << with("\"step\": 4", "\"step\": -3") << "step -3 is negative";
        QTest::newRow("step 10001") << with("\"step\": 4", "\"step\": 10001")
                                    << "step 10001 is too large (the most is 10000)";
        QTest::newRow("step 1e300") << with("\"step\": 4", "\"step\": 1e300") << "is too large";
        QTest::newRow("step 2.5") << with("\"step\": 4", "\"step\": 2.5")
                                  << "step 2.5 is not a whole number";
        QTest::newRow("201 characters") << with(R"("lesson": "circle-rotated-rect")",
                                                "\"lesson\": \"" + QByteArray(201, 'x') + "\"")
                                        << "lesson is longer than 200 characters (201)";
        QTest::newRow("long method id")
            << with(R"("circle-rotated.fold"],)", "\"" + QByteArray(100000, 'm') + "\"],")
            << "compare.methods[1] is longer than 200 characters (100000)";
        QTest::newRow("escaped NUL in a string")
            << with(R"("lesson": "circle-rotated-rect")", R"("lesson": "a\u0000b")")
            << "lesson contains a control character (U+0000)";
    }
    void malformedDocumentsAreNamed() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, mentions);
        const auto read = readScenario(bytes);
        if (mentions.isEmpty()) {
            if (const auto* why = std::get_if<QString>(&read))
                QFAIL(qPrintable(*why));
            return;
        }
        const QString why = errorOf(read);
        QVERIFY2(!why.isEmpty(), "read although malformed");
        QVERIFY2(why.contains(mentions), qPrintable(why));
        QVERIFY2(why.size() < 400, qPrintable(why)); // a message, not the input echoed back
    }

    // Every proper prefix of a valid document is refused; so is every random byte string,
    // and every mutation of a valid document either reads as a valid scenario or is
    // refused with a message. Nothing crashes.
    void hostileBytesAreRefused() {
        const qsizetype end = kValid.lastIndexOf('}');
        for (qsizetype n = 0; n <= end; ++n)
            QVERIFY2(!errorOf(readScenario(kValid.left(n))).isEmpty(),
                     qPrintable(QString::number(n)));

        std::mt19937_64 rng(0x5eed);
        for (int i = 0; i < 2000; ++i) {
            QByteArray junk(qsizetype(rng() % 300), Qt::Uninitialized);
            for (char& c : junk)
                c = char(rng());
            QVERIFY(!errorOf(readScenario(junk)).isEmpty());
        }
        int refused = 0;
        for (int i = 0; i < 5000; ++i) {
            QByteArray bytes = kValid;
            for (int k = 0, edits = 1 + int(rng() % 3); k < edits; ++k) {
                const qsizetype at = qsizetype(rng() % std::uint64_t(bytes.size()));
                switch (rng() % 3) {
                case 0:
                    bytes[at] = char(rng());
                    break;
                case 1:
                    bytes.remove(at, 1 + qsizetype(rng() % 8));
                    break;
                default:
                    bytes.insert(at, char(rng()));
                }
            }
            const auto read = readScenario(bytes);
            if (const auto* d = std::get_if<ScenarioDocument>(&read)) {
                QVERIFY(scenarioProblem(*d).isEmpty());
            } else {
                QVERIFY(!std::get<QString>(read).isEmpty());
                ++refused;
            }
        }
        QVERIFY(refused > 2500);
    }

    void filesSaveAndOpenExactly() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Random rnd(99);
        const QStringList ids = methodIds();
        for (int i = 0; i < 50; ++i) {
            const ScenarioDocument d = rnd.scenario(ids);
            const QString path = dir.filePath(
                QStringLiteral("s%1.%2").arg(i).arg(QLatin1String(kScenarioExtension)));
            QString why = QStringLiteral("stale");
            QVERIFY2(saveScenarioFile(d, path, &why), qPrintable(why));
            QVERIFY(why.isEmpty());
            const auto loaded = loadScenarioFile(path);
            QVERIFY2(std::holds_alternative<ScenarioDocument>(loaded), qPrintable(errorOf(loaded)));
            QVERIFY(difference(std::get<ScenarioDocument>(loaded), d).isEmpty());
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), writeScenario(d));
        }
        // Overwriting, with no one to tell why.
        const QString path = dir.filePath(QStringLiteral("again.overlap"));
        QVERIFY(saveScenarioFile(plain(), path, nullptr));
        QVERIFY(saveScenarioFile(plain(), path, nullptr));
    }

    // A refused save leaves the old file whole; errors start with the file's name.
    void savingRefusesAndKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("keep.overlap"));
        QVERIFY(saveScenarioFile(plain(), path, nullptr));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();

        ScenarioDocument bad = plain();
        bad.scene.b = Circle{{0, 0}, -1};
        QString why;
        QVERIFY(!saveScenarioFile(bad, path, &why));
        QVERIFY2(why.startsWith(QLatin1String("keep.overlap: not saved: b: ")), qPrintable(why));
        QVERIFY2(why.contains(QLatin1String("negative")), qPrintable(why));
        QVERIFY(!saveScenarioFile(bad, path, nullptr));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        f.close();

        QVERIFY(!saveScenarioFile(plain(), dir.filePath(QStringLiteral("no/such/dir/x.overlap")),
                                  &why));
        QVERIFY2(why.startsWith(QLatin1String("x.overlap: cannot be written")), qPrintable(why));
        QVERIFY(!saveScenarioFile(plain(), dir.path(), &why));
        QVERIFY2(why.contains(QLatin1String("cannot be written")), qPrintable(why));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("keep.overlap")});
    }

    void loadingNamesTheFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing =
            errorOf(loadScenarioFile(dir.filePath(QStringLiteral("gone.overlap"))));
        QVERIFY2(missing.startsWith(QLatin1String("gone.overlap: no such file")),
                 qPrintable(missing));

        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.overlap")));
        for (const QString& p : {dir.filePath(QStringLiteral("folder.overlap")),
                                 dir.filePath(QStringLiteral("folder.overlap/"))}) {
            const QString folder = errorOf(loadScenarioFile(p));
            QVERIFY2(folder.startsWith(QLatin1String("folder.overlap: is a folder")),
                     qPrintable(folder));
        }

        const QString bigPath = dir.filePath(QStringLiteral("big.overlap"));
        QFile big(bigPath);
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.write(kValid);
        big.write(QByteArray(kScenarioMaxBytes, ' '));
        big.close();
        const QString tooBig = errorOf(loadScenarioFile(bigPath));
        QVERIFY2(tooBig.startsWith(QLatin1String("big.overlap: too big for a scenario")),
                 qPrintable(tooBig));

        const QString badPath = dir.filePath(QStringLiteral("bad.overlap"));
        QFile bad(badPath);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(with("\"step\": 4", "\"step\": -3"));
        bad.close();
        QCOMPARE(errorOf(loadScenarioFile(badPath)),
                 QStringLiteral("bad.overlap: step -3 is negative"));

        if (QFileInfo::exists(QStringLiteral("/dev/zero"))) {
            const QString device = errorOf(loadScenarioFile(QStringLiteral("/dev/zero")));
            QVERIFY2(device.startsWith(QLatin1String("zero: is not a regular file")),
                     qPrintable(device));
        }
        QVERIFY(!errorOf(loadScenarioFile(QString())).isEmpty());
    }
};

} // namespace tst_scenario_document

#define OVERLAP_SUBJECT tst_scenario_document
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_scenario_document::TestScenarioDocument)
#include "tst_scenario_document.moc"

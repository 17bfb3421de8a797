#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>

// moc (Qt 6.4) fails to parse libstdc++'s <concepts>; it needs only the QObject below,
// so it skips the standard and project headers and the helpers.
#ifndef Q_MOC_RUN
#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "app/cli/commands.h"
#include "app/cli/finder.h"
#include "app/cli/generators.h"
#include "app/cli/rng.h"
#include "core/algorithms.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>
#endif

namespace tst_finder {

#ifndef Q_MOC_RUN
namespace {

using overlap::Algorithm;
using overlap::Pair;
using overlap::Touching;
using namespace overlap::cli;

const Algorithm& method(const char* id) {
    const Algorithm* a = overlap::findAlgorithm(id);
    if (!a)
        qFatal("no method %s", id);
    return *a;
}

// Which shapes a pair's methods can share, worked out here rather than taken from the
// finder: circles; rects (axis-aligned for rect-rect); a circle and a rect.
int shapeFamily(Pair p) {
    switch (p) {
    case Pair::CircleCircle:
        return 0;
    case Pair::RectRect:
    case Pair::RotatedRects:
        return 1;
    case Pair::CircleRect:
    case Pair::CircleRotatedRect:
        return 2;
    }
    return -1;
}

Touching policyFrom(const QString& s) {
    return s == "counts" ? Touching::Counts : Touching::Separate;
}

// The verdicts of the two methods on the case the way 'eval' would answer its JSON line:
// the case is written out and read back, and run with the pitfalls included.
struct EvalVerdicts {
    std::string error;
    std::optional<bool> first, second;
};
EvalVerdicts evalVerdicts(const CaseShape& a, const CaseShape& b, const Algorithm& first,
                          const Algorithm& second, Touching t) {
    EvalVerdicts out;
    const std::string line = "{\"a\":" + shapeJson(a) + ",\"b\":" + shapeJson(b) + "}";
    Case c;
    if (auto e = parseCaseLine(line, c); !e.empty()) {
        out.error = line + ": " + e;
        return out;
    }
    const Evaluation ev = evaluateCase(c, t, true);
    if (!ev.ok()) {
        out.error = line + ": " + ev.error;
        return out;
    }
    for (const Verdict& v : ev.verdicts) {
        if (v.algorithm == &first)
            out.first = v.overlap;
        if (v.algorithm == &second)
            out.second = v.overlap;
    }
    return out;
}

// Whether the counterexample holds: the core's shapes give the recorded, different verdicts,
// and its JSON line gives the same ones through eval.
bool disagrees(const Counterexample& c, const Algorithm& first, const Algorithm& second, Touching t,
               std::string& why) {
    const auto x = overlap::runAlgorithm(first, c.coreA, c.coreB, t);
    const auto y = overlap::runAlgorithm(second, c.coreA, c.coreB, t);
    if (!x.ok() || !y.ok()) {
        why = "a method refuses the core shapes: " + x.error + y.error;
        return false;
    }
    if (x.result.overlap != c.firstOverlap || y.result.overlap != c.secondOverlap) {
        why = "the recorded verdicts are not the methods'";
        return false;
    }
    if (c.firstOverlap == c.secondOverlap) {
        why = "the verdicts agree";
        return false;
    }
    const EvalVerdicts e = evalVerdicts(c.a, c.b, first, second, t);
    if (!e.error.empty() || !e.first || !e.second) {
        why = "eval cannot answer the case: " + e.error;
        return false;
    }
    if (*e.first != c.firstOverlap || *e.second != c.secondOverlap) {
        why = "eval answers the JSON line differently";
        return false;
    }
    return true;
}

// Off the right angles a counterexample must not hang on the rounding of cos and sin: both
// verdicts stay with the circle's radius 1e-6 relative larger or smaller, or with no circle,
// with each turned rect off the right angles 1e-6 relative larger or smaller.
bool robustOffRightAngles(const Counterexample& c, const Algorithm& first, const Algorithm& second,
                          Touching t) {
    const auto off = [](const CaseShape& s) {
        return s.isRect() && s.written.angleDeg && std::fmod(*s.written.angleDeg, 90.0) != 0;
    };
    if (!off(c.a) && !off(c.b))
        return true;
    const auto scaled = [](const overlap::Shape& s, double factor) -> overlap::Shape {
        if (const auto* circle = std::get_if<overlap::Circle>(&s))
            return overlap::Circle{circle->c, circle->r * factor};
        overlap::RotatedRect r = std::get<overlap::RotatedRect>(s);
        r.half = {r.half.x * factor, r.half.y * factor};
        return r;
    };
    const bool circle = c.a.isCircle() || c.b.isCircle();
    for (bool first_ : {true, false}) {
        const CaseShape& s = first_ ? c.a : c.b;
        if (circle ? !s.isCircle() : !off(s))
            continue;
        for (double factor : {1 - 1e-6, 1 + 1e-6}) {
            const overlap::Shape nudged = scaled(first_ ? c.coreA : c.coreB, factor);
            const overlap::Shape& a = first_ ? nudged : c.coreA;
            const overlap::Shape& b = first_ ? c.coreB : nudged;
            const auto x = overlap::runAlgorithm(first, a, b, t);
            const auto y = overlap::runAlgorithm(second, a, b, t);
            if (!x.ok() || !y.ok() || x.result.overlap != c.firstOverlap ||
                y.result.overlap != c.secondOverlap)
                return false;
        }
    }
    return true;
}

// Every number of a shape as written: x, y, then r, or w, h and the angle (0 when none).
std::vector<double> numbers(const CaseShape& s) {
    if (s.isCircle())
        return {s.circle.c.x, s.circle.c.y, s.circle.r};
    return {s.written.x, s.written.y, s.written.w, s.written.h, s.written.angleDeg.value_or(0)};
}

std::string caseText(const Counterexample& c) {
    return "{\"a\":" + shapeJson(c.a) + ",\"b\":" + shapeJson(c.b) + "}";
}

// A first disagreement in gen's cases, found here without the finder and not shrunk.
std::optional<Counterexample> rawCounterexample(const Algorithm& first, const Algorithm& second,
                                                Touching t, std::uint64_t seed) {
    Rng rng(seed);
    const Pair pair = kindsOf(first.pair);
    for (int i = 0; i < 20000; ++i) {
        const auto kind = static_cast<GenKind>(i % 4);
        const auto g = generateCase(rng, pair, i % 3 == 0, kind, nullptr);
        if (!g)
            return std::nullopt;
        const EvalVerdicts e = evalVerdicts(g->a, g->b, first, second, t);
        if (!e.first || !e.second || *e.first == *e.second)
            continue;
        const auto core = [](const CaseShape& s) -> overlap::Shape {
            if (s.isCircle())
                return s.circle;
            if (s.written.angleDeg)
                return *s.turned;
            return *s.aligned;
        };
        return Counterexample{g->a, g->b, core(g->a), core(g->b), *e.first, *e.second};
    }
    return std::nullopt;
}

struct Run {
    int status = -1;
    std::string out, err;
    std::vector<std::string> lines; // `out` split at '\n'
};

Run runFind(const std::vector<std::string>& args) {
    std::istringstream in;
    std::ostringstream out, err;
    Run r;
    r.status = overlap::cli::runFind(args, in, out, err);
    r.out = out.str();
    r.err = err.str();
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);)
        r.lines.push_back(line);
    return r;
}

QJsonObject parsed(const std::string& line) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object: %s", line.c_str());
    return doc.object();
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace
#endif

class TestFinder : public QObject {
    Q_OBJECT

  private slots:
    void everyPitfallIsCaught_data();
    void everyPitfallIsCaught();
    void correctMethodsNeverDisagree_data();
    void correctMethodsNeverDisagree();
    void incompatibleMethodsAreRefused();
    void sameSeedSameResult();
    void shrinkingKeepsTheDisagreement_data();
    void shrinkingKeepsTheDisagreement();
    void shrinkingAHandWrittenCase();
    void turnedRectPitfallsMeetTurnedRects();
    void budgetAndCancel();
    void commandFinds();
    void commandFindsNothing();
    void commandJson();
    void commandUsage();
};

#ifndef Q_MOC_RUN
void TestFinder::everyPitfallIsCaught_data() {
    QTest::addColumn<QString>("pitfall");
    QTest::addColumn<QString>("policy");
    int pitfalls = 0;
    for (const Algorithm& a : overlap::algorithms()) {
        if (!a.pitfall)
            continue;
        ++pitfalls;
        for (const char* policy : {"counts", "separate"})
            QTest::newRow(
                qPrintable(QString::fromUtf8(a.id.data(), qsizetype(a.id.size())) + " " + policy))
                << QString::fromUtf8(a.id.data(), qsizetype(a.id.size())) << QString(policy);
    }
    QVERIFY(pitfalls >= 8);
}

void TestFinder::everyPitfallIsCaught() {
    QFETCH(QString, pitfall);
    QFETCH(QString, policy);
    const Algorithm& bad = method(qPrintable(pitfall));
    const Algorithm* good = overlap::findAlgorithm(bad.correct);
    QVERIFY(good);
    const Touching t = policyFrom(policy);
    FindRequest request{&bad, good, t};
    const FindResult r = findDisagreement(request);
    QVERIFY2(r.error.empty(), r.error.c_str());
    QVERIFY2(r.found.has_value(), qPrintable(QString("nothing in %1 cases").arg(r.tried)));
    QVERIFY(r.tried >= 1 && r.tried <= request.budget);
    QVERIFY(!r.cancelled);
    std::string why;
    QVERIFY2(disagrees(*r.found, bad, *good, t, why), (why + ": " + caseText(*r.found)).c_str());
    QVERIFY2(robustOffRightAngles(*r.found, bad, *good, t), caseText(*r.found).c_str());
    // Either order of the methods.
    FindRequest swapped{good, &bad, t};
    const FindResult s = findDisagreement(swapped);
    QVERIFY(s.found.has_value());
    QVERIFY2(disagrees(*s.found, *good, bad, t, why), why.c_str());
}

void TestFinder::correctMethodsNeverDisagree_data() {
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<QString>("policy");
    std::vector<const Algorithm*> correct;
    for (const Algorithm& a : overlap::algorithms())
        if (!a.pitfall)
            correct.push_back(&a);
    int pairs = 0;
    for (std::size_t i = 0; i < correct.size(); ++i)
        for (std::size_t j = i + 1; j < correct.size(); ++j) {
            if (shapeFamily(correct[i]->pair) != shapeFamily(correct[j]->pair))
                continue;
            ++pairs;
            const QString a = QString::fromUtf8(correct[i]->id.data(), correct[i]->id.size());
            const QString b = QString::fromUtf8(correct[j]->id.data(), correct[j]->id.size());
            for (const char* policy : {"counts", "separate"})
                QTest::newRow(qPrintable(a + " " + b + " " + policy)) << a << b << QString(policy);
        }
    // circle-circle 1, rects 3 (two rect-rect and the SAT), circle-rect 21 (seven methods).
    QVERIFY(pairs >= 25);
}

void TestFinder::correctMethodsNeverDisagree() {
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(QString, policy);
    FindRequest request{&method(qPrintable(first)), &method(qPrintable(second)),
                        policyFrom(policy)};
    QCOMPARE(request.budget, std::size_t{20000});
    const FindResult r = findDisagreement(request);
    QVERIFY2(r.error.empty(), r.error.c_str());
    QVERIFY2(!r.found, r.found ? caseText(*r.found).c_str() : "");
    QCOMPARE(r.tried, request.budget);
}

void TestFinder::incompatibleMethodsAreRefused() {
    int refused = 0;
    for (const Algorithm& a : overlap::algorithms())
        for (const Algorithm& b : overlap::algorithms()) {
            const FindResult r = findDisagreement({&a, &b, Touching::Counts, 100});
            const bool compatible = shapeFamily(a.pair) == shapeFamily(b.pair);
            QCOMPARE(r.error.empty(), compatible);
            QCOMPARE(incompatibility(a, b).has_value(), !compatible);
            if (compatible)
                continue;
            ++refused;
            QCOMPARE(r.tried, std::size_t{0});
            QVERIFY(!r.found);
            // The message names both methods and what they take.
            for (const Algorithm* m : {&a, &b}) {
                QVERIFY2(contains(r.error, std::string(m->id)), r.error.c_str());
                QVERIFY2(contains(r.error, std::string(overlap::pairName(m->pair))),
                         r.error.c_str());
            }
        }
    QVERIFY(refused > 0);
}

void TestFinder::sameSeedSameResult() {
    const Algorithm& bad = method("pitfall.rotated-naive-trig");
    const Algorithm& good = method("circle-rotated.clamp");
    std::vector<std::string> texts;
    for (std::uint64_t seed : {5, 5, 6, 6}) {
        const FindResult r = findDisagreement({&bad, &good, Touching::Separate, 20000, seed});
        QVERIFY(r.found);
        texts.push_back(std::to_string(r.tried) + " " + std::to_string(r.shrinkSteps) + " " +
                        caseText(*r.found) + (r.found->firstOverlap ? " true" : " false"));
    }
    QCOMPARE(texts[0], texts[1]);
    QCOMPARE(texts[2], texts[3]);
    // Seeds matter: over a few seeds the searches do not all go the same way.
    std::vector<std::size_t> tried;
    for (std::uint64_t seed = 1; seed <= 8; ++seed)
        tried.push_back(findDisagreement({&bad, &good, Touching::Counts, 20000, seed}).tried);
    QVERIFY(std::adjacent_find(tried.begin(), tried.end(), std::not_equal_to<>()) != tried.end());
}

void TestFinder::shrinkingKeepsTheDisagreement_data() {
    everyPitfallIsCaught_data();
}

void TestFinder::shrinkingKeepsTheDisagreement() {
    QFETCH(QString, pitfall);
    QFETCH(QString, policy);
    const Algorithm& bad = method(qPrintable(pitfall));
    const Algorithm& good = method(std::string(bad.correct).c_str());
    const Touching t = policyFrom(policy);
    int shrunkSome = 0;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const auto raw = rawCounterexample(bad, good, t, seed);
        QVERIFY2(raw.has_value(), qPrintable(QString("no raw counterexample, seed %1").arg(seed)));
        std::string why;
        QVERIFY2(disagrees(*raw, bad, good, t, why), why.c_str());
        std::size_t steps = 0;
        const Counterexample s = shrinkCounterexample(*raw, bad, good, t, &steps);
        const std::string text = caseText(*raw) + " -> " + caseText(s);
        QVERIFY2(disagrees(s, bad, good, t, why), (why + ": " + text).c_str());
        // Same kinds of shape in the same order, no number larger in absolute value.
        QCOMPARE(s.a.isCircle(), raw->a.isCircle());
        QCOMPARE(s.b.isCircle(), raw->b.isCircle());
        QCOMPARE(s.a.written.angleDeg.has_value(), raw->a.written.angleDeg.has_value());
        QCOMPARE(s.b.written.angleDeg.has_value(), raw->b.written.angleDeg.has_value());
        for (auto [before, after] : {std::pair{&raw->a, &s.a}, std::pair{&raw->b, &s.b}}) {
            const auto n0 = numbers(*before), n1 = numbers(*after);
            QCOMPARE(n1.size(), n0.size());
            for (std::size_t i = 0; i < n0.size(); ++i)
                QVERIFY2(std::fabs(n1[i]) <= std::fabs(n0[i]), text.c_str());
        }
        if (caseText(s) != caseText(*raw)) {
            ++shrunkSome;
            QVERIFY(steps > 0);
        } else {
            QCOMPARE(steps, std::size_t{0});
        }
        // Shrunk as far as it goes: again, nothing changes; and the same input, the same output.
        std::size_t again = 1;
        QCOMPARE(caseText(shrinkCounterexample(s, bad, good, t, &again)), caseText(s));
        QCOMPARE(again, std::size_t{0});
        QCOMPARE(caseText(shrinkCounterexample(*raw, bad, good, t)), caseText(s));
    }
    QVERIFY(shrunkSome > 0);
}

void TestFinder::shrinkingAHandWrittenCase() {
    // The clamp typo on a circle far above a rect: the y branch never moves to the top, so it
    // sees the circle level with the rect. Everything can shrink to a small case.
    const Algorithm& bad = method("pitfall.clamp-y-typo");
    const Algorithm& good = method("circle-rect.clamp");
    std::string error;
    const auto rect = makeRect({40, 60, 30, 10, std::nullopt}, &error);
    QVERIFY2(rect, error.c_str());
    const CaseShape circle = makeCircle(50, 100, 4);
    Counterexample c{circle, *rect, circle.circle, *rect->aligned, true, false};
    std::string why;
    QVERIFY2(disagrees(c, bad, good, Touching::Counts, why), why.c_str());
    std::size_t steps = 0;
    const Counterexample s = shrinkCounterexample(c, bad, good, Touching::Counts, &steps);
    QVERIFY2(disagrees(s, bad, good, Touching::Counts, why), why.c_str());
    QVERIFY(steps > 5);
    double before = 0, after = 0;
    for (double v : numbers(c.a))
        before += std::fabs(v);
    for (double v : numbers(c.b))
        before += std::fabs(v);
    for (double v : numbers(s.a))
        after += std::fabs(v);
    for (double v : numbers(s.b))
        after += std::fabs(v);
    QVERIFY2(after <= 6, caseText(s).c_str());
    QVERIFY(after < before);
}

void TestFinder::budgetAndCancel() {
    const Algorithm& a = method("circle-rect.clamp");
    const Algorithm& b = method("circle-rotated.fold");
    const FindResult small = findDisagreement({&a, &b, Touching::Counts, 10});
    QCOMPARE(small.tried, std::size_t{10});
    QVERIFY(!small.found);
    QVERIFY(!small.cancelled);

    std::vector<std::size_t> calls;
    const FindResult cancelled =
        findDisagreement({&a, &b, Touching::Counts, 20000}, [&](std::size_t tried) {
            calls.push_back(tried);
            return calls.size() < 3;
        });
    QVERIFY(cancelled.cancelled);
    QVERIFY(!cancelled.found);
    QVERIFY(cancelled.error.empty());
    QCOMPARE(calls.size(), std::size_t{3});
    QCOMPARE(cancelled.tried, calls.back());
    for (std::size_t i = 0; i < calls.size(); ++i)
        QVERIFY(calls[i] > (i == 0 ? 0 : calls[i - 1]) && calls[i] <= 300 * (i + 1));

    // A found case ends the search; progress is asked only every 256 tries.
    calls.clear();
    const FindResult quick =
        findDisagreement({&method("pitfall.nine-region-y-down-order"),
                          &method("circle-rect.nine-region"), Touching::Counts},
                         [&](std::size_t tried) {
                             calls.push_back(tried);
                             return true;
                         });
    QVERIFY(quick.found);
    QVERIFY(calls.size() <= quick.tried / 200);
}

// The SAT's pitfalls are right whenever both rects stand at right angles (their boxes are
// the rects, their axes the same), so the finder must turn rects off them: the command finds
// a counterexample of two rects, one off the right angles, for each, shrunk to small numbers.
void TestFinder::turnedRectPitfallsMeetTurnedRects() {
    int checked = 0;
    for (const Algorithm& bad : overlap::algorithms()) {
        if (!bad.pitfall || bad.pair != overlap::Pair::RotatedRects)
            continue;
        ++checked;
        const std::string id(bad.id);
        const Run r = runFind({id, std::string(bad.correct), "--json"});
        QCOMPARE(r.status, 0);
        const QJsonObject o = parsed(r.lines.at(0));
        QVERIFY(o["found"].toBool());
        QVERIFY(o["verdicts"].toObject()[QString::fromStdString(id)].toBool() !=
                o["verdicts"]
                    .toObject()[QString::fromUtf8(bad.correct.data(), bad.correct.size())]
                    .toBool());
        const FindResult lib = findDisagreement({&bad, &method("rect-rect.sat"), Touching::Counts});
        QVERIFY(lib.found);
        const Counterexample& c = *lib.found;
        QVERIFY(c.a.isRect() && c.b.isRect());
        const auto offRight = [](const CaseShape& s) {
            return s.written.angleDeg && std::fmod(*s.written.angleDeg, 90.0) != 0;
        };
        QVERIFY2(offRight(c.a) || offRight(c.b), caseText(c).c_str());
        for (const CaseShape* s : {&c.a, &c.b}) // x, y, w and h: gen's small integers, shrunk
            for (double v : {s->written.x, s->written.y, s->written.w, s->written.h})
                QVERIFY2(std::fabs(v) <= 16 && v == std::round(v), caseText(c).c_str());
        QVERIFY(lib.shrinkSteps > 0);
    }
    QCOMPARE(checked, 2);
}

void TestFinder::commandFinds() {
    const Run r = runFind({"pitfall.clamp-y-typo", "circle-rect.clamp", "--touching=separate"});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.lines.size() == 4, r.out.c_str());
    QVERIFY2(r.lines[0].find("tried ") == 0, r.lines[0].c_str());
    QVERIFY2(contains(r.lines[0], "separate"), r.lines[0].c_str());
    // The tried count is the library's.
    const FindResult lib = findDisagreement(
        {&method("pitfall.clamp-y-typo"), &method("circle-rect.clamp"), Touching::Separate});
    QVERIFY(r.lines[0].find("tried " + std::to_string(lib.tried) + " ") == 0);
    // The second line is a case for eval; eval's verdicts are the ones printed below it.
    std::istringstream in(r.lines[1] + "\n");
    std::ostringstream out, err;
    QCOMPARE(runEval({"--include-pitfalls", "--touching", "separate"}, in, out, err), 0);
    const QJsonObject answer = parsed(out.str());
    const bool bad = answer["pitfall.clamp-y-typo"].toBool();
    const bool good = answer["circle-rect.clamp"].toBool();
    QVERIFY(bad != good);
    QCOMPARE(r.lines[2], std::string("pitfall.clamp-y-typo: ") + (bad ? "true" : "false"));
    QCOMPARE(r.lines[3], std::string("circle-rect.clamp: ") + (good ? "true" : "false"));
    QVERIFY(r.err.empty());
}

void TestFinder::commandFindsNothing() {
    const Run r =
        runFind({"circle-circle.distance", "circle-circle.squared", "--budget", "300", "--seed=9"});
    QCOMPARE(r.status, 1);
    QCOMPARE(r.lines.size(), std::size_t{1});
    QVERIFY2(r.lines[0].find("tried 300 ") == 0, r.lines[0].c_str());
    // A circle-rect method meets a circle-rotated one, in either order.
    QCOMPARE(runFind({"circle-rotated.nine-region", "circle-rect.rounded", "--budget=500"}).status,
             1);
    QCOMPARE(runFind({"rect-rect.sat", "rect-rect.separation", "--budget=500"}).status, 1);
}

void TestFinder::commandJson() {
    const Run found = runFind({"pitfall.rotated-naive-trig", "circle-rotated.clamp", "--json",
                               "--seed", "3", "--touching", "counts"});
    QCOMPARE(found.status, 0);
    QCOMPARE(found.lines.size(), std::size_t{1});
    const QJsonObject o = parsed(found.lines[0]);
    QCOMPARE(o["first"].toString(), QString("pitfall.rotated-naive-trig"));
    QCOMPARE(o["second"].toString(), QString("circle-rotated.clamp"));
    QCOMPARE(o["touching"].toString(), QString("counts"));
    QVERIFY(o["found"].toBool());
    const FindResult lib =
        findDisagreement({&method("pitfall.rotated-naive-trig"), &method("circle-rotated.clamp"),
                          Touching::Counts, 20000, 3});
    QVERIFY(lib.found);
    QCOMPARE(o["tried"].toInteger(), qint64(lib.tried));
    QCOMPARE(o["shrinkSteps"].toInteger(), qint64(lib.shrinkSteps));
    const QJsonObject verdicts = o["verdicts"].toObject();
    QCOMPARE(verdicts["pitfall.rotated-naive-trig"].toBool(), lib.found->firstOverlap);
    QCOMPARE(verdicts["circle-rotated.clamp"].toBool(), lib.found->secondOverlap);
    // The case, as Qt writes it back, is read by eval with the same verdicts.
    const std::string line =
        QJsonDocument(o["case"].toObject()).toJson(QJsonDocument::Compact).toStdString();
    std::istringstream in(line + "\n");
    std::ostringstream out, err;
    QCOMPARE(runEval({"--include-pitfalls"}, in, out, err), 0);
    const QJsonObject answer = parsed(out.str());
    QCOMPARE(answer["pitfall.rotated-naive-trig"].toBool(), lib.found->firstOverlap);
    QCOMPARE(answer["circle-rotated.clamp"].toBool(), lib.found->secondOverlap);

    const Run none =
        runFind({"rect-rect.intersection", "rect-rect.sat", "--json", "--budget", "40"});
    QCOMPARE(none.status, 1);
    const QJsonObject n = parsed(none.lines.at(0));
    QVERIFY(!n["found"].toBool(true));
    QCOMPARE(n["tried"].toInteger(), qint64(40));
    QVERIFY(!n.contains("case"));
}

void TestFinder::commandUsage() {
    struct Bad {
        std::vector<std::string> args;
        std::string mentions;
    };
    const std::vector<Bad> bad{
        {{}, "two method ids"},
        {{"circle-rect.clamp"}, "two method ids"},
        {{"circle-rect.clamp", "circle-rect.fold", "circle-rect.rounded"}, "got 3"},
        {{"circle-rect.clamp", "circle-rect.nope"}, "unknown method 'circle-rect.nope'"},
        {{"circle-rect.clamp", "circle-circle.distance"}, "circle-circle"},
        {{"rect-rect.sat", "circle-rotated.clamp"}, "rotated-rotated"},
        {{"circle-rect.clamp", "circle-rect.clamp"}, "circle-rect.clamp"},
        {{"circle-rect.clamp", "circle-rect.fold", "--budget", "0"}, "--budget"},
        {{"circle-rect.clamp", "circle-rect.fold", "--budget", "-4"}, "'-4'"},
        {{"circle-rect.clamp", "circle-rect.fold", "--budget=lots"}, "'lots'"},
        {{"circle-rect.clamp", "circle-rect.fold", "--budget"}, "--budget needs a value"},
        {{"circle-rect.clamp", "circle-rect.fold", "--seed", "0x1"}, "--seed"},
        {{"circle-rect.clamp", "circle-rect.fold", "--seed=18446744073709551616"}, "--seed"},
        {{"circle-rect.clamp", "circle-rect.fold", "--touching", "maybe"}, "'maybe'"},
        {{"circle-rect.clamp", "circle-rect.fold", "--verbose"}, "'--verbose'"},
    };
    for (const Bad& b : bad) {
        const Run r = runFind(b.args);
        std::string joined;
        for (const std::string& a : b.args)
            joined += a + " ";
        QVERIFY2(r.status == 2, joined.c_str());
        QVERIFY2(r.out.empty(), joined.c_str());
        QVERIFY2(r.err.find("overlap-cli find: ") == 0, r.err.c_str());
        QVERIFY2(contains(r.err, b.mentions), (joined + "-> " + r.err).c_str());
    }
    const Run help = runFind({"circle-rect.clamp", "--help"});
    QCOMPARE(help.status, 0);
    QVERIFY(help.out.find("usage: overlap-cli find METHOD1 METHOD2") == 0);
    QVERIFY(help.err.empty());
    // The largest seed is fine.
    QCOMPARE(runFind({"circle-rect.clamp", "circle-rect.fold", "--seed", "18446744073709551615",
                      "--budget", "8"})
                 .status,
             1);
}

#endif

} // namespace tst_finder

#define OVERLAP_SUBJECT tst_finder
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_finder::TestFinder)
#include "tst_finder.moc"

// The method table is the single authority on a method: every row carries every fact, the
// facts agree with what the method does, and no production file outside the table spells a
// method id.

#include "core/algorithms.h"
#include "core/compare/step_alignment.h"
#include "core/pairs.h"
#include "overlap_test_paths.h"
#include "support/covering_scenes.h"

#include <QDirIterator>
#include <QFile>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>

namespace tst_method_table {

using namespace overlap;

class TestMethodTable : public QObject {
    Q_OBJECT

  private slots:
    // Facts that must be there for every row, and hold together.
    void everyRowHasEveryFact() {
        std::set<std::string_view> ids;
        for (const Algorithm& a : algorithms()) {
            const QByteArray id(a.id.data(), qsizetype(a.id.size()));
            QVERIFY2(ids.insert(a.id).second, id); // one row per id
            QVERIFY2(!a.title.empty(), id);
            QVERIFY2(a.lesson >= 1, id);
            QVERIFY2(a.run != nullptr, id);
            QVERIFY2(!a.steps.empty(), id);
            // Every decision compares at least once.
            QVERIFY2(a.ops.comparisons > 0, id);
            // The typed entry is of the row's own pair (the variant follows Pair's order).
            QVERIFY2(!std::holds_alternative<std::monostate>(a.typed), id);
            QCOMPARE(int(a.typed.index()) - 1, int(a.pair));
            if (a.pitfall) {
                const Algorithm* c = findAlgorithm(a.correct);
                QVERIFY2(c && !c->pitfall && c->pair == a.pair, id);
                QVERIFY2(!a.mistake.empty(), id);
                QCOMPARE(a.zones, ZoneScheme::Verdict);
            } else {
                QVERIFY2(a.correct.empty() && a.mistake.empty(), id);
            }
        }
    }

    // A step the trace shows but the row does not list would silently get a column of its
    // own in compare mode: every step of every path is listed, once.
    void everyStepIsListed() {
        for (const Algorithm& a : algorithms()) {
            const QByteArray id(a.id.data(), qsizetype(a.id.size()));
            std::set<std::string_view> listed;
            for (const StepMeaning& m : a.steps)
                QVERIFY2(listed.insert(m.step).second, id + ": " + m.step.data());
            std::set<std::string> seen;
            for (const auto& [x, y] : test::coveringScenes(a.pair))
                for (Touching t : {Touching::Counts, Touching::Separate}) {
                    Trace trace;
                    QVERIFY(runAlgorithm(a, x, y, t, &trace).ok());
                    for (const Step& s : trace.steps) {
                        seen.insert(s.id);
                        QVERIFY2(listed.count(s.id), id + ": step " + s.id.c_str() + " not listed");
                    }
                }
            // ... and every listed step is one the method shows.
            for (std::string_view s : listed)
                QVERIFY2(seen.count(std::string(s)), id + ": " + s.data() + " never shown");
        }
    }

    // Meanings two methods share make them line up; a deciding step is always the verdict.
    void stepMeaningsComeFromTheRow() {
        const Algorithm& clamp = *findAlgorithm("circle-rect.clamp");
        const Algorithm& fold = *findAlgorithm("circle-rect.fold");
        QCOMPARE(stepMeaning(clamp, "nearest", false), stepMeaning(fold, "clamp", false));
        QCOMPARE(stepMeaning(clamp, "subjects", false), stepMeaning(fold, "subjects", false));
        QCOMPARE(stepMeaning(clamp, "band.x", false), std::string("band.x"));
        QCOMPARE(stepMeaning(clamp, "band.x", true), std::string("verdict"));
        // The SAT's pitfalls line up with it: the opening shapes, the axes a's-only tries.
        const Algorithm& sat = *findAlgorithm("rect-rect.sat");
        const Algorithm& boxes = *findAlgorithm("pitfall.sat-bounding-boxes");
        const Algorithm& ownAxes = *findAlgorithm("pitfall.sat-own-axes-only");
        QCOMPARE(stepMeaning(boxes, "subjects", false), stepMeaning(sat, "subjects", false));
        QCOMPARE(stepMeaning(ownAxes, "subjects", false), stepMeaning(sat, "subjects", false));
        for (const char* axis : {"axis.1", "axis.2"})
            QCOMPARE(stepMeaning(ownAxes, axis, false), stepMeaning(sat, axis, false));
        QCOMPARE(stepMeaning(boxes, "result", true), stepMeaning(sat, "axis.3", true));
    }

    // accepts() is runAlgorithm's own check: the same answer on every pair's scenes, both ways.
    void acceptsIsWhatRunningSays() {
        int yes = 0, no = 0;
        for (Pair scenes : {Pair::RectRect, Pair::CircleCircle, Pair::CircleRect,
                            Pair::CircleRotatedRect, Pair::RotatedRects})
            for (const auto& [x, y] : test::coveringScenes(scenes))
                for (const Algorithm& a : algorithms()) {
                    const bool ran = runAlgorithm(a, x, y, Touching::Counts).ok();
                    QCOMPARE(accepts(a, x, y), ran);
                    (ran ? yes : no)++;
                }
        QVERIFY(yes > 0 && no > 0);
    }

    // kindsOf is what the finder pairs methods by: two methods of one kinds pair take a
    // common scene (one with axis-aligned rects), two of different ones never do.
    void methodsOfOneKindsPairShareScenes() {
        const auto all = algorithms();
        QVERIFY(all.size() <= 32);
        std::set<std::uint32_t> takers; // per scene, the methods that accept it, as bits
        for (Pair scenes : {Pair::RectRect, Pair::CircleCircle, Pair::CircleRect,
                            Pair::CircleRotatedRect, Pair::RotatedRects})
            for (const auto& [x, y] : test::coveringScenes(scenes)) {
                std::uint32_t bits = 0;
                for (std::size_t i = 0; i < all.size(); ++i)
                    if (accepts(all[i], x, y))
                        bits |= 1u << i;
                takers.insert(bits);
            }
        int shared = 0;
        for (std::size_t i = 0; i < all.size(); ++i)
            for (std::size_t j = 0; j < all.size(); ++j) {
                const std::uint32_t both = (1u << i) | (1u << j);
                const bool common = std::any_of(takers.begin(), takers.end(), [&](std::uint32_t t) {
                    return (t & both) == both;
                });
                QVERIFY2(common == (kindsOf(all[i].pair) == kindsOf(all[j].pair)),
                         qPrintable(QStringLiteral("%1 and %2")
                                        .arg(QLatin1String(all[i].id.data(), all[i].id.size()),
                                             QLatin1String(all[j].id.data(), all[j].id.size()))));
                shared += common && all[i].pair != all[j].pair;
            }
        QVERIFY(shared > 0); // some methods of different pairs meet
        for (Pair p : {Pair::RectRect, Pair::CircleCircle, Pair::CircleRect,
                       Pair::CircleRotatedRect, Pair::RotatedRects})
            QCOMPARE(kindsOf(kindsOf(p)), kindsOf(p));
    }

    // Every shown pair starts with a scene its usual methods take, and has at least two.
    void shownPairsHaveUsualMethods() {
        QCOMPARE(shownPairs().size(), std::size_t(4));
        for (Pair p : shownPairs()) {
            const PairStart start = startOf(p);
            QCOMPARE(start.pair, p);
            QCOMPARE(scenePair(start.a, start.b), p);
            const auto usual = usualMethods(p, true);
            QVERIFY(usualMethods(p, false).size() >= 2);
            std::set<int> places;
            for (const Algorithm* a : usual) {
                QVERIFY(places.insert(a->usual.place).second); // places are distinct
                QVERIFY(accepts(*a, start.a, start.b));
            }
        }
        // Every correct method is usual somewhere: the tour and compare mode show it.
        for (const Algorithm& a : algorithms())
            if (!a.pitfall)
                QVERIFY2(a.usual.place > 0, a.id.data());
    }

    // Method ids are spelled only in the table (and the app's translated titles, which
    // spell titles, not ids): a literal id elsewhere in production code is a second place
    // that a new method would have to be added to.
    void idsAreSpelledOnlyInTheTable() {
        const QString root = QStringLiteral(OVERLAP_SOURCE_DIR);
        const QSet<QString> allowed{QStringLiteral("core/method_table.h")};
        QStringList found;
        int files = 0;
        for (const char* dir : {"core", "codec", "app", "bench"}) {
            QDirIterator it(root + QLatin1Char('/') + QLatin1String(dir),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const QString rel = path.mid(root.size() + 1);
                if (allowed.contains(rel))
                    continue;
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                ++files;
                int lineNo = 0;
                for (const QByteArray& raw : f.readAll().split('\n')) {
                    ++lineNo;
                    // A comment may name a method as an example: the code before it counts.
                    QByteArray line = raw;
                    for (qsizetype at = line.indexOf("//"); at >= 0;
                         at = line.indexOf("//", at + 1))
                        if (at == 0 || line[at - 1] == ' ') {
                            line.truncate(at);
                            break;
                        }
                    for (const Algorithm& a : algorithms()) {
                        const QByteArray quoted =
                            '"' + QByteArray(a.id.data(), qsizetype(a.id.size())) + '"';
                        if (line.contains(quoted))
                            found << QStringLiteral("%1:%2 %3")
                                         .arg(rel)
                                         .arg(lineNo)
                                         .arg(QString::fromUtf8(quoted));
                    }
                }
            }
        }
        QVERIFY(files > 100); // the tree was found
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
};

} // namespace tst_method_table

#define OVERLAP_SUBJECT tst_method_table
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_method_table::TestMethodTable)
#include "tst_method_table.moc"

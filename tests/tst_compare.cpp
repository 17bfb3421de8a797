// Compare mode under the offscreen platform, driven by real mouse events: a drag in any pane
// moves the shapes in all of them; steps line up by meaning; the disagreement map is empty
// for correct methods and lit for a pitfall; the finder finds a counterexample for each
// pitfall and none between correct methods; the pitfall gallery shows every pitfall failing;
// and the event loop keeps running while maps and timings compute.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/compare_render.h"
#include "app/compare/method_title.h"
#include "app/compare/overlay_request.h"
#include "app/compare/overlay_scheduler.h"
#include "app/compare/pitfall_gallery.h"
#include "app/handles/handle_layer.h"
#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/player/player_view.h"
#include "core/algorithms.h"
#include "core/compare/op_counts.h"
#include "core/motion/motion.h"
#include "core/pairs.h"

#include "support/content.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <ctime>

#include <algorithm>

namespace tst_compare {

using namespace overlap;

using compare::CompareMode;
using compare::ComparePane;

namespace {

// The circle the pane's construction draws as a subject: where the pane thinks it is.
std::optional<Vec2> drawnCircleCentre(const ComparePane* pane) {
    for (const Step& s : pane->trace().steps)
        for (const Primitive& p : s.primitives)
            if (p.kind == PrimitiveKind::Circle && p.role == Role::Subject)
                return p.points.front();
    return std::nullopt;
}

QPoint onScreen(const ComparePane* pane, Vec2 world) {
    return pane->view()->mapFromScene(QPointF(world.x, world.y));
}

void showAndWait(QWidget& w) {
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

bool verdictOf(const QString& id, const Shape& a, const Shape& b, Touching t) {
    return runAlgorithm(*findAlgorithm(id.toStdString()), a, b, t).result.overlap;
}

// The calling thread's CPU time in ms (POSIX), which other processes do not inflate.
qint64 threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1'000'000;
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT
  private slots:
    // A pane added after the others were framed shows the shapes as they do.
    void anAddedPaneFramesTheShapes() {
        CompareMode mode;
        showAndWait(mode);
        mode.loadPair(Pair::RectRect);
        mode.setMethods(
            {QStringLiteral("rect-rect.intersection"), QStringLiteral("rect-rect.separation")});
        mode.fit();
        mode.setMethods({QStringLiteral("rect-rect.intersection"),
                         QStringLiteral("rect-rect.separation"), QStringLiteral("rect-rect.sat")});
        QApplication::processEvents();
        QCOMPARE(mode.panes().size(), 3);
        for (ComparePane* p : mode.panes()) {
            const QRectF seen = p->visibleWorld();
            for (const Shape& s : {mode.model()->a(), mode.model()->b()}) {
                const auto& r = std::get<Rect>(s);
                QVERIFY2(seen.contains(QPointF(r.min.x, r.min.y)) &&
                             seen.contains(QPointF(r.max.x, r.max.y)),
                         qPrintable(p->method()));
            }
        }
    }

    void dragInAnyPaneMovesTheShapesInEveryPane() {
        CompareMode mode;
        showAndWait(mode);
        mode.loadPair(Pair::CircleRect);
        QCOMPARE(mode.panes().size(), 4);
        mode.fit();
        for (int dragged : {2, 0}) {
            const Vec2 before = std::get<Circle>(mode.model()->a()).c;
            ComparePane* pane = mode.panes()[dragged];
            QWidget* vp = pane->view()->viewport();
            const QPoint from = onScreen(pane, before + Vec2{0.3, -0.4});
            const QPoint to = onScreen(pane, before + Vec2{-3.3, -1.4});
            QTest::mousePress(vp, Qt::LeftButton, {}, from);
            QTest::mouseEvent(QTest::MouseMove, vp, Qt::NoButton, {}, (from + to) / 2);
            // Live: mid-drag, every pane already draws the circle where the model has it.
            const Vec2 midway = std::get<Circle>(mode.model()->a()).c;
            QVERIFY(midway != before);
            for (ComparePane* p : mode.panes())
                QCOMPARE(drawnCircleCentre(p).value(), midway);
            QTest::mouseEvent(QTest::MouseMove, vp, Qt::NoButton, {}, to);
            QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
            const Vec2 after = std::get<Circle>(mode.model()->a()).c;
            const Vec2 moved = before + Vec2{-3.6, -1.0};
            QCOMPARE(after, (Vec2{std::round(moved.x), std::round(moved.y)})); // snapped
            for (ComparePane* p : mode.panes()) {
                QCOMPARE(drawnCircleCentre(p).value(), after);
                QCOMPARE(p->overlap(), verdictOf(p->method(), mode.model()->a(), mode.model()->b(),
                                                 Touching::Counts));
            }
        }
    }

    void stepsLineUpByMeaning() {
        CompareMode mode;
        showAndWait(mode);
        mode.loadPair(Pair::CircleRect);
        mode.setMethods({QStringLiteral("circle-rect.clamp"), QStringLiteral("circle-rect.fold")});
        ComparePane* clamp = mode.panes()[0];
        ComparePane* fold = mode.panes()[1];
        // Linked: when the clamp shows its nearest point, the fold shows its clamped corner
        // vector, and both verdicts arrive at one time.
        bool met = false;
        for (int t = 0; t < mode.timeCount(); ++t) {
            mode.setTime(t);
            const auto& c = clamp->trace().steps[std::size_t(clamp->shownStep())];
            const auto& f = fold->trace().steps[std::size_t(fold->shownStep())];
            if (c.id == "nearest") {
                QCOMPARE(QString::fromStdString(f.id), QStringLiteral("clamp"));
                met = true;
            }
            // The verdicts arrive together, just before the pushes that end both.
            QCOMPARE(c.decides, t == mode.timeCount() - 2);
            QCOMPARE(f.decides, t == mode.timeCount() - 2);
        }
        QVERIFY(met);
        // Unlinked: each pane shows its own step k, up to its last.
        mode.setLinked(false);
        const int longest = int(std::max(clamp->trace().steps.size(), fold->trace().steps.size()));
        QCOMPARE(mode.timeCount(), longest);
        for (int k = 0; k < longest; ++k) {
            mode.setTime(k);
            QCOMPARE(clamp->shownStep(), std::min(k, int(clamp->trace().steps.size()) - 1));
            QCOMPARE(fold->shownStep(), std::min(k, int(fold->trace().steps.size()) - 1));
        }
    }

    // A pane's verdict waits for the motion into its deciding step, as the lesson player's:
    // "not yet decided" while the evidence arrives, the verdict once it has.
    void aPanesVerdictWaitsForItsMotion() {
        CompareMode mode;
        showAndWait(mode);
        mode.loadPair(Pair::RotatedRects);
        // Lesson 8's rects: SAT finds the gap on its last axis, which its corners drop onto.
        mode.model()->setShapes(RotatedRect::make({4, 2}, {4, 2}, 20),
                                RotatedRect::make({9, 8}, {3, 2}, -35));
        int tried = 0;
        for (int t = 0; t + 1 < mode.timeCount(); ++t) {
            mode.setReduceMotion(true);
            mode.setTime(t);
            std::vector<int> from;
            for (ComparePane* p : mode.panes())
                from.push_back(p->shownStep());
            mode.setTime(t + 1);
            for (int i = 0; i < mode.panes().size(); ++i) {
                ComparePane* p = mode.panes()[i];
                const Trace& trace = p->trace();
                const int to = p->shownStep();
                if (to != from[std::size_t(i)] + 1 || !hasMotion(trace.steps[std::size_t(to)]) ||
                    !trace.decidedBy(std::size_t(to)) || trace.decidedBy(std::size_t(to - 1)))
                    continue;
                auto* badge = p->findChild<QLabel*>(QStringLiteral("verdict"));
                QVERIFY(badge);
                mode.setTime(t);
                const QString undecided = badge->text();
                mode.setReduceMotion(false);
                mode.forward();
                QVERIFY(mode.transitioning());
                QCOMPARE(badge->text(), undecided);
                QTRY_VERIFY_WITH_TIMEOUT(!mode.transitioning(), 5000);
                QCOMPARE(badge->text(), p->verdictText());
                QVERIFY(badge->text() != undecided);
                ++tried;
                break;
            }
        }
        QVERIFY(tried > 0);
    }

    // Linked panes play their motions into the next time together, on one clock: both turn
    // back by −θ at once, each ends on its own step's picture (as a cut draws it), and
    // reduce motion makes it a cut in every pane.
    void linkedPanesPlayTheirMotionsTogether() {
        CompareMode mode;
        showAndWait(mode);
        mode.loadPair(Pair::CircleRotatedRect);
        mode.setMethods(
            {QStringLiteral("circle-rotated.clamp"), QStringLiteral("circle-rotated.fold")});
        ComparePane* clamp = mode.panes()[0];
        ComparePane* fold = mode.panes()[1];
        int turn = -1; // the time both panes show the step before their turn back
        for (int t = 0; t + 1 < mode.timeCount() && turn < 0; ++t) {
            mode.setReduceMotion(true);
            mode.setTime(t + 1);
            if (clamp->trace().steps[std::size_t(clamp->shownStep())].id == "rotate-back" &&
                fold->trace().steps[std::size_t(fold->shownStep())].id == "rotate-back")
                turn = t;
        }
        QVERIFY(turn >= 0);
        QTest::qWait(200); // the layout settles (a verdict row comes and goes)
        const auto grab = [](ComparePane* p) { return p->view()->viewport()->grab().toImage(); };
        mode.setTime(turn + 1);
        const QImage clampAfter = grab(clamp), foldAfter = grab(fold);
        mode.setTime(turn);
        const QImage clampBefore = grab(clamp), foldBefore = grab(fold);
        QVERIFY(!mode.transitioning());
        mode.setReduceMotion(false);
        mode.forward();
        QVERIFY(mode.transitioning());
        QCOMPARE(grab(fold), foldBefore); // the turn starts where the time before left off
        // Part way, both panes are between their steps at once.
        QTRY_VERIFY_WITH_TIMEOUT(mode.transitioning() && grab(clamp) != clampBefore &&
                                     grab(clamp) != clampAfter && grab(fold) != foldBefore &&
                                     grab(fold) != foldAfter,
                                 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!mode.transitioning(), 5000);
        QCOMPARE(grab(clamp), clampAfter);
        QCOMPARE(grab(fold), foldAfter);
        // A step asked for mid-way lands at once; back is always a cut.
        mode.setTime(turn);
        mode.forward();
        QVERIFY(mode.transitioning());
        mode.last();
        QVERIFY(!mode.transitioning());
        mode.setTime(turn + 1);
        mode.back();
        QVERIFY(!mode.transitioning());
        QCOMPARE(grab(clamp), clampBefore);
        mode.setReduceMotion(true);
        mode.forward();
        QVERIFY(!mode.transitioning());
        QCOMPARE(grab(fold), foldAfter);
    }

    void disagreementMapIsEmptyForCorrectMethodsAndLitForAPitfall() {
        CompareMode mode;
        showAndWait(mode);
        mode.loadPair(Pair::CircleRect);
        const QStringList correct = mode.methods();
        for (int i = 1; i < correct.size(); ++i) {
            mode.setMap(correct[0], correct[i]);
            QVERIFY(mode.scheduler()->waitForIdle());
            QVERIFY(!mode.lastOverlay().disagreement.isNull());
            QCOMPARE(mode.lastOverlay().disagreements, 0);
        }
        for (const lessons::PitfallNote& n : test::allPitfallNotes()) {
            mode.setScenario(n.scene);
            mode.setMethods({n.id, n.correct});
            mode.setMap(n.id, n.correct);
            QVERIFY(mode.scheduler()->waitForIdle());
            QVERIFY2(mode.lastOverlay().disagreements > 0, qPrintable(n.id));
            QVERIFY2(!mode.panesAgree(), qPrintable(n.id));
            QVERIFY(mode.agreementText().contains(QStringLiteral("disagree")));
        }
    }

    void overlaysShadeEveryPane() {
        CompareMode mode;
        showAndWait(mode);
        mode.loadPair(Pair::CircleRect);
        for (auto kind : {compare::OverlayKind::Regions, compare::OverlayKind::Verdict}) {
            mode.setOverlays(kind);
            QVERIFY(mode.scheduler()->waitForIdle());
            QCOMPARE(mode.lastOverlay().panes.size(), mode.panes().size());
            for (const QImage& img : mode.lastOverlay().panes) {
                QVERIFY(!img.isNull());
                // Shaded somewhere, clear somewhere: a picture, not a fill.
                QSet<QRgb> colours;
                for (int y = 0; y < img.height(); y += 7)
                    for (int x = 0; x < img.width(); x += 7)
                        colours.insert(img.pixel(x, y));
                QVERIFY(colours.size() >= 2);
            }
        }
        mode.setOverlays(compare::OverlayKind::Off);
        QVERIFY(mode.scheduler()->waitForIdle());
        for (const QImage& img : mode.lastOverlay().panes)
            QVERIFY(img.isNull());
    }

    // The shading and the map are drawn into each view's cached background: a new map must
    // replace what the cache holds, in the view the user sees, not only in the images.
    void theViewShowsTheMapItHasNow() {
        const QString right = QStringLiteral("circle-rect.clamp");
        const QString typo = QStringLiteral("pitfall.clamp-y-typo");
        const QString order = QStringLiteral("pitfall.nine-region-y-down-order");
        const auto redInView = [](CompareMode& mode) {
            QApplication::processEvents();
            const QImage img = mode.panes().front()->view()->viewport()->grab().toImage();
            int n = 0;
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x) {
                    const QColor c = img.pixelColor(x, y);
                    // The map's red at 150/255 over the light paper, as comparePictureShowsTheMap.
                    n += std::abs(c.red() - 233) <= 3 && std::abs(c.green() - 126) <= 3 &&
                         std::abs(c.blue() - 126) <= 3;
                }
            return n;
        };
        // The three panes shown, with the map of the right method and a pitfall.
        const auto showMap = [&](CompareMode& mode, const QString& pitfall) {
            if (!mode.isVisible()) {
                showAndWait(mode);
                mode.loadPair(Pair::CircleRect);
                mode.setMethods({right, typo, order});
            }
            mode.setMap(right, pitfall);
            return mode.scheduler()->waitForIdle() && mode.lastOverlay().disagreements > 0;
        };
        CompareMode mode;
        QVERIFY(showMap(mode, typo));
        const int typoRed = redInView(mode);
        const QWidget* shown = mode.panes().front()->view();
        QVERIFY(showMap(mode, order));
        QCOMPARE(mode.panes().front()->view(), shown); // the same view, its cache kept
        const int switched = redInView(mode);

        CompareMode fresh;
        QVERIFY(showMap(fresh, order));
        const int orderRed = redInView(fresh);
        QVERIFY2(typoRed > 100 && orderRed > 100 && typoRed != orderRed,
                 qPrintable(QStringLiteral("%1 %2").arg(typoRed).arg(orderRed)));
        QCOMPARE(switched, orderRed);
    }

    void finderFindsEachPitfallAndNothingBetweenCorrectMethods() {
        CompareMode mode;
        showAndWait(mode);
        for (const lessons::PitfallNote& n : test::allPitfallNotes()) {
            const Algorithm* pit = findAlgorithm(n.id.toStdString());
            if (!pit->swept.empty()) {
                // The finder is of shapes standing still, and says so for a moving pair.
                mode.setScenario(n.scene);
                QVERIFY(mode.moving());
                mode.findDisagreement();
                QVERIFY(!mode.finding());
                QVERIFY2(mode.finderStatus().contains(QStringLiteral("standing still")),
                         qPrintable(mode.finderStatus()));
                continue;
            }
            mode.loadPair(pit->pair);
            mode.setMethods({n.id, n.correct});
            mode.setMap(n.id, n.correct);
            QSignalSpy done(&mode, &CompareMode::finderDone);
            mode.findDisagreement();
            QVERIFY(done.count() > 0 || done.wait(60000));
            QVERIFY2(done.front().front().toBool(), qPrintable(n.id));
            // The panes now hold the counterexample, and show the disagreement.
            QVERIFY2(!mode.panesAgree(), qPrintable(n.id));
            QVERIFY(mode.finderStatus().contains(QStringLiteral("Found")));
        }
        mode.loadPair(Pair::CircleRect);
        mode.setMap(QStringLiteral("circle-rect.clamp"), QStringLiteral("circle-rect.nine-region"));
        const Shape a = mode.model()->a(), b = mode.model()->b();
        QSignalSpy done(&mode, &CompareMode::finderDone);
        mode.findDisagreement();
        QVERIFY(done.wait(120000));
        QVERIFY(!done.front().front().toBool());
        QVERIFY(mode.finderStatus().contains(QStringLiteral("agreed")));
        QVERIFY(mode.model()->a() == a && mode.model()->b() == b); // nothing loaded
    }

    void galleryShowsEveryPitfallFailingInBothLanguages() {
        const auto all = test::allPitfallNotes();
        compare::PitfallGallery gallery(all);
        showAndWait(gallery);
        for (int i = 0; i < all.size(); ++i) {
            gallery.showPitfall(i);
            CompareMode* c = gallery.compare();
            QCOMPARE(c->methods(), (QStringList{all[i].id, all[i].correct}));
            QVERIFY2(!c->panesAgree(), qPrintable(all[i].id));
            QVERIFY(c->mapOn());
            gallery.setLanguage(QStringLiteral("en"));
            i18n::setLanguage(QStringLiteral("en"));
            QVERIFY(
                gallery.explanation().contains(all[i].wrong.value("en").left(20).toHtmlEscaped()));
            gallery.setLanguage(QStringLiteral("zh"));
            i18n::setLanguage(QStringLiteral("zh")); // the headings are the window's text
            QVERIFY(gallery.explanation().contains(all[i].avoid.value("zh").left(10)));
            QVERIFY(gallery.explanation().contains(QStringLiteral("如何避免")));
            // The handles follow the loaded counterexample: the circle (with two rects, rect
            // b) is grabbed where it is drawn, and moves by the drag.
            const int k = std::holds_alternative<Circle>(c->model()->a()) ? 0 : 1;
            const auto centreOf = [](const Shape& s) {
                if (const auto* circle = std::get_if<Circle>(&s))
                    return circle->c;
                if (const auto* rect = std::get_if<Rect>(&s))
                    return 0.5 * (rect->min + rect->max);
                return std::get<RotatedRect>(s).c;
            };
            const Vec2 at = centreOf(c->model()->shape(k));
            const auto* circle = std::get_if<Circle>(&c->model()->shape(k));
            ComparePane* pane = c->panes()[1];
            QWidget* vp = pane->view()->viewport();
            // Half a radius off the circle's centre, where a centred rect's own centre handle
            // is not; a rect by its centre handle.
            const Vec2 grip = circle ? at + Vec2{circle->r / 2, circle->r / 4} : at;
            const QPoint from = onScreen(pane, grip), to = onScreen(pane, grip + Vec2{2, 0});
            QTest::mousePress(vp, Qt::LeftButton, {}, from);
            QTest::mouseEvent(QTest::MouseMove, vp, Qt::NoButton, {}, (from + to) / 2);
            QTest::mouseEvent(QTest::MouseMove, vp, Qt::NoButton, {}, to);
            QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
            const Vec2 moved = centreOf(c->model()->shape(k));
            QVERIFY2((moved == at + Vec2{2, 0}), qPrintable(all[i].id));
        }
        i18n::setLanguage(QStringLiteral("en"));
        // The gallery's toggles change the picture, not the counterexample.
        CompareMode* c = gallery.compare();
        const Shape a = c->model()->a();
        const double m22 = c->panes()[0]->view()->transform().m22();
        c->setYDown(true);
        QCOMPARE(c->panes()[0]->view()->transform().m22(), -m22);
        QVERIFY(c->model()->a() == a);
    }

    void uiStaysResponsiveWhileMapsAndTimingsCompute() {
        CompareMode mode;
        showAndWait(mode);
        mode.loadPair(Pair::CircleRect);
        mode.setOverlays(compare::OverlayKind::Verdict);
        QVERIFY(mode.scheduler()->waitForIdle());
        // A 5 ms timer whose gaps measure how long the event loop is held up: in the UI
        // thread's own CPU time, which a busy machine does not stretch (the wall-clock gaps
        // are logged too, but on a loaded 2-core machine they measure the scheduler).
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0, lastCpu = 0, worst = 0, worstCpu = 0;
        QList<qint64> gaps;
        QTimer tick;
        tick.setInterval(5);
        connect(&tick, &QTimer::timeout, [&] {
            const qint64 now = clock.elapsed(), cpu = threadCpuMs();
            gaps << now - last;
            worst = std::max(worst, now - last);
            worstCpu = std::max(worstCpu, cpu - lastCpu);
            last = now;
            lastCpu = cpu;
        });
        tick.start();
        last = clock.elapsed();
        lastCpu = threadCpuMs();
        QSignalSpy done(&mode, &CompareMode::costDone);
        mode.measureCost();
        QVERIFY(mode.measuring());
        // Meanwhile, keep moving the circle: every move asks for new maps.
        int busyMoves = 0;
        for (int i = 0; i < 200 && mode.measuring(); ++i) {
            mode.model()->setShape(0, Circle{{13.0 + (i % 20) * 0.25, 9.0}, 4});
            busyMoves += mode.scheduler()->busy() ? 1 : 0;
            QTest::qWait(10);
        }
        // Finished is not yet reported: the watcher's signal is queued.
        QVERIFY(done.count() > 0 || done.wait(60000));
        tick.stop();
        std::sort(gaps.begin(), gaps.end());
        qInfo("event loop gaps over %lld ms: median %lld ms, worst %lld ms (UI thread CPU "
              "%lld ms); map busy on %d moves",
              clock.elapsed(), gaps.value(gaps.size() / 2), worst, worstCpu, busyMoves);
        QVERIFY(busyMoves > 0); // the maps did compute during the measurement
        QVERIFY2(worstCpu < 100, "the UI thread worked 0.1 s without returning to its loop");
        // A wait on a worker would not show in CPU time: moves went on while the maps were
        // busy (above), and no gap is a stall even on a loaded machine.
        QVERIFY(worst < 2000);
        QCOMPARE(mode.costChart()->figures().size(), 4);
        for (const auto& f : mode.costChart()->figures())
            QVERIFY(f.nsPerTest > 0);
        QVERIFY(!mode.costSentence().isEmpty());
    }

    void costSentenceNamesWhatTheSlowestPays() {
        const auto figure = [](const char* id, double ns) {
            return compare::CostFigure{QString::fromLatin1(id), ns, *opCounts(id)};
        };
        const QString sqrt = compare::whyFastest(
            {figure("circle-circle.squared", 2.0), figure("circle-circle.distance", 5.0)});
        QVERIFY(sqrt.startsWith(compare::shownName(QStringLiteral("circle-circle.squared"))));
        QVERIFY(sqrt.contains(QStringLiteral("2.5×")));
        QVERIFY(sqrt.contains(QStringLiteral("a square root")));
        const QString trig = compare::whyFastest(
            {figure("circle-rotated.clamp", 8.0), figure("pitfall.rotated-naive-trig", 30.0)});
        QVERIFY(trig.contains(QStringLiteral("cos and sin")));
        QVERIFY(!trig.contains(QStringLiteral("square root")));
        const QString same = compare::whyFastest(
            {figure("circle-rect.clamp", 5.0), figure("circle-rect.fold", 5.3)});
        QVERIFY(same.contains(QStringLiteral("about the same")));
        QVERIFY(compare::whyFastest({figure("circle-rect.clamp", 5.0)}).isEmpty());
    }

    // The maps move the circle to every sample: a drag by whole units keeps the samples
    // (a power-of-two step divides 1), so it is the same work, with the same pictures; a
    // move between samples is not.
    void aSnappedDragKeepsTheMapsSamples() {
        using compare::OverlayRequest;
        OverlayRequest r;
        for (const Algorithm* m : usualMethods(Pair::CircleRect, true))
            r.methods << QString::fromUtf8(m->id.data(), qsizetype(m->id.size()));
        for (qsizetype i = 0; i < r.methods.size(); ++i)
            r.kinds << (i % 2 ? compare::OverlayKind::Verdict : compare::OverlayKind::Regions);
        r.mapFirst = r.methods.front();
        r.mapSecond = r.methods.back();
        r.fixed = Rect{{0, 0}, {10, 6}};
        const auto at = [&](Vec2 c) {
            OverlayRequest out = r;
            out.moving = Circle{c, 4};
            out.grid = gridCovering({-20, -15}, {30, 21}, 360, c);
            return out;
        };
        const OverlayRequest here = at({13, 9}), over = at({14, 9}), up = at({-3, 2});
        const OverlayRequest between = at({13.0625, 9});
        QCOMPARE(here.grid.step, 0.125);
        QVERIFY(here.grid != over.grid); // the anchor moved; the samples did not
        QVERIFY(here.sameWork(over));
        QVERIFY(here.sameWork(up));
        QVERIFY(!here.sameWork(between));
        OverlayRequest bigger = over;
        bigger.moving = Circle{{14, 9}, 5};
        QVERIFY(!here.sameWork(bigger));
        const compare::OverlayResult x = compare::computeOverlays(here);
        const compare::OverlayResult y = compare::computeOverlays(up);
        QCOMPARE(x.panes.size(), r.methods.size());
        for (qsizetype p = 0; p < x.panes.size(); ++p) {
            QVERIFY(!x.panes[p].isNull());
            QCOMPARE(x.panes[p], y.panes[p]);
        }
        QCOMPARE(x.disagreements, y.disagreements);
        QCOMPARE(x.disagreement, y.disagreement);
        QCOMPARE(compare::sampleTransform(x.grid), compare::sampleTransform(y.grid));
    }

    // A moving scene is compared by the moving methods; their map samples the tip of a's
    // move, red exactly where the two disagree (and nowhere they agree but beside such a
    // place: the map widens thin sets by a sample).
    void aMovingSceneIsComparedByTheMovingMethods() {
        CompareMode mode;
        showAndWait(mode);
        const Scenario wall{Circle{{-5, 4}, 1}, Rect{{0, -2}, {2, 10}}, Touching::Counts, {10, 1}};
        mode.setScenario(wall);
        QVERIFY(mode.moving());
        for (const Algorithm& m : movingMethods()) {
            const QString id = QString::fromUtf8(m.id.data(), qsizetype(m.id.size()));
            QCOMPARE(mode.choices().contains(id), m.pair == Pair::CircleRect);
        }
        QCOMPARE(mode.choices().size(), 3);
        const QString swept = QStringLiteral("circle-rect.swept");
        const QString frames = QStringLiteral("pitfall.frames-only");
        mode.setMethods({swept, frames});
        mode.setMap(swept, frames);
        QCOMPARE(mode.panes()[0]->verdictText(), QStringLiteral("hit"));
        QCOMPARE(mode.panes()[1]->verdictText(), QStringLiteral("miss"));
        QVERIFY(mode.panes()[0]->handles()->motionShown());
        QVERIFY(mode.scheduler()->waitForIdle());
        const compare::OverlayResult& map = mode.lastOverlay();
        QVERIFY(map.disagreements > 0);
        const PlaneGrid& g = map.grid;
        QCOMPARE(g.point(g.originCol, g.originRow), (Vec2{5, 5})); // the tip is a sample
        const Algorithm& x = *findAlgorithm("circle-rect.swept");
        const Algorithm& y = *findAlgorithm("pitfall.frames-only");
        const auto differ = [&](int i, int j) {
            const Vec2 move = g.point(i, j) - Vec2{-5, 4};
            return runAlgorithm(x, wall.a, wall.b, Touching::Counts, nullptr, move)
                       .result.overlap !=
                   runAlgorithm(y, wall.a, wall.b, Touching::Counts, nullptr, move).result.overlap;
        };
        const auto red = [&](int i, int j) { return qAlpha(map.disagreement.pixel(i, j)) != 0; };
        QVERIFY(differ(g.originCol, g.originRow) && red(g.originCol, g.originRow));
        int checked = 0;
        for (int j = 1; j + 1 < g.rows; j += 7)
            for (int i = 1; i + 1 < g.cols; i += 7) {
                if (differ(i, j))
                    QVERIFY(red(i, j));
                else if (red(i, j))
                    QVERIFY(differ(i - 1, j) || differ(i + 1, j) || differ(i, j - 1) ||
                            differ(i, j + 1) || differ(i - 1, j - 1) || differ(i + 1, j + 1) ||
                            differ(i - 1, j + 1) || differ(i + 1, j - 1));
                ++checked;
            }
        QVERIFY(checked > 1000);
        QVERIFY(mode.agreementText().contains(QStringLiteral("hit")));
        // A short move stops before the wall: every method says miss.
        mode.model()->setMotion({1, 0});
        QVERIFY(mode.sharedClass() == VerdictClass::Apart);
        QVERIFY(mode.agreementText().endsWith(QStringLiteral("miss")));
        // The shapes chooser goes back to shapes standing still.
        mode.loadPair(Pair::CircleRect);
        QVERIFY(!mode.moving());
        QVERIFY(!mode.choices().contains(swept));
        QVERIFY(mode.choices().contains(QStringLiteral("circle-rect.clamp")));
    }

    void comparePictureShowsTheMap() {
        QTemporaryDir dir;
        const auto redPixels = [](const QImage& img) {
            int n = 0;
            for (int y = 0; y < img.height(); y += 2)
                for (int x = 0; x < img.width(); x += 2) {
                    const QColor c = img.pixelColor(x, y);
                    // The map's red (220, 38, 38) at 150/255 over the plane (251, 251, 250).
                    n += std::abs(c.red() - 233) <= 3 && std::abs(c.green() - 126) <= 3 &&
                         std::abs(c.blue() - 126) <= 3;
                }
            return n;
        };
        compare::ComparePicture wrong{
            {QStringLiteral("pitfall.clamp-y-typo"), QStringLiteral("circle-rect.clamp")},
            {1200, 800},
            test::allPitfallNotes()};
        QString why;
        const QString a = dir.filePath("wrong.png"), b = dir.filePath("right.png");
        QVERIFY2(compare::writeCompare(wrong, a, &why), qPrintable(why));
        compare::ComparePicture right{
            {QStringLiteral("circle-rect.clamp"), QStringLiteral("circle-rect.fold")},
            {1200, 800},
            test::allPitfallNotes()};
        QVERIFY2(compare::writeCompare(right, b, &why), qPrintable(why));
        const QImage wi(a), ri(b);
        QCOMPARE(wi.size(), QSize(1200, 800));
        QVERIFY(redPixels(wi) > 2000);
        QCOMPARE(redPixels(ri), 0);
        compare::ComparePicture bad{
            {QStringLiteral("circle-rect.clamp"), QStringLiteral("circle-circle.squared")},
            {1200, 800},
            {}};
        QVERIFY(!compare::writeCompare(bad, dir.filePath("bad.png"), &why));
        QVERIFY(why.contains(QStringLiteral("other shapes")));
        bad.methods = {QStringLiteral("circle-rect.clamp"), QStringLiteral("no.such")};
        QVERIFY(!compare::writeCompare(bad, dir.filePath("bad.png"), &why));
        QVERIFY(why.contains(QStringLiteral("no method no.such")));
    }
};

} // namespace tst_compare

#define OVERLAP_SUBJECT tst_compare
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_compare::TestCompare test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_compare.moc"

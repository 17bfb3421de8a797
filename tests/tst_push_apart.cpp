// Push apart, as the learner meets it: every correct method's construction ends with the
// push step drawn from the response (a moved by exactly the push, the normal along its unit
// vector), the Push apart key moves a there as one undo step, and the status bar says which exact
// class the move left, a hair of rounding included.

#include "app/lessons/narration.h"
#include "app/model/scenario_model.h"
#include "app/player/push_apart.h"
#include "app/window/main_window.h"
#include "app/window/undo_controller.h"
#include "core/algorithms.h"
#include "core/pairs.h"
#include "core/response/response.h"

#include "support/content.h"
#include "support/covering_scenes.h"

#include <QSignalSpy>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

#include <cmath>
#include <random>

namespace tst_push_apart {

using namespace overlap;

namespace {

Vec2 pushOf(const Response& r) {
    return (-r.separation) * r.normal;
}

const Primitive* find(const Step& s, Symbol symbol, Owner owner = Owner::None) {
    for (const Primitive& p : s.primitives)
        if (p.symbol == symbol && (owner == Owner::None || p.owner == owner))
            return &p;
    return nullptr;
}

} // namespace

class TestPushApart : public QObject {
    Q_OBJECT
  private slots:
    void everyCorrectMethodEndsByPushing() {
        int pushed = 0, touching = 0;
        for (const Algorithm& m : algorithms())
            for (Pair pair : {Pair::RectRect, Pair::CircleCircle, Pair::CircleRect,
                              Pair::CircleRotatedRect, Pair::RotatedRects})
                for (const auto& [a, b] : test::coveringScenes(pair)) {
                    if (!accepts(m, a, b))
                        continue;
                    Trace t;
                    QVERIFY(runAlgorithm(m, a, b, Touching::Counts, &t).ok());
                    const QByteArray id(m.id.data(), qsizetype(m.id.size()));
                    if (m.pitfall) {
                        QVERIFY2(t.steps.back().id != "push", id); // a wrong method does not
                        continue;
                    }
                    const Step& s = t.steps.back();
                    QCOMPARE(QByteArray(s.id.c_str()), QByteArray("push"));
                    QVERIFY2(!s.decides, id);
                    const Response r = respond(a, b).response;
                    const Primitive* normal = find(s, Symbol::Normal);
                    QVERIFY2(normal && normal->arrow, id);
                    // The normal's direction, drawn at least its unit length.
                    const Vec2 n = normal->points[1] - normal->points[0];
                    const double shown = std::hypot(n.x, n.y);
                    QVERIFY2(shown >= 1 - 1e-12, id);
                    QVERIFY2(std::abs(n.x / shown - r.normal.x) < 1e-12 &&
                                 std::abs(n.y / shown - r.normal.y) < 1e-12,
                             id);
                    const Primitive* wb = find(s, Symbol::Witness, Owner::B);
                    QVERIFY2(wb && wb->points[0] == r.onB, id);
                    const Primitive* ghost = find(s, Symbol::Pushed);
                    if (r.separation == 0) {
                        QVERIFY2(!ghost && !find(s, Symbol::Push), id); // nothing moves
                        ++touching;
                        continue;
                    }
                    // The ghost is a where the Push apart key puts it, to the last bit.
                    QVERIFY2(ghost && ghost->role == Role::Ghost && ghost->owner == Owner::A, id);
                    const Vec2 move = pushOf(r);
                    if (const auto* c = std::get_if<Circle>(&a)) {
                        QCOMPARE(ghost->kind, PrimitiveKind::Circle);
                        QVERIFY2(ghost->points[0] == c->c + move, id);
                    } else if (const auto* rect = std::get_if<Rect>(&a)) {
                        QVERIFY2(ghost->points[0] == rect->min + move, id);
                    }
                    // The push acts where it is drawn: from wa to wb.
                    const Primitive* push = find(s, Symbol::Push);
                    QVERIFY2(push && push->arrow && push->points[0] == r.onA &&
                                 push->points[1] == r.onB,
                             id);
                    QVERIFY2(find(s, Symbol::Witness, Owner::A)->points[0] == r.onA, id);
                    // The normal past one end, never over the push: at wb (out of b, the
                    // push's way, on its line) when they overlap; beside wa (away from b,
                    // against the push), off the push's line, when they are apart.
                    QCOMPARE(normal->role, Role::Normal);
                    if (r.separation < 0) {
                        QVERIFY2(normal->points[0] == r.onB, id);
                    } else {
                        const Vec2 off = normal->points[0] - r.onA;
                        QVERIFY2(std::abs(dot(off, n)) <= 1e-9 * (1 + std::abs(cross(off, n))), id);
                        QVERIFY2(std::abs(cross(off, n)) > 0.4, id);
                    }
                    QVERIFY2((dot(n, move) < 0) == (r.separation > 0), id);
                    QCOMPARE(s.motion.kind, MotionKind::Slide);
                    ++pushed;
                }
        QVERIFY(pushed > 50);
        QVERIFY(touching > 0);
    }

    // The narration of the push step fills in both languages on every covering scene, and
    // says overlap, apart or touching as the exact class is.
    void theNarrationSaysWhichWay() {
        const QList<lessons::Lesson> all = test::allLessons();
        int checked = 0;
        for (const lessons::Lesson& l : all)
            for (const QString& algId : l.algorithms) {
                const Algorithm* m = findAlgorithm(algId.toStdString());
                QVERIFY(m);
                if (!m->swept.empty())
                    continue; // a moving method ends at the time of impact, not a push
                const auto& step = l.steps[algId][QStringLiteral("push")];
                for (Pair pair : {Pair::RectRect, Pair::CircleCircle, Pair::CircleRect,
                                  Pair::CircleRotatedRect, Pair::RotatedRects})
                    for (const auto& [a, b] : test::coveringScenes(pair)) {
                        if (!accepts(*m, a, b))
                            continue;
                        Trace t;
                        QVERIFY(runAlgorithm(*m, a, b, Touching::Counts, &t).ok());
                        const std::size_t k = t.steps.size() - 1;
                        const auto en = lessons::fillSlots(step[QStringLiteral("en")], t, k, true);
                        QVERIFY2(en.ok(), qPrintable(en.error));
                        lessons::NarrationFlags zhFlags;
                        zhFlags.language = QStringLiteral("zh");
                        const auto zh =
                            lessons::fillSlots(step[QStringLiteral("zh")], t, k, zhFlags);
                        QVERIFY2(zh.ok(), qPrintable(zh.error));
                        const VerdictClass c = *t.verdictClass;
                        const bool says =
                            c == VerdictClass::Touching
                                ? en.text.contains(QStringLiteral("already just touch"))
                            : c == VerdictClass::Overlap
                                ? en.text.contains(QStringLiteral("They overlap"))
                                : en.text.contains(QStringLiteral("They are apart"));
                        QVERIFY2(says, qPrintable(algId + ": " + en.text));
                        ++checked;
                    }
            }
        QVERIFY(checked > 50);
    }

    void theReportSaysWhatTheMoveLeft() {
        Response before;
        before.verdict = VerdictClass::Overlap;
        before.separation = -2;
        before.normal = {1, 0};
        ResponseOutcome after;
        after.response.verdict = VerdictClass::Touching;
        after.response.separation = 0;
        QVERIFY(player::pushReport(before, after).contains(QStringLiteral("just touch, exactly")));
        QVERIFY(player::pushReport(before, after).contains(QStringLiteral("(2, 0)")));
        after.response.verdict = VerdictClass::Overlap;
        after.response.separation = -3.5e-15;
        QString said = player::pushReport(before, after);
        QVERIFY2(said.contains(QStringLiteral("overlap of ") + lessons::formatValue(3.5e-15)),
                 qPrintable(said));
        after.response.verdict = VerdictClass::Apart;
        after.response.separation = 4.4e-16;
        said = player::pushReport(before, after);
        QVERIFY2(said.contains(QStringLiteral("gap of ") + lessons::formatValue(4.4e-16)),
                 qPrintable(said));
        before.separation = 0;
        QVERIFY(player::pushReport(before, after).contains(QStringLiteral("nothing to push")));
    }

    // Straight out of the rect: the centre inside pushes through the nearest edge, a whole
    // radius past it, and whole numbers land exactly.
    void aPushLandsExactlyWhereItCan() {
        model::ScenarioModel m;
        m.setShapes(Circle{{9, 3}, 1}, Rect{{0, 0}, {10, 6}});
        player::PushApart push;
        QSignalSpy said(&push, &player::PushApart::reported);
        push.start(&m, true);
        QCOMPARE(std::get<Circle>(m.a()).c.x, 11.0);
        QCOMPARE(std::get<Circle>(m.a()).c.y, 3.0);
        QCOMPARE(said.count(), 1);
        QVERIFY(said.at(0).at(0).toString().contains(QStringLiteral("exactly")));
        QCOMPARE(respond(m.a(), m.b()).response.verdict, VerdictClass::Touching);
        // Again: nothing to push, and nothing moves.
        push.start(&m, true);
        QVERIFY(said.at(1).at(0).toString().contains(QStringLiteral("nothing to push")));
        QCOMPARE(std::get<Circle>(m.a()).c.x, 11.0);
    }

    // Where the move does not round to an exact touch, the report says the hair's class, as
    // the exact predicates see it, and never "exactly".
    void aHairOfRoundingIsSaid() {
        std::mt19937_64 rng(7);
        std::uniform_real_distribution<double> u(-3, 3);
        int hairs = 0;
        for (int i = 0; i < 400; ++i) {
            model::ScenarioModel m;
            m.setShapes(Circle{{u(rng), u(rng)}, 1 + std::abs(u(rng))},
                        Circle{{u(rng), u(rng)}, 1 + std::abs(u(rng))});
            player::PushApart push;
            QSignalSpy said(&push, &player::PushApart::reported);
            push.start(&m, true);
            QCOMPARE(said.count(), 1);
            const QString text = said.at(0).at(0).toString();
            const VerdictClass now = respond(m.a(), m.b()).response.verdict;
            if (now == VerdictClass::Touching) {
                QVERIFY2(text.contains(QStringLiteral("exactly")), qPrintable(text));
            } else {
                QVERIFY2(text.contains(QStringLiteral("rounding")) && !text.contains("exactly"),
                         qPrintable(text));
                ++hairs;
            }
        }
        QVERIFY(hairs > 0); // doubles seldom land on an irrational touch
    }

    // In the window: the key plays the push, one undo step takes it back exactly, and the
    // status bar says what it left.
    void theKeyPushesAsOneUndoStep() {
        window::MainWindow w(test::allLessons(), test::allPitfallNotes());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2); // lesson 3: circle and rect
        model::ScenarioModel* m = w.scenario();
        QVERIFY(m->setShape(0, Circle{{12, 5}, 4}));
        m->setShape(1, Rect{{0, 0}, {10, 6}});
        QUndoStack* stack = w.undo()->activeStack();
        const int before = stack->count();
        const Shape start = m->a();
        QTest::keyClick(&w, Qt::Key_A);
        QTRY_VERIFY_WITH_TIMEOUT(std::get<Circle>(m->a()).c.x == 14.0, 3000);
        QTRY_COMPARE(stack->count(), before + 1);
        QCOMPARE(std::get<Circle>(m->a()).c.y, 5.0);
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("exactly")));
        stack->undo();
        QVERIFY(m->a() == start);
    }
};

} // namespace tst_push_apart

#define OVERLAP_SUBJECT tst_push_apart
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_push_apart::TestPushApart)
#include "tst_push_apart.moc"

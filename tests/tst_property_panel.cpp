// The property panel under the offscreen platform: its boxes show the model's exact values
// for every kind, typing writes through the model exactly, model changes come back without
// being written again, the rows follow the kind, and no edit leaves an invalid shape.

#include "app/model/scenario_model.h"
#include "app/player/property_panel.h"
#include "core/exact/dyadic.h"
#include "core/geometry/validate.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QtTest>

namespace tst_property_panel {

using namespace overlap;

namespace {

const QStringList kKeys = {"x", "y", "r", "w", "h", "angle"};

// A panel on its own model, shown, so that visibility and keyboard input are real.
struct Bench {
    model::ScenarioModel model;
    player::PropertyPanel panel{&model};
    Bench() {
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
    }

    QDoubleSpinBox* box(const QString& name) const {
        for (QDoubleSpinBox* b : panel.findChildren<QDoubleSpinBox*>())
            if (b->accessibleName() == name)
                return b;
        qFatal("no box named %s", qPrintable(name));
    }
    QLabel* label(const QString& name) const {
        for (QLabel* l : panel.findChildren<QLabel*>())
            if (l->accessibleName() == name)
                return l;
        qFatal("no label named %s", qPrintable(name));
    }
    // The rows the learner sees for a shape, by their keys.
    QStringList shownRows(const QString& shape) const {
        QStringList shown;
        for (const QString& key : kKeys)
            if (box(shape + QLatin1Char(' ') + key)->isVisible())
                shown << key;
        return shown;
    }
    // Types into the box as a learner does: its text selected, the keys into its line
    // edit, then Enter.
    void type(const QString& name, const QString& text) const {
        QDoubleSpinBox* b = box(name);
        auto* edit = b->findChild<QLineEdit*>();
        QVERIFY(edit);
        b->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Enter);
    }
};

} // namespace

class TestPropertyPanel : public QObject {
    Q_OBJECT
  private slots:
    void everyBoxHasAnAccessibleName() {
        Bench b;
        QSet<QString> names;
        for (QDoubleSpinBox* box : b.panel.findChildren<QDoubleSpinBox*>())
            names.insert(box->accessibleName());
        QCOMPARE(names.size(), 14);
        for (const QString& shape : {QStringLiteral("Shape a"), QStringLiteral("Shape b")})
            for (const QString& key : kKeys)
                QVERIFY(names.contains(shape + QLatin1Char(' ') + key));
        for (const char* axis : {"dx", "dy"})
            QVERIFY(names.contains(QStringLiteral("Move of a, per frame, ") + QLatin1String(axis)));
    }

    void showsTheModelsValues() {
        Bench b;
        // The model's defaults: a circle and a rect.
        QCOMPARE(b.box("Shape a x")->value(), 13.0);
        QCOMPARE(b.box("Shape a r")->value(), 4.0);
        QCOMPARE(b.box("Shape b w")->value(), 10.0);

        QVERIFY(b.model.setShape(0, Circle{{1.5, -2}, 3}));
        QCOMPARE(b.box("Shape a x")->value(), 1.5);
        QCOMPARE(b.box("Shape a y")->value(), -2.0);
        QCOMPARE(b.box("Shape a r")->value(), 3.0);
        QCOMPARE(b.box("Shape a x")->text(), QStringLiteral("1.5"));

        QVERIFY(b.model.setShape(1, Rect{{-1, 2}, {4, 8.5}}));
        QCOMPARE(b.box("Shape b x")->value(), -1.0);
        QCOMPARE(b.box("Shape b y")->value(), 2.0);
        QCOMPARE(b.box("Shape b w")->value(), 5.0);
        QCOMPARE(b.box("Shape b h")->value(), 6.5);

        QVERIFY(b.model.setShape(0, RotatedRect::make({3, 4}, {2, 1}, 30)));
        QCOMPARE(b.box("Shape a x")->value(), 1.0); // the corner before the turn
        QCOMPARE(b.box("Shape a y")->value(), 3.0);
        QCOMPARE(b.box("Shape a w")->value(), 4.0);
        QCOMPARE(b.box("Shape a h")->value(), 2.0);
        QCOMPARE(b.box("Shape a angle")->value(), 30.0);

        // Exactly, not to some number of decimals.
        QVERIFY(b.model.setShape(0, Circle{{0.1 + 0.2, 0}, 1}));
        QVERIFY(b.box("Shape a x")->value() == 0.1 + 0.2);
        QCOMPARE(b.box("Shape a x")->text(), QStringLiteral("0.30000000000000004"));
    }

    // A moving lesson's move has its rows: hidden until shown, typed exactly into the model
    // (one change a row), the arrow keys step it, and a model change comes back unwritten.
    void theMoveHasRowsInAMovingLesson() {
        Bench b;
        QDoubleSpinBox* dx = b.box("Move of a, per frame, dx");
        QDoubleSpinBox* dy = b.box("Move of a, per frame, dy");
        QVERIFY(!dx->isVisible());
        b.panel.setMotionShown(true);
        QVERIFY(dx->isVisible() && dy->isVisible());
        QSignalSpy changed(&b.model, &model::ScenarioModel::changed);
        b.type("Move of a, per frame, dx", "9");
        b.type("Move of a, per frame, dy", "0.1");
        QVERIFY(b.model.motion() == (Vec2{9, 0.1}));
        QCOMPARE(changed.count(), 2);
        QTest::keyClick(dx, Qt::Key_Down);
        QVERIFY(b.model.motion() == (Vec2{8, 0.1}));
        changed.clear();
        QVERIFY(b.model.setMotion({-4.5, 1e300}));
        QCOMPARE(changed.count(), 1); // shown without being written back
        QCOMPARE(dx->value(), -4.5);
        QCOMPARE(dy->value(), 1e300);
        b.panel.setMotionShown(false);
        QVERIFY(!dx->isVisible());
    }

    void typingWritesThroughTheModelExactly() {
        Bench b;
        QSignalSpy changed(&b.model, &model::ScenarioModel::changed);

        b.type("Shape a r", "2.5");
        QVERIFY(b.model.a() == Shape(Circle{{13, 9}, 2.5}));
        QCOMPARE(changed.count(), 1);

        b.type("Shape a x", "12"); // one write of 12, none of 1 on the way
        QVERIFY(b.model.a() == Shape(Circle{{12, 9}, 2.5}));
        QCOMPARE(changed.count(), 2);

        b.type("Shape a y", "0.1"); // the double nearest 0.1, as the learner wrote it
        QVERIFY(b.model.a() == Shape(Circle{{12, 0.1}, 2.5}));

        QVERIFY(b.model.setShape(1, Rect{{1.5, 2}, {4, 5}}));
        changed.clear();
        b.type("Shape b w", "7"); // keeps the corner, moves the right edge
        QVERIFY(b.model.b() == Shape(Rect{{1.5, 2}, {8.5, 5}}));
        b.type("Shape b x", "-3"); // keeps the size, moves both edges
        QVERIFY(b.model.b() == Shape(Rect{{-3, 2}, {4, 5}}));
        b.type("Shape b h", "0.25");
        QVERIFY(b.model.b() == Shape(Rect{{-3, 2}, {4, 2.25}}));
        QCOMPARE(changed.count(), 3);

        QVERIFY(b.model.setShape(0, RotatedRect::make({3, 4}, {2, 1}, 30)));
        b.type("Shape a angle", "90"); // turns about the same centre
        QVERIFY(b.model.a() == Shape(RotatedRect::make({3, 4}, {2, 1}, 90)));
        b.type("Shape a w", "6"); // the unturned corner (1, 3) stays
        QVERIFY(b.model.a() == Shape(RotatedRect::make({4, 4}, {3, 1}, 90)));
        b.type("Shape a y", "0"); // moves the centre with the corner
        QVERIFY(b.model.a() == Shape(RotatedRect::make({4, 1}, {3, 1}, 90)));

        // A step of 1 with the arrow keys writes too.
        QTest::keyClick(b.box("Shape a angle"), Qt::Key_Up);
        QVERIFY(b.model.a() == Shape(RotatedRect::make({4, 1}, {3, 1}, 91)));
    }

    void modelChangesUpdateTheBoxesWithoutWritingBack() {
        Bench b;
        QSignalSpy changed(&b.model, &model::ScenarioModel::changed);
        const Shape odd = Circle{{0.1 + 0.2, 1e-7}, 1.0 / 3};
        QVERIFY(b.model.setShape(0, odd));
        QApplication::processEvents();
        QCOMPARE(changed.count(), 1);
        QVERIFY(b.model.a() == odd); // not rounded by being shown
        QVERIFY(b.box("Shape a r")->value() == 1.0 / 3);

        const Shape turned = RotatedRect::make({-2, 5}, {1.5, 0.5}, -45);
        QVERIFY(b.model.setShape(1, turned));
        QApplication::processEvents();
        QCOMPARE(changed.count(), 2);
        QVERIFY(b.model.b() == turned);
        QCOMPARE(b.box("Shape b angle")->value(), -45.0);

        b.model.setShapes(Rect{{0, 0}, {1, 1}}, Circle{{5, 5}, 2});
        QApplication::processEvents();
        QCOMPARE(changed.count(), 3);
        QCOMPARE(b.box("Shape a w")->value(), 1.0);
        QCOMPARE(b.box("Shape b r")->value(), 2.0);

        // A value far out is shown, never written back.
        QVERIFY(b.model.setShape(0, Circle{{2e6, 0}, 1}));
        QCOMPARE(changed.count(), 4);
        QVERIFY(b.model.a() == Shape(Circle{{2e6, 0}, 1}));

        // Leaving a box without typing writes nothing.
        b.box("Shape a x")->setFocus();
        b.box("Shape b x")->setFocus();
        QApplication::processEvents();
        QCOMPARE(changed.count(), 4);
    }

    void hugeAndOddValuesAreShownAsHeld() {
        Bench b;
        QSignalSpy changed(&b.model, &model::ScenarioModel::changed);
        // A circle far out and a rect turned by many turns and a hair: every box holds the
        // model's value (they showed 1000000 and 3600 while the model held 1e308 and 7200).
        const Shape far = Circle{{1e308, -1e308}, 1e308};
        const Shape turned = RotatedRect::make({0, 0}, {1, 2}, 7200);
        QVERIFY(b.model.setShape(0, far));
        QVERIFY(b.model.setShape(1, turned));
        QApplication::processEvents();
        QVERIFY(b.box("Shape a x")->value() == 1e308);
        QVERIFY(b.box("Shape a y")->value() == -1e308);
        QVERIFY(b.box("Shape a r")->value() == 1e308);
        QVERIFY(b.box("Shape b angle")->value() == 7200);
        QCOMPARE(b.box("Shape b angle")->cleanText(), QStringLiteral("7200"));
        // The text reads back as the same double: nothing is lost to the box.
        QVERIFY(QLocale().toDouble(b.box("Shape a x")->cleanText()) == 1e308);
        QVERIFY(b.model.setShape(1, RotatedRect::make({0, 0}, {1, 2}, -1e-14)));
        QApplication::processEvents();
        QVERIFY(b.box("Shape b angle")->value() == -1e-14);
        QCOMPARE(changed.count(), 3);
        // Too long for digits, they read in powers of ten, and back as the same double.
        QCOMPARE(b.box("Shape a r")->cleanText(),
                 QLocale().toString(1e308, 'g', QLocale::FloatingPointShortest));
        QVERIFY(b.box("Shape a r")->cleanText().size() < 12);
        QVERIFY(QLocale().toDouble(b.box("Shape b angle")->cleanText()) == -1e-14);

        // Moving through the boxes with the keyboard and doing nothing writes nothing.
        for (const char* name : {"Shape a x", "Shape a y", "Shape a r", "Shape b angle"}) {
            b.box(name)->setFocus();
            QTest::keyClick(b.box(name), Qt::Key_Tab);
        }
        QApplication::processEvents();
        QCOMPARE(changed.count(), 3);
        QVERIFY(b.model.a() == far);

        // Typing and stepping still work at both ends.
        b.type("Shape a r", "2000000");
        QVERIFY(b.model.a() == Shape(Circle{{1e308, -1e308}, 2e6}));
        b.type("Shape a r", "3e6"); // an exponent can be typed
        QVERIFY(b.model.a() == Shape(Circle{{1e308, -1e308}, 3e6}));
        b.type("Shape b angle", "7200.5");
        QVERIFY(b.model.b() == Shape(RotatedRect::make({0, 0}, {1, 2}, 7200.5)));
        QTest::keyClick(b.box("Shape b angle"), Qt::Key_Up);
        QVERIFY(b.model.b() == Shape(RotatedRect::make({0, 0}, {1, 2}, 7201.5)));
    }

    void theRowsFollowTheKind() {
        Bench b;
        const QStringList circle = {"x", "y", "r"};
        const QStringList rect = {"x", "y", "w", "h"};
        const QStringList rotated = {"x", "y", "w", "h", "angle"};
        QCOMPARE(b.shownRows("Shape a"), circle);
        QCOMPARE(b.shownRows("Shape b"), rect);
        QVERIFY(b.label("Shape a kind")->text().startsWith(QStringLiteral("Circle")));

        QVERIFY(b.model.setShape(0, Rect{{0, 0}, {2, 2}}));
        QCOMPARE(b.shownRows("Shape a"), rect);
        QVERIFY(b.label("Shape a kind")->text().startsWith(QStringLiteral("Rect")));
        QCOMPARE(b.box("Shape a w")->value(), 2.0);

        QVERIFY(b.model.setShape(0, RotatedRect::make({1, 1}, {1, 1}, 10)));
        QCOMPARE(b.shownRows("Shape a"), rotated);
        QVERIFY(b.label("Shape a kind")->text().startsWith(QStringLiteral("Rotated")));
        QCOMPARE(b.box("Shape a angle")->value(), 10.0);

        QVERIFY(b.model.setShape(1, Circle{{0, 0}, 1}));
        QCOMPARE(b.shownRows("Shape b"), circle);
        QVERIFY(b.model.setShape(0, Circle{{0, 0}, 1}));
        QCOMPARE(b.shownRows("Shape a"), circle);

        // The new rows write the new kind.
        b.type("Shape b r", "3");
        QVERIFY(b.model.b() == Shape(Circle{{0, 0}, 3}));
    }

    void aKindChangedWhileHiddenShowsItsRowsWhenShown() {
        // As the window does at start: the lesson's shapes arrive before it is shown.
        model::ScenarioModel model;
        player::PropertyPanel panel{&model};
        model.setShapes(Rect{{0, 0}, {1, 1}}, Rect{{2, 2}, {3, 3}});
        model.setShapes(Circle{{0, 0}, 1}, Circle{{5, 5}, 2});
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (const QString& side : {QStringLiteral("Shape a"), QStringLiteral("Shape b")})
            for (const QString& key : kKeys) {
                QDoubleSpinBox* box = nullptr;
                for (QDoubleSpinBox* b : panel.findChildren<QDoubleSpinBox*>())
                    if (b->accessibleName() == side + QLatin1Char(' ') + key)
                        box = b;
                QVERIFY(box);
                const bool circleRow = key == "x" || key == "y" || key == "r";
                QVERIFY2(box->isVisible() == circleRow, qPrintable(side + ' ' + key));
            }
    }

    void theModelNeverHoldsAnInvalidShape() {
        Bench b;
        for (const char* name :
             {"Shape a r", "Shape a w", "Shape a h", "Shape b r", "Shape b w", "Shape b h"})
            QCOMPARE(b.box(name)->minimum(), 0.0);
        QSignalSpy changed(&b.model, &model::ScenarioModel::changed);

        // A minus sign cannot be typed into a size; a negative value set stops at zero.
        b.type("Shape a r", "-3");
        QVERIFY(std::get<Circle>(b.model.a()).r >= 0);
        b.box("Shape a r")->setValue(-5);
        QVERIFY(b.model.a() == Shape(Circle{{13, 9}, 0})); // a point, still valid
        b.type("Shape b w", "-1");
        QVERIFY(std::get<Rect>(b.model.b()).max.x >= std::get<Rect>(b.model.b()).min.x);
        changed.clear();

        // 0.1 + 0.5 is no double: the rect is kept as typed, its right edge the exact sum, and
        // the boxes show what was typed, not the rounded edge minus the corner.
        QVERIFY(b.model.setShape(1, Rect{{0, 0}, {0.5, 1}}));
        changed.clear();
        QLabel* problem = b.label("Shape b problem");
        b.type("Shape b x", "0.1");
        QVERIFY(!problem->isVisible());
        QCOMPARE(changed.count(), 1);
        const Rect typed = std::get<Rect>(b.model.b());
        QCOMPARE(typed.min.x, 0.1);
        QVERIFY(exact::Dyadic(typed.max.x) + exact::Dyadic(typed.maxLo.x) ==
                exact::Dyadic(0.1) + exact::Dyadic(0.5));
        QVERIFY(typed.maxLo.x != 0);
        QCOMPARE(b.box("Shape b x")->value(), 0.1);
        QCOMPARE(b.box("Shape b w")->value(), 0.5);
        b.type("Shape b x", "0.25");
        QVERIFY(b.model.b() == Shape(Rect{{0.25, 0}, {0.75, 1}}));

        // A quarter turn whose corners would not be exact is refused too.
        const Shape turned = RotatedRect::make({0.1, 0}, {0.5, 1e-20}, 0); // 0.1 - 1e-20
        QVERIFY(b.model.setShape(0, turned));
        changed.clear();
        b.type("Shape a angle", "90");
        QVERIFY(b.model.a() == turned);
        QCOMPARE(changed.count(), 0);
        QVERIFY(b.label("Shape a problem")->isVisible());
        QCOMPARE(b.box("Shape a angle")->value(), 0.0);
        // A change from elsewhere makes the old message moot.
        QVERIFY(b.model.setShape(0, Circle{{0, 0}, 1}));
        QVERIFY(!b.label("Shape a problem")->isVisible());

        QVERIFY(!invalidReason(b.model.a()));
        QVERIFY(!invalidReason(b.model.b()));
    }
};

} // namespace tst_property_panel

#define OVERLAP_SUBJECT tst_property_panel
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QLocale::setDefault(QLocale::c()); // typed "2.5" reads the same on every machine
    QApplication app(argc, argv);
    tst_property_panel::TestPropertyPanel test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_property_panel.moc"

// Linked highlighting (issue 26, part 4) with real mouse events: hovering a symbol's name in
// the narration lights its element on the canvas, hovering the element lights its names in
// the narration, Tab reaches the names, both languages; compare mode lights the hovered
// symbol in every pane; and lighting keeps every label where it was.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/player/code_panel.h"
#include "app/player/legend_widget.h"
#include "app/player/lesson_player.h"
#include "app/player/narration_label.h"
#include "app/player/player_view.h"
#include "app/player/property_panel.h"
#include "app/render/step_render.h"
#include "app/scene/halo_item.h"
#include "app/scene/lit_marks.h"
#include "app/scene/trace_scene.h"
#include "app/window/appearance.h"
#include "app/window/main_window.h"
#include "core/algorithms.h"

#include "support/content.h"
#include "support/private_settings.h"

#include <QAbstractGraphicsShapeItem>
#include <QGraphicsLineItem>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_linking {

using namespace overlap;

using player::NarrationLabel;
using player::PropertyPanel;
using scene::SymbolRef;

namespace {

void settle() {
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

double penWidth(const QGraphicsItem* item) {
    if (const auto* shape = dynamic_cast<const QAbstractGraphicsShapeItem*>(item))
        return shape->pen().widthF();
    if (const auto* line = dynamic_cast<const QGraphicsLineItem*>(item))
        return line->pen().widthF();
    return 0;
}

int halos(const QGraphicsScene* scene) {
    int n = 0;
    for (const QGraphicsItem* item : scene->items())
        n += dynamic_cast<const scene::HaloItem*>(item) != nullptr;
    return n;
}

int spanOf(const NarrationLabel* narration, Symbol symbol) {
    for (int i = 0; i < narration->spans().size(); ++i)
        if (narration->spans()[i].symbol.symbol == symbol)
            return i;
    return -1;
}

// The names of the legend's lines that draw `symbol` in the player's picture, read from the
// trace: a line of the role of one of its elements (of its shape, for a shape's line).
QStringList linesDrawing(const player::LessonPlayer* p, Symbol symbol) {
    QStringList out;
    const QList<scene::LegendEntry>& entries = p->legend()->entries();
    for (int k = 0; k < int(entries.size()); ++k) {
        const scene::LegendEntry& e = entries[k];
        bool draws = false;
        for (int i = 0; i <= p->step(); ++i)
            for (const Primitive& prim : p->trace().steps[std::size_t(i)].primitives)
                draws |= prim.symbol == symbol && prim.role == e.role &&
                         (e.shape == Owner::None || e.shape == prim.owner);
        if (draws)
            out << p->legend()->names()[k];
    }
    return out;
}

// By default lesson 3 (the clamp) at its step "Distance from C to N", whose narration
// names N: the first step whose narration names `symbol` and whose picture draws it.
struct Player {
    window::MainWindow w{test::allLessons()};
    player::LessonPlayer* p = nullptr;
    NarrationLabel* narration = nullptr;
    PropertyPanel* panel = nullptr;
    bool open(const QString& language, int lesson = 2, Symbol symbol = Symbol::Nearest,
              bool dark = false) {
        w.resize(1200, 800);
        w.setLanguage(language);
        // Set either way: the theme is a setting, and an earlier test's would stay.
        w.appearance()->setTheme(dark ? window::Theme::Dark : window::Theme::Light);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return false;
        w.selectLesson(lesson);
        p = w.player();
        p->setReduceMotion(true); // each step's own picture at once: what is hovered is there
        narration = w.findChild<NarrationLabel*>(QStringLiteral("narration"));
        panel = w.propertyPanel();
        for (int s = 0; s < p->stepCount(); ++s) {
            p->setStep(s);
            settle();
            if (spanOf(narration, symbol) >= 0 && !p->scene()->itemsOf({symbol}).isEmpty())
                return true;
        }
        return false;
    }
    // Which shape (0: a, 1: b) shows `symbol` in the row `field`, or -1.
    int sideOf(PropertyPanel::Field field, Symbol symbol) const {
        for (int i = 0; i < 2; ++i)
            if (panel->symbolOf(i, field).symbol == symbol)
                return i;
        return -1;
    }
    int litRows() const {
        int n = 0;
        for (int i = 0; i < 2; ++i)
            for (int f = 0; f < PropertyPanel::FieldCount; ++f)
                n += panel->rowLit(i, PropertyPanel::Field(f));
        return n;
    }
    void shot(const QString& name) {
        if (const QString dir = qEnvironmentVariable("OVERLAP_LINKING_SHOTS"); !dir.isEmpty())
            w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
};

} // namespace

class TestLinking : public QObject {
    Q_OBJECT

    QTemporaryDir settings_;

  private slots:
    void initTestCase() {
        QVERIFY(settings_.isValid());
        test::usePrivateSettings(settings_.path());
    }

    void hoveringTheNarrationsNameLightsTheElement_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh") << QStringLiteral("zh");
    }
    void hoveringTheNarrationsNameLightsTheElement() {
        QFETCH(QString, language);
        Player pl;
        QVERIFY(pl.open(language));
        scene::TraceScene* scene = pl.p->scene();
        QCOMPARE(scene->lit(), SymbolRef{});
        const QList<QGraphicsItem*> before = scene->itemsOf({Symbol::Nearest});
        const double unlit = penWidth(before.front());
        const auto places = [scene] {
            QList<QRectF> out;
            for (const auto& l : scene->placedLabels())
                out << l.box;
            return out;
        };
        const QList<QRectF> placed = places();

        const int n = spanOf(pl.narration, Symbol::Nearest);
        const QRect span = pl.narration->spanRect(n);
        QVERIFY(!span.isEmpty());
        QTest::mouseMove(pl.narration, span.center());
        settle();
        QCOMPARE(scene->lit().symbol, Symbol::Nearest);
        QCOMPARE(pl.narration->lit().symbol, Symbol::Nearest);
        // The point is drawn with a wider pen, over a halo; every label kept its place, and
        // N's is lit.
        const QList<QGraphicsItem*> lit = scene->itemsOf({Symbol::Nearest});
        QVERIFY(penWidth(lit.front()) > unlit);
        QVERIFY(halos(scene) > 0);
        QCOMPARE(places(), placed);
        bool labelLit = false;
        for (const auto& l : scene->placedLabels())
            labelLit |= l.lit && l.symbol == Symbol::Nearest;
        QVERIFY(labelLit);
        // The listing's identifier N is lit too, every whole-word use and nothing else.
        player::CodePanel* code = pl.p->codePanel();
        QVERIFY(!code->litSpans().isEmpty());
        for (const auto& [start, length] : code->litSpans())
            QCOMPARE(code->toPlainText().mid(start, length), QStringLiteral("N"));
        // For a reviewer's eyes: the window with N hovered.
        if (const QString dir = qEnvironmentVariable("OVERLAP_LINKING_SHOTS"); !dir.isEmpty())
            pl.w.grab().save(dir + QStringLiteral("/hover-n-%1.png").arg(language));

        // Off the name: nothing lit, no halo.
        QTest::mouseMove(pl.narration,
                         QPoint(pl.narration->width() - 2, pl.narration->height() - 2));
        settle();
        QCOMPARE(scene->lit(), SymbolRef{});
        QCOMPARE(halos(scene), 0);
        QCOMPARE(penWidth(scene->itemsOf({Symbol::Nearest}).front()), unlit);
        QVERIFY(pl.p->codePanel()->litSpans().isEmpty());
    }

    // The listing spells a name as an identifier: axis 2 is axis2, d² is d2, C′ is Cp.
    void aNameLightsItsIdentifierSpelling() {
        QCOMPARE(scene::identifierOf(QStringLiteral("axis 2")), QStringLiteral("axis2"));
        QCOMPARE(scene::identifierOf(QStringLiteral("|u|²")), QStringLiteral("u2"));
        QCOMPARE(scene::identifierOf(QStringLiteral("C′")), QStringLiteral("Cp"));
        QCOMPARE(scene::identifierOf(QStringLiteral("b.left")), QStringLiteral("b.left"));
        Player pl;
        QVERIFY(pl.open(QStringLiteral("en"), 7, Symbol::Axis));
        pl.p->lightSymbol({Symbol::Axis, Owner::None, 2});
        settle();
        const player::CodePanel* code = pl.p->codePanel();
        QVERIFY(!code->litSpans().isEmpty());
        for (const auto& [start, length] : code->litSpans())
            QCOMPARE(code->toPlainText().mid(start, length), QStringLiteral("axis2"));
    }

    // A listing whose test never takes the root holds d only as d2 there, and SAT's θa is
    // ta: hovering d or θa lights those, not nothing; where the push's code takes the root,
    // d is d itself.
    void aNameLightsTheIdentifierTheListingHolds() {
        QCOMPARE(scene::identifierOf(QStringLiteral("θa")), QStringLiteral("ta"));
        const struct {
            int lesson;
            SymbolRef symbol;
            QString word;
        } cases[] = {{1, {Symbol::Distance, Owner::None, -1}, QStringLiteral("d")},
                     {2, {Symbol::Distance, Owner::None, -1}, QStringLiteral("d")},
                     {7, {Symbol::AngleOf, Owner::A, -1}, QStringLiteral("ta")},
                     {2, {Symbol::Nearest, Owner::None, -1}, QStringLiteral("N")}};
        for (const auto& c : cases) {
            Player pl;
            QVERIFY2(pl.open(QStringLiteral("en"), c.lesson, c.symbol.symbol), qPrintable(c.word));
            pl.p->lightSymbol(c.symbol);
            settle();
            const player::CodePanel* code = pl.p->codePanel();
            QVERIFY2(!code->litSpans().isEmpty(), qPrintable(c.word));
            for (const auto& [start, length] : code->litSpans())
                QCOMPARE(code->toPlainText().mid(start, length), c.word);
        }
    }

    // N and N′ are two points: hovering N lights no "N" of a comment's "N′", and hovering
    // N′ lights the comments that name it (the code has no identifier of its own for it).
    void aPrimedNameIsNotItsLetter() {
        for (const auto& [symbol, word] :
             {std::pair{Symbol::Nearest, QStringLiteral("N")},
              std::pair{Symbol::TurnedNearest, QStringLiteral("N\u2032")}}) {
            Player pl;
            QVERIFY(pl.open(QStringLiteral("en"), 6, symbol)); // circle vs rotated rect
            pl.p->lightSymbol({symbol, Owner::None, -1});
            settle();
            const player::CodePanel* code = pl.p->codePanel();
            const QString text = code->toPlainText();
            QVERIFY2(text.contains(QStringLiteral("N\u2032")), "the listing names N′");
            QVERIFY2(!code->litSpans().isEmpty(), qPrintable(word));
            for (const auto& [start, length] : code->litSpans()) {
                QCOMPARE(text.mid(start, length), word);
                QVERIFY2(text.mid(start + length, 1) != QStringLiteral("\u2032"),
                         "N lit inside N′");
            }
        }
    }

    void hoveringTheElementLightsTheNarration() {
        Player pl;
        QVERIFY(pl.open(QStringLiteral("en")));
        scene::TraceScene* scene = pl.p->scene();
        QGraphicsView* view = pl.p->view();
        // Over N's dot (the nearest point, drawn above the corner handle).
        const QGraphicsItem* dot = scene->itemsOf({Symbol::Nearest}).front();
        const QPoint at = view->mapFromScene(dot->scenePos());
        QTest::mouseMove(view->viewport(), at);
        settle();
        QCOMPARE(scene->lit().symbol, Symbol::Nearest);
        QCOMPARE(pl.narration->lit().symbol, Symbol::Nearest);
        // Far from everything: nothing lit.
        QTest::mouseMove(view->viewport(), QPoint(3, view->viewport()->height() / 2));
        settle();
        QCOMPARE(pl.narration->lit(), SymbolRef{});
        QCOMPARE(scene->lit(), SymbolRef{});
    }

    void tabReachesTheNames() {
        Player pl;
        QVERIFY(pl.open(QStringLiteral("en")));
        QVERIFY(pl.narration->spans().size() >= 2);
        pl.narration->setFocus(Qt::TabFocusReason);
        settle();
        QCOMPARE(pl.narration->focusedSpan(), 0);
        QVERIFY(pl.p->scene()->lit().matches(pl.narration->spans()[0].symbol));
        QTest::keyClick(pl.narration, Qt::Key_Tab);
        settle();
        QCOMPARE(pl.narration->focusedSpan(), 1);
        QVERIFY(pl.p->scene()->lit().matches(pl.narration->spans()[1].symbol));
        QTest::keyClick(pl.narration, Qt::Key_Backtab);
        settle();
        QCOMPARE(pl.narration->focusedSpan(), 0);
    }

    void aNameMarksTheLegendAndThePropertyRows_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("dark");
        QTest::newRow("en") << QStringLiteral("en") << false;
        QTest::newRow("zh dark") << QStringLiteral("zh") << true;
    }
    void aNameMarksTheLegendAndThePropertyRows() {
        QFETCH(QString, language);
        QFETCH(bool, dark);
        // Lesson 4 (the rounded rect), where the narration names the circle's centre C.
        Player pl;
        QVERIFY(pl.open(language, 3, Symbol::Centre, dark));
        // Its deciding step (the last but the push), which names C and N.
        pl.p->last();
        pl.p->back();
        settle();
        QVERIFY(spanOf(pl.narration, Symbol::Centre) >= 0);
        QVERIFY(spanOf(pl.narration, Symbol::Nearest) >= 0);
        player::LegendWidget* legend = pl.p->legend();
        QVERIFY(legend->litLines().isEmpty());
        QCOMPARE(pl.litRows(), 0);
        const int circle = pl.sideOf(PropertyPanel::X, Symbol::Centre);
        QVERIFY(circle >= 0);

        // C: shape a's legend line (C is drawn as a's point), the circle's centre rows.
        QTest::mouseMove(pl.narration,
                         pl.narration->spanRect(spanOf(pl.narration, Symbol::Centre)).center());
        settle();
        QCOMPARE(pl.p->scene()->lit().symbol, Symbol::Centre);
        const QStringList centreLines = linesDrawing(pl.p, Symbol::Centre);
        QVERIFY(!centreLines.isEmpty());
        QCOMPARE(legend->litNames(), centreLines);
        QVERIFY(pl.panel->rowLit(circle, PropertyPanel::X));
        QVERIFY(pl.panel->rowLit(circle, PropertyPanel::Y));
        QVERIFY(!pl.panel->rowLit(circle, PropertyPanel::R));
        QCOMPARE(pl.litRows(), 2);
        // The row's tint keeps the text's contrast.
        const QPalette palette = pl.panel->palette();
        QVERIFY(scene::contrastRatio(scene::litTint(palette.color(QPalette::Window)),
                                     palette.color(QPalette::WindowText)) >= 4.5);
        QVERIFY(scene::contrastRatio(scene::litTint(palette.color(QPalette::Base)),
                                     palette.color(QPalette::Text)) >= 4.5);
        pl.shot(QStringLiteral("lesson4-centre-%1%2").arg(language, dark ? "-dark" : ""));

        // N: the nearest point's line, no property row.
        QTest::mouseMove(pl.narration,
                         pl.narration->spanRect(spanOf(pl.narration, Symbol::Nearest)).center());
        settle();
        QCOMPARE(pl.p->scene()->lit().symbol, Symbol::Nearest);
        QCOMPARE(legend->litNames(), linesDrawing(pl.p, Symbol::Nearest));
        QVERIFY(legend->litNames() != centreLines);
        QCOMPARE(pl.litRows(), 0);
        pl.shot(QStringLiteral("lesson4-nearest-%1%2").arg(language, dark ? "-dark" : ""));

        // Off every name: nothing marked.
        QTest::mouseMove(pl.narration,
                         QPoint(pl.narration->width() - 2, pl.narration->height() - 2));
        settle();
        QVERIFY(legend->litLines().isEmpty());
        QCOMPARE(pl.litRows(), 0);
    }

    void aPropertyRowLightsItsSymbol() {
        Player pl;
        QVERIFY(pl.open(QStringLiteral("en"), 3, Symbol::Centre));
        pl.p->last();
        pl.p->back(); // the deciding step, which draws r; the push after it does not
        settle();
        scene::TraceScene* scene = pl.p->scene();
        const int circle = pl.sideOf(PropertyPanel::R, Symbol::Radius);
        QVERIFY(circle >= 0);
        const QList<QGraphicsItem*> radius = scene->itemsOf({Symbol::Radius});
        QVERIFY(!radius.isEmpty());
        const double unlit = penWidth(radius.front());

        // The pointer on the radius row's name: r lit on the canvas, in the narration, in
        // the code, and its own row marked.
        QWidget* name = pl.panel->rowLabel(circle, PropertyPanel::R);
        QTest::mouseMove(name, name->rect().center());
        settle();
        QCOMPARE(scene->lit().symbol, Symbol::Radius);
        QCOMPARE(pl.narration->lit().symbol, Symbol::Radius);
        QVERIFY(penWidth(scene->itemsOf({Symbol::Radius}).front()) > unlit);
        QVERIFY(!pl.p->codePanel()->litSpans().isEmpty());
        QVERIFY(pl.panel->rowLit(circle, PropertyPanel::R));
        // On the centre row's box: C.
        QWidget* box = pl.panel->rowBox(circle, PropertyPanel::X);
        QTest::mouseMove(box, box->rect().center());
        settle();
        QCOMPARE(scene->lit().symbol, Symbol::Centre);
        QVERIFY(!pl.panel->rowLit(circle, PropertyPanel::R));
        // A number no symbol names (the rect's width): nothing lit.
        QWidget* width = pl.panel->rowBox(1 - circle, PropertyPanel::W);
        QTest::mouseMove(width, width->rect().center());
        settle();
        QCOMPARE(scene->lit(), SymbolRef{});
        QCOMPARE(penWidth(scene->itemsOf({Symbol::Radius}).front()), unlit);

        // The keyboard: the radius box with the focus lights r, and keeps it lit while the
        // pointer passes over another row; leaving the box unlights it.
        pl.panel->rowBox(circle, PropertyPanel::R)->setFocus(Qt::TabFocusReason);
        settle();
        QCOMPARE(scene->lit().symbol, Symbol::Radius);
        QTest::mouseMove(box, box->rect().center());
        settle();
        QCOMPARE(scene->lit().symbol, Symbol::Centre);
        QTest::mouseMove(pl.narration,
                         QPoint(pl.narration->width() - 2, pl.narration->height() - 2));
        settle();
        QCOMPARE(scene->lit().symbol, Symbol::Radius);
        pl.p->view()->setFocus(Qt::TabFocusReason);
        settle();
        QCOMPARE(scene->lit(), SymbolRef{});
    }

    void theAngleRowLightsTheTurn() {
        // Lesson 7: the turned rect's angle row is θ, the arc of the turn back.
        Player pl;
        QVERIFY(pl.open(QStringLiteral("zh"), 6, Symbol::Angle));
        const int turned = pl.sideOf(PropertyPanel::Angle, Symbol::Angle);
        QVERIFY(turned >= 0);
        QWidget* name = pl.panel->rowLabel(turned, PropertyPanel::Angle);
        QTest::mouseMove(name, name->rect().center());
        settle();
        QCOMPARE(pl.p->scene()->lit().symbol, Symbol::Angle);
        QCOMPARE(pl.narration->lit().symbol, Symbol::Angle);
        QCOMPARE(pl.p->legend()->litNames(), linesDrawing(pl.p, Symbol::Angle));
        QVERIFY(!pl.p->legend()->litNames().isEmpty());
        QVERIFY(pl.panel->rowLit(turned, PropertyPanel::Angle));
        pl.shot(QStringLiteral("lesson7-angle-row-zh"));
    }

    void highlightMarksTheRenderedNarration_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh") << QStringLiteral("zh");
    }
    void highlightMarksTheRenderedNarration() {
        QFETCH(QString, language);
        const QList<lessons::Lesson> lessons = test::allLessons();
        // Lesson 4's deciding step (the last but the push), which names N three times.
        Trace run;
        QVERIFY(runAlgorithm(*findAlgorithm(lessons[3].algorithms[0].toStdString()), lessons[3].a,
                             lessons[3].b, Touching::Counts, &run)
                    .ok());
        render::StepPicture picture{&lessons[3], {}, int(run.steps.size()) - 2, language};
        QString why;
        render::PictureInfo plain;
        const QImage unlit = render::renderStep(picture, &why, &plain);
        QVERIFY2(!unlit.isNull(), qPrintable(why));
        QVERIFY(plain.litNames.isEmpty());
        QVERIFY(plain.litLegend.isEmpty());

        picture.highlight = {Symbol::Nearest};
        render::PictureInfo info;
        const QImage image = render::renderStep(picture, &why, &info);
        QVERIFY2(!image.isNull(), qPrintable(why));
        QVERIFY(info.litNames.size() >= 2);
        const QColor tint = scene::litTint(Qt::white);
        for (const render::PictureInfo::Label& n : info.litNames) {
            QCOMPARE(n.text, QStringLiteral("N"));
            QCOMPARE(n.symbol, Symbol::Nearest);
            // Under the picture, on the tint.
            QVERIFY(n.box.top() > image.height() * 0.75);
            QVERIFY(QRectF(image.rect()).contains(n.box));
            bool tinted = false;
            const QRect box = n.box.toAlignedRect();
            for (int y = box.top(); y <= box.bottom() && !tinted; ++y)
                for (int x = box.left(); x <= box.right() && !tinted; ++x)
                    tinted = image.pixel(x, y) == tint.rgb();
            QVERIFY2(tinted, qPrintable(image.pixelColor(box.left() + 1, box.top() + 1).name() +
                                        QLatin1Char(' ') + tint.name()));
        }
        // The legend's nearest-point line is marked, and nothing else.
        QCOMPARE(info.litLegend.size(), 1);
        QCOMPARE(info.litLegend.front(), scene::roleName(Role::Nearest, language));
        // A symbol the narration does not name marks no name.
        picture.highlight = {Symbol::Axis};
        render::PictureInfo none;
        QVERIFY(!render::renderStep(picture, &why, &none).isNull());
        QVERIFY(none.litNames.isEmpty());
    }

    void comparePanesLightTogether() {
        window::MainWindow w(test::allLessons());
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLesson(2);
        w.setMode(window::MainWindow::Mode::Compare);
        settle();
        auto* compare = w.findChild<compare::CompareMode*>();
        QVERIFY(compare);
        const QList<compare::ComparePane*> panes = compare->panes();
        QVERIFY(panes.size() >= 2);
        // Hover the centre C in the first pane: every pane lights C.
        compare::ComparePane* first = panes.front();
        const QList<QGraphicsItem*> centre = first->scene()->itemsOf({Symbol::Centre});
        QVERIFY(!centre.isEmpty());
        QGraphicsView* view = first->view();
        QTest::mouseMove(view->viewport(), view->mapFromScene(centre.front()->scenePos()));
        settle();
        const SymbolRef lit = first->scene()->lit();
        QVERIFY(!lit.isNone());
        for (compare::ComparePane* pane : panes)
            QCOMPARE(pane->scene()->lit(), lit);
    }
};

} // namespace tst_linking

#define OVERLAP_SUBJECT tst_linking
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_linking::TestLinking)
#include "tst_linking.moc"

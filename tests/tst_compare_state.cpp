// Compare mode keeps what it shows in one value (CompareState): the pure rules that make
// the next value (which methods get panes, what the map compares, a document's layout),
// and the widgets as views of it: a learner's edit changes the value, and a value set from
// outside (a document, the menus) shows in every widget.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/compare_state.h"
#include "app/compare/method_title.h"
#include "app/compare/whole_combo.h"
#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "core/pairs.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QtTest>

namespace tst_compare_state {

using namespace overlap;

using compare::CompareMode;
using compare::CompareState;
using compare::OverlayKind;

namespace {

const QString kClamp = QStringLiteral("circle-rect.clamp");
const QString kRounded = QStringLiteral("circle-rect.rounded");
const QString kNine = QStringLiteral("circle-rect.nine-region");
const QString kFold = QStringLiteral("circle-rect.fold");
const QString kTypo = QStringLiteral("pitfall.clamp-y-typo");

template <class W> W* named(const QWidget& parent, const QString& name) {
    for (W* w : parent.findChildren<W*>())
        if (w->accessibleName() == name)
            return w;
    return nullptr;
}

QCheckBox* box(const QWidget& parent, const QString& text) {
    for (QCheckBox* b : parent.findChildren<QCheckBox*>())
        if (b->text() == text)
            return b;
    return nullptr;
}

// What a combo of the mode shows as chosen, by its id (data).
QString shown(const QComboBox* combo) {
    return combo->currentData().toString();
}

// The learner picks the item below the current one, with the keyboard.
void pickNext(QComboBox* combo) {
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down);
}

} // namespace

class TestCompareState : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { QVERIFY(i18n::setLanguage(QStringLiteral("en"))); }

    void methodsAreTheChoicesAtMostFourAtLeastTwo() {
        const QStringList choices{kClamp, kRounded, kNine, kFold};
        CompareState s =
            compare::withMethods({}, {kTypo, kNine, kNine, kClamp, kFold, kRounded}, choices);
        // Not a choice: left out; a fifth: left out; the same method twice: two panes.
        QCOMPARE(s.methods, (QStringList{kNine, kNine, kClamp, kFold}));
        QCOMPARE(s.overlays.size(), 4);
        QCOMPARE(s.mapFirst, kNine);
        QCOMPARE(s.mapSecond, kNine);
        s = compare::withMethods(s, {kFold}, choices);
        QCOMPARE(s.methods, (QStringList{kFold, kClamp}));
        QCOMPARE(s.mapSecond, kClamp);
        // One method takes the shapes: it and a pane without one; none: no map.
        s = compare::withMethods(s, {}, {kClamp});
        QCOMPARE(s.methods, (QStringList{kClamp, QString()}));
        QCOMPARE(s.mapFirst, kClamp);
        QCOMPARE(s.mapSecond, kClamp);
        s = compare::withMethods(s, {kClamp}, {});
        QCOMPARE(s.methods, (QStringList{QString(), QString()}));
        QVERIFY(!s.mapOn());
    }

    void panesThatStayKeepTheirOverlays() {
        const QStringList choices{kClamp, kRounded, kNine, kFold};
        CompareState s = compare::withMethods({}, {kClamp, kNine, kFold}, choices);
        s.overlays = {OverlayKind::Regions, OverlayKind::Verdict, OverlayKind::Regions};
        s = compare::withMethods(s, {kFold, kClamp}, choices);
        QCOMPARE(s.overlays, (QList<OverlayKind>{OverlayKind::Regions, OverlayKind::Verdict}));
        s = compare::withMethods(s, choices, choices);
        QCOMPARE(s.overlays, (QList<OverlayKind>{OverlayKind::Regions, OverlayKind::Verdict,
                                                 OverlayKind::Off, OverlayKind::Off}));
    }

    void theMapIsOfThePanesMethodsAndRemembersThemWhileOff() {
        CompareState s = compare::withMethods({}, {kClamp, kNine, kFold}, {kClamp, kNine, kFold});
        s = compare::withMap(s, kFold, kTypo); // no pane has the typo: that side stays
        QVERIFY(s.mapOn());
        QCOMPARE(s.mapFirst, kFold);
        QCOMPARE(s.mapSecond, kNine);
        s = compare::withMap(s, QString(), QString());
        QVERIFY(!s.mapOn());
        QCOMPARE(compare::layoutOf(s).mapFirst, QString());
        QCOMPARE(compare::layoutOf(s).mapSecond, QString());
        s.map = true; // the box ticked again: the same two
        QCOMPARE(compare::layoutOf(s).mapFirst, kFold);
        QCOMPARE(compare::layoutOf(s).mapSecond, kNine);
    }

    void aDocumentsLayoutComesBackAsItWent() {
        const QStringList choices{kClamp, kRounded, kNine, kFold, kTypo};
        document::CompareLayout l;
        l.methods = {kTypo, kFold, kClamp};
        l.linked = false;
        l.mapFirst = kClamp;
        l.mapSecond = kTypo;
        l.overlay = QStringLiteral("verdict");
        const CompareState s = compare::withLayout({}, l, choices);
        QCOMPARE(s.overlays, (QList<OverlayKind>(3, OverlayKind::Verdict)));
        QCOMPARE(compare::layoutOf(s), l);
        for (const char* name : {"off", "regions", "verdict"})
            QCOMPARE(compare::overlayName(compare::overlayKind(QString::fromLatin1(name))),
                     QString::fromLatin1(name));
        QCOMPARE(compare::overlayKind(QStringLiteral("plaid")), OverlayKind::Off);
    }

    // Edits through the widgets change the value; values set from outside show in them.
    void theWidgetsShowTheStateAndTheirEditsChangeIt() {
        CompareMode mode;
        mode.resize(1200, 800);
        mode.show();
        QVERIFY(QTest::qWaitForWindowExposed(&mode));
        mode.loadPair(Pair::CircleRect);
        auto* panes = mode.findChild<QSpinBox*>();
        auto* first = named<QComboBox>(mode, QStringLiteral("First method of the map"));
        auto* second = named<QComboBox>(mode, QStringLiteral("Second method of the map"));
        QCheckBox* linked = box(mode, QStringLiteral("&Link steps that mean the same"));
        QCheckBox* map = box(mode, QStringLiteral("Disagreement &map of"));
        QVERIFY(panes && first && second && linked && map);
        QCOMPARE(panes->value(), 4);

        // One pane fewer: the map still compares the first two panes.
        panes->setFocus();
        QTest::keyClick(panes, Qt::Key_Down);
        QCOMPARE(mode.panes().size(), 3);
        QCOMPARE(mode.methods().size(), 3);
        QCOMPARE(first->count(), 3);
        QCOMPARE(shown(second), mode.methods()[1]);

        pickNext(second);
        QCOMPARE(mode.mapSecond(), mode.methods()[2]);
        QTest::mouseClick(map, Qt::LeftButton);
        QVERIFY(!mode.mapOn());
        QCOMPARE(mode.compareLayout().mapSecond, QString());
        QTest::mouseClick(map, Qt::LeftButton);
        QCOMPARE(mode.mapSecond(), mode.methods()[2]);

        QTest::mouseClick(linked, Qt::LeftButton);
        QVERIFY(!mode.linked());
        mode.setLinked(true);
        QVERIFY(linked->isChecked());

        // A pane's own method: a new comparison, mapped over its first two panes again.
        auto* paneMethod =
            named<QComboBox>(*mode.panes()[1], QStringLiteral("Method of this pane"));
        QVERIFY(paneMethod);
        pickNext(paneMethod);
        QCOMPARE(mode.methods()[1], shown(paneMethod));
        QCOMPARE(mode.mapSecond(), shown(paneMethod));
        QCOMPARE(shown(second), shown(paneMethod));

        document::CompareLayout l;
        l.methods = {kFold, kClamp};
        l.linked = false;
        l.mapFirst = kClamp;
        l.mapSecond = kFold;
        l.overlay = QStringLiteral("regions");
        mode.setCompareLayout(l);
        QCOMPARE(mode.compareLayout(), l);
        QCOMPARE(panes->value(), 2);
        QVERIFY(!linked->isChecked());
        QVERIFY(map->isChecked());
        QCOMPARE(shown(first), kClamp);
        QCOMPARE(shown(second), kFold);
        // The choosers name the methods whole, by their names (the pair is the shapes'), once
        // the layout has given them their new widths.
        QApplication::processEvents();
        for (const QComboBox* chooser : {first, second}) {
            QCOMPARE(chooser->currentText(), compare::shownName(shown(chooser)));
            QCOMPARE(static_cast<const compare::WholeComboBox*>(chooser)->shownText(),
                     chooser->currentText());
        }
        for (compare::ComparePane* p : mode.panes()) {
            auto* overlay = named<QComboBox>(*p, QStringLiteral("Plane overlay of this pane"));
            QCOMPARE(OverlayKind(overlay->currentData().toInt()), OverlayKind::Regions);
        }

        // Another pair from the shapes chooser: its shapes and its usual methods.
        auto* pairs = named<QComboBox>(mode, QStringLiteral("Shapes to compare"));
        QVERIFY(pairs);
        pickNext(pairs);
        QCOMPARE(mode.state().pair, shownPairs()[1]);
        QCOMPARE(scenePair(mode.model()->a(), mode.model()->b()), shownPairs()[1]);
        QCOMPARE(Pair(pairs->currentData().toInt()), shownPairs()[1]);
        for (const QString& id : mode.methods())
            QVERIFY2(mode.choices().contains(id), qPrintable(id));
    }
};

} // namespace tst_compare_state

#define OVERLAP_SUBJECT tst_compare_state
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_compare_state::TestCompareState test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_compare_state.moc"

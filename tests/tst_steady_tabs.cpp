// The main window's tabs repaint on a page's layout request only when their own layout
// changes: a label's new words in a page repaint the label, not the tab bar; a tab's new
// title still lays the bar out again.

#include "app/window/steady_tabs.h"

#include <QApplication>
#include <QLabel>
#include <QTabBar>
#include <QVBoxLayout>
#include <QtTest>

namespace tst_steady_tabs {

using namespace overlap;

namespace {

// Counts the paint events of the widget it watches.
struct PaintCount : QObject {
    int paints = 0;
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

} // namespace

class TstSteadyTabs : public QObject {
    Q_OBJECT
  private slots:
    void aPageLabelRepaintsNotTheBar();
    void aNewTitleStillLaysTheBarOut();
};

void TstSteadyTabs::aPageLabelRepaintsNotTheBar() {
    window::SteadyTabs tabs;
    auto* page = new QWidget;
    auto* label = new QLabel(QStringLiteral("apart"), page);
    (new QVBoxLayout(page))->addWidget(label);
    tabs.addTab(page, QStringLiteral("Compare"));
    tabs.resize(400, 300);
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    PaintCount bar;
    tabs.tabBar()->installEventFilter(&bar);
    QCoreApplication::processEvents();
    bar.paints = 0;
    for (const char* words : {"overlap", "touching", "apart"}) {
        label->setText(QString::fromLatin1(words)); // asks its page for a new layout
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
    QCOMPARE(label->text(), QStringLiteral("apart"));
    QCOMPARE(bar.paints, 0);
}

void TstSteadyTabs::aNewTitleStillLaysTheBarOut() {
    window::SteadyTabs tabs;
    tabs.addTab(new QWidget, QStringLiteral("A"));
    tabs.resize(400, 300);
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    QCoreApplication::processEvents();
    const int before = tabs.tabBar()->width();
    tabs.setTabText(0, QStringLiteral("A much longer title than before"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
    QVERIFY(tabs.tabBar()->width() > before);
    QCOMPARE(tabs.tabBar()->width(), tabs.tabBar()->sizeHint().width());
}

} // namespace tst_steady_tabs

#define OVERLAP_SUBJECT tst_steady_tabs
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_steady_tabs::TstSteadyTabs)
#include "tst_steady_tabs.moc"

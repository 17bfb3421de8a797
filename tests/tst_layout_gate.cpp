// LayoutGate: a held label's new words that need no other room leave the window's layout
// alone, words that need more room (or less) lay it out as the label itself would be, and
// the gated label sits where an ungated one sits.

#include "app/player/layout_gate.h"

#include <QLabel>
#include <QVBoxLayout>
#include <QtTest>

namespace tst_layout_gate {

using overlap::player::LayoutGate;

namespace {

// Counts the requests for a new layout a widget is sent.
class LayoutRequests : public QObject {
  public:
    explicit LayoutRequests(QWidget* w) { w->installEventFilter(this); }
    int count = 0;

  protected:
    bool eventFilter(QObject*, QEvent* e) override {
        count += e->type() == QEvent::LayoutRequest;
        return false;
    }
};

// A column of a fixed label and a wrapped label under it, the second gated or not, with
// room for three lines reserved as the player reserves its narration's.
struct Column {
    QWidget window;
    QLabel* top = new QLabel(QStringLiteral("Title"));
    QLabel* words = new QLabel;
    LayoutGate* gate = nullptr;

    explicit Column(bool gated) {
        words->setWordWrap(true);
        words->setMinimumHeight(3 * QFontMetrics(words->font()).lineSpacing());
        auto* layout = new QVBoxLayout(&window);
        layout->addWidget(top);
        if (gated)
            layout->addWidget(gate = new LayoutGate(words));
        else
            layout->addWidget(words);
        layout->addStretch(1);
        window.resize(300, 400);
    }
    // The label's rect in the window.
    QRect wordsRect() const { return QRect(words->mapTo(&window, QPoint()), words->size()); }
};

void settle() {
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

QString lines(int n) {
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << QStringLiteral("line %1 of many words, long enough to wrap at this width").arg(i);
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestLayoutGate : public QObject {
    Q_OBJECT
  private slots:
    void newWordsInTheSameRoomAskNothing() {
        Column c(true);
        c.words->setText(QStringLiteral("d = 5.657"));
        c.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&c.window));
        settle();
        LayoutRequests asked(&c.window);
        const QRect before = c.wordsRect();
        for (const char* text : {"d = 5.831", "d = 6.000", "d = 12.75"}) {
            c.words->setText(QString::fromLatin1(text));
            settle();
        }
        QCOMPARE(asked.count, 0);
        QCOMPARE(c.wordsRect(), before);
    }

    void moreRoomIsPassedOn() {
        Column gated(true), plain(false);
        for (Column* c : {&gated, &plain}) {
            c->words->setText(QStringLiteral("short"));
            c->window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&c->window));
        }
        settle();
        const int reserved = gated.words->height();
        for (int n : {8, 1, 12, 2}) {
            LayoutRequests asked(&gated.window);
            gated.words->setText(lines(n));
            plain.words->setText(lines(n));
            settle();
            QVERIFY2(asked.count > 0, qPrintable(QString::number(n)));
            // Laid out as the label itself is: the same place and size, the room growing past
            // the reserve for many lines and going back to it for few.
            QCOMPARE(gated.wordsRect(), plain.wordsRect());
            QCOMPARE(gated.words->height() > reserved, n > 3);
        }
    }

    void aChangedReserveIsPassedOn() {
        Column c(true);
        c.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&c.window));
        settle();
        const int line = QFontMetrics(c.words->font()).lineSpacing();
        c.words->setMinimumHeight(6 * line);
        settle();
        QCOMPARE(c.words->height(), 6 * line);
        QCOMPARE(c.gate->minimumHeight(), 6 * line);
    }
};

} // namespace tst_layout_gate

#define OVERLAP_SUBJECT tst_layout_gate
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_layout_gate::TestLayoutGate)
#include "tst_layout_gate.moc"

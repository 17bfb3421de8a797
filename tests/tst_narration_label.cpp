// NarrationLabel: drawn and measured as a QLabel with the same words, font and flags (the
// same pixels, the same height for every width, in English and Chinese, after new words and
// new widths), a selection still drawn, and size hints that do not follow the words.

#include "app/lessons/narration.h"
#include "app/player/narration_label.h"

#include <QLabel>
#include <QtTest>

namespace tst_narration_label {

using overlap::player::NarrationLabel;

namespace {

const QStringList& texts() {
    static const QStringList all{
        QStringLiteral("The closest point N = (10, 6) is the rect's corner; the centre is "
                       "4.123 from it, which is less than r = 4.5, so they overlap."),
        QStringLiteral("圆心到最近点 N = (10, 6) 的距离为 4.123，小于半径 r = 4.5，所以两者重叠。"
                       "最近点是矩形的角。"),
        QStringLiteral("gap 12.75"),
        QStringLiteral("Two paragraphs:\nthe first is short,\nthe second ends here."), QString()};
    return all;
}

// A label set up as the player sets up its narration.
void setUp(QLabel* label, const QFont& font) {
    label->setFont(font);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setMinimumHeight(QFontMetrics(font).lineSpacing() * 3 + 4);
}

QFont larger() {
    QFont f;
    f.setPointSizeF(f.pointSizeF() * 1.2);
    return f;
}

} // namespace

class TestNarrationLabel : public QObject {
    Q_OBJECT
  private slots:
    void drawnAndMeasuredAsAQLabel() {
        for (const QFont& font : {QFont(), larger()}) {
            QLabel plain;
            NarrationLabel narration;
            setUp(&plain, font);
            setUp(&narration, font);
            // New words at one width, then the same words at new widths, as a drag and a
            // resize give them.
            for (int width : {437, 180, 900}) {
                for (const QString& text : texts()) {
                    // The narration keeps its formulas whole, as a QLabel would with
                    // no-break spaces in them.
                    plain.setText(overlap::lessons::keepFormulasWhole(text));
                    narration.setText(text);
                    for (int w : {width, 60, 1200, width})
                        QCOMPARE(narration.heightForWidth(w), plain.heightForWidth(w));
                    const QSize size(width, plain.heightForWidth(width) + 7);
                    plain.resize(size);
                    narration.resize(size);
                    QCOMPARE(narration.grab().toImage(), plain.grab().toImage());
                    QCOMPARE(narration.heightForWidth(width), plain.heightForWidth(width));
                }
            }
        }
    }

    void aSelectionIsDrawn() {
        QLabel plain;
        NarrationLabel narration;
        for (QLabel* label : {&plain, static_cast<QLabel*>(&narration)}) {
            setUp(label, QFont());
            label->setText(texts().first());
            label->resize(400, 120);
            label->grab();
            label->setSelection(4, 7);
        }
        QVERIFY(narration.hasSelectedText());
        const QImage selected = narration.grab().toImage();
        QCOMPARE(selected, plain.grab().toImage());
        narration.setSelection(0, 0);
        QVERIFY(narration.grab().toImage() != selected);
    }

    void sizeHintsDoNotFollowTheWords() {
        NarrationLabel narration;
        setUp(&narration, QFont());
        narration.setText(texts().first());
        const QSize hint = narration.sizeHint(), minimum = narration.minimumSizeHint();
        narration.setText(texts()[2]);
        QCOMPARE(narration.sizeHint(), hint);
        QCOMPARE(narration.minimumSizeHint(), minimum);
        // The room for many lines is asked as a height for the width.
        narration.setText(texts().first());
        QVERIFY(narration.hasHeightForWidth());
        QVERIFY(narration.heightForWidth(150) > narration.minimumHeight());
    }
};

} // namespace tst_narration_label

#define OVERLAP_SUBJECT tst_narration_label
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_narration_label::TestNarrationLabel)
#include "tst_narration_label.moc"

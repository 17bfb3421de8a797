// The palette (app/style/palette.h): every colour that words are written in, or on, reads at
// 4.5 : 1 at least where it is used; a verdict's badge too, in both languages' words.
#include "app/lessons/verdict_words.h"
#include "app/scene/role_style.h"
#include "app/style/palette.h"

#include <QColor>
#include <QtTest>

namespace tst_palette {

using namespace overlap;

namespace {

QColor c(std::uint32_t rgb) {
    return QColor(QRgb(rgb));
}

constexpr std::uint32_t kLightPaper = 0xfbfbfa; // TraceScene's and the window's light paper
constexpr std::uint32_t kDarkPaper = 0x15171c;

} // namespace

class TestPalette : public QObject {
    Q_OBJECT
  private slots:
    void wordsReadOnWhatTheyStandOn_data() {
        QTest::addColumn<quint32>("ink");
        QTest::addColumn<quint32>("ground");
        QTest::newRow("white on right") << quint32(palette::kWhite) << quint32(palette::kRight);
        QTest::newRow("white on wrong") << quint32(palette::kWhite) << quint32(palette::kWrong);
        QTest::newRow("white on apart") << quint32(palette::kWhite) << quint32(palette::kApart);
        QTest::newRow("white on touching")
            << quint32(palette::kWhite) << quint32(palette::kTouching);
        QTest::newRow("ink on grey badge")
            << quint32(palette::kInk) << quint32(palette::kGreyBadge);
        QTest::newRow("wrong on light paper") << quint32(palette::kWrong) << quint32(kLightPaper);
        QTest::newRow("wrong on dark paper") << quint32(palette::kRedOnDark) << quint32(kDarkPaper);
        for (const auto& [name, ink] :
             {std::pair{"title", palette::kTitleInk}, std::pair{"ink", palette::kInk},
              std::pair{"caption", palette::kCaptionInk}, std::pair{"muted", palette::kMutedInk}})
            QTest::newRow(qPrintable(QStringLiteral("%1 on white").arg(QLatin1String(name))))
                << quint32(ink) << quint32(palette::kWhite);
    }
    void wordsReadOnWhatTheyStandOn() {
        QFETCH(quint32, ink);
        QFETCH(quint32, ground);
        const double ratio = scene::contrastRatio(c(ink), c(ground));
        QVERIFY2(ratio >= 4.5, qPrintable(QString::number(ratio)));
    }

    // Every badge a verdict wears, and the two without one, read at 4.5 : 1.
    void badgesRead() {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh")}) {
            std::vector<lessons::VerdictLook> looks{lessons::undecidedLook(language),
                                                    lessons::stoppedLook(language)};
            for (VerdictClass v :
                 {VerdictClass::Apart, VerdictClass::Touching, VerdictClass::Overlap})
                for (Touching t : {Touching::Counts, Touching::Separate})
                    looks.push_back(lessons::verdictLook(v, t, language));
            for (const lessons::VerdictLook& l : looks) {
                const double ratio = scene::contrastRatio(QColor(l.ink), QColor(l.colour));
                QVERIFY2(ratio >= 4.5,
                         qPrintable(l.words + QStringLiteral(": ") + QString::number(ratio)));
                QVERIFY(!l.words.isEmpty());
            }
        }
        // The Chinese words are Chinese, from the .ts file.
        QCOMPARE(lessons::stoppedLook(QStringLiteral("zh")).words, QStringLiteral("已停止"));
        QCOMPARE(
            lessons::verdictLook(VerdictClass::Apart, Touching::Counts, QStringLiteral("zh")).words,
            QStringLiteral("分离"));
    }

    void cssIsTheSameColour() {
        QCOMPARE(palette::css(0x0a0b0c), QStringLiteral("#0a0b0c"));
        QCOMPARE(QColor(palette::css(palette::kWrong)), c(palette::kWrong));
    }
};

} // namespace tst_palette

#define OVERLAP_SUBJECT tst_palette
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_palette::TestPalette)
#include "tst_palette.moc"

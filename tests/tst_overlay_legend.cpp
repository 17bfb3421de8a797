// The compare overlays speak one colour language: a meaning (inside, edge region, corner
// region; overlap, touching, apart) has one colour in every pane, the verdicts the verdict
// badges' colours; each pane lists what it shades; the nine regions are numbered where
// they are, as the nine-region method numbers them; the words are legible.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/overlay_legend.h"
#include "app/compare/overlay_palette.h"
#include "app/compare/overlay_scheduler.h"
#include "app/i18n/language.h"
#include "app/player/verdict_badge.h"
#include "core/algorithms.h"
#include "core/compare/zones.h"

#include "app/lessons/verdict_words.h"
#include <QApplication>
#include <QLabel>
#include <QtTest>

namespace tst_overlay_legend {

using namespace overlap;

using compare::OverlayMeaning;

namespace {

double luminance(QColor c) {
    const auto lin = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

double contrast(QColor a, QColor b) {
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

// A translucent colour laid on an opaque one.
QColor over(QColor top, QColor paper) {
    const double a = top.alphaF();
    return QColor::fromRgbF(float(top.redF() * a + paper.redF() * (1 - a)),
                            float(top.greenF() * a + paper.greenF() * (1 - a)),
                            float(top.blueF() * a + paper.blueF() * (1 - a)));
}

// The overlay pixel of a pane at a world point.
QRgb pixelAt(const compare::OverlayResult& r, int pane, Vec2 p) {
    const PlaneGrid& g = r.grid;
    const int i = g.originCol + int(std::lround((p.x - g.origin.x) / g.step));
    const int j = g.originRow + int(std::lround((p.y - g.origin.y) / g.step));
    return r.panes[pane].pixel(i, j);
}

const Rect kRect{{0, 0}, {10, 6}};

} // namespace

class TestOverlayLegend : public QObject {
    Q_OBJECT
  private slots:
    // One meaning per kind of place, whichever way the method divides the plane.
    void zonesMeanTheSameInEveryScheme() {
        struct Case {
            Vec2 centre;
            std::optional<OverlayMeaning> nine, rounded, fold;
        };
        const double r = 2;
        const Case cases[] = {
            {{5, 3}, OverlayMeaning::Inside, OverlayMeaning::Inside, OverlayMeaning::Inside},
            {{11, 3},
             OverlayMeaning::EdgeRegion,
             OverlayMeaning::EdgeRegion,
             OverlayMeaning::EdgeRegion},
            {{5, -1},
             OverlayMeaning::EdgeRegion,
             OverlayMeaning::EdgeRegion,
             OverlayMeaning::EdgeRegion},
            // Beyond the corner (10, 6), within r of it: a corner disc of the rounded rect.
            {{11, 7},
             OverlayMeaning::CornerRegion,
             OverlayMeaning::CornerRegion,
             OverlayMeaning::CornerRegion},
            {{-1, -1},
             OverlayMeaning::CornerRegion,
             OverlayMeaning::CornerRegion,
             OverlayMeaning::CornerRegion},
            // Far out: the rounded rect leaves it clear.
            {{20, 20}, OverlayMeaning::CornerRegion, std::nullopt, OverlayMeaning::CornerRegion},
            {{20, 3}, OverlayMeaning::EdgeRegion, std::nullopt, OverlayMeaning::EdgeRegion},
        };
        for (const Case& c : cases) {
            const auto at = [&](ZoneScheme s) {
                return compare::zoneMeaning(s, zoneOf(s, c.centre, r, kRect));
            };
            QCOMPARE(at(ZoneScheme::NineRegions), c.nine);
            QCOMPARE(at(ZoneScheme::RoundedRect), c.rounded);
            QCOMPARE(at(ZoneScheme::FoldBands), c.fold);
        }
        QCOMPARE(compare::zoneMeaning(ZoneScheme::Verdict, 0), std::nullopt);
    }

    // Eight meanings, eight colours: none is told apart by alpha alone. A move's hit, graze
    // and miss are the overlap, touching and apart of a standing test, in their colours.
    void everyMeaningHasItsOwnColour() {
        QSet<QRgb> seen;
        QSet<int> said; // hit, graze, miss: the moving words for overlap, touching, apart
        for (int m = 0; m <= int(OverlayMeaning::Refused); ++m) {
            const auto meaning = OverlayMeaning(m);
            const OverlayMeaning moving = compare::movingMeaning(meaning);
            if (moving == meaning)
                continue;
            said.insert(int(moving));
            QCOMPARE(compare::meaningColour(moving), compare::meaningColour(meaning));
            QVERIFY(compare::OverlayLegend::nameOf(moving) !=
                    compare::OverlayLegend::nameOf(meaning));
        }
        QCOMPARE(said.size(), 3);
        for (int m = 0; m <= int(OverlayMeaning::Refused); ++m)
            if (!said.contains(m))
                seen.insert(compare::meaningColour(OverlayMeaning(m)).rgb());
        QCOMPARE(seen.size(), int(OverlayMeaning::Refused) + 1 - 3);
    }

    // The verdict colours are the verdict badges' colours.
    void verdictsWearTheBadgesColours() {
        QLabel badge;
        const std::pair<VerdictClass, OverlayMeaning> pairs[] = {
            {VerdictClass::Overlap, OverlayMeaning::Overlap},
            {VerdictClass::Touching, OverlayMeaning::Touching},
            {VerdictClass::Apart, OverlayMeaning::Apart}};
        for (const auto& [state, meaning] : pairs) {
            player::showBadge(&badge,
                              lessons::verdictLook(state, Touching::Counts, QStringLiteral("en")),
                              QStringLiteral("1px"));
            QVERIFY2(badge.styleSheet().contains(compare::meaningColour(meaning).name()),
                     qPrintable(badge.styleSheet()));
        }
        QCOMPARE(compare::verdictMeaning(PlaneVerdict::Overlap), OverlayMeaning::Overlap);
        QCOMPARE(compare::verdictMeaning(PlaneVerdict::Touching), OverlayMeaning::Touching);
        QCOMPARE(compare::verdictMeaning(PlaneVerdict::Apart), OverlayMeaning::Apart);
    }

    // Each number is written inside the region it names, for an upright and a turned rect.
    void regionNumbersSitInTheirRegions() {
        for (const Shape& rect : {Shape(kRect), Shape(RotatedRect::make({3, 4}, {5, 2}, 30)),
                                  Shape(RotatedRect::make({0, 0}, {4, 3}, -120))}) {
            const QList<compare::RegionNumber> numbers = compare::regionNumbers(rect);
            QCOMPARE(numbers.size(), 9);
            QSet<int> seen;
            for (const compare::RegionNumber& n : numbers) {
                QCOMPARE(int(zoneOf(ZoneScheme::NineRegions, {n.at.x(), n.at.y()}, 1, rect)),
                         n.number);
                seen.insert(n.number);
            }
            QCOMPARE(seen.size(), 9);
        }
    }

    // The picture's numbers are the nine-region method's: a small circle centred on each
    // number lies in the region of that number, and with y up 1 is the top-left corner.
    void regionNumbersAreTheMethodsNumbers() {
        const Algorithm* nine = findAlgorithm("circle-rect.nine-region");
        QVERIFY(nine);
        for (const compare::RegionNumber& n : compare::regionNumbers(kRect)) {
            Trace t;
            const Circle c{{n.at.x(), n.at.y()}, 0.25};
            QVERIFY(runAlgorithm(*nine, c, kRect, Touching::Counts, &t).ok());
            std::optional<double> region;
            for (const Step& s : t.steps)
                for (const Value& v : s.values)
                    if (v.name == "region")
                        region = v.value;
            QVERIFY(region);
            QCOMPARE(int(*region), n.number);
        }
        const auto one = compare::regionNumbers(kRect).front();
        QCOMPARE(one.number, 1);
        QVERIFY(one.at.x() < 0 && one.at.y() > 6); // left of the rect and above it, y up
    }

    // Every pane's zones: the same colour at the same place, the three meanings listed,
    // the nine regions numbered where the method has them.
    void panesShadeAndListTheSameZones() {
        compare::CompareMode mode;
        mode.resize(1400, 900);
        mode.show();
        QVERIFY(QTest::qWaitForWindowExposed(&mode));
        mode.loadPair(Pair::CircleRect);
        const QStringList methods{
            QStringLiteral("circle-rect.clamp"), QStringLiteral("circle-rect.rounded"),
            QStringLiteral("circle-rect.nine-region"), QStringLiteral("circle-rect.fold")};
        mode.setMethods(methods);
        mode.setScenario({Circle{{14, 10}, 2}, kRect, Touching::Counts});
        mode.setOverlays(compare::OverlayKind::Regions);
        QVERIFY(mode.scheduler()->waitForIdle());
        QApplication::processEvents();
        const compare::OverlayResult& r = mode.lastOverlay();
        QCOMPARE(r.panes.size(), 4);
        const QList<OverlayMeaning> three{OverlayMeaning::Inside, OverlayMeaning::EdgeRegion,
                                          OverlayMeaning::CornerRegion};
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(r.meanings[p], three);
            compare::ComparePane* pane = mode.panes()[p];
            QVERIFY(pane->overlayLegend()->isVisible());
            QCOMPARE(pane->overlayLegend()->meanings(), three);
            // The inside, beside the right edge, beyond the top-right corner within r.
            QCOMPARE(pixelAt(r, p, {5, 3}), pixelAt(r, 0, {5, 3}));
            QCOMPARE(pixelAt(r, p, {11, 3}), pixelAt(r, 0, {11, 3}));
            QCOMPARE(pixelAt(r, p, {11, 7}), pixelAt(r, 0, {11, 7}));
        }
        QVERIFY(pixelAt(r, 0, {5, 3}) != pixelAt(r, 0, {11, 3}));
        QVERIFY(pixelAt(r, 0, {11, 3}) != pixelAt(r, 0, {11, 7}));
        const QStringList oneToNine{"1", "2", "3", "4", "5", "6", "7", "8", "9"};
        QCOMPARE(mode.panes()[0]->regionNumbersShown(), oneToNine); // clamp: the same nine
        QVERIFY(mode.panes()[1]->regionNumbersShown().isEmpty());   // rounded
        QCOMPARE(mode.panes()[2]->regionNumbersShown(), oneToNine); // nine-region
        QVERIFY(mode.panes()[3]->regionNumbersShown().isEmpty());   // fold

        // The verdicts: overlap, touching and apart, in the badges' colours, named.
        mode.setOverlays(compare::OverlayKind::Verdict);
        QVERIFY(mode.scheduler()->waitForIdle());
        QApplication::processEvents();
        const compare::OverlayResult& v = mode.lastOverlay();
        const QList<OverlayMeaning> verdicts{OverlayMeaning::Overlap, OverlayMeaning::Touching,
                                             OverlayMeaning::Apart};
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(v.meanings[p], verdicts);
            QVERIFY(mode.panes()[p]->regionNumbersShown().isEmpty());
            QCOMPARE(pixelAt(v, p, {5, 3}),
                     qPremultiply(compare::meaningFill(OverlayMeaning::Overlap).rgba()));
        }
        i18n::setLanguage(QStringLiteral("zh"));
        QCOMPARE(
            mode.panes()[0]->overlayLegend()->names(),
            (QStringList{QStringLiteral("重叠"), QStringLiteral("接触"), QStringLiteral("分离")}));
        i18n::setLanguage(QStringLiteral("en"));
        QCOMPARE(mode.panes()[0]->overlayLegend()->names(),
                 (QStringList{QStringLiteral("overlap"), QStringLiteral("touching"),
                              QStringLiteral("apart")}));

        mode.setOverlays(compare::OverlayKind::Off);
        QVERIFY(mode.scheduler()->waitForIdle());
        QApplication::processEvents();
        for (compare::ComparePane* pane : mode.panes())
            QVERIFY(!pane->overlayLegend()->isVisible());
    }

    // The numbers are legible on every zone's fill, the legend's words on the window.
    void wordsAreLegible() {
        const QColor paper = compare::overlayPaper();
        for (OverlayMeaning m :
             {OverlayMeaning::Inside, OverlayMeaning::EdgeRegion, OverlayMeaning::CornerRegion}) {
            const double c =
                contrast(compare::regionNumberColour(), over(compare::meaningFill(m), paper));
            QVERIFY2(c >= 4.5, qPrintable(QString::number(c)));
        }
        compare::OverlayLegend legend;
        const double c = contrast(legend.palette().color(QPalette::WindowText),
                                  legend.palette().color(QPalette::Window));
        QVERIFY2(c >= 4.5, qPrintable(QString::number(c)));
    }
};

} // namespace tst_overlay_legend

#define OVERLAP_SUBJECT tst_overlay_legend
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_overlay_legend::TestOverlayLegend t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_overlay_legend.moc"

// The legend's samples: every role's sample stays inside the box it is given, and in the
// window's legend each sample sits whole inside its chip, and each chip inside the widget
// (issue 25: the first chip was cut at the widget's left edge, and a shape's patch ran over
// its chip's top and bottom).

#include "app/player/legend_widget.h"
#include "app/scene/legend_entries.h"
#include "app/scene/legend_swatch.h"
#include "core/trace/trace.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QtTest>

namespace tst_legend {

using namespace overlap;

namespace {

const QList<Role> kAllRoles{Role::Subject, Role::Construction, Role::Band,       Role::Region,
                            Role::Nearest, Role::Distance,     Role::Radius,     Role::Overlap,
                            Role::Gap,     Role::Depth,        Role::Separating, Role::Ghost,
                            Role::Verdict, Role::Shadow};

} // namespace

class TestLegend : public QObject {
    Q_OBJECT
  private slots:
    void everySampleStaysInItsBox() {
        // The window's sample box and the pictures' (step_render's legend).
        for (const QRectF box : {QRectF(20, 14, 30, 9), QRectF(20, 14, 26, 12)})
            for (Role role : kAllRoles)
                for (Owner owner : {Owner::None, Owner::A, Owner::B}) {
                    QImage image(80, 40, QImage::Format_ARGB32_Premultiplied);
                    image.fill(Qt::transparent);
                    {
                        QPainter p(&image);
                        p.setRenderHint(QPainter::Antialiasing);
                        scene::drawSwatch(p, role, box, owner);
                    }
                    const QRect inside = box.toAlignedRect();
                    int ink = 0;
                    for (int y = 0; y < image.height(); ++y)
                        for (int x = 0; x < image.width(); ++x) {
                            if (qAlpha(image.pixel(x, y)) == 0)
                                continue;
                            ++ink;
                            QVERIFY2(inside.contains(x, y),
                                     qPrintable(QStringLiteral("role %1 paints (%2, %3) outside %4")
                                                    .arg(int(role))
                                                    .arg(x)
                                                    .arg(y)
                                                    .arg(QString::number(box.left()))));
                        }
                    QVERIFY2(ink > 10, qPrintable(QStringLiteral("role %1").arg(int(role))));
                }
    }

    void theWindowsChipsHoldTheirSamples() {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh")})
            for (const int width : {260, 900}) {
                player::LegendWidget legend;
                // Every role, each in both shapes' colours (two samples a chip), the shapes too.
                QList<scene::LegendEntry> entries;
                for (Role r : kAllRoles)
                    entries.push_back({r,
                                       r == Role::Subject ? Owner::A : Owner::None,
                                       {{r, Owner::A}, {r, Owner::B, scene::Emphasis::Earlier}},
                                       {}});
                legend.setEntries(entries, language);
                legend.resize(width, legend.heightForWidth(width));
                const QRectF widget(legend.rect());
                for (int i = 0; i < kAllRoles.size(); ++i) {
                    const QRectF chip = legend.chipRect(i);
                    // Clear of every edge, the left one included.
                    QVERIFY2(widget.adjusted(1, 1, -1, -1).contains(chip),
                             qPrintable(QStringLiteral("chip %1 at x %2").arg(i).arg(chip.x())));
                    // The sample, all of whose ink is inside it, clear of the chip's outline.
                    QVERIFY(chip.adjusted(1, 1, -1, -1).contains(legend.sampleRect(i)));
                }
                // Nothing is painted in the widget's outermost column: nothing is cut there.
                const QImage image = legend.grab().toImage();
                const QRgb paper = image.pixel(image.width() / 2, image.height() - 1);
                for (int y = 0; y < image.height(); ++y)
                    QCOMPARE(image.pixel(0, y), paper);
            }
    }

    // The areas' line says which area the picture shows (the nine regions' found one, the
    // fold's quadrant, the rounded rect's cross), from the symbols its elements carry, in
    // both languages; an area with no name keeps the role's own name.
    void anAreasLineNamesTheAreasShown() {
        const auto regionLine = [](const Trace& t, int step, const QString& lang) {
            for (const scene::LegendEntry& e : scene::legendOf(t, step))
                if (e.role == Role::Region)
                    return e.name(lang);
            return QStringLiteral("(no line)");
        };
        Trace t;
        t.add("plain").primitives = {rectPolygon(Role::Region, {0, 0}, {2, 1})};
        t.add("found").primitives = {
            rectPolygon(Role::Region, {0, 0}, {2, 1}),
            withIndex(label(Role::Region, {1, 1}, Symbol::Region), 3),
            // A construction's symbols are not the area's.
            withIndex(point(Role::Construction, {0, 0}, Symbol::Corner), 2)};
        t.steps.back().fresh = true;
        t.add("cross").primitives = {label(Role::Region, {0, 0}, Symbol::CrossH),
                                     label(Role::Region, {0, 1}, Symbol::CrossV),
                                     rectPolygon(Role::Region, {0, 0}, {2, 1})};
        t.steps.back().fresh = true;
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")})
            QCOMPARE(regionLine(t, 0, lang), scene::roleName(Role::Region, lang));
        QCOMPARE(regionLine(t, 1, QStringLiteral("en")), QStringLiteral("region 3"));
        QCOMPARE(regionLine(t, 1, QStringLiteral("zh")), QStringLiteral("区域 3"));
        QCOMPARE(regionLine(t, 2, QStringLiteral("en")), QStringLiteral("wide rect, tall rect"));
        QCOMPARE(regionLine(t, 2, QStringLiteral("zh")),
                 QStringLiteral("横向扩展矩形、纵向扩展矩形"));
    }

    // A role's sample is a patch only where the picture fills an area in it: the shared part
    // is lesson 1's rect I, but a bar on a SAT axis, and the legend must say which.
    void aSampleIsAPatchOnlyWhereAnAreaIsFilled() {
        const auto overlapSample = [](const Primitive& p) {
            Trace t;
            t.add("s").primitives = {p};
            const QList<scene::LegendEntry> legend = scene::legendOf(t, 0);
            if (legend.size() != 1 || legend.front().samples.size() != 1)
                qFatal("one entry, one sample expected");
            return legend.front().samples.front();
        };
        const scene::LegendSample area = overlapSample(rectPolygon(Role::Overlap, {0, 0}, {2, 1}));
        const scene::LegendSample bar = overlapSample(segment(Role::Overlap, {0, 0}, {2, 0}));
        QCOMPARE(area.form, scene::SampleForm::Patch);
        QCOMPARE(bar.form, scene::SampleForm::Stroke);
        // Points alone are a dot (lesson 7's m in its construction colour); a point beside a
        // line is the line's stroke.
        QCOMPARE(overlapSample(point(Role::Construction, {0, 0})).form, scene::SampleForm::Dot);
        Trace both;
        both.add("s").primitives = {point(Role::Construction, {0, 0}),
                                    segment(Role::Construction, {0, 0}, {1, 0})};
        QCOMPARE(scene::legendOf(both, 0).front().samples.front().form, scene::SampleForm::Stroke);
        // An area's edge (nine regions' half-planes) shades its side in its own step only.
        Trace half;
        half.add("edge").primitives = {line(Role::Region, {0, 0}, {1, 0})};
        half.add("next").primitives = {point(Role::Nearest, {0, 0})};
        QCOMPARE(scene::legendOf(half, 0).front().samples.front().form, scene::SampleForm::Patch);
        QCOMPARE(scene::legendOf(half, 1).front().samples.front().form, scene::SampleForm::Stroke);
        QVERIFY(scene::styleOf(area).brush.style() != Qt::NoBrush);
        QCOMPARE(scene::styleOf(bar).brush.style(), Qt::NoBrush);
        // An arrow among a role's strokes (the fold's u beside d) makes its sample an arrow,
        // stroked, not filled.
        Trace arrows;
        arrows.add("s").primitives = {segment(Role::Overlap, {0, 0}, {1, 0}),
                                      arrow(Role::Overlap, {0, 1}, {1, 1})};
        const scene::LegendSample vector = scene::legendOf(arrows, 0).front().samples.front();
        QCOMPARE(vector.form, scene::SampleForm::Arrow);
        QCOMPARE(scene::styleOf(vector).brush.style(), Qt::NoBrush);
        // Drawn as a stroke: no fill colour inside the swatch's middle, above the line. A
        // dot paints its middle and leaves the box's ends, where a stroke reaches, paper.
        QImage image(40, 16, QImage::Format_ARGB32);
        for (const auto form : {scene::SampleForm::Patch, scene::SampleForm::Stroke,
                                scene::SampleForm::Arrow, scene::SampleForm::Dot}) {
            image.fill(Qt::white);
            QPainter p(&image);
            scene::drawSwatch(p, Role::Overlap, QRectF(2, 1, 36, 14), Owner::None,
                              scene::Emphasis::Current, form);
            p.end();
            const bool middleAbove = image.pixel(20, 5) != qRgb(255, 255, 255);
            const bool end = image.pixel(5, 8) != qRgb(255, 255, 255);
            const bool stroke =
                form == scene::SampleForm::Stroke || form == scene::SampleForm::Arrow;
            QCOMPARE(middleAbove, !stroke);
            QCOMPARE(end, form != scene::SampleForm::Dot);
            // An arrow's head, filled, above the line's right end; a plain stroke has none.
            if (stroke)
                QCOMPARE(image.pixel(32, 6) != qRgb(255, 255, 255),
                         form == scene::SampleForm::Arrow);
        }
    }
};

} // namespace tst_legend

#define OVERLAP_SUBJECT tst_legend
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_legend::TestLegend)
#include "tst_legend.moc"

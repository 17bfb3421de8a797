// Pictures drawn once and copied look as the shapes drawn directly. Dashed strokes copied as
// runs of whole periods (DashStrips): for each pen the scene uses, both ways along rows and
// columns, at sub-pixel places, whole and under a clip of part of the view, at twice the
// pixels; lines not along a row or a column are drawn as before, and a vector export keeps
// its dashes as lines. Polygons (PolygonPictures): a rect and a triangle in the scene's pens,
// copied from the second time on, and a dashed one never. The dots of a slanted dotted line
// are copied round dots with the ink of the square ones, in the same places.

#include "app/scene/dash_strips.h"
#include "app/scene/dashes.h"
#include "app/scene/dot_stamps.h"
#include "app/scene/polygon_pictures.h"

#include <QPainter>
#include <QPicture>
#include <QtTest>

#include <cstdlib>

namespace tst_copied_pictures {

using overlap::scene::dashStrips;
using overlap::scene::dotStamps;
using overlap::scene::strokeDashed;

namespace {

QPen penOf(double width, Qt::PenStyle style, QColor colour) {
    QPen pen(colour, width, style);
    pen.setCosmetic(true);
    return pen;
}

// The stroke on a paper of 300 x 300, clipped to clip, copying runs or not.
QImage drawn(const QPolygonF& points, const QPen& pen, const QRect& clip, bool copying,
             double phase = 0, double ratio = 1) {
    QImage image(int(300 * ratio), int(300 * ratio), QImage::Format_RGB32);
    image.setDevicePixelRatio(ratio);
    image.fill(QColor(0xfa, 0xfa, 0xf7));
    dashStrips().setEnabled(copying);
    dotStamps().setEnabled(copying);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setClipRect(clip);
    strokeDashed(&p, points, false, pen, QRectF(clip), phase);
    p.end();
    dashStrips().setEnabled(true);
    dotStamps().setEnabled(true);
    return image;
}

// The largest difference of a colour channel between two pictures.
int largestDifference(const QImage& a, const QImage& b) {
    int most = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            most = std::max({most, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                             std::abs(qBlue(p) - qBlue(q))});
        }
    return most;
}

// The ink laid on the paper: the darkening summed over pixels and channels.
double inkOf(const QImage& image) {
    const QRgb paper = image.pixel(0, 0);
    double ink = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            ink +=
                (qRed(paper) - qRed(p)) + (qGreen(paper) - qGreen(p)) + (qBlue(paper) - qBlue(p));
        }
    return ink;
}

// The largest difference of a colour channel between two pictures seen at a third of their
// size (each 3 x 3 block averaged): where the ink is, not how each pixel is shaded.
int largestDifferenceAtAThird(const QImage& a, const QImage& b) {
    const auto block = [](const QImage& image, int bx, int by, int channel) {
        int sum = 0;
        for (int y = 3 * by; y < 3 * by + 3; ++y)
            for (int x = 3 * bx; x < 3 * bx + 3; ++x) {
                const QRgb p = image.pixel(x, y);
                sum += channel == 0 ? qRed(p) : channel == 1 ? qGreen(p) : qBlue(p);
            }
        return sum / 9;
    };
    int most = 0;
    for (int by = 0; by < a.height() / 3; ++by)
        for (int bx = 0; bx < a.width() / 3; ++bx)
            for (int c = 0; c < 3; ++c)
                most = std::max(most, std::abs(block(a, bx, by, c) - block(b, bx, by, c)));
    return most;
}

int inkedPixels(const QImage& image) {
    int n = 0;
    const QRgb paper = image.pixel(0, 0);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixel(x, y) != paper;
    return n;
}

} // namespace

class TestCopiedPictures : public QObject {
    Q_OBJECT
  private slots:
    void aCopiedRunLooksAsItsDashes_data();
    void aCopiedRunLooksAsItsDashes();
    void aSlantedLineIsDrawnDashByDash();
    void aSlantedDottedLineCopiesItsDots_data();
    void aSlantedDottedLineCopiesItsDots();
    void aCopyIsAsSharpAtTwiceThePixels();
    void aVectorExportKeepsItsLines();
    void aCopiedPolygonLooksAsItsDrawing_data();
    void aCopiedPolygonLooksAsItsDrawing();
};

void TestCopiedPictures::aCopiedRunLooksAsItsDashes_data() {
    QTest::addColumn<QPen>("pen");
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<double>("phase");
    // The scene's dashed pens (role_style.cpp): widths 1 to 2.6, dashes, dots, dash-dots;
    // an opaque colour and a light one.
    const QList<std::pair<const char*, QPen>> pens{
        {"dash 1.2", penOf(1.2, Qt::DashLine, QColor(0x37, 0x41, 0x51))},
        {"dash-dot 1.6", penOf(1.6, Qt::DashDotLine, QColor(0x0e, 0x74, 0x90))},
        {"dot 1.0", penOf(1.0, Qt::DotLine, QColor(0xb4, 0x53, 0x09))},
        {"dash 2.6", penOf(2.6, Qt::DashLine, QColor(0x15, 0x80, 0x3d))},
        {"dash 2.4 see-through", penOf(2.4, Qt::DashLine, QColor(0x7c, 0x3a, 0xed, 120))},
        {"dot 1.4", penOf(1.4, Qt::DotLine, QColor(0x6d, 0x28, 0xd9))}};
    const QList<std::pair<const char*, std::pair<QPointF, QPointF>>> lines{
        {"right", {{3.3, 40.25}, {297.9, 40.25}}},
        {"left", {{296.6, 71.7}, {1.2, 71.7}}},
        {"down", {{120.45, 2.1}, {120.45, 298.3}}},
        {"up", {{200.8, 297.05}, {200.8, 4.6}}},
        {"whole pixels", {{0, 150}, {300, 150}}},
        {"short", {{10.5, 260.5}, {50.5, 260.5}}},
        {"beyond the paper", {{-900.3, 220.6}, {1200.7, 220.6}}}};
    for (const auto& [penName, pen] : pens)
        for (const auto& [lineName, ends] : lines)
            for (double phase : {0.0, 5.3})
                QTest::addRow("%s, %s, phase %g", penName, lineName, phase)
                    << pen << ends.first << ends.second << phase;
}

void TestCopiedPictures::aCopiedRunLooksAsItsDashes() {
    QFETCH(QPen, pen);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(double, phase);
    const QPolygonF line{from, to};
    const QRect all(0, 0, 300, 300);
    const QImage reference = drawn(line, pen, all, false, phase);
    QVERIFY(inkedPixels(reference) > 0);
    // The first time a run is seen it is drawn; from then on it is copied.
    drawn(line, pen, all, true, phase);
    const qint64 before = dashStrips().copies();
    const QImage copied = drawn(line, pen, all, true, phase);
    const bool long_ = QLineF(from, to).length() > 120;
    if (long_)
        QVERIFY2(dashStrips().copies() > before, "a long line along a row or column is copied");
    // Laid over the paper in one step, not dash by dash: a colour channel may round to the
    // next level where a dash's edge covers part of a pixel, and nowhere else.
    QVERIFY2(largestDifference(reference, copied) <= 1,
             qPrintable(QStringLiteral("differs by %1").arg(largestDifference(reference, copied))));
    QCOMPARE(inkedPixels(copied), inkedPixels(reference));

    // A repaint of part of the view (a drag's) puts the same dashes there.
    const QRect part(37, 23, 151, 209);
    const QImage partly = drawn(line, pen, part, true, phase);
    const QImage partReference = drawn(line, pen, part, false, phase);
    QVERIFY(largestDifference(partly, partReference) <= 1);
    QVERIFY(largestDifference(partly.copy(part), reference.copy(part)) <= 1);
}

void TestCopiedPictures::aSlantedLineIsDrawnDashByDash() {
    const QPen pen = penOf(1.2, Qt::DashLine, Qt::black);
    const QPolygonF line{{3.5, 4.5}, {290.5, 250.25}};
    const QRect all(0, 0, 300, 300);
    drawn(line, pen, all, true);
    const qint64 before = dashStrips().copies();
    const QImage copied = drawn(line, pen, all, true);
    QCOMPARE(dashStrips().copies(), before);
    QCOMPARE(copied, drawn(line, pen, all, false));
}

void TestCopiedPictures::aSlantedDottedLineCopiesItsDots_data() {
    QTest::addColumn<QPen>("pen");
    QTest::addColumn<double>("ratio");
    // The scene's dotted pens wider than a pixel (a hairline's dots are Qt's own).
    QTest::newRow("dot 1.4") << penOf(1.4, Qt::DotLine, QColor(0x64, 0x74, 0x8b)) << 1.0;
    QTest::newRow("dot 1.4, twice the pixels")
        << penOf(1.4, Qt::DotLine, QColor(0x64, 0x74, 0x8b)) << 2.0;
    QTest::newRow("dash-dot 1.6") << penOf(1.6, Qt::DashDotLine, QColor(0x0e, 0x74, 0x90)) << 1.0;
    QTest::newRow("dot 2.2") << penOf(2.2, Qt::DotLine, QColor(0xc2, 0x41, 0x0c)) << 1.0;
    QTest::newRow("dot 2.2 see-through")
        << penOf(2.2, Qt::DotLine, QColor(0xc2, 0x41, 0x0c, 140)) << 1.0;
}

void TestCopiedPictures::aSlantedDottedLineCopiesItsDots() {
    QFETCH(QPen, pen);
    QFETCH(double, ratio);
    const QPolygonF line{{3.5, 4.5}, {290.5, 250.25}, {20.3, 280.9}};
    const QRect all(0, 0, 300, 300);
    const QImage reference = drawn(line, pen, all, false, 0, ratio);
    const qint64 before = dotStamps().copies();
    const QImage copied = drawn(line, pen, all, true, 0, ratio);
    QVERIFY2(dotStamps().copies() > before, "a slanted line's dots are copied");
    // Round dots of the square ones' area, in the same places: as much ink, within the
    // tenth more Qt's rasterizer lays on a short wide line than its area.
    const double ink = inkOf(reference), copiedInk = inkOf(copied);
    QVERIFY(ink > 0);
    QVERIFY2(
        std::abs(copiedInk - ink) <= 0.12 * ink,
        qPrintable(QStringLiteral("ink copied %1, drawn dot by dot %2").arg(copiedInk).arg(ink)));
    const int apart = largestDifferenceAtAThird(reference, copied);
    QVERIFY2(apart <= 40, qPrintable(QStringLiteral("differs by %1 at a third").arg(apart)));
    // A repaint of part of the view puts the same dots there (and the dashes between them
    // as a whole repaint does, a channel may round to the next level).
    const QRect part(37, 23, 151, 209);
    const QImage partly = drawn(line, pen, part, true, 0, ratio);
    const QRect partOnDevice(QPoint(int(part.left() * ratio), int(part.top() * ratio)),
                             QSize(int(part.width() * ratio), int(part.height() * ratio)));
    QVERIFY(largestDifference(partly.copy(partOnDevice), copied.copy(partOnDevice)) <= 1);
}

void TestCopiedPictures::aCopyIsAsSharpAtTwiceThePixels() {
    const QPen pen = penOf(1.6, Qt::DashDotLine, QColor(0x0e, 0x74, 0x90));
    const QPolygonF line{{3.3, 40.25}, {297.9, 40.25}};
    const QRect all(0, 0, 300, 300);
    const QImage reference = drawn(line, pen, all, false, 0, 2);
    drawn(line, pen, all, true, 0, 2);
    const qint64 before = dashStrips().copies();
    const QImage copied = drawn(line, pen, all, true, 0, 2);
    QVERIFY(dashStrips().copies() > before);
    QVERIFY(largestDifference(reference, copied) <= 1);
    QCOMPARE(inkedPixels(copied), inkedPixels(reference));
}

void TestCopiedPictures::aVectorExportKeepsItsLines() {
    const QPen pen = penOf(1.6, Qt::DashDotLine, Qt::black);
    const QPolygonF line{{3.3, 40.25}, {297.9, 40.25}};
    for (int i = 0; i < 3; ++i) {
        QPicture picture;
        QPainter p(&picture);
        const qint64 before = dashStrips().copies();
        strokeDashed(&p, line, false, pen, QRectF(0, 0, 300, 300));
        p.end();
        QCOMPARE(dashStrips().copies(), before);
    }
}

void TestCopiedPictures::aCopiedPolygonLooksAsItsDrawing_data() {
    QTest::addColumn<QPolygonF>("polygon");
    QTest::addColumn<QPen>("pen");
    QTest::addColumn<QBrush>("brush");
    const QPolygonF rect{{40.3, 30.7}, {152.9, 30.7}, {152.9, 97.45}, {40.3, 97.45}};
    const QPolygonF triangle{{20.25, 200.5}, {180.6, 150.1}, {120.3, 280.9}};
    const QBrush shade(QColor(0x25, 0x63, 0xeb, 40));
    QTest::newRow("rect, wide outline, shaded")
        << rect << penOf(2.6, Qt::SolidLine, QColor(0xb9, 0x1c, 0x1c)) << shade;
    QTest::newRow("rect, no outline") << rect << QPen(Qt::NoPen) << shade;
    QTest::newRow("triangle, thin outline, no fill")
        << triangle << penOf(1.2, Qt::SolidLine, QColor(0x37, 0x41, 0x51)) << QBrush();
}

void TestCopiedPictures::aCopiedPolygonLooksAsItsDrawing() {
    QFETCH(QPolygonF, polygon);
    QFETCH(QPen, pen);
    QFETCH(QBrush, brush);
    overlap::scene::PolygonPictures pictures;
    const auto draw = [&](bool copy, bool& copied) {
        QImage image(300, 300, QImage::Format_RGB32);
        image.fill(QColor(0xfa, 0xfa, 0xf7));
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        copied = copy && pictures.draw(&p, polygon, pen, brush, Qt::OddEvenFill);
        if (!copied) {
            p.setPen(pen);
            p.setBrush(brush);
            p.drawPolygon(polygon, Qt::OddEvenFill);
        }
        return image;
    };
    bool copied = false;
    const QImage reference = draw(false, copied);
    draw(true, copied);
    QVERIFY2(!copied, "the first time, drawn directly");
    const QImage again = draw(true, copied);
    QVERIFY2(copied, "the second time, copied");
    // Laid over the paper in one step: an edge pixel may round to the next level.
    QVERIFY2(largestDifference(reference, again) <= 1,
             qPrintable(QStringLiteral("differs by %1").arg(largestDifference(reference, again))));
    QCOMPARE(inkedPixels(again), inkedPixels(reference));

    // A dashed outline is never a picture.
    QImage image(300, 300, QImage::Format_RGB32);
    QPainter p(&image);
    for (int i = 0; i < 2; ++i)
        QVERIFY(!pictures.draw(&p, polygon, penOf(1.2, Qt::DashLine, Qt::black), brush,
                               Qt::OddEvenFill));
}

} // namespace tst_copied_pictures

#define OVERLAP_SUBJECT tst_copied_pictures
#include "tests/support/subject_main.h"
QTEST_MAIN(tst_copied_pictures::TestCopiedPictures)
#include "tst_copied_pictures.moc"

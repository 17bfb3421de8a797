#include "app/compare/overlay_request.h"

#include "core/algorithms.h"

#include <array>

namespace overlap::compare {

namespace {

QRgb zoneColour(ZoneScheme scheme, std::uint8_t zone) {
    constexpr int a = 90; // light enough that the construction stays readable on top
    const QRgb inside = qRgba(34, 160, 90, a), edge = qRgba(59, 130, 246, a),
               cross = qRgba(147, 51, 234, a), corner = qRgba(245, 158, 11, a);
    switch (scheme) {
    case ZoneScheme::NineRegions:
        return zone == 5 ? inside : zone % 2 == 0 ? edge : corner;
    case ZoneScheme::RoundedRect: {
        const std::array<QRgb, 5> c{0u, inside, edge, cross, corner};
        return c[std::min<std::size_t>(zone, 4)];
    }
    case ZoneScheme::FoldBands: {
        const std::array<QRgb, 4> band{inside, edge, cross, corner};
        const QRgb base = band[zone % 4];
        // Alternate quadrants a little darker, so the fold lines show.
        return (zone / 4) % 2 == 0
                   ? base
                   : qRgba(qRed(base) * 3 / 4, qGreen(base) * 3 / 4, qBlue(base) * 3 / 4, a + 30);
    }
    case ZoneScheme::Verdict:
        break;
    }
    return 0;
}

QRgb verdictColour(PlaneVerdict v) {
    switch (v) {
    case PlaneVerdict::Apart:
        return 0;
    case PlaneVerdict::Touching:
        return qRgba(217, 119, 6, 255);
    case PlaneVerdict::Overlap:
        return qRgba(34, 160, 90, 80);
    case PlaneVerdict::Contradiction:
        return qRgba(219, 39, 119, 220);
    case PlaneVerdict::Refused:
        return qRgba(120, 120, 120, 60);
    }
    return 0;
}

QImage emptyImage(const PlaneGrid& g) {
    QImage img(g.cols, g.rows, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    return img;
}

// Thin sets (touching points, a disagreement on one line) are single samples: draw them
// one sample larger on every side so they can be seen.
template <class Pred> void paintDilated(QImage& img, const PlaneGrid& g, Pred hit, QRgb colour) {
    const QRgb premul = qPremultiply(colour);
    for (int j = 0; j < g.rows; ++j)
        for (int i = 0; i < g.cols; ++i)
            if (hit(std::size_t(j) * std::size_t(g.cols) + std::size_t(i)))
                for (int y = std::max(0, j - 1); y <= std::min(g.rows - 1, j + 1); ++y)
                    for (int x = std::max(0, i - 1); x <= std::min(g.cols - 1, i + 1); ++x)
                        img.setPixel(x, y, premul);
}

} // namespace

OverlayResult computeOverlays(const OverlayRequest& request, const CancelCheck& cancelled) {
    OverlayResult out;
    out.generation = request.generation;
    out.grid = request.grid;
    const PlaneGrid& g = request.grid;
    for (qsizetype p = 0; p < request.methods.size(); ++p) {
        const OverlayKind kind = request.kinds.value(p, OverlayKind::Off);
        const Algorithm* alg = findAlgorithm(request.methods[p].toStdString());
        if (!alg) {
            out.error = QStringLiteral("no method %1").arg(request.methods[p]);
            out.panes.append(QImage());
            continue;
        }
        ZoneScheme scheme = zoneSchemeOf(*alg);
        if (kind == OverlayKind::Off) {
            out.panes.append(QImage());
            continue;
        }
        QImage img = emptyImage(g);
        if (kind == OverlayKind::Regions && scheme != ZoneScheme::Verdict) {
            const auto zones = planeZones(scheme, request.moving, request.fixed, g);
            if (!zones.empty()) {
                for (int j = 0; j < g.rows; ++j)
                    for (int i = 0; i < g.cols; ++i)
                        img.setPixel(
                            i, j,
                            qPremultiply(zoneColour(
                                scheme,
                                zones[std::size_t(j) * std::size_t(g.cols) + std::size_t(i)])));
                out.panes.append(img);
                continue;
            }
        }
        const auto verdicts = planeVerdicts(*alg, request.moving, request.fixed, g, cancelled);
        for (int j = 0; j < g.rows; ++j)
            for (int i = 0; i < g.cols; ++i) {
                const PlaneVerdict v =
                    verdicts[std::size_t(j) * std::size_t(g.cols) + std::size_t(i)];
                if (v != PlaneVerdict::Touching && v != PlaneVerdict::Contradiction)
                    img.setPixel(i, j, qPremultiply(verdictColour(v)));
            }
        for (PlaneVerdict thin : {PlaneVerdict::Touching, PlaneVerdict::Contradiction})
            paintDilated(
                img, g, [&](std::size_t k) { return verdicts[k] == thin; }, verdictColour(thin));
        out.panes.append(img);
    }
    if (!request.mapFirst.isEmpty() && !request.mapSecond.isEmpty()) {
        const Algorithm* x = findAlgorithm(request.mapFirst.toStdString());
        const Algorithm* y = findAlgorithm(request.mapSecond.toStdString());
        if (!x || !y) {
            out.error =
                QStringLiteral("no method %1").arg(!x ? request.mapFirst : request.mapSecond);
            return out;
        }
        const auto differ = planeDisagreement(*x, *y, request.moving, request.fixed,
                                              request.touching, g, cancelled);
        out.disagreement = emptyImage(g);
        for (auto d : differ)
            out.disagreements += d;
        paintDilated(
            out.disagreement, g, [&](std::size_t k) { return differ[k] != 0; },
            qRgba(220, 38, 38, 150));
    }
    return out;
}

} // namespace overlap::compare

#include "app/compare/overlay_request.h"

#include "core/algorithms.h"

#include <algorithm>
#include <array>

namespace overlap::compare {

namespace {

QRgb rgbaOf(OverlayMeaning m) {
    return meaningFill(m).rgba();
}

QImage emptyImage(const PlaneGrid& g) {
    QImage img(g.cols, g.rows, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    return img;
}

} // namespace

void paintDilated(QImage& img, const PlaneGrid& g, const std::function<bool(std::size_t)>& hit,
                  QRgb colour) {
    const QRgb premul = qPremultiply(colour);
    for (int j = 0; j < g.rows; ++j)
        for (int i = 0; i < g.cols; ++i)
            if (hit(std::size_t(j) * std::size_t(g.cols) + std::size_t(i)))
                for (int y = std::max(0, j - 1); y <= std::min(g.rows - 1, j + 1); ++y)
                    for (int x = std::max(0, i - 1); x <= std::min(g.cols - 1, i + 1); ++x)
                        img.setPixel(x, y, premul);
}

bool sameSamples(const PlaneGrid& x, const PlaneGrid& y) {
    if (x.step != y.step || x.cols != y.cols || x.rows != y.rows)
        return false;
    for (int i = 0; i < x.cols; ++i)
        if (x.point(i, 0).x != y.point(i, 0).x)
            return false;
    for (int j = 0; j < x.rows; ++j)
        if (x.point(0, j).y != y.point(0, j).y)
            return false;
    return true;
}

bool OverlayRequest::sameWork(const OverlayRequest& o) const {
    // movedTo() is all the maps take of the moving shape (the batch rows its radius).
    const bool sameMover =
        sweep ? moving == o.moving : movedTo(moving, {}) == movedTo(o.moving, {});
    return methods == o.methods && kinds == o.kinds && mapFirst == o.mapFirst &&
           mapSecond == o.mapSecond && sweep == o.sweep && sameMover && fixed == o.fixed &&
           touching == o.touching && sameSamples(grid, o.grid);
}

QTransform sampleTransform(const PlaneGrid& g) {
    QTransform t;
    const Vec2 corner = g.point(0, 0);
    t.translate(corner.x - g.step / 2, corner.y - g.step / 2);
    t.scale(g.step, g.step);
    return t;
}

OverlayResult computeOverlays(const OverlayRequest& request, const CancelCheck& cancelled) {
    OverlayResult out;
    out.generation = request.generation;
    out.grid = request.grid;
    const PlaneGrid& g = request.grid;
    std::array<QRgb, std::size_t(OverlayMeaning::Refused) + 1> premultiplied{};
    for (std::size_t m = 0; m < premultiplied.size(); ++m)
        premultiplied[m] = qPremultiply(rgbaOf(OverlayMeaning(m)));
    for (qsizetype p = 0; p < request.methods.size(); ++p) {
        const OverlayKind kind = request.kinds.value(p, OverlayKind::Off);
        const Algorithm* alg = findAlgorithm(request.methods[p].toStdString());
        // Each pane's image, the meanings it shades and the numbers it writes, appended
        // together so that index p is pane p in all three.
        QImage img;
        std::array<bool, std::size_t(OverlayMeaning::Refused) + 1> seen{};
        QList<RegionNumber> numbers;
        const auto shade = [&](int i, int j, OverlayMeaning m) {
            img.setPixel(i, j, premultiplied[std::size_t(m)]);
            seen[std::size_t(m)] = true;
        };
        if (!alg)
            out.error = QStringLiteral("no method %1").arg(request.methods[p]);
        const ZoneScheme scheme = alg ? zoneSchemeOf(*alg) : ZoneScheme::Verdict;
        bool zoned = false;
        if (alg && kind == OverlayKind::Regions && scheme != ZoneScheme::Verdict) {
            const auto zones = planeZones(scheme, request.moving, request.fixed, g);
            if (!zones.empty()) {
                img = emptyImage(g);
                for (int j = 0; j < g.rows; ++j)
                    for (int i = 0; i < g.cols; ++i)
                        if (const auto m = zoneMeaning(
                                scheme,
                                zones[std::size_t(j) * std::size_t(g.cols) + std::size_t(i)]))
                            shade(i, j, *m);
                if (scheme == ZoneScheme::NineRegions)
                    numbers = regionNumbers(request.fixed);
                zoned = true;
            }
        }
        if (alg && kind != OverlayKind::Off && !zoned) {
            img = emptyImage(g);
            const auto verdicts = planeVerdicts(*alg, request.moving, request.fixed, g, cancelled);
            // A moving method's verdicts are said of the move: hit, graze, miss.
            const auto meaning = [&](PlaneVerdict v) {
                return alg->swept.empty() ? verdictMeaning(v) : movingMeaning(verdictMeaning(v));
            };
            for (int j = 0; j < g.rows; ++j)
                for (int i = 0; i < g.cols; ++i) {
                    const PlaneVerdict v =
                        verdicts[std::size_t(j) * std::size_t(g.cols) + std::size_t(i)];
                    if (v != PlaneVerdict::Touching && v != PlaneVerdict::Contradiction)
                        shade(i, j, meaning(v));
                }
            for (PlaneVerdict thin : {PlaneVerdict::Touching, PlaneVerdict::Contradiction}) {
                const auto hit = [&](std::size_t k) { return verdicts[k] == thin; };
                if (std::any_of(verdicts.begin(), verdicts.end(),
                                [thin](PlaneVerdict v) { return v == thin; })) {
                    paintDilated(img, g, hit, rgbaOf(meaning(thin)));
                    seen[std::size_t(meaning(thin))] = true;
                }
            }
        }
        QList<OverlayMeaning> meanings;
        for (std::size_t m = 0; m < seen.size(); ++m)
            if (seen[m])
                meanings << OverlayMeaning(m);
        out.panes.append(img);
        out.meanings.append(meanings);
        out.numbers.append(numbers);
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
            disagreementFill().rgba());
    }
    return out;
}

} // namespace overlap::compare

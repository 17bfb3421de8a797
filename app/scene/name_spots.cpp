#include "app/scene/name_spots.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <tuple>
#include <vector>

namespace overlap::scene {

namespace {

// How far a point lies outside a polygon (negative inside), as the nearest point of its
// outline: each edge's nearest point is found by squared distances, and only the edges
// within rounding of the nearest are measured with std::hypot (most of the work, else).
class OutsideDistance {
  public:
    explicit OutsideDistance(const QPolygonF& polygon) : polygon_(polygon) {
        const qsizetype n = polygon.size();
        edges_.reserve(std::size_t(n));
        for (qsizetype k = 0; k < n; ++k) {
            const QPointF a = polygon[k], b = polygon[(k + 1) % n], ab = b - a;
            edges_.push_back({a, ab, QPointF::dotProduct(ab, ab)});
        }
        offsets_.resize(edges_.size());
        boundsDecide_ = boundsDecideInside();
    }

    double operator()(QPointF q) {
        if (polygon_.size() < 3)
            return 0.0;
        double least2 = std::numeric_limits<double>::infinity();
        for (std::size_t k = 0; k < edges_.size(); ++k) {
            const Edge& e = edges_[k];
            const double t = e.len2 > 0
                                 ? std::clamp(QPointF::dotProduct(q - e.a, e.ab) / e.len2, 0.0, 1.0)
                                 : 0.0;
            offsets_[k] = e.a + t * e.ab - q;
            least2 = std::min(least2, squared(offsets_[k]));
        }
        // std::hypot errs by an ulp and a square by a few: an edge nearer than the nearest
        // square's is within a millionth of it. Squares too large or too small to trust
        // (or none) send every edge to std::hypot.
        const bool tiesOnly = least2 >= 1e-200 && least2 <= 1e200;
        const double within = least2 * (1 + 1e-6);
        double best = 1e300;
        for (const QPointF n : offsets_)
            if (!tiesOnly || squared(n) <= within)
                best = std::min(best, std::hypot(n.x(), n.y()));
        return inside(q) ? -best : best;
    }

  private:
    struct Edge {
        QPointF a, ab;
        double len2;
    };
    static double squared(QPointF v) { return v.x() * v.x() + v.y() * v.y(); }

    // QPolygonF::containsPoint() counts the edges that cross the point's row at or right of
    // it: none for a point above, below or well right of every vertex.
    bool inside(QPointF q) const {
        if (q.y() < minY_ || q.y() >= maxY_ || (boundsDecide_ && q.x() > rightOfAll_))
            return false;
        return polygon_.containsPoint(q, Qt::OddEvenFill);
    }
    // Whether a crossing's x, as containsPoint() computes it, surely lies within rounding
    // of its edge: coordinates of moderate size and no edge so nearly flat that its slope
    // could overflow.
    bool boundsDecideInside() {
        minY_ = std::numeric_limits<double>::infinity();
        maxY_ = -minY_;
        double minX = minY_, maxX = maxY_;
        bool moderate = true;
        for (const Edge& e : edges_) {
            const QPointF v = e.a;
            minX = std::min(minX, v.x());
            maxX = std::max(maxX, v.x());
            minY_ = std::min(minY_, v.y());
            maxY_ = std::max(maxY_, v.y());
            moderate = moderate && std::abs(v.x()) <= 1e100 && std::abs(v.y()) <= 1e100 &&
                       (e.ab.y() == 0 || std::abs(e.ab.y()) >= 1e-100);
        }
        if (!(minY_ <= maxY_)) { // a NaN: every point goes to containsPoint()
            minY_ = -std::numeric_limits<double>::infinity();
            maxY_ = std::numeric_limits<double>::infinity();
            return false;
        }
        rightOfAll_ = maxX + 1e-9 * (1 + std::abs(minX) + std::abs(maxX));
        return moderate;
    }

    const QPolygonF& polygon_;
    std::vector<Edge> edges_;
    std::vector<QPointF> offsets_; // from a point to each edge's nearest point
    double minY_ = 0, maxY_ = 0, rightOfAll_ = 0;
    bool boundsDecide_ = false;
};

QList<std::pair<QPointF, QPointF>> spotsOf(const QPolygonF& own, const QPolygonF& other,
                                           bool polygon) {
    QPointF centre;
    for (QPointF v : own)
        centre += v;
    centre /= double(own.size());
    OutsideDistance distanceOutside(other);
    std::vector<std::tuple<double, QPointF, QPointF>> scored;
    scored.reserve(std::size_t(own.size()) * (polygon ? 3 : 1));
    for (qsizetype k = 0; k < own.size(); ++k) {
        const QPointF a = own[k], b = own[(k + 1) % own.size()];
        static constexpr double kAlongEdge[] = {0.3, 0.5, 0.7};
        for (int j = 0; j < (polygon ? 3 : 1); ++j) {
            const double t = polygon ? kAlongEdge[j] : 0.0;
            const QPointF q = a + t * (b - a);
            const double score =
                distanceOutside(q) + 0.02 * ((q - centre).y() + 0.5 * (q - centre).x());
            QPointF out = q - centre;
            if (polygon) {
                out = QPointF(b.y() - a.y(), a.x() - b.x());
                if (QPointF::dotProduct(out, q - centre) < 0)
                    out = -out;
            }
            scored.push_back({score, q, out});
        }
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& x, const auto& y) { return std::get<0>(x) > std::get<0>(y); });
    QList<std::pair<QPointF, QPointF>> spots;
    spots.reserve(qsizetype(scored.size()));
    for (const auto& [score, q, out] : scored)
        spots.push_back({q, out});
    return spots;
}

} // namespace

QList<std::pair<QPointF, QPointF>> nameSpots(const QPolygonF& own, const QPolygonF& other,
                                             bool polygon) {
    // Compare mode's panes name the same two shapes on every move: the latest answers are
    // kept (per thread, as scenes are also drawn off the UI thread).
    struct Answer {
        QPolygonF own, other;
        bool polygon;
        QList<std::pair<QPointF, QPointF>> spots;
    };
    thread_local std::array<Answer, 4> kept;
    thread_local std::size_t next = 0;
    const auto same = [](const QPolygonF& x, const QPolygonF& y) {
        return x.size() == y.size() && std::memcmp(x.constData(), y.constData(),
                                                   sizeof(QPointF) * std::size_t(x.size())) == 0;
    };
    for (const Answer& a : kept)
        if (a.polygon == polygon && same(a.own, own) && same(a.other, other) && !a.spots.isEmpty())
            return a.spots;
    Answer& fresh = kept[next++ % kept.size()];
    fresh = {own, other, polygon, spotsOf(own, other, polygon)};
    return fresh.spots;
}

} // namespace overlap::scene

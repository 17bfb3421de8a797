#pragma once

#include "app/compare/overlay_palette.h"
#include "core/compare/plane_map.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"

#include <QImage>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QTransform>

#include <functional>

namespace overlap::compare {

// What a pane shades the plane with.
enum class OverlayKind {
    Off,
    Regions, // the method's own zones (nine regions, rounded rect, fold bands)
    Verdict, // apart, touching, overlap as the method says
};

// Everything one overlay computation needs, copied so that a worker thread owns it.
struct OverlayRequest {
    quint64 generation = 0;
    QList<QString> methods; // one per pane
    QList<OverlayKind> kinds;
    QString mapFirst, mapSecond; // the disagreement map's two methods; empty: no map
    Shape moving, fixed;         // the map moves `moving`'s centre over the plane
    Touching touching = Touching::Counts;
    // Moving methods: `moving` stays where it is and each sample is where its move ends.
    bool sweep = false;
    PlaneGrid grid;
    // The same work (the generation aside): asking again would change nothing. The maps
    // move `moving` to every sample, so where it stands now does not matter, only its
    // shape; a snapped drag keeps the same samples, so it asks for no new maps. A sweep's
    // maps start from where it stands, so there that matters too.
    bool sameWork(const OverlayRequest& o) const;
};

// The same sample points, in the same order: the same maps, placed the same way.
bool sameSamples(const PlaneGrid& x, const PlaneGrid& y);

// Pictures over the request's grid, one pixel a sample. Row j of an image is row j of the
// grid (bottom row first): the y-up world transform places it with no flip.
struct OverlayResult {
    quint64 generation = 0;
    PlaneGrid grid;
    QList<QImage> panes;      // per pane; a null image for Off
    QImage disagreement;      // null without a map
    qint64 disagreements = 0; // samples where the map's methods disagree
    QString error;            // a method id that does not exist, say
    // Per pane: what its image shades (in OverlayMeaning order), for its legend, and the
    // nine-region numbers it writes on the plane (none but for nine-region zones).
    QList<QList<OverlayMeaning>> meanings;
    QList<QList<RegionNumber>> numbers;
};

// Paints `colour` on every sample where hit(k) (k row-major) and on the samples around it:
// thin sets (touching points, a disagreement on one line) are single samples otherwise.
void paintDilated(QImage& img, const PlaneGrid& g, const std::function<bool(std::size_t)>& hit,
                  QRgb colour);

// Places a picture of the grid (one pixel a sample, row 0 at the bottom) in world units: each
// pixel centred on its sample.
QTransform sampleTransform(const PlaneGrid& g);

// The work itself: pure, thread-safe, checks `cancelled` between rows.
OverlayResult computeOverlays(const OverlayRequest& request, const CancelCheck& cancelled = {});

} // namespace overlap::compare

Q_DECLARE_METATYPE(overlap::compare::OverlayResult)

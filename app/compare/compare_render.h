#pragma once

#include "app/compare/overlay_request.h"
#include "app/lessons/pitfall_notes.h"

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

namespace overlap::compare {

// A compare layout as a picture, for the README and tests: the methods side by side at
// their verdicts, the disagreement map of the first two on. The scenario is the pair's
// starting one, or a pitfall's counterexample when a pitfall is among the methods.
struct ComparePicture {
    QStringList methods;
    QSize size{1400, 900};
    QList<lessons::PitfallNote> notes;
    OverlayKind overlay = OverlayKind::Off; // in every pane
};

// Writes a PNG; false with the reason (an unknown method, methods of different shapes,
// a file that cannot be written).
bool writeCompare(const ComparePicture& picture, const QString& file, QString* why);

// The pitfall gallery open at one pitfall (its id), in a language, as a PNG.
struct GalleryPicture {
    QString pitfall;
    QString language = QStringLiteral("en");
    QSize size{1400, 900};
    QList<lessons::PitfallNote> notes;
};
bool writeGallery(const GalleryPicture& picture, const QString& file, QString* why);

} // namespace overlap::compare

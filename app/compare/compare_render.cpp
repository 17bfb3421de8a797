#include "app/compare/compare_render.h"

#include "app/cli/finder.h"
#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/compare/overlay_scheduler.h"
#include "app/compare/pitfall_gallery.h"
#include "app/model/scenario_model.h"
#include "core/algorithms.h"

#include <QCoreApplication>
#include <QImage>
#include <QPixmap>

namespace overlap::compare {

namespace {
// A picture waits for its maps as long as they take: they run at low priority (the window's
// painting goes first), so a machine busy with other work slows them a great deal; only a
// hang should end the wait.
constexpr int kPictureWaitMs = 10 * 60 * 1000;
} // namespace

bool writeCompare(const ComparePicture& picture, const QString& file, QString* why) {
    const auto fail = [why](const QString& text) {
        if (why)
            *why = text;
        return false;
    };
    if (picture.methods.size() < 2 || picture.methods.size() > 4)
        return fail(
            QStringLiteral("compare takes 2 to 4 methods, not %1").arg(picture.methods.size()));
    const Algorithm* first = nullptr;
    for (const QString& id : picture.methods) {
        const Algorithm* a = findAlgorithm(id.toStdString());
        if (!a)
            return fail(QStringLiteral("no method %1 (overlap-cli algorithms lists them)").arg(id));
        // The finder's rule: a circle and an axis-aligned rect suit circle-rect and
        // circle-rotated methods alike, two axis-aligned rects suit every rect-rect method.
        if (first && cli::incompatibility(*first, *a))
            return fail(
                QStringLiteral("%1 takes other shapes than %2").arg(id, picture.methods.front()));
        first = first ? first : a;
    }
    CompareMode mode;
    mode.resize(picture.size);
    mode.setAttribute(Qt::WA_DontShowOnScreen);
    mode.show();
    mode.loadPair(first->pair);
    for (const lessons::PitfallNote& n : picture.notes)
        if (picture.methods.contains(n.id)) {
            mode.setScenario(n.scene);
            break;
        }
    mode.setMethods(picture.methods);
    if (mode.methods() != picture.methods)
        return fail(QStringLiteral("%1 do not all take the same shapes")
                        .arg(picture.methods.join(QStringLiteral(", "))));
    mode.setMap(picture.methods[0], picture.methods[1]);
    mode.setOverlays(picture.overlay);
    QCoreApplication::processEvents();
    mode.fit();
    mode.last();
    if (!mode.scheduler()->waitForIdle(kPictureWaitMs))
        return fail(QStringLiteral("the disagreement map took too long"));
    QCoreApplication::processEvents();
    const QImage image = mode.grab().toImage();
    if (!image.save(file, "PNG"))
        return fail(QStringLiteral("cannot write %1").arg(file));
    return true;
}

bool writeGallery(const GalleryPicture& picture, const QString& file, QString* why) {
    int index = -1;
    QStringList ids;
    for (int i = 0; i < picture.notes.size(); ++i) {
        ids << picture.notes[i].id;
        if (picture.notes[i].id == picture.pitfall)
            index = i;
    }
    if (index < 0) {
        if (why)
            *why = QStringLiteral("no pitfall %1 (there are: %2)")
                       .arg(picture.pitfall, ids.join(QStringLiteral(", ")));
        return false;
    }
    PitfallGallery gallery(picture.notes);
    gallery.resize(picture.size);
    gallery.setAttribute(Qt::WA_DontShowOnScreen);
    gallery.show();
    gallery.setLanguage(picture.language);
    gallery.showPitfall(index);
    QCoreApplication::processEvents();
    gallery.compare()->fit();
    if (!gallery.compare()->scheduler()->waitForIdle(kPictureWaitMs)) {
        if (why)
            *why = QStringLiteral("the disagreement map took too long");
        return false;
    }
    QCoreApplication::processEvents();
    if (!gallery.grab().toImage().save(file, "PNG")) {
        if (why)
            *why = QStringLiteral("cannot write %1").arg(file);
        return false;
    }
    return true;
}

} // namespace overlap::compare

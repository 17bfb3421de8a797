// The core's method titles are English by design; the app shows them through the
// "Methods" translation context. This list is what lupdate reads them from, so a title
// changed in core/method_table.h or core/sweep/sweep_table.h must change here too (tst_i18n checks
// they match).

#include "app/i18n/method_titles.h"

#include "core/algorithms.h"

#include <QCoreApplication>

namespace overlap::i18n {

const char* const kMethodTitles[] = {
    QT_TRANSLATE_NOOP("Methods", "Rect vs rect: intersection rectangle"),
    QT_TRANSLATE_NOOP("Methods", "Rect vs rect: separation test"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs circle: distance"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs circle: squared distance"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs rect: nearest point (clamp)"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs rect: rounded-rect regions"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs rect: nine regions by cross products"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs rect: fold into the first quadrant"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs rotated rect: nine regions"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs rotated rect: rotate back, then clamp"),
    QT_TRANSLATE_NOOP("Methods", "Circle vs rotated rect: rotate back, then fold"),
    QT_TRANSLATE_NOOP("Methods", "Rect vs rect: separating axis theorem"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: clamp with the y-branch typo"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: nine regions without the absolute value"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: nine regions walked in screen order"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: rotate the centre by +θ"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: degrees passed to cos and sin"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: cos 90° is not 0"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: bounding boxes of turned rects"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: separating axes of rect a only"),
    QT_TRANSLATE_NOOP("Methods", "Moving circle vs rect: swept test"),
    QT_TRANSLATE_NOOP("Methods", "Moving rect vs rect: slab method"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: testing only the frames"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: the rect grown as a box"),
    QT_TRANSLATE_NOOP("Methods", "Pitfall: testing rects only at the frames"),
};
const std::size_t kMethodTitleCount = std::size(kMethodTitles);

// The names: each title's words after "<shapes>: " (core's methodName), translated alone.
const char* const kMethodNames[] = {
    QT_TRANSLATE_NOOP("Methods", "intersection rectangle"),
    QT_TRANSLATE_NOOP("Methods", "separation test"),
    QT_TRANSLATE_NOOP("Methods", "distance"),
    QT_TRANSLATE_NOOP("Methods", "squared distance"),
    QT_TRANSLATE_NOOP("Methods", "nearest point (clamp)"),
    QT_TRANSLATE_NOOP("Methods", "rounded-rect regions"),
    QT_TRANSLATE_NOOP("Methods", "nine regions by cross products"),
    QT_TRANSLATE_NOOP("Methods", "fold into the first quadrant"),
    QT_TRANSLATE_NOOP("Methods", "nine regions"),
    QT_TRANSLATE_NOOP("Methods", "rotate back, then clamp"),
    QT_TRANSLATE_NOOP("Methods", "rotate back, then fold"),
    QT_TRANSLATE_NOOP("Methods", "separating axis theorem"),
    QT_TRANSLATE_NOOP("Methods", "clamp with the y-branch typo"),
    QT_TRANSLATE_NOOP("Methods", "nine regions without the absolute value"),
    QT_TRANSLATE_NOOP("Methods", "nine regions walked in screen order"),
    QT_TRANSLATE_NOOP("Methods", "rotate the centre by +θ"),
    QT_TRANSLATE_NOOP("Methods", "degrees passed to cos and sin"),
    QT_TRANSLATE_NOOP("Methods", "cos 90° is not 0"),
    QT_TRANSLATE_NOOP("Methods", "bounding boxes of turned rects"),
    QT_TRANSLATE_NOOP("Methods", "separating axes of rect a only"),
    QT_TRANSLATE_NOOP("Methods", "swept test"),
    QT_TRANSLATE_NOOP("Methods", "slab method"),
    QT_TRANSLATE_NOOP("Methods", "testing only the frames"),
    QT_TRANSLATE_NOOP("Methods", "the rect grown as a box"),
    QT_TRANSLATE_NOOP("Methods", "testing rects only at the frames"),
};
const std::size_t kMethodNameCount = std::size(kMethodNames);

QString methodTitle(const QString& id) {
    const Algorithm* a = findAlgorithm(id.toStdString());
    if (!a)
        return id;
    const std::string title(a->title);
    return QCoreApplication::translate("Methods", title.c_str());
}

QString methodName(const QString& id) {
    const Algorithm* a = findAlgorithm(id.toStdString());
    if (!a)
        return id;
    const std::string name(overlap::methodName(*a));
    return QCoreApplication::translate("Methods", name.c_str());
}

} // namespace overlap::i18n

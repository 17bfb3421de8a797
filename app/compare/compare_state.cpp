#include "app/compare/compare_state.h"

#include <algorithm>

namespace overlap::compare {

CompareState withMethods(CompareState s, const QStringList& ids, const QStringList& choices) {
    QStringList chosen;
    for (const QString& id : ids)
        if (choices.contains(id) && chosen.size() < 4)
            chosen << id;
    for (const QString& c : choices)
        if (chosen.size() < 2 && !chosen.contains(c))
            chosen << c;
    s.methods = chosen;
    while (s.methods.size() < 2)
        s.methods << QString(); // a pane with no method still shows the shapes
    s.overlays = s.overlays.mid(0, s.methods.size());
    while (s.overlays.size() < s.methods.size())
        s.overlays << OverlayKind::Off;
    s.mapFirst = chosen.value(0);
    s.mapSecond = chosen.value(std::min<qsizetype>(1, chosen.size() - 1));
    return s;
}

QStringList lessonMethods(const QStringList& lessonIds, const QStringList& choices) {
    const auto pitfall = [](const QString& id) {
        const Algorithm* a = findAlgorithm(id.toStdString());
        return a && a->pitfall;
    };
    QStringList ids;
    for (const QString& id : lessonIds + choices)
        if (ids.size() < 4 && choices.contains(id) && !pitfall(id) && !ids.contains(id))
            ids << id;
    if (ids.size() >= 2)
        return ids;
    const auto variantOfShown = [&](const QString& id) {
        const Algorithm* a = findAlgorithm(id.toStdString());
        return ids.contains(QString::fromUtf8(a->correct.data(), qsizetype(a->correct.size())));
    };
    for (bool ofShown : {true, false})
        for (const QString& id : choices)
            if (ids.size() < 4 && pitfall(id) && variantOfShown(id) == ofShown && !ids.contains(id))
                ids << id;
    return ids;
}

CompareState withMap(CompareState s, const QString& first, const QString& second) {
    s.map = !first.isEmpty() && !second.isEmpty();
    if (!first.isEmpty() && s.methods.contains(first))
        s.mapFirst = first;
    if (!second.isEmpty() && s.methods.contains(second))
        s.mapSecond = second;
    return s;
}

document::CompareLayout layoutOf(const CompareState& s) {
    document::CompareLayout l;
    l.methods = s.methods;
    l.linked = s.linked;
    if (s.mapOn()) {
        l.mapFirst = s.mapFirst;
        l.mapSecond = s.mapSecond;
    }
    l.overlay = overlayName(s.overlays.value(0, OverlayKind::Off));
    return l;
}

CompareState withLayout(CompareState s, const document::CompareLayout& layout,
                        const QStringList& choices) {
    s = withMethods(std::move(s), layout.methods, choices);
    s.linked = layout.linked;
    s = withMap(std::move(s), layout.mapFirst, layout.mapSecond);
    s.overlays.fill(overlayKind(layout.overlay));
    return s;
}

QString overlayName(OverlayKind kind) {
    switch (kind) {
    case OverlayKind::Regions:
        return QStringLiteral("regions");
    case OverlayKind::Verdict:
        return QStringLiteral("verdict");
    case OverlayKind::Off:
        break;
    }
    return QStringLiteral("off");
}

OverlayKind overlayKind(const QString& name) {
    return name == QLatin1String("regions")   ? OverlayKind::Regions
           : name == QLatin1String("verdict") ? OverlayKind::Verdict
                                              : OverlayKind::Off;
}

} // namespace overlap::compare

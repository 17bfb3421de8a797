#include "app/yourmethod/method_files.h"

#include "core/pairs.h"

#include <QFile>

namespace overlap::yourmethod {

QList<Pair> scriptPairs() {
    const std::span<const Pair> kinds = pairKinds();
    return {kinds.begin(), kinds.end()};
}

QString pairNameOf(Pair p) {
    const std::string_view name = pairName(p);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

std::optional<Pair> pairNamed(const QString& name) {
    return kindNamed(name.toStdString());
}

Pair corePairOf(const ScriptPair& p) {
    return withRectsTurned(p.pair, p.rotated && p.pair == Pair::CircleRect);
}

QString truthMethodOf(const ScriptPair& p) {
    const auto methods = usualMethods(corePairOf(p), false);
    return methods.empty() ? QString() : QString::fromUtf8(methods.front()->id);
}

QList<ScriptExample> scriptExamples() {
    const ScriptPair plain{Pair::CircleRect, false};
    const ScriptPair turned{Pair::CircleRect, true};
    return {
        {QStringLiteral("clamp-strict.js"),
         QT_TRANSLATE_NOOP("YourMethod", "The tutorial's clamp (strict <)"), plain},
        {QStringLiteral("clamp.js"), QT_TRANSLATE_NOOP("YourMethod", "The clamp with <="), plain},
        {QStringLiteral("nine-region.js"), QT_TRANSLATE_NOOP("YourMethod", "Nine regions"), plain},
        {QStringLiteral("rotated-plus-theta.js"),
         QT_TRANSLATE_NOOP("YourMethod", "Turned rect, the tutorial's +θ"), turned},
        {QStringLiteral("rotated-clamp.js"),
         QT_TRANSLATE_NOOP("YourMethod", "Turned rect, corrected (−θ)"), turned},
    };
}

QString templateFile(Pair p) {
    return QStringLiteral("template-%1.js").arg(pairNameOf(p));
}

QString bundledSource(const QString& file) {
    QFile f(QStringLiteral(":/methods/") + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace overlap::yourmethod

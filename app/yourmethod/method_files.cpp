#include "app/yourmethod/method_files.h"

#include "core/pairs.h"

#include <QFile>

namespace overlap::yourmethod {

QList<cli::GenPair> scriptPairs() {
    return {cli::GenPair::CircleRect, cli::GenPair::CircleCircle, cli::GenPair::RectRect};
}

QString pairName(cli::GenPair p) {
    switch (p) {
    case cli::GenPair::CircleRect:
        return QStringLiteral("circle-rect");
    case cli::GenPair::CircleCircle:
        return QStringLiteral("circle-circle");
    case cli::GenPair::RectRect:
        return QStringLiteral("rect-rect");
    }
    return {};
}

std::optional<cli::GenPair> pairNamed(const QString& name) {
    return cli::parseGenPair(name.toStdString());
}

Pair corePairOf(const ScriptPair& p) {
    switch (p.pair) {
    case cli::GenPair::CircleRect:
        return p.rotated ? Pair::CircleRotatedRect : Pair::CircleRect;
    case cli::GenPair::CircleCircle:
        return Pair::CircleCircle;
    case cli::GenPair::RectRect:
        return Pair::RectRect;
    }
    return Pair::CircleRect;
}

QString truthMethodOf(const ScriptPair& p) {
    const auto methods = usualMethods(corePairOf(p), false);
    return methods.empty() ? QString() : QString::fromUtf8(methods.front()->id);
}

QList<ScriptExample> scriptExamples() {
    const ScriptPair plain{cli::GenPair::CircleRect, false};
    const ScriptPair turned{cli::GenPair::CircleRect, true};
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

QString templateFile(cli::GenPair p) {
    return QStringLiteral("template-%1.js").arg(pairName(p));
}

QString bundledSource(const QString& file) {
    QFile f(QStringLiteral(":/methods/") + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace overlap::yourmethod

#include "app/lessons/glossary.h"

#include "app/lessons/narration.h"
#include "core/algorithms.h"
#include "core/compare/plane_map.h"
#include "core/geometry/centre.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <span>

namespace overlap::lessons {

namespace {

QString utf8(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

void addOnce(QStringList& to, const QString& s) {
    if (!to.contains(s))
        to.push_back(s);
}

} // namespace

QList<GlossaryEntry> glossary(const QList<Lesson>& lessons) {
    QList<GlossaryEntry> out;
    for (const SymbolInfo& info : vocabulary())
        out.push_back({&info, {}, {}});
    const auto use = [&](Symbol s, const QString& lesson, const QString& method) {
        if (s == Symbol::None)
            return;
        GlossaryEntry& e = out[qsizetype(s) - 1];
        addOnce(e.lessons, lesson);
        addOnce(e.methods, method);
    };
    for (const Lesson& l : lessons) {
        // The lesson's methods and the pitfalls taught with it, on its scene and with a moved
        // to each of the eight sides of b and onto b's centre: every branch (an edge region,
        // a corner, the inside) names its own things.
        QStringList methods = l.algorithms;
        for (std::span<const Algorithm> table : {algorithms(), movingMethods()})
            for (const Algorithm& alg : table)
                if (alg.pitfall && alg.lesson == l.section)
                    methods << QString::fromUtf8(alg.id.data(), qsizetype(alg.id.size()));
        const Vec2 from = centreOf(l.a), to = centreOf(l.b);
        const double reach = std::max({std::abs(from.x - to.x), std::abs(from.y - to.y), 1.0});
        QList<Shape> places{l.a};
        for (int sx = -1; sx <= 1; ++sx)
            for (int sy = -1; sy <= 1; ++sy)
                places << movedTo(l.a, to + Vec2{sx * reach, sy * reach});
        for (const QString& method : methods) {
            const Algorithm* alg = findAlgorithm(method.toStdString());
            if (!alg)
                continue;
            for (const Shape& a : places) {
                Trace trace;
                if (!runAlgorithm(*alg, a, l.b, Touching::Counts, &trace, l.motion).ok())
                    continue;
                for (std::size_t i = 0; i < trace.steps.size(); ++i) {
                    for (const Primitive& p : trace.steps[i].primitives)
                        use(p.symbol, l.id, method);
                    const QString stepId = QString::fromStdString(trace.steps[i].id);
                    for (const QString& lang : languages())
                        for (const NamedSymbol& n :
                             fillSlots(l.steps.value(method).value(stepId).value(lang), trace, i,
                                       true)
                                 .named)
                            use(n.symbol, l.id, method);
                }
            }
        }
    }
    return out;
}

QString glossaryGlyph(const SymbolInfo& info, const QString& language) {
    const bool indexed = info.glyph.find("{k}") != std::string_view::npos;
    const std::string lang = language.toStdString();
    if (!indexed)
        return QString::fromStdString(glyphOf(info.symbol, 0, -1, lang));
    // An index: the first and the last of the four (corners, edges, axes from 1).
    const bool fromOne = info.symbol == Symbol::Axis || info.symbol == Symbol::Region;
    const int last = info.symbol == Symbol::Region ? 9 : (fromOne ? 4 : 3);
    return QString::fromStdString(glyphOf(info.symbol, 0, fromOne ? 1 : 0, lang)) +
           QStringLiteral(" … ") + QString::fromStdString(glyphOf(info.symbol, 0, last, lang));
}

QByteArray glossaryJson(const QList<GlossaryEntry>& entries) {
    QJsonArray out;
    for (const GlossaryEntry& e : entries)
        out.append(
            QJsonObject{{QStringLiteral("symbol"), utf8(e.info->id)},
                        {QStringLiteral("glyph"), glossaryGlyph(*e.info, QStringLiteral("en"))},
                        {QStringLiteral("glyphZh"), glossaryGlyph(*e.info, QStringLiteral("zh"))},
                        {QStringLiteral("kind"), utf8(kindName(e.info->kind))},
                        {QStringLiteral("en"), utf8(e.info->en)},
                        {QStringLiteral("zh"), utf8(e.info->zh)},
                        {QStringLiteral("lessons"), QJsonArray::fromStringList(e.lessons)},
                        {QStringLiteral("methods"), QJsonArray::fromStringList(e.methods)}});
    return QJsonDocument(out).toJson(QJsonDocument::Indented);
}

} // namespace overlap::lessons

#include "app/scene/label_text.h"

#include "app/lessons/narration.h"
#include "app/scene/drawers/drawer.h"
#include "app/scene/scene_words.h"
#include "app/scene/symbol_text.h"

namespace overlap::scene {

QString nameOf(const Primitive& p, const QString& language) {
    if (!p.text.empty())
        return sceneWords(QString::fromStdString(p.text), language);
    return symbolName(p, language);
}

QString labelText(const Primitive& p, const Trace& trace, int step, int current,
                  const QString& language, bool radians, bool* value) {
    *value = false;
    const Drawer& drawer = drawerFor(p.kind);
    const QString name = drawer.name(p, language);
    // Earlier steps recede: their names stay, their numbers and notes are the current step's
    // to give (else a late step is a crowd of numbers, some of them repeated).
    if (step < current && !drawer.namedWhenEarlier(p))
        return {};
    // A late step may keep only the earlier names it is about (Step::context).
    if (step < current && !isWholeShape(p) &&
        !keepsName(trace.steps[std::size_t(current)], p.symbol, p.index))
        return {};
    if (p.value.empty() || (step < current && !name.isEmpty()))
        return name;
    // Only what the step is about carries its number; the rest keep their names.
    if (!inFocus(trace.steps[std::size_t(step)], p.symbol))
        return name;
    // The value as the narration's slots find it: at this step or the latest earlier one.
    for (int i = step; i >= 0; --i)
        for (const Value& v : trace.steps[i].values)
            if (v.name == p.value) {
                // An angle reads as one, in the display's unit, as the narration gives it.
                const QString number = symbolInfo(p.symbol).kind == SymbolKind::Angle
                                           ? lessons::formatAngle(v.value, radians)
                                           : lessons::formatValue(v.value);
                *value = true;
                return (name.isEmpty() ? sceneWords(QString::fromStdString(p.value), language)
                                       : name) +
                       QStringLiteral(" = ") + number;
            }
    return name;
}

} // namespace overlap::scene

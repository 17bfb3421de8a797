#include "app/scene/legend_entries.h"

#include "app/i18n/words.h"
#include "app/scene/drawers/drawer.h"
#include "app/scene/role_table.h"

#include <algorithm>

namespace overlap::scene {

QString LegendEntry::name(const QString& language) const {
    if (shape != Owner::None)
        return ownerName(shape, language);
    if (symbols.isEmpty())
        return roleName(role, language);
    QStringList names;
    for (const SymbolRef& s : symbols)
        names << symbolName(s.symbol, s.owner, s.index, language);
    // A list's separator is a word too: "、" in Chinese.
    return names.join(i18n::wordsIn(language, "Legend", QT_TRANSLATE_NOOP("Legend", ", ")));
}

QList<LegendEntry> legendOf(const Trace& trace, int current) {
    if (trace.steps.empty())
        return {};
    current = std::clamp(current, 0, int(trace.steps.size()) - 1);
    // Per role and owner: drawn at all, and drawn at full strength.
    bool drawn[kRoleCount][3] = {};
    bool strong[kRoleCount][3] = {};
    SampleForm form[kRoleCount][3] = {};
    QList<SymbolRef> symbols[kRoleCount];
    for (int i = 0; i <= current; ++i)
        for (const Primitive& p : trace.steps[std::size_t(i)].primitives) {
            // Named as the picture names it: a note or a numbered area only in its own step.
            if (p.symbol != Symbol::None && shownAt(trace, i, current, p) &&
                (i == current || drawerFor(p.kind).namedWhenEarlier(p))) {
                const SymbolRef ref{p.symbol, p.owner, p.index};
                if (!symbols[int(p.role)].contains(ref))
                    symbols[int(p.role)] << ref;
            }
            if (!shownAt(trace, i, current, p) || !drawerFor(p.kind).marks())
                continue;
            drawn[int(p.role)][int(p.owner)] = true;
            strong[int(p.role)][int(p.owner)] |= i == current;
            SampleForm& f = form[int(p.role)][int(p.owner)];
            f = std::max(f, sampleFormOf(p, i == current));
        }
    const auto sample = [&](Role r, Owner o) {
        return LegendSample{r, o, strong[int(r)][int(o)] ? Emphasis::Current : Emphasis::Earlier,
                            form[int(r)][int(o)]};
    };
    QList<LegendEntry> out;
    for (const Role role : rolesInLegendOrder()) {
        const int r = int(role);
        if (rowOf(role).legendByShape) {
            for (Owner o : {Owner::None, Owner::A, Owner::B})
                if (drawn[r][int(o)])
                    out.push_back({role, o, {sample(role, o)}, {}});
            continue;
        }
        LegendEntry e{role, Owner::None, {}, {}};
        if (rowOf(role).legendBySymbol)
            e.symbols = symbols[r];
        for (Owner o : {Owner::None, Owner::A, Owner::B})
            if (drawn[r][int(o)])
                e.samples.push_back(sample(role, o));
        if (!e.samples.isEmpty())
            out.push_back(e);
    }
    return out;
}

QList<Role> rolesOf(const QList<LegendEntry>& entries) {
    QList<Role> out;
    for (const LegendEntry& e : entries)
        if (!out.contains(e.role))
            out << e.role;
    return out;
}

RoleStyle styleOf(const LegendSample& sample) {
    RoleStyle st = styleFor(sample.role, sample.emphasis, false, sample.owner);
    if (sample.form == SampleForm::Stroke || sample.form == SampleForm::Arrow)
        st.brush = Qt::NoBrush;
    else if (sample.form == SampleForm::Dot && st.brush.style() == Qt::NoBrush)
        st.brush = QBrush(st.pen.color());
    return st;
}

SampleForm sampleFormOf(const Primitive& p, bool current) {
    return drawerFor(p.kind).sample(p, current);
}

} // namespace overlap::scene

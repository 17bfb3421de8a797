#pragma once

#include "core/trace/trace.h"

#include <QString>

#include <optional>

namespace overlap::scene {

// A symbol's name as a learner reads it, in "en" or "zh": its glyph with the owner's
// letter and the index filled in ("b.left", "P2", "区域 3"); empty for Symbol::None.
QString symbolName(Symbol symbol, Owner owner, int index, const QString& language);
QString symbolName(const Primitive& p, const QString& language);
// How a code listing spells a name as an identifier: no spaces, ² as 2, ′ as p, no bars
// ("axis 2" is axis2, "d²" d2, "C′" Cp, "θa" ta).
QString identifierOf(const QString& name);

// One use of a symbol, as a hover or a highlight names it: N, b.left, P2. An owner of None
// or an index of -1 stands for any (the narration's N names the nearest point whoever
// owns it; its P2 only the third corner).
struct SymbolRef {
    Symbol symbol = Symbol::None;
    Owner owner = Owner::None;
    int index = -1;
    bool isNone() const { return symbol == Symbol::None; }
    // Whether the two name the same thing (None matches nothing).
    bool matches(Symbol s, Owner o, int k) const {
        return symbol != Symbol::None && s == symbol &&
               (owner == Owner::None || o == Owner::None || o == owner) &&
               (index < 0 || k < 0 || k == index);
    }
    bool matches(const SymbolRef& o) const { return matches(o.symbol, o.owner, o.index); }
    friend bool operator==(const SymbolRef&, const SymbolRef&) = default;
};

// A symbol written as a narration slot writes it: its id, then its owner's letter or its
// index ("nearest", "left b", "corner 2"); none, with the reason in `why`, for an unknown
// id or a malformed rest.
std::optional<SymbolRef> parseSymbolRef(const QString& text, QString* why);

// The symbol's stable id ("nearest"), as the glossary and the tour index write it.
QString symbolId(Symbol symbol);

} // namespace overlap::scene

#pragma once

// The one grammar of a symbol written as text: a narration slot's {@nearest b} and the
// --highlight option's "corner 2" alike. Its id, then any of "a" or "b" (its owner) and a
// whole number (its index).

#include "core/vocabulary/symbol.h"

#include <QStringTokenizer>
#include <QStringView>

#include <cstddef>
#include <optional>
#include <string_view>

namespace overlap::lessons {

// A symbol id as the vocabulary spells it, ASCII, read into a buffer of its own: no byte array
// and string for every slot a narration fills. Anything else is no id ("").
struct AsciiId {
    char text[32];
    std::size_t size = 0;
    operator std::string_view() const { return {text, size}; } // NOLINT: read as its text
};
inline AsciiId asciiId(QStringView word) {
    AsciiId id;
    if (word.size() > qsizetype(sizeof id.text))
        return id;
    for (const QChar c : word) {
        if (c.unicode() >= 0x80)
            return AsciiId{};
        id.text[id.size++] = char(c.unicode());
    }
    return id;
}

struct SymbolWords {
    enum class Fault { None, NoWords, UnknownId, BadWord };
    Symbol symbol = Symbol::None;
    Owner owner = Owner::None;
    int index = -1;
    Fault fault = Fault::None;
    QStringView word; // the word at fault: the id, or the word after it that is not one
    bool ok() const { return fault == Fault::None; }
};

// Reads `text`'s words. A word after the id that is neither an owner nor a whole number goes
// to `other`, which gives the index it stands for or nothing (then it is the fault):
// narration reads "#value" so; elsewhere no other word is taken.
template <class Other> SymbolWords readSymbolWords(QStringView text, Other other) {
    SymbolWords out;
    bool first = true;
    for (const QStringView w : qTokenize(text, QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (first) {
            first = false;
            const std::optional<Symbol> symbol = symbolById(asciiId(w));
            if (!symbol)
                return {.fault = SymbolWords::Fault::UnknownId, .word = w};
            out.symbol = *symbol;
            continue;
        }
        bool isNumber = false;
        const int number = w.toInt(&isNumber);
        if (w == QLatin1String("a") || w == QLatin1String("b")) {
            out.owner = w == QLatin1String("a") ? Owner::A : Owner::B;
        } else if (isNumber && number >= 0) {
            out.index = number;
        } else if (const std::optional<int> index = other(w)) {
            out.index = *index;
        } else {
            out.fault = SymbolWords::Fault::BadWord, out.word = w;
            return out;
        }
    }
    if (first)
        out.fault = SymbolWords::Fault::NoWords;
    return out;
}
inline SymbolWords readSymbolWords(QStringView text) {
    return readSymbolWords(text, [](QStringView) { return std::optional<int>(); });
}

} // namespace overlap::lessons

#include "app/scene/symbol_text.h"

#include "app/lessons/symbol_words.h"

namespace overlap::scene {

QString symbolName(Symbol symbol, Owner owner, int index, const QString& language) {
    if (symbol == Symbol::None)
        return {};
    const char letter = owner == Owner::A ? 'a' : owner == Owner::B ? 'b' : 0;
    return QString::fromStdString(glyphOf(symbol, letter, index, language.toStdString()));
}

QString symbolName(const Primitive& p, const QString& language) {
    return symbolName(p.symbol, p.owner, p.index, language);
}

std::optional<SymbolRef> parseSymbolRef(const QString& text, QString* why) {
    const lessons::SymbolWords words = lessons::readSymbolWords(text);
    switch (words.fault) {
    case lessons::SymbolWords::Fault::None:
        return SymbolRef{words.symbol, words.owner, words.index};
    case lessons::SymbolWords::Fault::NoWords:
    case lessons::SymbolWords::Fault::UnknownId:
        *why = QStringLiteral("no symbol '%1' (overlap --glossary lists them)").arg(text);
        break;
    case lessons::SymbolWords::Fault::BadWord:
        *why = QStringLiteral("'%1' in '%2' is neither a shape (a, b) nor an index")
                   .arg(words.word, text);
        break;
    }
    return std::nullopt;
}

QString symbolId(Symbol symbol) {
    const std::string_view id = symbolInfo(symbol).id;
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

QString identifierOf(const QString& name) {
    QString out;
    for (const QChar c : name) {
        if (c == QChar(0x00B2))
            out += QLatin1Char('2');
        else if (c == QChar(0x2032))
            out += QLatin1Char('p');
        else if (c == QChar(0x03B8)) // θ, as listings spell an angle: ta, tb
            out += QLatin1Char('t');
        else if (!c.isSpace() && c != QLatin1Char('|'))
            out += c;
    }
    return out;
}

} // namespace overlap::scene

#include "app/scene/symbol_text.h"

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

QString symbolId(Symbol symbol) {
    const std::string_view id = symbolInfo(symbol).id;
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

} // namespace overlap::scene

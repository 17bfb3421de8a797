#include "app/scene/text_measures.h"

#include <QFontMetricsF>

namespace overlap::scene {

TextMeasures::Sizes TextMeasures::of(const QString& text, const QFont& font) {
    TextInFont key{text, font};
    if (const Sizes* known = known_.object(key))
        return *known;
    const QFontMetricsF metrics(font);
    const Sizes sizes{metrics.horizontalAdvance(text), metrics.ascent(), metrics.height()};
    known_.insert(std::move(key), new Sizes(sizes));
    return sizes;
}

} // namespace overlap::scene

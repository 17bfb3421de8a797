#pragma once

#include <QCache>
#include <QFont>
#include <QString>

namespace overlap::scene {

// The sizes of texts in fonts, each measured once: text layout is dear, and a drag makes
// the same labels again on every move.
class TextMeasures {
  public:
    struct Sizes {
        double advance = 0; // the text's width, pixels
        double ascent = 0;
        double height = 0; // the font's line height
    };
    Sizes of(const QString& text, const QFont& font);

  private:
    struct TextInFont {
        QString text;
        QFont font;
        bool operator==(const TextInFont&) const = default;
    };
    friend size_t qHash(const TextInFont& key, size_t seed = 0) {
        return qHashMulti(seed, key.text, key.font);
    }
    QCache<TextInFont, Sizes> known_{4096}; // texts
};

} // namespace overlap::scene

#include "app/i18n/words.h"

#include <QTranslator>

namespace overlap::i18n {

namespace {

// Loaded once, read only afterwards (QTranslator::translate is const).
const QTranslator& chinese() {
    static const QTranslator* const translator = [] {
        auto* t = new QTranslator;
        if (!t->load(QStringLiteral(":/i18n/overlap_zh_CN.qm")))
            qWarning("overlap: the Chinese translations could not be loaded");
        return t;
    }();
    return *translator;
}

} // namespace

QString wordsIn(const QString& language, const char* context, const char* source) {
    if (language == QLatin1String("zh")) {
        const QString t = chinese().translate(context, source);
        if (!t.isEmpty())
            return t;
    }
    return QString::fromUtf8(source);
}

} // namespace overlap::i18n

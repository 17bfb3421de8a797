#include "app/i18n/text_faces.h"

#include "app/i18n/language.h"

#include <QFontInfo>
#include <QWidget>

namespace overlap::i18n {

QFont withLanguageFaces(const QFont& font, const QString& language) {
    const QString chinese = QString::fromLatin1(kChineseFace);
    QStringList faces = font.families();
    faces.removeAll(chinese);
    if (faces.isEmpty())
        faces << font.family();
    QFont out = font;
    out.setFamilies(faces);
    if (language != QLatin1String("zh"))
        return out;
    // The face fontconfig really gives for the Latin list, named, so that it stays first.
    const QString latin = QFontInfo(out).family();
    if (!faces.contains(latin, Qt::CaseInsensitive) && !latin.contains(QLatin1String("CJK")))
        faces << latin;
    faces << chinese;
    out.setFamilies(faces);
    return out;
}

QFont drawingFont(const QString& language) {
    return withLanguageFaces(QFont(QStringLiteral("Noto Sans")), language);
}

void followLanguageFaces(QWidget* widget) {
    onLanguage(widget,
               [widget] { widget->setFont(withLanguageFaces(widget->font(), currentLanguage())); });
}

} // namespace overlap::i18n

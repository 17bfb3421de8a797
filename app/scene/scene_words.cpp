#include "app/scene/scene_words.h"

#include "app/i18n/words.h"

#include <QCoreApplication>

#include <QRegularExpression>

namespace overlap::scene {

namespace {

// Every word a core method may put on the canvas, in Chinese through the .ts file; a word
// not here is left as it is.
const char* const kWords[] = {
    QT_TRANSLATE_NOOP("SceneWords", "left"),       QT_TRANSLATE_NOOP("SceneWords", "right"),
    QT_TRANSLATE_NOOP("SceneWords", "top"),        QT_TRANSLATE_NOOP("SceneWords", "bottom"),
    QT_TRANSLATE_NOOP("SceneWords", "gap"),        QT_TRANSLATE_NOOP("SceneWords", "overlap"),
    QT_TRANSLATE_NOOP("SceneWords", "circle"),     QT_TRANSLATE_NOOP("SceneWords", "rect"),
    QT_TRANSLATE_NOOP("SceneWords", "unturned"),   QT_TRANSLATE_NOOP("SceneWords", "turned"),
    QT_TRANSLATE_NOOP("SceneWords", "rotated"),    QT_TRANSLATE_NOOP("SceneWords", "folded"),
    QT_TRANSLATE_NOOP("SceneWords", "edge"),       QT_TRANSLATE_NOOP("SceneWords", "corner"),
    QT_TRANSLATE_NOOP("SceneWords", "inside"),     QT_TRANSLATE_NOOP("SceneWords", "outside"),
    QT_TRANSLATE_NOOP("SceneWords", "region"),     QT_TRANSLATE_NOOP("SceneWords", "nearest"),
    QT_TRANSLATE_NOOP("SceneWords", "distance"),   QT_TRANSLATE_NOOP("SceneWords", "radius"),
    QT_TRANSLATE_NOOP("SceneWords", "radii"),      QT_TRANSLATE_NOOP("SceneWords", "sum"),
    QT_TRANSLATE_NOOP("SceneWords", "axis"),       QT_TRANSLATE_NOOP("SceneWords", "centre"),
    QT_TRANSLATE_NOOP("SceneWords", "center"),     QT_TRANSLATE_NOOP("SceneWords", "width"),
    QT_TRANSLATE_NOOP("SceneWords", "height"),     QT_TRANSLATE_NOOP("SceneWords", "shadow"),
    QT_TRANSLATE_NOOP("SceneWords", "projection"), QT_TRANSLATE_NOOP("SceneWords", "band"),
    QT_TRANSLATE_NOOP("SceneWords", "box"),        QT_TRANSLATE_NOOP("SceneWords", "depth"),
    QT_TRANSLATE_NOOP("SceneWords", "normal"),     QT_TRANSLATE_NOOP("SceneWords", "shape"),
    QT_TRANSLATE_NOOP("SceneWords", "min"),        QT_TRANSLATE_NOOP("SceneWords", "max"),
    QT_TRANSLATE_NOOP("SceneWords", "quadrant"),   QT_TRANSLATE_NOOP("SceneWords", "vertices"),
    QT_TRANSLATE_NOOP("SceneWords", "vertex"),     QT_TRANSLATE_NOOP("SceneWords", "apart"),
    QT_TRANSLATE_NOOP("SceneWords", "touching"),
};

// The word as listed, or nothing.
const char* listed(const QString& word) {
    for (const char* w : kWords)
        if (word == QLatin1String(w))
            return w;
    return nullptr;
}

// An identifier the narration spells the same way in every language: a word glued to a
// digit (right1), camel case (minA), or a function called (cross(AB, AO)).
bool isIdentifier(const QString& name, const QRegularExpressionMatch& m) {
    const QChar next = m.capturedEnd() < name.size() ? name.at(m.capturedEnd()) : QChar();
    static const QRegularExpression camel(QStringLiteral("[a-z][A-Z]"));
    return next.isDigit() || next == QLatin1Char('(') || m.captured().contains(camel);
}

} // namespace

QString sceneWords(const QString& name, const QString& language) {
    if (language != QLatin1String("zh"))
        return name;
    // Runs of two or more Latin letters are words to look up; a lone letter is a symbol.
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
    QString out;
    qsizetype from = 0;
    for (auto it = word.globalMatch(name); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += name.mid(from, m.capturedStart() - from);
        const char* known = isIdentifier(name, m) ? nullptr : listed(m.captured().toLower());
        out += known ? i18n::wordsIn(language, "SceneWords", known) : m.captured();
        from = m.capturedEnd();
    }
    return out + name.mid(from);
}

} // namespace overlap::scene

#include "app/scene/scene_words.h"

#include <QHash>
#include <QRegularExpression>

namespace overlap::scene {

namespace {

// Every word a core method may put on the canvas; a word not here is left as it is.
const QHash<QString, QString>& zhWords() {
    static const QHash<QString, QString> words{
        {QStringLiteral("left"), QStringLiteral("左")},
        {QStringLiteral("right"), QStringLiteral("右")},
        {QStringLiteral("top"), QStringLiteral("上")},
        {QStringLiteral("bottom"), QStringLiteral("下")},
        {QStringLiteral("gap"), QStringLiteral("间隙")},
        {QStringLiteral("overlap"), QStringLiteral("重叠")},
        {QStringLiteral("circle"), QStringLiteral("圆")},
        {QStringLiteral("rect"), QStringLiteral("矩形")},
        {QStringLiteral("unturned"), QStringLiteral("未旋转")},
        {QStringLiteral("turned"), QStringLiteral("旋转后")},
        {QStringLiteral("rotated"), QStringLiteral("旋转后")},
        {QStringLiteral("folded"), QStringLiteral("折叠后")},
        {QStringLiteral("edge"), QStringLiteral("边")},
        {QStringLiteral("corner"), QStringLiteral("角")},
        {QStringLiteral("inside"), QStringLiteral("内部")},
        {QStringLiteral("outside"), QStringLiteral("外部")},
        {QStringLiteral("region"), QStringLiteral("区域")},
        {QStringLiteral("nearest"), QStringLiteral("最近点")},
        {QStringLiteral("distance"), QStringLiteral("距离")},
        {QStringLiteral("radius"), QStringLiteral("半径")},
        {QStringLiteral("radii"), QStringLiteral("半径")},
        {QStringLiteral("sum"), QStringLiteral("和")},
        {QStringLiteral("axis"), QStringLiteral("轴")},
        {QStringLiteral("centre"), QStringLiteral("圆心")},
        {QStringLiteral("center"), QStringLiteral("圆心")},
        {QStringLiteral("width"), QStringLiteral("宽")},
        {QStringLiteral("height"), QStringLiteral("高")},
        {QStringLiteral("shadow"), QStringLiteral("投影")},
        {QStringLiteral("projection"), QStringLiteral("投影")},
        {QStringLiteral("band"), QStringLiteral("区间")},
        {QStringLiteral("box"), QStringLiteral("包围盒")},
        {QStringLiteral("depth"), QStringLiteral("深度")},
        {QStringLiteral("normal"), QStringLiteral("法线")},
        {QStringLiteral("shape"), QStringLiteral("图形")},
        {QStringLiteral("min"), QStringLiteral("最小")},
        {QStringLiteral("max"), QStringLiteral("最大")},
        {QStringLiteral("quadrant"), QStringLiteral("象限")},
        {QStringLiteral("vertices"), QStringLiteral("顶点")},
        {QStringLiteral("vertex"), QStringLiteral("顶点")},
    };
    return words;
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
        out += isIdentifier(name, m) ? m.captured()
                                     : zhWords().value(m.captured().toLower(), m.captured());
        from = m.capturedEnd();
    }
    return out + name.mid(from);
}

} // namespace overlap::scene

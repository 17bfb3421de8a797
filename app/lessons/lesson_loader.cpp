#include "app/lessons/lesson_loader.h"

#include "codec/utf8.h" // the one description of a UTF-8 fault, shared with the CLI

#include "app/lessons/shape_json.h"
#include "core/algorithms.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace overlap::lessons {

namespace {

// Reading stops at the first problem, which names the key path where it is.
struct Problem {
    QString message;
};

Localized localized(const QJsonValue& v, const QString& where) {
    auto out = parseLocalized(v, where);
    if (auto* why = std::get_if<QString>(&out))
        throw Problem{*why};
    return std::get<Localized>(std::move(out));
}

Shape shape(const QJsonValue& v, const QString& where) {
    auto out = parseShape(v, where);
    if (auto* why = std::get_if<QString>(&out))
        throw Problem{*why};
    return std::get<Shape>(out);
}

CodeListing listing(const QJsonValue& v, const QString& where) {
    const QJsonArray text = v.toObject().value(QLatin1String("text")).toArray();
    if (text.isEmpty())
        throw Problem{where + QStringLiteral(".text: expected a list of lines")};
    CodeListing out;
    for (const QJsonValue& line : text)
        out.lines << line.toString();
    for (const QString& language : languages()) {
        const QJsonValue other = v.toObject().value(language);
        if (language == QLatin1String("en") || other.isUndefined())
            continue;
        const QString at = where + QLatin1Char('.') + language;
        const QJsonArray lines = other.toArray();
        if (lines.size() != text.size())
            throw Problem{at + QStringLiteral(": expected %1 lines, as in text, not %2")
                                   .arg(text.size())
                                   .arg(lines.size())};
        QStringList translated;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString line = lines.at(i).toString();
            // Only the comments are translated: the code a learner reads is the same.
            if (codeWithoutComment(line) != codeWithoutComment(out.lines.at(i)))
                throw Problem{at + QStringLiteral(": line %1 changes the code, not only the "
                                                  "comment")
                                       .arg(i + 1)};
            translated << line;
        }
        out.translated.insert(language, translated);
    }
    const QJsonObject steps = v.toObject().value(QLatin1String("steps")).toObject();
    for (auto it = steps.begin(); it != steps.end(); ++it) {
        const QJsonArray range = it.value().toArray();
        const int first = range.at(0).toInt(0), last = range.at(1).toInt(0);
        if (range.size() != 2 || first < 1 || last < first || last > out.lines.size())
            throw Problem{where + QStringLiteral(".steps.%1: expected [first, last] within 1..%2")
                                      .arg(it.key())
                                      .arg(out.lines.size())};
        out.steps.insert(it.key(), {first, last});
    }
    return out;
}

Lesson read(const QJsonObject& o) {
    Lesson l;
    l.id = o.value(QLatin1String("id")).toString();
    if (l.id.isEmpty())
        throw Problem{QStringLiteral("id: expected a non-empty string")};
    l.section = o.value(QLatin1String("section")).toInt(0);
    if (l.section < 1 || l.section > 8)
        throw Problem{QStringLiteral("section: expected 1 to 8")};
    const QString convention = o.value(QLatin1String("convention")).toString();
    if (convention != QLatin1String("y-up") && convention != QLatin1String("y-down"))
        throw Problem{QStringLiteral("convention: expected \"y-up\" or \"y-down\"")};
    l.convention = convention == QLatin1String("y-up") ? Convention::YUp : Convention::YDown;
    l.title = localized(o.value(QLatin1String("title")), QStringLiteral("title"));
    l.intro = localized(o.value(QLatin1String("intro")), QStringLiteral("intro"));
    const QJsonObject shapes = o.value(QLatin1String("shapes")).toObject();
    l.a = shape(shapes.value(QLatin1String("a")), QStringLiteral("shapes.a"));
    l.b = shape(shapes.value(QLatin1String("b")), QStringLiteral("shapes.b"));
    const QJsonArray algs = o.value(QLatin1String("algorithms")).toArray();
    if (algs.isEmpty())
        throw Problem{QStringLiteral("algorithms: expected a non-empty list of ids")};
    const QJsonObject steps = o.value(QLatin1String("steps")).toObject();
    for (const QJsonValue& a : algs) {
        const QString id = a.toString();
        const Algorithm* alg = findAlgorithm(id.toStdString());
        if (!alg)
            throw Problem{QStringLiteral("algorithms: unknown id \"%1\"").arg(id)};
        if (!runAlgorithm(*alg, l.a, l.b, Touching::Counts).ok())
            throw Problem{
                QStringLiteral("algorithms: \"%1\" does not take the lesson's shapes").arg(id)};
        l.algorithms << id;
        const QJsonObject perStep = steps.value(id).toObject();
        if (perStep.isEmpty())
            throw Problem{QStringLiteral("steps.%1: no narration").arg(id)};
        for (auto it = perStep.begin(); it != perStep.end(); ++it)
            l.steps[id].insert(
                it.key(), localized(it.value(), QStringLiteral("steps.%1.%2").arg(id, it.key())));
    }
    const QJsonObject code = o.value(QLatin1String("code")).toObject();
    for (auto it = code.begin(); it != code.end(); ++it)
        l.code.insert(it.key(), listing(it.value(), QStringLiteral("code.%1").arg(it.key())));
    for (auto it = steps.begin(); it != steps.end(); ++it)
        if (!l.algorithms.contains(it.key()))
            throw Problem{
                QStringLiteral("steps.%1: not one of the lesson's algorithms").arg(it.key())};
    return l;
}

} // namespace

QString codeWithoutComment(const QString& line) {
    const qsizetype comment = line.indexOf(QLatin1String("//"));
    QString code = comment < 0 ? line : line.left(comment);
    while (!code.isEmpty() && code.back().isSpace()) // the indent stays part of the code
        code.chop(1);
    return code;
}

std::variant<Lesson, QString> parseLesson(const QByteArray& json) {
    // Qt would only say "invalid UTF8 string"; this names the byte, its line and column.
    if (const std::string bad = codec::utf8TextProblem(std::string_view(json.data(), json.size()));
        !bad.empty())
        return QString::fromStdString(bad);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("not JSON at offset %1: %2")
            .arg(error.offset)
            .arg(error.errorString());
    if (!doc.isObject())
        return QStringLiteral("expected a JSON object");
    try {
        return read(doc.object());
    } catch (const Problem& p) {
        return p.message;
    }
}

std::variant<QList<Lesson>, QString> loadLessons(const QString& folder) {
    QList<Lesson> out;
    const QDir dir(folder);
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        return QStringLiteral("no lesson files in %1").arg(folder);
    for (const QString& name : files) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            return QStringLiteral("%1: %2").arg(name, f.errorString());
        auto lesson = parseLesson(f.readAll());
        if (auto* why = std::get_if<QString>(&lesson))
            return QStringLiteral("%1: %2").arg(name, *why);
        out << std::get<Lesson>(std::move(lesson));
    }
    return out;
}

} // namespace overlap::lessons

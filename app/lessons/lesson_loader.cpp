#include "app/lessons/lesson_loader.h"

#include "app/document/strict_json.h"
#include "app/lessons/exercise_json.h"
#include "app/lessons/lesson_json.h"
#include "core/algorithms.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <cmath>

namespace overlap::lessons {

namespace {

// The highest section a lesson may have: METHODS.md's lessons, and the moving shape's.
constexpr int kLastSection = 10;

using Kind = JsonValue::Kind;

// A list of strings, each named path[i].
QStringList lines(const JsonValue& list, const QString& path) {
    QStringList out;
    for (std::size_t i = 0; i < list.items.size(); ++i) {
        const JsonValue& line = list.items[i];
        if (line.kind != Kind::String)
            refuse(line, QStringLiteral("%1[%2]: expected a string, found %3")
                             .arg(path)
                             .arg(i)
                             .arg(kindName(line)));
        out << textOf(line);
    }
    return out;
}

// A section or line number: a whole number from 1 to a million, else 0 (checked before the
// cast, which would be undefined for 1e300).
int smallWhole(const JsonValue& v) {
    if (v.kind != Kind::Number || !(v.number >= 1 && v.number <= 1e6) ||
        v.number != std::floor(v.number))
        return 0;
    return static_cast<int>(v.number);
}

} // namespace

CodeListing readListing(const JsonValue& v, const QString& where) {
    if (v.kind != Kind::Object)
        refuse(v, where + QStringLiteral(": expected an object, found ") + kindName(v));
    const JsonValue* text = v.find("text");
    if (!text || text->kind != Kind::Array || text->items.empty())
        refuse(text ? *text : v, where + QStringLiteral(".text: expected a list of lines"));
    CodeListing out;
    out.lines = lines(*text, where + QStringLiteral(".text"));
    for (const QString& language : languages()) {
        const JsonValue* other = v.find(language.toStdString());
        if (language == QLatin1String("en") || !other)
            continue;
        const QString at = where + QLatin1Char('.') + language;
        if (other->kind != Kind::Array)
            refuse(*other,
                   at + QStringLiteral(": expected a list of lines, found ") + kindName(*other));
        const QStringList translated = lines(*other, at);
        if (translated.size() != out.lines.size())
            refuse(*other, at + QStringLiteral(": expected %1 lines, as in text, not %2")
                                    .arg(out.lines.size())
                                    .arg(translated.size()));
        for (qsizetype i = 0; i < translated.size(); ++i)
            // Only the comments are translated: the code a learner reads is the same.
            if (codeWithoutComment(translated.at(i)) != codeWithoutComment(out.lines.at(i)))
                refuse(other->items[std::size_t(i)],
                       at + QStringLiteral(": line %1 changes the code, not only the comment")
                                .arg(i + 1));
        out.translated.insert(language, translated);
    }
    const JsonValue* steps = v.find("steps");
    if (!steps)
        return out;
    if (steps->kind != Kind::Object)
        refuse(*steps,
               where + QStringLiteral(".steps: expected an object, found ") + kindName(*steps));
    for (const codec::json::Member& m : steps->members) {
        const JsonValue& range = m.value;
        const bool pair = range.kind == Kind::Array && range.items.size() == 2;
        const int first = pair ? smallWhole(range.items[0]) : 0;
        const int last = pair ? smallWhole(range.items[1]) : 0;
        if (!pair || first < 1 || last < first || last > out.lines.size())
            refuse(range, where + QStringLiteral(".steps.%1: expected [first, last] within 1..%2")
                                      .arg(document::json::qText(m.key))
                                      .arg(out.lines.size()));
        out.steps.insert(document::json::qText(m.key), {first, last});
    }
    return out;
}

namespace {

Lesson read(const JsonValue& o) {
    if (o.kind != Kind::Object)
        refuse(o, QStringLiteral("expected a JSON object"));
    Lesson l;
    const JsonValue* id = o.find("id");
    if (!id || id->kind != Kind::String || id->text.empty())
        refuse(id ? *id : o, QStringLiteral("id: expected a non-empty string"));
    l.id = textOf(*id);
    const JsonValue* section = o.find("section");
    l.section = section ? smallWhole(*section) : 0;
    if (l.section < 1 || l.section > kLastSection)
        refuse(section ? *section : o,
               QStringLiteral("section: expected 1 to %1").arg(kLastSection));
    const JsonValue* convention = o.find("convention");
    if (!convention || convention->kind != Kind::String ||
        (convention->text != "y-up" && convention->text != "y-down"))
        refuse(convention ? *convention : o,
               QStringLiteral("convention: expected \"y-up\" or \"y-down\""));
    l.convention = convention->text == "y-up" ? Convention::YUp : Convention::YDown;
    l.title = readLocalized(o.find("title"), o, QStringLiteral("title"));
    l.intro = readLocalized(o.find("intro"), o, QStringLiteral("intro"));
    const JsonValue& shapes = memberOf(o, "shapes", Kind::Object, QStringLiteral("shapes"));
    l.a = readShape(shapes.find("a"), shapes, QStringLiteral("shapes.a"));
    l.b = readShape(shapes.find("b"), shapes, QStringLiteral("shapes.b"));
    l.motion = readMotion(shapes, QStringLiteral("shapes.motion"));
    const JsonValue* algs = o.find("algorithms");
    if (!algs || algs->kind != Kind::Array || algs->items.empty())
        refuse(algs ? *algs : o, QStringLiteral("algorithms: expected a non-empty list of ids"));
    const JsonValue& steps = memberOf(o, "steps", Kind::Object, QStringLiteral("steps"));
    for (const JsonValue& a : algs->items) {
        if (a.kind != Kind::String)
            refuse(a, QStringLiteral("algorithms: expected a method id, found ") + kindName(a));
        const QString algId = textOf(a);
        const Algorithm* alg = findAlgorithm(a.text);
        if (!alg)
            refuse(a, QStringLiteral("algorithms: unknown id \"%1\"").arg(algId));
        if (!runAlgorithm(*alg, l.a, l.b, Touching::Counts, nullptr, l.motion).ok())
            refuse(
                a,
                QStringLiteral("algorithms: \"%1\" does not take the lesson's shapes").arg(algId));
        l.algorithms << algId;
        const JsonValue* perStep = steps.find(a.text);
        if (!perStep || perStep->kind != Kind::Object || perStep->members.empty())
            refuse(perStep ? *perStep : steps, QStringLiteral("steps.%1: no narration").arg(algId));
        for (const codec::json::Member& m : perStep->members) {
            const QString step = document::json::qText(m.key);
            const QString where = QStringLiteral("steps.%1.%2").arg(algId, step);
            l.steps[algId].insert(step, readLocalized(&m.value, *perStep, where));
            if (const JsonValue* title = m.value.find("title"))
                l.stepTitles[algId].insert(
                    step, readLocalized(title, m.value, where + QStringLiteral(".title")));
        }
    }
    if (const JsonValue* code = o.find("code")) {
        if (code->kind != Kind::Object)
            refuse(*code, QStringLiteral("code: expected an object, found ") + kindName(*code));
        for (const codec::json::Member& m : code->members) {
            const QString algId = document::json::qText(m.key);
            l.code.insert(algId, readListing(m.value, QStringLiteral("code.%1").arg(algId)));
        }
    }
    if (const JsonValue* exercises = o.find("exercises"))
        l.exercises = readExercises(*exercises, l);
    for (const codec::json::Member& m : steps.members)
        if (!l.algorithms.contains(document::json::qText(m.key)))
            refuse(m.value, QStringLiteral("steps.%1: not one of the lesson's algorithms")
                                .arg(document::json::qText(m.key)));
    return l;
}

} // namespace

int lessonIndex(const QList<Lesson>& lessons, const QString& key) {
    const bool digits = !key.isEmpty() && std::all_of(key.begin(), key.end(), [](QChar c) {
        return c >= QLatin1Char('0') && c <= QLatin1Char('9');
    });
    bool isNumber = false;
    const int n = digits ? key.toInt(&isNumber) : 0;
    for (int i = 0; i < lessons.size(); ++i)
        if (lessons[i].id == key || (isNumber && lessons[i].section == n))
            return int(i);
    return -1;
}

QString codeWithoutComment(const QString& line) {
    const qsizetype comment = line.indexOf(QLatin1String("//"));
    QString code = comment < 0 ? line : line.left(comment);
    while (!code.isEmpty() && code.back().isSpace()) // the indent stays part of the code
        code.chop(1);
    return code;
}

std::variant<Lesson, QString> parseLesson(const QByteArray& json) {
    auto root = parseJsonText(json);
    if (auto* why = std::get_if<QString>(&root))
        return *why;
    try {
        return read(std::get<JsonValue>(root));
    } catch (const JsonProblem& p) {
        return placed(json, p);
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

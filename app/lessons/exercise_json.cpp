#include "app/lessons/exercise_json.h"

#include "app/document/strict_json.h"
#include "core/algorithms.h"
#include "core/goals/shortest_way.h"

#include <QSet>

#include <cmath>

namespace overlap::lessons {

namespace {

using Kind = JsonValue::Kind;

// Refuses any key of `o` not in `known`: a misspelt key would silently drop a condition.
void onlyKeys(const JsonValue& o, std::initializer_list<const char*> known, const QString& path) {
    for (const codec::json::Member& m : o.members) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || m.key == k;
        if (!ok)
            refuse(m.value,
                   QStringLiteral("%1.%2: unknown key").arg(path, document::json::qText(m.key)));
    }
}

VerdictClass readClass(const JsonValue& v, const QString& path) {
    for (VerdictClass c : {VerdictClass::Overlap, VerdictClass::Touching, VerdictClass::Apart})
        if (v.kind == Kind::String && v.text == verdictClassName(c))
            return c;
    refuse(v, path + QStringLiteral(": expected \"overlap\", \"touching\" or \"apart\""));
}

Touching readTouching(const JsonValue* v, const QString& path) {
    if (!v)
        return Touching::Counts;
    if (v->kind == Kind::String && v->text == "counts")
        return Touching::Counts;
    if (v->kind == Kind::String && v->text == "separate")
        return Touching::Separate;
    refuse(*v, path + QStringLiteral(": expected \"counts\" or \"separate\""));
}

// A method of the table that takes the shapes, by its id.
QString readMethod(const JsonValue& v, const Shape& a, const Shape& b, const QString& path) {
    if (v.kind != Kind::String)
        refuse(v, path + QStringLiteral(": expected a method id, found ") + kindName(v));
    const Algorithm* alg = findAlgorithm(v.text);
    if (!alg)
        refuse(v, path + QStringLiteral(": unknown id \"%1\"").arg(textOf(v)));
    if (!runAlgorithm(*alg, a, b, Touching::Counts, nullptr, {}).ok())
        refuse(v,
               path +
                   QStringLiteral(": \"%1\" does not take the exercise's shapes").arg(textOf(v)));
    return textOf(v);
}

goals::Goal readGoal(const JsonValue& o, const Exercise& e, const Lesson& lesson,
                     const QString& path) {
    onlyKeys(o, {"method", "shapes", "boxes", "side", "flip", "keep", "shortest"}, path);
    goals::Goal g;
    const JsonValue* method = o.find("method");
    g.method = (method ? readMethod(*method, e.a, e.b, path + QStringLiteral(".method"))
                       : lesson.algorithms.value(0))
                   .toStdString();
    if (const JsonValue* v = o.find("shapes"))
        g.shapes = readClass(*v, path + QStringLiteral(".shapes"));
    if (const JsonValue* v = o.find("boxes")) {
        g.boxes = readClass(*v, path + QStringLiteral(".boxes"));
        if (!goals::boxClass(e.a, e.b))
            refuse(*v, path + QStringLiteral(".boxes: a turned rect has no exact box"));
    }
    if (const JsonValue* v = o.find("side")) {
        using Side = goals::Goal::Side;
        const std::pair<const char*, Side> sides[]{{"left", Side::Left},
                                                   {"right", Side::Right},
                                                   {"bottom", Side::Bottom},
                                                   {"top", Side::Top}};
        for (const auto& [name, side] : sides)
            if (v->kind == Kind::String && v->text == name)
                g.side = side;
        if (!g.side)
            refuse(*v, path + QStringLiteral(".side: expected \"left\", \"right\", \"bottom\" or "
                                             "\"top\""));
        if (!std::holds_alternative<Circle>(e.a) || !goals::boxClass(e.a, e.b))
            refuse(*v, path + QStringLiteral(".side: needs a circle and an axis-aligned rect"));
    }
    if (const JsonValue* v = o.find("flip")) {
        if (v->kind != Kind::Boolean)
            refuse(*v, path + QStringLiteral(".flip: expected true or false"));
        g.flip = v->boolean;
    }
    if (const JsonValue* v = o.find("shortest")) {
        if (v->kind != Kind::Boolean)
            refuse(*v, path + QStringLiteral(".shortest: expected true or false"));
        g.shortest = v->boolean;
        const Algorithm* m = findAlgorithm(g.method);
        const std::optional<VerdictClass> cls =
            m ? classify(*m, e.a, e.b, e.touching, e.motion) : std::nullopt;
        if (g.shortest && (!cls || !goals::hasExactShortestWay(e.a, e.b, *cls)))
            refuse(*v, path + QStringLiteral(".shortest: the start needs one exact shortest way "
                                             "(a circle against a circle or an axis-aligned "
                                             "rect, or two axis-aligned rects, not touching)"));
    }
    if (const JsonValue* v = o.find("keep")) {
        if (v->kind != Kind::Array)
            refuse(*v, path + QStringLiteral(".keep: expected a list"));
        for (const JsonValue& k : v->items) {
            if (k.text == "a" && k.kind == Kind::String)
                g.keep.push_back(goals::Goal::Keep::A);
            else if (k.text == "b" && k.kind == Kind::String)
                g.keep.push_back(goals::Goal::Keep::B);
            else if (k.text == "b.frame" && k.kind == Kind::String)
                g.keep.push_back(goals::Goal::Keep::BFrame);
            else
                refuse(k, path + QStringLiteral(".keep: expected \"a\", \"b\" or \"b.frame\""));
        }
    }
    if (!g.shapes && !g.boxes && !g.flip)
        refuse(o, path + QStringLiteral(": no condition (shapes, boxes or flip)"));
    return g;
}

void readBug(const JsonValue& o, Exercise& e, const QString& path) {
    const JsonValue& buggy = memberOf(o, "buggy", Kind::Object, path + QStringLiteral(".buggy"));
    onlyKeys(buggy, {"method", "touching"}, path + QStringLiteral(".buggy"));
    e.buggyMethod =
        readMethod(memberOf(buggy, "method", Kind::String, path + QStringLiteral(".buggy.method")),
                   e.a, e.b, path + QStringLiteral(".buggy.method"));
    e.buggyTouching =
        readTouching(buggy.find("touching"), path + QStringLiteral(".buggy.touching"));
    e.code = readListing(memberOf(o, "code", Kind::Object, path + QStringLiteral(".code")),
                         path + QStringLiteral(".code"));
    const JsonValue& wrong = memberOf(o, "wrong", Kind::Array, path + QStringLiteral(".wrong"));
    for (const JsonValue& line : wrong.items) {
        const bool whole = line.kind == Kind::Number && line.number >= 1 &&
                           line.number <= e.code.lines.size() &&
                           line.number == std::floor(line.number);
        if (!whole)
            refuse(line, path + QStringLiteral(".wrong: expected line numbers within 1..%1")
                                    .arg(e.code.lines.size()));
        e.wrongLines << int(line.number);
    }
    if (e.wrongLines.isEmpty())
        refuse(wrong, path + QStringLiteral(".wrong: expected at least one line"));
}

Exercise readExercise(const JsonValue& o, const Lesson& lesson, const QString& path) {
    if (o.kind != Kind::Object)
        refuse(o, path + QStringLiteral(": expected an object, found ") + kindName(o));
    Exercise e;
    const JsonValue& id = memberOf(o, "id", Kind::String, path + QStringLiteral(".id"));
    e.id = textOf(id);
    if (e.id.isEmpty())
        refuse(id, path + QStringLiteral(".id: expected a non-empty string"));
    const JsonValue& kind = memberOf(o, "kind", Kind::String, path + QStringLiteral(".kind"));
    if (kind.text == "place")
        e.kind = Exercise::Kind::Place;
    else if (kind.text == "predict")
        e.kind = Exercise::Kind::Predict;
    else if (kind.text == "bug")
        e.kind = Exercise::Kind::Bug;
    else
        refuse(kind, path + QStringLiteral(".kind: expected \"place\", \"predict\" or \"bug\""));
    switch (e.kind) {
    case Exercise::Kind::Place:
        onlyKeys(
            o, {"id", "kind", "title", "prompt", "hints", "shapes", "touching", "goal", "solution"},
            path);
        break;
    case Exercise::Kind::Predict:
        onlyKeys(o, {"id", "kind", "title", "prompt", "hints", "shapes", "touching", "answer"},
                 path);
        break;
    case Exercise::Kind::Bug:
        onlyKeys(o,
                 {"id", "kind", "title", "prompt", "hints", "shapes", "touching", "buggy", "code",
                  "wrong"},
                 path);
        break;
    }
    e.title = readLocalized(o.find("title"), o, path + QStringLiteral(".title"));
    e.prompt = readLocalized(o.find("prompt"), o, path + QStringLiteral(".prompt"));
    const JsonValue& hints = memberOf(o, "hints", Kind::Array, path + QStringLiteral(".hints"));
    for (std::size_t i = 0; i < hints.items.size(); ++i)
        e.hints << readLocalized(&hints.items[i], hints,
                                 QStringLiteral("%1.hints[%2]").arg(path).arg(i));
    if (e.hints.isEmpty())
        refuse(hints, path + QStringLiteral(".hints: expected at least one hint"));
    const JsonValue& shapes = memberOf(o, "shapes", Kind::Object, path + QStringLiteral(".shapes"));
    e.a = readShape(shapes.find("a"), shapes, path + QStringLiteral(".shapes.a"));
    e.b = readShape(shapes.find("b"), shapes, path + QStringLiteral(".shapes.b"));
    e.motion = readMotion(shapes, path + QStringLiteral(".shapes.motion"));
    if (!runAlgorithm(*findAlgorithm(lesson.algorithms.value(0).toStdString()), e.a, e.b,
                      Touching::Counts, nullptr, e.motion)
             .ok())
        refuse(shapes, path + QStringLiteral(".shapes: not the lesson's pair of shapes"));
    e.touching = readTouching(o.find("touching"), path + QStringLiteral(".touching"));
    switch (e.kind) {
    case Exercise::Kind::Place: {
        e.goal = readGoal(memberOf(o, "goal", Kind::Object, path + QStringLiteral(".goal")), e,
                          lesson, path + QStringLiteral(".goal"));
        const JsonValue& s =
            memberOf(o, "solution", Kind::Object, path + QStringLiteral(".solution"));
        e.solutionA = readShape(s.find("a"), s, path + QStringLiteral(".solution.a"));
        e.solutionB = readShape(s.find("b"), s, path + QStringLiteral(".solution.b"));
        e.solutionMotion = readMotion(s, path + QStringLiteral(".solution.motion"));
        break;
    }
    case Exercise::Kind::Predict:
        // The answer is the core's exact class; the file's is checked against it by a test.
        e.answer = readClass(memberOf(o, "answer", Kind::String, path + QStringLiteral(".answer")),
                             path + QStringLiteral(".answer"));
        break;
    case Exercise::Kind::Bug:
        readBug(o, e, path);
        break;
    }
    return e;
}

} // namespace

QList<Exercise> readExercises(const JsonValue& list, const Lesson& lesson) {
    if (list.kind != Kind::Array)
        refuse(list, QStringLiteral("exercises: expected a list, found ") + kindName(list));
    QList<Exercise> out;
    QSet<QString> ids;
    for (std::size_t i = 0; i < list.items.size(); ++i) {
        const QString path = QStringLiteral("exercises[%1]").arg(i);
        out << readExercise(list.items[i], lesson, path);
        if (ids.contains(out.back().id))
            refuse(list.items[i],
                   path + QStringLiteral(".id: \"%1\" is used twice").arg(out.back().id));
        ids.insert(out.back().id);
    }
    return out;
}

} // namespace overlap::lessons

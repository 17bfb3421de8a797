#include "app/lessons/lesson_json.h"

#include "codec/utf8.h" // the one description of a UTF-8 fault, shared with the CLI

#include "app/document/shape_problem.h"
#include "app/document/strict_json.h"
#include "codec/shape.h"

namespace overlap::lessons {

namespace {

// The value the codec's refusal is about: the field's own value when the object has it.
const JsonValue& subjectOf(const JsonValue& shape, const codec::shape::Error& e) {
    if (const JsonValue* field = e.field.empty() ? nullptr : shape.find(e.field))
        return *field;
    return shape;
}

} // namespace

void refuse(const JsonValue& at, const QString& message) {
    throw JsonProblem{at.offset, message};
}

std::variant<JsonValue, QString> parseJsonText(const QByteArray& text) {
    // The reader names a fault inside a string; this names one anywhere in the text.
    if (const std::string bad = codec::utf8TextProblem(std::string_view(text.data(), text.size()));
        !bad.empty())
        return QString::fromStdString(bad);
    auto parsed = document::json::parse(text);
    if (auto* why = std::get_if<QString>(&parsed))
        return QStringLiteral("not JSON at ") + *why;
    return std::get<JsonValue>(std::move(parsed));
}

QString placed(const QByteArray& text, const JsonProblem& problem) {
    const codec::json::Place at =
        codec::json::placeOf(std::string_view(text.data(), text.size()), problem.offset);
    return QStringLiteral("line %1, column %2: %3")
        .arg(at.line)
        .arg(at.column)
        .arg(problem.message);
}

QString kindName(const JsonValue& v) {
    return document::json::kindName(v.kind);
}

const JsonValue& memberOf(const JsonValue& o, const char* key, JsonValue::Kind kind,
                          const QString& path) {
    const JsonValue* v = o.find(key);
    if (!v)
        refuse(o, path + QStringLiteral(" is missing"));
    if (v->kind != kind)
        refuse(*v, path + QStringLiteral(": expected %1, found %2")
                              .arg(document::json::kindName(kind), kindName(*v)));
    return *v;
}

QString textOf(const JsonValue& v) {
    return document::json::qText(v.text);
}

std::variant<Shape, QString> parseShape(const JsonValue& v, const QString& path) {
    try {
        return readShape(&v, v, path);
    } catch (const JsonProblem& p) {
        return p.message;
    }
}

Shape readShape(const JsonValue* v, const JsonValue& around, const QString& path) {
    if (!v)
        refuse(around, path + QStringLiteral(": expected a shape object, found nothing"));
    const codec::shape::Read r = codec::shape::read(*v);
    if (!r.shape)
        refuse(subjectOf(*v, r.error), document::json::shapeProblem(r.error, path));
    return *r.shape;
}

Vec2 readMotion(const JsonValue& around, const QString& path) {
    const JsonValue* m = around.find("motion");
    if (!m)
        return {};
    const bool pair = m->kind == JsonValue::Kind::Array && m->items.size() == 2 &&
                      m->items[0].kind == JsonValue::Kind::Number &&
                      m->items[1].kind == JsonValue::Kind::Number;
    if (!pair || !std::isfinite(m->items[0].number) || !std::isfinite(m->items[1].number))
        refuse(*m, path + QStringLiteral(": expected [dx, dy], two finite numbers"));
    return {m->items[0].number, m->items[1].number};
}

Localized readLocalized(const JsonValue* v, const JsonValue& around, const QString& path) {
    if (!v || v->kind != JsonValue::Kind::Object)
        refuse(v ? *v : around,
               path + QStringLiteral(": expected an object with \"en\" and \"zh\""));
    Localized out;
    for (const QString& lang : languages()) {
        const JsonValue* text = v->find(lang.toStdString());
        if (!text || text->kind != JsonValue::Kind::String || textOf(*text).trimmed().isEmpty())
            refuse(text ? *text : *v, path + QStringLiteral(": no \"%1\" text").arg(lang));
        out.insert(lang, textOf(*text));
    }
    return out;
}

} // namespace overlap::lessons

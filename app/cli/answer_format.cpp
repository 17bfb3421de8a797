#include "app/cli/answer_format.h"

#include "app/cli/json_value.h"

#include <algorithm>
#include <cctype>

namespace overlap::cli {

namespace {

std::string_view trim(std::string_view s) {
    const auto space = [](char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
    };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

} // namespace

Answer readAnswer(std::string_view line) {
    const std::string_view text = trim(line);
    if (text.empty())
        return {std::nullopt, "empty line"};
    const std::string word = lower(text);
    if (word == "true" || word == "1")
        return {true, {}};
    if (word == "false" || word == "0")
        return {false, {}};
    const JsonParse p = parseJson(text);
    if (!p.value)
        return {std::nullopt, "not true, false, 1, 0 or JSON (" + p.error + ")"};
    const JsonValue& v = *p.value;
    if (v.kind == JsonValue::Kind::Boolean)
        return {v.boolean, {}};
    if (v.kind != JsonValue::Kind::Object)
        return {std::nullopt, "an answer is true, false, 1, 0 or a JSON object, not a JSON " +
                                  std::string(kindName(v.kind))};
    for (const char* key : {"overlap", "result"})
        if (const JsonValue* b = v.find(key); b && b->kind == JsonValue::Kind::Boolean)
            return {b->boolean, {}};
    for (const auto& [key, member] : v.members)
        if (member.kind == JsonValue::Kind::Boolean)
            return {member.boolean, {}};
    if (const JsonValue* e = v.find("error"); e && e->kind == JsonValue::Kind::String)
        return {std::nullopt, "the answer is an error: " + e->text};
    return {std::nullopt, "the object holds no boolean"};
}

namespace {

// A class named in any case.
std::optional<SweepClass> classWord(std::string_view word) {
    return sweepClassNamed(lower(word));
}

// {"class": ..., "toi": ...} into an answer, or why not.
SweepAnswer fromObject(const JsonValue& v) {
    const JsonValue* c = v.find("class");
    if (!c || c->kind != JsonValue::Kind::String)
        return {std::nullopt, std::nullopt, "the object holds no \"class\""};
    const auto verdict = classWord(c->text);
    if (!verdict)
        return {std::nullopt, std::nullopt,
                "\"class\" is \"" + c->text + "\", not hit, touch or miss"};
    SweepAnswer out{verdict, std::nullopt, {}};
    if (const JsonValue* t = v.find("toi")) {
        if (t->kind == JsonValue::Kind::Number)
            out.toi = t->number;
        else if (t->kind != JsonValue::Kind::Null)
            return {std::nullopt, std::nullopt, "\"toi\" is not a number or null"};
    }
    return out;
}

} // namespace

SweepAnswer readSweepAnswer(std::string_view line) {
    const std::string_view text = trim(line);
    if (text.empty())
        return {std::nullopt, std::nullopt, "empty line"};
    if (const auto c = classWord(text))
        return {c, std::nullopt, {}};
    const JsonParse p = parseJson(text);
    if (!p.value)
        return {std::nullopt, std::nullopt, "not hit, touch, miss or JSON (" + p.error + ")"};
    const JsonValue& v = *p.value;
    if (v.kind == JsonValue::Kind::String) {
        if (const auto c = classWord(v.text))
            return {c, std::nullopt, {}};
        return {std::nullopt, std::nullopt, "\"" + v.text + "\" is not hit, touch or miss"};
    }
    if (v.kind != JsonValue::Kind::Object)
        return {std::nullopt, std::nullopt,
                "an answer is hit, touch, miss or a JSON object, not a JSON " +
                    std::string(kindName(v.kind))};
    if (v.find("class"))
        return fromObject(v);
    for (const auto& [key, member] : v.members)
        if (member.kind == JsonValue::Kind::Object && member.find("class"))
            return fromObject(member);
    if (const JsonValue* e = v.find("error"); e && e->kind == JsonValue::Kind::String)
        return {std::nullopt, std::nullopt, "the answer is an error: " + e->text};
    return {std::nullopt, std::nullopt, "the object holds no \"class\""};
}

} // namespace overlap::cli

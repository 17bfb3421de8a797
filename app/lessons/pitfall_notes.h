#pragma once

#include "app/lessons/lesson.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"

#include "core/scenario.h"
#include <QByteArray>
#include <QList>
#include <QString>

#include <variant>

namespace overlap::lessons {

// One exhibit of the pitfall gallery: a deliberately wrong method of the core, a small
// counterexample on which it and the correct method it copies disagree, and what went
// wrong there and how to avoid it, in every language.
struct PitfallNote {
    QString id;      // a pitfall's id in the core's table ("pitfall.clamp-y-typo")
    QString correct; // the correct method it gets wrong, from the core's table
    Scenario scene;  // the counterexample and the policy under which the two disagree
    Localized title, wrong, avoid;
};

// The notes of lessons/pitfalls/pitfalls.json, in file order, or why they cannot be read
// (with the one strict reader, lesson_json.h): the message names the line, the column and
// the key that is wrong ("line 9, column 22: pitfalls[2].wrong: no \"zh\" text"). Refused:
// duplicate keys, another version than 1, unknown or duplicate ids, ids of correct methods, a
// moving pitfall without a "motion" [dx, dy] or a standing one with one, invalid
// shapes or shapes the pitfall does not take, a counterexample on which the pitfall
// agrees with its correct method, missing text, unknown keys.
std::variant<QList<PitfallNote>, QString> parsePitfallNotes(const QByteArray& json);

// The same from a file (or a resource, ":/pitfalls/pitfalls.json"); errors start with the
// file's name.
std::variant<QList<PitfallNote>, QString> loadPitfallNotes(const QString& file);

} // namespace overlap::lessons

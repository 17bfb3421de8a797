#pragma once

#include "app/lessons/lesson.h"
#include "app/lessons/lesson_json.h"

namespace overlap::lessons {

// A lesson file's "exercises" list (lessons/FORMAT.md), read strictly: unknown keys, kinds,
// classes, methods or policies, missing text or hints, a goal with no condition, a solution
// or scene the lesson's method does not take, and wrong lines outside the listing are
// refused with their key path ("exercises[1].goal.shapes: expected \"overlap\", ...").
// `lesson` gives the default method of a goal and the shapes' pair.
QList<Exercise> readExercises(const JsonValue& list, const Lesson& lesson);

} // namespace overlap::lessons

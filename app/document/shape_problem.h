#pragma once

#include "codec/shape.h"

#include <QString>

namespace overlap::document::json {

// The shape codec's refusal (codec/shape.h) in the words of a file's reader, for every file
// the app reads shapes from: scenario files, lessons and the pitfall notes. `path` is the
// key path of the shape object ("a", "shapes.b", "pitfalls[0].a"):
// "a.r is negative (-1)", "b.w is missing", "a.type: expected \"circle\" or \"rect\", found
// \"disc\"", "b: rect x + w is beyond the largest double".
QString shapeProblem(const codec::shape::Error& e, const QString& path);

} // namespace overlap::document::json

#pragma once

// Looking things up in a method's trace, for the trace tests: run a method, find a step by
// its id, measure a segment. A lookup that finds nothing ends the test run with its name.

#include "core/algorithms.h"

#include <QtGlobal>

#include <cmath>
#include <string>
#include <string_view>

namespace overlap::test {

inline Trace traceOf(std::string_view id, const Shape& a, const Shape& b,
                     Touching t = Touching::Counts) {
    Trace trace;
    const Outcome out = runAlgorithm(*findAlgorithm(id), a, b, t, &trace);
    if (!out.ok())
        qFatal("%s", out.error.c_str());
    return trace;
}

inline const Step& stepOf(const Trace& t, std::string_view id) {
    for (const Step& s : t.steps)
        if (s.id == id)
            return s;
    qFatal("no step %s", std::string(id).c_str());
}

// The value `name` recorded at the step `step`.
inline double valueAt(const Trace& t, const char* step, const char* name) {
    for (const Value& v : stepOf(t, step).values)
        if (v.name == name)
            return v.value;
    qFatal("no value %s at step %s", name, step);
}

inline double length(const Primitive& p) {
    return std::hypot(p.points[1].x - p.points[0].x, p.points[1].y - p.points[0].y);
}

} // namespace overlap::test

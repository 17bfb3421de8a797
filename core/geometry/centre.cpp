#include "core/geometry/centre.h"

#include "core/geometry/visit.h"

namespace overlap {

Vec2 centreOf(const Shape& s) {
    return std::visit(overloaded{[](const Circle& c) { return c.c; },
                                 [](const Rect& r) { return 0.5 * (r.min + r.max); },
                                 [](const RotatedRect& t) { return t.c; }},
                      s);
}

} // namespace overlap

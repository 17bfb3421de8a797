#pragma once

#include "core/geometry/shapes.h"

#include <variant>

namespace overlap {

// One lambda per shape kind as one visitor: std::visit(overloaded{...}, shape). Without a
// catch-all lambda, a shape kind that none of them takes is a compile error at the call.
template <class... F> struct overloaded : F... { using F::operator()...; };
template <class... F> overloaded(F...) -> overloaded<F...>;

} // namespace overlap

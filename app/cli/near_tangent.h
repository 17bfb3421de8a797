#pragma once

#include "app/cli/generators.h"

namespace overlap::cli {

// A circle placed, in doubles, tangent to a turned rect's edge or corner: the rect has
// 15-digit decimal coordinates and an angle such as 10, 30 or -30 degrees, so the touch is
// off by roundings and only exact methods agree on it. The finder mixes these in for the
// turned methods: near-tangent scenes are where two definitions of one rect part.
Generated nearTangentCase(Rng& rng);

} // namespace overlap::cli

#pragma once

// Seeded integer scenes for the differential and property tests; the mapping from the
// generator's bits is written out so every standard library gives the same cases.

#include "tests/support/reference.h"

#include <cstdint>
#include <random>

namespace overlap::test {

class SceneRandom {
  public:
    explicit SceneRandom(std::uint64_t seed) : rng_(seed) {}
    // Uniform integer in [lo, hi].
    std::int64_t between(std::int64_t lo, std::int64_t hi) {
        const std::uint64_t span = std::uint64_t(hi - lo) + 1;
        return lo + std::int64_t(rng_() % span);
    }
    // Small scenes make touching common; large ones test magnitude.
    std::int64_t scale() {
        static constexpr std::int64_t kScales[] = {4, 12, 60, 1000, 1 << 20};
        return kScales[rng_() % 5];
    }
    ICircle circle(std::int64_t s) { return {between(-s, s), between(-s, s), between(0, s)}; }
    IRect rect(std::int64_t s) {
        const std::int64_t l = between(-s, s), b = between(-s, s);
        // One in eight is flat in one direction: a segment is a valid rect.
        const std::int64_t w = rng_() % 8 == 0 ? 0 : between(0, s);
        const std::int64_t h = rng_() % 8 == 1 ? 0 : between(0, s);
        return {l, b, l + w, b + h};
    }
    int quarterTurns() { return int(rng_() % 4); }

  private:
    std::mt19937_64 rng_;
};

} // namespace overlap::test

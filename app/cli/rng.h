#pragma once

#include <cstdint>
#include <random>
#include <span>

namespace overlap::cli {

// Reproducible random integers: the standard fixes std::mt19937_64's sequence, and the
// mapping to a range is our own (std::uniform_int_distribution differs between libraries).
class Rng {
  public:
    explicit Rng(std::uint64_t seed) : engine_(seed) {}

    // Uniform in [lo, hi], both included; lo <= hi.
    std::int64_t between(std::int64_t lo, std::int64_t hi);
    // True with probability 1/2.
    bool coin() { return between(0, 1) == 1; }
    // +1 or -1.
    int sign() { return coin() ? 1 : -1; }

    template <class T> const T& pick(std::span<const T> from) {
        return from[static_cast<std::size_t>(
            between(0, static_cast<std::int64_t>(from.size()) - 1))];
    }

  private:
    std::mt19937_64 engine_;
};

} // namespace overlap::cli

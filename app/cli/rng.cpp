#include "app/cli/rng.h"

namespace overlap::cli {

std::int64_t Rng::between(std::int64_t lo, std::int64_t hi) {
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
    if (span == 0) // the whole 64-bit range
        return static_cast<std::int64_t>(engine_());
    // Reject the lowest 2^64 mod span draws so that every remainder is equally likely.
    const std::uint64_t reject = (0 - span) % span;
    std::uint64_t x = engine_();
    while (x < reject)
        x = engine_();
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + x % span);
}

} // namespace overlap::cli

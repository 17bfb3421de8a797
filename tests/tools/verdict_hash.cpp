// Prints a hash of every method's verdicts, both policies, on a fixed seeded corpus of
// random doubles and integer touching scenes. Built against the core at -O2, at -O0 and at
// -O2 -march=native; tst_determinism compares the three.

#include "core/algorithms.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>

using namespace overlap;

namespace {

struct Hash {
    std::uint64_t h = 0xcbf29ce484222325ull; // FNV-1a
    void add(std::uint64_t v) {
        for (int i = 0; i < 8; ++i) {
            h ^= (v >> (8 * i)) & 0xff;
            h *= 0x100000001b3ull;
        }
    }
};

class Corpus {
  public:
    explicit Corpus(std::uint64_t seed) : rng_(seed) {}
    // A double with a random 53-bit mantissa and a binary exponent in [-30, 30], or a small
    // integer half the time so touching is common.
    double coord() {
        if (rng_() % 2)
            return double(std::int64_t(rng_() % 41) - 20);
        const double m = double(rng_() >> 11) * 0x1p-53;
        const int exponent = int(rng_() % 61) - 30; // drawn first, as GCC ordered ldexp's arguments
        return std::ldexp(rng_() % 2 ? m : -m, exponent);
    }
    double size() { return std::abs(coord()); }
    double angle() { return rng_() % 2 ? double(rng_() % 8) * 90 - 360 : coord() * 37; }
    Shape circle() { return Circle{{coord(), coord()}, size()}; }
    Shape rect() {
        const double x = coord(), y = coord();
        return Rect{{x, y}, {x + size(), y + size()}};
    }
    // A call's arguments are evaluated in an order the compiler chooses (GCC right to left,
    // clang left to right): each draw is its own statement, in the order GCC drew them when
    // the expected hash was kept.
    Shape turned() {
        const double deg = angle();
        const double w = size(), h = size();
        const double x = coord(), y = coord();
        return RotatedRect::make({x, y}, {w, h}, deg);
    }

  private:
    std::mt19937_64 rng_;
};

} // namespace

int main() {
    Corpus corpus(20261122);
    Hash hash;
    long runs = 0;
    for (int i = 0; i < 50'000; ++i) {
        const Shape c1 = corpus.circle(), c2 = corpus.circle(), r1 = corpus.rect(),
                    r2 = corpus.rect(), t = corpus.turned(), t2 = corpus.turned();
        for (const Algorithm& alg : algorithms()) {
            const Shape* a = &c1;
            const Shape* b = &r1;
            switch (alg.pair) {
            case Pair::RectRect:
                a = &r1, b = &r2;
                break;
            case Pair::CircleCircle:
                b = &c2;
                break;
            case Pair::CircleRect:
                break;
            case Pair::CircleRotatedRect:
                b = &t;
                break;
            case Pair::RotatedRects:
                a = &t, b = &t2;
                break;
            }
            for (Touching p : {Touching::Counts, Touching::Separate}) {
                const Outcome out = runAlgorithm(alg, *a, *b, p);
                hash.add(out.ok() ? (out.result.overlap ? 1 : 0) : 2);
                ++runs;
            }
        }
    }
    std::printf("%016llx %ld\n", static_cast<unsigned long long>(hash.h), runs);
    return 0;
}

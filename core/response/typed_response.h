#pragma once

// A method's own response path, as a game that keeps its shapes typed calls it: no variant,
// no table. The exact class (from the pair's numbers where they prove it, else from the
// typed method itself under both policies), then the pair's geometry and the sign rule
// that respond() applies too.

#include "core/algorithms.h"
#include "core/response/pair_responses.h"

#include <type_traits>

namespace overlap {

// The class of a correct method's scene from its verdicts under both policies: classOf's
// rule for a correct method (it overlaps when touching is separate only if it does when
// touching counts), as a sum, so no branch on the class, an even bet on random scenes, is
// mispredicted. Both calls always: inline, they share all but the tie's last comparison.
// The method is a template argument, so that both calls are direct and can be inlined.
template <auto Method, class A, class B> VerdictClass classWith(const A& a, const B& b) {
    const int counts = Method(a, b, Touching::Counts, nullptr).overlap;
    const int separate = Method(a, b, Touching::Separate, nullptr).overlap;
    static_assert(int(VerdictClass::Touching) == 1 && int(VerdictClass::Overlap) == 2);
    return VerdictClass(counts + separate);
}

// Near a tie, where the numbers do not prove the class: the method's own exact class, and
// the separation given its sign. Out of line and cold, so that the usual path keeps its
// Response in registers.
struct Settled {
    double separation;
    VerdictClass verdict;
};
template <auto Method, class A, class B>
[[gnu::noinline, gnu::cold]] Settled settleNearTie(double separation, const A& a, const B& b) {
    Response r;
    r.separation = separation;
    response::settleSign(r, classWith<Method>(a, b));
    return {r.separation, r.verdict};
}

// For valid shapes in the method's own order (circle first): a is the one to move. The
// class from the numbers the response is made of where they prove it (the fast path of the
// method that computes those numbers), else, near a tie, from the method itself.
template <auto Method, class A, class B>
[[gnu::always_inline]] inline Response respondWith(const A& a, const B& b) {
    if constexpr (std::is_same_v<A, Circle>) {
        // The geometry first, with no call before it, so that the filter shares its numbers.
        exact::Sure fast;
        Response r = response::of(a, b, &fast);
        if (fast.sure) [[likely]] {
            response::settleSureSign(r, fast.overlap);
        } else {
            const Settled settled = settleNearTie<Method>(r.separation, a, b);
            r.separation = settled.separation, r.verdict = settled.verdict;
        }
        return r;
    } else {
        // Two rects: the geometry takes the class (which axis, or which corners).
        const exact::Sure fast = response::sureOf(a, b);
        const VerdictClass exact =
            fast.sure ? VerdictClass(2 * int(fast.overlap)) : classWith<Method>(a, b);
        Response r = response::of(a, b, exact);
        response::settleSign(r, exact);
        return r;
    }
}

} // namespace overlap

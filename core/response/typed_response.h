#pragma once

// A method's own response path, as a game that keeps its shapes typed calls it: no variant,
// no table. The class from the typed method itself (under both policies), then the pair's
// geometry and the sign rule that respond() applies too.

#include "core/algorithms.h"
#include "core/response/pair_responses.h"

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

// For valid shapes in the method's own order (circle first): a is the one to move.
template <auto Method, class A, class B> Response respondWith(const A& a, const B& b) {
    const VerdictClass exact = classWith<Method>(a, b);
    Response r = response::of(a, b, exact);
    response::settleSign(r, exact);
    return r;
}

} // namespace overlap

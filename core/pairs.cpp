#include "core/pairs.h"

#include "core/geometry/visit.h"

#include <algorithm>
#include <array>

namespace overlap {

namespace {

constexpr std::array kShown{Pair::CircleRect, Pair::CircleRotatedRect, Pair::CircleCircle,
                            Pair::RectRect};

} // namespace

std::span<const Pair> shownPairs() {
    return kShown;
}

Pair shownPairOf(Pair p) {
    switch (p) {
    case Pair::RectRect:
    case Pair::RotatedRects:
        return Pair::RectRect;
    case Pair::CircleCircle:
    case Pair::CircleRect:
    case Pair::CircleRotatedRect:
        return p;
    }
    return p;
}

Pair kindsOf(Pair p) {
    switch (p) {
    case Pair::CircleCircle:
        return Pair::CircleCircle;
    case Pair::RectRect:
    case Pair::RotatedRects:
        return Pair::RectRect;
    case Pair::CircleRect:
    case Pair::CircleRotatedRect:
        return Pair::CircleRect;
    }
    return p;
}

std::span<const Pair> pairKinds() {
    static constexpr std::array kKinds{Pair::CircleRect, Pair::CircleCircle, Pair::RectRect};
    return kKinds;
}

std::optional<Pair> kindNamed(std::string_view name) {
    for (const Pair k : pairKinds())
        if (pairName(k) == name)
            return k;
    return std::nullopt;
}

Pair withRectsTurned(Pair kind, bool rotated) {
    switch (kindsOf(kind)) {
    case Pair::CircleRect:
        return rotated ? Pair::CircleRotatedRect : Pair::CircleRect;
    case Pair::RectRect:
        return rotated ? Pair::RotatedRects : Pair::RectRect;
    default:
        return kindsOf(kind);
    }
}

Pair scenePair(const Shape& a, const Shape& b) {
    const auto isCircle = [](const Shape& s) {
        return std::visit(overloaded{[](const Circle&) { return true; },
                                     [](const Rect&) { return false; },
                                     [](const RotatedRect&) { return false; }},
                          s);
    };
    const auto isTurned = [](const Shape& s) {
        return std::visit(overloaded{[](const Circle&) { return false; },
                                     [](const Rect&) { return false; },
                                     [](const RotatedRect&) { return true; }},
                          s);
    };
    const int circles = int(isCircle(a)) + int(isCircle(b));
    const bool turned = isTurned(a) || isTurned(b);
    return circles == 2   ? Pair::CircleCircle
           : circles == 0 ? Pair::RectRect
           : turned       ? Pair::CircleRotatedRect
                          : Pair::CircleRect;
}

PairStart startOf(Pair p) {
    switch (shownPairOf(p)) {
    case Pair::CircleRect:
        return {Pair::CircleRect,
                Circle{{14, 10}, 4.5}, // 1.16 clear, as in lesson 3: plainly apart
                Rect{{0, 0}, {10, 6}}};
    case Pair::CircleRotatedRect:
        return {Pair::CircleRotatedRect, Circle{{12, 9}, 3}, RotatedRect::make({5, 3}, {5, 3}, 30)};
    case Pair::CircleCircle:
        return {Pair::CircleCircle, Circle{{0, 0}, 3}, Circle{{6, 2}, 2}};
    case Pair::RectRect:
    case Pair::RotatedRects:
        break;
    }
    return {Pair::RectRect, Rect{{0, 0}, {6, 4}}, Rect{{4, 2}, {10, 7}}};
}

std::vector<const Algorithm*> usualMethods(Pair shown, bool withPitfalls) {
    std::vector<const Algorithm*> out;
    for (const Algorithm& a : algorithms())
        if (a.usual.place > 0 && shownPairOf(a.pair) == shownPairOf(shown) &&
            (withPitfalls || !a.pitfall))
            out.push_back(&a);
    std::stable_sort(out.begin(), out.end(), [](const Algorithm* x, const Algorithm* y) {
        return x->usual.place < y->usual.place;
    });
    return out;
}

} // namespace overlap

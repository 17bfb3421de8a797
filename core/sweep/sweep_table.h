#pragma once

// The table of swept methods: the one place each is spelled (its id, title and mistake).
// The CLI reads it through sweptMethods(); the method table's moving rows, which lessons 9
// and 10 and compare mode show, take their names from it.

#include "core/sweep/sweep_methods.h"

#include <array>
#include <string_view>

namespace overlap::sweep_table {

// The rows' sweeps, on shapes runSweptMethod has checked (sweep_methods.cpp).
Sweep circleRect(const Shape& a, Vec2 m, const Shape& b);
Sweep circleRectFrames(const Shape& a, Vec2 m, const Shape& b);
Sweep circleRectAsBox(const Shape& a, Vec2 m, const Shape& b);
Sweep circleCircle(const Shape& a, Vec2 m, const Shape& b);
Sweep rectRect(const Shape& a, Vec2 m, const Shape& b);
Sweep rectRectFrames(const Shape& a, Vec2 m, const Shape& b);

inline constexpr std::array kSweptMethods{
    SweptMethod{"circle-rect.swept",
                "Moving circle vs rect: swept test",
                Pair::CircleRect,
                false,
                {},
                circleRect},
    SweptMethod{"circle-circle.swept",
                "Moving circle vs circle: swept test",
                Pair::CircleCircle,
                false,
                {},
                circleCircle},
    SweptMethod{
        "rect-rect.swept", "Moving rect vs rect: slab method", Pair::RectRect, false, {}, rectRect},
    SweptMethod{"pitfall.frames-only", "Pitfall: testing only the frames", Pair::CircleRect, true,
                "tests the shape only where it is at each frame, so a fast one passes through a "
                "thin one between them",
                circleRectFrames},
    SweptMethod{"pitfall.box-corners", "Pitfall: the rect grown as a box", Pair::CircleRect, true,
                "grows the rect by r as a box, whose square corners catch a path passing a "
                "corner farther than r",
                circleRectAsBox},
    SweptMethod{"pitfall.rect-frames-only", "Pitfall: testing rects only at the frames",
                Pair::RectRect, true,
                "tests the rect only where it is at each frame, so a fast one passes through a "
                "thin one between them",
                rectRectFrames},
};

// The row of an id; an id not in the table does not compile where it is constant.
constexpr const SweptMethod& row(std::string_view id) {
    for (const SweptMethod& m : kSweptMethods)
        if (m.id == id)
            return m;
    throw "no swept method of this id";
}

// The correct method of a pair kind: the one its pitfalls get wrong.
constexpr const SweptMethod& correctOf(Pair kind) {
    for (const SweptMethod& m : kSweptMethods)
        if (!m.pitfall && m.kind == kind)
            return m;
    throw "no correct swept method of this pair";
}

} // namespace overlap::sweep_table

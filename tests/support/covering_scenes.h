#pragma once

// Scenes that walk every path of every method of a pair, shared by the lesson tests and the
// STEPS.md writer (tests/tools/steps_md.cpp).

#include "core/algorithms.h"

#include <utility>
#include <vector>

namespace overlap::test {

// Scenes that walk every path of every method of a pair: centres on a grid around a
// 10 x 6 rect (inside, on edges and corners, in every region), three radii, both orders.
inline std::vector<std::pair<Shape, Shape>> coveringScenes(Pair pair) {
    std::vector<std::pair<Shape, Shape>> out;
    for (int i = -3; i <= 16; ++i)
        for (int j = -6; j <= 14; ++j)
            for (double r : {0.0, 1.0, 3.0}) {
                const Circle c{{double(i), double(j)}, r};
                switch (pair) {
                case Pair::CircleCircle:
                    out.push_back({c, Circle{{5, 3}, 2}});
                    break;
                case Pair::CircleRect:
                    out.push_back({c, Rect{{0, 0}, {10, 6}}});
                    break;
                case Pair::CircleRotatedRect:
                    out.push_back({c, RotatedRect::make({5, 3}, {5, 3}, 30)});
                    break;
                case Pair::RectRect:
                    out.push_back({Rect{{double(i), double(j)}, {i + r + 1, j + 2.0}},
                                   Rect{{0, 0}, {10, 6}}});
                    break;
                case Pair::RotatedRects:
                    out.push_back({RotatedRect::make({double(i), double(j)}, {r + 0.5, 1}, 15 * i),
                                   RotatedRect::make({5, 3}, {5, 3}, 30)});
                    break;
                }
            }
    return out;
}

} // namespace overlap::test

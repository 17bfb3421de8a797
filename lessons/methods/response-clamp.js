// Push apart for a circle and a rect, by the nearest point (the clamp): the way to move the
// circle out of the rect (the normal) and how far (the separation).
// 圆与矩形的推开：用最近点（钳制）求出把圆推出矩形的方向（法线）和距离（间距）。
//
//   overlap-cli judge response-clamp.js --pair circle-rect --response
//     none wrong  全部正确
//
// separation < 0: they overlap, and -separation is how far the circle must move;
// separation = 0: they touch; separation > 0: they are apart, by that much.
// 间距 < 0：重叠，-间距 就是圆要移动的距离；= 0：接触；> 0：分离，相距这么远。

function clamp(v, lo, hi) {
    return Math.max(lo, Math.min(v, hi));
}

// a: the circle {x, y, r}; b: the rect {x, y, w, h}, (x, y) its smallest corner, y up.
// a：圆 {x, y, r}；b：矩形 {x, y, w, h}，(x, y) 为最小角，y 轴向上。
function response(a, b) {
    // N, the rect's point nearest the centre C.  N：矩形上离圆心 C 最近的点。
    var nx = clamp(a.x, b.x, b.x + b.w);
    var ny = clamp(a.y, b.y, b.y + b.h);
    var dx = a.x - nx, dy = a.y - ny;
    if (dx !== 0 || dy !== 0) {
        // C is outside: out along C - N, the distance |C - N| less r.
        // C 在矩形外：沿 C - N 推出，间距为 |C - N| 减 r。
        var d = Math.hypot(dx, dy);
        return {normal: [dx / d, dy / d], separation: d - a.r};
    }
    // C is inside (N = C): out through the nearest edge, in the order right, left, top,
    // bottom when two are as near.
    // C 在矩形内（N = C）：从最近的边推出；两边一样近时按右、左、上、下的顺序。
    var ways = [[b.x + b.w - a.x, 1, 0], [a.x - b.x, -1, 0],
                [b.y + b.h - a.y, 0, 1], [a.y - b.y, 0, -1]];
    var best = ways[0];
    for (var i = 1; i < 4; ++i)
        if (ways[i][0] < best[0])
            best = ways[i];
    // A point (r = 0) inside has |C - N| - r = 0: by the clamp's own test it touches.
    // 半径为 0 的点在矩形内时 |C - N| - r = 0：按钳制法自己的判断，它只是接触。
    return {normal: [best[1], best[2]], separation: a.r === 0 ? 0 : -(a.r + best[0])};
}

// Circle vs rect by the nearest point (the clamp), as a tutorial wrote it: the final
// comparison is a strict <, so a circle that only touches the rect does not overlap it.
// 圆与矩形：最近点法（钳制），照教程的写法：最后的比较用严格的 <，
// 所以仅与矩形接触的圆不算重叠。
//
// Judge it both ways:
// 两种规则各判一次：
//   overlap-cli judge clamp-strict.js --pair circle-rect --touching counts
//     wrong exactly where the circle touches the rect  恰好在圆与矩形接触处出错
//   overlap-cli judge clamp-strict.js --pair circle-rect --touching separate
//     none wrong  全部正确
// The fix for "touching counts" is in clamp.js: <= instead of <.
// “接触算作重叠”的改法见 clamp.js：把 < 换成 <=。

// v held inside [lo, hi].
// 把 v 钳制到区间 [lo, hi]。
function clamp(v, lo, hi) {
    return Math.max(lo, Math.min(v, hi));
}

// a: the circle {x, y, r}; b: the rect {x, y, w, h}, (x, y) its smallest corner, y up.
// a：圆 {x, y, r}；b：矩形 {x, y, w, h}，(x, y) 为最小角，y 轴向上。
function overlaps(a, b) {
    // The point of the rect nearest the centre: clamp each coordinate to the rect's band.
    // 矩形上离圆心最近的点：把每个坐标钳制到矩形在该轴上的区间。
    var nx = clamp(a.x, b.x, b.x + b.w);
    var ny = clamp(a.y, b.y, b.y + b.h);
    // The squared distance from the centre to it, against r squared: no square root.
    // 圆心到该点距离的平方与 r 的平方比较：不用开方。
    var dx = a.x - nx;
    var dy = a.y - ny;
    return dx * dx + dy * dy < a.r * a.r; // strict: touching is apart  严格小于：接触算作分离
}

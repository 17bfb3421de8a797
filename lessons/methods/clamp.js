// Circle vs rect by the nearest point (the clamp), for "touching counts": closed shapes,
// so a circle that only touches the rect overlaps it, and the comparison is <=.
// 圆与矩形：最近点法（钳制），用于“接触算作重叠”：图形是闭的，仅接触也算重叠，比较用 <=。
//
//   overlap-cli judge clamp.js --pair circle-rect --touching counts     none wrong  全部正确
//   overlap-cli judge clamp.js --pair circle-rect --touching separate   wrong on touching
//                                                                      接触处出错
// Under "separate" the right comparison is < (clamp-strict.js).
// “接触算作分离”时正确的比较是 <（见 clamp-strict.js）。

// v held inside [lo, hi].
// 把 v 钳制到区间 [lo, hi]。
function clamp(v, lo, hi) {
    return Math.max(lo, Math.min(v, hi));
}

// a: the circle {x, y, r}; b: the rect {x, y, w, h}, (x, y) its smallest corner, y up.
// a：圆 {x, y, r}；b：矩形 {x, y, w, h}，(x, y) 为最小角，y 轴向上。
function overlaps(a, b) {
    // The point of the rect nearest the centre.
    // 矩形上离圆心最近的点。
    var nx = clamp(a.x, b.x, b.x + b.w);
    var ny = clamp(a.y, b.y, b.y + b.h);
    var dx = a.x - nx;
    var dy = a.y - ny;
    return dx * dx + dy * dy <= a.r * a.r; // touching counts  接触算作重叠
}

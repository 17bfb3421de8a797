// Your method: does the circle a overlap the rect b?
// 你的方法：圆 a 与矩形 b 是否重叠？
//
// a = {type: "circle", x, y, r}             the centre (x, y) and the radius r
//                                           圆心 (x, y) 与半径 r
// b = {type: "rect", x, y, w, h, angle}     the smallest corner (x, y), the size w × h, and
//                                           the turn about its centre in degrees,
//                                           counter-clockwise (0 when not turned); y points up
//                                           最小角 (x, y)、尺寸 w × h，以及绕中心的转角
//                                           （度，逆时针；不转时为 0）；y 轴向上
//
// Return true or false. Under "touching counts" shapes that only touch overlap (<=);
// under "separate" they do not (<).
// 返回 true 或 false。“接触算作重叠”时，仅接触也算重叠（<=）；“接触算作分离”时不算（<）。
//
// Try it:  overlap-cli judge template-circle-rect.js --pair circle-rect
// 试一试： overlap-cli judge template-circle-rect.js --pair circle-rect
function overlaps(a, b) {
    return false; // your test here  在这里写你的判断
}

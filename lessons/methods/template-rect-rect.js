// Your method: do the rects a and b overlap?
// 你的方法：矩形 a 与矩形 b 是否重叠？
//
// a, b = {type: "rect", x, y, w, h, angle}  the smallest corner (x, y) and the size w × h;
//                                           angle is 0 (these rects are not turned); y
//                                           points up
//                                           最小角 (x, y) 与尺寸 w × h；angle 为 0（这些
//                                           矩形不转）；y 轴向上
//
// Return true or false. Under "touching counts" rects that only share an edge or a corner
// overlap (<=); under "separate" they do not (<).
// 返回 true 或 false。“接触算作重叠”时，只共用一条边或一个角也算重叠（<=）；“接触算作分离”时不算（<）。
//
// Try it:  overlap-cli judge template-rect-rect.js --pair rect-rect
// 试一试： overlap-cli judge template-rect-rect.js --pair rect-rect
function overlaps(a, b) {
    return false; // your test here  在这里写你的判断
}

// Your method: do the circles a and b overlap?
// 你的方法：圆 a 与圆 b 是否重叠？
//
// a, b = {type: "circle", x, y, r}          the centre (x, y) and the radius r; y points up
//                                           圆心 (x, y) 与半径 r；y 轴向上
//
// Return true or false. Under "touching counts" circles that only touch overlap (<=);
// under "separate" they do not (<).
// 返回 true 或 false。“接触算作重叠”时，仅接触也算重叠（<=）；“接触算作分离”时不算（<）。
//
// Try it:  overlap-cli judge template-circle-circle.js --pair circle-circle
// 试一试： overlap-cli judge template-circle-circle.js --pair circle-circle
function overlaps(a, b) {
    return false; // your test here  在这里写你的判断
}

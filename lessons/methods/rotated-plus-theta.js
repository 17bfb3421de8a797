// Circle vs a turned rect, as a tutorial wrote it: move the circle's centre into the rect's
// own frame, clamp there, compare. Its formula turns the centre by +θ; undoing the rect's
// turn of θ needs -θ. Right only where the sign does not matter (0 and the right angles).
// 圆与旋转矩形，照教程的写法：把圆心转到矩形自己的坐标系里，在那里钳制、比较。
// 它的公式把圆心转了 +θ；要抵消矩形转过的 θ，应转 -θ。只有符号无关紧要时（0 与直角）才对。
//
//   overlap-cli judge rotated-plus-theta.js --pair circle-rect --rotated
// The fix is in rotated-clamp.js.  改法见 rotated-clamp.js。

// cos and sin of an angle in degrees, exact at the right angles, where Math.cos(Math.PI / 2)
// is 6e-17 and not 0 (that tiny tilt alone loses exact touching).
// 角度（度）的 cos 与 sin，在直角处取精确值：Math.cos(Math.PI / 2) 是 6e-17 而不是 0
// （单这一点倾斜就会失去精确的接触）。
function cosSinDeg(deg) {
    var q = deg / 90;
    if (q === Math.floor(q)) {
        var k = ((q % 4) + 4) % 4;
        return [[1, 0], [0, 1], [-1, 0], [0, -1]][k];
    }
    var t = deg * Math.PI / 180; // degrees to radians  度化为弧度
    return [Math.cos(t), Math.sin(t)];
}

function clamp(v, lo, hi) {
    return Math.max(lo, Math.min(v, hi));
}

// a: the circle {x, y, r}; b: the rect {x, y, w, h, angle}, turned by angle degrees
// counter-clockwise about its centre (y up).
// a：圆 {x, y, r}；b：矩形 {x, y, w, h, angle}，绕中心逆时针转 angle 度（y 轴向上）。
function overlaps(a, b) {
    var cx = b.x + b.w / 2, cy = b.y + b.h / 2; // the rect's centre  矩形中心
    var dx = a.x - cx, dy = a.y - cy;           // the circle's centre from there  圆心相对中心
    var cs = cosSinDeg(b.angle), c = cs[0], s = cs[1];
    // The tutorial's turn: by +θ (WRONG: the rect's own frame needs -θ).
    // 教程的旋转：转 +θ（错：回到矩形自己的坐标系要转 -θ）。
    var lx = dx * c - dy * s;
    var ly = dx * s + dy * c;
    // In the rect's frame it is axis-aligned, centred at 0: clamp to the half extents.
    // 在矩形坐标系里它与坐标轴对齐、中心在原点：钳制到半宽、半高的区间内。
    var ex = lx - clamp(lx, -b.w / 2, b.w / 2);
    var ey = ly - clamp(ly, -b.h / 2, b.h / 2);
    return ex * ex + ey * ey <= a.r * a.r; // touching counts  接触算作重叠
}

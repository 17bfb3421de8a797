// Circle vs a turned rect, corrected: turn the circle's centre by -θ about the rect's
// centre, so that the rect is axis-aligned in its own frame, then clamp as for a plain rect.
// 圆与旋转矩形（改正版）：把圆心绕矩形中心转 -θ，矩形在自己的坐标系里就与坐标轴对齐，
// 再像普通矩形一样钳制。
//
//   overlap-cli judge rotated-clamp.js --pair circle-rect --rotated     none wrong  全部正确

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
    // Turn by -θ: cos(-θ) = cos θ, sin(-θ) = -sin θ.
    // 转 -θ：cos(-θ) = cos θ，sin(-θ) = -sin θ。
    var lx = dx * c + dy * s;
    var ly = -dx * s + dy * c;
    // Axis-aligned in the rect's frame, centred at 0: clamp to the half extents.
    // 在矩形坐标系里与坐标轴对齐、中心在原点：钳制到半宽、半高的区间内。
    var ex = lx - clamp(lx, -b.w / 2, b.w / 2);
    var ey = ly - clamp(ly, -b.h / 2, b.h / 2);
    return ex * ex + ey * ey <= a.r * a.r; // touching counts  接触算作重叠
}

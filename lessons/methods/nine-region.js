// Circle vs rect by the nine regions: the lines through the rect's four edges cut the plane
// into nine regions (1 2 3 / 4 5 6 / 7 8 9, the inside is 5). Cross products say on which
// side of each edge the circle's centre lies; the region then says which distance decides.
// It never uses the axes, so it works for a turned rect unchanged.
// 圆与矩形：九宫格法。矩形四条边所在的直线把平面分成九个区域（1 2 3 / 4 5 6 / 7 8 9，
// 内部是 5）。叉积告诉我们圆心在每条边的哪一侧，再由所在区域决定用哪段距离判断。
// 它从不依赖坐标轴，所以对旋转矩形同样适用。
//
//   overlap-cli judge nine-region.js --pair circle-rect                none wrong  全部正确
//   overlap-cli judge nine-region.js --pair circle-rect --rotated      none wrong  全部正确

// cos and sin of an angle in degrees, exact at the right angles.
// 角度（度）的 cos 与 sin，在直角处取精确值。
function cosSinDeg(deg) {
    var q = deg / 90;
    if (q === Math.floor(q)) {
        var k = ((q % 4) + 4) % 4;
        return [[1, 0], [0, 1], [-1, 0], [0, -1]][k];
    }
    var t = deg * Math.PI / 180;
    return [Math.cos(t), Math.sin(t)];
}

// a: the circle {x, y, r}; b: the rect {x, y, w, h, angle} (y up, angle counter-clockwise).
// a：圆 {x, y, r}；b：矩形 {x, y, w, h, angle}（y 轴向上，angle 逆时针）。
function overlaps(a, b) {
    var cs = cosSinDeg(b.angle);
    var u = [cs[0], cs[1]];  // the rect's own x axis  矩形自己的 x 轴
    var v = [-u[1], u[0]];   // its y axis  它的 y 轴
    var cx = b.x + b.w / 2, cy = b.y + b.h / 2, hw = b.w / 2, hh = b.h / 2;
    function corner(sx, sy) {
        return [cx + sx * hw * u[0] + sy * hh * v[0], cy + sx * hw * u[1] + sy * hh * v[1]];
    }
    // The vertices A, B, C, D counter-clockwise, and each edge's direction. The directions
    // come from the axes, not from Q - P, so a rect of zero width or height still has four.
    // 顶点 A、B、C、D 按逆时针排列，以及每条边的方向。方向取自坐标轴而不是 Q - P，
    // 所以宽或高为 0 的矩形也仍有四个方向。
    var P = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
    var dir = [u, v, [-u[0], -u[1]], [-v[0], -v[1]]];
    var cross = [], outside = [];
    for (var i = 0; i < 4; i++) {
        // cross(edge, O - P): positive on the left, inside; negative on the right, outside.
        // cross(边, O - P)：正在左侧，即内侧；负在右侧，即外侧。
        cross[i] = dir[i][0] * (a.y - P[i][1]) - dir[i][1] * (a.x - P[i][0]);
        outside[i] = cross[i] < 0;
    }
    var n = outside.filter(function (o) { return o; }).length;
    if (n === 0)
        return true; // region 5: the centre is inside  区域 5：圆心在内部
    if (n === 1) {
        // An edge region (2, 4, 6, 8): the distance to that edge's line is |cross| (the
        // direction has length 1); compare squares.
        // 边区域（2、4、6、8）：到该边所在直线的距离是 |cross|（方向长度为 1）；比较平方。
        var e = outside.indexOf(true);
        return cross[e] * cross[e] <= a.r * a.r; // touching counts  接触算作重叠
    }
    // A corner region (1, 3, 7, 9): outside two neighbouring edges; their shared vertex is
    // the nearest point. Edge i runs from P[i] to P[i + 1].
    // 角区域（1、3、7、9）：在两条相邻边的外侧；它们共用的顶点就是最近点。第 i 条边从
    // P[i] 到 P[i + 1]。
    var k = outside[0] && outside[3] ? 0 : outside.indexOf(true) + 1;
    var dx = a.x - P[k][0], dy = a.y - P[k][1];
    return dx * dx + dy * dy <= a.r * a.r; // touching counts  接触算作重叠
}

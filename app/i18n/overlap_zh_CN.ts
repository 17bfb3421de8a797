<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>History</name>
    <message>
        <source>circle</source>
        <translation>圆</translation>
    </message>
    <message>
        <source>rect</source>
        <translation>矩形</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>旋转%1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>移动%1</translation>
    </message>
    <message>
        <source>Change radius</source>
        <translation>修改半径</translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation>调整%1大小</translation>
    </message>
    <message>
        <source>Change both shapes</source>
        <translation>修改两个图形</translation>
    </message>
    <message>
        <source>Touching counts as overlap</source>
        <translation>接触算作重叠</translation>
    </message>
    <message>
        <source>Touching counts as apart</source>
        <translation>接触算作分离</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>无改动</translation>
    </message>
    <message>
        <source>Change the move</source>
        <translation>修改每帧位移</translation>
    </message>
</context>
<context>
    <name>Intro</name>
    <message>
        <source>Methods in this lesson:</source>
        <translation>本课的方法：</translation>
    </message>
    <message>
        <source>Lesson %1 · introduction</source>
        <translation>第 %1 课 · 引言</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>MethodNames</name>
    <message>
        <source>%1 (WRONG)</source>
        <translation>%1（错误）</translation>
    </message>
</context>
<context>
    <name>Methods</name>
    <message>
        <source>Rect vs rect: intersection rectangle</source>
        <translation>矩形与矩形：相交矩形</translation>
    </message>
    <message>
        <source>Rect vs rect: separation test</source>
        <translation>矩形与矩形：找缝隙</translation>
    </message>
    <message>
        <source>Circle vs circle: distance</source>
        <translation>圆与圆：圆心距</translation>
    </message>
    <message>
        <source>Circle vs circle: squared distance</source>
        <translation>圆与圆：平方距离</translation>
    </message>
    <message>
        <source>Circle vs rect: nearest point (clamp)</source>
        <translation>圆与矩形：最近点（钳制）</translation>
    </message>
    <message>
        <source>Circle vs rect: rounded-rect regions</source>
        <translation>圆与矩形：圆角矩形分块</translation>
    </message>
    <message>
        <source>Circle vs rect: nine regions by cross products</source>
        <translation>圆与矩形：用叉积划分九宫格</translation>
    </message>
    <message>
        <source>Circle vs rect: fold into the first quadrant</source>
        <translation>圆与矩形：折叠到第一象限</translation>
    </message>
    <message>
        <source>Circle vs rotated rect: nine regions</source>
        <translation>圆与旋转矩形：九宫格</translation>
    </message>
    <message>
        <source>Circle vs rotated rect: rotate back, then clamp</source>
        <translation>圆与旋转矩形：先转回，再钳制</translation>
    </message>
    <message>
        <source>Circle vs rotated rect: rotate back, then fold</source>
        <translation>圆与旋转矩形：先转回，再折叠</translation>
    </message>
    <message>
        <source>Rect vs rect: separating axis theorem</source>
        <translation>矩形与矩形：分离轴定理</translation>
    </message>
    <message>
        <source>Pitfall: clamp with the y-branch typo</source>
        <translation>易错点：钳制的 y 分支有笔误</translation>
    </message>
    <message>
        <source>Pitfall: nine regions without the absolute value</source>
        <translation>易错点：九宫格漏了绝对值</translation>
    </message>
    <message>
        <source>Pitfall: nine regions walked in screen order</source>
        <translation>易错点：九宫格照屏幕顺序绕圈</translation>
    </message>
    <message>
        <source>Pitfall: rotate the centre by +θ</source>
        <translation>易错点：把圆心旋转 +θ</translation>
    </message>
    <message>
        <source>Pitfall: degrees passed to cos and sin</source>
        <translation>易错点：把角度直接传给 cos 和 sin</translation>
    </message>
    <message>
        <source>Pitfall: cos 90° is not 0</source>
        <translation>易错点：cos 90° 并不等于 0</translation>
    </message>
    <message>
        <source>intersection rectangle</source>
        <translation>相交矩形</translation>
    </message>
    <message>
        <source>separation test</source>
        <translation>找缝隙</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>圆心距</translation>
    </message>
    <message>
        <source>squared distance</source>
        <translation>平方距离</translation>
    </message>
    <message>
        <source>nearest point (clamp)</source>
        <translation>最近点（钳制）</translation>
    </message>
    <message>
        <source>rounded-rect regions</source>
        <translation>圆角矩形分块</translation>
    </message>
    <message>
        <source>nine regions by cross products</source>
        <translation>用叉积划分九宫格</translation>
    </message>
    <message>
        <source>fold into the first quadrant</source>
        <translation>折叠到第一象限</translation>
    </message>
    <message>
        <source>nine regions</source>
        <translation>九宫格</translation>
    </message>
    <message>
        <source>rotate back, then clamp</source>
        <translation>先转回，再钳制</translation>
    </message>
    <message>
        <source>rotate back, then fold</source>
        <translation>先转回，再折叠</translation>
    </message>
    <message>
        <source>separating axis theorem</source>
        <translation>分离轴定理</translation>
    </message>
    <message>
        <source>clamp with the y-branch typo</source>
        <translation>钳制的 y 分支有笔误</translation>
    </message>
    <message>
        <source>nine regions without the absolute value</source>
        <translation>九宫格漏了绝对值</translation>
    </message>
    <message>
        <source>nine regions walked in screen order</source>
        <translation>九宫格照屏幕顺序绕圈</translation>
    </message>
    <message>
        <source>rotate the centre by +θ</source>
        <translation>把圆心旋转 +θ</translation>
    </message>
    <message>
        <source>degrees passed to cos and sin</source>
        <translation>把角度直接传给 cos 和 sin</translation>
    </message>
    <message>
        <source>cos 90° is not 0</source>
        <translation>cos 90° 并不等于 0</translation>
    </message>
    <message>
        <source>Pitfall: bounding boxes of turned rects</source>
        <translation>易错点：用包围盒判断旋转矩形</translation>
    </message>
    <message>
        <source>Pitfall: separating axes of rect a only</source>
        <translation>易错点：只试矩形 a 的分离轴</translation>
    </message>
    <message>
        <source>bounding boxes of turned rects</source>
        <translation>用包围盒判断旋转矩形</translation>
    </message>
    <message>
        <source>separating axes of rect a only</source>
        <translation>只试矩形 a 的分离轴</translation>
    </message>
    <message>
        <source>Moving circle vs rect: swept test</source>
        <translation>运动的圆与矩形：扫掠检测</translation>
    </message>
    <message>
        <source>swept test</source>
        <translation>扫掠检测</translation>
    </message>
    <message>
        <source>Moving rect vs rect: slab method</source>
        <translation>运动的矩形与矩形：平板法</translation>
    </message>
    <message>
        <source>slab method</source>
        <translation>平板法</translation>
    </message>
    <message>
        <source>Pitfall: testing only the frames</source>
        <translation>易错点：只在每帧的位置检测</translation>
    </message>
    <message>
        <source>testing only the frames</source>
        <translation>只在每帧的位置检测</translation>
    </message>
    <message>
        <source>Pitfall: the rect grown as a box</source>
        <translation>易错点：把矩形扩展成方角的盒</translation>
    </message>
    <message>
        <source>the rect grown as a box</source>
        <translation>把矩形扩展成方角的盒</translation>
    </message>
    <message>
        <source>Pitfall: testing rects only at the frames</source>
        <translation>易错点：只在每帧的位置检测矩形</translation>
    </message>
    <message>
        <source>testing rects only at the frames</source>
        <translation>只在每帧的位置检测矩形</translation>
    </message>
</context>
<context>
    <name>Pairs</name>
    <message>
        <source>Circle and rect</source>
        <translation>圆与矩形</translation>
    </message>
    <message>
        <source>Circle and turned rect</source>
        <translation>圆与旋转矩形</translation>
    </message>
    <message>
        <source>Two circles</source>
        <translation>两个圆</translation>
    </message>
    <message>
        <source>Two rects</source>
        <translation>两个矩形</translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>a moves along %1 by %2, its shortest way to just touching.</source>
        <translation>a 沿 %1 移动 %2：这是它到恰好接触的最短的路。</translation>
    </message>
    <message>
        <source>You said along %1, but a moves along %2 by %3, its shortest way to just touching.</source>
        <translation>你选的是沿 %1，但 a 沿 %2 移动 %3：这是它到恰好接触的最短的路。</translation>
    </message>
    <message>
        <source>Predict: which way does the push move a?</source>
        <translation>预测：最短位移把 a 往哪个方向移动？</translation>
    </message>
    <message>
        <source>Along %1</source>
        <translation>沿 %1</translation>
    </message>
    <message>
        <source>Predict, your latest try: %1 of %2 answers right</source>
        <translation>预测，最近一次：%2 题答对 %1 题</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>touching</source>
        <translation>接触</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>C lies on the wide rect&apos;s outline</source>
        <translation>圆心 C 正好在横向扩展矩形的边上</translation>
    </message>
    <message>
        <source>C is inside the wide rect</source>
        <translation>圆心 C 在横向扩展矩形里</translation>
    </message>
    <message>
        <source>C lies on the tall rect&apos;s outline</source>
        <translation>圆心 C 正好在纵向扩展矩形的边上</translation>
    </message>
    <message>
        <source>C is inside the tall rect</source>
        <translation>圆心 C 在纵向扩展矩形里</translation>
    </message>
    <message>
        <source>r = 0: the circle is a bare point lying on or in the rect</source>
        <translation>r = 0：这个圆只是一个点，落在矩形上或矩形内</translation>
    </message>
    <message>
        <source>r = 0 and touching does not count: the circle has no inside</source>
        <translation>r = 0 且接触不算重叠：这个圆没有内部</translation>
    </message>
    <message>
        <source>width = {width} &gt; 0, height = {height} &gt; 0</source>
        <translation>宽 = {width} &gt; 0，高 = {height} &gt; 0</translation>
    </message>
    <message>
        <source>width = {width}, height = {height}: a side of 0, so no area</source>
        <translation>宽 = {width}，高 = {height}：有一边为 0，面积为 0</translation>
    </message>
    <message>
        <source>width = {width}, height = {height}: a side below 0 is a gap</source>
        <translation>宽 = {width}，高 = {height}：小于 0 的一边就是间隙</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a sentence, then the next</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>It is %1: %2.</source>
        <translation>是%1：%2。</translation>
    </message>
    <message>
        <source>You said %1, but it is %2: %3.</source>
        <translation>你选了%1，但实际是%2：%3。</translation>
    </message>
    <message>
        <source>It is %1.</source>
        <translation>是%1。</translation>
    </message>
    <message>
        <source>You said %1, but it is %2.</source>
        <translation>你选了%1，但实际是%2。</translation>
    </message>
    <message>
        <source>With the current setting, touching counts as overlap.</source>
        <translation>按当前设置，接触也算重叠。</translation>
    </message>
    <message>
        <source>With the current setting, touching counts as apart.</source>
        <translation>按当前设置，接触算作分离。</translation>
    </message>
    <message>
        <source>in the wide rect</source>
        <translation>在横向扩展矩形里</translation>
    </message>
    <message>
        <source>in the tall rect</source>
        <translation>在纵向扩展矩形里</translation>
    </message>
    <message>
        <source>outside the wide and tall rects, so a corner&apos;s disc decides</source>
        <translation>不在十字形区域里，由角上的圆盘决定</translation>
    </message>
    <message>
        <source>outside the wide and tall rects</source>
        <translation>不在十字形区域里</translation>
    </message>
    <message>
        <source>within h in both x and y</source>
        <translation>在 x、y 两个方向上都没有超出 h</translation>
    </message>
    <message>
        <source>past h in x only</source>
        <translation>只在 x 方向超出 h</translation>
    </message>
    <message>
        <source>past h in y only</source>
        <translation>只在 y 方向超出 h</translation>
    </message>
    <message>
        <source>past h in both x and y (the corner region)</source>
        <translation>在 x、y 两个方向上都超出 h（角区域）</translation>
    </message>
    <message>
        <source>C is %1.</source>
        <translation>C %1。</translation>
    </message>
    <message>
        <source>You said C is %1, but it is %2.</source>
        <translation>你认为 C %1，但 C 其实%2。</translation>
    </message>
    <message>
        <source>q is %1: v = q − h = (%2, %3).</source>
        <translation>q %1：v = q − h = (%2, %3)。</translation>
    </message>
    <message>
        <source>You said q is %1, but it is %2: v = q − h = (%3, %4).</source>
        <translation>你认为 q %1，但 q 其实%2：v = q − h = (%3, %4)。</translation>
    </message>
    <message>
        <source>Predict: overlap, touching or apart?</source>
        <translation>预测：重叠、接触还是分离？</translation>
    </message>
    <message>
        <source>Predict: which region is the centre C in?</source>
        <translation>预测：圆心 C 在哪个区域？</translation>
    </message>
    <message>
        <source>Predict: where is the folded centre q against the corner h?</source>
        <translation>预测：折叠后的圆心 q 相对角点 h 在哪里？</translation>
    </message>
    <message>
        <source>Overlap (they cross)</source>
        <translation>重叠（交叉）</translation>
    </message>
    <message>
        <source>Touching (just meet)</source>
        <translation>接触（刚好碰到）</translation>
    </message>
    <message>
        <source>Apart</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>Wide rect</source>
        <translation>横向扩展矩形</translation>
    </message>
    <message>
        <source>Tall rect</source>
        <translation>纵向扩展矩形</translation>
    </message>
    <message>
        <source>Neither (a corner)</source>
        <translation>都不在（角）</translation>
    </message>
    <message>
        <source>Within h</source>
        <translation>在 h 以内</translation>
    </message>
    <message>
        <source>Past h in x only</source>
        <translation>只有 x 超出 h</translation>
    </message>
    <message>
        <source>Past h in y only</source>
        <translation>只有 y 超出 h</translation>
    </message>
    <message>
        <source>Past h in both</source>
        <translation>两个方向都超出 h</translation>
    </message>
    <message>
        <source>Touching counts as overlap now — T switches.</source>
        <translation>现在接触算作重叠，按 T 切换。</translation>
    </message>
    <message>
        <source>Touching counts as apart now — T switches.</source>
        <translation>现在接触算作分离，按 T 切换。</translation>
    </message>
    <message>
        <source>Answer with a button or a key, 1 to %1.</source>
        <translation>点按钮或按数字键 1 到 %1 作答。</translation>
    </message>
    <message>
        <source>Predictions: %1/%2 right</source>
        <translation>预测：答对 %1/%2</translation>
    </message>
    <message>
        <source>The wide rect is the rect stretched by r = %1 to the left and right; the tall rect is the rect stretched by r down and up. If C is in either, the circle reaches the rect; if in neither, the disc round the nearest corner decides.</source>
        <translation>横向扩展矩形是把矩形向左、向右各扩出 r = %1，纵向扩展矩形是把矩形向下、向上各扩出 r，两块合起来是一个十字形区域。圆心 C 落在十字形区域里，圆就与矩形重叠或接触；不在里面，就由最近那个角上的圆盘来决定。</translation>
    </message>
    <message>
        <source>C is inside all four edges, but the circle is a bare point (r = 0)</source>
        <translation>C 在四条边的内侧，但这个圆只是一个点（r = 0）</translation>
    </message>
    <message>
        <source>C is inside all four edges</source>
        <translation>C 在四条边的内侧</translation>
    </message>
    <message>
        <source>C is in region %1 (edges with C outside them: %2).</source>
        <translation>C 在区域 %1（C 位于外侧的边：%2 条）。</translation>
    </message>
    <message>
        <source>You said region %1, but C is in region %2 (edges with C outside them: %3).</source>
        <translation>你选了区域 %1，但 C 在区域 %2（C 位于外侧的边：%3 条）。</translation>
    </message>
    <message>
        <source>Predict: which of the nine regions is the centre C in?</source>
        <translation>预测：圆心 C 在九个区域中的哪一个？</translation>
    </message>
    <message>
        <source>The lines through the four edges cut the plane into nine regions, numbered in the picture: the rect itself, four beyond one edge and four beyond two. The four cross products, one for each edge, say which edges C is outside of.</source>
        <translation>四条边所在的直线把平面分成九个区域，编号见图：矩形本身，四个在一条边外侧的区域，四个在两条边外侧的区域。四个叉积（每条边一个）说明了圆心 C 在哪几条边的外侧。</translation>
    </message>
    <message>
        <source>Predict: at this speed, does a test at each frame see them meet?</source>
        <translation>预测：以这个速度，逐帧检测能看到两者相遇吗？</translation>
    </message>
    <message>
        <source>Predict: during the frame, hit, graze or miss?</source>
        <translation>预测：这一帧里是命中、擦过还是未命中？</translation>
    </message>
    <message>
        <source>A frame sees them meet</source>
        <translation>某一帧看到相遇</translation>
    </message>
    <message>
        <source>It passes through unseen</source>
        <translation>穿透过去，没有一帧看到</translation>
    </message>
    <message>
        <source>They never meet</source>
        <translation>始终没有相遇</translation>
    </message>
    <message>
        <source>Hit (they cross)</source>
        <translation>命中（两者交叠）</translation>
    </message>
    <message>
        <source>Graze (just touch)</source>
        <translation>擦过（刚好接触）</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>未命中</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>答对了：%1。</translation>
    </message>
    <message>
        <source>You said: %1. In fact: %2.</source>
        <translation>你选了：%1。实际上：%2。</translation>
    </message>
    <message>
        <source> at t* = %1</source>
        <translation>，t* = %1</translation>
    </message>
    <message>
        <source>Right: %1%2.</source>
        <translation>答对了：%1%2。</translation>
    </message>
    <message>
        <source>You said: %1. In fact: %2%3.</source>
        <translation>你选了：%1。实际上：%2%3。</translation>
    </message>
</context>
<context>
    <name>Roles</name>
    <message>
        <source>shape %1</source>
        <translation>图形 %1</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>图形</translation>
    </message>
    <message>
        <source>construction</source>
        <translation>辅助作图</translation>
    </message>
    <message>
        <source>interval</source>
        <translation>区间</translation>
    </message>
    <message>
        <source>area the centre is tested in</source>
        <translation>检测圆心的区域</translation>
    </message>
    <message>
        <source>nearest point</source>
        <translation>最近点</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>shared part</source>
        <translation>公共部分</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>间隙</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>separating axis and line</source>
        <translation>分离轴与分离线</translation>
    </message>
    <message>
        <source>moved copy, or its path</source>
        <translation>移动后的副本或其路径</translation>
    </message>
    <message>
        <source>what decides the verdict</source>
        <translation>决定结论的元素</translation>
    </message>
    <message>
        <source>right-triangle leg, or a square on a side</source>
        <translation>直角边，或边上的正方形</translation>
    </message>
    <message>
        <source>push: the shortest move to touching</source>
        <translation>最短位移：让两者恰好接触的最短移动</translation>
    </message>
    <message>
        <source>normal: the direction from b towards a</source>
        <translation>法线：从 b 指向 a 的方向</translation>
    </message>
    <message>
        <source>shadow: a shape projected onto the axis</source>
        <translation>投影：图形在轴上的投影</translation>
    </message>
    <message>
        <source>move over one frame, and times along it</source>
        <translation>一帧的移动，以及沿途的时刻</translation>
    </message>
    <message>
        <source>contact: where a first touches b</source>
        <translation>接触点：a 第一次碰到 b 的地方</translation>
    </message>
</context>
<context>
    <name>SceneWords</name>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>top</source>
        <translation>上</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>间隙</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>圆</translation>
    </message>
    <message>
        <source>rect</source>
        <translation>矩形</translation>
    </message>
    <message>
        <source>unturned</source>
        <translation>未旋转</translation>
    </message>
    <message>
        <source>turned</source>
        <translation>旋转后</translation>
    </message>
    <message>
        <source>rotated</source>
        <translation>旋转后</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>折叠后</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>边</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>角</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>内部</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>外部</translation>
    </message>
    <message>
        <source>region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>最近点</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>radii</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>和</translation>
    </message>
    <message>
        <source>axis</source>
        <translation>轴</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>圆心</translation>
    </message>
    <message>
        <source>center</source>
        <translation>圆心</translation>
    </message>
    <message>
        <source>width</source>
        <translation>宽</translation>
    </message>
    <message>
        <source>height</source>
        <translation>高</translation>
    </message>
    <message>
        <source>shadow</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>projection</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>band</source>
        <translation>区间</translation>
    </message>
    <message>
        <source>box</source>
        <translation>包围盒</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>法线</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>图形</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>quadrant</source>
        <translation>象限</translation>
    </message>
    <message>
        <source>vertices</source>
        <translation>顶点</translation>
    </message>
    <message>
        <source>vertex</source>
        <translation>顶点</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>touching</source>
        <translation>接触</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>touching (counts as %1)</source>
        <translation>接触（算作%1）</translation>
    </message>
    <message>
        <source>not yet decided</source>
        <translation>尚未判定</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>未命中</translation>
    </message>
    <message>
        <source>graze (counts as %1)</source>
        <translation>擦过（算作%1）</translation>
    </message>
    <message>
        <source>graze</source>
        <translation>擦过</translation>
    </message>
</context>
<context>
    <name>YourMethod</name>
    <message>
        <source>Edit the code</source>
        <translation>编辑代码</translation>
    </message>
    <message>
        <source>Replace the code</source>
        <translation>替换代码</translation>
    </message>
    <message>
        <source>The tutorial&apos;s clamp (strict &lt;)</source>
        <translation>教程里的钳制法（严格 &lt;）</translation>
    </message>
    <message>
        <source>The clamp with &lt;=</source>
        <translation>用 &lt;= 的钳制法</translation>
    </message>
    <message>
        <source>Nine regions</source>
        <translation>九宫格法</translation>
    </message>
    <message>
        <source>Turned rect, the tutorial&apos;s +θ</source>
        <translation>旋转矩形：教程里的 +θ</translation>
    </message>
    <message>
        <source>Turned rect, corrected (−θ)</source>
        <translation>旋转矩形：改正版（−θ）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>一个数</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>一个字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>一个数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>a function</source>
        <translation>一个函数</translation>
    </message>
    <message>
        <source>a symbol</source>
        <translation>一个 symbol</translation>
    </message>
    <message>
        <source>a big integer</source>
        <translation>一个大整数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>syntax error: %1</source>
        <translation>语法错误：%1</translation>
    </message>
    <message>
        <source>uncaught exception: %1</source>
        <translation>未捕获的异常：%1</translation>
    </message>
    <message>
        <source>no function overlaps(a, b) is defined</source>
        <translation>没有定义函数 overlaps(a, b)</translation>
    </message>
    <message>
        <source>overlaps is %1, not a function</source>
        <translation>overlaps 是 %1，不是函数</translation>
    </message>
    <message>
        <source>overlaps returned undefined, not true or false (a missing return?)</source>
        <translation>overlaps 返回了 undefined，而不是 true 或 false（漏写了 return？）</translation>
    </message>
    <message>
        <source>overlaps returned %1, not true or false</source>
        <translation>overlaps 返回了 %1，而不是 true 或 false</translation>
    </message>
    <message>
        <source>response returned %1, not {normal: [x, y], separation: s}</source>
        <translation>response 返回了 %1，而不是 {normal: [x, y], separation: s}</translation>
    </message>
    <message>
        <source>stopped: together the calls ran longer than %1 ms (too slow to map)</source>
        <translation>已停止：各次调用合计超过 %1 毫秒（太慢，无法画出地图）</translation>
    </message>
    <message>
        <source>stopped after %1 ms: the script ran too long (an endless loop?)</source>
        <translation>%1 毫秒后已停止：脚本运行太久（死循环？）</translation>
    </message>
    <message>
        <source>your method used too much memory (more than %1 MiB): does it build one huge string or array, or keep adding to one in a loop?</source>
        <translation>你的方法占用内存过多（超过 %1 MiB）：它是否创建了一个巨大的字符串或数组，或在循环中不断往里添加内容？</translation>
    </message>
    <message>
        <source>your method kept calling itself until it ran out of room: does the function that starts on this line ever stop calling itself?</source>
        <translation>你的方法不断调用自身，直到调用栈空间耗尽：这一行定义的函数是否会在某一时刻停止调用自身？</translation>
    </message>
    <message>
        <source>sweep returned %1, not {hit: true or false, toi: t or null}</source>
        <translation>sweep 返回了 %1，而不是 {hit: true 或 false, toi: t 或 null}</translation>
    </message>
    <message>
        <source>your method could not be run: %1</source>
        <translation>无法运行你的方法：%1</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>overlap::compare::CompareMode</name>
    <message>
        <source>Searching… %L1 scenarios tried</source>
        <translation>正在搜索… 已尝试 %L1 个场景</translation>
    </message>
    <message>
        <source>Shapes to compare</source>
        <translation>要比较的图形</translation>
    </message>
    <message>
        <source>Shapes:</source>
        <translation>图形：</translation>
    </message>
    <message>
        <source>Panes:</source>
        <translation>窗格数：</translation>
    </message>
    <message>
        <source>and</source>
        <translation>与</translation>
    </message>
    <message>
        <source>Number of panes</source>
        <translation>窗格数</translation>
    </message>
    <message>
        <source>How many methods to show side by side</source>
        <translation>并排显示几种方法</translation>
    </message>
    <message>
        <source>&amp;Link steps that mean the same</source>
        <translation>对齐含义相同的步骤(&amp;L)</translation>
    </message>
    <message>
        <source>Line up the steps that mean the same in each method (the shapes, the nearest point, the verdict); otherwise each pane shows its own step k</source>
        <translation>让各方法中含义相同的步骤（图形、最近点、结论）同时显示；否则每个窗格各自显示自己的第 k 步</translation>
    </message>
    <message>
        <source>Touching counts as overlap</source>
        <translation>接触算作重叠</translation>
    </message>
    <message>
        <source>y down (screen)</source>
        <translation>y 轴朝下（屏幕坐标）</translation>
    </message>
    <message>
        <source>Disagreement &amp;map of</source>
        <translation>分歧图(&amp;M)：</translation>
    </message>
    <message>
        <source>First method of the map</source>
        <translation>分歧图的第一种方法</translation>
    </message>
    <message>
        <source>Second method of the map</source>
        <translation>分歧图的第二种方法</translation>
    </message>
    <message>
        <source>Disagreement map status</source>
        <translation>分歧图状态</translation>
    </message>
    <message>
        <source>Stop &amp;finding</source>
        <translation>停止查找(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Find a disagreement</source>
        <translation>查找分歧(&amp;F)</translation>
    </message>
    <message>
        <source>Search random, touching and degenerate scenarios for one where the map&apos;s two methods disagree, and load the smallest</source>
        <translation>在随机、接触和退化场景中，搜索分歧图的两种方法结论不同的场景，并载入数值最小的一个</translation>
    </message>
    <message>
        <source>Measure &amp;speed</source>
        <translation>测量速度(&amp;S)</translation>
    </message>
    <message>
        <source>Speed measurement progress</source>
        <translation>测速进度</translation>
    </message>
    <message>
        <source>Agreement of the panes</source>
        <translation>各窗格结论是否一致</translation>
    </message>
    <message>
        <source>All %1 methods agree: %2</source>
        <translation>全部 %1 种方法结论一致：%2</translation>
    </message>
    <message>
        <source>%1 says %2</source>
        <translation>%1判为%2</translation>
    </message>
    <message>
        <source>The methods disagree: %1</source>
        <translation>各方法结论不一：%1</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Cannot search: %1</source>
        <translation>无法搜索：%1</translation>
    </message>
    <message>
        <source>Tried %L1 scenarios. Found one where %2 and %3 disagree, shrunk to its smallest numbers in %L4 steps; it is loaded in the panes.</source>
        <translation>已尝试 %L1 个场景。找到一个 %2 与 %3 结论不同的场景，并用 %L4 步把它化简到最小的数值；该场景已载入各窗格。</translation>
    </message>
    <message>
        <source>Tried %L1 random, touching and degenerate scenarios: %2 and %3 agreed on every one.</source>
        <translation>已尝试 %L1 个随机、接触和退化场景：%2 与 %3 的结论全部一致。</translation>
    </message>
    <message>
        <source>Timing %1 methods on 4096 fixed cases each…</source>
        <translation>正在为 %1 种方法计时，每种方法 4096 个固定用例…</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Tried %L1 scenarios. Found one where %2 and %3 disagree, shrunk to its smallest numbers in 1 step; it is loaded in the panes.</source>
        <translation>已尝试 %L1 个场景。找到一个 %2 与 %3 结论不同的场景，并用 1 步把它化简到最小的数值；该场景已载入各窗格。</translation>
    </message>
    <message>
        <source>Timing 1 method on 4096 fixed cases…</source>
        <translation>正在为 1 种方法计时，共 4096 个固定用例…</translation>
    </message>
    <message>
        <source>— they agree at all %L1 sampled positions of the circle&apos;s centre</source>
        <translation>——圆心在全部 %L1 个采样位置上，两者结论都一致</translation>
    </message>
    <message>
        <source>— they agree at all %L1 sampled positions of shape a&apos;s centre</source>
        <translation>——图形 a 的中心在全部 %L1 个采样位置上，两者结论都一致</translation>
    </message>
    <message>
        <source>— they disagree at %L1 of %L2 sampled positions of the circle&apos;s centre (red)</source>
        <translation>——在圆心的 %L2 个采样位置中，有 %L1 个位置两者结论不同（红色）</translation>
    </message>
    <message>
        <source>— they disagree at %L1 of %L2 sampled positions of shape a&apos;s centre (red)</source>
        <translation>——在图形 a 中心的 %L2 个采样位置中，有 %L1 个位置两者结论不同（红色）</translation>
    </message>
    <message>
        <source>— they agree at all %L1 sampled places where the move of shape a could end</source>
        <translation>——在图形 a 的移动可能到达的 %L1 个采样位置上，两者结论全都相同</translation>
    </message>
    <message>
        <source>— they disagree at %L1 of %L2 sampled places where the move of shape a could end (red)</source>
        <translation>——在图形 a 的移动可能到达的 %L2 个采样位置中，有 %L1 个位置两者结论不同（红色）</translation>
    </message>
    <message>
        <source>The finder searches shapes standing still. For a moving shape, turn the map on and drag the tip of the move into its red.</source>
        <translation>查找只针对静止的图形。对运动的图形，请打开分歧图，把移动箭头的尖端拖进红色区域。</translation>
    </message>
    <message>
        <source>The speed is measured on shapes standing still; overlap-bench --core-only times the swept tests.</source>
        <translation>速度只在静止的图形上测量；扫掠检测的耗时请用 overlap-bench --core-only 测量。</translation>
    </message>
</context>
<context>
    <name>overlap::compare::ComparePane</name>
    <message>
        <source>Compared method&apos;s scene</source>
        <translation>所比较方法的场景</translation>
    </message>
    <message>
        <source>Method of this pane</source>
        <translation>此窗格的方法</translation>
    </message>
    <message>
        <source>Plane overlay of this pane</source>
        <translation>此窗格的平面叠加层</translation>
    </message>
    <message>
        <source>Shade the plane by what this method says for each position of the circle&apos;s centre</source>
        <translation>圆心位于平面上各处时，按此方法给出的结论为平面着色</translation>
    </message>
    <message>
        <source>Verdict of this pane</source>
        <translation>此窗格的结论</translation>
    </message>
    <message>
        <source>does not take these shapes</source>
        <translation>不适用于这些图形</translation>
    </message>
    <message>
        <source>Shading: none</source>
        <translation>不着色</translation>
    </message>
    <message>
        <source>Shading: regions</source>
        <translation>按区域着色</translation>
    </message>
    <message>
        <source>Shading: verdict</source>
        <translation>按结论着色</translation>
    </message>
    <message>
        <source>Shade the plane by what this method says when the move of shape a ends at each place</source>
        <translation>图形 a 的移动终点位于平面上各处时，按此方法给出的结论为平面着色</translation>
    </message>
</context>
<context>
    <name>overlap::compare::CostChart</name>
    <message>
        <source>a square root</source>
        <translation>一次开平方</translation>
    </message>
    <message>
        <source>cos and sin</source>
        <translation>cos 和 sin</translation>
    </message>
    <message>
        <source>1 more multiplication</source>
        <translation>多 1 次乘法</translation>
    </message>
    <message>
        <source>%1 more multiplications</source>
        <translation>多 %1 次乘法</translation>
    </message>
    <message>
        <source>1 more comparison</source>
        <translation>多 1 次比较</translation>
    </message>
    <message>
        <source>%1 more comparisons</source>
        <translation>多 %1 次比较</translation>
    </message>
    <message>
        <source>%1 and %2 cost about the same per test: the differences are within the noise of a short measurement.</source>
        <translation>%1 和 %2 每次判定的耗时相差无几：差异在短时测量的误差范围之内。</translation>
    </message>
    <message>
        <source>%1 is the fastest, %2× quicker than %3 with no fewer operations: its code is shorter and its branches easier to predict.</source>
        <translation>%1 最快，速度是 %3 的 %2×，运算次数却并不更少：它的代码更短，分支也更容易预测。</translation>
    </message>
    <message>
        <source>%1 is the fastest, %2× quicker than %3, which pays for %4 on every test.</source>
        <translation>%1 最快，速度是 %3 的 %2×，后者每次判定都要额外付出：%4。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Cost per test</source>
        <translation>每次判定的开销</translation>
    </message>
    <message>
        <source>Measured nanoseconds per test on 4096 fixed cases, and per test: square roots (√), trig calls, multiplications (×) and comparisons (cmp)</source>
        <translation>在 4096 个固定用例上实测的每次判定耗时（纳秒），以及每次判定的开平方（√）、三角函数调用、乘法（×）和比较（cmp）次数</translation>
    </message>
    <message>
        <source>Measure the speed to compare the methods in the panes.</source>
        <translation>测量速度后，即可在此比较各窗格中方法的开销。</translation>
    </message>
    <message>
        <source>√ %1  trig %2  × %3  cmp %4</source>
        <translation>√ %1  三角 %2  × %3  cmp %4</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
</context>
<context>
    <name>overlap::compare::OverlayLegend</name>
    <message>
        <source>Overlay legend</source>
        <translation>叠加图例</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>内部</translation>
    </message>
    <message>
        <source>edge region</source>
        <translation>边区域</translation>
    </message>
    <message>
        <source>corner region</source>
        <translation>角区域</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>touching</source>
        <translation>接触</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>contradicts itself</source>
        <translation>自相矛盾</translation>
    </message>
    <message>
        <source>no verdict</source>
        <translation>无结论</translation>
    </message>
    <message>
        <source>the map&apos;s two methods disagree</source>
        <translation>分歧图的两种方法结论不同</translation>
    </message>
</context>
<context>
    <name>overlap::compare::PitfallGallery</name>
    <message>
        <source>Pitfalls</source>
        <translation>易错点</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>错在哪里</translation>
    </message>
    <message>
        <source>What went wrong:</source>
        <translation>错在哪里：</translation>
    </message>
    <message>
        <source>How to avoid it:</source>
        <translation>如何避免：</translation>
    </message>
</context>
<context>
    <name>overlap::handles</name>
    <message>
        <source>Drag to move the shape, or a rect&apos;s edge to resize it (Alt: off the whole-number grid)</source>
        <translation>拖动以移动图形，拖动矩形的边可改变其大小（Alt：不吸附到整数网格）</translation>
    </message>
    <message>
        <source>Drag to resize; the opposite corner stays (Alt: off the grid)</source>
        <translation>拖动以调整大小，对角保持不动（Alt：不吸附到网格）</translation>
    </message>
    <message>
        <source>Drag to resize; the opposite edge stays (Alt: off the grid)</source>
        <translation>拖动以调整大小，对边保持不动（Alt：不吸附到网格）</translation>
    </message>
    <message>
        <source>Drag to change the radius (Alt: off the whole-number grid)</source>
        <translation>拖动以修改半径（Alt：不吸附到整数网格）</translation>
    </message>
    <message>
        <source>Drag to resize along the rect&apos;s own axes; the opposite side stays (Alt: sizes off the whole-number grid)</source>
        <translation>沿矩形自身的坐标轴拖动以调整大小，对边保持不动（Alt：尺寸不吸附到整数网格）</translation>
    </message>
    <message>
        <source>Drag to turn the rect about its centre (Shift: 15 degree steps; Alt: fractions of a degree)</source>
        <translation>拖动使矩形绕中心旋转（Shift：以 15° 为步长；Alt：可精确到零点几度）</translation>
    </message>
    <message>
        <source>Drag to move the shape (Alt: off the whole-number grid)</source>
        <translation>拖动以移动图形（按住 Alt：不吸附整数网格）</translation>
    </message>
</context>
<context>
    <name>overlap::player::CodePanel</name>
    <message>
        <source>Code of the method</source>
        <translation>方法的代码</translation>
    </message>
</context>
<context>
    <name>overlap::player::ExercisePanel</name>
    <message>
        <source>Place the shapes</source>
        <translation>摆放图形</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Spot the bug</source>
        <translation>找出错误</translation>
    </message>
    <message>
        <source>%1%2. %3</source>
        <translation>%1%2. %3</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>尚未完成</translation>
    </message>
    <message>
        <source>Choose an exercise above.</source>
        <translation>请在上方选择一道练习。</translation>
    </message>
    <message>
        <source>This lesson has no exercises.</source>
        <translation>本课没有练习。</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>提示 %1：%2</translation>
    </message>
    <message>
        <source>✓ Solved</source>
        <translation>✓ 完成</translation>
    </message>
    <message>
        <source>✗ Not yet</source>
        <translation>✗ 还不对</translation>
    </message>
    <message>
        <source>The lesson&apos;s method cannot judge these shapes. Reset puts the scene back.</source>
        <translation>本课的方法无法判定这两个图形。点“重置场景”可恢复初始场景。</translation>
    </message>
    <message>
        <source>Something the exercise keeps in place has moved. Reset puts the scene back.</source>
        <translation>本题要求保持不动的东西被移动了。点“重置场景”可恢复初始场景。</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show the next hint</source>
        <translation>显示下一条提示</translation>
    </message>
    <message>
        <source>Reset the scene</source>
        <translation>重置场景</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Check the scene exactly (a drag&apos;s end checks it too)</source>
        <translation>精确检查当前场景（每次拖动结束时也会检查）</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Code with a mistake: click the wrong line</source>
        <translation>有错误的代码：点击写错的那一行</translation>
    </message>
    <message>
        <source>Checked exactly: %1.</source>
        <translation>已精确判定：%1。</translation>
    </message>
    <message>
        <source>Now: %1. The goal: %2.</source>
        <translation>现在：%1。目标：%2。</translation>
    </message>
    <message>
        <source>Still %1, as at the start: the verdict has not flipped.</source>
        <translation>仍是%1，和开始时一样：判定结果还没有翻转。</translation>
    </message>
    <message>
        <source>The shapes: %1, as asked. Their bounding boxes: %2; the goal for them: %3.</source>
        <translation>两个图形：%1，符合要求。它们的包围盒：%2；包围盒的目标：%3。</translation>
    </message>
    <message>
        <source>This code says: %1. The exact answer: %2.</source>
        <translation>这段代码给出：%1。精确答案：%2。</translation>
    </message>
    <message>
        <source>Now: %1, but the centre is not past the edge the exercise names and level with it.</source>
        <translation>现在：%1，但圆心不在题目所说那条边的外侧正对着它的位置。</translation>
    </message>
    <message>
        <source>Now: %1, but not by the shortest move. From where a&apos;s centre started, %2, the push %3 takes it straight to %4: move a only along that line. Reset puts it back.</source>
        <translation>现在：%1，但这不是最短的移动。a 的圆心从 %2 出发，最短位移 %3 把它笔直地带到 %4：只能沿这条直线移动 a。“重置场景”可以把它放回去。</translation>
    </message>
    <message>
        <source>✗ Not quite</source>
        <translation>✗ 不太对</translation>
    </message>
    <message>
        <source>The marked line is the mistake. %1</source>
        <translation>标出的这一行就是错误所在。%1</translation>
    </message>
    <message>
        <source>The marked line is not the mistake. Look again.</source>
        <translation>标出的这一行没有错，再找找看。</translation>
    </message>
    <message>
        <source>The exact answer: %1, as you said.</source>
        <translation>精确答案：%1，和你说的一样。</translation>
    </message>
    <message>
        <source>The exact answer: %1, not “%2”.</source>
        <translation>精确答案：%1，不是“%2”。</translation>
    </message>
    <message>
        <source>%1 Reset asks again.</source>
        <translation>%1 点“重置场景”可以再答一次。</translation>
    </message>
    <message>
        <source>The marked lines are the mistake: all of them must change. %1</source>
        <translation>标出的这几行都是错误所在，每一行都要改。%1</translation>
    </message>
</context>
<context>
    <name>overlap::player::IntroPanel</name>
    <message>
        <source>&lt;b&gt;Try it:&lt;/b&gt; drag a shape to move it; drag a rect&apos;s corners or edges to resize it, a circle&apos;s rim to change its radius, the knob to turn a rotated rect. The wheel zooms, a right drag pans, F fits. ← and → step through the construction. Help › Guide (F1) explains the window.</source>
        <translation>&lt;b&gt;试试看：&lt;/b&gt;拖动图形可以移动它；拖动矩形的角或边可以改变大小，拖动圆的边缘可以改变半径，拖动旋钮可以旋转矩形。滚轮缩放，右键拖动平移，F 键适应窗口。← 和 → 逐步查看构造过程。帮助 › 使用指南（F1）介绍整个窗口。</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>知道了</translation>
    </message>
    <message>
        <source>Dismiss the hint</source>
        <translation>关闭提示</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>简介</translation>
    </message>
    <message>
        <source>Introduction to the lesson</source>
        <translation>本课简介</translation>
    </message>
    <message>
        <source>Start ▶</source>
        <translation>开始 ▶</translation>
    </message>
    <message>
        <source>Start at step 1</source>
        <translation>从第 1 步开始</translation>
    </message>
    <message>
        <source>Methods in this lesson (pick one above the figure):</source>
        <translation>本课的方法（在图的上方选择）：</translation>
    </message>
    <message>
        <source>→ steps on. Press I to show this introduction again, F1 to open the guide.</source>
        <translation>按 → 进入下一步，按 I 再次显示简介，按 F1 打开使用指南。</translation>
    </message>
</context>
<context>
    <name>overlap::player::LegendWidget</name>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
</context>
<context>
    <name>overlap::player::LessonPlayer</name>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source> · gap %1</source>
        <translation> · 间隙 %1</translation>
    </message>
    <message>
        <source> · depth %1</source>
        <translation> · 深度 %1</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>简介</translation>
    </message>
    <message>
        <source>Show the lesson&apos;s introduction (I)</source>
        <translation>显示本课简介（I）</translation>
    </message>
</context>
<context>
    <name>overlap::player::PlayerView</name>
    <message>
        <source>Lesson scene</source>
        <translation>课程场景</translation>
    </message>
</context>
<context>
    <name>overlap::player::PredictPanel</name>
    <message>
        <source>✓ Right</source>
        <translation>✓ 答对了</translation>
    </message>
    <message>
        <source>✗ Not quite</source>
        <translation>✗ 不太对</translation>
    </message>
    <message>
        <source>P&amp;redict, then reveal</source>
        <translation>先预测再揭晓(&amp;R)</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Predict, then reveal (P): answer before the verdict or the region is shown</source>
        <translation>先预测再揭晓（P）：在判定或区域揭晓之前先作答</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Predict is on: stepping stops before the verdict for your answer.</source>
        <translation>预测已开启：走到判定之前会先停下，等你作答。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a question, then the rule that decides a touch</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Answer “%1” (key %2)</source>
        <translation>回答“%1”（按键 %2）</translation>
    </message>
    <message>
        <source>✓ Region: right</source>
        <translation>✓ 区域：答对了</translation>
    </message>
    <message>
        <source>✗ Region: not quite</source>
        <translation>✗ 区域：不太对</translation>
    </message>
</context>
<context>
    <name>overlap::player::PropertyPanel</name>
    <message>
        <source>turned by a right angle, its corners are not exactly representable as doubles; use smaller or coarser numbers</source>
        <translation>旋转直角后，它的顶点无法用 double 精确表示；请改用更小或更粗略的数值</translation>
    </message>
    <message>
        <source>Circle: centre and radius</source>
        <translation>圆：圆心和半径</translation>
    </message>
    <message>
        <source>Rect: corner and size</source>
        <translation>矩形：角点和尺寸</translation>
    </message>
    <message>
        <source>Rotated rect: corner and size before turning about the centre</source>
        <translation>旋转矩形：绕中心旋转之前的角点和尺寸</translation>
    </message>
    <message>
        <source>centre x</source>
        <translation>圆心 x</translation>
    </message>
    <message>
        <source>corner x</source>
        <translation>角点 x</translation>
    </message>
    <message>
        <source>centre y</source>
        <translation>圆心 y</translation>
    </message>
    <message>
        <source>corner y</source>
        <translation>角点 y</translation>
    </message>
    <message>
        <source>radius r</source>
        <translation>半径 r</translation>
    </message>
    <message>
        <source>width</source>
        <translation>宽</translation>
    </message>
    <message>
        <source>height</source>
        <translation>高</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <source>Shape a</source>
        <translation>图形 a</translation>
    </message>
    <message>
        <source>Shape b</source>
        <translation>图形 b</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Not applied: %1 = %2: %3</source>
        <translation>未应用：%1 = %2：%3</translation>
    </message>
    <message>
        <source>%1 kind</source>
        <translation>%1 的类型</translation>
    </message>
    <message>
        <source>%1 problem</source>
        <translation>%1 的问题</translation>
    </message>
    <message>
        <source> rad</source>
        <translation> 弧度</translation>
    </message>
    <message>
        <source>Move of a, per frame</source>
        <translation>a 的每帧位移</translation>
    </message>
    <message>
        <source>Move of a, per frame, %1</source>
        <translation>a 的每帧位移，%1</translation>
    </message>
</context>
<context>
    <name>overlap::player::PushApart</name>
    <message>
        <source>a and b already just touch: there is nothing to push.</source>
        <translation>a 和 b 已经恰好接触：不需要推开。</translation>
    </message>
    <message>
        <source>Moved a by (%1, %2), %3 long</source>
        <translation>a 移动了 (%1, %2)，长度 %3</translation>
    </message>
    <message>
        <source>%1, but the moved shape is not valid: %2</source>
        <translation>%1，但移动后的图形无效：%2</translation>
    </message>
    <message>
        <source>%1: now they just touch, exactly.</source>
        <translation>%1：现在两者恰好接触（精确）。</translation>
    </message>
    <message>
        <source>%1: rounding the move to doubles left an overlap of %2, so they still overlap (push again, or undo).</source>
        <translation>%1：把移动舍入成 double 后还剩 %2 的重叠，所以两者仍然重叠（可以再推一次，或撤销）。</translation>
    </message>
    <message>
        <source>%1: rounding the move to doubles left a gap of %2, so they are apart by a hair.</source>
        <translation>%1：把移动舍入成 double 后留下 %2 的间隙，所以两者相隔一丝。</translation>
    </message>
    <message>
        <source>Cannot push apart: %1</source>
        <translation>无法推开：%1</translation>
    </message>
</context>
<context>
    <name>overlap::player::StepControls</name>
    <message>
        <source>First step (Home)</source>
        <translation>第一步（Home）</translation>
    </message>
    <message>
        <source>Previous step (Left)</source>
        <translation>上一步（Left）</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停（Space）</translation>
    </message>
    <message>
        <source>Next step (Right)</source>
        <translation>下一步（Right）</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>最后一步（End）</translation>
    </message>
    <message>
        <source>Step timeline</source>
        <translation>步骤时间轴</translation>
    </message>
    <message>
        <source>Playing speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>1 step/s</source>
        <translation>每秒 1 步</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>每秒 %1 步</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>overlap::window</name>
    <message>
        <source>%1 is not a regular file, so settings are not kept this time</source>
        <translation>%1 不是普通文件，本次不保存设置</translation>
    </message>
</context>
<context>
    <name>overlap::window::Appearance</name>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
</context>
<context>
    <name>overlap::window::DocumentController</name>
    <message>
        <source>Overlap scenarios (*.%1)</source>
        <translation>Overlap 场景 (*.%1)</translation>
    </message>
    <message>
        <source>Overlap[*]</source>
        <translation>Overlap[*]</translation>
    </message>
    <message>
        <source>%1[*] — Overlap</source>
        <translation>%1[*] — Overlap</translation>
    </message>
    <message>
        <source>there is no lesson &quot;%1&quot; in this Overlap</source>
        <translation>此版本的 Overlap 中没有课程“%1”</translation>
    </message>
    <message>
        <source>lesson &quot;%1&quot; has no method &quot;%2&quot;</source>
        <translation>课程“%1”中没有方法“%2”</translation>
    </message>
    <message>
        <source>the file opens a lesson but names none</source>
        <translation>文件要求打开课程，却没有给出课程名</translation>
    </message>
    <message>
        <source>lesson &quot;%1&quot; is about other shapes than the file&apos;s</source>
        <translation>课程“%1”讲的图形与文件中的不同</translation>
    </message>
    <message>
        <source>method &quot;%1&quot; does not take the file&apos;s shapes</source>
        <translation>方法“%1”不适用于文件中的图形</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>%1 was not opened: %2</source>
        <translation>未能打开 %1：%2</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>%1 was not opened, and nothing on screen changed:
%2</source>
        <translation>未能打开 %1，屏幕上的内容没有任何改变：
%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>The scenario was not saved: %1</source>
        <translation>场景未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 有尚未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder, so nothing can be kept in it</source>
        <translation>%1 是文件而不是文件夹，无法在其中保存任何内容</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>Autosave failed: your work is not being kept</source>
        <translation>自动保存失败：你的工作没有被保存</translation>
    </message>
    <message>
        <source>The session could not be written: %1
Use File &gt; Save as to keep this scenario.</source>
        <translation>无法写入会话：%1
请用“文件 &gt; 另存为”保存此场景。</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>上次会话</translation>
    </message>
    <message>
        <source>The last session could not be read, so Overlap starts afresh.
%1
It was kept as %2.</source>
        <translation>无法读取上次会话，Overlap 将重新开始。
%1
它已另存为 %2。</translation>
    </message>
    <message>
        <source>The last session could not be read, so Overlap starts afresh.
%1
It could not be kept aside either, so autosave is off for now.</source>
        <translation>无法读取上次会话，Overlap 将重新开始。
%1
它也无法另存，因此自动保存暂时关闭。</translation>
    </message>
    <message>
        <source>%1 could not be moved aside</source>
        <translation>无法将 %1 移到一旁</translation>
    </message>
    <message>
        <source>%1 was not opened, and the last session is on screen instead:
%2</source>
        <translation>%1 没有打开，屏幕上显示的是上次会话：
%2</translation>
    </message>
    <message>
        <source>The untitled scenario</source>
        <translation>未命名场景</translation>
    </message>
</context>
<context>
    <name>overlap::window::ExportController</name>
    <message>
        <source>%1: choose a file name ending in .png or .svg</source>
        <translation>%1：请选择以 .png 或 .svg 结尾的文件名</translation>
    </message>
    <message>
        <source>no lesson is open</source>
        <translation>没有打开任何课程</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>Writing frames…</source>
        <translation>正在写入帧…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>stopped after %1 frames</source>
        <translation>写入 %1 帧后已停止</translation>
    </message>
    <message>
        <source>&amp;Export picture…</source>
        <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>The picture was not written: %1</source>
        <translation>未能写入图片：%1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Export every step as &amp;frames…</source>
        <translation>将每一步导出为帧(&amp;F)…</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>存放帧的文件夹</translation>
    </message>
    <message>
        <source>Export frames</source>
        <translation>导出帧</translation>
    </message>
    <message>
        <source>The frames were not written: %1</source>
        <translation>未能写入帧：%1</translation>
    </message>
    <message>
        <source>Wrote %1 frames to %2</source>
        <translation>已将 %1 帧写入 %2</translation>
    </message>
    <message>
        <source>&amp;Copy as test case</source>
        <translation>复制为测试用例(&amp;C)</translation>
    </message>
    <message>
        <source>The shapes as an overlap-cli eval line with the expected verdicts</source>
        <translation>把图形复制为一行 overlap-cli eval 命令，并附上预期结论</translation>
    </message>
    <message>
        <source>Copy as test case</source>
        <translation>复制为测试用例</translation>
    </message>
    <message>
        <source>This scenario cannot be written as a test case: %1</source>
        <translation>此场景无法写成测试用例：%1</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>已复制：%1</translation>
    </message>
</context>
<context>
    <name>overlap::window::GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>Every name the lessons use has one meaning, the same in the narration, the picture, the legend and the code.</source>
        <translation>课程里用到的每个名字都只有一个含义，在讲解、图、图例和代码中都一样。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>pitfalls only</source>
        <translation>仅易错点</translation>
    </message>
</context>
<context>
    <name>overlap::window::GuideDialog</name>
    <message>
        <source>%1 pushes a apart: it moves the shortest way to just touching b (towards b when they are apart), and the status bar says whether the move landed exactly.</source>
        <translation>按 %1 推开 a：它沿最短的路移到恰好接触 b（两者分离时就移向 b），状态栏会说明这次移动是否精确落到接触。</translation>
    </message>
    <message>
        <source>Overlap guide</source>
        <translation>Overlap 使用指南</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>使用指南</translation>
    </message>
    <message>
        <source>Handles and keys</source>
        <translation>控制点与按键</translation>
    </message>
    <message>
        <source>Drag a shape&apos;s body to move it, a rect&apos;s corners and edges to resize it, a circle&apos;s rim to change its radius, and the round knob to turn a rotated rect (hold Shift for 15° steps).</source>
        <translation>拖动图形本身可以移动它，拖动矩形的角和边可以改变大小，拖动圆的边缘可以改变半径，拖动圆形旋钮可以旋转矩形（按住 Shift 以 15° 为步长）。</translation>
    </message>
    <message>
        <source>The verdict badge</source>
        <translation>结论标签</translation>
    </message>
    <message>
        <source>Top right, the badge gives the method&apos;s answer once the step that decides it is reached:</source>
        <translation>到达作出判定的那一步后，右上角的标签会给出方法的结论：</translation>
    </message>
    <message>
        <source>%1 the shapes share interior points; the depth says by how much.</source>
        <translation>%1 两个图形有公共的内部点；深度表示重叠了多少。</translation>
    </message>
    <message>
        <source>%1 the shapes are separate; the gap says by how much.</source>
        <translation>%1 两个图形分离；间隙表示相隔多远。</translation>
    </message>
    <message>
        <source>%1 before the step that decides: step on to it.</source>
        <translation>%1 还没到作出判定的那一步：继续往下走。</translation>
    </message>
    <message>
        <source>Errors are listed under the code with their lines (click one to go there); a script that runs too long is stopped after 0.8 s. Scripts have no file, network or process access.</source>
        <translation>错误连同行号列在代码下方（点击可跳到那一行）；运行太久的脚本会在 0.8 秒后被停止。脚本不能访问文件、网络或进程。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an action, then its keys</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The %1 tab (%2)</source>
        <translation>%1标签页（%2）</translation>
    </message>
    <message>
        <source>The %1 tab</source>
        <translation>%1标签页</translation>
    </message>
    <message>
        <source>Overlap shows how a program decides whether two shapes overlap, one step of the construction at a time. Each tab of the window is one way of working; after the tabs, each menu&apos;s entries are explained with their keys.</source>
        <translation>Overlap 一步一步地展示程序如何判断两个图形是否重叠。窗口的每个标签页是一种学习方式；介绍完标签页，再逐一说明每个菜单中的各项及其按键。</translation>
    </message>
    <message>
        <source>%1 lists every key; type to filter it.</source>
        <translation>%1列出所有按键，输入文字即可筛选。</translation>
    </message>
    <message>
        <source>The tabs</source>
        <translation>标签页</translation>
    </message>
    <message>
        <source>Pick a lesson in the list on the left; below it are the exact values of both shapes, which you can type into. %1 hides or shows them.</source>
        <translation>在左侧列表中选择一课；列表下方是两个图形的精确数值，可以直接输入修改。%1隐藏或显示它们。</translation>
    </message>
    <message>
        <source>Each lesson opens on its &lt;b&gt;introduction&lt;/b&gt; beside the figure: why the method works, its pitfalls, and what to try. &lt;b&gt;Start&lt;/b&gt; or %1 begins; %2 brings the introduction back.</source>
        <translation>每一课都先在图的旁边显示&lt;b&gt;简介&lt;/b&gt;：方法为什么成立、有哪些易错点、可以试些什么。点&lt;b&gt;开始&lt;/b&gt;或按%1开始学习；%2可再次显示简介。</translation>
    </message>
    <message>
        <source>The figure shows the construction up to the current step; beside it the method&apos;s code with the step&apos;s lines lit, below it the narration with the live values. A lesson with several methods has a list of them above the figure.</source>
        <translation>图中画出到当前步骤为止的构造；旁边是方法的代码，当前步骤对应的行会高亮；下方是带实时数值的讲解。一课有多种方法时，图的上方有方法列表可供选择。</translation>
    </message>
    <message>
        <source>The keys of the Step menu (below) walk through the steps; the timeline under the figure drags through them.</source>
        <translation>用“步骤”菜单（见下文）的按键逐步前进或后退；也可以拖动图下方的时间轴。</translation>
    </message>
    <message>
        <source>Predict and exercises</source>
        <translation>预测与练习</translation>
    </message>
    <message>
        <source>%1 opens the lesson&apos;s exercises beside the player: place the shapes to reach a goal, predict a verdict, or spot the bug in a method&apos;s code. &lt;b&gt;Check&lt;/b&gt; (or the end of a drag) checks the scene exactly, &lt;b&gt;Hint&lt;/b&gt; gives the next hint, &lt;b&gt;Reset the scene&lt;/b&gt; starts the exercise again.</source>
        <translation>%1在播放器旁打开本课的练习：摆放图形以达到目标、预测结论，或找出方法代码中的错误。&lt;b&gt;检查&lt;/b&gt;（拖动结束时也会检查）精确判定当前场景，&lt;b&gt;提示&lt;/b&gt;给出下一条提示，&lt;b&gt;重置场景&lt;/b&gt;让练习从头开始。</translation>
    </message>
    <message>
        <source>Handles snap to whole units; %1 turns snapping off or on, and holding Alt frees a single drag.</source>
        <translation>控制点会吸附到整数单位；%1开关吸附，按住 Alt 可让单次拖动不吸附。</translation>
    </message>
    <message>
        <source>Click a shape to select it: the arrow keys then nudge it (see the Shapes menu) and %1 lets the arrows step again.</source>
        <translation>单击图形即可选中它：之后方向键会微移它（见“图形”菜单），%1让方向键恢复切换步骤。</translation>
    </message>
    <message>
        <source>The wheel zooms; a middle or right drag pans.</source>
        <translation>滚轮缩放；用中键或右键拖动可平移。</translation>
    </message>
    <message>
        <source>%1 exactly on the boundary, gap 0: the touching policy (Options menu) decides whether this counts as overlap.</source>
        <translation>%1 恰好在边界上，间隙为 0：由接触策略（“选项”菜单）决定这算不算重叠。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare mode&lt;/b&gt;: two to four methods side by side on the same shapes; choose each pane&apos;s method above it. Dragging in any pane moves the shapes in all of them.</source>
        <translation>&lt;b&gt;比较模式&lt;/b&gt;：两到四种方法并排作用在同一对图形上，每个窗格的方法在窗格上方选择。在任一窗格中拖动，所有窗格中的图形都会跟着变。</translation>
    </message>
    <message>
        <source>The Step menu&apos;s keys step every pane at once. A bar says whether the methods agree, and the disagreement map paints red where two methods disagree.</source>
        <translation>“步骤”菜单的按键同时作用于所有窗格。提示栏说明各方法的结论是否一致，分歧图把两种方法结论不同的地方涂成红色。</translation>
    </message>
    <message>
        <source>The Compare menu (below) brings a lesson&apos;s methods over, finds disagreements, measures speed and shades the panes.</source>
        <translation>“比较”菜单（见下文）可以把一课的方法带过来、查找分歧、测量速度，以及给窗格着色。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pitfall gallery&lt;/b&gt;: common mistakes (turning by +θ instead of −θ, degrees handed to cos and sin, the nine regions walked in screen order, …), each beside the correct method it gets wrong, on a small counterexample, with the disagreement map and a note on what went wrong and how to avoid it. Pick one in the list; the shapes drag as in compare mode.</source>
        <translation>&lt;b&gt;易错点一览&lt;/b&gt;：常见的错误（该转 −θ 却转了 +θ、把角度直接传给 cos 和 sin、按屏幕顺序绕九宫格……），每个都和它出错的那个正确方法并排放在一个小反例上，配有分歧图，并说明错在哪里、如何避免。在列表中选一个；图形可以像在比较模式中一样拖动。</translation>
    </message>
    <message>
        <source>Write function overlaps(a, b) in JavaScript, or load a tutorial&apos;s method from &lt;b&gt;Examples&lt;/b&gt;, for a circle and a rect, two circles or two rects.</source>
        <translation>用 JavaScript 写 function overlaps(a, b)，或从&lt;b&gt;示例&lt;/b&gt;载入教程里的方法；可用于圆与矩形、两个圆或两个矩形。</translation>
    </message>
    <message>
        <source>%1 runs it beside a correct method: its verdict for the shapes, and red wherever it is wrong against the exact answer under the touching policy. %2 tries it on 2,000 generated cases and puts the first wrong one, shrunk, in the scene.</source>
        <translation>%1把它放在一个正确方法旁边运行：给出它对这组图形的判定，并按接触策略与精确答案对照，凡出错之处都标成红色。%2用 2,000 个生成的用例检验它，并把第一个错例缩小后放进场景。</translation>
    </message>
    <message>
        <source>In front of a class</source>
        <translation>在课堂上</translation>
    </message>
    <message>
        <source>%1 makes text larger and lines thicker and gives the figure the room of the lesson list; %2 brings the list back.</source>
        <translation>%1让文字更大、线条更粗，并让图形占据课程列表的位置；%2可把列表调回来。</translation>
    </message>
    <message>
        <source>Turn on %1 and let the class call out its answer before the step reveals it.</source>
        <translation>打开%1，让全班在这一步揭晓之前先说出答案。</translation>
    </message>
    <message>
        <source>%1 keeps a scene you built to open it again in class; %2 and the File menu&apos;s frames make pictures for slides and handouts.</source>
        <translation>%1保存你搭好的场景，上课时可以再次打开；%2和“文件”菜单中的导出帧可以为幻灯片和讲义制作图片。</translation>
    </message>
    <message>
        <source>The menus</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>%1 opens a scenario file (.overlap): the lesson or comparison, the shapes and the settings it was saved with. Dropping a file on the window does the same.</source>
        <translation>%1打开场景文件（.overlap）：其中保存的课程或比较、图形和设置。把文件拖到窗口上也一样。</translation>
    </message>
    <message>
        <source>%1 lists the files opened last.</source>
        <translation>%1列出最近打开过的文件。</translation>
    </message>
    <message>
        <source>%1 and %2 write what is on screen to a scenario file, to open again or to share.</source>
        <translation>%1和%2把屏幕上的内容写入场景文件，以便再次打开或与人分享。</translation>
    </message>
    <message>
        <source>%1 writes the figure on screen as a PNG picture or an SVG drawing.</source>
        <translation>%1把屏幕上的图形写成 PNG 图片或 SVG 矢量图。</translation>
    </message>
    <message>
        <source>%1 writes one picture per step of the lesson into a folder.</source>
        <translation>%1把本课的每一步各写成一张图片，存入一个文件夹。</translation>
    </message>
    <message>
        <source>%1 closes Overlap, asking first about changes not saved.</source>
        <translation>%1关闭 Overlap；有未保存的更改时会先询问。</translation>
    </message>
    <message>
        <source>%1 takes back the last change to the shapes and %2 makes it again. Each lesson keeps its own history, and so do compare mode and the gallery.</source>
        <translation>%1撤销对图形的上一次修改，%2重做。每一课都有自己的历史记录，比较模式和易错点一览也各有一份。</translation>
    </message>
    <message>
        <source>%1 puts the lesson&apos;s shapes back as the lesson set them.</source>
        <translation>%1把本课的图形恢复成课程设定的样子。</translation>
    </message>
    <message>
        <source>%1 shows the list of changes; click one to go back to it.</source>
        <translation>%1显示更改列表；点击其中一项即可回到那时的状态。</translation>
    </message>
    <message>
        <source>%1 copies the shapes as an overlap-cli eval line with the expected verdicts: a test case for your own code.</source>
        <translation>%1把图形复制为一行带预期结论的 overlap-cli eval 命令：可作为你自己代码的测试用例。</translation>
    </message>
    <message>
        <source>%1 shows the lesson&apos;s introduction, from any tab; again, it goes back to the steps.</source>
        <translation>%1从任何标签页显示本课的简介；再按一次回到步骤。</translation>
    </message>
    <message>
        <source>%1 and %2 jump to the first and the last step.</source>
        <translation>%1和%2跳到第一步和最后一步。</translation>
    </message>
    <message>
        <source>%1 and %2 step back and on, in the lesson or in every compare pane; with a shape selected they nudge it by 1 instead.</source>
        <translation>%1和%2后退或前进一步，作用于课程或所有比较窗格；选中图形时则改为把它微移 1。</translation>
    </message>
    <message>
        <source>%1 steps on by itself; pressed again, it stops.</source>
        <translation>%1自动逐步前进；再按一次停止。</translation>
    </message>
    <message>
        <source>%1 asks you for the verdict before showing it (see Predict and exercises above).</source>
        <translation>%1先请你预测结论，再揭晓（见上文“预测与练习”）。</translation>
    </message>
    <message>
        <source>%1 shows or hides the lesson&apos;s exercises.</source>
        <translation>%1显示或隐藏本课的练习。</translation>
    </message>
    <message>
        <source>%1 and %2 move the selected shape by 1.</source>
        <translation>%1和%2把选中的图形移动 1。</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 move it by 10.</source>
        <translation>%1、%2、%3和%4把它移动 10。</translation>
    </message>
    <message>
        <source>%1 lets go of the selected shape, so that the arrows step again.</source>
        <translation>%1取消选中图形，方向键恢复切换步骤。</translation>
    </message>
    <message>
        <source>%1: handles snap to whole units while it is on.</source>
        <translation>%1：开启时，控制点吸附到整数单位。</translation>
    </message>
    <message>
        <source>%1 and %2 enlarge or shrink the figure, as the wheel does.</source>
        <translation>%1和%2放大或缩小图形，和滚轮一样。</translation>
    </message>
    <message>
        <source>%1 fits the figure to the view.</source>
        <translation>%1让图形适应窗口。</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 bring their tab to the front.</source>
        <translation>%1、%2、%3和%4切换到对应的标签页。</translation>
    </message>
    <message>
        <source>%1 draws y growing downwards, as on a screen, and the words follow: bottom-left becomes top-left and a positive turn is clockwise. The numbers never change.</source>
        <translation>%1像屏幕那样让 y 向下增大，文字也随之改变：左下角变成左上角，正角度变成顺时针旋转。数值本身从不改变。</translation>
    </message>
    <message>
        <source>%1 writes turns in radians instead of degrees.</source>
        <translation>%1用弧度而不是度数表示旋转角。</translation>
    </message>
    <message>
        <source>%1: a step on changes the figure at once, where it would otherwise play the idea moving (the turn back, the fold, the slide into the bands).</source>
        <translation>%1：前进一步时图形立即变化，不再播放动画（转回、折叠、滑入区间）。</translation>
    </message>
    <message>
        <source>%1 shows or hides the lesson list and the shapes&apos; values.</source>
        <translation>%1显示或隐藏课程列表和图形数值。</translation>
    </message>
    <message>
        <source>%1 chooses the window&apos;s colours: %2.</source>
        <translation>%1选择窗口的配色：%2。</translation>
    </message>
    <message>
        <source>%1: larger text, thicker lines and more room for the figure, on every tab, for a projector.</source>
        <translation>%1：文字更大、线条更粗、图形更大，所有标签页都适用，方便投影。</translation>
    </message>
    <message>
        <source>%1 opens the lesson&apos;s shapes in compare mode with its methods side by side.</source>
        <translation>%1在比较模式中打开本课的图形，把本课的方法并排放置。</translation>
    </message>
    <message>
        <source>%1 searches for shapes on which two of the methods disagree, and shows them.</source>
        <translation>%1查找让两种方法结论不同的图形，并显示出来。</translation>
    </message>
    <message>
        <source>%1 times each method on the same fixed cases and charts which is fastest.</source>
        <translation>%1在同一批固定用例上为每种方法计时，并用图表显示哪种最快。</translation>
    </message>
    <message>
        <source>%1, %2 and %3 shade every pane by the method&apos;s regions, by its verdict, or not at all.</source>
        <translation>%1、%2和%3让每个窗格按方法的区域着色、按结论着色或不着色。</translation>
    </message>
    <message>
        <source>%1: when linked, stepping keeps the panes on steps that mean the same thing.</source>
        <translation>%1：对齐后，切换步骤时各窗格停在含义相同的步骤上。</translation>
    </message>
    <message>
        <source>%1 and %2 run and judge your method (see the Your method tab above), from any tab.</source>
        <translation>%1和%2运行并评判你的方法（见上文“你的方法”标签页），在任何标签页都可以用。</translation>
    </message>
    <message>
        <source>%1: shapes that only touch count as overlapping (closed shapes) when it is on, as apart (open shapes) when it is off. Each tab keeps its own setting.</source>
        <translation>%1：开启时，只是接触的图形算作重叠（把图形看作闭区域）；关闭时算作分离（看作开区域）。每个标签页各有自己的设置。</translation>
    </message>
    <message>
        <source>%1: %2. Every word of the window and the lessons follows at once.</source>
        <translation>%1：%2。窗口和课程中的所有文字立即随之切换。</translation>
    </message>
    <message>
        <source>%1 opens this guide.</source>
        <translation>%1打开本指南。</translation>
    </message>
    <message>
        <source>%1 lists every key of every menu.</source>
        <translation>%1列出所有菜单的全部按键。</translation>
    </message>
    <message>
        <source>%1 says what Overlap is.</source>
        <translation>%1介绍 Overlap 是什么。</translation>
    </message>
    <message>
        <source>The %1 menu</source>
        <translation>%1菜单</translation>
    </message>
    <message>
        <source>%1: stepping stops just before the step that gives the verdict (or the region) and asks you first. Answer with the buttons or their number keys; then the step is shown, with whether you were right. Your score appears under the lesson&apos;s name in the list.</source>
        <translation>%1：在给出结论（或区域）的那一步之前停下，先请你回答。用按钮或对应的数字键作答，随后显示这一步，并告诉你答得对不对。你的得分显示在列表中该课标题的下方。</translation>
    </message>
    <message>
        <source>%1 selects shape a, then b, then neither, so that the arrows nudge it without the mouse; %2 goes the other way.</source>
        <translation>%1 依次选中图形 a、图形 b，再取消选择，这样不用鼠标也能用方向键微移所选图形；%2 按相反的顺序选择。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <comment>an action&apos;s words in a sentence</comment>
        <translation>“&lt;b&gt;%1&lt;/b&gt;”</translation>
    </message>
    <message>
        <source>%1 lists every name the lessons use (C, N, d, P0 …) with its one meaning and the lessons it appears in.</source>
        <translation>%1 列出课程里用到的每个名字（C、N、d、P0 …），以及它唯一的含义和出现在哪些课程中。</translation>
    </message>
</context>
<context>
    <name>overlap::window::MainWindow</name>
    <message>
        <source>Push &amp;apart: move a the shortest way to touching</source>
        <translation>推开(&amp;A)：把 a 沿最短的路移到恰好接触</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>比较(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Pitfalls</source>
        <translation>易错点(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>步骤(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;First step</source>
        <translation>第一步(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play / pause</source>
        <translation>播放/暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last step</source>
        <translation>最后一步(&amp;L)</translation>
    </message>
    <message>
        <source>Sh&amp;apes</source>
        <translation>图形(&amp;A)</translation>
    </message>
    <message>
        <source>Nudge &amp;up</source>
        <translation>向上微移(&amp;U)</translation>
    </message>
    <message>
        <source>Nudge &amp;down</source>
        <translation>向下微移(&amp;D)</translation>
    </message>
    <message>
        <source>Nudge left by 10</source>
        <translation>向左移动 10</translation>
    </message>
    <message>
        <source>Nudge right by 10</source>
        <translation>向右移动 10</translation>
    </message>
    <message>
        <source>Nudge up by 10</source>
        <translation>向上移动 10</translation>
    </message>
    <message>
        <source>Nudge down by 10</source>
        <translation>向下移动 10</translation>
    </message>
    <message>
        <source>&amp;Deselect (arrows step again)</source>
        <translation>取消选择(&amp;D)（方向键恢复切换步骤）</translation>
    </message>
    <message>
        <source>&amp;Snap to the grid</source>
        <translation>吸附到网格(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit to view</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Compare methods</source>
        <translation>比较方法(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pitfall gallery</source>
        <translation>易错点一览(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Compare this lesson&apos;s methods</source>
        <translation>比较本课的方法(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Find a disagreement</source>
        <translation>查找分歧(&amp;F)</translation>
    </message>
    <message>
        <source>Measure &amp;speed</source>
        <translation>测量速度(&amp;S)</translation>
    </message>
    <message>
        <source>Shade every pane by &amp;regions</source>
        <translation>所有窗格按区域着色(&amp;R)</translation>
    </message>
    <message>
        <source>Shade every pane by &amp;verdict</source>
        <translation>所有窗格按结论着色(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;No shading in any pane</source>
        <translation>所有窗格都不着色(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Link or unlink steps</source>
        <translation>对齐或取消对齐步骤(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>选项(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Touching counts as overlap</source>
        <translation>接触算作重叠(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Overlap</source>
        <translation>关于 Overlap(&amp;A)</translation>
    </message>
    <message>
        <source>About Overlap</source>
        <translation>关于 Overlap</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Overlap&lt;/h3&gt;&lt;p&gt;2D collision detection, one step at a time: every method drawn as a construction you can step through and drag.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Overlap&lt;/h3&gt;&lt;p&gt;一步一步学习二维碰撞检测：每种方法都画成几何构造，可以逐步播放，也可以随意拖动。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>%1 was not opened, and nothing on screen changed:
%2</source>
        <translation>未能打开 %1，屏幕上的内容没有任何改变：
%2</translation>
    </message>
    <message>
        <source>&amp;y down (screen coordinates)</source>
        <translation>y 轴朝下（屏幕坐标）(&amp;Y)</translation>
    </message>
    <message>
        <source>Angles in &amp;radians</source>
        <translation>角度用弧度(&amp;R)</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>减少动画(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Introduction</source>
        <translation>简介(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>使用指南(&amp;G)</translation>
    </message>
    <message>
        <source>Lesson list and shape &amp;values</source>
        <translation>课程列表与图形数值(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Your method</source>
        <translation>你的方法(&amp;Y)</translation>
    </message>
    <message>
        <source>R&amp;un your method</source>
        <translation>运行你的方法(&amp;U)</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation>练习(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Judge your method on generated cases</source>
        <translation>用生成的用例评判你的方法(&amp;J)</translation>
    </message>
    <message>
        <source>Shape a selected: the arrow keys move it (Esc deselects)</source>
        <translation>已选中图形 a：方向键可微移它（Esc 取消选择）</translation>
    </message>
    <message>
        <source>Shape b selected: the arrow keys move it (Esc deselects)</source>
        <translation>已选中图形 b：方向键可微移它（Esc 取消选择）</translation>
    </message>
    <message>
        <source>No shape selected: the arrow keys step again</source>
        <translation>未选中图形：方向键恢复切换步骤</translation>
    </message>
    <message>
        <source>Select the &amp;next shape (arrows move it)</source>
        <translation>选择下一个图形(&amp;N)（方向键微移它）</translation>
    </message>
    <message>
        <source>Select the pre&amp;vious shape</source>
        <translation>选择上一个图形(&amp;V)</translation>
    </message>
    <message>
        <source>G&amp;lossary</source>
        <translation>术语表(&amp;L)</translation>
    </message>
</context>
<context>
    <name>overlap::window::ShortcutSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Type to filter</source>
        <translation>输入以筛选</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>筛选快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>overlap::window::UndoController</name>
    <message>
        <source>Reset the lesson&apos;s &amp;shapes</source>
        <translation>重置本课的图形(&amp;S)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>&lt;start&gt;</source>
        <translation>&lt;初始状态&gt;</translation>
    </message>
    <message>
        <source>History of changes</source>
        <translation>更改历史</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史记录(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>overlap::yourmethod::YourMethodMode</name>
    <message>
        <source>Shapes:</source>
        <translation>图形：</translation>
    </message>
    <message>
        <source>Shapes your method takes</source>
        <translation>你的方法处理的图形</translation>
    </message>
    <message>
        <source>circle – rect (a is the circle)</source>
        <translation>圆 – 矩形（a 是圆）</translation>
    </message>
    <message>
        <source>circle – circle</source>
        <translation>圆 – 圆</translation>
    </message>
    <message>
        <source>rect – rect</source>
        <translation>矩形 – 矩形</translation>
    </message>
    <message>
        <source>Turned rect</source>
        <translation>旋转矩形</translation>
    </message>
    <message>
        <source>The rect has an angle: b.angle, degrees counter-clockwise</source>
        <translation>矩形带转角：b.angle，单位为度，逆时针</translation>
    </message>
    <message>
        <source>Touching counts as overlap</source>
        <translation>接触算作重叠</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Load a tutorial&apos;s method, written in JavaScript</source>
        <translation>载入用 JavaScript 写成的教程方法</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Start again from the template for these shapes</source>
        <translation>从这类图形的模板重新开始</translation>
    </message>
    <message>
        <source>Run (F5)</source>
        <translation>运行 (F5)</translation>
    </message>
    <message>
        <source>Run your method on the shapes and map where it is wrong</source>
        <translation>在这些图形上运行你的方法，并画出它出错的地方</translation>
    </message>
    <message>
        <source>Judge on %L1 cases (F6)</source>
        <translation>用 %L1 个用例评判 (F6)</translation>
    </message>
    <message>
        <source>Run your method on generated cases (random, touching, degenerate, containment) against the exact answer</source>
        <translation>在生成的用例（随机、接触、退化、包含）上运行你的方法，与精确答案对照</translation>
    </message>
    <message>
        <source>Your method&apos;s code</source>
        <translation>你的方法的代码</translation>
    </message>
    <message>
        <source>Problems in your code</source>
        <translation>代码中的问题</translation>
    </message>
    <message>
        <source>Write function overlaps(a, b) in JavaScript and return true or false. a = {type, x, y, r} for a circle; {type, x, y, w, h, angle} for a rect, (x, y) its smallest corner, y up.</source>
        <translation>用 JavaScript 写 function overlaps(a, b)，返回 true 或 false。圆为 a = {type, x, y, r}；矩形为 {type, x, y, w, h, angle}，(x, y) 是最小角，y 轴向上。</translation>
    </message>
    <message>
        <source>Choose the shapes</source>
        <translation>选择图形</translation>
    </message>
    <message>
        <source>Judging on %L1 cases…</source>
        <translation>正在用 %L1 个用例评判…</translation>
    </message>
    <message>
        <source>The judge stopped after %L1 cases: %2</source>
        <translation>评判在 %L1 个用例后停止：%2</translation>
    </message>
    <message>
        <source>The judge failed: %1</source>
        <translation>评判失败：%1</translation>
    </message>
    <message>
        <source>The judge was stopped.</source>
        <translation>评判已中止。</translation>
    </message>
    <message>
        <source>Right on all %L1 generated cases (random, touching, degenerate, containment).</source>
        <translation>在全部 %L1 个生成的用例（随机、接触、退化、包含）上都正确。</translation>
    </message>
    <message>
        <source>Write overlaps(a, b) and press Run (F5): your method is then shown beside a correct one, with red where it is wrong.</source>
        <translation>写好 overlaps(a, b) 后按“运行”(F5)：你的方法会显示在一个正确方法旁边，出错的地方标成红色。</translation>
    </message>
    <message>
        <source>Running your method…</source>
        <translation>正在运行你的方法…</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>已停止：%1</translation>
    </message>
    <message>
        <source>Right at every sampled circle centre (%L1 samples), %2.</source>
        <translation>在每个采样的圆心处都正确（%L1 个采样点），%2。</translation>
    </message>
    <message>
        <source>Right at every sampled centre of shape a (%L1 samples), %2.</source>
        <translation>在图形 a 的每个采样中心处都正确（%L1 个采样点），%2。</translation>
    </message>
    <message>
        <source>touching counts as overlap</source>
        <translation>接触算作重叠</translation>
    </message>
    <message>
        <source>touching is apart</source>
        <translation>接触算作分离</translation>
    </message>
    <message>
        <source>Wrong at %L1 of %L2 sampled circle centres (red), %3.</source>
        <translation>在 %L2 个采样圆心中有 %L1 个出错（红色），%3。</translation>
    </message>
    <message>
        <source>Wrong at %L1 of %L2 sampled centres of shape a (red), %3.</source>
        <translation>在图形 a 的 %L2 个采样中心中有 %L1 个出错（红色），%3。</translation>
    </message>
    <message>
        <source>The code changed since: press Run (F5) again.</source>
        <translation>代码已改动：请再按“运行”(F5)。</translation>
    </message>
    <message>
        <source>Problems (click one to go to its line) and console.log:</source>
        <translation>问题（点击可跳到所在行）与 console.log 输出：</translation>
    </message>
    <message>
        <source>console: %1</source>
        <translation>控制台：%1</translation>
    </message>
    <message>
        <source>console: (more lines not shown)</source>
        <translation>控制台：（其余各行未显示）</translation>
    </message>
    <message>
        <source>Wrong on %L1 of %L2 generated cases (they aim at touching, degenerate and containment cases, so far more go wrong than on the map). The first, shrunk to its smallest numbers, is in the scene now: your method says %3, the exact answer is %4.</source>
        <translation>在 %L2 个生成的用例中错了 %L1 个（这些用例专挑接触、退化和包含的情形，所以出错的比例比图上高得多）。第一个出错用例已化简到最小的数值，现在显示在场景中：你的方法说%3，精确答案是%4。</translation>
    </message>
</context>
<context>
    <name>overlap::yourmethod::YourMethodPane</name>
    <message>
        <source>Your method</source>
        <translation>你的方法</translation>
    </message>
    <message>
        <source>Your method&apos;s scene</source>
        <translation>你的方法的场景</translation>
    </message>
    <message>
        <source>Your method&apos;s verdict</source>
        <translation>你的方法的判定</translation>
    </message>
    <message>
        <source>Not run yet: press Run (F5).</source>
        <translation>尚未运行：请按“运行”(F5)。</translation>
    </message>
    <message>
        <source>✓ Right for these shapes.</source>
        <translation>✓ 对这组图形判断正确。</translation>
    </message>
    <message>
        <source>✗ Wrong for these shapes: the exact answer is %1.</source>
        <translation>✗ 对这组图形判断错误：精确答案是%1。</translation>
    </message>
    <message>
        <source>✓ Right for these shapes, but wrong at other positions: the red on the map.</source>
        <translation>✓ 对这组图形判断正确，但在别的位置会出错：见图上的红色部分。</translation>
    </message>
</context>
</TS>

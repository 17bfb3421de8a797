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
        <translation>相切算作重叠</translation>
    </message>
    <message>
        <source>Touching counts as apart</source>
        <translation>相切算作分离</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>无改动</translation>
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
        <translation>圆与矩形：最近点（夹取）</translation>
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
        <translation>圆与旋转矩形：先转回，再夹取</translation>
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
        <translation>陷阱：夹取的 y 分支有笔误</translation>
    </message>
    <message>
        <source>Pitfall: nine regions without the absolute value</source>
        <translation>陷阱：九宫格漏了绝对值</translation>
    </message>
    <message>
        <source>Pitfall: nine regions walked in screen order</source>
        <translation>陷阱：九宫格照屏幕顺序绕圈</translation>
    </message>
    <message>
        <source>Pitfall: rotate the centre by +θ</source>
        <translation>陷阱：把圆心旋转 +θ</translation>
    </message>
    <message>
        <source>Pitfall: degrees passed to cos and sin</source>
        <translation>陷阱：把角度直接传给 cos 和 sin</translation>
    </message>
    <message>
        <source>Pitfall: cos 90° is not 0</source>
        <translation>陷阱：cos 90° 并不等于 0</translation>
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
        <translation>相切算作重叠</translation>
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
        <translation>在随机、相切和退化场景中，搜索分歧图的两种方法结论不同的场景，并载入数值最小的一个</translation>
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
        <source>Step timeline</source>
        <translation>步骤时间轴</translation>
    </message>
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
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>All %1 methods agree: %2</source>
        <translation>全部 %1 种方法结论一致：%2</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>%1 says %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The methods disagree: %1</source>
        <translation>各方法结论不一：%1</translation>
    </message>
    <message>
        <source>agree at every sampled centre</source>
        <translation>在所有采样的圆心位置上结论一致</translation>
    </message>
    <message>
        <source>disagree at %L1 of %L2 sampled centres (red)</source>
        <translation>在 %L2 个采样圆心位置中，有 %L1 个结论不同（红色）</translation>
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
        <translation>已尝试 %L1 个随机、相切和退化场景：%2 与 %3 的结论全部一致。</translation>
    </message>
    <message>
        <source>Timing %1 methods on 4096 fixed cases each…</source>
        <translation>正在为 %1 种方法计时，每种方法 4096 个固定用例…</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>overlap::compare::ComparePane</name>
    <message>
        <source>%1 (WRONG)</source>
        <translation>%1（错误）</translation>
    </message>
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
        <source>No overlay</source>
        <translation>无叠加</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
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
        <source>touching: overlap</source>
        <translation>相切：重叠</translation>
    </message>
    <message>
        <source>touching: apart</source>
        <translation>相切：分离</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
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
    <name>overlap::compare::PitfallGallery</name>
    <message>
        <source>Pitfalls</source>
        <translation>陷阱</translation>
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
</context>
<context>
    <name>overlap::player::CodePanel</name>
    <message>
        <source>Code of the method</source>
        <translation>方法的代码</translation>
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
        <source>Playing speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>每秒 %1 步</translation>
    </message>
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
        <source>Step timeline</source>
        <translation>步骤时间轴</translation>
    </message>
    <message>
        <source>touching</source>
        <translation>相切</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>apart</source>
        <translation>分离</translation>
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
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
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
        <source>width w</source>
        <translation>宽 w</translation>
    </message>
    <message>
        <source>height h</source>
        <translation>高 h</translation>
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
</context>
<context>
    <name>overlap::window::ExportController</name>
    <message>
        <source>choose a file name ending in .png or .svg</source>
        <translation>请选择以 .png 或 .svg 结尾的文件名</translation>
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
    <name>overlap::window::MainWindow</name>
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
        <source>&amp;Pitfalls</source>
        <translation>陷阱(&amp;P)</translation>
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
        <source>S&amp;hapes</source>
        <translation>图形(&amp;H)</translation>
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
        <translation>陷阱画廊(&amp;P)</translation>
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
        <source>&amp;Regions overlay in every pane</source>
        <translation>所有窗格叠加区域(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Verdict overlay in every pane</source>
        <translation>所有窗格叠加结论(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;No overlays</source>
        <translation>关闭叠加层(&amp;N)</translation>
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
        <translation>相切算作重叠(&amp;T)</translation>
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
</context>
</TS>

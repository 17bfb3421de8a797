// A role is one row of the role table and a primitive kind one drawer: every role has a
// complete row that the legend, styles and names read; every kind has a drawer, and a
// drawer's move of items made for one primitive draws them where a new one would be.

#include "app/scene/drawers/drawer.h"
#include "app/scene/halo_item.h"
#include "app/scene/legend_entries.h"
#include "app/scene/role_style.h"
#include "app/scene/role_table.h"

#include <QApplication>
#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QSet>
#include <QtTest>

namespace tst_role_table {

using namespace overlap;
using namespace overlap::scene;

namespace {

Look lookIn(QGraphicsScene& scene, Role role) {
    Look look;
    look.scene = &scene;
    look.row = &rowOf(role);
    look.style = styleFor(role, Emphasis::Current);
    look.current = true;
    return look;
}

// Where an item draws: its scene bounds (a point's dot is placed by its position).
QRectF whereDrawn(const Made& made) {
    return made.items.front()->sceneBoundingRect();
}

} // namespace

class TestRoleTable : public QObject {
    Q_OBJECT
  private slots:
    void everyRoleHasACompleteRow() {
        QSet<QString> ids, en, zh;
        QSet<int> orders;
        for (int r = 0; r < kRoleCount; ++r) {
            const RoleRow& row = rowOf(Role(r));
            QCOMPARE(int(row.role), r);
            QVERIFY(row.penWidth > 0 && row.pointRadius > 0);
            ids << QString::fromLatin1(row.id);
            en << QString::fromUtf8(row.en);
            // Chinese from the .ts file: translated, not the English left as it is.
            const QString chinese = roleName(Role(r), "zh");
            QVERIFY2(chinese != QString::fromUtf8(row.en), row.en);
            zh << chinese;
            orders << row.legendOrder;
            // The functions of the app read the row.
            QCOMPARE(roleId(Role(r)), QString::fromLatin1(row.id));
            QCOMPARE(roleName(Role(r), "en"), QString::fromUtf8(row.en));
            QCOMPARE(styleFor(Role(r), Emphasis::Current).pen.style(), row.dash);
        }
        // Each a name of its own, in both languages, and a place of its own in legends.
        QCOMPARE(ids.size(), kRoleCount);
        QCOMPARE(en.size(), kRoleCount);
        QCOMPARE(zh.size(), kRoleCount);
        QCOMPARE(orders.size(), kRoleCount);
        QVERIFY(!ids.contains(QString()) && !en.contains(QString()) && !zh.contains(QString()));
    }

    void legendsFollowTheRowsOrder() {
        QSet<Role> all;
        for (int r = 0; r < kRoleCount; ++r)
            all << Role(r);
        const QList<Role> order = inLegendOrder(all);
        QCOMPARE(order.size(), kRoleCount);
        for (int i = 1; i < order.size(); ++i)
            QVERIFY(rowOf(order[i - 1]).legendOrder < rowOf(order[i]).legendOrder);
        // A role that fades is lighter in an earlier step; one that does not, never.
        for (Role role : order) {
            const RoleRow& row = rowOf(role);
            const bool same =
                styleFor(role, Emphasis::Earlier).pen == styleFor(role, Emphasis::Current).pen;
            QCOMPARE(same, !row.fades);
        }
    }

    // A role whose legend is one line per shape lists shape a and shape b apart.
    void aLegendOfShapesHasALinePerShape() {
        Trace trace;
        Step& s = trace.add("a");
        for (int r = 0; r < kRoleCount; ++r)
            for (Owner o : {Owner::A, Owner::B})
                s.primitives.push_back(ownedBy(point(Role(r), {0, 0}), o));
        const QList<LegendEntry> entries = legendOf(trace, 0);
        for (int r = 0; r < kRoleCount; ++r) {
            const int lines =
                int(std::count_if(entries.begin(), entries.end(),
                                  [r](const LegendEntry& e) { return e.role == Role(r); }));
            QCOMPARE(lines, rowOf(Role(r)).legendByShape ? 2 : 1);
        }
    }

    void everyKindHasItsDrawer() {
        QSet<const Drawer*> drawers;
        for (PrimitiveKind kind :
             {PrimitiveKind::Point, PrimitiveKind::Segment, PrimitiveKind::Line,
              PrimitiveKind::Circle, PrimitiveKind::Polygon, PrimitiveKind::Arc,
              PrimitiveKind::Label})
            drawers << &drawerFor(kind);
        QCOMPARE(drawers.size(), 7);
        // A line frames nothing; a circle its square.
        QVERIFY(drawerFor(PrimitiveKind::Line).extent(line(Role::Band, {0, 0}, {1, 0})).isNull());
        QCOMPARE(drawerFor(PrimitiveKind::Circle).extent(circle(Role::Subject, {1, 2}, 3)),
                 QRectF(-2, -1, 6, 6));
    }

    // A drag moves the items of points, segments and circles: moved, they are where items
    // made anew would be.
    void aMoveDrawsWhereANewItemWould() {
        QGraphicsScene scene;
        const std::pair<Primitive, Primitive> pairs[] = {
            {point(Role::Nearest, {0, 0}), point(Role::Nearest, {3, 4})},
            {segment(Role::Distance, {0, 0}, {1, 1}), segment(Role::Distance, {2, 0}, {5, 7})},
            {circle(Role::Subject, {0, 0}, 1), circle(Role::Subject, {4, -2}, 3)},
        };
        for (const auto& [from, to] : pairs) {
            const Drawer& drawer = drawerFor(from.kind);
            QVERIFY(drawer.movable());
            const Look look = lookIn(scene, from.role);
            const Made moved = drawer.draw(from, look);
            const Made fresh = drawer.draw(to, look);
            QVERIFY(whereDrawn(moved) != whereDrawn(fresh));
            drawer.move(to, moved);
            QCOMPARE(whereDrawn(moved), whereDrawn(fresh));
        }
        // The rest are made again.
        QVERIFY(!drawerFor(PrimitiveKind::Polygon).movable());
        QVERIFY(!drawerFor(PrimitiveKind::Label).movable());
    }

    // Lit, an element is drawn over a halo; a label draws nothing but its label.
    void aLitElementHasItsHalo() {
        QGraphicsScene scene;
        Look look = lookIn(scene, Role::Distance);
        const Primitive s = segment(Role::Distance, {0, 0}, {1, 1});
        QVERIFY(!drawerFor(s.kind).draw(s, look).halo);
        look.lit = true;
        const Made lit = drawerFor(s.kind).draw(s, look);
        QVERIFY(lit.halo && lit.items.contains(lit.halo));
        QVERIFY(lit.halo->zValue() < lit.items.front()->zValue());
        QVERIFY(drawerFor(PrimitiveKind::Label)
                    .draw(label(Role::Construction, {0, 0}, "note"), look)
                    .items.isEmpty());
    }

    // The label anchor policies: a shape is named by its owner, an area's edge not at all.
    void theRowSaysHowItsElementsAreNamed() {
        const Primitive a = ownedBy(circle(Role::Subject, {0, 0}, 1), Owner::A);
        QCOMPARE(rowOf(a.role).anchor, LabelAnchor::Outline);
        QCOMPARE(drawerFor(a.kind).name(a, "en"), QStringLiteral("a"));
        const Primitive edge = line(Role::Region, {0, 0}, {1, 0}, Symbol::Left);
        QCOMPARE(rowOf(edge.role).anchor, LabelAnchor::Area);
        QVERIFY(drawerFor(edge.kind).name(edge, "en").isEmpty());
        const Primitive band = line(Role::Band, {0, 0}, {1, 0}, Symbol::Left);
        QVERIFY(!drawerFor(band.kind).name(band, "en").isEmpty());
    }

    // An earlier step's element fading as the next idea arrives: at 0 it is as it was, at 1
    // the current step's, between them its colour, width and point size in between; a piece
    // of b (the fold's quarter) is named by its own name, not as the shape b.
    void aFadeGoesFromOneStyleToTheOther() {
        for (const bool dark : {false, true})
            for (int r = 0; r < kRoleCount; ++r) {
                const RoleStyle earlier = styleFor(Role(r), Emphasis::Earlier, dark);
                const RoleStyle current = styleFor(Role(r), Emphasis::Current, dark);
                QCOMPARE(blended(earlier, current, 0).pen.color(), earlier.pen.color());
                QCOMPARE(blended(earlier, current, 1).pen.color().rgba(),
                         current.pen.color().rgba());
                QCOMPARE(blended(earlier, current, 1).text.rgba(), current.text.rgba());
                const RoleStyle half = blended(earlier, current, 0.5);
                const auto between = [](double v, double a, double b) {
                    return v >= std::min(a, b) - 1e-3 && v <= std::max(a, b) + 1e-3;
                };
                QVERIFY(between(half.pen.widthF(), earlier.pen.widthF(), current.pen.widthF()));
                QVERIFY(between(half.pen.color().redF(), earlier.pen.color().redF(),
                                current.pen.color().redF()));
                QVERIFY(between(half.pointRadius, earlier.pointRadius, current.pointRadius));
                QCOMPARE(half.pen.style(), current.pen.style()); // a role keeps its dashes
            }
        const Primitive quarter =
            ownedBy(polygon(Role::Subject, {{0, 0}, {1, 0}, {1, 1}}, Symbol::Quarter), Owner::B);
        QVERIFY(!isWholeShape(quarter));
        QCOMPARE(drawerFor(quarter.kind).name(quarter, "en"), QStringLiteral("quarter"));
    }
};

} // namespace tst_role_table

#define OVERLAP_SUBJECT tst_role_table
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    QApplication app(argc, argv);
    tst_role_table::TestRoleTable t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_role_table.moc"

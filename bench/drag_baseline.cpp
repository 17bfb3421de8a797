#include "bench/drag_baseline.h"

#include "app/scene/label_item.h"
#include "app/scene/line_item.h"
#include "app/scene/trace_scene.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QTest>

#include <algorithm>

namespace overlap::bench {

namespace {

// A plain pen: the item's colour and width in pixels (the app's pens are cosmetic), solid.
QPen plainPen(const QGraphicsItem* item) {
    QPen pen(QColor(60, 60, 60), 1.5);
    if (const auto* shape = dynamic_cast<const QAbstractGraphicsShapeItem*>(item))
        pen = shape->pen();
    else if (const auto* line = dynamic_cast<const QGraphicsLineItem*>(item))
        pen = line->pen();
    pen.setStyle(Qt::SolidLine);
    pen.setCosmetic(true);
    return pen;
}

QBrush plainBrush(const QGraphicsItem* item) {
    if (const auto* shape = dynamic_cast<const QAbstractGraphicsShapeItem*>(item))
        return shape->brush();
    return Qt::white; // a handle's mark
}

QGraphicsSimpleTextItem* plainText(const QString& text, QPointF world) {
    auto* t = new QGraphicsSimpleTextItem(text);
    QFont font(QStringLiteral("Noto Sans"));
    font.setPixelSize(13);
    t->setFont(font);
    t->setFlag(QGraphicsItem::ItemIgnoresTransformations); // upright, as the app's labels
    t->setPos(world);
    return t;
}

// What a Qt shape item draws, without the margins its bounding rect adds for its pen.
QRectF outline(const QGraphicsItem* item) {
    if (const auto* e = dynamic_cast<const QGraphicsEllipseItem*>(item))
        return e->rect();
    if (const auto* p = dynamic_cast<const QGraphicsPolygonItem*>(item))
        return p->polygon().boundingRect();
    if (const auto* p = dynamic_cast<const QGraphicsPathItem*>(item))
        return p->path().boundingRect();
    return item->boundingRect();
}

// One plain item for `item` of `like`'s scene, where `like` shows it; a label layer
// stands for as many text items as it shows labels.
QList<QGraphicsItem*> plainItemsFor(const QGraphicsView& like, const QGraphicsItem* item) {
    const QTransform toPixels = like.viewportTransform();
    const QTransform toWorld = toPixels.inverted();
    if (dynamic_cast<const scene::LabelLayer*>(item)) {
        QList<QGraphicsItem*> out;
        if (const auto* trace = qobject_cast<const scene::TraceScene*>(like.scene()))
            for (const scene::TraceScene::PlacedLabel& l : trace->placedLabels())
                out << plainText(l.text, toWorld.map(l.box.topLeft()));
        return out;
    }
    if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
        return {plainText(text->text(), item->scenePos())};
    // Its pixels, cut to the view (a long line's box spans the plane): what is drawn.
    const QRectF pixels = item->deviceTransform(toPixels).mapRect(outline(item));
    QRectF shown = pixels & QRectF(like.viewport()->rect()).adjusted(-20, -20, 20, 20);
    if (shown.isEmpty())
        shown = QRectF(pixels.center(), QSizeF(8, 8)); // off screen: drawn nowhere
    const QRectF world = toWorld.mapRect(shown);
    QGraphicsItem* out = nullptr;
    if (const auto* line = dynamic_cast<const QGraphicsLineItem*>(item)) {
        out = new QGraphicsLineItem(item->sceneTransform().map(line->line()));
    } else if (dynamic_cast<const scene::LineItem*>(item)) {
        // A long line: its shape is the part inside the plane's box.
        const QPainterPath path = item->sceneTransform().map(item->shape());
        out = new QGraphicsLineItem(
            QLineF(path.elementAt(0), path.elementAt(path.elementCount() - 1)));
    } else if (dynamic_cast<const QGraphicsEllipseItem*>(item)) {
        out = new QGraphicsEllipseItem(world);
    } else if (std::min(shown.width(), shown.height()) < 6) {
        // A thin stroke: a line across what is shown of it.
        const bool wide = shown.width() >= shown.height();
        out = new QGraphicsLineItem(
            wide ? QLineF(world.left(), world.center().y(), world.right(), world.center().y())
                 : QLineF(world.left(), world.top(), world.right(), world.bottom()));
    } else {
        out = new QGraphicsRectItem(world);
    }
    if (auto* shape = dynamic_cast<QAbstractGraphicsShapeItem*>(out)) {
        shape->setPen(plainPen(item));
        shape->setBrush(plainBrush(item));
    } else if (auto* l = dynamic_cast<QGraphicsLineItem*>(out)) {
        l->setPen(plainPen(item));
    }
    out->setZValue(item->zValue());
    return {out};
}

} // namespace

DragBaseline::DragBaseline(const QGraphicsView& like, const QRectF& circle)
    : view_(std::make_unique<QGraphicsView>()), scene_(new QGraphicsScene(view_.get())) {
    double top = 0;
    if (like.scene())
        for (const QGraphicsItem* item : like.scene()->items()) {
            top = std::max(top, item->zValue());
            // A hidden one (a handle with no meaning for the shape) stays hidden here too.
            for (QGraphicsItem* plain : plainItemsFor(like, item)) {
                plain->setVisible(item->isVisible());
                scene_->addItem(plain);
            }
        }
    QPen pen(QColor(40, 90, 200), 2);
    pen.setCosmetic(true);
    dragged_ = scene_->addEllipse(circle, pen, QColor(40, 90, 200, 60));
    dragged_->setFlag(QGraphicsItem::ItemIsMovable);
    dragged_->setZValue(top + 1);

    QGraphicsView& v = *view_;
    v.setScene(scene_);
    v.setFrameShape(QFrame::NoFrame);
    v.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    v.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    v.setRenderHints(like.renderHints());
    v.setSceneRect(like.sceneRect());
    v.setTransform(like.transform());
    v.resize(like.viewport()->size());
    v.centerOn(like.mapToScene(like.viewport()->rect().center()));
}

DragBaseline::~DragBaseline() = default;

bool DragBaseline::show() {
    view_->show();
    return QTest::qWaitForWindowExposed(view_.get());
}

QRectF DragBaseline::circle() const {
    return dragged_->mapRectToScene(dragged_->rect());
}

int DragBaseline::itemCount() const {
    return int(scene_->items().size());
}

DragTimes DragBaseline::drag(const DragRow& row, int warmup, int count) {
    DragRow here = row;
    here.centre = circle().center();
    here.grab = here.centre + (row.grab - row.centre);
    DragWatch watch;
    watch.views = {view_->viewport()};
    watch.pressed = [this](QGraphicsItem* item) { return item == dragged_; };
    return dragSteps(view_.get(), here, watch, warmup, count);
}

} // namespace overlap::bench

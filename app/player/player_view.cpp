#include "app/player/player_view.h"

#include "app/i18n/language.h"
#include "app/player/pointer_readout.h"
#include "app/scene/axis_ticks.h"
#include "app/scene/framing.h"
#include "app/scene/role_style.h"
#include "app/scene/trace_scene.h"

#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <utility>

namespace overlap::player {

PlayerView::PlayerView(QWidget* parent)
    : QGraphicsView(parent), readout_(new PointerReadout(viewport())) {
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // Only what a drag changed is repainted: the trace scene keeps the items it need not
    // replace, and long lines report the whole view as theirs (cosmetic widths). One rect
    // around it all, not a region of several: under a clip that is not one rect, Qt's raster
    // engine blits the cached grid and the circles' pictures span by span and hands every
    // tall run of spans to its thread pool (on this 2-core VM a wait for a wake-up each).
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    // The paper and grid change only with the camera: drawn once, not on every drag move.
    setCacheMode(QGraphicsView::CacheBackground);
    // Every repaint covers its region (the paper is drawn first), so the window's containers
    // need not paint their backgrounds beneath: that doubled a drag's repaint.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::StrongFocus);
    setTransform(QTransform::fromScale(30, -30)); // y-up: the scene's y grows upwards
    // A fixed, generous scene rect: the view never scrolls by itself when a drag changes
    // what is drawn, so the shape stays under the pointer.
    setSceneRect(-1e5, -1e5, 2e5, 2e5);
    i18n::onLanguage(this, [this] {
        setAccessibleName(tr("Lesson scene"));
        tellScene();
    });
}

PlayerView::~PlayerView() = default;

void PlayerView::tellScene() {
    auto* traceScene = qobject_cast<scene::TraceScene*>(scene());
    if (!traceScene)
        return;
    traceScene->setLanguage(i18n::currentLanguage());
    told_ = viewportTransform();
    toldPixels_ = QRectF(viewport()->rect());
    traceScene->setView(told_, toldPixels_);
}

void PlayerView::paintEvent(QPaintEvent* event) {
    // A camera change no hook saw (a centerOn by the owner): place the labels for it, after
    // this paint (items changed during a paint are not reliably repainted).
    if (viewportTransform() != told_ || QRectF(viewport()->rect()) != toldPixels_)
        QMetaObject::invokeMethod(this, &PlayerView::tellScene, Qt::QueuedConnection);
    QGraphicsView::paintEvent(event);
}

QRect PlayerView::readoutRect() const {
    // Measured once per font: text layout is dear, and this is asked on every move.
    if (readoutFont_ != font() || readoutSize_.isEmpty()) {
        const QFontMetrics fm(font());
        readoutFont_ = font();
        readoutSize_ =
            QSize(fm.horizontalAdvance(QStringLiteral("x = -00000.00   y = -00000.00")) + 12,
                  fm.height() + 6);
    }
    const int w = readoutSize_.width(), h = readoutSize_.height();
    const QRect r = viewport()->rect();
    // Above the numbers along the bottom edge; in a pane narrower than the box, from its
    // left edge, so that the x is never the part cut off.
    return QRect(std::max(r.left() + 4, r.right() - w - 4), r.bottom() - 2 * h - 8, w, h);
}

void PlayerView::setUnderlays(const QList<Underlay>& underlays) {
    underlays_ = underlays;
    resetCachedContent();
    viewport()->update();
}

void PlayerView::drawBackground(QPainter* painter, const QRectF& rect) {
    QGraphicsView::drawBackground(painter, rect);
    for (const Underlay& u : underlays_) {
        if (u.picture.isNull())
            continue;
        painter->save();
        // As a QGraphicsPixmapItem with FastTransformation paints it: samples stay crisp.
        painter->setRenderHint(QPainter::Antialiasing,
                               renderHints().testFlag(QPainter::Antialiasing));
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->setTransform(u.toScene, true);
        painter->drawPixmap(QPointF(), u.picture);
        painter->restore();
    }
    drawCaptions(painter);
}

void PlayerView::setCaptions(const QList<Caption>& captions) {
    captions_ = captions;
    resetCachedContent();
    viewport()->update();
}

void PlayerView::drawCaptions(QPainter* painter) {
    if (captions_.isEmpty())
        return;
    if (!captionText_)
        captionText_ = std::make_unique<QGraphicsSimpleTextItem>();
    const QTransform toDevice = painter->worldTransform();
    painter->save();
    // With the hints the view paints its items with.
    painter->setRenderHints(painter->renderHints(), false);
    painter->setRenderHints(renderHints(), true);
    const QStyleOptionGraphicsItem option;
    for (const Caption& c : captions_) {
        captionText_->setFont(c.font);
        captionText_->setText(c.text);
        captionText_->setBrush(c.brush);
        const QRectF box = captionText_->boundingRect();
        const QPointF at = toDevice.map(c.at);
        // Upright: centred on the point's pixel, at any zoom and either y direction.
        painter->setTransform(QTransform::fromTranslate(-box.width() / 2, -box.height() / 2) *
                              QTransform::fromTranslate(at.x(), at.y()));
        captionText_->paint(painter, &option, nullptr);
    }
    painter->restore();
}

void PlayerView::showReadout(QPointF at) {
    const double step = scene::gridStep(std::abs(pixelsPerUnit()));
    // One digit finer than the grid: enough to read a point between two grid lines.
    const int decimals = std::max(0, int(-std::floor(std::log10(step))) + 1);
    const QString text =
        QStringLiteral("x = %1   y = %2")
            .arg(QString::number(at.x(), 'f', decimals), QString::number(at.y(), 'f', decimals));
    auto* traceScene = qobject_cast<scene::TraceScene*>(scene());
    readout_->setGeometry(readoutRect());
    readout_->showText(text, scene::paperOf(traceScene && traceScene->dark()));
}

void PlayerView::hoverSymbol(const scene::SymbolRef& symbol) {
    if (symbol == hovered_)
        return;
    hovered_ = symbol;
    emit symbolHovered(symbol);
}

void PlayerView::leaveEvent(QEvent* event) {
    readout_->hide();
    hoverSymbol({});
    QGraphicsView::leaveEvent(event);
}

void PlayerView::zoomBy(double factor) {
    autoFit_ = false;
    // Keep the zoom in a range where both the grid and the shapes stay readable.
    // Out no farther than the framing of a huge shape went.
    const double now = pixelsPerUnit();
    const double next = std::clamp(now * factor, std::min(0.5, fitScale_), 2000.0);
    scale(next / now, next / now);
    tellScene();
    emit cameraChanged();
}

void PlayerView::fitTo(const QRectF& worldRect) {
    if (worldRect.isEmpty())
        return;
    fitRect_ = worldRect;
    autoFit_ = true;
    frame();
}

void PlayerView::frame() {
    const QRectF framed = scene::frameable(fitRect_, viewport()->size());
    const double s =
        std::min(viewport()->width() / framed.width(), viewport()->height() / framed.height());
    if (!(s > 0) || !std::isfinite(s))
        return;
    fitScale_ = s;
    // The scene rect holds what is framed, or centerOn() could not reach a shape far out.
    const QRectF reach(-1e5, -1e5, 2e5, 2e5);
    if (!reach.contains(framed))
        setSceneRect(reach | framed.adjusted(-framed.width(), -framed.height(), framed.width(),
                                             framed.height()));
    setTransform(QTransform::fromScale(s, yDown_ ? s : -s));
    centerOn(framed.center());
    tellScene();
    emit cameraChanged();
}

void PlayerView::setYDown(bool yDown) {
    if (yDown == yDown_)
        return;
    yDown_ = yDown;
    const QPointF centre = mapToScene(viewport()->rect().center());
    scale(1, -1);
    centerOn(centre);
    tellScene();
}

void PlayerView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    readout_->setGeometry(readoutRect());
    if (autoFit_ && !holding_)
        frame();
    else
        tellScene();
    framePending_ = framePending_ || (autoFit_ && holding_);
    // A new size moves or scales the whole picture: repaint all of it, not only what the
    // resize exposed (an opaque viewport that shrank would otherwise keep its old pixels).
    viewport()->update();
}

bool PlayerView::viewportEvent(QEvent* event) {
    // The viewport takes its size after the view's resizeEvent (and without one when a
    // scroll bar comes or goes): keep the readout in its corner then, so it is never cut.
    if (event->type() == QEvent::Resize)
        readout_->setGeometry(readoutRect());
    return QGraphicsView::viewportEvent(event);
}

void PlayerView::wheelEvent(QWheelEvent* event) {
    zoomBy(std::pow(1.0015, event->angleDelta().y()));
    if (readout_->isVisible()) // a zoom changes the digits shown
        showReadout(mapToScene(event->position().toPoint()));
    event->accept();
}

void PlayerView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton) {
        panning_ = true;
        autoFit_ = false;
        panFrom_ = event->pos();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    holding_ = event->button() == Qt::LeftButton;
    QGraphicsView::mousePressEvent(event);
}

void PlayerView::mouseMoveEvent(QMouseEvent* event) {
    showReadout(mapToScene(event->pos()));
    if (panning_) {
        const QPoint d = event->pos() - panFrom_;
        panFrom_ = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        tellScene();
        emit cameraChanged();
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
    // Only a hover names what it is over: a drag keeps what was lit.
    if (event->buttons() == Qt::NoButton)
        if (const auto* traceScene = qobject_cast<scene::TraceScene*>(scene()))
            hoverSymbol(traceScene->symbolAt(mapToScene(event->pos())));
}

void PlayerView::mouseReleaseEvent(QMouseEvent* event) {
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton)) {
        panning_ = false;
        unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton) {
        holding_ = false;
        if (std::exchange(framePending_, false) && autoFit_)
            frame();
    }
}

} // namespace overlap::player

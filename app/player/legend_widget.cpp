#include "app/player/legend_widget.h"

#include "app/i18n/language.h"
#include "app/scene/legend_swatch.h"
#include "app/scene/lit_marks.h"
#include "app/scene/role_style.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace overlap::player {

namespace {
constexpr int kChip = 36; // the width of the chip of paper each sample sits on
constexpr int kPad = 3;   // between a chip's edge and its sample: its outline and a margin
constexpr int kText = 5;  // between a chip and its name
constexpr int kGap = 14;  // between entries
constexpr int kMargin = 4;
} // namespace

LegendWidget::LegendWidget(QWidget* parent) : QWidget(parent) {
    i18n::onLanguage(this, [this] { setAccessibleName(tr("Legend")); });
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void LegendWidget::setEntries(const QList<scene::LegendEntry>& entries, const QString& language) {
    // Called on every drag move: a layout request and a repaint each time cost the whole
    // window a relayout.
    if (entries == entries_ && language == language_)
        return;
    if (entries != entries_)
        lit_.clear(); // lines of another picture
    entries_ = entries;
    language_ = language;
    setAccessibleDescription(names().join(QStringLiteral(", ")));
    updateGeometry();
    update();
}

QStringList LegendWidget::names() const {
    QStringList out;
    for (const scene::LegendEntry& e : entries_)
        out << e.name(language_);
    return out;
}

void LegendWidget::setLitLines(const QList<int>& lines) {
    if (lines == lit_)
        return;
    lit_ = lines;
    update();
}

QStringList LegendWidget::litNames() const {
    QStringList out;
    for (int i : lit_)
        if (i >= 0 && i < entries_.size())
            out << entries_[i].name(language_);
    return out;
}

int LegendWidget::entryWidth(const scene::LegendEntry& entry) const {
    return kChip + kText + fontMetrics().horizontalAdvance(entry.name(language_));
}

int LegendWidget::rowHeight() const {
    return fontMetrics().height() + 6;
}

QList<QPoint> LegendWidget::layoutFor(int width) const {
    QList<QPoint> at;
    int x = kMargin, y = kMargin / 2;
    for (const scene::LegendEntry& e : entries_) {
        const int w = entryWidth(e);
        if (x > kMargin && x + w > width - kMargin) { // a new row, unless the row is empty
            x = kMargin;
            y += rowHeight();
        }
        at << QPoint(x, y);
        x += w + kGap;
    }
    return at;
}

int LegendWidget::heightForWidth(int width) const {
    const QList<QPoint> at = layoutFor(width);
    return (at.isEmpty() ? 0 : at.last().y()) + rowHeight() + kMargin / 2;
}

QSize LegendWidget::sizeHint() const {
    int w = kMargin;
    for (const scene::LegendEntry& e : entries_)
        w += entryWidth(e) + kGap;
    // Its height at the width it has: few parents ask heightForWidth, and an entry wrapped to
    // a row the height did not grant was not shown at all.
    const int at = width() > 0 && testAttribute(Qt::WA_WState_Created) ? width() : w;
    return {std::max(200, w), heightForWidth(std::max(100, at))};
}

void LegendWidget::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (heightForWidth(width()) != height())
        updateGeometry();
}

QRectF LegendWidget::chipRect(int index) const {
    const QList<QPoint> at = layoutFor(width());
    if (index < 0 || index >= at.size())
        return {};
    // Two pixels less than the row: a row's chips never touch the next row's.
    const int chip = rowHeight() - 2;
    const double mid = at[index].y() + rowHeight() / 2.0;
    return {double(at[index].x()), std::round(mid - chip / 2.0), double(kChip), double(chip)};
}

QRectF LegendWidget::sampleRect(int index) const {
    return chipRect(index).adjusted(kPad, kPad, -kPad, -kPad);
}

QSize LegendWidget::minimumSizeHint() const {
    return {100, rowHeight() + kMargin / 2};
}

void LegendWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int ascent = fontMetrics().ascent();
    for (int i = 0; i < int(entries_.size()); ++i) {
        const scene::LegendEntry& e = entries_[i];
        const QRectF chip = chipRect(i);
        // A lit line: its chip and name on the tint, in a ring of the highlight; the ring
        // stays within the row and the gap, so nothing moves.
        const bool lit = lit_.contains(i);
        const QRectF ring = QRectF(chip.left() - 3, chip.top(), entryWidth(e) + 7, chip.height())
                                .adjusted(0.5, 0.5, -0.5, -0.5);
        if (lit) {
            p.setPen(Qt::NoPen);
            p.setBrush(scene::litTint(palette().color(QPalette::Window)));
            p.drawRoundedRect(ring, 4, 4);
        }
        // Each sample on a chip of the canvas's paper: the pens were chosen for it, and a
        // dark window around them must not swallow them. Its outline is stroked half a pixel
        // inside, so it stays whole within the chip.
        p.setPen(palette().color(QPalette::Mid));
        p.setBrush(scene::paperOf(false).paper); // the canvas's paper, light in every theme
        p.drawRoundedRect(chip.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        // The samples look like what the scene draws, one above the other: a dot, a filled
        // patch or a stroke, in each shape's colour it is drawn in.
        scene::drawSamples(p, e.samples, sampleRect(i));
        p.setBrush(Qt::NoBrush);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QPointF(chip.right() + kText, chip.center().y() + ascent / 2.0 - 1),
                   e.name(language_));
        if (lit) {
            p.setPen(QPen(scene::highlightOf(false), 1.5));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(ring, 4, 4);
        }
    }
}

} // namespace overlap::player

#include "app/player/legend_widget.h"

#include "app/i18n/language.h"
#include "app/scene/legend_swatch.h"
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

QList<Role> legendRoles(const Trace& trace, int current) {
    if (trace.steps.empty())
        return {};
    current = std::clamp(current, 0, int(trace.steps.size()) - 1);
    QSet<Role> drawn;
    for (int i = 0; i <= current; ++i)
        for (const Primitive& p : trace.steps[std::size_t(i)].primitives)
            drawn.insert(p.role);
    return scene::inLegendOrder(drawn);
}

LegendWidget::LegendWidget(QWidget* parent) : QWidget(parent) {
    i18n::onLanguage(this, [this] { setAccessibleName(tr("Legend")); });
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void LegendWidget::setRoles(const QList<Role>& roles, const QString& language) {
    // Called on every drag move: a layout request and a repaint each time cost the whole
    // window a relayout.
    if (roles == roles_ && language == language_)
        return;
    roles_ = roles;
    language_ = language;
    setAccessibleDescription(names().join(QStringLiteral(", ")));
    updateGeometry();
    update();
}

QStringList LegendWidget::names() const {
    QStringList out;
    for (Role r : roles_)
        out << scene::roleName(r, language_);
    return out;
}

int LegendWidget::entryWidth(Role role) const {
    return kChip + kText + fontMetrics().horizontalAdvance(scene::roleName(role, language_));
}

int LegendWidget::rowHeight() const {
    return fontMetrics().height() + 6;
}

QList<QPoint> LegendWidget::layoutFor(int width) const {
    QList<QPoint> at;
    int x = kMargin, y = kMargin / 2;
    for (Role r : roles_) {
        const int w = entryWidth(r);
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
    for (Role r : roles_)
        w += entryWidth(r) + kGap;
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
    for (int i = 0; i < int(roles_.size()); ++i) {
        const Role r = roles_[i];
        const QRectF chip = chipRect(i);
        // Each sample on a chip of the canvas's paper: the pens were chosen for it, and a
        // dark window around them must not swallow them. Its outline is stroked half a pixel
        // inside, so it stays whole within the chip.
        p.setPen(palette().color(QPalette::Mid));
        p.setBrush(scene::paperOf(false).paper); // the canvas's paper, light in every theme
        p.drawRoundedRect(chip.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        // The sample looks like what the scene draws: a dot, a filled patch or a stroke.
        scene::drawSwatch(p, r, sampleRect(i));
        p.setBrush(Qt::NoBrush);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QPointF(chip.right() + kText, chip.center().y() + ascent / 2.0 - 1),
                   scene::roleName(r, language_));
    }
}

} // namespace overlap::player

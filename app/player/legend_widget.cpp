#include "app/player/legend_widget.h"

#include "app/i18n/language.h"
#include "app/scene/role_style.h"

#include <QPainter>

#include <algorithm>

namespace overlap::player {

namespace {
constexpr int kSample = 28; // pixels of pen shown per entry
constexpr int kGap = 14;
const QColor kPaper(0xfb, 0xfb, 0xfa); // TraceScene's paper
} // namespace

LegendWidget::LegendWidget(QWidget* parent) : QWidget(parent) {
    i18n::onLanguage(this, [this] { setAccessibleName(tr("Legend")); });
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void LegendWidget::setRoles(const QSet<Role>& roles, const QString& language) {
    roles_.clear();
    for (int r = 0; r <= int(Role::Verdict); ++r)
        if (roles.contains(Role(r)))
            roles_ << Role(r);
    language_ = language;
    QStringList names;
    for (Role r : roles_)
        names << scene::roleName(r, language_);
    setAccessibleDescription(names.join(QStringLiteral(", ")));
    updateGeometry();
    update();
}

QSize LegendWidget::sizeHint() const {
    return {200, fontMetrics().height() + 8};
}

void LegendWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int mid = height() / 2;
    int x = 6;
    for (Role r : roles_) {
        const scene::RoleStyle st = scene::styleFor(r, scene::Emphasis::Current);
        QPen pen = st.pen;
        pen.setCosmetic(false);
        // Each sample on a chip of the canvas's paper: the pens were chosen for it, and a
        // dark window around them must not swallow them.
        const int chip = std::min(height() - 4, fontMetrics().height());
        p.setPen(palette().color(QPalette::Mid));
        p.setBrush(kPaper);
        p.drawRoundedRect(QRectF(x - 3.5, mid - chip / 2.0 - 0.5, kSample + 7, chip), 3, 3);
        p.setPen(pen);
        p.drawLine(x, mid, x + kSample, mid);
        x += kSample + 6;
        const QString name = scene::roleName(r, language_);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(x, mid + fontMetrics().ascent() / 2 - 1, name);
        x += fontMetrics().horizontalAdvance(name) + kGap;
    }
}

} // namespace overlap::player

#include "app/compare/overlay_legend.h"

#include "app/i18n/language.h"

#include <QPainter>

namespace overlap::compare {

namespace {
constexpr int kSwatch = 14; // pixels square
constexpr int kGap = 12;    // between entries
} // namespace

QColor overlayPaper() {
    return {0xfb, 0xfb, 0xfa}; // TraceScene's background
}

OverlayLegend::OverlayLegend(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    i18n::onLanguage(this, [this] {
        setAccessibleName(tr("Overlay legend"));
        setAccessibleDescription(names().join(QStringLiteral(", ")));
        updateGeometry();
        update();
    });
    setVisible(false);
}

QString OverlayLegend::nameOf(OverlayMeaning meaning) {
    switch (meaning) {
    case OverlayMeaning::Inside:
        return tr("inside");
    case OverlayMeaning::EdgeRegion:
        return tr("edge region");
    case OverlayMeaning::CornerRegion:
        return tr("corner region");
    case OverlayMeaning::Overlap:
        return tr("overlap");
    case OverlayMeaning::Touching:
        return tr("touching");
    case OverlayMeaning::Apart:
        return tr("apart");
    case OverlayMeaning::Contradiction:
        return tr("contradicts itself");
    case OverlayMeaning::Refused:
        return tr("no verdict");
    }
    return {};
}

void OverlayLegend::setMeanings(const QList<OverlayMeaning>& meanings) {
    if (meanings == meanings_ && isVisible() == !meanings.isEmpty())
        return;
    meanings_ = meanings;
    setAccessibleDescription(names().join(QStringLiteral(", ")));
    setVisible(!meanings_.isEmpty());
    updateGeometry();
    update();
}

QStringList OverlayLegend::names() const {
    QStringList out;
    for (OverlayMeaning m : meanings_)
        out << nameOf(m);
    return out;
}

QSize OverlayLegend::sizeHint() const {
    int w = 4;
    for (OverlayMeaning m : meanings_)
        w += kSwatch + 5 + fontMetrics().horizontalAdvance(nameOf(m)) + kGap;
    return {w, std::max(kSwatch, fontMetrics().height()) + 4};
}

QSize OverlayLegend::minimumSizeHint() const {
    return {0, sizeHint().height()};
}

void OverlayLegend::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const int mid = height() / 2;
    int x = 4;
    for (OverlayMeaning m : meanings_) {
        // The swatch is the fill as it lies on the paper, outlined in its full colour.
        const QRectF box(x + 0.5, mid - kSwatch / 2 + 0.5, kSwatch - 1, kSwatch - 1);
        p.fillRect(box, overlayPaper());
        p.fillRect(box, meaningFill(m));
        p.setPen(meaningColour(m));
        p.drawRect(box);
        x += kSwatch + 5;
        const QString name = nameOf(m);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(x, mid + fontMetrics().ascent() / 2 - 1, name);
        x += fontMetrics().horizontalAdvance(name) + kGap;
    }
}

} // namespace overlap::compare

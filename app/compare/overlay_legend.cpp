#include "app/compare/overlay_legend.h"

#include "app/i18n/language.h"
#include "app/i18n/words.h"

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
    case OverlayMeaning::Hit:
        return i18n::wordsIn(i18n::currentLanguage(), "Verdict",
                             QT_TRANSLATE_NOOP("Verdict", "hit"));
    case OverlayMeaning::Graze:
        return i18n::wordsIn(i18n::currentLanguage(), "Verdict",
                             QT_TRANSLATE_NOOP("Verdict", "graze"));
    case OverlayMeaning::Miss:
        return i18n::wordsIn(i18n::currentLanguage(), "Verdict",
                             QT_TRANSLATE_NOOP("Verdict", "miss"));
    case OverlayMeaning::Contradiction:
        return tr("contradicts itself");
    case OverlayMeaning::Refused:
        return tr("no verdict");
    }
    return {};
}

void OverlayLegend::setMeanings(const QList<OverlayMeaning>& meanings) {
    if (meanings == meanings_ && isVisible() == (!meanings.isEmpty() || disagreement_))
        return;
    meanings_ = meanings;
    changed();
}

void OverlayLegend::setDisagreement(bool shown) {
    if (shown == disagreement_)
        return;
    disagreement_ = shown;
    changed();
}

void OverlayLegend::setKeepsRow(bool keep) {
    if (keep == keepsRow_)
        return;
    keepsRow_ = keep;
    changed();
}

void OverlayLegend::changed() {
    setAccessibleDescription(names().join(QStringLiteral(", ")));
    setVisible(listsAnything() || keepsRow_);
    updateGeometry();
    update();
}

namespace {
QString disagreementName() {
    return OverlayLegend::tr("the map's two methods disagree");
}
} // namespace

QStringList OverlayLegend::names() const {
    QStringList out;
    for (OverlayMeaning m : meanings_)
        out << nameOf(m);
    if (disagreement_)
        out << disagreementName();
    return out;
}

QSize OverlayLegend::sizeHint() const {
    int w = 4;
    for (const QString& name : names())
        w += kSwatch + 5 + fontMetrics().horizontalAdvance(name) + kGap;
    return {w, std::max(kSwatch, fontMetrics().height()) + 4};
}

QSize OverlayLegend::minimumSizeHint() const {
    return {0, sizeHint().height()};
}

void OverlayLegend::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const int mid = height() / 2;
    int x = 4;
    const QStringList texts = names();
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const bool red = i == meanings_.size(); // the disagreement, after the meanings
        // The swatch is the fill as it lies on the paper, outlined in its full colour.
        const QRectF box(x + 0.5, mid - kSwatch / 2 + 0.5, kSwatch - 1, kSwatch - 1);
        QColor outline = red ? disagreementFill() : meaningColour(meanings_[i]);
        outline.setAlpha(255);
        p.fillRect(box, overlayPaper());
        p.fillRect(box, red ? disagreementFill() : meaningFill(meanings_[i]));
        p.setPen(outline);
        p.drawRect(box);
        x += kSwatch + 5;
        const QString& name = texts[i];
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(x, mid + fontMetrics().ascent() / 2 - 1, name);
        x += fontMetrics().horizontalAdvance(name) + kGap;
    }
}

} // namespace overlap::compare

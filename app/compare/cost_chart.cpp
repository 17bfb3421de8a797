#include "app/compare/cost_chart.h"

#include "app/compare/method_title.h"
#include "app/i18n/language.h"
#include "app/style/palette.h"
#include "bench/bench_cases.h"
#include "core/algorithms.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace overlap::compare {

QList<CostFigure> measureCosts(const QStringList& ids,
                               const std::function<bool(int done)>& progress) {
    QList<CostFigure> out;
    for (const QString& id : ids) {
        const Algorithm* a = findAlgorithm(id.toStdString());
        if (!a)
            continue;
        // Short runs, best of three: enough to rank methods, quick enough to wait for.
        const bench::Timing t = bench::timeAlgorithm(*a, std::chrono::milliseconds(30), 3);
        out.append({id, t.nsPerTest, opCounts(a->id).value_or(OpCounts{})});
        if (progress && !progress(int(out.size())))
            break;
    }
    return out;
}

QString whyFastest(const QList<CostFigure>& figures) {
    if (figures.size() < 2)
        return {};
    const auto fastest = std::min_element(
        figures.begin(), figures.end(),
        [](const CostFigure& x, const CostFigure& y) { return x.nsPerTest < y.nsPerTest; });
    const auto slowest = std::max_element(
        figures.begin(), figures.end(),
        [](const CostFigure& x, const CostFigure& y) { return x.nsPerTest < y.nsPerTest; });
    const OpCounts f = fastest->counts, s = slowest->counts;
    QStringList extra; // what the slowest pays on every test that the fastest does not
    if (s.squareRoots > f.squareRoots)
        extra << CostChart::tr("a square root");
    if (s.trigCalls > f.trigCalls)
        extra << CostChart::tr("cos and sin");
    const auto more = [&extra](int n, const QString& one, const QString& many) {
        if (n > 0)
            extra << (n == 1 ? one : many.arg(n));
    };
    more(s.multiplications - f.multiplications, CostChart::tr("1 more multiplication"),
         CostChart::tr("%1 more multiplications"));
    more(s.comparisons - f.comparisons, CostChart::tr("1 more comparison"),
         CostChart::tr("%1 more comparisons"));
    const double ratio = fastest->nsPerTest > 0 ? slowest->nsPerTest / fastest->nsPerTest : 0;
    if (ratio < 1.15)
        return CostChart::tr("%1 and %2 cost about the same per test: the differences are within "
                             "the noise of a short measurement.")
            .arg(shownName(fastest->id), shownName(slowest->id));
    if (extra.isEmpty())
        return CostChart::tr("%1 is the fastest, %2× quicker than %3 with no fewer operations: "
                             "its code is shorter and its branches easier to predict.")
            .arg(shownName(fastest->id))
            .arg(ratio, 0, 'f', 1)
            .arg(shownName(slowest->id));
    return CostChart::tr("%1 is the fastest, %2× quicker than %3, which pays for %4 on every "
                         "test.")
        .arg(shownName(fastest->id))
        .arg(ratio, 0, 'f', 1)
        .arg(shownName(slowest->id), extra.join(CostChart::tr(", ")));
}

CostChart::CostChart(QWidget* parent) : QWidget(parent) {
    i18n::onLanguage(this, [this] {
        setAccessibleName(tr("Cost per test"));
        setToolTip(tr("Measured nanoseconds per test on 4096 fixed cases, and per test: square "
                      "roots (√), trig calls, multiplications (×) and comparisons (cmp)"));
        update();
    });
    setMinimumHeight(60);
}

void CostChart::setFigures(const QList<CostFigure>& figures) {
    figures_ = figures;
    updateGeometry();
    update();
}

QSize CostChart::sizeHint() const {
    return {480, 24 + 26 * int(std::max<qsizetype>(figures_.size(), 2))};
}

void CostChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    if (figures_.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter,
                   tr("Measure the speed to compare the methods in the panes."));
        return;
    }
    double most = 0, least = figures_.front().nsPerTest;
    for (const CostFigure& f : figures_) {
        most = std::max(most, f.nsPerTest);
        least = std::min(least, f.nsPerTest);
    }
    const QFontMetrics fm(font());
    int nameWidth = 0;
    for (const CostFigure& f : figures_)
        nameWidth = std::max(nameWidth, fm.horizontalAdvance(shownName(f.id)));
    const QString countsTemplate = tr("√ %1  trig %2  × %3  cmp %4");
    const int countsWidth = fm.horizontalAdvance(countsTemplate.arg(9).arg(9).arg(99).arg(99)) + 12;
    const int left = nameWidth + 12, right = width() - countsWidth - 70;
    const int rowH = std::max(20, std::min(30, (height() - 8) / int(figures_.size())));
    for (int i = 0; i < figures_.size(); ++i) {
        const CostFigure& f = figures_[i];
        const int y = 4 + i * rowH;
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(0, y, nameWidth + 6, rowH), Qt::AlignRight | Qt::AlignVCenter,
                   shownName(f.id));
        const double w = most > 0 ? (right - left) * f.nsPerTest / most : 0;
        const bool best = f.nsPerTest == least;
        p.setPen(Qt::NoPen);
        p.setBrush(best ? QColor(QRgb(palette::kGreen)) : QColor(100, 116, 139));
        p.drawRoundedRect(QRectF(left, y + 3, std::max(2.0, w), rowH - 6), 3, 3);
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(left + int(w) + 6, y, 64, rowH), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("%1 ns").arg(f.nsPerTest, 0, 'f', 1));
        p.drawText(QRect(right + 70, y, countsWidth, rowH), Qt::AlignLeft | Qt::AlignVCenter,
                   countsTemplate.arg(f.counts.squareRoots)
                       .arg(f.counts.trigCalls)
                       .arg(f.counts.multiplications)
                       .arg(f.counts.comparisons));
    }
}

} // namespace overlap::compare

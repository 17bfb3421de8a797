#pragma once

#include "core/compare/op_counts.h"

#include <QList>
#include <QString>
#include <QWidget>

namespace overlap::compare {

// One method's measured cost.
struct CostFigure {
    QString id;
    double nsPerTest = 0.0;
    OpCounts counts;
};

// Times each method on the benchmark's fixed cases (in the calling thread): `progress` is
// told after each method and may stop the run by returning false.
QList<CostFigure> measureCosts(const QStringList& ids,
                               const std::function<bool(int done)>& progress = {});

// One sentence on why the fastest of the figures is fastest, from the operation counts.
QString whyFastest(const QList<CostFigure>& figures);

// Bars of ns per test with the operation counts beside each, fastest highlighted.
class CostChart : public QWidget {
    Q_OBJECT
  public:
    explicit CostChart(QWidget* parent = nullptr);
    void setFigures(const QList<CostFigure>& figures);
    const QList<CostFigure>& figures() const { return figures_; }
    QSize sizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QList<CostFigure> figures_;
};

} // namespace overlap::compare

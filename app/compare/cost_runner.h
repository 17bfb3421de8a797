#pragma once

#include "app/compare/cost_chart.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QThreadPool>

namespace overlap::compare {

// The cost measurement on a thread of its own: times methods on the fixed cases, one
// measurement at a time, saying how many methods are done while it runs.
class CostRunner : public QObject {
    Q_OBJECT
  public:
    explicit CostRunner(QObject* parent = nullptr);
    ~CostRunner() override; // cancels a measurement and waits for it

    bool isRunning() const { return watcher_.isRunning(); }
    // Times these methods; finished() follows, once.
    void start(const QStringList& ids);
    // The figures of the last measurement; none when it was cancelled.
    bool hasResult() const;
    QList<CostFigure> result() const { return watcher_.result(); }

  signals:
    // How many of the methods have been timed.
    void progress(int done);
    void finished();

  private:
    // Own thread, not the global pool's: Qt's raster painting borrows those.
    QThreadPool pool_;
    QFutureWatcher<QList<CostFigure>> watcher_;
};

} // namespace overlap::compare

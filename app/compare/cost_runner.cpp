#include "app/compare/cost_runner.h"

#include "app/compare/background_priority.h"

#include <QtConcurrent/QtConcurrentRun>

namespace overlap::compare {

CostRunner::CostRunner(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(1);
    connect(&watcher_, &QFutureWatcher<QList<CostFigure>>::progressValueChanged, this,
            &CostRunner::progress);
    connect(&watcher_, &QFutureWatcher<QList<CostFigure>>::finished, this, &CostRunner::finished);
}

CostRunner::~CostRunner() {
    watcher_.cancel();
    watcher_.waitForFinished();
}

bool CostRunner::hasResult() const {
    return !watcher_.isCanceled() && watcher_.future().resultCount() > 0;
}

void CostRunner::start(const QStringList& ids) {
    watcher_.setFuture(QtConcurrent::run(&pool_, [ids](QPromise<QList<CostFigure>>& promise) {
        lowerThisThreadPriority();
        promise.setProgressRange(0, int(ids.size()));
        const QList<CostFigure> figures = measureCosts(ids, [&promise](int done) {
            promise.setProgressValue(done);
            return !promise.isCanceled();
        });
        promise.addResult(figures);
    }));
}

} // namespace overlap::compare

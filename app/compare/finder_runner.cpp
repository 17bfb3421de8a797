#include "app/compare/finder_runner.h"

#include "app/cli/finder.h"
#include "app/compare/background_priority.h"

#include <QtConcurrent/QtConcurrentRun>

namespace overlap::compare {

FinderRunner::FinderRunner(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(1);
    tick_.setInterval(100);
    connect(&tick_, &QTimer::timeout, this, [this] { emit progress(tried_->load()); });
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, [this] {
        tick_.stop();
        emit finished();
    });
}

FinderRunner::~FinderRunner() {
    if (stop_)
        stop_->store(true);
    watcher_.waitForFinished();
}

void FinderRunner::stop() {
    if (stop_)
        stop_->store(true);
}

void FinderRunner::start(const Algorithm* first, const Algorithm* second, Touching touching) {
    tried_ = std::make_shared<std::atomic<std::size_t>>(0);
    stop_ = std::make_shared<std::atomic<bool>>(false);
    cli::FindRequest request{first, second, touching};
    auto tried = tried_;
    auto stop = stop_;
    watcher_.setFuture(QtConcurrent::run(&pool_, [request, tried, stop] {
        lowerThisThreadPriority();
        const cli::FindResult r = cli::findDisagreement(request, [&](std::size_t n) {
            tried->store(n);
            return !stop->load();
        });
        Outcome out;
        out.error = QString::fromStdString(r.error);
        out.tried = r.tried;
        out.shrinkSteps = r.shrinkSteps;
        if (r.found) {
            out.found = true;
            out.a = r.found->coreA;
            out.b = r.found->coreB;
        }
        return out;
    }));
    tick_.start();
}

} // namespace overlap::compare

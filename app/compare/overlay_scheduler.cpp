#include "app/compare/overlay_scheduler.h"

#include "app/compare/background_priority.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace overlap::compare {

OverlayScheduler::OverlayScheduler(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(1);
    connect(&watcher_, &QFutureWatcher<OverlayResult>::finished, this, &OverlayScheduler::finished);
}

OverlayScheduler::~OverlayScheduler() {
    // A running job checks this between rows; wait so it never outlives what it reports to.
    stop_->store(true);
    watcher_.waitForFinished();
}

void OverlayScheduler::request(OverlayRequest r) {
    if (running_) {
        pending_ = std::move(r);
        return;
    }
    start(std::move(r));
}

void OverlayScheduler::start(OverlayRequest r) {
    auto stop = stop_;
    running_ = true;
    watcher_.setFuture(QtConcurrent::run(&pool_, [r = std::move(r), stop] {
        lowerThisThreadPriority(); // painting, whose raster threads need free cores, goes first
        return computeOverlays(r, [&stop] { return stop->load(std::memory_order_relaxed); });
    }));
}

void OverlayScheduler::finished() {
    const OverlayResult result = watcher_.result();
    running_ = false;
    if (pending_) {
        OverlayRequest next = std::move(*pending_);
        pending_.reset();
        start(std::move(next));
    }
    emit ready(result); // a stale result still beats none while the next one computes
}

bool OverlayScheduler::waitForIdle(int timeoutMs) {
    QElapsedTimer clock;
    clock.start();
    while (busy() && clock.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(1);
    }
    return !busy();
}

} // namespace overlap::compare

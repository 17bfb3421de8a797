#pragma once

#include "app/compare/overlay_request.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

namespace overlap::compare {

// Runs overlay computations on the thread pool, one at a time, always finishing with the
// latest request: a request made while one runs waits, and a newer one replaces it, so a
// drag never queues up stale work and the UI thread never computes a map.
class OverlayScheduler : public QObject {
    Q_OBJECT
  public:
    explicit OverlayScheduler(QObject* parent = nullptr);
    ~OverlayScheduler() override;

    void request(OverlayRequest r);
    bool busy() const { return running_ || pending_.has_value(); }
    // For pictures and tests: blocks (processing events) until the latest request is done.
    // The default is a hang guard for tests, not a speed bound: under the sanitizers on a
    // busy machine a map took over 30 s. Pictures pass their own.
    bool waitForIdle(int timeoutMs = 180000);

  signals:
    void ready(const overlap::compare::OverlayResult& result);

  private:
    void start(OverlayRequest r);
    void finished();

    // Not the global pool: Qt's raster painting borrows that one's threads, and a paint
    // event must never wait behind a map.
    QThreadPool pool_;
    QFutureWatcher<OverlayResult> watcher_;
    std::optional<OverlayRequest> pending_;
    bool running_ = false; // until finished() has handled the result, not just computed it
    std::shared_ptr<std::atomic<bool>> stop_ = std::make_shared<std::atomic<bool>>(false);
};

} // namespace overlap::compare

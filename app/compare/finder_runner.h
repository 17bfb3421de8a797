#pragma once

#include "core/algorithms.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <memory>

namespace overlap::compare {

// The disagreement finder on a thread of its own: one search at a time for a scenario where
// two methods disagree, with how many scenarios it has tried while it runs.
class FinderRunner : public QObject {
    Q_OBJECT
  public:
    struct Outcome {
        QString error;
        std::size_t tried = 0;
        bool found = false;
        Shape a, b;
        std::size_t shrinkSteps = 0;
    };

    explicit FinderRunner(QObject* parent = nullptr);
    ~FinderRunner() override; // stops a search and waits for it

    bool isRunning() const { return watcher_.isRunning(); }
    // Starts a search under the touching policy; finished() follows, once.
    void start(const Algorithm* first, const Algorithm* second, Touching touching);
    // Asks the search to end early; finished() still follows.
    void stop();
    // What the last search found, once finished() has been emitted.
    Outcome result() const { return watcher_.result(); }

  signals:
    // Every 100 ms while searching: the scenarios tried so far.
    void progress(std::size_t tried);
    void finished();

  private:
    // Own thread, not the global pool's: Qt's raster painting borrows those.
    QThreadPool pool_;
    QFutureWatcher<Outcome> watcher_;
    std::shared_ptr<std::atomic<std::size_t>> tried_;
    std::shared_ptr<std::atomic<bool>> stop_;
    QTimer tick_;
};

} // namespace overlap::compare

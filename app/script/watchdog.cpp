#include "app/script/watchdog.h"

#include <QJSEngine>

namespace overlap::script {

Watchdog::Watchdog() : thread_([this] { run(); }) {}

Watchdog::~Watchdog() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

void Watchdog::watch(QJSEngine* engine) {
    std::lock_guard lock(mutex_);
    engine_ = engine;
}

void Watchdog::openSession() {
    {
        std::lock_guard lock(mutex_);
        session_ = true;
    }
    wake_.notify_one();
}

void Watchdog::closeSession() {
    std::lock_guard lock(mutex_);
    session_ = false;
}

void Watchdog::arm(Clock::time_point deadline) {
    std::lock_guard lock(mutex_);
    armed_ = true;
    fired_ = false;
    deadline_ = deadline;
}

bool Watchdog::disarm() {
    std::lock_guard lock(mutex_);
    armed_ = false;
    const bool fired = fired_;
    if (fired && engine_)
        engine_->setInterrupted(false);
    fired_ = false;
    return fired;
}

void Watchdog::run() {
    std::unique_lock lock(mutex_);
    while (!stop_) {
        if (!session_) {
            wake_.wait(lock);
            continue;
        }
        const Clock::time_point now = Clock::now();
        if (armed_ && !fired_ && now >= deadline_) {
            // Under the lock: the call cannot be disarmed meanwhile, so the interrupt hits
            // the call it was meant for and disarm() lifts it.
            if (engine_)
                engine_->setInterrupted(true);
            fired_ = true;
        }
        // A later arm only moves the deadline later (a batch's calls share what is left of
        // one budget), so sleeping until this one never oversleeps a new one by more than
        // the tick it was armed during.
        const Clock::time_point until =
            armed_ && !fired_ ? std::min(deadline_, now + kTick * 20) : now + kTick;
        wake_.wait_until(lock, until);
    }
}

} // namespace overlap::script

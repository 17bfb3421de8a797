#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

class QJSEngine;

namespace overlap::script {

// Interrupts a QJSEngine whose call runs past its deadline, from a thread of its own
// (QJSEngine::setInterrupted is thread-safe; nothing else of the engine is touched there).
// Arming and disarming a call takes a lock and no wake-up, so thousands of calls stay cheap:
// while a session is open the thread sleeps until the armed deadline, or a short tick when
// nothing is armed; outside sessions it sleeps until one opens.
class Watchdog {
  public:
    using Clock = std::chrono::steady_clock;
    // How late after a deadline the interrupt may come when the deadline was armed while
    // the thread slept on a tick.
    static constexpr std::chrono::milliseconds kTick{5};

    Watchdog();
    ~Watchdog();
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

    // The engine to interrupt; change it only while no call is armed.
    void watch(QJSEngine* engine);

    // Calls are armed only inside a session.
    void openSession();
    void closeSession();

    // A call starts: interrupt the engine if it is still running at `deadline`.
    void arm(Clock::time_point deadline);
    // The call is over: whether the engine was interrupted for it (the interrupt is then
    // lifted so that the engine runs again).
    bool disarm();

  private:
    void run();

    std::mutex mutex_;
    std::condition_variable wake_;
    QJSEngine* engine_ = nullptr;
    bool stop_ = false;
    bool session_ = false;
    bool armed_ = false;
    bool fired_ = false;
    Clock::time_point deadline_{};
    std::thread thread_; // last: starts once the state above exists
};

} // namespace overlap::script

#pragma once

// How the process starts: the platform without a display, and the startup probe.

#include <QObject>

#include <chrono>

namespace overlap::launch {

// --startup-probe (hidden, for overlap-bench): at the end of the main window's first paint,
// prints the milliseconds since the top of main and quits. The filter sees the window's
// first Paint event; the queued call runs once that whole repaint (children and flush) is
// done.
class StartupProbe : public QObject {
  public:
    explicit StartupProbe(std::chrono::steady_clock::time_point start) : start_(start) {}
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    std::chrono::steady_clock::time_point start_;
    bool fired_ = false;
};

// Headless runs often have no session runtime dir; give Qt a private one (as it would pick
// itself) so it does not warn about it.
void ensureRuntimeDir();

// Without a display, start offscreen: pictures and --help need none, and a start that
// needs a window then says so plainly instead of aborting in the platform plugin.
void offscreenWithoutDisplay();

// On the offscreen platform, drops its note that it cannot size windows from hints (it says
// so for every window: a note about the platform, not a problem of ours).
void quietOffscreenNotes();

} // namespace overlap::launch

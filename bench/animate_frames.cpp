#include "bench/animate_frames.h"
#include "bench/paint_watch.h"

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/model/scenario_model.h"
#include "app/player/player_view.h"
#include "core/pairs.h"

#include <QApplication>

#include <chrono>
#include <cstdio>

namespace overlap::bench {

namespace {

constexpr int kPanes = 4;
constexpr int kFramesPerBeat = 36; // 0.6 s at 60 frames a second

// The step each pane's turn back starts from, or -1.
int turnFrom(const compare::ComparePane* pane) {
    const std::vector<Step>& steps = pane->trace().steps;
    for (std::size_t k = 1; k < steps.size(); ++k)
        if (steps[k].motion.kind == MotionKind::Turn)
            return int(k) - 1;
    return -1;
}

} // namespace

std::vector<double> animateFrames(compare::CompareMode* mode, int warmup, int count) {
    mode->loadPair(Pair::CircleRotatedRect);
    // The pair's methods that turn back by −θ (nine regions turns its corners instead), again
    // in order until there are four.
    QStringList ids;
    for (const Algorithm* m : usualMethods(Pair::CircleRotatedRect, false)) {
        Trace t;
        runAlgorithm(*m, mode->model()->a(), mode->model()->b(), Touching::Counts, &t);
        if (std::any_of(t.steps.begin(), t.steps.end(),
                        [](const Step& s) { return s.motion.kind == MotionKind::Turn; }))
            ids << QString::fromUtf8(m->id.data(), qsizetype(m->id.size()));
    }
    QStringList four;
    for (int i = 0; !ids.isEmpty() && i < kPanes; ++i)
        four << ids[i % ids.size()];
    mode->setMethods(four);
    QApplication::processEvents();
    std::vector<int> from;
    for (compare::ComparePane* p : mode->panes())
        from.push_back(turnFrom(p));
    if (mode->panes().size() != kPanes ||
        std::any_of(from.begin(), from.end(), [](int k) { return k < 0; }))
        return {};
    using Clock = std::chrono::steady_clock;
    using namespace std::chrono_literals;
    // As a drag step is timed (drag_steps.cpp): the frame's items change synchronously, the
    // repaint of what changed follows in the event loop; a frame ends when every pane's
    // viewport has been painted.
    PaintWatch painted;
    for (compare::ComparePane* p : mode->panes())
        painted.watch(p->view()->viewport());
    std::vector<double> ms;
    int missed = 0;
    for (int i = 0; i < warmup + count; ++i) {
        const double fraction = double(i % kFramesPerBeat + 1) / (kFramesPerBeat + 1);
        painted.reset();
        const Clock::time_point start = Clock::now();
        for (int p = 0; p < kPanes; ++p)
            mode->panes()[p]->showFrame(from[std::size_t(p)], fraction);
        while (!painted.allPainted() && Clock::now() - start < 2s)
            QApplication::processEvents(QEventLoop::AllEvents);
        const double took = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        if (!painted.allPainted())
            ++missed;
        else if (i >= warmup)
            ms.push_back(took);
    }
    if (missed)
        std::fprintf(stderr, "overlap-bench: %d animation frames were not repainted within 2 s\n",
                     missed);
    return ms;
}

} // namespace overlap::bench

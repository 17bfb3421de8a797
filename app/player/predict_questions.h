#pragma once

// Predict, then reveal: which questions a run of a method asks, and what the picture shows
// while one waits for its answer. Read from the trace alone, so the right answer is the one
// the step then shows.

#include "core/trace/trace.h"

#include <optional>
#include <vector>

namespace overlap::player::predict {

// What a question asks, and so which choices it offers (choice numbers from 0).
enum class Ask {
    Verdict,       // 0 overlap, 1 touching, 2 apart: the run's exact class
    NineRegion,    // region n (1 to 9, as the picture numbers them) is choice n - 1
    RoundedRegion, // 0 in the wide rect, 1 in the tall rect, 2 in neither
    FoldRegion,    // |p| against the corner h: 0 within it, 1 past it in x only, 2 in y only,
                   // 3 in both (the corner region)
    PushWay,       // the push's direction, where it runs along an axis: 0 +x, 1 −x, 2 +y, 3 −y
    // A moving method's (lessons 9 and 10), before its frames: 0 a frame sees them meet, 1 it
    // passes through with no frame seeing it, 2 they never meet in the frame.
    PassThrough,
    MovingVerdict, // 0 hit, 1 graze, 2 miss: a moving run's exact class, as Verdict's order
};

int choiceCount(Ask ask);

struct Question {
    Ask ask = Ask::Verdict;
    int step = 0;  // the step whose picture waits for the answer
    int right = 0; // the right choice
    friend bool operator==(const Question&, const Question&) = default;
};

// The choice that names a class.
int verdictChoice(VerdictClass c);

// The questions a run asks, in step order, a region before the verdict on one step: the
// verdict before the deciding step, and the centre's region before the step that classifies
// it (nine regions: `region`; rounded: `cross.h`; fold: `excess`), where that step has a
// clean answer (the fold's is not clean when v has a part exactly 0: |p| is on a border).
// Last, which way the push moves a, before the push step, where it runs along an axis and
// no other way is as short. A moving run asks whether it passes through, before its frames,
// and hit, graze or miss before its time of impact. Nothing is asked before step 0.
std::vector<Question> questionsOf(const Trace& trace);

// The picture while a question waits, where the step before is not enough to answer it:
// a nine-region question gets the region step's nine numbers without the shading or the
// marked number that answer it; the rounded method's questions at its wide rect (which
// region; then the verdict) get the wide and tall rects outlined, neither shaded. Nothing for
// the other questions: their picture is the step before theirs.
std::optional<Trace> heldPicture(const Trace& trace, const Question& q);
// Whether q is held on the rounded method's wide and tall rects (see heldPicture).
bool heldOnWideAndTall(const Trace& trace, const Question& q);

} // namespace overlap::player::predict

#pragma once

// The words of Predict, then reveal, in the window's language (context "Predict" of the
// translations): the question, its choices and the line that reveals the answer.

#include "app/player/predict_questions.h"

#include <QString>

namespace overlap::player::predict {

// "Predict: overlap, touching or apart?", or which region.
QString prompt(Ask ask);

// A choice as its button shows it: no key, which keys() tells for all of them.
QString choiceLabel(Ask ask, int choice);

// The touching rule in force, for the line of a verdict question ("Touching counts as
// overlap now — T switches."); empty for the other questions, where it decides nothing.
QString rule(Ask ask, bool touchingCounts);

// How to answer: "Answer with a button or a key, 1 to 3."
QString keys(Ask ask);

// The narration while a question's step is held back (see heldPicture), where the step
// before it would describe a picture that is not the one shown: what the held picture
// shows; empty for the other questions, whose picture and narration are the step before
// theirs.
QString heldNarration(const Trace& trace, const Question& q);

// The line after an answer: whether it was right, the right answer (for the verdict the
// run's exact class, and for a touch what the setting on screen makes of it) and why, in the
// numbers the narration shows at the question's step.
struct Reveal {
    bool right = false;
    QString text;
};
Reveal reveal(const Question& q, int chosen, const Trace& trace, bool touchingCounts);

} // namespace overlap::player::predict

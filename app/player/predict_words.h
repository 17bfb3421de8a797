#pragma once

// The words of Predict, then reveal, in the window's language (context "Predict" of the
// translations): the question, its choices and the line that reveals the answer.

#include "app/player/predict_questions.h"

#include <QString>

namespace overlap::player::predict {

// "Predict: overlap, touching or apart?", or which region.
QString prompt(Ask ask);

// A choice as its button shows it, without its key.
QString choiceLabel(Ask ask, int choice);

// The line after an answer: whether it was right, the right answer (for the verdict the
// run's exact class, and for a touch what the policy makes of it) and why, in the numbers
// the narration shows at the question's step.
struct Reveal {
    bool right = false;
    QString text;
};
Reveal reveal(const Question& q, int chosen, const Trace& trace, bool touchingCounts);

} // namespace overlap::player::predict

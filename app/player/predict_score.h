#pragma once

// A lesson's Predict score, kept in the settings as "predict/LESSON" = "right/asked".
// It is the learner's latest try (the answers since the lesson was last opened), not the
// best or a running total: it says whether they can call the verdicts now, a best would keep
// 8/8 after they forgot, and a total would keep first guesses forever.

#include <QString>

namespace overlap::player::predict {

struct Score {
    int right = 0;
    int asked = 0;
    friend bool operator==(const Score&, const Score&) = default;
};

// The lesson's saved score; 0/0 when it has none or an unreadable one.
Score loadScore(const QString& lessonId);
void saveScore(const QString& lessonId, Score score);

// The lesson list's note: "Predict ✓ 8/8" (every answer right) or "Predict 7/8"; empty
// for a lesson never predicted. Its tooltip says the same in a sentence.
QString scoreNote(Score score);
QString scoreToolTip(Score score);

} // namespace overlap::player::predict

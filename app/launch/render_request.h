#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace overlap::launch {

// What --render asks for, its form checked before anything is loaded: LESSON, LESSON:STEP,
// LESSON:intro, compare:M1,M2[,…] or pitfall:ID. Whether the lesson, step, methods or
// pitfall exist is the renderer's to say, once it has them.
struct RenderRequest {
    enum class Kind { Step, Intro, Compare, Pitfall };
    Kind kind = Kind::Step;
    QString lesson;      // Step and Intro: the lesson's id or section number
    int step = 0;        // Step: counted from 1; 0 when none was given (the last)
    double fraction = 0; // Step: how far into the transition to the next step, 0 <= f < 1
    QStringList methods; // Compare
    QString pitfall;     // Pitfall
};

// The request `value` spells, or nothing with the reason in `why`.
std::optional<RenderRequest> parseRenderRequest(const QString& value, QString* why);

} // namespace overlap::launch

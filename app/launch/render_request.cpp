#include "app/launch/render_request.h"

#include <algorithm>

namespace overlap::launch {

namespace {

// A step number as a person writes it: digits only (no sign, no spaces), from 1.
std::optional<int> stepNumber(const QString& text) {
    for (QChar c : text)
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok && n >= 1 ? std::optional(n) : std::nullopt;
}

} // namespace

std::optional<RenderRequest> parseRenderRequest(const QString& value, QString* why) {
    RenderRequest r;
    const qsizetype colon = value.indexOf(QLatin1Char(':'));
    const QString head = value.left(colon);
    const QString rest = colon < 0 ? QString() : value.mid(colon + 1);
    if (colon >= 0 && head == QLatin1String("compare")) {
        r.kind = RenderRequest::Kind::Compare;
        r.methods = rest.split(QLatin1Char(','));
        if (r.methods.contains(QString())) {
            *why = QStringLiteral("--render compare: needs method ids separated by commas, "
                                  "not \"%1\"")
                       .arg(rest);
            return std::nullopt;
        }
        return r;
    }
    if (colon >= 0 && head == QLatin1String("pitfall")) {
        r.kind = RenderRequest::Kind::Pitfall;
        r.pitfall = rest;
        if (rest.isEmpty()) {
            *why = QStringLiteral("--render pitfall: needs a pitfall's id");
            return std::nullopt;
        }
        return r;
    }
    const QString form =
        QStringLiteral("--render takes LESSON, LESSON:STEP (STEP a number from 1, or STEP.FRACTION "
                       "for a frame of the transition to the next step, as 3.5), LESSON:intro, "
                       "compare:METHOD1,METHOD2[,...] or pitfall:ID, not \"%1\"");
    r.lesson = head;
    if (head.isEmpty() || rest.contains(QLatin1Char(':')) || (colon >= 0 && rest.isEmpty())) {
        *why = form.arg(value);
        return std::nullopt;
    }
    if (colon < 0)
        return r;
    if (rest == QLatin1String("intro")) {
        r.kind = RenderRequest::Kind::Intro;
        return r;
    }
    // STEP.FRACTION: a frame of the transition from that step to the next (7:3.5).
    const qsizetype dot = rest.indexOf(QLatin1Char('.'));
    const QString digits = rest.mid(dot + 1);
    const std::optional<int> step = stepNumber(dot < 0 ? rest : rest.left(dot));
    const bool fractionOk = dot < 0 || (!digits.isEmpty() && digits.size() <= 6 &&
                                        std::all_of(digits.begin(), digits.end(), [](QChar c) {
                                            return c >= QLatin1Char('0') && c <= QLatin1Char('9');
                                        }));
    if (!step || !fractionOk) {
        *why = form.arg(value);
        return std::nullopt;
    }
    r.step = *step;
    if (dot >= 0)
        r.fraction = (QStringLiteral("0.") + digits).toDouble();
    return r;
}

} // namespace overlap::launch

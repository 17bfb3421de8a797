#include "app/player/predict_words.h"

#include "app/lessons/narration.h"
#include "app/lessons/verdict_words.h"

#include <QCoreApplication>

#include <algorithm>

namespace overlap::player::predict {

namespace {

bool hasValue(const Step& s, std::string_view name) {
    for (const Value& v : s.values)
        if (v.name == name)
            return true;
    return false;
}

double valueOr(const Step& s, std::string_view name, double fallback) {
    for (const Value& v : s.values)
        if (v.name == name)
            return v.value;
    return fallback;
}

QString classWord(VerdictClass c) {
    switch (c) {
    case VerdictClass::Overlap:
        return QCoreApplication::translate("Predict", "overlap");
    case VerdictClass::Touching:
        return QCoreApplication::translate("Predict", "touching");
    case VerdictClass::Apart:
        break;
    }
    return QCoreApplication::translate("Predict", "apart");
}

VerdictClass classOfChoice(int choice) {
    return choice == 0 ? VerdictClass::Overlap
                       : (choice == 1 ? VerdictClass::Touching : VerdictClass::Apart);
}

// Two numbers the deciding step compares, by their value names and as the narration writes
// them; `gapBelow`: x below y means apart (a gap between edges), else x below y overlaps.
struct Compared {
    const char* x;
    const char* y;
    QString xs, ys;
    bool gapBelow = false;
};

std::optional<Compared> comparedAt(const Step& s) {
    const Compared pairs[] = {{"d", "r", QStringLiteral("d"), QStringLiteral("r")},
                              {"d", "sum", QStringLiteral("d"), QStringLiteral("r1 + r2")},
                              {"d2", "sum2", QStringLiteral("d²"), QStringLiteral("(r1 + r2)²")},
                              {"dist", "sum", QStringLiteral("dist"), QStringLiteral("sum")}};
    for (const Compared& p : pairs)
        if (hasValue(s, p.x) && hasValue(s, p.y))
            return p;
    // The separation test's edges, named by the step: compare.right1-left2.
    const QString id = QString::fromStdString(s.id);
    if (hasValue(s, "edge") && hasValue(s, "other") && id.startsWith(QLatin1String("compare."))) {
        const QStringList names = id.mid(8).split(QLatin1Char('-'));
        if (names.size() == 2)
            return Compared{"edge", "other", names[0], names[1], true};
    }
    return std::nullopt;
}

// Why the run's class is what it is, as a text with narration slots.
QString whyTemplate(const Step& s, VerdictClass c) {
    const bool touch = c == VerdictClass::Touching;
    if (s.id == "cross.h")
        return touch ? QCoreApplication::translate("Predict", "C lies on the wide rect's outline")
                     : QCoreApplication::translate("Predict", "C is inside the wide rect");
    if (s.id == "cross.v")
        return touch ? QCoreApplication::translate("Predict", "C lies on the tall rect's outline")
                     : QCoreApplication::translate("Predict", "C is inside the tall rect");
    if (s.id == "inside")
        return touch ? QCoreApplication::translate(
                           "Predict",
                           "C is inside all four edges, but the circle is a bare point (r = 0)")
                     : QCoreApplication::translate("Predict", "C is inside all four edges");
    if (s.id == "radius")
        return touch
                   ? QCoreApplication::translate(
                         "Predict", "r = 0: the circle is a bare point lying on or in the rect")
                   : QCoreApplication::translate(
                         "Predict", "r = 0 and touching does not count: the circle has no inside");
    if (const std::optional<Compared> p = comparedAt(s)) {
        const QString x = QString::fromLatin1(p->x), y = QString::fromLatin1(p->y);
        if (touch)
            return QStringLiteral("%1 = %2 = {%3}").arg(p->xs, p->ys, y);
        const bool below = (c == VerdictClass::Apart) == p->gapBelow;
        // Where the two print alike, by how much they differ.
        return QStringLiteral("%1 = {%2} %3 %4 = {%5}{settles:%2,%5? (Δ = {diff:%2,%5})|}")
            .arg(p->xs, x, below ? QStringLiteral("<") : QStringLiteral(">"), p->ys, y);
    }
    if (hasValue(s, "width") && hasValue(s, "height")) {
        switch (c) {
        case VerdictClass::Overlap:
            return QCoreApplication::translate("Predict",
                                               "width = {width} > 0, height = {height} > 0");
        case VerdictClass::Touching:
            return QCoreApplication::translate(
                "Predict", "width = {width}, height = {height}: a side of 0, so no area");
        case VerdictClass::Apart:
            break;
        }
        return QCoreApplication::translate(
            "Predict", "width = {width}, height = {height}: a side below 0 is a gap");
    }
    return {};
}

// Two sentences, one after the other (no space between them in Chinese).
QString then(const QString& first, const QString& second) {
    return QCoreApplication::translate("Predict", "%1 %2", "a sentence, then the next")
        .arg(first, second);
}

Reveal verdictReveal(const Question& q, int chosen, const Trace& trace, bool counts) {
    const VerdictClass c = lessons::classOfTrace(trace);
    const Step& s = trace.steps[std::size_t(q.step)];
    const lessons::Filled why = lessons::fillSlots(whyTemplate(s, c), trace, std::size_t(q.step),
                                                   lessons::NarrationFlags{counts});
    const bool right = chosen == q.right;
    QString text;
    if (why.ok() && !why.text.isEmpty())
        text = right ? QCoreApplication::translate("Predict", "It is %1: %2.")
                           .arg(classWord(c), why.text)
                     : QCoreApplication::translate("Predict", "You said %1, but it is %2: %3.")
                           .arg(classWord(classOfChoice(chosen)), classWord(c), why.text);
    else
        text = right ? QCoreApplication::translate("Predict", "It is %1.").arg(classWord(c))
                     : QCoreApplication::translate("Predict", "You said %1, but it is %2.")
                           .arg(classWord(classOfChoice(chosen)), classWord(c));
    if (c == VerdictClass::Touching) // what the setting on screen makes of it, in plain words
        text = then(text, counts ? QCoreApplication::translate(
                                       "Predict", "With the current setting, touching counts as "
                                                  "overlap.")
                                 : QCoreApplication::translate(
                                       "Predict", "With the current setting, touching counts as "
                                                  "apart."));
    return {right, text};
}

// Where C is, as a sentence says it: `full` also says what follows from it.
QString roundedPlace(int choice, bool full) {
    switch (choice) {
    case 0:
        return QCoreApplication::translate("Predict", "in the wide rect");
    case 1:
        return QCoreApplication::translate("Predict", "in the tall rect");
    }
    return full ? QCoreApplication::translate(
                      "Predict", "outside the wide and tall rects, so a corner's disc decides")
                : QCoreApplication::translate("Predict", "outside the wide and tall rects");
}

QString foldPlace(int choice) {
    switch (choice) {
    case 0:
        return QCoreApplication::translate("Predict", "within h in both x and y");
    case 1:
        return QCoreApplication::translate("Predict", "past h in x only");
    case 2:
        return QCoreApplication::translate("Predict", "past h in y only");
    }
    return QCoreApplication::translate("Predict", "past h in both x and y (the corner region)");
}

// An axis's direction, as the display names it in both conventions.
QString pushWay(int choice) {
    static const char* const kWays[] = {"+x", "−x", "+y", "−y"};
    return QString::fromUtf8(kWays[std::clamp(choice, 0, 3)]);
}

Reveal regionReveal(const Question& q, int chosen, const Trace& trace) {
    const Step& s = trace.steps[std::size_t(q.step)];
    const bool right = chosen == q.right;
    const auto num = [](double v) { return lessons::formatValue(v); };
    switch (q.ask) {
    case Ask::NineRegion: {
        const QString outside = num(valueOr(s, "outside", 0));
        return {right,
                right ? QCoreApplication::translate(
                            "Predict", "C is in region %1 (edges with C outside them: %2).")
                            .arg(q.right + 1)
                            .arg(outside)
                      : QCoreApplication::translate("Predict", "You said region %1, but C is in "
                                                               "region %2 (edges with C outside "
                                                               "them: %3).")
                            .arg(chosen + 1)
                            .arg(q.right + 1)
                            .arg(outside)};
    }
    // The answers in the sentence's own words, not the buttons' capitalised labels.
    case Ask::RoundedRegion:
        return {right, right ? QCoreApplication::translate("Predict", "C is %1.")
                                   .arg(roundedPlace(q.right, true))
                             : QCoreApplication::translate("Predict", "You said C is %1, but it "
                                                                      "is %2.")
                                   .arg(roundedPlace(chosen, false), roundedPlace(q.right, true))};
    case Ask::FoldRegion: {
        const QString vx = num(valueOr(s, "vx", 0)), vy = num(valueOr(s, "vy", 0));
        return {right,
                right ? QCoreApplication::translate("Predict", "q is %1: v = q − h = (%2, %3).")
                            .arg(foldPlace(q.right), vx, vy)
                      : QCoreApplication::translate(
                            "Predict", "You said q is %1, but it is %2: v = q − h = (%3, %4).")
                            .arg(foldPlace(chosen), foldPlace(q.right), vx, vy)};
    }
    case Ask::PushWay: {
        const QString by = num(valueOr(s, "pushlen", 0));
        return {right,
                right ? QCoreApplication::translate(
                            "Predict", "a moves along %1 by %2, its shortest way to just touching.")
                            .arg(pushWay(q.right), by)
                      : QCoreApplication::translate("Predict", "You said along %1, but a moves "
                                                               "along %2 by %3, its shortest way "
                                                               "to just touching.")
                            .arg(pushWay(chosen), pushWay(q.right), by)};
    }
    case Ask::PassThrough: {
        const QString said = choiceLabel(Ask::PassThrough, q.right);
        return {right, right ? QCoreApplication::translate("Predict", "Right: %1.").arg(said)
                             : QCoreApplication::translate("Predict", "You said: %1. In fact: %2.")
                                   .arg(choiceLabel(Ask::PassThrough, chosen), said)};
    }
    case Ask::MovingVerdict: {
        const QString said = choiceLabel(Ask::MovingVerdict, q.right);
        const double t = valueOr(s, "t", 0);
        const QString when =
            q.right == 2 ? QString()
                         : QCoreApplication::translate("Predict", " at t* = %1").arg(num(t));
        return {right, right
                           ? QCoreApplication::translate("Predict", "Right: %1%2.").arg(said, when)
                           : QCoreApplication::translate("Predict", "You said: %1. In fact: %2%3.")
                                 .arg(choiceLabel(Ask::MovingVerdict, chosen), said, when)};
    }
    case Ask::Verdict:
        break;
    }
    return {right, {}};
}

} // namespace

QString prompt(Ask ask) {
    switch (ask) {
    case Ask::Verdict:
        return QCoreApplication::translate("Predict", "Predict: overlap, touching or apart?");
    case Ask::NineRegion:
        return QCoreApplication::translate(
            "Predict", "Predict: which of the nine regions is the centre C in?");
    case Ask::RoundedRegion:
        return QCoreApplication::translate("Predict", "Predict: which region is the centre C in?");
    case Ask::PushWay:
        return QCoreApplication::translate("Predict", "Predict: which way does the push move a?");
    case Ask::PassThrough:
        return QCoreApplication::translate(
            "Predict", "Predict: at this speed, does a test at each frame see them meet?");
    case Ask::MovingVerdict:
        return QCoreApplication::translate("Predict",
                                           "Predict: during the frame, hit, graze or miss?");
    case Ask::FoldRegion:
        break;
    }
    return QCoreApplication::translate(
        "Predict", "Predict: where is the folded centre q against the corner h?");
}

QString choiceLabel(Ask ask, int choice) {
    switch (ask) {
    case Ask::Verdict: // each says what it means: "touching" alone read as a kind of overlap
        return choice == 0   ? QCoreApplication::translate("Predict", "Overlap (they cross)")
               : choice == 1 ? QCoreApplication::translate("Predict", "Touching (just meet)")
                             : QCoreApplication::translate("Predict", "Apart");
    case Ask::NineRegion:
        return QString::number(choice + 1);
    case Ask::RoundedRegion:
        return choice == 0   ? QCoreApplication::translate("Predict", "Wide rect")
               : choice == 1 ? QCoreApplication::translate("Predict", "Tall rect")
                             : QCoreApplication::translate("Predict", "Neither (a corner)");
    case Ask::PushWay:
        return QCoreApplication::translate("Predict", "Along %1").arg(pushWay(choice));
    case Ask::PassThrough:
        return choice == 0   ? QCoreApplication::translate("Predict", "A frame sees them meet")
               : choice == 1 ? QCoreApplication::translate("Predict", "It passes through unseen")
                             : QCoreApplication::translate("Predict", "They never meet");
    case Ask::MovingVerdict:
        return choice == 0   ? QCoreApplication::translate("Predict", "Hit (they cross)")
               : choice == 1 ? QCoreApplication::translate("Predict", "Graze (just touch)")
                             : QCoreApplication::translate("Predict", "Miss");
    case Ask::FoldRegion:
        break;
    }
    return choice == 0   ? QCoreApplication::translate("Predict", "Within h")
           : choice == 1 ? QCoreApplication::translate("Predict", "Past h in x only")
           : choice == 2 ? QCoreApplication::translate("Predict", "Past h in y only")
                         : QCoreApplication::translate("Predict", "Past h in both");
}

QString rule(Ask ask, bool touchingCounts) {
    if (ask != Ask::Verdict && ask != Ask::MovingVerdict)
        return {};
    return touchingCounts
               ? QCoreApplication::translate("Predict", "Touching counts as overlap now — T "
                                                        "switches.")
               : QCoreApplication::translate("Predict", "Touching counts as apart now — T "
                                                        "switches.");
}

QString keys(Ask ask) {
    return QCoreApplication::translate("Predict", "Answer with a button or a key, 1 to %1.")
        .arg(choiceCount(ask));
}

QString heldNarration(const Trace& trace, const Question& q) {
    if (q.ask == Ask::NineRegion)
        return QCoreApplication::translate(
            "Predict", "The lines through the four edges cut the plane into nine regions, numbered "
                       "in the picture: the rect itself, four beyond one edge and four beyond two. "
                       "The four cross products, one for each edge, say which edges C is outside "
                       "of.");
    if (!heldOnWideAndTall(trace, q))
        return {};
    const int roll = std::max(0, q.step - 1);
    return QCoreApplication::translate(
               "Predict",
               "The wide rect is the rect stretched by r = %1 to the left and right; the tall "
               "rect is the rect stretched by r down and up. If C is in either, the circle "
               "reaches the rect; if in neither, the disc round the nearest corner decides.")
        .arg(lessons::formatValue(valueOr(trace.steps[std::size_t(roll)], "r", 0)));
}

Reveal reveal(const Question& q, int chosen, const Trace& trace, bool touchingCounts) {
    if (q.step < 0 || q.step >= int(trace.steps.size()))
        return {chosen == q.right, {}};
    return q.ask == Ask::Verdict ? verdictReveal(q, chosen, trace, touchingCounts)
                                 : regionReveal(q, chosen, trace);
}

} // namespace overlap::player::predict

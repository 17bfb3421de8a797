#include "app/lessons/narration.h"

#include <QStringList>

#include <cmath>
#include <optional>

namespace overlap::lessons {

namespace {

// The value a slot names, looked up from the step back to the first.
std::optional<double> lookup(const QString& name, const Trace& trace, std::size_t stepIndex,
                             bool touchingCounts) {
    if (name == QLatin1String("counts"))
        return touchingCounts ? 1.0 : 0.0;
    if (name == QLatin1String("verdict")) {
        const Step* deciding = trace.decidingStep();
        return deciding && deciding->verdict ? 1.0 : 0.0;
    }
    const std::string key = name.toStdString();
    for (std::size_t i = stepIndex + 1; i-- > 0;)
        for (const Value& v : trace.steps[i].values)
            if (v.name == key)
                return v.value;
    return std::nullopt;
}

} // namespace

QString formatValue(double v) {
    if (!std::isfinite(v))
        return std::isnan(v) ? QStringLiteral("NaN")
                             : (v > 0 ? QStringLiteral("∞") : QStringLiteral("-∞"));
    if (v == 0)
        return QStringLiteral("0"); // also for -0
    const double a = std::abs(v);
    if (a >= 1e9 || a < 1e-3)
        return QString::number(v, 'g', 4);
    if (v == std::trunc(v))
        return QString::number(v, 'f', 0);
    QString s = QString::number(v, 'f', 3);
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

Filled fillSlots(const QString& text, const Trace& trace, std::size_t stepIndex,
                 bool touchingCounts) {
    const auto fail = [](QString why) { return Filled{{}, std::move(why)}; };
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (ch == QLatin1Char('}')) {
            if (i + 1 < text.size() && text[i + 1] == QLatin1Char('}')) {
                out += ch;
                ++i;
                continue;
            }
            return fail(QStringLiteral("a '}' with no '{' at position %1").arg(i));
        }
        if (ch != QLatin1Char('{')) {
            out += ch;
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == QLatin1Char('{')) {
            out += ch;
            ++i;
            continue;
        }
        const qsizetype close = text.indexOf(QLatin1Char('}'), i + 1);
        if (close < 0)
            return fail(QStringLiteral("a '{' with no '}' at position %1").arg(i));
        const QString slot = text.mid(i + 1, close - i - 1);
        if (slot.contains(QLatin1Char('{')))
            return fail(QStringLiteral("a '{' inside the slot {%1").arg(slot));
        const qsizetype question = slot.indexOf(QLatin1Char('?'));
        const QString name = question < 0 ? slot : slot.left(question);
        const std::optional<double> value =
            lookup(name.trimmed(), trace, stepIndex, touchingCounts);
        if (!value)
            return fail(QStringLiteral("no value named '%1' at step %2")
                            .arg(name, QString::fromStdString(trace.steps[stepIndex].id)));
        if (question < 0) {
            out += formatValue(*value);
        } else {
            const QStringList choices = slot.mid(question + 1).split(QLatin1Char('|'));
            if (choices.size() != 2)
                return fail(QStringLiteral("the slot {%1} needs two texts split by '|'").arg(slot));
            out += *value != 0 ? choices[0] : choices[1];
        }
        i = close;
    }
    return {out, {}};
}

} // namespace overlap::lessons

#include "app/lessons/narration.h"

#include "app/lessons/symbol_words.h"

#include <QRegularExpression>

#include <QStringList>
#include <QStringTokenizer>
#include <QVarLengthArray>

#include <cmath>
#include <numbers>
#include <optional>

namespace overlap::lessons {

namespace {

// What a text is filled from: a run's step, if any, and the flags.
struct Source {
    const Trace* trace = nullptr; // null outside a run
    std::size_t stepIndex = 0;
    NarrationFlags flags;
    std::string language; // flags.language, as the vocabulary takes it
};

// A value's name in a trace is ASCII: compared unit by unit, with no string made.
bool sameName(QStringView name, const std::string& key) {
    if (name.size() != qsizetype(key.size()))
        return false;
    for (qsizetype i = 0; i < name.size(); ++i)
        if (name[i].unicode() != static_cast<unsigned char>(key[std::size_t(i)]))
            return false;
    return true;
}

// The value a slot names: a pseudo-value, or looked up from the step back to the first.
std::optional<double> lookup(QStringView name, const Source& src) {
    const auto flag = [](bool on) { return on ? 1.0 : 0.0; };
    if (name == QLatin1String("counts"))
        return flag(src.flags.touchingCounts);
    if (name == QLatin1String("ydown"))
        return flag(src.flags.yDown);
    if (name == QLatin1String("radians"))
        return flag(src.flags.radians);
    if (!src.trace)
        return std::nullopt;
    if (name == QLatin1String("verdict")) {
        const Step* deciding = src.trace->decidingStep();
        return flag(deciding && deciding->verdict);
    }
    if (name == QLatin1String("touching")) {
        if (!src.trace->verdictClass)
            return std::nullopt; // a trace not made by runAlgorithm
        return flag(*src.trace->verdictClass == VerdictClass::Touching);
    }
    for (std::size_t i = src.stepIndex + 1; i-- > 0;)
        for (const Value& v : src.trace->steps[i].values)
            if (sameName(name, v.name))
                return v.value;
    return std::nullopt;
}

// {close:a,b}: 1 when a and b differ but read the same as the narration prints them, and
// the run's exact class is not a touch: the text must say on which side of the tie they are.
// {settles:a,b}: the same, and also when they are the same double at the step that decides
// the run, which compares them: rounding hid a difference only the exact stage saw.
double nearTie(double a, double b, const Source& src, bool settles) {
    const bool touch = src.trace && src.trace->verdictClass == VerdictClass::Touching;
    const bool decides = src.trace && src.trace->steps[src.stepIndex].decides;
    return (a != b || (settles && decides)) && formatValue(a) == formatValue(b) && !touch ? 1.0
                                                                                          : 0.0;
}

// {diff:a,b}: |a - b| to two significant digits; "< u" (u the spacing of doubles at a) when
// a and b are the same double, which happens when the exact values differ by less.
QString formatDifference(double a, double b) {
    if (a == b) {
        const double u = std::nextafter(std::abs(a), HUGE_VAL) - std::abs(a);
        return QStringLiteral("< ") + QString::number(u, 'g', 2);
    }
    const double d = std::abs(a - b);
    return d >= 1e-3 && d < 1e9 ? formatValue(d) : QString::number(d, 'g', 2);
}

// The '}' that closes the slot whose '{' is at `open`, counting slots nested in its
// texts; -1 when there is none.
qsizetype closingBrace(QStringView text, qsizetype open) {
    int depth = 0;
    for (qsizetype i = open; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('{'))
            ++depth;
        else if (text[i] == QLatin1Char('}') && --depth == 0)
            return i;
    }
    return -1;
}

// Views into the text being filled: narration fills on every drag move, so its parts are
// never copied out.
using Parts = QVarLengthArray<QStringView, 2>;

// The texts of a choice, split at each '|' that is not inside a nested slot.
Parts choicesOf(QStringView texts) {
    Parts out;
    int depth = 0;
    qsizetype from = 0;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QChar ch = texts[i];
        if (ch == QLatin1Char('{'))
            ++depth;
        else if (ch == QLatin1Char('}'))
            --depth;
        else if (ch == QLatin1Char('|') && depth == 0) {
            out.push_back(texts.mid(from, i - from));
            from = i + 1;
        }
    }
    out.push_back(texts.mid(from));
    return out;
}

// The names of a slot, split at each ','.
Parts namesOf(QStringView name) {
    Parts out;
    for (const QStringView part : qTokenize(name, QLatin1Char(',')))
        out.push_back(part);
    return out;
}

// A symbol slot's symbol, "@ID" then optional words: "a" or "b" (its owner), a whole number
// (its index) or "#name" (its index from a value).
struct SymbolSlot {
    NamedSymbol symbol;
    QString error;
};
SymbolSlot nameOf(QStringView slot, const Source& src) {
    bool noValue = false; // a "#name" with no whole value of that name
    const SymbolWords words = readSymbolWords(slot.mid(1), [&](QStringView w) {
        if (!w.startsWith(QLatin1Char('#')))
            return std::optional<int>();
        const std::optional<double> v = lookup(w.mid(1), src);
        noValue = !v || !(*v >= 0 && *v < 1000) || *v != std::trunc(*v);
        return noValue ? std::optional<int>() : std::optional<int>(int(*v));
    });
    switch (words.fault) {
    case SymbolWords::Fault::None:
        break;
    case SymbolWords::Fault::NoWords:
        return {{}, QStringLiteral("the slot {%1} names no symbol").arg(slot)};
    case SymbolWords::Fault::UnknownId:
        return {{}, QStringLiteral("the slot {%1} names no symbol of the vocabulary").arg(slot)};
    case SymbolWords::Fault::BadWord:
        if (noValue)
            return {{},
                    QStringLiteral("the slot {%1}: no whole value named '%2'")
                        .arg(slot, words.word.mid(1))};
        return {{},
                QStringLiteral("the slot {%1}: '%2' is neither a, b, an index nor #value")
                    .arg(slot, words.word)};
    }
    NamedSymbol n;
    n.symbol = words.symbol, n.owner = words.owner, n.index = words.index;
    return {n, {}};
}

void appendSymbol(QString& out, const NamedSymbol& n, const Source& src) {
    const char owner = n.owner == Owner::A ? 'a' : n.owner == Owner::B ? 'b' : 0;
    const std::string glyph = glyphOf(n.symbol, owner, n.index, src.language);
    out += QString::fromUtf8(glyph.data(), qsizetype(glyph.size()));
}

// Fills `text` onto the end of `out`, recording the symbols it names in `named` where they
// stand in `out`; the error, or an empty string.
QString fillInto(QStringView text, const Source& src, QString& out, QList<NamedSymbol>& named) {
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (ch == QLatin1Char('}')) {
            if (i + 1 < text.size() && text[i + 1] == QLatin1Char('}')) {
                out += ch;
                ++i;
                continue;
            }
            return QStringLiteral("a '}' with no '{' at position %1").arg(i);
        }
        if (ch != QLatin1Char('{')) {
            // The run of plain text up to the next brace, appended at once.
            qsizetype end = i + 1;
            while (end < text.size() && text[end] != QLatin1Char('{') &&
                   text[end] != QLatin1Char('}'))
                ++end;
            out += text.mid(i, end - i);
            i = end - 1;
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == QLatin1Char('{')) {
            out += ch;
            ++i;
            continue;
        }
        const qsizetype close = closingBrace(text, i);
        if (close < 0)
            return QStringLiteral("a '{' with no '}' at position %1").arg(i);
        const QStringView slot = text.mid(i + 1, close - i - 1);
        if (slot.startsWith(QLatin1Char('@'))) {
            const SymbolSlot said = nameOf(slot, src);
            if (!said.error.isEmpty())
                return said.error;
            NamedSymbol n = said.symbol;
            n.start = out.size();
            appendSymbol(out, n, src);
            n.length = out.size() - n.start;
            named.push_back(n);
            i = close;
            continue;
        }
        const qsizetype question = slot.indexOf(QLatin1Char('?'));
        QStringView name = question < 0 ? slot : slot.left(question);
        if (name.contains(QLatin1Char('{')) || name.contains(QLatin1Char('}')) ||
            name.contains(QLatin1Char('|')))
            return QStringLiteral("a '{', '}' or '|' in the name of the slot {%1}").arg(slot);
        // {angle:name}: the value, in degrees, shown as the display shows angles;
        // {diff:a,b} and {close:a,b?…|…}: two values compared (see narration.h).
        QStringView format;
        if (const qsizetype colon = name.indexOf(QLatin1Char(':')); colon >= 0) {
            format = name.left(colon).trimmed();
            name = name.mid(colon + 1);
            const bool pair = format == QLatin1String("diff") || format == QLatin1String("close") ||
                              format == QLatin1String("settles");
            if (format != QLatin1String("angle") && !pair)
                return QStringLiteral("the slot {%1} asks for an unknown format '%2'")
                    .arg(slot, format);
            if ((question >= 0) !=
                (format == QLatin1String("close") || format == QLatin1String("settles")))
                return question >= 0 ? QStringLiteral("the slot {%1} formats a value, so it "
                                                      "cannot choose")
                                           .arg(slot)
                                     : QStringLiteral("the slot {%1} must choose").arg(slot);
            if (pair && name.count(QLatin1Char(',')) != 1)
                return QStringLiteral("the slot {%1} needs two names split by ','").arg(slot);
        }
        const Parts names = namesOf(name);
        if (names.size() > 1 && format != QLatin1String("diff") &&
            format != QLatin1String("close") && format != QLatin1String("settles"))
            return QStringLiteral("a ',' in the name of the slot {%1}").arg(slot);
        QVarLengthArray<double, 2> values;
        for (const QStringView n : names) {
            const std::optional<double> v = lookup(n.trimmed(), src);
            if (!v)
                return src.trace
                           ? QStringLiteral("no value named '%1' at step %2")
                                 .arg(n, QString::fromStdString(src.trace->steps[src.stepIndex].id))
                           : QStringLiteral("no value named '%1' outside a run (only "
                                            "counts, ydown and radians)")
                                 .arg(n);
            values.push_back(*v);
        }
        const double value = values.size() == 2 ? nearTie(values[0], values[1], src,
                                                          format == QLatin1String("settles"))
                                                : values[0];
        if (format == QLatin1String("diff")) {
            out += formatDifference(values[0], values[1]);
        } else if (question < 0) {
            out += format.isEmpty() ? formatValue(value) : formatAngle(value, src.flags.radians);
        } else {
            const Parts choices = choicesOf(slot.mid(question + 1));
            if (choices.size() != 2)
                return QStringLiteral("the slot {%1} needs two texts split by '|'").arg(slot);
            const QString error = fillInto(value != 0 ? choices[0] : choices[1], src, out, named);
            if (!error.isEmpty())
                return QStringLiteral("in the slot {%1}: %2").arg(slot, error);
        }
        i = close;
    }
    return {};
}

Filled fill(const QString& text, const Source& src) {
    Filled filled;
    filled.text.reserve(text.size() + text.size() / 2);
    filled.error = fillInto(text, src, filled.text, filled.named);
    if (!filled.error.isEmpty()) {
        filled.text.clear();
        filled.named.clear();
    }
    return filled;
}

} // namespace

QString formatValue(double v) {
    if (!std::isfinite(v))
        return std::isnan(v) ? QStringLiteral("NaN")
                             : (v > 0 ? QStringLiteral("∞") : QStringLiteral("−∞"));
    if (v == 0)
        return QStringLiteral("0"); // also for -0
    const double a = std::abs(v);
    QString s;
    if (a >= 1e9 || a < 1e-3)
        s = QString::number(v, 'g', 4);
    else if (v == std::trunc(v))
        s = QString::number(v, 'f', 0);
    else {
        s = QString::number(v, 'f', 3);
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
        if (s == QLatin1String("-0"))
            return QStringLiteral("0");
    }
    // The minus sign, as the narration's "−θ" and "C − m" write it, not a hyphen.
    return s.replace(QLatin1Char('-'), QChar(0x2212));
}

QString formatAngle(double degrees, bool radians) {
    if (!radians)
        return formatValue(degrees) + QStringLiteral("°");
    const QString rad = QStringLiteral(" rad");
    if (!std::isfinite(degrees))
        return formatValue(degrees) + rad;
    // A whole number of right angles, q·π/2, is written exactly.
    const double quarters = degrees / 90;
    if (quarters == std::trunc(quarters) && std::abs(quarters) < 1e6) {
        const long long q = std::llabs(static_cast<long long>(quarters));
        if (q == 0)
            return QStringLiteral("0") + rad;
        const QString sign = quarters < 0 ? QStringLiteral("−") : QString();
        const QString pi = QStringLiteral("π");
        if (q % 2 == 0)
            return sign + (q == 2 ? QString() : QString::number(q / 2)) + pi + rad;
        return sign + (q == 1 ? QString() : QString::number(q)) + pi + QStringLiteral("/2") + rad;
    }
    return QString::number(degrees * std::numbers::pi / 180, 'g', 3)
               .replace(QLatin1Char('-'), QChar(0x2212)) +
           rad;
}

namespace {

// A pair of numbers is not broken across lines: "(−2.696, 7.33)" keeps its comma's space (a
// no-break space, the same length, so the names' places stand).
Filled keepPairsWhole(Filled filled) {
    if (!filled.text.contains(QLatin1Char('(')))
        return filled; // most texts: no pair, and no match to run
    static const QRegularExpression pair(QStringLiteral("\\(([^()\\s,]+), ([^()\\s,]+)\\)"));
    const QString text = filled.text;
    for (auto it = pair.globalMatch(text); it.hasNext();)
        filled.text[it.next().capturedEnd(1) + 1] = QChar(0x00A0);
    return filled;
}

} // namespace

Filled fillSlots(const QString& text, const Trace& trace, std::size_t stepIndex,
                 const NarrationFlags& flags) {
    return keepPairsWhole(
        fill(text, Source{&trace, stepIndex, flags, flags.language.toStdString()}));
}

Filled fillSlots(const QString& text, const Trace& trace, std::size_t stepIndex,
                 bool touchingCounts) {
    NarrationFlags flags;
    flags.touchingCounts = touchingCounts;
    return fillSlots(text, trace, stepIndex, flags);
}

Filled fillSlots(const QString& text, const NarrationFlags& flags) {
    return keepPairsWhole(fill(text, Source{nullptr, 0, flags, flags.language.toStdString()}));
}

QString keepFormulasWhole(QString text) {
    static const QString signs = QStringLiteral("=−+<>≤≥×·/");
    for (qsizetype i = 1; i + 1 < text.size(); ++i)
        if (signs.contains(text[i]) && text[i - 1] == QLatin1Char(' ') &&
            text[i + 1] == QLatin1Char(' '))
            text[i - 1] = text[i + 1] = QChar(0x00A0);
    // Nor between a function and its angle: "sin θ".
    static const QRegularExpression function(QStringLiteral("\\b(?:sin|cos|tan)( )[θφα]"));
    for (auto it = function.globalMatch(text); it.hasNext();)
        text[it.next().capturedStart(1)] = QChar(0x00A0);
    return text;
}

} // namespace overlap::lessons

#include "app/document/shape_problem.h"

#include "app/document/strict_json.h"
#include "codec/number.h"

namespace overlap::document::json {

namespace {

// The reader refuses NaN and infinities, so every number here is finite.
QString numberWord(double v) {
    return QString::fromStdString(codec::numberText(v));
}

// What each form may hold, for the unknown-key message.
QLatin1String formHint(codec::shape::Form form) {
    switch (form) {
    case codec::shape::Form::Circle:
        return QLatin1String(" (a circle has type, x, y and r)");
    case codec::shape::Form::CornerSize:
        return QLatin1String(" (a rect has type, x, y, w, h and an optional angle)");
    case codec::shape::Form::Bounds:
        return QLatin1String(" (a rect by its bounds has type, xmin, ymin, xmax and ymax)");
    case codec::shape::Form::Centre:
        return QLatin1String(" (a rect by its centre has type, cx, cy, hw, hh and angle)");
    }
    return QLatin1String("");
}

} // namespace

QString shapeProblem(const codec::shape::Error& e, const QString& path) {
    using Kind = codec::shape::Error::Kind;
    const QString field = path + QLatin1Char('.') + qText(e.field);
    const auto expected = [&](Value::Kind kind) {
        return field + QStringLiteral(": expected ") + kindName(kind) + QStringLiteral(", found ") +
               kindName(e.found);
    };
    switch (e.kind) {
    case Kind::NotObject:
        return path + QStringLiteral(": expected a shape object, found ") + kindName(e.found);
    case Kind::DuplicateKey:
        return path + QStringLiteral(": key ") + quoted(qText(e.field)) +
               QStringLiteral(" appears twice");
    case Kind::Missing:
        return field + QStringLiteral(" is missing");
    case Kind::NotString:
        return expected(Value::Kind::String);
    case Kind::UnknownType:
        return field + QStringLiteral(": expected \"circle\" or \"rect\", found ") +
               quoted(qText(e.text));
    case Kind::UnknownKey:
        return path + QStringLiteral(": unknown key ") + quoted(qText(e.field)) + formHint(e.form);
    case Kind::NotNumber:
        return expected(Value::Kind::Number);
    case Kind::Negative:
        return field + QStringLiteral(" is negative (%1)").arg(numberWord(e.number));
    case Kind::Reversed:
        return QStringLiteral("%1.%2 (%3) is less than %1.%4 (%5)")
            .arg(path, qText(e.field), numberWord(e.number), qText(e.low), numberWord(e.lowNumber));
    case Kind::Unconvertible:
    case Kind::Invalid:
        return path + QStringLiteral(": ") + QString::fromStdString(e.text);
    case Kind::None:
        break;
    }
    return {};
}

} // namespace overlap::document::json

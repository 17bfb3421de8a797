#include "app/lessons/shape_json.h"

#include "core/geometry/convert.h"
#include "core/geometry/validate.h"

#include <QJsonObject>

#include <optional>

namespace overlap::lessons {

namespace {

std::optional<double> number(const QJsonObject& o, const char* key, const QString& where,
                             QString& error) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble()) {
        error = where + QStringLiteral(".%1: expected a number").arg(QLatin1String(key));
        return std::nullopt;
    }
    return v.toDouble();
}

} // namespace

std::variant<Shape, QString> parseShape(const QJsonValue& v, const QString& where) {
    if (!v.isObject())
        return where + QStringLiteral(": expected a shape object");
    const QJsonObject o = v.toObject();
    const QString type = o.value(QLatin1String("type")).toString();
    QString error;
    if (type == QLatin1String("circle")) {
        const auto x = number(o, "x", where, error);
        if (!x)
            return error;
        const auto y = number(o, "y", where, error);
        if (!y)
            return error;
        const auto r = number(o, "r", where, error);
        if (!r)
            return error;
        const Circle c{{*x, *y}, *r};
        if (auto why = invalidReason(c))
            return where + QStringLiteral(": ") + QString::fromStdString(*why);
        return c;
    }
    if (type != QLatin1String("rect"))
        return where + QStringLiteral(".type: expected \"circle\" or \"rect\"");
    CornerSizeRect in;
    for (auto [key, field] : {std::pair{"x", &in.x}, {"y", &in.y}, {"w", &in.w}, {"h", &in.h}}) {
        const auto n = number(o, key, where, error);
        if (!n)
            return error;
        *field = *n;
    }
    if (o.contains(QLatin1String("angle"))) {
        const auto angle = number(o, "angle", where, error);
        if (!angle)
            return error;
        in.angleDeg = *angle;
    }
    const ConvertedRect r = convertRect(in);
    if (!r.error.empty())
        return where + QStringLiteral(": ") + QString::fromStdString(r.error);
    if (!in.angleDeg)
        return *r.aligned;
    return *r.turned;
}

std::variant<Localized, QString> parseLocalized(const QJsonValue& v, const QString& where) {
    if (!v.isObject())
        return where + QStringLiteral(": expected an object with \"en\" and \"zh\"");
    Localized out;
    for (const QString& lang : languages()) {
        const QJsonValue text = v.toObject().value(lang);
        if (!text.isString() || text.toString().trimmed().isEmpty())
            return where + QStringLiteral(": no \"%1\" text").arg(lang);
        out.insert(lang, text.toString());
    }
    return out;
}

} // namespace overlap::lessons

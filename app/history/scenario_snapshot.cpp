#include "app/history/scenario_snapshot.h"

#include "app/model/scenario_model.h"

#include <QCoreApplication>

namespace overlap::history {

namespace {

QString nameOf(const Shape& s) {
    return std::holds_alternative<Circle>(s) ? QCoreApplication::translate("History", "circle")
                                             : QCoreApplication::translate("History", "rect");
}

Vec2 sizeOf(const Shape& s) {
    if (const auto* c = std::get_if<Circle>(&s))
        return {c->r, c->r};
    if (const auto* r = std::get_if<Rect>(&s))
        return r->max - r->min;
    return std::get<RotatedRect>(s).half;
}

double angleOf(const Shape& s) {
    const auto* t = std::get_if<RotatedRect>(&s);
    return t ? t->angleDeg : 0.0;
}

// Only the position differs (same kind, size and angle).
bool translated(const Shape& x, const Shape& y) {
    return x.index() == y.index() && sizeOf(x) == sizeOf(y) && angleOf(x) == angleOf(y) &&
           !(x == y);
}

QString describeShape(const Shape& from, const Shape& to) {
    const QString name = nameOf(to);
    if (from.index() != to.index() && angleOf(from) != angleOf(to))
        return QCoreApplication::translate("History", "Turn %1").arg(name);
    if (translated(from, to))
        return QCoreApplication::translate("History", "Move %1").arg(name);
    if (angleOf(from) != angleOf(to))
        return QCoreApplication::translate("History", "Turn %1").arg(name);
    if (std::holds_alternative<Circle>(to))
        return QCoreApplication::translate("History", "Change radius");
    return QCoreApplication::translate("History", "Resize %1").arg(name);
}

} // namespace

ScenarioSnapshot snapshotOf(const model::ScenarioModel& model) {
    return {model.a(), model.b(), model.touching()};
}

void restore(model::ScenarioModel& model, const ScenarioSnapshot& s) {
    model.setShapes(s.a, s.b);
    model.setTouching(s.touching);
}

QString describeChange(const ScenarioSnapshot& from, const ScenarioSnapshot& to) {
    const bool a = !(from.a == to.a), b = !(from.b == to.b);
    if (a && b)
        return QCoreApplication::translate("History", "Change both shapes");
    if (a)
        return describeShape(from.a, to.a);
    if (b)
        return describeShape(from.b, to.b);
    if (from.touching != to.touching)
        return to.touching == Touching::Counts
                   ? QCoreApplication::translate("History", "Touching counts as overlap")
                   : QCoreApplication::translate("History", "Touching counts as apart");
    return QCoreApplication::translate("History", "No change");
}

bool isTranslationOfOneShape(const ScenarioSnapshot& from, const ScenarioSnapshot& to, int* which) {
    if (from.touching != to.touching)
        return false;
    const bool a = translated(from.a, to.a) && from.b == to.b;
    const bool b = translated(from.b, to.b) && from.a == to.a;
    if (which)
        *which = a ? 0 : b ? 1 : -1;
    return a || b;
}

} // namespace overlap::history

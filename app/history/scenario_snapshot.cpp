#include "app/history/scenario_snapshot.h"

#include "app/model/scenario_model.h"
#include "core/geometry/visit.h"

#include <QCoreApplication>

namespace overlap::history {

namespace {

QString nameOf(const Shape& s) {
    return std::visit(
        overloaded{
            [](const Circle&) { return QCoreApplication::translate("History", "circle"); },
            [](const Rect&) { return QCoreApplication::translate("History", "rect"); },
            [](const RotatedRect&) { return QCoreApplication::translate("History", "rect"); }},
        s);
}

Vec2 sizeOf(const Shape& s) {
    return std::visit(overloaded{[](const Circle& c) {
                                     return Vec2{c.r, c.r};
                                 },
                                 [](const Rect& r) { return r.max - r.min; },
                                 [](const RotatedRect& t) { return t.half; }},
                      s);
}

double angleOf(const Shape& s) {
    return std::visit(overloaded{[](const Circle&) { return 0.0; }, [](const Rect&) { return 0.0; },
                                 [](const RotatedRect& t) { return t.angleDeg; }},
                      s);
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
    const QString resize = QCoreApplication::translate("History", "Resize %1").arg(name);
    return std::visit(overloaded{[](const Circle&) {
                                     return QCoreApplication::translate("History", "Change radius");
                                 },
                                 [&](const Rect&) { return resize; },
                                 [&](const RotatedRect&) { return resize; }},
                      to);
}

} // namespace

Scenario snapshotOf(const model::ScenarioModel& model) {
    return model.scenario();
}

void restore(model::ScenarioModel& model, const Scenario& s) {
    model.setScene(s.a, s.b, s.motion);
    model.setTouching(s.touching);
}

QString describeChange(const Scenario& from, const Scenario& to) {
    const bool a = !(from.a == to.a), b = !(from.b == to.b);
    if (a && b)
        return QCoreApplication::translate("History", "Change both shapes");
    if (a)
        return describeShape(from.a, to.a);
    if (b)
        return describeShape(from.b, to.b);
    if (!(from.motion == to.motion))
        return QCoreApplication::translate("History", "Change the move");
    if (from.touching != to.touching)
        return to.touching == Touching::Counts
                   ? QCoreApplication::translate("History", "Touching counts as overlap")
                   : QCoreApplication::translate("History", "Touching counts as apart");
    return QCoreApplication::translate("History", "No change");
}

bool isTranslationOfOneShape(const Scenario& from, const Scenario& to, int* which) {
    if (from.touching != to.touching)
        return false;
    const bool a = translated(from.a, to.a) && from.b == to.b;
    const bool b = translated(from.b, to.b) && from.a == to.a;
    if (which)
        *which = a ? 0 : b ? 1 : -1;
    return a || b;
}

} // namespace overlap::history

#include "app/model/scenario_model.h"

#include "core/geometry/validate.h"

#include <cmath>

namespace overlap::model {

ScenarioModel::ScenarioModel(QObject* parent) : QObject(parent) {}

bool ScenarioModel::setShape(int index, const Shape& shape, QString* why) {
    if (auto reason = invalidReason(shape)) {
        if (why)
            *why = QString::fromStdString(*reason);
        return false;
    }
    Shape& target = index == 0 ? a_ : b_;
    if (target == shape)
        return true;
    target = shape;
    emit changed();
    return true;
}

void ScenarioModel::setShapes(const Shape& a, const Shape& b) {
    if (invalidReason(a) || invalidReason(b))
        return;
    a_ = a;
    b_ = b;
    emit changed();
}

namespace {

bool finite(Vec2 v) {
    return std::isfinite(v.x) && std::isfinite(v.y);
}

} // namespace

void ScenarioModel::setScene(const Shape& a, const Shape& b, Vec2 motion) {
    if (invalidReason(a) || invalidReason(b) || !finite(motion))
        return;
    a_ = a;
    b_ = b;
    motion_ = motion;
    emit changed();
}

bool ScenarioModel::setMotion(Vec2 motion, QString* why) {
    if (!finite(motion)) {
        if (why)
            *why = QStringLiteral("the move is not a finite number");
        return false;
    }
    if (motion == motion_)
        return true;
    motion_ = motion;
    emit changed();
    return true;
}

void ScenarioModel::setTouching(Touching t) {
    if (t == touching_)
        return;
    touching_ = t;
    emit changed();
}

void ScenarioModel::endGesture() {
    if (gestures_ > 0 && --gestures_ == 0)
        emit gestureEnded();
}

} // namespace overlap::model

#include "app/model/scenario_model.h"

#include "core/geometry/validate.h"

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

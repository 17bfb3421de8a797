#include "app/compare/method_title.h"

#include "core/algorithms.h"

namespace overlap::compare {

QString MethodNames::shown(const QString& id) {
    const Algorithm* a = findAlgorithm(id.toStdString());
    return a && a->pitfall ? tr("%1 (WRONG)").arg(methodName(id)) : methodName(id);
}

} // namespace overlap::compare

#pragma once

#include "core/algorithms.h"

#include <QString>

namespace overlap::compare {

// A method's title from the core's table, or its id when the table has no such method.
inline QString methodTitle(const QString& id) {
    const Algorithm* a = findAlgorithm(id.toStdString());
    return a ? QString::fromUtf8(a->title.data(), qsizetype(a->title.size())) : id;
}

} // namespace overlap::compare

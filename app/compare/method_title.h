#pragma once

#include "app/i18n/method_titles.h"

#include <QCoreApplication>

namespace overlap::compare {

using i18n::methodName;
using i18n::methodTitle;

// What compare mode calls a method: the shapes chooser already names the pair, so a pane, the
// map's choosers, the banner and the cost chart use its name alone, and a pitfall says WRONG.
class MethodNames {
    Q_DECLARE_TR_FUNCTIONS(MethodNames)
  public:
    static QString shown(const QString& id);
};

inline QString shownName(const QString& id) {
    return MethodNames::shown(id);
}

} // namespace overlap::compare

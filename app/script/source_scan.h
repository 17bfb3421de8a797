#pragma once

#include <QString>
#include <QStringView>

namespace overlap::script {

// The line (from 1) where the source defines `name` as "function NAME" or "NAME =" outside
// comments and string literals; 0 when it does not. Engines do not say where a function
// starts, and an error about what a function returned is best shown there.
int definitionLine(QStringView source, QStringView name);

// How many lines the source has: a syntax error the engine places past its end (an
// unclosed brace) is shown on the last one.
int lineCount(QStringView source);

} // namespace overlap::script

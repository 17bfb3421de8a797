#pragma once

#include "app/script/script_error.h"

#include <QString>

namespace overlap::yourmethod {

// A script's problem in the window's language, without its line: "syntax error: Expected
// token `}'", "overlaps returned 1 (a number), not true or false", "stopped after 800 ms:
// the script ran too long (an endless loop?)". The engine's own words stay as it wrote them.
QString problemText(const script::ScriptError& e);
// The same with its place first when known: "Line 3: …", "第 3 行：…".
QString problemLine(const script::ScriptError& e);

} // namespace overlap::yourmethod

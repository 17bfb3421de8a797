#pragma once

#include <QString>

#include <cstddef>

namespace overlap::i18n {

// A method's title in the language in use, or its id when there is no such method.
QString methodTitle(const QString& id);

// A method's name alone (core's methodName), for where its shapes are already shown: a
// compare pane, the map's choosers, the agreement banner.
QString methodName(const QString& id);

// The titles as lupdate sees them, in the core's table order (for the test that keeps the
// two lists equal).
extern const char* const kMethodTitles[];
extern const std::size_t kMethodTitleCount;
extern const char* const kMethodNames[];
extern const std::size_t kMethodNameCount;

} // namespace overlap::i18n

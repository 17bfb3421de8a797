#pragma once

#include "app/i18n/method_titles.h"

namespace overlap::compare {

using i18n::methodTitle;

} // namespace overlap::compare

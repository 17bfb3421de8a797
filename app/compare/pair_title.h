#pragma once

#include "core/algorithms.h"

#include <QString>

namespace overlap::compare {

// A pair's name in the language in use, as the shapes chooser offers it ("Circle and rect");
// two turned rects are named as two rects, the shown pair they belong to (shownPairOf).
QString pairTitle(Pair p);

} // namespace overlap::compare

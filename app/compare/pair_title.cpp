// The pairs' names in the "Pairs" translation context, one for each core Pair: a pair added
// to core is a compile error here (-Wswitch) until it has a name.

#include "app/compare/pair_title.h"

#include <QCoreApplication>

namespace overlap::compare {

QString pairTitle(Pair p) {
    switch (p) {
    case Pair::CircleRect:
        return QCoreApplication::translate("Pairs", "Circle and rect");
    case Pair::CircleRotatedRect:
        return QCoreApplication::translate("Pairs", "Circle and turned rect");
    case Pair::CircleCircle:
        return QCoreApplication::translate("Pairs", "Two circles");
    case Pair::RectRect:
    case Pair::RotatedRects:
        break;
    }
    return QCoreApplication::translate("Pairs", "Two rects");
}

} // namespace overlap::compare

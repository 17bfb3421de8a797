#include "app/yourmethod/script_run.h"

#include "app/compare/overlay_palette.h"
#include "app/compare/overlay_request.h"

namespace overlap::yourmethod {

ScriptRunResult shownResult(const ScriptRunRequest& request, script::SceneRunResult ran) {
    ScriptRunResult out;
    static_cast<script::SceneRunResult&>(out) = std::move(ran);
    out.generation = request.generation;
    out.source = request.source;
    const PlaneGrid& g = out.grid;
    if (out.error || out.wrongAt.empty() || out.wrongAt.size() != g.size())
        return out;
    QImage img(g.cols, g.rows, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    compare::paintDilated(
        img, g, [&](std::size_t k) { return out.wrongAt[k] != 0; },
        compare::disagreementFill().rgba());
    out.wrong = img;
    return out;
}

} // namespace overlap::yourmethod

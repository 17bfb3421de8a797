#pragma once

#include "app/script/script_error.h"
#include "core/compare/plane_map.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"

#include <QImage>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace overlap::yourmethod {

// One run of a learner's script on a scene, copied so that a worker thread owns it: the
// verdict for the scene and, when a grid is given, the map of where it is wrong.
struct ScriptRunRequest {
    quint64 generation = 0;
    QString source;
    Shape a, b; // as the scene holds them; the script gets the circle first
    Touching touching = Touching::Counts;
    QString truthMethod;           // a correct method of the pair: the exact truth on the grid
    std::optional<PlaneGrid> grid; // moves the circle (else a) over these samples
};

struct ScriptRunResult {
    quint64 generation = 0;
    QString source;                           // the code that ran
    std::optional<script::ScriptError> error; // the run stopped there
    std::optional<bool> verdict;              // the script's answer for the scene
    QStringList console;                      // what it logged for the scene (not the map)
    bool consoleDropped = false;              // lines past the console's limit were lost
    std::optional<bool> truth;                // the exact answer for the scene
    PlaneGrid grid;
    QImage wrong;                      // red where the script is wrong; null without a map
    std::vector<std::uint8_t> wrongAt; // 1 where wrong, row-major as the grid (unpainted)
    qint64 wrongCount = 0;             // samples where it is wrong
    qint64 sampled = 0;                // samples it answered
    bool cancelled = false;            // a newer request replaced it
};

// The work itself, on the calling thread: a fresh engine (QJSEngine belongs to the thread
// that makes it), the scene's verdict, then every sample of the grid against the exact
// truth under the policy. Stops at the first script error, or when `cancelled` says so.
ScriptRunResult runScript(const ScriptRunRequest& request, const CancelCheck& cancelled = {});

// Whether the map moves shape b (the circle when b is the only circle), as compare mode's
// map does.
bool scriptMapMovesB(const Shape& a, const Shape& b);

} // namespace overlap::yourmethod

Q_DECLARE_METATYPE(overlap::yourmethod::ScriptRunResult)

#pragma once

#include "app/script/script_error.h"
#include "core/compare/plane_map.h"
#include "core/geometry/shapes.h"
#include "core/policy.h"

#include <QString>
#include <QStringList>

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace overlap::script {

// A learner's script on a scene: its verdict for the shapes and, when a grid is given, where
// it is wrong as one shape moves over the grid.
struct SceneRun {
    QString source;
    Shape a, b; // as the scene holds them; the script gets the circle first
    Touching touching = Touching::Counts;
    QString truthMethod;           // a correct method of the pair: the exact truth on the grid
    std::optional<PlaneGrid> grid; // moves the circle (else a) over these samples
};

struct SceneRunResult {
    std::optional<ScriptError> error; // the run stopped there
    std::optional<bool> verdict;      // the script's answer for the scene
    QStringList console;              // what it logged for the scene (not the map)
    bool consoleDropped = false;      // lines past the console's limit were lost
    std::optional<bool> truth;        // the exact answer for the scene
    PlaneGrid grid;
    std::vector<std::uint8_t> wrongAt; // 1 where wrong, row-major as the grid; empty: no map
    qint64 wrongCount = 0;             // samples where it is wrong
    qint64 sampled = 0;                // samples it answered
};

// The work itself, on the calling thread, in a fresh engine: the scene's verdict, then every
// sample of the grid against the exact truth under the policy. Stops at the first script
// error. The script host runs it (script_host.h), so that a script that eats memory takes
// down only the host.
SceneRunResult runOnScene(const SceneRun& run);

// What the map's calls may take together: a map of a few hundred samples a side takes a
// second or two of a sound script, and the budget is ten times that (the run is at a low
// priority, and the machine may be busy); a script slower still is too slow to map.
std::chrono::milliseconds mapBudget(std::size_t samples);

// Whether the map moves shape b (the circle when b is the only circle), as compare mode's
// map does.
bool sceneMapMovesB(const Shape& a, const Shape& b);

} // namespace overlap::script

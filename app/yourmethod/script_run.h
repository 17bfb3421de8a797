#pragma once

#include "app/script/scene_run.h"

#include <QImage>
#include <QMetaType>

namespace overlap::yourmethod {

// One run of a learner's script on the scene, as the window asks for it: the work (run by
// the script host) and which request it is.
struct ScriptRunRequest : script::SceneRun {
    quint64 generation = 0;
};

// The host's result for a request, with the map painted for the scene.
struct ScriptRunResult : script::SceneRunResult {
    quint64 generation = 0;
    QString source; // the code that ran
    QImage wrong;   // red where the script is wrong; null without a map
};

// The result the window shows for a request and what the host answered.
ScriptRunResult shownResult(const ScriptRunRequest& request, script::SceneRunResult ran);

} // namespace overlap::yourmethod

Q_DECLARE_METATYPE(overlap::yourmethod::ScriptRunResult)

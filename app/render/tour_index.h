#pragma once

#include "app/render/step_render.h"

#include <QJsonArray>
#include <QJsonObject>

namespace overlap::render {

// One picture of the tour as index.json lists it: {"file", "lesson", "method", "step",
// "lang", "subtitle", "labels": [{"text", "x", "y", "w", "h", "symbol": id or null,
// "value": shows a number}], "roles": [...], "focus"/"named"/"drawn": [symbol ids],
// "legend": [{"role", "owner": "a"|"b"|null, "faded", "pen": {"colour", "width", "dash",
// "pattern"}, "brush": colour or null}]}, boxes in the picture's pixels, roles by their
// stable names (scene::roleId), colours as "#aarrggbb"; the legend is every sample it shows,
// with the pen and brush the picture draws that role in.
QJsonObject tourEntry(const QString& file, const StepPicture& picture, const PictureInfo& info);

// Writes the entries as a JSON array, whole or not at all.
bool writeTourIndex(const QString& file, const QJsonArray& entries, QString* error);

} // namespace overlap::render

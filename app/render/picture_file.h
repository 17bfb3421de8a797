#pragma once

#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace overlap::render {

// Writes a picture drawn by `draw` to `file` as PNG or SVG by its suffix (anything else is
// refused). It is drawn into memory and then written whole (atomically, checked), so a full
// disk or a missing folder fails with its reason and leaves no half picture behind.
bool writePicture(const QString& file, QSize size, const QString& title,
                  const std::function<void(QPainter&)>& draw, QString* error);

} // namespace overlap::render

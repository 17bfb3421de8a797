#pragma once

#include "app/lessons/lesson.h"

#include <QImage>
#include <QSize>
#include <QString>

namespace overlap::render {

// A lesson's introduction as a picture (overlap --render LESSON:intro): its title, the
// figure as the lesson opens, and beside it the intro (why the method, its traps, what to
// try) with the lesson's methods, on the light paper of the step pictures.
struct IntroPicture {
    const lessons::Lesson* lesson = nullptr;
    QString language = QStringLiteral("en");
    QSize size{1200, 800};
    bool yDown = false; // the display's conventions; the intro's words follow them
    bool radians = false;
};

// Draws the picture; an intro whose slots cannot fill leaves `error` set and the image null.
QImage renderIntro(const IntroPicture& picture, QString* error);

// Writes it as PNG or SVG by the file's suffix; "cannot write FILE" when it cannot.
bool writeIntro(const IntroPicture& picture, const QString& file, QString* error);

} // namespace overlap::render

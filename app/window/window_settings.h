#pragma once

#include <QString>

namespace overlap::window {

class MainWindow;

// What the window remembers between runs, through QSettings: its geometry and docks, the
// splitters, the mode and lesson, the touching policy, snapping, theme and language.
void saveWindowSettings(const MainWindow& window);
// Applies what was saved; a value that is missing or out of range keeps the default.
void restoreWindowSettings(MainWindow& window);
// Whether the first start's hint of the gestures was dismissed (then it is not shown again).
// Before the settings are first read: when the settings file is there but is not a regular
// file (a FIFO would hang the start, a folder cannot be read), this run keeps its settings
// in a private folder instead and the reason is returned; else an empty string.
QString divertUnusableSettings();

bool gestureHintDismissed();
void dismissGestureHint();

} // namespace overlap::window

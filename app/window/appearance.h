#pragma once

#include <QObject>
#include <QPalette>
#include <QString>

class QMenu;

namespace overlap::window {

class MainWindow;

enum class Theme { System, Light, Dark };

// Light and dark themes (the system's by default) and presentation mode: full screen,
// larger text and lines twice as thick, for a projector.
class Appearance : public QObject {
    Q_OBJECT
  public:
    explicit Appearance(MainWindow* window);

    void addActions(QMenu* view);
    Theme theme() const { return theme_; }
    void setTheme(Theme theme);
    bool presentation() const { return presentation_; }
    void setPresentation(bool on);

    static QString themeName(Theme t); // "system", "light", "dark": settings keys
    static Theme themeFromName(const QString& name);

  signals:
    void themeChanged(Theme theme);
    void presentationChanged(bool on);

  private:
    MainWindow* window_;
    Theme theme_ = Theme::System;
    bool presentation_ = false;
    QString systemStyle_;
    QPalette systemPalette_;
    double normalPointSize_; // the application's, before presentation mode
    bool wasMaximized_ = false;
};

} // namespace overlap::window

#include "app/window/appearance.h"
#include "app/i18n/language.h"

#include "app/scene/trace_scene.h"
#include "app/window/indicator_style.h"
#include "app/window/main_window.h"
#include "app/window/themes.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QStyle>
#include <QStyleFactory>

namespace overlap::window {

namespace {
// The style the application started with; our own proxy (set by an earlier window) has no
// name and stands for Fusion.
QString systemStyleName() {
    const QString name = QApplication::style()->name();
    return name.isEmpty() ? QStringLiteral("Fusion") : name;
}
} // namespace

Appearance::Appearance(MainWindow* window)
    : QObject(window), window_(window), systemStyle_(systemStyleName()),
      systemPalette_(QApplication::palette()), normalPointSize_(QApplication::font().pointSizeF()) {
}

QString Appearance::themeName(Theme t) {
    switch (t) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme Appearance::themeFromName(const QString& name) {
    return name == QLatin1String("light")  ? Theme::Light
           : name == QLatin1String("dark") ? Theme::Dark
                                           : Theme::System;
}

void Appearance::setTheme(Theme theme) {
    theme_ = theme;
    // The drawing keeps its light paper in every theme, like a whiteboard: the role colours
    // were chosen for it. The window around it follows the theme.
    if (theme == Theme::System) {
        QApplication::setStyle(QStyleFactory::create(systemStyle_));
        QApplication::setPalette(systemPalette_);
    } else {
        QApplication::setStyle(new IndicatorStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
        QApplication::setPalette(theme == Theme::Dark ? darkPalette() : lightPalette());
    }
    emit themeChanged(theme);
}

void Appearance::setPresentation(bool on) {
    if (on == presentation_)
        return;
    presentation_ = on;
    // Only the size changes: the faces stay the language's (i18n::setLanguage).
    QFont f = QApplication::font();
    if (normalPointSize_ > 0)
        f.setPointSizeF(on ? normalPointSize_ * 1.6 : normalPointSize_);
    QApplication::setFont(f); // menus, dialogs and tooltips
    // The window's own size too: a widget that once took an enlarged application font
    // keeps its size as if set on it, and would not shrink back with the application's.
    // Only the size is set on it, so its faces still follow the application's.
    QFont sized;
    if (f.pointSizeF() > 0)
        sized.setPointSizeF(f.pointSizeF());
    else
        sized.setPixelSize(f.pixelSize());
    window_->setFont(sized);
    for (scene::TraceScene* s : window_->findChildren<scene::TraceScene*>())
        s->setLineScale(on ? 2.0 : 1.0);
    if (on) {
        wasMaximized_ = window_->isMaximized();
        window_->showFullScreen();
    } else if (wasMaximized_) {
        window_->showMaximized();
    } else {
        window_->showNormal();
    }
    emit presentationChanged(on);
}

void Appearance::addActions(QMenu* view) {
    QMenu* themes = view->addMenu(QString());
    i18n::onLanguage(themes, [themes] { themes->setTitle(tr("&Theme")); });
    auto* group = new QActionGroup(this);
    for (Theme t : {Theme::System, Theme::Light, Theme::Dark}) {
        QAction* a = themes->addAction(QString());
        i18n::onLanguage(a, [a, t] {
            a->setText(t == Theme::System  ? tr("Follow the &system")
                       : t == Theme::Light ? tr("&Light")
                                           : tr("&Dark"));
        });
        a->setCheckable(true);
        a->setChecked(t == theme_);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, t] { setTheme(t); });
        connect(this, &Appearance::themeChanged, a, [a, t](Theme now) { a->setChecked(t == now); });
    }
    QAction* present = view->addAction(QString());
    i18n::onLanguage(present, [present] { present->setText(tr("&Presentation mode")); });
    present->setCheckable(true);
    present->setShortcut(Qt::Key_F11);
    present->setShortcutContext(Qt::WindowShortcut);
    connect(present, &QAction::toggled, this, &Appearance::setPresentation);
    connect(this, &Appearance::presentationChanged, present, &QAction::setChecked);
}

} // namespace overlap::window

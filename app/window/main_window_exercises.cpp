// The Exercises dock beside the lesson player: its panel follows the lesson, the language
// and the display's conventions; E (Step menu) shows and hides it.

#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/player/exercise_panel.h"
#include "app/player/lesson_player.h"
#include "app/window/main_window.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

namespace overlap::window {

void MainWindow::createExerciseDock() {
    exerciseDock_ = new QDockWidget(this);
    exerciseDock_->setObjectName(QStringLiteral("exercises"));
    exercises_ = new player::ExercisePanel(model_, player_, exerciseDock_);
    exerciseDock_->setWidget(exercises_);
    i18n::onLanguage(exerciseDock_, [this] { exerciseDock_->setWindowTitle(tr("Exercises")); });
    addDockWidget(Qt::RightDockWidgetArea, exerciseDock_);
    exerciseDock_->hide();
    // An exercise may set the touching policy it is written for: Options shows it.
    connect(model_, &model::ScenarioModel::changed, this, [this] {
        if (touching_ && mode() == Mode::Lessons) {
            const QSignalBlocker block(touching_);
            touching_->setChecked(model_->touching() == Touching::Counts);
        }
    });
    // Its exercises are the lesson's: shown from compare mode, it brings the lessons back.
    connect(exerciseDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && mode() != Mode::Lessons)
            setMode(Mode::Lessons);
    });
    // It belongs to the lessons tab: it steps aside on the others and comes back with the
    // lessons if it was open.
    connect(this, &MainWindow::modeChanged, this, [this](Mode now) {
        if (now != Mode::Lessons && !exerciseDock_->isHidden()) {
            exerciseDockAway_ = true;
            exerciseDock_->hide();
        } else if (now == Mode::Lessons && exerciseDockAway_) {
            exerciseDockAway_ = false;
            exerciseDock_->show();
        }
    });
}

void MainWindow::addExerciseAction(QMenu* menu) {
    QAction* show = exerciseDock_->toggleViewAction();
    i18n::onLanguage(show, [show] { show->setText(tr("&Exercises")); });
    show->setShortcut(Qt::Key_E);
    show->setShortcutContext(Qt::WindowShortcut);
    menu->addAction(show);
}

} // namespace overlap::window

#pragma once

#include "app/lessons/lesson.h"

#include <QList>
#include <QMainWindow>

class QListWidget;

namespace overlap::model {
class ScenarioModel;
}

namespace overlap::player {

class LessonPlayer;

// The lesson list beside the player, with every action in a menu and on the keyboard.
class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QList<lessons::Lesson> lessons, QWidget* parent = nullptr);

    LessonPlayer* player() const { return player_; }
    model::ScenarioModel* scenario() const { return model_; }
    QListWidget* lessonList() const { return list_; }
    void selectLesson(int index);
    void setLanguage(const QString& language);

  private:
    void buildActions();
    void fillLessonList();

    QList<lessons::Lesson> lessons_;
    QString language_ = QStringLiteral("en");
    model::ScenarioModel* model_;
    LessonPlayer* player_;
    QListWidget* list_;
};

} // namespace overlap::player

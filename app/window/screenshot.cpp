#include "app/window/screenshot.h"

#include "app/compare/compare_mode.h"
#include "app/compare/overlay_scheduler.h"
#include "app/compare/pitfall_gallery.h"
#include "app/player/exercise_panel.h"
#include "app/player/lesson_player.h"
#include "app/window/appearance.h"
#include "app/window/guide_dialog.h"
#include "app/window/main_window.h"

#include <QApplication>
#include <QDockWidget>
#include <QImage>
#include <QPixmap>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBrowser>

namespace overlap::window {

namespace {

// --lesson's lesson; without one, the first.
int pictureLesson(const QList<lessons::Lesson>& lessons, const QString& key) {
    if (key.isEmpty())
        return lessons.isEmpty() ? -1 : 0;
    return lessons::lessonIndex(lessons, key);
}

// Lets queued work (layouts, the compare panes' maps) finish before the picture is taken.
void settle(MainWindow& w) {
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    for (compare::CompareMode* c : {w.compareMode(), w.gallery()->compare()})
        c->scheduler()->waitForIdle(20000);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

// The guide dialog on its own, tall enough to show all of it without scrolling.
bool writeGuide(MainWindow& w, const QString& file, QString* error) {
    auto* guide = new GuideDialog(&w);
    guide->resize(720, 600);
    guide->show();
    QCoreApplication::processEvents();
    QTextBrowser* text = guide->browser();
    const int hidden = int(text->document()->size().height()) - text->viewport()->height();
    guide->resize(720, 600 + std::max(0, hidden) + 8);
    QCoreApplication::processEvents();
    const QImage image = guide->grab().toImage();
    guide->hide();
    if (!image.save(file, "PNG")) {
        *error = QStringLiteral("cannot write %1").arg(file);
        return false;
    }
    return true;
}

} // namespace

bool writeWindowPicture(const WindowPicture& p, const QList<lessons::Lesson>& lessons,
                        const QList<lessons::PitfallNote>& notes, const QString& file,
                        QString* error) {
    const QStringList modes{QStringLiteral("lessons"), QStringLiteral("compare"),
                            QStringLiteral("pitfalls"), QStringLiteral("guide")};
    const int mode = int(modes.indexOf(p.mode));
    if (mode < 0) {
        *error = QStringLiteral("--mode must be lessons, compare, pitfalls or guide, not %1")
                     .arg(p.mode);
        return false;
    }
    if (p.theme != QLatin1String("light") && p.theme != QLatin1String("dark")) {
        *error = QStringLiteral("--theme must be light or dark, not %1").arg(p.theme);
        return false;
    }
    const int lesson = pictureLesson(lessons, p.lesson);
    if (lesson < 0) {
        *error = QStringLiteral("no lesson %1").arg(p.lesson);
        return false;
    }
    if (!p.lesson.isEmpty() && mode >= 2) {
        *error = QStringLiteral("--lesson applies to --mode lessons or compare");
        return false;
    }
    // A private, empty settings folder: the picture never depends on the user's settings,
    // and nothing of theirs is written.
    QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());

    MainWindow w(lessons, notes);
    w.setGestureHintVisible(false); // a first start's hint is not part of the window
    w.setLanguage(p.language);
    w.appearance()->setTheme(p.theme == QLatin1String("dark") ? Theme::Dark : Theme::Light);
    w.selectLesson(lesson);
    // The step's own picture, never a frame of its motion.
    w.player()->setReduceMotion(true);
    w.compareMode()->setReduceMotion(true);
    if (!p.algorithm.isEmpty()) {
        const lessons::Lesson& l = lessons[lesson];
        if (!l.algorithms.contains(p.algorithm)) {
            *error = QStringLiteral("lesson %1 has no method %2; its methods: %3")
                         .arg(l.id, p.algorithm, l.algorithms.join(QStringLiteral(", ")));
            return false;
        }
        w.player()->setAlgorithm(p.algorithm);
    }
    if (mode == 3)
        return writeGuide(w, file, error);
    int exercise = -1;
    if (!p.exercise.isEmpty()) {
        const lessons::Lesson& l = lessons[lesson];
        QStringList ids;
        for (int i = 0; i < l.exercises.size(); ++i) {
            ids << l.exercises[i].id;
            if (l.exercises[i].id == p.exercise)
                exercise = i;
        }
        if (mode != 0) {
            *error = QStringLiteral("--exercise applies to --mode lessons");
            return false;
        }
        if (exercise < 0) {
            *error = QStringLiteral("lesson %1 has no exercise %2; its exercises: %3")
                         .arg(l.id, p.exercise, ids.join(QStringLiteral(", ")));
            return false;
        }
    }
    if (mode == 1)
        w.compareThisLesson(); // as Compare > Compare this lesson's methods
    w.setMode(MainWindow::Mode(mode));
    w.resize(p.size);
    if (p.present) {
        // Full screen on a screen of the size asked for: the larger text and thicker lines,
        // in a window of that size (the offscreen screen has a size of its own).
        w.appearance()->setPresentation(true);
        w.setWindowState(Qt::WindowNoState);
    }
    w.resize(p.size);
    w.show();
    settle(w);
    if (w.size() != p.size) {
        *error = QStringLiteral("the window cannot be %1x%2 (it is at least %3x%4)")
                     .arg(p.size.width())
                     .arg(p.size.height())
                     .arg(w.minimumSizeHint().width())
                     .arg(w.minimumSizeHint().height());
        return false;
    }
    // The step: 1-based; on lessons 0 keeps the intro the lesson opens on.
    if (p.step > 0) {
        const int count = mode == 0   ? w.player()->stepCount()
                          : mode == 1 ? w.compareMode()->timeCount()
                                      : w.gallery()->compare()->timeCount();
        if (p.step > count) {
            *error = QStringLiteral("--step must be 1 to %1, not %2").arg(count).arg(p.step);
            return false;
        }
        if (mode == 0) {
            w.player()->setStep(p.step - 1);
            w.player()->setIntroShown(false);
        } else {
            (mode == 1 ? w.compareMode() : w.gallery()->compare())->setTime(p.step - 1);
        }
        settle(w);
    }
    if (exercise >= 0) {
        w.exerciseDock()->show();
        w.exercisePanel()->open(exercise);
        settle(w);
    }
    if (!p.highlight.isNone()) {
        if (mode == 0)
            w.player()->lightSymbol(p.highlight);
        else
            w.compareMode()->lightSymbol(p.highlight);
        settle(w);
    }
    const QImage image = w.grab().toImage();
    w.hide();
    if (!image.save(file, "PNG")) {
        *error = QStringLiteral("cannot write %1").arg(file);
        return false;
    }
    return true;
}

} // namespace overlap::window

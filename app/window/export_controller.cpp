#include "app/window/export_controller.h"
#include "app/i18n/language.h"

#include "app/cli/case_eval.h"
#include "app/cli/case_format.h"
#include "app/compare/compare_mode.h"
#include "app/compare/pitfall_gallery.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/render/step_render.h"
#include "app/window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QProgressDialog>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSvgGenerator>

namespace overlap::window {

namespace {

// A widget as SVG: its own painting through an SVG paint device.
bool writeWidgetSvg(QWidget* w, const QString& file) {
    QSvgGenerator svg;
    svg.setFileName(file);
    svg.setSize(w->size());
    svg.setViewBox(QRect(QPoint(0, 0), w->size()));
    svg.setTitle(QStringLiteral("Overlap"));
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    w->render(&painter);
    return painter.end();
}

render::StepPicture pictureOf(const MainWindow& w) {
    render::StepPicture p;
    const QString id = w.currentLessonId();
    for (const lessons::Lesson& l : w.lessons())
        if (l.id == id)
            p.lesson = &l;
    p.algorithm = w.player()->algorithm();
    p.step = w.player()->step();
    p.language = w.language();
    p.size = {1600, 1000};
    p.touching = w.scenario()->touching();
    p.shapes = std::pair{w.scenario()->a(), w.scenario()->b()};
    p.yDown = w.player()->yDown();
    p.radians = w.player()->radians();
    return p;
}

} // namespace

ExportController::ExportController(MainWindow* window) : QObject(window), window_(window) {}

bool ExportController::exportView(const QString& file, QString* why) const {
    const bool svg = file.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    if (!svg && !file.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        *why = tr("%1: choose a file name ending in .png or .svg").arg(file);
        return false;
    }
    if (window_->mode() == MainWindow::Mode::Lessons) {
        const render::StepPicture p = pictureOf(*window_);
        if (!p.lesson) {
            *why = tr("no lesson is open");
            return false;
        }
        return render::writeStep(p, file, why);
    }
    // Compare mode and the gallery: the layout as it is on screen.
    QWidget* shown = window_->mode() == MainWindow::Mode::Compare
                         ? static_cast<QWidget*>(window_->compareMode())
                         : static_cast<QWidget*>(window_->gallery());
    const bool ok = svg ? writeWidgetSvg(shown, file) : shown->grab().save(file, "PNG");
    if (!ok)
        *why = tr("cannot write %1").arg(file);
    return ok;
}

int ExportController::exportFrames(const QString& folder, QString* why) const {
    render::StepPicture p = pictureOf(*window_);
    if (!p.lesson) {
        *why = tr("no lesson is open");
        return -1;
    }
    if (!QDir().mkpath(folder)) {
        *why = tr("cannot create %1").arg(folder);
        return -1;
    }
    const int steps = render::stepCount(p);
    QProgressDialog progress(tr("Writing frames…"), tr("Stop"), 0, steps, window_);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    for (int s = 0; s < steps; ++s) {
        progress.setValue(s);
        if (progress.wasCanceled()) {
            *why = tr("stopped after %1 frames").arg(s);
            return s;
        }
        p.step = s;
        const QString name = QStringLiteral("%1-%2.png")
                                 .arg(s + 1, 2, 10, QLatin1Char('0'))
                                 .arg(p.algorithm.isEmpty() ? p.lesson->id : p.algorithm);
        if (!render::writeStep(p, QDir(folder).filePath(name), why))
            return -1;
    }
    progress.setValue(steps);
    return steps;
}

QString ExportController::testCaseLine(QString* why) const {
    const model::ScenarioModel* m =
        window_->mode() == MainWindow::Mode::Lessons   ? window_->scenario()
        : window_->mode() == MainWindow::Mode::Compare ? window_->compareMode()->model()
                                                       : window_->gallery()->compare()->model();
    std::string error;
    cli::Case c;
    const auto a = cli::caseShapeFrom(m->a(), &error);
    const auto b = a ? cli::caseShapeFrom(m->b(), &error) : std::nullopt;
    if (!a || !b) {
        *why = QString::fromStdString(error);
        return {};
    }
    c.a = *a;
    c.b = *b;
    const auto counts = cli::agreedVerdict(c, Touching::Counts, &error);
    const auto separate = counts ? cli::agreedVerdict(c, Touching::Separate, &error) : std::nullopt;
    if (!counts || !separate) {
        *why = QString::fromStdString(error);
        return {};
    }
    const QString id = window_->mode() == MainWindow::Mode::Lessons ? window_->currentLessonId()
                                                                    : QStringLiteral("compare");
    return QStringLiteral(R"({"id":"%1","a":%2,"b":%3,"expected":{"counts":%4,"separate":%5}})")
        .arg(id, QString::fromStdString(cli::shapeJson(c.a)),
             QString::fromStdString(cli::shapeJson(c.b)),
             *counts ? QStringLiteral("true") : QStringLiteral("false"),
             *separate ? QStringLiteral("true") : QStringLiteral("false"));
}

void ExportController::addActions(QMenu* file, QMenu* edit) {
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QAction* view = file->addAction(QString());
    i18n::onLanguage(view, [view] { view->setText(tr("&Export picture…")); });
    view->setShortcut(Qt::CTRL | Qt::Key_E);
    connect(view, &QAction::triggered, this, [this, pictures] {
        const QString name = QFileDialog::getSaveFileName(
            window_, tr("Export picture"), QDir(pictures).filePath(QStringLiteral("overlap.png")),
            tr("PNG picture (*.png);;SVG drawing (*.svg)"));
        if (name.isEmpty())
            return;
        QString why;
        if (!exportView(name, &why))
            QMessageBox::warning(window_, tr("Export picture"),
                                 tr("The picture was not written: %1").arg(why));
        else
            window_->statusBar()->showMessage(tr("Wrote %1").arg(name), 4000);
    });
    QAction* frames = file->addAction(QString());
    i18n::onLanguage(frames, [frames] { frames->setText(tr("Export every step as &frames…")); });
    frames->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    connect(frames, &QAction::triggered, this, [this, pictures] {
        const QString folder =
            QFileDialog::getExistingDirectory(window_, tr("Folder for the frames"), pictures);
        if (folder.isEmpty())
            return;
        QString why;
        const int n = exportFrames(folder, &why);
        if (n < 0)
            QMessageBox::warning(window_, tr("Export frames"),
                                 tr("The frames were not written: %1").arg(why));
        else
            window_->statusBar()->showMessage(tr("Wrote %1 frames to %2").arg(n).arg(folder), 4000);
    });
    QAction* copy = edit->addAction(QString());
    copy->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_T);
    i18n::onLanguage(copy, [copy] {
        copy->setText(tr("&Copy as test case"));
        copy->setToolTip(tr("The shapes as an overlap-cli eval line with the expected verdicts"));
    });
    connect(copy, &QAction::triggered, this, [this] {
        QString why;
        const QString line = testCaseLine(&why);
        if (line.isEmpty()) {
            QMessageBox::warning(window_, tr("Copy as test case"),
                                 tr("This scenario cannot be written as a test case: %1").arg(why));
            return;
        }
        QApplication::clipboard()->setText(line);
        window_->statusBar()->showMessage(tr("Copied: %1").arg(line), 6000);
    });
}

} // namespace overlap::window

#include "app/launch/headless.h"

#include "app/lessons/glossary.h"

#include "app/compare/compare_render.h"
#include "app/launch/bundled.h"
#include "app/render/intro_render.h"
#include "app/render/step_render.h"
#include "app/render/tour_index.h"
#include "core/pairs.h"

#include <QDir>
#include <QFile>
#include <QTextStream>

namespace overlap::launch {

namespace {

// A failed write is 1; anything else wrong with the request, 2.
int failed(const QString& why, QTextStream& err) {
    err << "overlap: " << why << Qt::endl;
    return why.startsWith(QLatin1String("cannot write")) ? 1 : 2;
}

// pitfall:ID of --render: the gallery at that pitfall.
int renderPitfall(const Options& options, QTextStream& err) {
    compare::GalleryPicture picture;
    picture.pitfall = options.render->pitfall;
    picture.language = options.language;
    picture.size = options.size;
    picture.notes = notesOrDie(err);
    QString why;
    if (!compare::writeGallery(picture, *options.out, &why))
        return failed(why, err);
    return 0;
}

// compare:METHODS of --render: the methods side by side.
int renderCompare(const Options& options, QTextStream& err) {
    compare::ComparePicture picture;
    picture.methods = options.render->methods;
    picture.size = options.size;
    picture.notes = notesOrDie(err);
    const QString& shade = options.overlay;
    if (shade != QLatin1String("off") && shade != QLatin1String("regions") &&
        shade != QLatin1String("verdict")) {
        err << "overlap: --overlay must be regions, verdict or off, not " << shade << Qt::endl;
        return 2;
    }
    picture.overlay = shade == QLatin1String("regions")   ? compare::OverlayKind::Regions
                      : shade == QLatin1String("verdict") ? compare::OverlayKind::Verdict
                                                          : compare::OverlayKind::Off;
    QString why;
    if (!compare::writeCompare(picture, *options.out, &why))
        return failed(why, err);
    return 0;
}

// Whether --algorithm, if given, is one of the lesson's methods (else said on `err`).
bool knownMethod(const lessons::Lesson& lesson, const Options& options, QTextStream& err) {
    if (!options.algorithm || lesson.algorithms.contains(*options.algorithm))
        return true;
    err << "overlap: lesson " << lesson.id << " has no method " << *options.algorithm
        << "; its methods: " << lesson.algorithms.join(QStringLiteral(", ")) << Qt::endl;
    return false;
}

// LESSON[:STEP] or LESSON:intro of --render.
int renderLesson(const Options& options, QTextStream& err) {
    const QList<lessons::Lesson> lessons = lessonsOrDie(err);
    const RenderRequest& request = *options.render;
    const int index = lessons::lessonIndex(lessons, request.lesson);
    if (index < 0) {
        QStringList known;
        for (const auto& l : lessons)
            known << QStringLiteral("%1 (%2)").arg(l.section).arg(l.id);
        err << "overlap: no lesson " << request.lesson
            << "; the lessons: " << known.join(QStringLiteral(", ")) << Qt::endl;
        return 2;
    }
    const lessons::Lesson* lesson = &lessons[index];
    if (request.kind == RenderRequest::Kind::Intro) {
        QString why;
        if (!render::writeIntro({lesson, options.language, options.size}, *options.out, &why))
            return failed(why, err);
        return 0;
    }
    render::StepPicture picture{lesson, options.algorithm.value_or(QString()), 0, options.language,
                                options.size};
    if (!knownMethod(*lesson, options, err))
        return 2;
    const int steps = render::stepCount(picture);
    const int step = request.step > 0 ? request.step : steps;
    if (step > steps) {
        err << "overlap: step must be 1 to " << steps << ", not " << step << Qt::endl;
        return 2;
    }
    picture.step = step - 1;
    picture.fraction = request.fraction;
    picture.highlight = options.highlight;
    QString why;
    if (!render::writeStep(picture, *options.out, &why)) {
        err << "overlap: " << why << Qt::endl;
        return 1;
    }
    return 0;
}

// The tour's lesson pictures, one per step of every method of every lesson; false on a
// failed write (said on `err`).
bool tourLessons(const Options& options, const QList<lessons::Lesson>& lessons, const QDir& dir,
                 QJsonArray& index, int& written, QTextStream& err) {
    for (const auto& lesson : lessons)
        for (const QString& alg : lesson.algorithms) {
            render::StepPicture picture{&lesson, alg, 0, options.language, options.size};
            const int steps = render::stepCount(picture);
            for (int s = 0; s < steps; ++s) {
                picture.step = s;
                const QString name = QStringLiteral("%1-%2-%3-%4.png")
                                         .arg(lesson.section, 2, 10, QLatin1Char('0'))
                                         .arg(alg)
                                         .arg(s + 1, 2, 10, QLatin1Char('0'))
                                         .arg(options.language);
                QString why;
                render::PictureInfo info;
                if (!render::writeStep(picture, dir.filePath(name), &why, &info)) {
                    err << "overlap: " << why << Qt::endl;
                    return false;
                }
                index.append(render::tourEntry(name, picture, info));
                ++written;
            }
        }
    return true;
}

// The tour's compare mode: each pair's usual methods, and every pitfall in the gallery.
bool tourCompare(const Options& options, const QDir& dir, int& written, QTextStream& err) {
    QList<QStringList> layouts;
    for (Pair p : shownPairs()) {
        QStringList methods;
        for (const Algorithm* m : usualMethods(p, false))
            methods << QString::fromUtf8(m->id.data(), qsizetype(m->id.size()));
        layouts << methods;
    }
    const QList<lessons::PitfallNote> notes = notesOrDie(err);
    QString why;
    for (const QStringList& methods : layouts) {
        const QString name =
            QStringLiteral("compare-%1.png").arg(methods.front().section(QLatin1Char('.'), 0, 0));
        compare::ComparePicture picture{methods, options.size, notes,
                                        compare::OverlayKind::Regions};
        if (!compare::writeCompare(picture, dir.filePath(name), &why)) {
            err << "overlap: " << why << Qt::endl;
            return false;
        }
        ++written;
    }
    for (const auto& note : notes) {
        const QString name = QStringLiteral("pitfall-%1-%2.png")
                                 .arg(note.id.section(QLatin1Char('.'), 1), options.language);
        if (!compare::writeGallery({note.id, options.language, options.size, notes},
                                   dir.filePath(name), &why)) {
            err << "overlap: " << why << Qt::endl;
            return false;
        }
        ++written;
    }
    return true;
}

} // namespace

int renderPicture(const Options& options, QTextStream& err) {
    if (!options.out) {
        err << "overlap: --render needs --out FILE.png or FILE.svg" << Qt::endl;
        return 2;
    }
    switch (options.render->kind) {
    case RenderRequest::Kind::Pitfall:
        return renderPitfall(options, err);
    case RenderRequest::Kind::Compare:
        return renderCompare(options, err);
    case RenderRequest::Kind::Step:
    case RenderRequest::Kind::Intro:
        break;
    }
    return renderLesson(options, err);
}

int writeTour(const Options& options, QTextStream& out, QTextStream& err) {
    const QList<lessons::Lesson> lessons = lessonsOrDie(err);
    const QDir dir(*options.tour);
    if (!QDir().mkpath(dir.path())) {
        err << "overlap: cannot create " << dir.path() << Qt::endl;
        return 1;
    }
    int written = 0;
    QJsonArray index; // what each lesson picture shows, for checking it without looking
    if (!tourLessons(options, lessons, dir, index, written, err) ||
        !tourCompare(options, dir, written, err))
        return 1;
    QString why;
    if (!render::writeTourIndex(dir.filePath(QStringLiteral("index.json")), index, &why)) {
        err << "overlap: " << why << Qt::endl;
        return 1;
    }
    out << "overlap: wrote " << written << " pictures to " << dir.absolutePath() << Qt::endl;
    return 0;
}

int printGlossary(const Options& options, QTextStream& err) {
    const QList<lessons::GlossaryEntry> entries = lessons::glossary(lessonsOrDie(err));
    QByteArray text;
    if (options.json) {
        text = lessons::glossaryJson(entries);
    } else {
        const QString lang = options.language;
        for (const lessons::GlossaryEntry& e : entries) {
            const std::string_view meaning = lang == QLatin1String("zh") ? e.info->zh : e.info->en;
            text += (lessons::glossaryGlyph(*e.info, lang) + QLatin1Char('\t') +
                     QString::fromUtf8(meaning.data(), qsizetype(meaning.size())) +
                     QLatin1Char('\t') + e.lessons.join(QStringLiteral(", ")) + QLatin1Char('\n'))
                        .toUtf8();
        }
    }
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly) || out.write(text) != text.size() || !out.flush()) {
        err << "overlap: cannot write the glossary: " << out.errorString() << Qt::endl;
        return 4;
    }
    return 0;
}

int takeScreenshot(const Options& options, QTextStream& err) {
    QString why;
    if (!window::writeWindowPicture(options.window, lessonsOrDie(err), notesOrDie(err),
                                    *options.screenshot, &why))
        return failed(why, err);
    return 0;
}

int writeFrames(const Options& options, QTextStream& out, QTextStream& err) {
    const QList<lessons::Lesson> lessons = lessonsOrDie(err);
    const int index = lessons::lessonIndex(lessons, options.framesLesson);
    if (index < 0) {
        err << "overlap: no lesson " << options.framesLesson << Qt::endl;
        return 2;
    }
    const lessons::Lesson* lesson = &lessons[index];
    if (!knownMethod(*lesson, options, err))
        return 2;
    const QDir dir(*options.frames);
    if (!QDir().mkpath(dir.path())) {
        err << "overlap: cannot create " << dir.path() << Qt::endl;
        return 1;
    }
    render::StepPicture picture{lesson, options.algorithm.value_or(QString()), 0, options.language,
                                options.size};
    // Each step held for a second, then its motion into the next at the rate asked for,
    // as long as the player plays it.
    const std::vector<double> seconds = render::motionSeconds(picture);
    const int hold = options.fps;
    int written = 0;
    const auto write = [&](int step, double fraction) {
        picture.step = step;
        picture.fraction = fraction;
        const QString name =
            dir.filePath(QStringLiteral("frame-%1.png").arg(written + 1, 4, 10, QLatin1Char('0')));
        QString why;
        if (!render::writeStep(picture, name, &why)) {
            err << "overlap: " << why << Qt::endl;
            return false;
        }
        ++written;
        return true;
    };
    for (int s = 0; s < int(seconds.size()); ++s) {
        for (int i = 0; i < hold; ++i)
            if (!write(s, 0))
                return 1;
        if (s + 1 >= int(seconds.size()) || seconds[std::size_t(s + 1)] <= 0)
            continue;
        const int n = std::max(2, int(std::lround(options.fps * seconds[std::size_t(s + 1)])));
        for (int i = 1; i < n; ++i)
            if (!write(s, double(i) / n))
                return 1;
    }
    out << "overlap: wrote " << written << " frames of " << lesson->id << " to "
        << dir.absolutePath() << Qt::endl;
    return 0;
}

} // namespace overlap::launch

// Pictures of lesson steps: every step of every lesson renders in both languages without
// an error or a Qt warning; consecutive steps differ; the verdict badge has the verdict's
// colour.

#include "app/lessons/lesson_loader.h"
#include "app/render/step_render.h"
#include "core/algorithms.h"
#include "overlap_test_paths.h"

#include <QApplication>
#include <QtTest>

namespace tst_render {

using namespace overlap;

namespace {

QStringList g_warnings;
void recordWarnings(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings << message;
}

QList<lessons::Lesson> loadAll() {
    auto loaded = lessons::loadLessons(QStringLiteral(OVERLAP_LESSONS_DIR));
    if (auto* why = std::get_if<QString>(&loaded))
        qFatal("%s", qPrintable(*why));
    return std::get<QList<lessons::Lesson>>(loaded);
}

// How many pixels differ between two pictures of the same size.
int differingPixels(const QImage& a, const QImage& b) {
    int n = 0;
    for (int y = 0; y < a.height(); y += 2)
        for (int x = 0; x < a.width(); x += 2)
            n += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
    return n;
}

} // namespace

class TestRender : public QObject {
    Q_OBJECT
  private slots:
    void everyStepInBothLanguages() {
        g_warnings.clear();
        qInstallMessageHandler(recordWarnings);
        int pictures = 0;
        for (const lessons::Lesson& l : loadAll())
            for (const QString& alg : l.algorithms)
                for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
                    render::StepPicture p{&l, alg, 0, lang, QSize(600, 400)};
                    const int steps = render::stepCount(p);
                    QVERIFY(steps >= 3);
                    QImage previous;
                    for (int s = 0; s < steps; ++s) {
                        p.step = s;
                        QString why;
                        const QImage image = render::renderStep(p, &why);
                        QVERIFY2(!image.isNull(), qPrintable(why));
                        // Each step adds or emphasises something: the picture changes.
                        if (!previous.isNull())
                            QVERIFY2(differingPixels(previous, image) > 20,
                                     qPrintable(QStringLiteral("%1 %2 step %3 looks like step %4")
                                                    .arg(l.id, alg)
                                                    .arg(s + 1)
                                                    .arg(s)));
                        previous = image;
                        ++pictures;
                    }
                }
        qInstallMessageHandler(nullptr);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(QLatin1Char('\n'))));
        QVERIFY(pictures > 100);
    }

    // The badge at the top right on the last step is green for overlap, blue for apart.
    void verdictBadgeColour() {
        for (const lessons::Lesson& l : loadAll()) {
            const QString alg = l.algorithms.first();
            render::StepPicture p{&l, alg, 1000, QStringLiteral("en"), QSize(600, 400)};
            QString why;
            const QImage image = render::renderStep(p, &why);
            QVERIFY2(!image.isNull(), qPrintable(why));
            Trace trace;
            const Outcome out = runAlgorithm(*findAlgorithm(alg.toStdString()), l.a, l.b,
                                             Touching::Counts, &trace, l.motion);
            const bool touching = trace.verdictClass == VerdictClass::Touching;
            const QColor badge = image.pixelColor(600 - 20 - 4, 20 + 10);
            const QByteArray what = l.id.toUtf8();
            if (touching)
                QVERIFY2(badge.red() > badge.blue(), what.constData());
            else if (out.result.overlap)
                QVERIFY2(badge.green() > badge.red() && badge.green() > badge.blue(),
                         what.constData());
            else
                QVERIFY2(badge.blue() > badge.red() && badge.blue() > badge.green(),
                         what.constData());
        }
    }

    void badRequestsAreErrors() {
        const QList<lessons::Lesson> all = loadAll();
        render::StepPicture p{&all.first(), QStringLiteral("circle-rect.clamp"), 0,
                              QStringLiteral("en"), QSize(600, 400)};
        QString why;
        if (!all.first().algorithms.contains(p.algorithm)) {
            QVERIFY(render::renderStep(p, &why).isNull());
            QVERIFY(why.contains(QStringLiteral("no algorithm")));
        }
        p.algorithm.clear();
        p.language = QStringLiteral("fr");
        QVERIFY(render::renderStep(p, &why).isNull());
        QVERIFY(why.contains(QStringLiteral("no narration")));
    }

    void writesPngAndSvg() {
        const QList<lessons::Lesson> all = loadAll();
        const render::StepPicture p{&all.first(), {}, 2, QStringLiteral("zh"), QSize(640, 480)};
        QTemporaryDir dir;
        QString why;
        QVERIFY2(render::writeStep(p, dir.filePath(QStringLiteral("a.png")), &why),
                 qPrintable(why));
        QImage png(dir.filePath(QStringLiteral("a.png")));
        QCOMPARE(png.size(), QSize(640, 480));
        QVERIFY2(render::writeStep(p, dir.filePath(QStringLiteral("a.svg")), &why),
                 qPrintable(why));
        QFile svg(dir.filePath(QStringLiteral("a.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray text = svg.readAll();
        QVERIFY(text.startsWith("<?xml") && text.contains("<svg"));
        QVERIFY(text.contains(all.first().title.value(QStringLiteral("zh")).toUtf8()));
    }

    // A picture that cannot be written is an error with its reason, and nothing half
    // written is left where it was to go.
    void unwritablePicturesAreErrors() {
        const QList<lessons::Lesson> all = loadAll();
        const render::StepPicture p{&all.first(), {}, 1, QStringLiteral("en"), QSize(320, 200)};
        QTemporaryDir dir;
        QString why;
        QVERIFY(!render::writeStep(p, dir.filePath(QStringLiteral("a.txt")), &why));
        QVERIFY2(why.contains(QStringLiteral(".png or .svg")), qPrintable(why));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("a.txt"))));
        QVERIFY(!render::writeStep(p, dir.filePath(QStringLiteral("no/such/a.png")), &why));
        QVERIFY2(why.contains(QStringLiteral("No such file or directory")), qPrintable(why));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("a.png")))); // a folder in the way
        QVERIFY(!render::writeStep(p, dir.filePath(QStringLiteral("a.png")), &why));
        QVERIFY2(why.contains(QStringLiteral("folder")), qPrintable(why));
    }
};

} // namespace tst_render

#define OVERLAP_SUBJECT tst_render
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // QGraphicsScene needs the widgets application
    tst_render::TestRender test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_render.moc"

// Issue 12: every view names the same exact class for the same scene, on touches and near
// ties a billionth of a unit or one ulp away, under both policies: the lesson player's
// badge, each compare pane and the agreement bar, and the rendered picture's badge.

#include "app/compare/compare_mode.h"
#include "app/compare/compare_pane.h"
#include "app/lessons/verdict_words.h"
#include "app/model/scenario_model.h"
#include "app/player/lesson_player.h"
#include "app/render/step_render.h"
#include "core/algorithms.h"

#include "support/content.h"
#include "tests/support/tie_scenes.h"

#include <QApplication>
#include <QtTest>

namespace tst_verdict_views {

using namespace overlap;
using namespace overlap::test;

namespace {

// How many pixels of the picture's top-right corner, where the badge is, have this colour.
int badgePixels(const QImage& image, const QColor& colour) {
    int n = 0;
    for (int y = 20; y < 70; ++y)
        for (int x = image.width() - 320; x < image.width(); ++x)
            n += image.pixelColor(x, y).rgb() == colour.rgb();
    return n;
}

const char* policyName(Touching t) {
    return t == Touching::Counts ? "counts" : "separate";
}

} // namespace

class TstVerdictViews : public QObject {
    Q_OBJECT
  private slots:
    void wordsAndColours();
    void everyViewAgreesOnTies();
};

void TstVerdictViews::wordsAndColours() {
    using lessons::verdictLook;
    QCOMPARE(verdictLook(VerdictClass::Touching, Touching::Counts, "en").words,
             QStringLiteral("touching (counts as overlap)"));
    QCOMPARE(verdictLook(VerdictClass::Touching, Touching::Separate, "zh").words,
             QStringLiteral("接触（算作分离）"));
    QCOMPARE(verdictLook(VerdictClass::Overlap, Touching::Separate, "zh").words,
             QStringLiteral("重叠"));
    QCOMPARE(verdictLook(VerdictClass::Apart, Touching::Counts, "en").words,
             QStringLiteral("apart"));
    // Three different colours, one for each class, whatever the policy.
    const QString t = verdictLook(VerdictClass::Touching, Touching::Counts, "en").colour;
    QCOMPARE(verdictLook(VerdictClass::Touching, Touching::Separate, "zh").colour, t);
    QVERIFY(t != verdictLook(VerdictClass::Overlap, Touching::Counts, "en").colour);
    QVERIFY(t != verdictLook(VerdictClass::Apart, Touching::Counts, "en").colour);
}

void TstVerdictViews::everyViewAgreesOnTies() {
    const QList<lessons::Lesson> lessons = test::allLessons();
    model::ScenarioModel model;
    player::LessonPlayer player(&model);
    compare::CompareMode compare;
    int checked = 0;
    for (const lessons::Lesson& lesson : lessons)
        for (const QString& id : lesson.algorithms) {
            const Algorithm* alg = findAlgorithm(id.toStdString());
            if (!alg->swept.empty())
                continue; // a moving method has no compare pane yet; tst_tie_narration has it
            player.setLesson(&lesson);
            player.setAlgorithm(id);
            for (const TieScene& s : tieScenes()) {
                if (!runAlgorithm(*alg, s.a, s.b, Touching::Counts).ok())
                    continue;
                for (Touching t : {Touching::Counts, Touching::Separate}) {
                    const QByteArray what =
                        QByteArray(s.name) + " " + id.toUtf8() + " " + policyName(t);
                    // The player: its badge at the last (deciding) step, in both languages.
                    model.setShapes(s.a, s.b);
                    model.setTouching(t);
                    player.last();
                    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
                        player.setLanguage(lang);
                        const QString words = lessons::verdictLook(s.expected, t, lang).words;
                        QVERIFY2(player.verdictText().startsWith(words),
                                 qPrintable(what + " player: " + player.verdictText()));
                        // "overlap" must not be read as the start of "touching (counts as
                        // overlap)".
                        QVERIFY2(player.verdictText().section(QStringLiteral(" · "), 0, 0) == words,
                                 qPrintable(what + " player: " + player.verdictText()));
                    }
                    player.setLanguage(QStringLiteral("en"));
                    // The compare panes (two of the pair's methods, this one first) and bar.
                    compare.setScenario({s.a, s.b, t});
                    compare.setMethods({id});
                    compare.last();
                    const QString words = lessons::verdictLook(s.expected, t, "en").words;
                    QCOMPARE(compare.panes().front()->method(), id);
                    QVERIFY2(compare.panes().front()->verdictText() == words,
                             qPrintable(what + " pane: " + compare.panes().front()->verdictText()));
                    if (compare.panesAgree())
                        QVERIFY2(compare.agreementText().endsWith(words),
                                 qPrintable(what + " bar: " + compare.agreementText()));
                    // The picture's badge has the class's colour and no other class's.
                    render::StepPicture picture;
                    picture.lesson = &lesson;
                    picture.algorithm = id;
                    picture.step = 1000; // clamped to the deciding, last step
                    picture.touching = t;
                    picture.size = QSize(900, 600);
                    picture.shapes = std::pair{s.a, s.b};
                    QString error;
                    const QImage image = render::renderStep(picture, &error);
                    QVERIFY2(!image.isNull(), qPrintable(error));
                    for (VerdictClass c :
                         {VerdictClass::Apart, VerdictClass::Touching, VerdictClass::Overlap}) {
                        const int n =
                            badgePixels(image, QColor(lessons::verdictLook(c, t, "en").colour));
                        QVERIFY2((n > 200) == (c == s.expected),
                                 qPrintable(what + " picture " + verdictClassName(c).data() + ": " +
                                            QString::number(n)));
                    }
                    ++checked;
                }
            }
        }
    QVERIFY(checked > 200);
}

} // namespace tst_verdict_views

#define OVERLAP_SUBJECT tst_verdict_views
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_verdict_views::TstVerdictViews test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_verdict_views.moc"

// The tour's pictures, checked without looking: in both languages, for every step of every
// lesson, no two pieces of text (names, values, numbers along the edges, legend) overlap;
// the legend lists exactly the roles drawn up to the step, and neither shape lies under
// it; the subtitle names the method and the step by their titles; a Chinese picture shows
// no English word. And index.json holds one such entry per picture.

#include "app/i18n/language.h"
#include "app/i18n/method_titles.h"
#include "app/lessons/lesson_loader.h"
#include "app/lessons/narration.h"
#include "app/render/step_render.h"
#include "app/render/tour_index.h"
#include "app/scene/label_placer.h"
#include "app/scene/role_style.h"
#include "app/scene/role_table.h"
#include "app/scene/symbol_text.h"
#include "core/algorithms.h"
#include "overlap_test_paths.h"

#include <QApplication>
#include <QColor>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_tour_index {

using namespace overlap;

namespace {

QList<lessons::Lesson> loadAll() {
    auto loaded = lessons::loadLessons(QStringLiteral(OVERLAP_LESSONS_DIR));
    if (auto* why = std::get_if<QString>(&loaded))
        qFatal("%s", qPrintable(*why));
    return std::get<QList<lessons::Lesson>>(loaded);
}

// An English word among a label's Latin letters: a run of 3 or more letters with a vowel
// that is not all capitals. Symbols pass: "Nx", "r²", "d2", "AB", "lx", "C'".
QString englishWordIn(const QString& text) {
    // Identifiers the narration also uses are not words: right1, minA, cross(AB, AO), and
    // a member as the code listings write it, b.left.
    static const QRegularExpression run(QStringLiteral("(?<![A-Za-z.])[A-Za-z]{3,}+(?![0-9(])"));
    static const QRegularExpression camel(QStringLiteral("[a-z][A-Z]"));
    for (auto it = run.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured();
        if (w != w.toUpper() && !w.contains(camel) &&
            w.contains(QRegularExpression(QStringLiteral("[aeiouyAEIOUY]"))))
            return w;
    }
    return {};
}

// The roles a run draws up to a step, from the trace itself.
QList<Role> rolesUpTo(const lessons::Lesson& l, const QString& alg, int step) {
    Trace trace;
    runAlgorithm(*findAlgorithm(alg.toStdString()), l.a, l.b, Touching::Counts, &trace, l.motion);
    QSet<Role> roles;
    for (int i = 0; i <= step && i < int(trace.steps.size()); ++i)
        for (const Primitive& p : trace.steps[i].primitives)
            if (shownAt(trace, i, step, p) && p.kind != PrimitiveKind::Label) // words, not marks
                roles.insert(p.role);
    QList<Role> sorted; // as the legend lists them
    for (Role r : scene::rolesInLegendOrder())
        if (roles.contains(r))
            sorted << r;
    return sorted;
}

// The id of a run's step, on the lesson's own scene.
// A shape's box in the plane, from its own numbers (not from what a trace draws of it).
QRectF boxOf(const Shape& shape) {
    return std::visit(
        [](const auto& s) -> QRectF {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, Circle>) {
                return QRectF(s.c.x - s.r, s.c.y - s.r, 2 * s.r, 2 * s.r);
            } else if constexpr (std::is_same_v<S, Rect>) {
                return QRectF(QPointF(s.min.x, s.min.y), QPointF(s.max.x, s.max.y));
            } else {
                const double w = std::abs(s.axis.x) * s.half.x + std::abs(s.axis.y) * s.half.y;
                const double h = std::abs(s.axis.y) * s.half.x + std::abs(s.axis.x) * s.half.y;
                return QRectF(s.c.x - w, s.c.y - h, 2 * w, 2 * h);
            }
        },
        shape);
}

QString stepIdOf(const lessons::Lesson& l, const QString& alg, int step) {
    Trace trace;
    runAlgorithm(*findAlgorithm(alg.toStdString()), l.a, l.b, Touching::Counts, &trace, l.motion);
    return QString::fromStdString(trace.steps.at(std::size_t(step)).id);
}

} // namespace

class TestTourIndex : public QObject {
    Q_OBJECT
  private slots:
    void everyPictureReadsCleanly() {
        int pictures = 0;
        for (const lessons::Lesson& l : loadAll())
            for (const QString& alg : l.algorithms)
                for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
                    // The method's title comes from the translations, as for --tour.
                    i18n::setLanguage(lang);
                    render::StepPicture p{&l, alg, 0, lang, QSize(1200, 800)};
                    const int steps = render::stepCount(p);
                    for (int s = 0; s < steps; ++s) {
                        p.step = s;
                        QString why;
                        render::PictureInfo info;
                        QVERIFY2(!render::renderStep(p, &why, &info).isNull(), qPrintable(why));
                        const QString where =
                            QStringLiteral("%1 %2 step %3 %4").arg(l.id, alg).arg(s + 1).arg(lang);
                        QList<QRectF> boxes;
                        for (const auto& label : info.labels)
                            boxes << label.box;
                        const auto [i, j] = scene::firstOverlap(boxes);
                        QVERIFY2(i < 0, qPrintable(QStringLiteral("%1: '%2' overlaps '%3'")
                                                       .arg(where, info.labels.value(i).text,
                                                            info.labels.value(j).text)));
                        QVERIFY2(info.labels.size() > 4, qPrintable(where)); // numbers at least
                        // Neither shape lies under the legend.
                        for (const Shape* shape : {&l.a, &l.b})
                            QVERIFY2(
                                !info.toPixels.mapRect(boxOf(*shape)).intersects(info.legendBox),
                                qPrintable(where + QStringLiteral(": a shape under the legend")));
                        const QList<Role> drawn = rolesUpTo(l, alg, s);
                        QVERIFY2(info.roles == drawn, qPrintable(where));
                        QVERIFY2(scene::rolesOf(info.legend) == drawn, qPrintable(where));
                        // The legend shows each role in every shape colour the scene drew it
                        // in, at the strength of its strongest drawing, and nothing else.
                        QList<scene::LegendSample> shown;
                        for (const scene::LegendEntry& e : info.legend)
                            shown << e.samples;
                        for (const scene::LegendSample& d : info.drawn) {
                            const bool strong = info.drawn.contains(scene::LegendSample{
                                d.role, d.owner, scene::Emphasis::Current, d.form});
                            // As drawn: a patch where the role fills an area, a dot for
                            // points alone, else a stroke.
                            const scene::LegendSample expected{d.role, d.owner,
                                                               strong ? scene::Emphasis::Current
                                                                      : scene::Emphasis::Earlier,
                                                               d.form};
                            QVERIFY2(shown.count(expected) == 1,
                                     qPrintable(where + QStringLiteral(": role ") +
                                                scene::roleId(d.role)));
                        }
                        for (const scene::LegendSample& sample : shown)
                            QVERIFY2(info.drawn.contains(sample), qPrintable(where));
                        // Numbers belong to what the step is about, and a few of them only;
                        // whatever the narration names is drawn.
                        int values = 0;
                        for (const auto& label : info.labels)
                            if (label.value) {
                                ++values;
                                QVERIFY2(info.focus.contains(label.symbol) ||
                                             label.symbol == Symbol::None,
                                         qPrintable(where + QStringLiteral(": ") + label.text));
                            }
                        QVERIFY2(values <= 6,
                                 qPrintable(where + QStringLiteral(": %1 numbers").arg(values)));
                        // ... and carries its name there, so a name the text reads is found.
                        QSet<Symbol> labelled{Symbol::ShapeA, Symbol::ShapeB};
                        for (const auto& label : info.labels)
                            labelled.insert(label.symbol);
                        for (Symbol named : info.namedSymbols) {
                            QVERIFY2(info.drawnSymbols.contains(named),
                                     qPrintable(where + QStringLiteral(": names ") +
                                                scene::symbolId(named) +
                                                QStringLiteral(", not drawn")));
                            QVERIFY2(labelled.contains(named),
                                     qPrintable(where + QStringLiteral(": names ") +
                                                scene::symbolId(named) +
                                                QStringLiteral(", not labelled")));
                        }
                        // The subtitle names the method and the step in words, not ids.
                        const QString title =
                            lessons::fillSlots(l.stepTitles[alg][stepIdOf(l, alg, s)][lang],
                                               {true, false, false, lang})
                                .text;
                        QVERIFY2(!title.isEmpty() && info.subtitle.endsWith(title) &&
                                     info.subtitle.startsWith(i18n::methodTitle(alg)) &&
                                     !info.subtitle.contains(alg),
                                 qPrintable(where + QStringLiteral(": ") + info.subtitle));
                        if (lang == QLatin1String("zh")) {
                            QVERIFY2(englishWordIn(info.subtitle).isEmpty(),
                                     qPrintable(where + QStringLiteral(": ") + info.subtitle));
                            for (const auto& label : info.labels)
                                QVERIFY2(englishWordIn(label.text).isEmpty(),
                                         qPrintable(where + QStringLiteral(": ") + label.text));
                        }
                        ++pictures;
                    }
                }
        QVERIFY(pictures > 100);
    }

    // The checker itself: a word is caught, symbols are not.
    void englishWordsAreCaught() {
        QCOMPARE(englishWordIn(QStringLiteral("gap x")), QStringLiteral("gap"));
        QCOMPARE(englishWordIn(QStringLiteral("间隙 x = 2")), QString());
        QCOMPARE(englishWordIn(QStringLiteral("wide rect")), QStringLiteral("wide"));
        for (const char* symbol : {"Nx", "r²", "d2", "AB", "lx", "C'", "|p|", "x.右", "right1 = 9",
                                   "minA = -2", "cross(AB, AO) = 3", "b.left", "I.width = 4"})
            QCOMPARE(englishWordIn(QString::fromUtf8(symbol)), QString());
    }

    // index.json: one object per picture with the fields a tool reads.
    // A moved copy of a shape (lesson 7's b′) is named on its own outline, not in its
    // middle, where m is named, nor on the shape it copies.
    void aMovedCopyIsNamedOnItsOwnOutline() {
        const QList<lessons::Lesson> all = loadAll();
        const auto lesson = std::find_if(all.begin(), all.end(), [](const lessons::Lesson& l) {
            return l.id == QLatin1String("circle-rotated-rect");
        });
        QVERIFY(lesson != all.end());
        const QString alg = lesson->algorithms.front();
        Trace trace;
        runAlgorithm(*findAlgorithm(alg.toStdString()), lesson->a, lesson->b, Touching::Counts,
                     &trace, lesson->motion);
        int checked = 0;
        for (int s = 0; s < int(trace.steps.size()); ++s) {
            const auto ghost = std::find_if(
                trace.steps[s].primitives.begin(), trace.steps[s].primitives.end(),
                [](const Primitive& p) {
                    return p.symbol == Symbol::TurnedRect && p.kind == PrimitiveKind::Polygon;
                });
            if (ghost == trace.steps[s].primitives.end())
                continue;
            render::StepPicture p{&*lesson, alg, s, QStringLiteral("en"), QSize(1200, 800)};
            QString why;
            render::PictureInfo info;
            QVERIFY2(!render::renderStep(p, &why, &info).isNull(), qPrintable(why));
            QPolygonF outline;
            for (Vec2 v : ghost->points)
                outline << info.toPixels.map(QPointF(v.x, v.y));
            const auto name = std::find_if(
                info.labels.begin(), info.labels.end(),
                [](const render::PictureInfo::Label& l) { return l.symbol == Symbol::TurnedRect; });
            QVERIFY2(name != info.labels.end(), "b′ is named where it is drawn");
            double nearest = 1e9;
            for (int k = 0; k < outline.size(); ++k) {
                const QLineF edge(outline[k], outline[(k + 1) % outline.size()]);
                for (QPointF corner :
                     {name->box.topLeft(), name->box.topRight(), name->box.bottomLeft(),
                      name->box.bottomRight(), name->box.center()}) {
                    const QPointF d = edge.p2() - edge.p1();
                    const double t = std::clamp(QPointF::dotProduct(corner - edge.p1(), d) /
                                                    QPointF::dotProduct(d, d),
                                                0.0, 1.0);
                    nearest = std::min(nearest, QLineF(corner, edge.p1() + t * d).length());
                }
            }
            QVERIFY2(nearest <= 12, qPrintable(QStringLiteral("step %1: b′'s name is %2 px "
                                                              "from its outline")
                                                   .arg(s + 1)
                                                   .arg(nearest)));
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void indexEntryRoundTrips() {
        const QList<lessons::Lesson> all = loadAll();
        render::StepPicture p{&all.first(), QString(), 1, QStringLiteral("zh"), QSize(600, 400)};
        QString why;
        render::PictureInfo info;
        QVERIFY(!render::renderStep(p, &why, &info).isNull());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("index.json"));
        QVERIFY2(render::writeTourIndex(file, {render::tourEntry(QStringLiteral("x.png"), p, info)},
                                        &why),
                 qPrintable(why));
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QJsonArray array = QJsonDocument::fromJson(in.readAll()).array();
        QCOMPARE(array.size(), 1);
        const QJsonObject e = array.first().toObject();
        QCOMPARE(e.value("file").toString(), QStringLiteral("x.png"));
        QCOMPARE(e.value("lesson").toString(), all.first().id);
        QCOMPARE(e.value("method").toString(), all.first().algorithms.first());
        QCOMPARE(e.value("step").toInt(), 1);
        QCOMPARE(e.value("lang").toString(), QStringLiteral("zh"));
        QCOMPARE(e.value("subtitle").toString(), info.subtitle);
        QCOMPARE(e.value("labels").toArray().size(), info.labels.size());
        const QJsonObject first = e.value("labels").toArray().first().toObject();
        QCOMPARE(first.value("w").toDouble(), info.labels.first().box.width());
        QVERIFY(e.value("roles").toArray().contains(QStringLiteral("subject")));
        // Symbols by their ids: what the step is about, names and draws; each label's own.
        QCOMPARE(e.value("drawn").toArray().size(), info.drawnSymbols.size());
        QVERIFY(e.value("drawn").toArray().contains(QStringLiteral("shape.a")));
        QCOMPARE(e.value("focus").toArray().size(), info.focus.size());
        QVERIFY(e.value("named").isArray());
        bool symbolLabel = false;
        for (const QJsonValue& v : e.value("labels").toArray()) {
            const QJsonObject l = v.toObject();
            QVERIFY(l.value("value").isBool());
            QVERIFY(l.value("symbol").isNull() ||
                    symbolById(l.value("symbol").toString().toStdString()));
            symbolLabel |= l.value("symbol").isString();
        }
        QVERIFY(symbolLabel);
        // The legend is its samples as drawn: role, shape colour, pen and brush.
        const QJsonArray legend = e.value("legend").toArray();
        QVERIFY(!legend.isEmpty());
        QSet<QString> legendRoles;
        for (const QJsonValue& v : legend) {
            const QJsonObject sample = v.toObject();
            legendRoles.insert(sample.value("role").toString());
            const QJsonObject pen = sample.value("pen").toObject();
            QVERIFY(QColor::isValidColorName(pen.value("colour").toString()));
            QVERIFY(pen.value("width").toDouble() > 0);
            QVERIFY(!pen.value("dash").toString().isEmpty());
            QVERIFY(sample.value("brush").isNull() ||
                    QColor::isValidColorName(sample.value("brush").toString()));
        }
        QSet<QString> roles;
        for (const QJsonValue& v : e.value("roles").toArray())
            roles.insert(v.toString());
        QCOMPARE(legendRoles, roles);
        // A directory that cannot hold it is an error, not a silent loss.
        QVERIFY(
            !render::writeTourIndex(dir.filePath(QStringLiteral("no/such/index.json")), {}, &why));
    }
};

} // namespace tst_tour_index

#define OVERLAP_SUBJECT tst_tour_index
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    tst_tour_index::TestTourIndex test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_tour_index.moc"

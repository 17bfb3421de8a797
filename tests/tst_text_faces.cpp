// Chinese text is drawn in the Simplified Chinese face (full-width punctuation at the bottom
// left of its cell, not centred as the Japanese face draws it), in the window, in the code
// listings and in the pictures; Latin text keeps its Latin face, and back in English no
// CJK face is left.

#include "app/i18n/language.h"
#include "app/i18n/text_faces.h"
#include "app/player/code_panel.h"
#include "app/scene/trace_scene.h"

#include <QApplication>
#include <QGlyphRun>
#include <QLabel>
#include <QRawFont>
#include <QTextLayout>
#include <QtTest>

namespace tst_text_faces {

using namespace overlap;

namespace {

const QString kChinese = QString::fromLatin1(i18n::kChineseFace);

// The faces that draw `text` in `font`, as the text layout really picks them.
QStringList facesDrawing(const QString& text, const QFont& font) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    QStringList faces;
    for (const QGlyphRun& run : layout.glyphRuns())
        faces << run.rawFont().familyName();
    faces.removeDuplicates();
    return faces;
}

// Han characters and full-width punctuation only.
const QString kHan = QStringLiteral("圆心：钳制；接触，");

bool isCjkFace(const QString& face) {
    return face.contains(QLatin1String("CJK"), Qt::CaseInsensitive);
}

} // namespace

class TestTextFaces : public QObject {
    Q_OBJECT
  private slots:
    void init() {
        i18n::setLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents(); // the application's font change reaches widgets
    }

    // What the rule gives, with no window: Chinese in SC, Latin not in a CJK face.
    void theRuleChoosesTheSimplifiedFace() {
        for (const QFont& latin : {QFont(QStringLiteral("Noto Sans")), QApplication::font(),
                                   QFont(QStringLiteral("Monospace"))}) {
            const QFont zh = i18n::withLanguageFaces(latin, QStringLiteral("zh"));
            QCOMPARE(facesDrawing(kHan, zh), QStringList{kChinese});
            const QStringList latinFaces = facesDrawing(QStringLiteral("Ab"), zh);
            QCOMPARE(latinFaces.size(), 1);
            QVERIFY2(!isCjkFace(latinFaces.first()), qPrintable(latinFaces.first()));
            // Taken out again for English.
            const QFont en = i18n::withLanguageFaces(zh, QStringLiteral("en"));
            QVERIFY(!en.families().contains(kChinese));
            QCOMPARE(facesDrawing(QStringLiteral("Ab"), en), latinFaces);
        }
        QCOMPARE(facesDrawing(kHan, i18n::drawingFont(QStringLiteral("zh"))),
                 QStringList{kChinese});
    }

    // The window's widgets, a code listing and a scene follow the language both ways.
    void everySurfaceFollowsTheLanguage() {
        QWidget window;
        auto* label = new QLabel(kHan, &window);
        QFont bigger = label->font(); // as the player's titles do
        bigger.setPointSizeF(bigger.pointSizeF() * 1.4);
        label->setFont(bigger);
        auto* code = new player::CodePanel(&window);
        scene::TraceScene scene;
        window.show();

        i18n::setLanguage(QStringLiteral("zh"));
        scene.setLanguage(QStringLiteral("zh"));
        QCoreApplication::processEvents();
        for (const QFont& f : {QApplication::font(), label->font(), code->font(), scene.font()})
            QCOMPARE(facesDrawing(kHan, f), QStringList{kChinese});
        QCOMPARE(label->font().pointSizeF(), bigger.pointSizeF());
        // The code keeps its monospace face for the code itself.
        const QStringList codeFaces = facesDrawing(QStringLiteral("int x;"), code->font());
        QVERIFY2(!isCjkFace(codeFaces.value(0)), qPrintable(codeFaces.join(',')));

        i18n::setLanguage(QStringLiteral("en"));
        scene.setLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        for (const QFont& f : {QApplication::font(), label->font(), code->font(), scene.font()}) {
            QVERIFY2(!f.families().contains(kChinese), qPrintable(f.families().join(',')));
            for (const QString& face : facesDrawing(QStringLiteral("Ab"), f))
                QVERIFY2(!isCjkFace(face), qPrintable(face));
        }
    }
};

} // namespace tst_text_faces

#define OVERLAP_SUBJECT tst_text_faces
#include "tests/support/subject_main.h"
int main(int argc, char** argv) {
    QApplication app(argc, argv);
    tst_text_faces::TestTextFaces t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_text_faces.moc"

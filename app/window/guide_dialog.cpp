#include "app/window/guide_dialog.h"

#include "app/i18n/language.h"
#include "app/lessons/verdict_words.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace overlap::window {

namespace {

// A verdict badge as the player draws it, in the look it takes from lessons::verdictLook.
QString badge(const lessons::VerdictLook& look) {
    return QStringLiteral("<span style='background:%1; color:%2; font-weight:bold'>"
                          "&nbsp;%3&nbsp;</span>")
        .arg(look.colour, look.ink, look.words.toHtmlEscaped());
}

} // namespace

GuideDialog::GuideDialog(QWidget* parent) : QDialog(parent), text_(new QTextBrowser(this)) {
    text_->setOpenLinks(false);
    QFont f = text_->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    text_->setFont(f);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text_, 1);
    layout->addWidget(buttons);
    resize(720, 760);
    i18n::onLanguage(this, [this] {
        setWindowTitle(tr("Overlap guide"));
        text_->setAccessibleName(tr("Guide"));
        const auto h = [](const QString& s) { return QStringLiteral("<h3>%1</h3>").arg(s); };
        const auto p = [](const QString& s) { return QStringLiteral("<p>%1</p>").arg(s); };
        const auto li = [](const QStringList& items) {
            return QStringLiteral("<ul><li>%1</li></ul>")
                .arg(items.join(QStringLiteral("</li><li>")));
        };
        QString html;
        html += QStringLiteral("<h2>%1</h2>").arg(tr("Overlap guide"));
        html += p(tr("Overlap shows how a program decides whether two shapes overlap, one step "
                     "of the construction at a time. The window has three tabs: "
                     "<b>Lessons</b> (Ctrl+1), <b>Compare</b> (Ctrl+2) and <b>Pitfalls</b> "
                     "(Ctrl+3)."));
        html += h(tr("Lessons and their steps"));
        html += li({tr("Pick a lesson in the list on the left; below it are the exact values "
                       "of both shapes, which you can type into."),
                    tr("Each lesson opens on its <b>introduction</b> beside the figure: why "
                       "the method works, its traps, and what to try. <b>Start</b> or → "
                       "begins; <b>I</b> or the Introduction button brings it back."),
                    tr("The figure shows the construction up to the current step; beside it "
                       "the method's code with the step's lines lit, below it the narration "
                       "with the live values."),
                    tr("→ and ← step, Home and End jump to the first and last step, Space "
                       "plays or pauses, and the timeline drags through the steps. A lesson "
                       "with several methods has a list of them above the figure.")});
        html += h(tr("Handles and keys"));
        html += li({tr("Drag a shape's body to move it, a rect's corners and edges to resize "
                       "it, a circle's rim to change its radius, and the round knob to turn "
                       "a rotated rect (hold Shift for 15° steps)."),
                    tr("Handles snap to whole units; G turns snapping off or on, and Alt "
                       "frees a single drag."),
                    tr("Click a shape, then the arrow keys nudge it by 1 (Shift: by 10); Esc "
                       "lets ← and → step again."),
                    tr("The wheel or Ctrl + and Ctrl − zoom, a middle or right drag pans, F "
                       "fits the figure to the view."),
                    tr("Ctrl+Z undoes a change to the shapes, Ctrl+Shift+Z redoes it; Ctrl+R "
                       "resets the lesson's shapes.")});
        html += h(tr("The verdict badge"));
        html += p(tr("Top right, the badge gives the method's answer once the step that "
                     "decides it is reached:"));
        const QString language = i18n::currentLanguage();
        const auto look = [&language](VerdictClass c) {
            return lessons::verdictLook(c, Touching::Counts, language);
        };
        html += li({tr("%1 before the step that decides: step on to it.")
                        .arg(badge(lessons::undecidedLook(language))),
                    tr("%1 the shapes share interior points; the depth says by how much.")
                        .arg(badge(look(VerdictClass::Overlap))),
                    tr("%1 the shapes are separate; the gap says by how much.")
                        .arg(badge(look(VerdictClass::Apart))),
                    tr("%1 exactly on the boundary, gap 0: the touching policy decides "
                       "whether this counts as overlap.")
                        .arg(badge(look(VerdictClass::Touching)))});
        html += h(tr("Policies and conventions"));
        html += li({tr("<b>Touching counts as overlap</b> (T, in Options): shapes that only "
                       "touch count as overlapping (closed shapes) or as apart (open "
                       "shapes)."),
                    tr("<b>y down</b> (Y, in View) draws y growing downwards as on a screen, "
                       "and the words follow: bottom-left becomes top-left and a positive "
                       "turn is clockwise. <b>Angles in radians</b> (Ctrl+Shift+A) writes "
                       "turns in radians. The numbers never change, only the picture and "
                       "the words.")});
        html += h(tr("Compare mode"));
        html += li({tr("Two to four methods side by side on the same shapes; dragging in any "
                       "pane moves the shapes in all of them. Ctrl+Shift+C brings the "
                       "current lesson over."),
                    tr("The step keys step every pane; L links the steps that mean the same "
                       "thing. A bar says whether the methods agree."),
                    tr("R, V and O shade every pane by the method's regions, by its verdict, "
                       "or not at all; the disagreement map paints red where two methods "
                       "disagree."),
                    tr("Ctrl+F finds a scenario where two methods disagree; Ctrl+M measures "
                       "their speed.")});
        html += h(tr("The pitfall gallery"));
        html += p(tr("Six common mistakes (turning by +θ instead of −θ, degrees handed to cos "
                     "and sin, taking cos 90° as 0, the nine regions walked in screen order, "
                     "…), each beside the correct method it gets wrong, on a small "
                     "counterexample, with the disagreement map and a note on what went wrong "
                     "and how to avoid it."));
        html += h(tr("Your method"));
        html += li({tr("Ctrl+4: write function overlaps(a, b) in JavaScript, or load a "
                       "tutorial's method from Examples, for a circle and a rect, two circles "
                       "or two rects."),
                    tr("F5 runs it beside a correct method: its verdict for the shapes, and "
                       "red wherever it is wrong against the exact answer under the touching "
                       "policy. F6 judges it on 2,000 generated cases and puts the first wrong "
                       "one, shrunk, in the scene."),
                    tr("Errors are listed under the code with their lines (click one to go "
                       "there); a script that runs too long is stopped after 0.8 s. Scripts "
                       "have no file, network or process access.")});
        html += h(tr("More"));
        html += li({tr("File: open and save scenarios (Ctrl+O, Ctrl+S), export a picture "
                       "(Ctrl+E)."),
                    tr("View: theme, and presentation mode (F11) with larger text, thicker "
                       "lines and the figure in place of the lesson list (F9 shows the list "
                       "and the shapes' values). Options: touching policy and language."),
                    tr("Help › Keyboard shortcuts (Ctrl+/) lists every key, filterable.")});
        text_->setHtml(html);
    });
}

QString GuideDialog::html() const {
    return text_->toHtml();
}

} // namespace overlap::window

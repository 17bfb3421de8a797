#include "app/window/guide_dialog.h"
#include "app/window/undo_controller.h"

#include "app/i18n/language.h"
#include "app/lessons/verdict_words.h"
#include "app/window/main_window.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace overlap::window {

namespace {

// A verdict badge as the player draws it, in the look it takes from lessons::verdictLook.
QString badge(const lessons::VerdictLook& look) {
    return QStringLiteral("<span style='background:%1; color:%2; font-weight:bold'>"
                          "&nbsp;%3&nbsp;</span>")
        .arg(look.colour, look.ink, look.words.toHtmlEscaped());
}

// The window's menus as they show their entries, each entry with the top-level menu it is
// under. The guide finds an action by its keys (the few without keys by the one beside
// them that has some) and files its sentence under that menu, in the menu's order.
class MenuIndex {
  public:
    explicit MenuIndex(QMenuBar* bar) {
        if (!bar)
            return;
        for (QAction* a : bar->actions())
            if (a->menu()) {
                tops_ << a;
                walk(a->menu(), int(tops_.size()) - 1);
            }
    }
    const QList<QAction*>& tops() const { return tops_; }
    // The action that has `key` among its shortcuts, or null.
    QAction* key(const QKeySequence& key) const {
        if (key.isEmpty())
            return nullptr;
        for (const Entry& e : entries_)
            if (e.action->shortcuts().contains(key))
                return e.action;
        return nullptr;
    }
    // In the menu that holds the action with `key`: its submenu, or its entry without keys.
    QAction* beside(const QKeySequence& key, bool submenu) const {
        const Entry* anchor = find(this->key(key));
        if (!anchor)
            return nullptr;
        for (const Entry& e : entries_)
            if (e.parent == anchor->parent && e.action->shortcuts().isEmpty() &&
                (e.action->menu() != nullptr) == submenu)
                return e.action;
        return nullptr;
    }
    // The entries straight under a submenu.
    QList<QAction*> items(const QAction* submenu) const {
        QList<QAction*> found;
        for (const Entry& e : entries_)
            if (submenu && e.parent == submenu->menu())
                found << e.action;
        return found;
    }
    int top(const QAction* a) const {
        const Entry* e = find(a);
        return e ? e->top : -1;
    }
    int order(const QAction* a) const {
        const Entry* e = find(a);
        return e ? int(e - entries_.data()) : -1;
    }

  private:
    struct Entry {
        QAction* action;
        const QMenu* parent;
        int top;
    };
    void walk(const QMenu* menu, int top) {
        for (QAction* a : menu->actions()) {
            if (a->isSeparator())
                continue;
            entries_.append({a, menu, top});
            if (a->menu())
                walk(a->menu(), top);
        }
    }
    const Entry* find(const QAction* a) const {
        for (const Entry& e : entries_)
            if (e.action == a)
                return &e;
        return nullptr;
    }
    QList<QAction*> tops_;
    QList<Entry> entries_;
};

// "<b>Open…</b> (Ctrl+O)": an action as the guide names it, by its live words and keys.
// `text`, when given, stands for the action's own.
QString name(const QAction* a, const QString& text = {}) {
    if (!a)
        return {};
    // Chinese quotes a name (“关于 Overlap”介绍…), or it runs into the verb after it.
    const QString words =
        GuideDialog::tr("<b>%1</b>", "an action's words in a sentence")
            .arg(GuideDialog::plainWords(text.isEmpty() ? a->text() : text).toHtmlEscaped());
    QStringList keys;
    for (const QKeySequence& k : a->shortcuts())
        keys << k.toString(QKeySequence::NativeText).toHtmlEscaped();
    return keys.isEmpty() ? words
                          : GuideDialog::tr("%1 (%2)", "an action, then its keys")
                                .arg(words, keys.join(GuideDialog::tr(" or ")));
}

// Undo and redo carry the next change's name ("Undo Drag"); the guide names them by their
// words with no change pending, as Qt gives them to an empty history.
QString undoWords(const QAction* action, bool redo) {
    if (!action || !action->isEnabled())
        return {}; // nothing pending: its own words are those
    return UndoController::plainWords(redo);
}

// A submenu's entries by name: "Light, Dark".
QString names(const QList<QAction*>& actions) {
    QStringList all;
    for (const QAction* a : actions)
        all << name(a);
    return all.join(GuideDialog::tr(", "));
}

// A sentence about actions, or nothing when one of them is not in this window.
QString needing(const QList<const QAction*>& actions, const QString& sentence) {
    return actions.contains(nullptr) ? QString() : sentence;
}

QString h2(const QString& s) {
    return QStringLiteral("<h2>%1</h2>").arg(s);
}
QString h3(const QString& s) {
    return QStringLiteral("<h3>%1</h3>").arg(s);
}
QString p(const QString& s) {
    return s.isEmpty() ? s : QStringLiteral("<p>%1</p>").arg(s);
}
QString li(QStringList items) {
    items.removeAll(QString());
    return items.isEmpty() ? QString()
                           : QStringLiteral("<ul><li>%1</li></ul>")
                                 .arg(items.join(QStringLiteral("</li><li>")));
}

// A sentence filed under the top-level menu of its first action.
struct MenuNote {
    const QAction* first;
    QString sentence;
};

} // namespace

QString GuideDialog::plainWords(QString text) {
    static const QRegularExpression cjkMnemonic(QStringLiteral("\\(&[^)]\\)"));
    text.remove(cjkMnemonic);
    const QChar kept(0x1);
    text.replace(QStringLiteral("&&"), kept);
    text.remove(QLatin1Char('&'));
    text.replace(kept, QLatin1Char('&'));
    return text.trimmed();
}

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
    // Connected after the window's own texts, so the menus speak the new language first.
    i18n::onLanguage(this, [this] { rebuild(); });
}

void GuideDialog::rebuild() {
    setWindowTitle(tr("Overlap guide"));
    text_->setAccessibleName(tr("Guide"));
    auto* window = qobject_cast<QMainWindow*>(parentWidget());
    const MenuIndex menus(window ? window->menuBar() : nullptr);
    const auto* tabs = window ? qobject_cast<const QTabWidget*>(window->centralWidget()) : nullptr;
    const auto k = [&menus](const QKeySequence& key) -> const QAction* { return menus.key(key); };
    const auto n = [&k](const QKeySequence& key) { return name(k(key)); };
    // A tab's heading: its live name, and the key of the View entry that shows it.
    const auto tabHeading = [&](MainWindow::Mode mode) {
        const int i = int(mode);
        if (!tabs || i >= tabs->count())
            return QString();
        const QString words =
            QStringLiteral("<b>%1</b>").arg(plainWords(tabs->tabText(i)).toHtmlEscaped());
        const QAction* view = k(Qt::CTRL | Qt::Key(Qt::Key_1 + i));
        return h3(view ? tr("The %1 tab (%2)")
                             .arg(words, view->shortcut().toString(QKeySequence::NativeText))
                       : tr("The %1 tab").arg(words));
    };

    QString html;
    html += h2(tr("Overlap guide"));
    html += p(tr("Overlap shows how a program decides whether two shapes overlap, one step of "
                 "the construction at a time. Each tab of the window is one way of working; "
                 "after the tabs, each menu's entries are explained with their keys."));
    html +=
        p(needing({k(Qt::CTRL | Qt::Key_Slash)},
                  tr("%1 lists every key; type to filter it.").arg(n(Qt::CTRL | Qt::Key_Slash))));

    // The tabs, in the order the window shows them.
    html += h2(tr("The tabs"));
    html += tabHeading(MainWindow::Mode::Lessons);
    html += li({needing({k(Qt::Key_F9)},
                        tr("Pick a lesson in the list on the left; below it are the exact values "
                           "of both shapes, which you can type into. %1 hides or shows them.")
                            .arg(n(Qt::Key_F9))),
                needing({k(Qt::Key_Right), k(Qt::Key_I)},
                        tr("Each lesson opens on its <b>introduction</b> beside the figure: why "
                           "the method works, its pitfalls, and what to try. <b>Start</b> or %1 "
                           "begins; %2 brings the introduction back.")
                            .arg(n(Qt::Key_Right), n(Qt::Key_I))),
                tr("The figure shows the construction up to the current step; beside it the "
                   "method's code with the step's lines lit, below it the narration with the "
                   "live values. A lesson with several methods has a list of them above the "
                   "figure."),
                tr("The keys of the Step menu (below) walk through the steps; the timeline "
                   "under the figure drags through them.")});
    html += h3(tr("Predict and exercises"));
    html += li({needing({k(Qt::Key_P)},
                        tr("%1: stepping stops just before the step that gives the verdict (or "
                           "the region) and asks you first. Answer with the buttons or their "
                           "number keys; then the step is shown, with whether you were right. Your "
                           "score appears under the lesson's name in the list.")
                            .arg(n(Qt::Key_P))),
                needing({k(Qt::Key_E)},
                        tr("%1 opens the lesson's exercises beside the player: place the shapes "
                           "to reach a goal, predict a verdict, or spot the bug in a method's "
                           "code. <b>Check</b> (or the end of a drag) checks the scene exactly, "
                           "<b>Hint</b> gives the next hint, <b>Reset the scene</b> starts the "
                           "exercise again.")
                            .arg(n(Qt::Key_E)))});
    html += h3(tr("Handles and keys"));
    html += li({tr("Drag a shape's body to move it, a rect's corners and edges to resize it, a "
                   "circle's rim to change its radius, and the round knob to turn a rotated "
                   "rect (hold Shift for 15° steps)."),
                needing({k(Qt::Key_G)}, tr("Handles snap to whole units; %1 turns snapping off or "
                                           "on, and holding Alt frees a single drag.")
                                            .arg(n(Qt::Key_G))),
                needing({k(Qt::Key_Escape)},
                        tr("Click a shape to select it: the arrow keys then nudge it (see the "
                           "Shapes menu) and %1 lets the arrows step again.")
                            .arg(n(Qt::Key_Escape))),
                tr("The wheel zooms; a middle or right drag pans.")});
    html += h3(tr("The verdict badge"));
    html += p(tr("Top right, the badge gives the method's answer once the step that decides it "
                 "is reached:"));
    // The window's language: i18n's is still the old one while removing a translator
    // announces the switch back to English.
    const auto* main = qobject_cast<const MainWindow*>(window);
    const QString language = main ? main->language() : i18n::currentLanguage();
    const auto look = [&language](VerdictClass c) {
        return lessons::verdictLook(c, Touching::Counts, language);
    };
    html += li({tr("%1 before the step that decides: step on to it.")
                    .arg(badge(lessons::undecidedLook(language))),
                tr("%1 the shapes share interior points; the depth says by how much.")
                    .arg(badge(look(VerdictClass::Overlap))),
                tr("%1 the shapes are separate; the gap says by how much.")
                    .arg(badge(look(VerdictClass::Apart))),
                tr("%1 exactly on the boundary, gap 0: the touching policy (Options menu) "
                   "decides whether this counts as overlap.")
                    .arg(badge(look(VerdictClass::Touching)))});

    html += tabHeading(MainWindow::Mode::Compare);
    html += li({tr("<b>Compare mode</b>: two to four methods side by side on the same shapes; "
                   "choose each pane's method above it. Dragging in any pane moves the shapes "
                   "in all of them."),
                tr("The Step menu's keys step every pane at once. A bar says whether the methods "
                   "agree, and the disagreement map paints red where two methods disagree."),
                tr("The Compare menu (below) brings a lesson's methods over, finds "
                   "disagreements, measures speed and shades the panes.")});
    html += tabHeading(MainWindow::Mode::Pitfalls);
    html += p(tr("<b>The pitfall gallery</b>: common mistakes (turning by +θ instead of −θ, "
                 "degrees handed to cos and sin, the nine regions walked in screen order, …), "
                 "each beside the correct method it gets wrong, on a small counterexample, "
                 "with the disagreement map and a note on what went wrong and how to avoid it. "
                 "Pick one in the list; the shapes drag as in compare mode."));
    html += tabHeading(MainWindow::Mode::YourMethod);
    html += li({tr("Write function overlaps(a, b) in JavaScript, or load a tutorial's method "
                   "from <b>Examples</b>, for a circle and a rect, two circles or two rects."),
                needing({k(Qt::Key_F5), k(Qt::Key_F6)},
                        tr("%1 runs it beside a correct method: its verdict for the shapes, and "
                           "red wherever it is wrong against the exact answer under the touching "
                           "policy. %2 tries it on 2,000 generated cases and puts the first wrong "
                           "one, shrunk, in the scene.")
                            .arg(n(Qt::Key_F5), n(Qt::Key_F6))),
                tr("Errors are listed under the code with their lines (click one to go there); "
                   "a script that runs too long is stopped after 0.8 s. Scripts have no file, "
                   "network or process access.")});

    html += h3(tr("In front of a class"));
    html += li({needing({k(Qt::Key_F11), k(Qt::Key_F9)},
                        tr("%1 makes text larger and lines thicker and gives the figure the room "
                           "of the lesson list; %2 brings the list back.")
                            .arg(n(Qt::Key_F11), n(Qt::Key_F9))),
                needing({k(Qt::Key_P)}, tr("Turn on %1 and let the class call out its answer "
                                           "before the step reveals it.")
                                            .arg(n(Qt::Key_P))),
                needing({k(QKeySequence::Save), k(Qt::CTRL | Qt::Key_E)},
                        tr("%1 keeps a scene you built to open it again in class; %2 and the "
                           "File menu's frames make pictures for slides and handouts.")
                            .arg(n(QKeySequence::Save), n(Qt::CTRL | Qt::Key_E)))});

    html += h2(tr("The menus"));
    // The menus: each sentence names its actions and lands under their menu, in its order.
    // A new menu entry needs one sentence here, naming the entry by its key.
    QList<MenuNote> notes;
    const auto note = [&notes](QList<const QAction*> actions, const QString& sentence) {
        if (!actions.contains(nullptr))
            notes.append({actions.first(), sentence});
    };
    const QAction* recent = menus.beside(QKeySequence::Open, true);
    const QAction* theme = menus.beside(Qt::Key_F11, true);
    const QAction* languages = menus.beside(Qt::Key_T, true);
    // Quit's key is the platform's, and some platforms have none: then it is File's one
    // entry without keys.
    const QAction* quit =
        k(QKeySequence::Quit) ? k(QKeySequence::Quit) : menus.beside(QKeySequence::Open, false);
    const QAction* aboutEntry = menus.beside(QKeySequence::HelpContents, false);
    // File
    note({k(QKeySequence::Open)},
         tr("%1 opens a scenario file (.overlap): the lesson or comparison, the shapes and the "
            "settings it was saved with. Dropping a file on the window does the same.")
             .arg(n(QKeySequence::Open)));
    note({recent}, tr("%1 lists the files opened last.").arg(name(recent)));
    note({k(QKeySequence::Save), k(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
         tr("%1 and %2 write what is on screen to a scenario file, to open again or to share.")
             .arg(n(QKeySequence::Save), n(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    note({k(Qt::CTRL | Qt::Key_E)},
         tr("%1 writes the figure on screen as a PNG picture or an SVG drawing.")
             .arg(n(Qt::CTRL | Qt::Key_E)));
    note({k(Qt::CTRL | Qt::SHIFT | Qt::Key_E)},
         tr("%1 writes one picture per step of the lesson into a folder.")
             .arg(n(Qt::CTRL | Qt::SHIFT | Qt::Key_E)));
    note({quit}, tr("%1 closes Overlap, asking first about changes not saved.").arg(name(quit)));
    // Edit
    const QAction* undo = k(QKeySequence::Undo);
    const QAction* redo = k(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    note({undo, redo},
         tr("%1 takes back the last change to the shapes and %2 makes it again. Each lesson "
            "keeps its own history, and so do compare mode and the gallery.")
             .arg(name(undo, undoWords(undo, false)), name(redo, undoWords(redo, true))));
    note({k(Qt::CTRL | Qt::Key_R)}, tr("%1 puts the lesson's shapes back as the lesson set them.")
                                        .arg(n(Qt::CTRL | Qt::Key_R)));
    note({k(Qt::CTRL | Qt::Key_H)}, tr("%1 shows the list of changes; click one to go back to it.")
                                        .arg(n(Qt::CTRL | Qt::Key_H)));
    note({k(Qt::CTRL | Qt::SHIFT | Qt::Key_T)},
         tr("%1 copies the shapes as an overlap-cli eval line with the expected verdicts: a "
            "test case for your own code.")
             .arg(n(Qt::CTRL | Qt::SHIFT | Qt::Key_T)));
    // Step
    note({k(Qt::Key_I)}, tr("%1 shows the lesson's introduction, from any tab; again, it goes "
                            "back to the steps.")
                             .arg(n(Qt::Key_I)));
    note({k(Qt::Key_Home), k(Qt::Key_End)},
         tr("%1 and %2 jump to the first and the last step.").arg(n(Qt::Key_Home), n(Qt::Key_End)));
    note({k(Qt::Key_Left), k(Qt::Key_Right)},
         tr("%1 and %2 step back and on, in the lesson or in every compare pane; with a shape "
            "selected they nudge it by 1 instead.")
             .arg(n(Qt::Key_Left), n(Qt::Key_Right)));
    note({k(Qt::Key_Space)},
         tr("%1 steps on by itself; pressed again, it stops.").arg(n(Qt::Key_Space)));
    note({k(Qt::Key_P)},
         tr("%1 asks you for the verdict before showing it (see Predict and exercises above).")
             .arg(n(Qt::Key_P)));
    note({k(Qt::Key_E)}, tr("%1 shows or hides the lesson's exercises.").arg(n(Qt::Key_E)));
    // Shapes
    note({k(Qt::Key_Up), k(Qt::Key_Down)},
         tr("%1 and %2 move the selected shape by 1.").arg(n(Qt::Key_Up), n(Qt::Key_Down)));
    note({k(Qt::SHIFT | Qt::Key_Left), k(Qt::SHIFT | Qt::Key_Right), k(Qt::SHIFT | Qt::Key_Up),
          k(Qt::SHIFT | Qt::Key_Down)},
         tr("%1, %2, %3 and %4 move it by 10.")
             .arg(n(Qt::SHIFT | Qt::Key_Left), n(Qt::SHIFT | Qt::Key_Right),
                  n(Qt::SHIFT | Qt::Key_Up), n(Qt::SHIFT | Qt::Key_Down)));
    note({k(Qt::Key_S), k(Qt::SHIFT | Qt::Key_S)},
         tr("%1 selects shape a, then b, then neither, so that the arrows nudge it without the "
            "mouse; %2 goes the other way.")
             .arg(n(Qt::Key_S), n(Qt::SHIFT | Qt::Key_S)));
    note({k(Qt::Key_Escape)}, tr("%1 lets go of the selected shape, so that the arrows step again.")
                                  .arg(n(Qt::Key_Escape)));
    note({k(Qt::Key_G)}, tr("%1: handles snap to whole units while it is on.").arg(n(Qt::Key_G)));
    note({k(Qt::Key_A)},
         tr("%1 pushes a apart: it moves the shortest way to just touching b (towards b when "
            "they are apart), and the status bar says whether the move landed exactly.")
             .arg(n(Qt::Key_A)));
    // View
    note({k(QKeySequence::ZoomIn), k(QKeySequence::ZoomOut)},
         tr("%1 and %2 enlarge or shrink the figure, as the wheel does.")
             .arg(n(QKeySequence::ZoomIn), n(QKeySequence::ZoomOut)));
    note({k(Qt::Key_F)}, tr("%1 fits the figure to the view.").arg(n(Qt::Key_F)));
    note({k(Qt::CTRL | Qt::Key_1), k(Qt::CTRL | Qt::Key_2), k(Qt::CTRL | Qt::Key_3),
          k(Qt::CTRL | Qt::Key_4)},
         tr("%1, %2, %3 and %4 bring their tab to the front.")
             .arg(n(Qt::CTRL | Qt::Key_1), n(Qt::CTRL | Qt::Key_2), n(Qt::CTRL | Qt::Key_3),
                  n(Qt::CTRL | Qt::Key_4)));
    note({k(Qt::Key_Y)},
         tr("%1 draws y growing downwards, as on a screen, and the words follow: bottom-left "
            "becomes top-left and a positive turn is clockwise. The numbers never change.")
             .arg(n(Qt::Key_Y)));
    note({k(Qt::CTRL | Qt::SHIFT | Qt::Key_A)}, tr("%1 writes turns in radians instead of degrees.")
                                                    .arg(n(Qt::CTRL | Qt::SHIFT | Qt::Key_A)));
    note({k(Qt::CTRL | Qt::SHIFT | Qt::Key_M)},
         tr("%1: a step on changes the figure at once, where it would otherwise play the idea "
            "moving (the turn back, the fold, the slide into the bands).")
             .arg(n(Qt::CTRL | Qt::SHIFT | Qt::Key_M)));
    note({k(Qt::Key_F9)},
         tr("%1 shows or hides the lesson list and the shapes' values.").arg(n(Qt::Key_F9)));
    note({theme},
         tr("%1 chooses the window's colours: %2.").arg(name(theme), names(menus.items(theme))));
    note({k(Qt::Key_F11)},
         tr("%1: larger text, thicker lines and more room for the figure, on every tab, for a "
            "projector.")
             .arg(n(Qt::Key_F11)));
    // Compare
    note({k(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
         tr("%1 opens the lesson's shapes in compare mode with its methods side by side.")
             .arg(n(Qt::CTRL | Qt::SHIFT | Qt::Key_C)));
    note({k(Qt::CTRL | Qt::Key_F)},
         tr("%1 searches for shapes on which two of the methods disagree, and shows them.")
             .arg(n(Qt::CTRL | Qt::Key_F)));
    note({k(Qt::CTRL | Qt::Key_M)},
         tr("%1 times each method on the same fixed cases and charts which is fastest.")
             .arg(n(Qt::CTRL | Qt::Key_M)));
    note({k(Qt::Key_R), k(Qt::Key_V), k(Qt::Key_O)},
         tr("%1, %2 and %3 shade every pane by the method's regions, by its verdict, or not at "
            "all.")
             .arg(n(Qt::Key_R), n(Qt::Key_V), n(Qt::Key_O)));
    note({k(Qt::Key_L)},
         tr("%1: when linked, stepping keeps the panes on steps that mean the same thing.")
             .arg(n(Qt::Key_L)));
    note({k(Qt::Key_F5), k(Qt::Key_F6)},
         tr("%1 and %2 run and judge your method (see the Your method tab above), from any tab.")
             .arg(n(Qt::Key_F5), n(Qt::Key_F6)));
    // Options
    note({k(Qt::Key_T)},
         tr("%1: shapes that only touch count as overlapping (closed shapes) when it is on, "
            "as apart (open shapes) when it is off. Each tab keeps its own setting.")
             .arg(n(Qt::Key_T)));
    note({languages}, tr("%1: %2. Every word of the window and the lessons follows at once.")
                          .arg(name(languages), names(menus.items(languages))));
    // Help
    note({k(QKeySequence::HelpContents)},
         tr("%1 opens this guide.").arg(n(QKeySequence::HelpContents)));
    note({k(Qt::CTRL | Qt::SHIFT | Qt::Key_G)},
         tr("%1 lists every name the lessons use (C, N, d, P0 …) with its one meaning and the "
            "lessons it appears in.")
             .arg(n(Qt::CTRL | Qt::SHIFT | Qt::Key_G)));
    note({k(Qt::CTRL | Qt::Key_Slash)},
         tr("%1 lists every key of every menu.").arg(n(Qt::CTRL | Qt::Key_Slash)));
    note({aboutEntry}, tr("%1 says what Overlap is.").arg(name(aboutEntry)));

    std::stable_sort(notes.begin(), notes.end(), [&menus](const MenuNote& a, const MenuNote& b) {
        return menus.order(a.first) < menus.order(b.first);
    });
    for (int t = 0; t < menus.tops().size(); ++t) {
        QStringList sentences;
        for (const MenuNote& m : notes)
            if (menus.top(m.first) == t)
                sentences << m.sentence;
        if (sentences.isEmpty())
            continue;
        html += h3(tr("The %1 menu")
                       .arg(QStringLiteral("<b>%1</b>")
                                .arg(plainWords(menus.tops()[t]->text()).toHtmlEscaped())));
        html += li(sentences);
    }
    text_->setHtml(html);
}

QString GuideDialog::html() const {
    return text_->toHtml();
}

} // namespace overlap::window

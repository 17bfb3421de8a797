#include "app/player/code_panel.h"

#include "app/scene/role_style.h"

#include <QRegularExpression>

#include "app/i18n/language.h"
#include "app/i18n/text_faces.h"

#include <QEvent>
#include <QFontDatabase>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QTextBlock>
#include <QTextCursor>

#include <algorithm>
#include <cmath>

namespace overlap::player {

namespace {

// An identifier's whole-word uses: not a part of a longer name, nor a member ("b.left"'s
// left), nor a name with a mark of its own (N in a comment's "N′" or "N²").
QRegularExpression wholeWord(const QString& identifier) {
    return QRegularExpression(QStringLiteral("(?<![\\w.])") +
                              QRegularExpression::escape(identifier) +
                              QStringLiteral("(?![\\w\\x{2032}\\x{00B2}])"));
}

} // namespace

CodePanel::CodePanel(QWidget* parent) : QTextEdit(parent) {
    setReadOnly(true);
    // Wrapped, a long line stays readable in a narrow panel; the highlight covers the
    // whole line either way.
    setLineWrapMode(QTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QFont mono = font();
    mono.setFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    mono.setStyleHint(QFont::Monospace);
    mono.setFixedPitch(true);
    setFont(mono);
    i18n::followLanguageFaces(this); // Chinese comments in the Chinese face
    setTextSize(font());
    i18n::onLanguage(this, [this] { setAccessibleName(tr("Code of the method")); });
    setFocusPolicy(Qt::NoFocus); // the arrows and Space belong to the player
}

CodePanel::Marking CodePanel::markingFor(const QPalette& palette) {
    if (palette.color(QPalette::Base).lightness() < 128)
        return {QColor(0x5c, 0x45, 0x0a), QColor(0xfe, 0xf3, 0xc7)};
    return {QColor(0xfd, 0xe6, 0x8a), QColor(0x11, 0x18, 0x27)};
}

void CodePanel::setListing(const lessons::CodeListing* listing) {
    listing_ = listing;
    stepId_.clear();
    showLines();
}

void CodePanel::setLanguage(const QString& language) {
    if (language == language_)
        return;
    language_ = language;
    showLines();
    if (!stepId_.isEmpty())
        showStep(stepId_);
}

void CodePanel::showLines() {
    setPlainText(listing_ ? listing_->linesIn(language_).join(QLatin1Char('\n')) : QString());
    highlighted_ = {0, 0};
    marked_ = false;
    setExtraSelections({});
    chooseLitWord(); // another listing may spell the lit name otherwise
    fit();
    hangLines();
}

// A wrapped line goes on four columns in from where it starts, never at column 0: a comment's
// second half must not read as a line of code of its own.
void CodePanel::hangLines() {
    const double column = QFontMetricsF(font()).horizontalAdvance(QLatin1Char(' '));
    QTextCursor cursor(document());
    for (QTextBlock b = document()->begin(); b.isValid(); b = b.next()) {
        const QString text = b.text();
        qsizetype indent = 0;
        while (indent < text.size() && text[indent] == QLatin1Char(' '))
            ++indent;
        const double hang = column * double(indent + 4);
        QTextBlockFormat f = b.blockFormat();
        if (f.leftMargin() == hang && f.textIndent() == -hang)
            continue;
        f.setLeftMargin(hang);
        f.setTextIndent(-hang);
        cursor.setPosition(b.position());
        cursor.setBlockFormat(f);
    }
}

void CodePanel::setTextSize(const QFont& font) {
    pointSize_ = font.pointSizeF();
    fit();
}

void CodePanel::fit() {
    if (pointSize_ <= 0)
        return;
    QFont full = font();
    full.setPointSizeF(pointSize_);
    const QFontMetricsF metrics(full);
    double longest = 0;
    for (const QString& line : listing_ ? listing_->lines : QStringList())
        longest = std::max(longest, metrics.horizontalAdvance(line));
    const double room = viewport()->width() - 2 * document()->documentMargin() - 2;
    const double scale =
        longest > room && room > 0 ? std::max(kSmallest, std::floor(room / longest * 20) / 20) : 1;
    if (font().pointSizeF() != pointSize_ * scale) {
        QFont f = font();
        f.setPointSizeF(pointSize_ * scale);
        setFont(f);
        hangLines(); // in columns of the new size
    }
}

void CodePanel::resizeEvent(QResizeEvent* event) {
    QTextEdit::resizeEvent(event);
    fit();
}

void CodePanel::showStep(const QString& stepId) {
    // The player shows its step again on every drag move: the same marks, set again, cost a
    // repaint of the listing each time.
    if (marked_ && stepId == stepId_)
        return;
    marked_ = true;
    stepId_ = stepId;
    highlighted_ = listing_ ? listing_->steps.value(stepId, {0, 0}) : QPair<int, int>{0, 0};
    mark();
    if (highlighted_.first >= 1) // scrolls the step's lines into view, selecting nothing
        setTextCursor(QTextCursor(document()->findBlockByNumber(highlighted_.first - 1)));
}

void CodePanel::markLine(int line) {
    markLines(line, line);
}

void CodePanel::markLines(int first, int last) {
    highlighted_ = {first, last};
    mark();
}

void CodePanel::mouseReleaseEvent(QMouseEvent* event) {
    QTextEdit::mouseReleaseEvent(event);
    if (!pickable_ || event->button() != Qt::LeftButton)
        return;
    const int line = cursorForPosition(event->position().toPoint()).blockNumber() + 1;
    markLine(line);
    emit linePicked(line);
}

void CodePanel::mark() {
    const Marking colours = markingFor(palette());
    QList<QTextEdit::ExtraSelection> marks;
    for (int line = highlighted_.first; line >= 1 && line <= highlighted_.second; ++line) {
        QTextEdit::ExtraSelection mark;
        mark.format.setBackground(colours.background);
        mark.format.setForeground(colours.text);
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        // The whole line, wrapped or not, so that its text takes the marking's ink.
        mark.cursor = QTextCursor(document()->findBlockByNumber(line - 1));
        mark.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        marks << mark;
    }
    // The lit identifier: each whole-word use, tinted as the narration tints its name.
    litSpans_.clear();
    if (!litWord_.isEmpty()) {
        const QRegularExpression word = wholeWord(litWord_);
        const QString text = document()->toPlainText();
        QColor tint = scene::highlightOf(palette().color(QPalette::Base).lightness() < 128);
        tint.setAlphaF(0.3f);
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QTextEdit::ExtraSelection lit;
            lit.format.setBackground(tint);
            lit.cursor = QTextCursor(document());
            lit.cursor.setPosition(int(m.capturedStart()));
            lit.cursor.setPosition(int(m.capturedEnd()), QTextCursor::KeepAnchor);
            marks << lit;
            litSpans_ << qMakePair(int(m.capturedStart()), int(m.capturedLength()));
        }
    }
    setExtraSelections(marks);
}

void CodePanel::setLitWords(const QStringList& words) {
    if (words == litWords_)
        return;
    litWords_ = words;
    chooseLitWord();
    mark();
}

void CodePanel::chooseLitWord() {
    litWord_.clear();
    const QString text = document()->toPlainText();
    for (const QString& word : litWords_)
        if (!word.isEmpty() && wholeWord(word).match(text).hasMatch()) {
            litWord_ = word;
            return;
        }
}

void CodePanel::changeEvent(QEvent* event) {
    QTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        mark(); // the theme changed under the highlight
}

} // namespace overlap::player

#include "app/player/code_panel.h"

#include "app/i18n/language.h"

#include <QFontDatabase>
#include <QTextBlock>

namespace overlap::player {

CodePanel::CodePanel(QWidget* parent) : QPlainTextEdit(parent) {
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    i18n::onLanguage(this, [this] { setAccessibleName(tr("Code of the method")); });
    setFocusPolicy(Qt::NoFocus); // the arrows and Space belong to the player
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
    setExtraSelections({});
}

void CodePanel::showStep(const QString& stepId) {
    stepId_ = stepId;
    highlighted_ = listing_ ? listing_->steps.value(stepId, {0, 0}) : QPair<int, int>{0, 0};
    QList<QTextEdit::ExtraSelection> marks;
    for (int line = highlighted_.first; line >= 1 && line <= highlighted_.second; ++line) {
        QTextEdit::ExtraSelection mark;
        mark.format.setBackground(QColor(0xfd, 0xe6, 0x8a));
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        mark.cursor = QTextCursor(document()->findBlockByNumber(line - 1));
        marks << mark;
    }
    setExtraSelections(marks);
    if (!marks.isEmpty())
        setTextCursor(marks.first().cursor); // scrolls the step's lines into view
}

} // namespace overlap::player

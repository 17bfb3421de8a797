#include "app/yourmethod/code_editor.h"

#include "app/i18n/text_faces.h"
#include "app/style/palette.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QPainter>
#include <QTextBlock>

namespace overlap::yourmethod {

// The line numbers, painted by the editor that owns them.
class LineGutter : public QWidget {
  public:
    explicit LineGutter(CodeEditor* editor) : QWidget(editor), editor_(editor) {}
    QSize sizeHint() const override { return {editor_->gutterWidth(), 0}; }

  protected:
    void paintEvent(QPaintEvent* e) override { editor_->paintGutter(e); }

  private:
    CodeEditor* editor_;
};

namespace {

QColor problemTint(const QPalette& p) {
    // Light enough behind text in either theme: the base blended a fifth towards red.
    const QColor base = p.color(QPalette::Base);
    const QColor red(220, 38, 38);
    return QColor::fromRgbF(base.redF() * 0.8f + red.redF() * 0.2f,
                            base.greenF() * 0.8f + red.greenF() * 0.2f,
                            base.blueF() * 0.8f + red.blueF() * 0.2f);
}

} // namespace

CodeEditor::CodeEditor(QWidget* parent) : QPlainTextEdit(parent), gutter_(new LineGutter(this)) {
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(std::max(mono.pointSizeF(), font().pointSizeF()));
    setFont(mono);
    i18n::followLanguageFaces(this); // Chinese comments in the Chinese face
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    setUndoRedoEnabled(false); // the mode's history does it
    connect(this, &QPlainTextEdit::blockCountChanged, this,
            [this] { setViewportMargins(gutterWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect& r, int dy) {
        if (dy)
            gutter_->scroll(0, dy);
        else
            gutter_->update(0, r.y(), gutter_->width(), r.height());
    });
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

int CodeEditor::gutterWidth() const {
    const int digits = int(QString::number(std::max(1, blockCount())).size());
    return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(2, digits);
}

void CodeEditor::setProblemLines(const QList<int>& lines) {
    if (lines == problems_)
        return;
    problems_ = lines;
    updateMarks();
    gutter_->update();
}

void CodeEditor::updateMarks() {
    QList<QTextEdit::ExtraSelection> marks;
    for (int line : problems_) {
        const QTextBlock block = document()->findBlockByNumber(line - 1);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection s;
        s.format.setBackground(problemTint(palette()));
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        s.cursor = QTextCursor(block);
        marks << s;
    }
    setExtraSelections(marks);
}

void CodeEditor::goToLine(int line, int column) {
    const QTextBlock block = document()->findBlockByNumber(std::max(0, line - 1));
    if (!block.isValid())
        return;
    QTextCursor c(block);
    c.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                   std::clamp(column - 1, 0, block.length() - 1));
    setTextCursor(c);
    centerCursor();
    setFocus(Qt::OtherFocusReason);
}

bool CodeEditor::event(QEvent* e) {
    // Undo and redo are the mode's, even while the editor has the keyboard: the window's
    // Edit menu would otherwise lose them to the editor.
    if (e->type() == QEvent::ShortcutOverride) {
        auto* k = static_cast<QKeyEvent*>(e);
        if (k->matches(QKeySequence::Undo) || k->matches(QKeySequence::Redo)) {
            e->accept();
            return true;
        }
    }
    return QPlainTextEdit::event(e);
}

void CodeEditor::keyPressEvent(QKeyEvent* e) {
    if (e->matches(QKeySequence::Undo)) {
        emit undoRequested();
        return;
    }
    if (e->matches(QKeySequence::Redo)) {
        emit redoRequested();
        return;
    }
    // Tab indents with spaces, as the examples are written.
    if (e->key() == Qt::Key_Tab && e->modifiers() == Qt::NoModifier) {
        insertPlainText(QStringLiteral("    "));
        return;
    }
    QPlainTextEdit::keyPressEvent(e);
}

void CodeEditor::resizeEvent(QResizeEvent* e) {
    QPlainTextEdit::resizeEvent(e);
    const QRect r = contentsRect();
    gutter_->setGeometry(r.left(), r.top(), gutterWidth(), r.height());
}

void CodeEditor::paintGutter(QPaintEvent* e) {
    QPainter p(gutter_);
    const QPalette pal = palette();
    p.fillRect(e->rect(), pal.color(QPalette::AlternateBase));
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int lineHeight = fontMetrics().height();
    while (block.isValid() && top <= e->rect().bottom()) {
        const int bottom = top + qRound(blockBoundingRect(block).height());
        if (block.isVisible() && bottom >= e->rect().top()) {
            const int line = block.blockNumber() + 1;
            const bool problem = problems_.contains(line);
            if (problem)
                p.fillRect(QRect(0, top, gutter_->width(), lineHeight),
                           QColor(QRgb(palette::kWrong)));
            p.setPen(problem ? QColor(Qt::white) : pal.color(QPalette::WindowText));
            p.drawText(0, top, gutter_->width() - 6, lineHeight, Qt::AlignRight | Qt::AlignVCenter,
                       QString::number(line));
        }
        block = block.next();
        top = bottom;
    }
}

} // namespace overlap::yourmethod

#include "app/compare/pitfall_gallery.h"

#include "app/compare/compare_mode.h"
#include "app/i18n/language.h"
#include "app/player/font_follow.h"
#include "core/algorithms.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace overlap::compare {

PitfallGallery::PitfallGallery(QList<lessons::PitfallNote> notes, QWidget* parent)
    : QWidget(parent), notes_(std::move(notes)), list_(new QListWidget(this)),
      text_(new QLabel(this)), compare_(new CompareMode(this)) {
    list_->setWordWrap(true);
    // A title on two lines stays one item: each on its own band, a little apart.
    list_->setAlternatingRowColors(true);
    list_->setSpacing(2);
    fitList();
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    text_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(text_);
    player::followParentFont(text_, {1.1, false}); // after it has its parent
    rightLayout->addWidget(compare_, 1);
    auto* split = new QSplitter(this);
    split->addWidget(list_);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    fillList();
    connect(list_, &QListWidget::currentRowChanged, this, &PitfallGallery::showPitfall);
    if (!notes_.isEmpty())
        list_->setCurrentRow(0);
    i18n::onLanguage(this, [this] {
        list_->setAccessibleName(tr("Pitfalls"));
        text_->setAccessibleName(tr("What went wrong"));
        text_->setText(explanation());
    });
}

// Wide enough for a title's words at the window's text size (presentation enlarges it).
void PitfallGallery::fitList() {
    list_->setMinimumWidth(std::max(220, 18 * fontMetrics().horizontalAdvance(QChar(0x6C34))));
}

void PitfallGallery::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitList();
}

void PitfallGallery::fillList() {
    const QSignalBlocker block(list_);
    const int row = list_->currentRow();
    list_->clear();
    for (const lessons::PitfallNote& n : notes_)
        list_->addItem(n.title.value(language_));
    list_->setCurrentRow(row);
}

void PitfallGallery::showPitfall(int index) {
    if (index < 0 || index >= notes_.size())
        return;
    current_ = index;
    if (list_->currentRow() != index) {
        const QSignalBlocker block(list_);
        list_->setCurrentRow(index);
    }
    emit aboutToShowPitfall(index);
    const lessons::PitfallNote& n = notes_[index];
    const Algorithm* pitfall = findAlgorithm(n.id.toStdString());
    compare_->setScenario(n.scene, pitfall && !pitfall->swept.empty());
    compare_->setMethods({n.id, n.correct});
    compare_->setMap(n.id, n.correct);
    compare_->setOverlays(OverlayKind::Verdict);
    compare_->fit();
    text_->setText(explanation());
    emit pitfallShown(index);
}

QString PitfallGallery::explanation() const {
    if (current_ < 0)
        return {};
    const lessons::PitfallNote& n = notes_[current_];
    return QStringLiteral("<h3>%1</h3><p><b>%2</b> %3</p><p><b>%4</b> %5</p>")
        .arg(n.title.value(language_).toHtmlEscaped(), tr("What went wrong:"),
             n.wrong.value(language_).toHtmlEscaped(), tr("How to avoid it:"),
             n.avoid.value(language_).toHtmlEscaped());
}

void PitfallGallery::setLanguage(const QString& language) {
    language_ = language;
    fillList();
    text_->setText(explanation());
}

} // namespace overlap::compare

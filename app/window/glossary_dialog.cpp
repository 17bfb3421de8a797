#include "app/window/glossary_dialog.h"

#include "app/i18n/language.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace overlap::window {

GlossaryDialog::GlossaryDialog(QList<lessons::Lesson> lessons, QWidget* parent)
    : QDialog(parent), lessons_(std::move(lessons)), entries_(lessons::glossary(lessons_)),
      intro_(new QLabel(this)), table_(new QTableWidget(this)) {
    intro_->setWordWrap(true);
    table_->setColumnCount(3);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->setWordWrap(true);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(860, 640);
    rebuild();
}

void GlossaryDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QDialog::changeEvent(event);
}

void GlossaryDialog::rebuild() {
    const QString lang = i18n::currentLanguage();
    setWindowTitle(tr("Glossary"));
    intro_->setText(tr("Every name the lessons use has one meaning, the same in the narration, "
                       "the picture, the legend and the code."));
    table_->setHorizontalHeaderLabels({tr("Name"), tr("Meaning"), tr("Lessons")});
    // The lessons by their section numbers, as the lesson list shows them.
    QHash<QString, int> section;
    for (const lessons::Lesson& l : lessons_)
        section.insert(l.id, l.section);
    table_->setRowCount(int(entries_.size()));
    for (int row = 0; row < entries_.size(); ++row) {
        const lessons::GlossaryEntry& e = entries_[row];
        const std::string_view meaning = lang == QLatin1String("zh") ? e.info->zh : e.info->en;
        QStringList used;
        for (const QString& id : e.lessons)
            used << QString::number(section.value(id));
        auto* name = new QTableWidgetItem(lessons::glossaryGlyph(*e.info, lang));
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        table_->setItem(row, 0, name);
        table_->setItem(
            row, 1,
            new QTableWidgetItem(QString::fromUtf8(meaning.data(), qsizetype(meaning.size()))));
        table_->setItem(row, 2,
                        new QTableWidgetItem(used.isEmpty() ? tr("pitfalls only")
                                                            : used.join(QStringLiteral(", "))));
    }
    table_->resizeRowsToContents();
}

} // namespace overlap::window

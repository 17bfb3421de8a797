#include "app/window/shortcut_sheet.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace overlap::window {

namespace {

QString plain(QString text) {
    return text.remove(QLatin1Char('&'));
}

void collect(const QMenu* menu, const QString& path, QList<QPair<QString, QString>>& rows) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (a->menu()) {
            collect(a->menu(), path + QStringLiteral(" › ") + plain(a->text()), rows);
            continue;
        }
        const QString keys = a->shortcuts().isEmpty() ? QString() : [&] {
            QStringList all;
            for (const QKeySequence& k : a->shortcuts())
                all << k.toString(QKeySequence::NativeText);
            return all.join(QStringLiteral("  "));
        }();
        rows.append({path + QStringLiteral(" › ") + plain(a->text()), keys});
    }
}

} // namespace

ShortcutSheet::ShortcutSheet(const QMenuBar* menus, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Keyboard shortcuts"));
    for (QAction* a : menus->actions())
        if (a->menu())
            collect(a->menu(), plain(a->text()), rows_);
    auto* filter = new QLineEdit(this);
    filter->setPlaceholderText(tr("Type to filter"));
    filter->setAccessibleName(tr("Filter shortcuts"));
    filter->setClearButtonEnabled(true);
    auto* table = new QTableWidget(int(rows_.size()), 2, this);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    table->setAccessibleName(tr("Shortcuts"));
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int i = 0; i < rows_.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows_[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows_[i].second));
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    connect(filter, &QLineEdit::textChanged, table, [table](const QString& text) {
        for (int i = 0; i < table->rowCount(); ++i)
            table->setRowHidden(i,
                                !table->item(i, 0)->text().contains(text, Qt::CaseInsensitive) &&
                                    !table->item(i, 1)->text().contains(text, Qt::CaseInsensitive));
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filter);
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    resize(560, 620);
}

} // namespace overlap::window

#pragma once

#include <QDialog>

class QMenuBar;

namespace overlap::window {

// Every menu action with its shortcut, read from the menus themselves so that the sheet
// never disagrees with them; filterable by typing.
class ShortcutSheet : public QDialog {
    Q_OBJECT
  public:
    ShortcutSheet(const QMenuBar* menus, QWidget* parent = nullptr);
    // Rows as "Menu › Action", "Shortcut", for tests and the table.
    QList<QPair<QString, QString>> rows() const { return rows_; }

  private:
    QList<QPair<QString, QString>> rows_;
};

} // namespace overlap::window

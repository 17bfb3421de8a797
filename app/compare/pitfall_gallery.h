#pragma once

#include "app/lessons/pitfall_notes.h"

#include <QList>
#include <QWidget>

class QLabel;
class QListWidget;

namespace overlap::compare {

class CompareMode;

// Each of the core's pitfall variants beside the method it gets wrong, on a counterexample
// that shows the mistake, with the disagreement map on and a short explanation of what went
// wrong and how to avoid it. The comparison below is a full compare mode, so the touching
// policy and y-up/y-down toggles are here too.
class PitfallGallery : public QWidget {
    Q_OBJECT
  public:
    explicit PitfallGallery(QList<lessons::PitfallNote> notes, QWidget* parent = nullptr);

    void showPitfall(int index);
    int current() const { return current_; }
    void setLanguage(const QString& language);
    CompareMode* compare() const { return compare_; }
    QString explanation() const;
    const QList<lessons::PitfallNote>& notes() const { return notes_; }

  signals:
    // Around loading a pitfall's counterexample into the panes.
    void aboutToShowPitfall(int index);
    void pitfallShown(int index);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void fitList();
    void fillList();

    QList<lessons::PitfallNote> notes_;
    QString language_ = QStringLiteral("en");
    int current_ = -1;
    QListWidget* list_;
    QLabel* text_;
    CompareMode* compare_;
};

} // namespace overlap::compare

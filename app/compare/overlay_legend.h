#pragma once

#include "app/compare/overlay_palette.h"

#include <QWidget>

namespace overlap::compare {

// What a pane's overlay shades, in words: a swatch of each meaning's colour, as it lies
// on the paper, beside its name. Hidden when the overlay shades nothing.
class OverlayLegend : public QWidget {
    Q_OBJECT
  public:
    explicit OverlayLegend(QWidget* parent = nullptr);
    void setMeanings(const QList<OverlayMeaning>& meanings);
    // Whether the disagreement map's red is on the plane: then it is listed last.
    void setDisagreement(bool shown);
    bool disagreement() const { return disagreement_; }
    // Keeps its row, empty, while another pane's legend shows: the figures line up.
    void setKeepsRow(bool keep);
    bool listsAnything() const { return !meanings_.isEmpty() || disagreement_; }
    const QList<OverlayMeaning>& meanings() const { return meanings_; }
    // The names listed, in order, in the window's language.
    QStringList names() const;
    static QString nameOf(OverlayMeaning meaning);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    void changed();
    QList<OverlayMeaning> meanings_;
    bool disagreement_ = false;
    bool keepsRow_ = false;
};

// The paper the scene is drawn on, which the swatches and the contrast checks lie on.
QColor overlayPaper();

} // namespace overlap::compare

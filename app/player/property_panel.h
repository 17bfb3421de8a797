#pragma once

#include "app/i18n/language.h"
#include "app/scene/symbol_text.h"
#include "core/geometry/shapes.h"

#include <QWidget>

#include <array>
#include <optional>

class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QVBoxLayout;

namespace overlap::model {
class ScenarioModel;
}

namespace overlap::player {

// The two shapes' exact values, as learners write them: a circle as centre and radius, a
// rect as corner and size, a rotated rect as its unturned corner, size and angle. Every
// edit goes through the model, the single source of truth; an edit the model or the exact
// conversion refuses changes nothing and says why under its shape.
//
// A row that shows a symbol's number (a circle's centre C and radius r, a rotated rect's
// angle θ, a rect's corner a.left and a.bottom) is linked to it: hovering the row or giving
// its box the focus says so by symbolHovered(), and the row of the lit symbol is tinted and
// its name underlined, as the narration marks its names.
class PropertyPanel : public QWidget {
    Q_OBJECT
  public:
    // One row each; a shape's kind decides which rows are shown.
    enum Field { X, Y, R, W, H, Angle, FieldCount };

    explicit PropertyPanel(model::ScenarioModel* model, QWidget* parent = nullptr);

    // Whether a's move over one frame has rows (dx, dy) of its own: a moving lesson's.
    void setMotionShown(bool shown);
    QDoubleSpinBox* motionBox(int axis) const { return motionBoxes_[std::size_t(axis)]; }

    // The angle rows in radians or degrees; the model keeps degrees and does not change.
    void setRadians(bool on);
    bool radians() const { return radians_; }

    // The symbol whose number a row of shape `index` (0: a, 1: b) shows; none for a row
    // whose number no symbol names (a width) or a row the shape's kind does not show.
    scene::SymbolRef symbolOf(int index, Field field) const;
    // Marks the rows of this symbol (none for Symbol::None).
    void setLit(const scene::SymbolRef& symbol);
    const scene::SymbolRef& lit() const { return lit_; }
    bool rowLit(int index, Field field) const;
    // A row's name and its box, to point at.
    QWidget* rowLabel(int index, Field field) const;
    QWidget* rowBox(int index, Field field) const;

  signals:
    // The pointer or the keyboard is on a row of this symbol; Symbol::None when it left.
    void symbolHovered(const scene::SymbolRef& symbol);

  protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    struct Side {
        QGroupBox* group = nullptr;
        QLabel* kind = nullptr;
        QFormLayout* form = nullptr;
        std::array<QDoubleSpinBox*, FieldCount> boxes{};
        QLabel* problem = nullptr;
        std::optional<Shape> shown; // the model's shape the boxes show
    };

    void buildSide(int index, const QString& title, QVBoxLayout* layout);
    void refresh();
    void showShape(int index);
    void commit(int index, Field field, double value);
    void setProblem(int index, const QString& text);
    void showAngleUnit();
    void inkProblem(QLabel* problem) const;
    // Degrees (the model's) to what the angle box shows, and back.
    double shownAngle(double degrees) const;
    double modelAngle(double shown) const;
    // The row (side * FieldCount + field) a widget belongs to (its name, its box or the box's
    // editor), or -1.
    int rowOfWidget(const QObject* widget) const;
    void hoverRow(int row);
    // Tints the rows of lit_ and clears the others.
    void markRows();

    model::ScenarioModel* model_;
    std::array<Side, 2> sides_;
    QGroupBox* motionGroup_ = nullptr;
    std::array<QDoubleSpinBox*, 2> motionBoxes_{};
    void buildMotion(QVBoxLayout* layout);
    void showMotion();
    bool radians_ = false;
    scene::SymbolRef lit_;
    int hovered_ = -1, focused_ = -1; // rows
    std::array<bool, 2 * FieldCount> marked_{};
};

} // namespace overlap::player

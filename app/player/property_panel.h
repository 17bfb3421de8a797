#pragma once

#include "app/i18n/language.h"
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
class PropertyPanel : public QWidget {
    Q_OBJECT
  public:
    // One row each; a shape's kind decides which rows are shown.
    enum Field { X, Y, R, W, H, Angle, FieldCount };

    explicit PropertyPanel(model::ScenarioModel* model, QWidget* parent = nullptr);

    // The angle rows in radians or degrees; the model keeps degrees and does not change.
    void setRadians(bool on);
    bool radians() const { return radians_; }

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

    model::ScenarioModel* model_;
    std::array<Side, 2> sides_;
    bool radians_ = false;
};

} // namespace overlap::player

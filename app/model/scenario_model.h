#pragma once

#include "core/scenario.h"

#include <QObject>
#include <QString>

namespace overlap::model {

// The single source of truth for the two shapes and the touching policy. Views read it,
// handles write through it; every accepted change emits changed() once.
class ScenarioModel : public QObject {
    Q_OBJECT
  public:
    explicit ScenarioModel(QObject* parent = nullptr);

    const Shape& a() const { return a_; }
    const Shape& b() const { return b_; }
    Touching touching() const { return touching_; }
    // a's move over one frame: what a moving lesson sweeps a along (zero: it stands still).
    Vec2 motion() const { return motion_; }
    Scenario scenario() const { return {a_, b_, touching_, motion_}; }

    // Replaces shape 0 (a) or 1 (b). An invalid shape (NaN, infinity, negative size) is
    // refused with the reason and nothing changes.
    bool setShape(int index, const Shape& shape, QString* why = nullptr);
    void setShapes(const Shape& a, const Shape& b);
    // The shapes and a's move together, with one changed(); refused whole if any is invalid.
    void setScene(const Shape& a, const Shape& b, Vec2 motion);
    // Sets a's move over one frame; one that is not finite is refused with the reason.
    bool setMotion(Vec2 motion, QString* why = nullptr);
    void setTouching(Touching t);
    const Shape& shape(int index) const { return index == 0 ? a_ : b_; }

    // A gesture (a drag) groups the changes between its begin and end, so that history
    // records one step for it; gestures nest (two views may report the same drag).
    void beginGesture() { ++gestures_; }
    void endGesture();
    bool inGesture() const { return gestures_ > 0; }

  signals:
    void changed();
    // The last open gesture ended; the changes it made are final.
    void gestureEnded();

  private:
    Shape a_ = Circle{{13, 9}, 4};
    Shape b_ = Rect{{0, 0}, {10, 6}};
    Touching touching_ = Touching::Counts;
    Vec2 motion_{};
    int gestures_ = 0;
};

} // namespace overlap::model

#pragma once

// The Push apart action: moves a by the response's push (the shortest move that makes the
// two just touch), played as one gesture so that history holds one step for it, then says
// which exact class the move left: a touch, or the hair of overlap or gap rounding left.

#include "core/response/response.h"

#include <QObject>
#include <QPointer>
#include <QString>

class QVariantAnimation;

namespace overlap::model {
class ScenarioModel;
}

namespace overlap::player {

// What a push did, in words: `before` is the response it followed, `after` the one of the
// shapes it left (its class exact, its separation the size of any hair rounding left).
QString pushReport(const Response& before, const ResponseOutcome& after);

class PushApart : public QObject {
    Q_OBJECT
  public:
    explicit PushApart(QObject* parent = nullptr);

    // Pushes the model's a; `still` lands at once (reduce motion). A push under way ends
    // where it is going first.
    void start(model::ScenarioModel* model, bool still);
    bool running() const;

  signals:
    // The push ended (or could not start): what it did, for where the learner looks.
    void reported(const QString& report);

  private:
    void show(double t);
    void land();
    void stop();

    QPointer<model::ScenarioModel> model_;
    QVariantAnimation* animation_;
    Shape from_;
    Response before_;
    bool applying_ = false; // the model change is the push's own, not a drag's
};

} // namespace overlap::player

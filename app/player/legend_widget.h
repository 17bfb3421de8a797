#pragma once

#include "core/trace/trace.h"

#include <QSet>
#include <QWidget>

namespace overlap::player {

// The on-screen legend: a sample of each role's pen beside its name, for the roles the
// current step draws. Colour is never the only cue: the samples show dashes too.
class LegendWidget : public QWidget {
    Q_OBJECT
  public:
    explicit LegendWidget(QWidget* parent = nullptr);
    void setRoles(const QSet<Role>& roles, const QString& language);
    QSize sizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QList<Role> roles_;
    QString language_ = QStringLiteral("en");
};

} // namespace overlap::player

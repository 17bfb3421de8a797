#pragma once

#include "core/trace/trace.h"

#include <QList>
#include <QWidget>

namespace overlap::player {

// The roles a legend lists at a step: every role of a primitive the scene draws for steps
// 0..current (current clamped to the trace), earlier steps included since they stay drawn,
// in the order of Role. An empty trace draws nothing, so it lists nothing.
QList<Role> legendRoles(const Trace& trace, int current);

// The on-screen legend: a sample of each role's pen beside its name, for the roles the
// scene draws. Colour is never the only cue: the samples show dashes too. Entries wrap
// into more rows when the width runs out.
class LegendWidget : public QWidget {
    Q_OBJECT
  public:
    explicit LegendWidget(QWidget* parent = nullptr);
    void setRoles(const QList<Role>& roles, const QString& language);
    const QList<Role>& roles() const { return roles_; }
    // The names listed, in order, in the legend's language.
    QStringList names() const;

    // Entry `index`'s chip of paper, and the sample drawn inside it (widget pixels).
    QRectF chipRect(int index) const;
    QRectF sampleRect(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    // Where each entry starts (its sample's left, its row's top) for a width.
    QList<QPoint> layoutFor(int width) const;
    int entryWidth(Role role) const;
    int rowHeight() const;

    QList<Role> roles_;
    QString language_ = QStringLiteral("en");
};

} // namespace overlap::player

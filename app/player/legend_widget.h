#pragma once

#include "app/scene/legend_entries.h"
#include "core/trace/trace.h"

#include <QList>
#include <QWidget>

namespace overlap::player {

// The on-screen legend (scene::legendOf): each line's samples, as the scene draws them,
// beside its name; a role drawn in both shapes' colours shows both. Colour is never the only
// cue: the samples show dashes too. Entries wrap into more rows when the width runs out.
// While a symbol is lit, the lines it is drawn under are marked (setLitLines).
class LegendWidget : public QWidget {
    Q_OBJECT
  public:
    explicit LegendWidget(QWidget* parent = nullptr);
    void setEntries(const QList<scene::LegendEntry>& entries, const QString& language);
    const QList<scene::LegendEntry>& entries() const { return entries_; }
    QList<Role> roles() const { return scene::rolesOf(entries_); }
    // The names listed, in order, in the legend's language.
    QStringList names() const;
    // The lines (indices into entries()) whose role draws the lit symbol: ringed in the
    // highlight colour over its tint, as the narration tints the symbol's names. New entries
    // clear them.
    void setLitLines(const QList<int>& lines);
    const QList<int>& litLines() const { return lit_; }
    QStringList litNames() const;

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
    int entryWidth(const scene::LegendEntry& entry) const;
    int rowHeight() const;

    QList<scene::LegendEntry> entries_;
    QList<int> lit_;
    QString language_ = QStringLiteral("en");
};

} // namespace overlap::player

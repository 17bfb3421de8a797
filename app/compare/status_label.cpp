#include "app/compare/status_label.h"

#include <algorithm>

namespace overlap::compare {

StatusLabel::StatusLabel(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

int StatusLabel::heightForWidth(int width) const {
    const int needed = QLabel::heightForWidth(width);
    if (width != tallestWidth_) { // a new width (or font): start again from this text
        tallestWidth_ = width;
        tallest_ = needed;
    }
    tallest_ = std::max(tallest_, needed);
    return tallest_;
}

} // namespace overlap::compare

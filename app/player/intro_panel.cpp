#include "app/player/intro_panel.h"

#include "app/i18n/language.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace overlap::player {

IntroPanel::IntroPanel(QWidget* parent)
    : QWidget(parent), hint_(new QFrame(this)), hintText_(new QLabel(hint_)),
      dismiss_(new QPushButton(hint_)), heading_(new QLabel(this)), body_(new QTextBrowser(this)),
      start_(new QPushButton(this)), keys_(new QLabel(this)) {
    // The hint: framed, in the window's own colours, so it reads in either theme.
    hint_->setFrameShape(QFrame::StyledPanel);
    hintText_->setWordWrap(true);
    hintText_->setTextFormat(Qt::RichText);
    dismiss_->setFocusPolicy(Qt::NoFocus);
    auto* hintLayout = new QVBoxLayout(hint_);
    hintLayout->addWidget(hintText_);
    auto* dismissRow = new QHBoxLayout;
    dismissRow->addStretch(1);
    dismissRow->addWidget(dismiss_);
    hintLayout->addLayout(dismissRow);
    hint_->hide();

    QFont headingFont = heading_->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.2);
    heading_->setFont(headingFont);
    // The arrows and Space belong to the player, so the text takes no focus; it scrolls
    // with the wheel when it is longer than the panel.
    body_->setFocusPolicy(Qt::NoFocus);
    body_->setOpenLinks(false);
    body_->setFrameShape(QFrame::NoFrame);
    QFont bodyFont = body_->font();
    bodyFont.setPointSizeF(bodyFont.pointSizeF() * 1.15);
    body_->setFont(bodyFont);
    start_->setFocusPolicy(Qt::NoFocus);
    start_->setDefault(true);
    keys_->setWordWrap(true);

    auto* startRow = new QHBoxLayout;
    startRow->addWidget(start_);
    startRow->addWidget(keys_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 0, 0);
    layout->addWidget(hint_);
    layout->addWidget(heading_);
    layout->addWidget(body_, 1);
    layout->addLayout(startRow);

    connect(start_, &QPushButton::clicked, this, &IntroPanel::startRequested);
    connect(dismiss_, &QPushButton::clicked, this, [this] {
        hint_->hide();
        emit hintDismissed();
    });
    i18n::onLanguage(this, [this] {
        hintText_->setText(
            tr("<b>Try it:</b> drag a shape to move it; drag a rect's corners or edges to "
               "resize it, a circle's rim to change its radius, the knob to turn a rotated "
               "rect. The wheel zooms, a right drag pans, F fits. ← and → step through the "
               "construction. Help › Guide (F1) explains the window."));
        dismiss_->setText(tr("Got it"));
        dismiss_->setAccessibleName(tr("Dismiss the hint"));
        heading_->setText(tr("Introduction"));
        body_->setAccessibleName(tr("Introduction to the lesson"));
        start_->setText(tr("Start ▶"));
        start_->setAccessibleName(tr("Start at step 1"));
        keys_->setText(tr("→ steps on. Press I to show this introduction again, F1 to open "
                          "the guide."));
        refill();
    });
}

void IntroPanel::setContent(const QString& intro, const QStringList& methods) {
    if (intro == intro_ && methods == methods_)
        return; // the player redraws often; the text only changes with the lesson or words
    intro_ = intro;
    methods_ = methods;
    refill();
}

void IntroPanel::refill() {
    QString html = QStringLiteral("<p style='line-height:125%'>%1</p>").arg(intro_.toHtmlEscaped());
    if (!methods_.isEmpty()) {
        QStringList items;
        for (const QString& m : methods_)
            items << QStringLiteral("<li>%1</li>").arg(m.toHtmlEscaped());
        html += QStringLiteral("<p><b>%1</b></p><ul>%2</ul>")
                    .arg(tr("Methods in this lesson (pick one above the figure):"),
                         items.join(QString()));
    }
    body_->setHtml(html);
}

void IntroPanel::setHintVisible(bool visible) {
    hint_->setVisible(visible);
}

bool IntroPanel::hintVisible() const {
    return !hint_->isHidden();
}

} // namespace overlap::player

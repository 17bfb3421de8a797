#include "app/render/intro_render.h"

#include "app/render/picture_file.h"

#include "app/i18n/method_titles.h"
#include "app/i18n/text_faces.h"
#include "app/i18n/words.h"
#include "app/lessons/narration.h"
#include "app/scene/trace_scene.h"
#include "app/style/palette.h"
#include "core/algorithms.h"

#include <QPainter>
#include <QTextDocument>

#include <optional>

namespace overlap::render {

namespace {

// The intro with its slots filled, or nothing (and `error`) when they cannot fill.
std::optional<QString> introText(const IntroPicture& p, QString* error) {
    const QString text = p.lesson->intro.value(p.language);
    const lessons::Filled filled = lessons::fillSlots(text, {true, p.yDown, p.radians, p.language});
    if (text.isEmpty() || !filled.ok()) {
        *error =
            QStringLiteral("%1 intro: %2")
                .arg(p.lesson->id, text.isEmpty() ? QStringLiteral("no intro in %1").arg(p.language)
                                                  : filled.error);
        return std::nullopt;
    }
    return filled.text;
}

// The text column as rich text: the intro, then the lesson's methods.
QString columnHtml(const IntroPicture& p, const QString& intro) {
    QStringList items;
    for (const QString& id : p.lesson->algorithms)
        items << QStringLiteral("<li>%1</li>").arg(i18n::methodTitle(id).toHtmlEscaped());
    return QStringLiteral("<p style='line-height:135%'>%1</p><p><b>%2</b></p><ul>%3</ul>")
        .arg(intro.toHtmlEscaped(),
             i18n::wordsIn(p.language, "Intro",
                           QT_TRANSLATE_NOOP("Intro", "Methods in this lesson:")),
             items.join(QString()));
}

void paint(QPainter& painter, const IntroPicture& p, const QString& intro) {
    const QSizeF size = p.size;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    const double pad = 20;
    QFont titleFont = i18n::drawingFont(p.language);
    titleFont.setPixelSize(24);
    titleFont.setBold(true);
    painter.setPen(QColor(QRgb(palette::kTitleInk)));
    painter.setFont(titleFont);
    painter.drawText(QPointF(pad, pad + 24), p.lesson->title.value(p.language));
    QFont small = i18n::drawingFont(p.language);
    small.setPixelSize(15);
    painter.setFont(small);
    painter.setPen(QColor(QRgb(palette::kMutedInk)));
    painter.drawText(
        QPointF(pad, pad + 50),
        i18n::wordsIn(p.language, "Intro", QT_TRANSLATE_NOOP("Intro", "Lesson %1 · introduction"))
            .arg(p.lesson->section));

    // Left: the figure as the lesson opens (its first step: the two shapes).
    const double top = pad + 66;
    const QRectF area(pad, top, size.width() * 0.5 - 1.5 * pad, size.height() - top - pad);
    const QRectF column(area.right() + pad, top, size.width() - area.right() - 2 * pad,
                        size.height() - top - pad);
    if (const Algorithm* alg = findAlgorithm(p.lesson->algorithms.value(0).toStdString())) {
        Trace trace;
        runAlgorithm(*alg, p.lesson->a, p.lesson->b, Touching::Counts, &trace, p.lesson->motion);
        scene::TraceScene scene;
        scene.setLanguage(p.language);
        scene.showTrace(trace, 0);
        const QRectF content = scene.contentRect();
        const double s = std::min(area.width() / content.width(), area.height() / content.height());
        painter.save();
        painter.setClipRect(area);
        painter.translate(area.center());
        painter.scale(s, p.yDown ? s : -s);
        painter.translate(-content.center());
        const QRectF visible(content.center() -
                                 QPointF(area.width() / s / 2, area.height() / s / 2),
                             QSizeF(area.width() / s, area.height() / s));
        scene.render(&painter, visible, visible, Qt::IgnoreAspectRatio);
        painter.restore();
    }
    painter.setPen(QColor(QRgb(palette::kRule)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area);

    // Right: the intro, as large as fits the column.
    QTextDocument doc;
    doc.setDocumentMargin(0);
    doc.setDefaultStyleSheet(
        QStringLiteral("body { color: %1; }").arg(palette::css(palette::kInk)));
    doc.setHtml(QStringLiteral("<body>%1</body>").arg(columnHtml(p, intro)));
    doc.setTextWidth(column.width());
    QFont textFont = i18n::drawingFont(p.language);
    for (int px = 19; px >= 11; --px) {
        textFont.setPixelSize(px);
        doc.setDefaultFont(textFont);
        if (doc.size().height() <= column.height())
            break;
    }
    painter.save();
    painter.translate(column.topLeft());
    doc.drawContents(&painter, QRectF(QPointF(0, 0), column.size()));
    painter.restore();
}

} // namespace

QImage renderIntro(const IntroPicture& picture, QString* error) {
    const std::optional<QString> intro = introText(picture, error);
    if (!intro)
        return {};
    QImage image(picture.size, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    paint(painter, picture, *intro);
    return image;
}

bool writeIntro(const IntroPicture& picture, const QString& file, QString* error) {
    const std::optional<QString> intro = introText(picture, error);
    if (!intro)
        return false;
    return writePicture(
        file, picture.size, picture.lesson->title.value(picture.language),
        [&](QPainter& painter) { paint(painter, picture, *intro); }, error);
}

} // namespace overlap::render

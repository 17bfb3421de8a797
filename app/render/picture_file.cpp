#include "app/render/picture_file.h"

#include "app/document/atomic_write.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace overlap::render {

bool writePicture(const QString& file, QSize size, const QString& title,
                  const std::function<void(QPainter&)>& draw, QString* error) {
    const bool svgFile = file.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    if (!svgFile && !file.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        *error = QStringLiteral("%1: a picture is written as .png or .svg").arg(file);
        return false;
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!svgFile) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        {
            QPainter painter(&image);
            draw(painter);
        }
        if (!image.save(&buffer, "PNG")) {
            *error = QStringLiteral("%1: the picture could not be encoded").arg(file);
            return false;
        }
    } else {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        QPainter painter;
        if (!painter.begin(&svg)) {
            *error = QStringLiteral("%1: the picture could not be drawn").arg(file);
            return false;
        }
        draw(painter);
        painter.end();
    }
    if (const QString why = document::writeFileAtomically(file, bytes, document::Links::Follow);
        !why.isEmpty()) {
        *error = QStringLiteral("cannot write %1: %2").arg(file, why);
        return false;
    }
    return true;
}

} // namespace overlap::render

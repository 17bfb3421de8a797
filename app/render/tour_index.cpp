#include "app/render/tour_index.h"

#include "app/scene/role_style.h"
#include "app/scene/symbol_text.h"

#include <QJsonDocument>
#include <QSaveFile>

namespace overlap::render {

namespace {

QJsonArray roleIds(const QList<Role>& roles) {
    QJsonArray ids;
    for (Role r : roles)
        ids.append(scene::roleId(r));
    return ids;
}

QString dashName(Qt::PenStyle style) {
    switch (style) {
    case Qt::SolidLine:
        return QStringLiteral("solid");
    case Qt::DashLine:
        return QStringLiteral("dash");
    case Qt::DotLine:
        return QStringLiteral("dot");
    case Qt::DashDotLine:
        return QStringLiteral("dashdot");
    case Qt::DashDotDotLine:
        return QStringLiteral("dashdotdot");
    case Qt::CustomDashLine:
        return QStringLiteral("custom");
    case Qt::NoPen:
    case Qt::MPenStyle:
        break;
    }
    return QStringLiteral("none");
}

// A legend sample as it is drawn: its role, the shape whose colour it wears, its pen and
// its brush (null when it fills nothing).
QJsonArray legendSamples(const QList<scene::LegendEntry>& entries) {
    QJsonArray out;
    for (const scene::LegendEntry& e : entries)
        for (const scene::LegendSample& sample : e.samples) {
            const scene::RoleStyle st = scene::styleOf(sample);
            QJsonArray dashes;
            for (qreal d : st.pen.dashPattern())
                dashes.append(d);
            const QJsonObject pen{{QStringLiteral("colour"), st.pen.color().name(QColor::HexArgb)},
                                  {QStringLiteral("width"), st.pen.widthF()},
                                  {QStringLiteral("dash"), dashName(st.pen.style())},
                                  {QStringLiteral("pattern"), dashes}};
            const QJsonValue brush = st.brush.style() == Qt::NoBrush
                                         ? QJsonValue()
                                         : QJsonValue(st.brush.color().name(QColor::HexArgb));
            const QJsonValue owner = sample.owner == Owner::A   ? QJsonValue(QStringLiteral("a"))
                                     : sample.owner == Owner::B ? QJsonValue(QStringLiteral("b"))
                                                                : QJsonValue();
            out.append(
                QJsonObject{{QStringLiteral("role"), scene::roleId(sample.role)},
                            {QStringLiteral("owner"), owner},
                            {QStringLiteral("faded"), sample.emphasis == scene::Emphasis::Earlier},
                            {QStringLiteral("pen"), pen},
                            {QStringLiteral("brush"), brush}});
        }
    return out;
}

QJsonArray symbolIds(const QList<Symbol>& symbols) {
    QJsonArray ids;
    for (Symbol s : symbols)
        ids.append(scene::symbolId(s));
    return ids;
}

} // namespace

QJsonObject tourEntry(const QString& file, const StepPicture& picture, const PictureInfo& info) {
    QJsonArray labels;
    for (const PictureInfo::Label& l : info.labels)
        labels.append(QJsonObject{
            {QStringLiteral("text"), l.text},
            {QStringLiteral("x"), l.box.x()},
            {QStringLiteral("y"), l.box.y()},
            {QStringLiteral("w"), l.box.width()},
            {QStringLiteral("h"), l.box.height()},
            {QStringLiteral("symbol"),
             l.symbol == Symbol::None ? QJsonValue() : QJsonValue(scene::symbolId(l.symbol))},
            {QStringLiteral("value"), l.value}});
    const QString method =
        picture.algorithm.isEmpty() ? picture.lesson->algorithms.value(0) : picture.algorithm;
    return {{QStringLiteral("file"), file},
            {QStringLiteral("lesson"), picture.lesson->id},
            {QStringLiteral("method"), method},
            {QStringLiteral("step"), picture.step},
            {QStringLiteral("lang"), picture.language},
            {QStringLiteral("subtitle"), info.subtitle},
            {QStringLiteral("labels"), labels},
            {QStringLiteral("roles"), roleIds(info.roles)},
            {QStringLiteral("focus"), symbolIds(info.focus)},
            {QStringLiteral("named"), symbolIds(info.namedSymbols)},
            {QStringLiteral("drawn"), symbolIds(info.drawnSymbols)},
            {QStringLiteral("legend"), legendSamples(info.legend)}};
}

bool writeTourIndex(const QString& file, const QJsonArray& entries, QString* error) {
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot write %1: %2").arg(file, out.errorString());
        return false;
    }
    const QByteArray json = QJsonDocument(entries).toJson(QJsonDocument::Indented);
    if (out.write(json) != json.size() || !out.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(file, out.errorString());
        return false;
    }
    return true;
}

} // namespace overlap::render

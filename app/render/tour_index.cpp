#include "app/render/tour_index.h"

#include "app/scene/role_style.h"

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

} // namespace

QJsonObject tourEntry(const QString& file, const StepPicture& picture, const PictureInfo& info) {
    QJsonArray labels;
    for (const PictureInfo::Label& l : info.labels)
        labels.append(QJsonObject{{QStringLiteral("text"), l.text},
                                  {QStringLiteral("x"), l.box.x()},
                                  {QStringLiteral("y"), l.box.y()},
                                  {QStringLiteral("w"), l.box.width()},
                                  {QStringLiteral("h"), l.box.height()}});
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
            {QStringLiteral("legend"), roleIds(info.legend)}};
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

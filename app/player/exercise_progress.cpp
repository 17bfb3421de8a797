#include "app/player/exercise_progress.h"

#include <QSettings>

namespace overlap::player::exercises {

namespace {

QString key(const QString& lessonId, const QString& exerciseId) {
    return QStringLiteral("exercises/%1/%2").arg(lessonId, exerciseId);
}

} // namespace

bool isSolved(const QString& lessonId, const QString& exerciseId) {
    return QSettings().value(key(lessonId, exerciseId)).toBool();
}

void markSolved(const QString& lessonId, const QString& exerciseId) {
    QSettings().setValue(key(lessonId, exerciseId), true);
}

} // namespace overlap::player::exercises

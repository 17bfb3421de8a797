#include "app/player/predict_score.h"

#include <QCoreApplication>
#include <QSettings>

namespace overlap::player::predict {

namespace {

QString key(const QString& lessonId) {
    return QStringLiteral("predict/") + lessonId;
}

} // namespace

Score loadScore(const QString& lessonId) {
    const QStringList parts = QSettings().value(key(lessonId)).toString().split(QLatin1Char('/'));
    if (parts.size() != 2)
        return {};
    bool rightOk = false, askedOk = false;
    const Score s{parts[0].toInt(&rightOk), parts[1].toInt(&askedOk)};
    // A hand-edited file may hold anything: only a score that can be is shown.
    if (!rightOk || !askedOk || s.asked <= 0 || s.right < 0 || s.right > s.asked)
        return {};
    return s;
}

void saveScore(const QString& lessonId, Score score) {
    QSettings().setValue(key(lessonId), QStringLiteral("%1/%2").arg(score.right).arg(score.asked));
}

QString scoreNote(Score score) {
    if (score.asked <= 0)
        return {};
    // A tally alone ("Predict 0/1") read as a lesson done: the words say what was counted.
    const QString note = QCoreApplication::translate("Predict", "Predictions: %1/%2 right")
                             .arg(score.right)
                             .arg(score.asked);
    // One unit: a narrow list wraps before it, not between "✓" and its tally.
    QString shown = score.right == score.asked ? QStringLiteral("✓ ") + note : note;
    return shown.replace(QLatin1Char(' '), QChar::Nbsp);
}

QString scoreToolTip(Score score) {
    if (score.asked <= 0)
        return {};
    return QCoreApplication::translate("Predict",
                                       "Predict, your latest try: %1 of %2 answers right")
        .arg(score.right)
        .arg(score.asked);
}

} // namespace overlap::player::predict

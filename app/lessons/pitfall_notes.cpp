#include "app/lessons/pitfall_notes.h"

#include "codec/utf8.h" // the one description of a UTF-8 fault, shared with the CLI

#include "app/lessons/shape_json.h"
#include "core/algorithms.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace overlap::lessons {

namespace {

constexpr int kVersion = 1;

// Reading stops at the first problem, which names the key path where it is.
struct Problem {
    QString message;
};

template <class T> T orThrow(std::variant<T, QString> v) {
    if (auto* why = std::get_if<QString>(&v))
        throw Problem{*why};
    return std::get<T>(std::move(v));
}

void onlyKeys(const QJsonObject& o, const QStringList& known, const QString& prefix) {
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            throw Problem{prefix + it.key() + QStringLiteral(": unknown key")};
}

QString idOf(std::string_view id) {
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

QString verdictWord(bool overlap) {
    return overlap ? QStringLiteral("overlap") : QStringLiteral("apart");
}

PitfallNote readNote(const QJsonValue& v, const QString& where, const QList<PitfallNote>& before) {
    if (!v.isObject())
        throw Problem{where + QStringLiteral(": expected an object")};
    const QJsonObject o = v.toObject();
    onlyKeys(o,
             {QStringLiteral("id"), QStringLiteral("a"), QStringLiteral("b"),
              QStringLiteral("touching"), QStringLiteral("title"), QStringLiteral("wrong"),
              QStringLiteral("avoid")},
             where + QLatin1Char('.'));
    PitfallNote n;

    n.id = o.value(QLatin1String("id")).toString();
    if (n.id.isEmpty())
        throw Problem{where + QStringLiteral(".id: expected a non-empty string")};
    const Algorithm* pitfall = findAlgorithm(n.id.toStdString());
    if (!pitfall)
        throw Problem{where + QStringLiteral(".id: unknown id \"%1\"").arg(n.id)};
    if (!pitfall->pitfall)
        throw Problem{where +
                      QStringLiteral(".id: \"%1\" is a correct method, not a pitfall").arg(n.id)};
    for (qsizetype i = 0; i < before.size(); ++i)
        if (before[i].id == n.id)
            throw Problem{where +
                          QStringLiteral(".id: duplicate id \"%1\", already in pitfalls[%2]")
                              .arg(n.id)
                              .arg(i)};
    const Algorithm* correct = findAlgorithm(pitfall->correct);
    if (!correct)
        throw Problem{where + QStringLiteral(".id: \"%1\" names no correct method").arg(n.id)};
    n.correct = idOf(correct->id);

    n.a = orThrow(parseShape(o.value(QLatin1String("a")), where + QStringLiteral(".a")));
    n.b = orThrow(parseShape(o.value(QLatin1String("b")), where + QStringLiteral(".b")));

    const QString touching = o.value(QLatin1String("touching")).toString();
    if (touching != QLatin1String("counts") && touching != QLatin1String("separate"))
        throw Problem{where + QStringLiteral(".touching: expected \"counts\" or \"separate\"")};
    n.touching = touching == QLatin1String("counts") ? Touching::Counts : Touching::Separate;

    n.title =
        orThrow(parseLocalized(o.value(QLatin1String("title")), where + QStringLiteral(".title")));
    n.wrong =
        orThrow(parseLocalized(o.value(QLatin1String("wrong")), where + QStringLiteral(".wrong")));
    n.avoid =
        orThrow(parseLocalized(o.value(QLatin1String("avoid")), where + QStringLiteral(".avoid")));

    // The exhibit is only worth showing if the mistake shows on it.
    const Outcome wrong = runAlgorithm(*pitfall, n.a, n.b, n.touching);
    if (!wrong.ok())
        throw Problem{where + QStringLiteral(": \"%1\" does not take shapes a and b (%2)")
                                  .arg(n.id, QString::fromStdString(wrong.error))};
    const Outcome right = runAlgorithm(*correct, n.a, n.b, n.touching);
    if (!right.ok())
        throw Problem{where + QStringLiteral(": \"%1\" does not take shapes a and b (%2)")
                                  .arg(n.correct, QString::fromStdString(right.error))};
    if (wrong.result.overlap == right.result.overlap)
        throw Problem{where +
                      QStringLiteral(": not a counterexample: \"%1\" and \"%2\" both say "
                                     "%3 with touching %4")
                          .arg(n.id, n.correct, verdictWord(right.result.overlap), touching)};
    return n;
}

QList<PitfallNote> read(const QJsonObject& o) {
    const QJsonValue version = o.value(QLatin1String("version"));
    if (version.isUndefined())
        throw Problem{QStringLiteral("version: missing, expected %1").arg(kVersion)};
    if (!version.isDouble())
        throw Problem{QStringLiteral("version: expected the number %1").arg(kVersion)};
    if (version.toDouble() != kVersion)
        throw Problem{QStringLiteral("version: unknown version %1, expected %2")
                          .arg(version.toDouble())
                          .arg(kVersion)};
    onlyKeys(o, {QStringLiteral("version"), QStringLiteral("pitfalls")}, QString());
    const QJsonValue list = o.value(QLatin1String("pitfalls"));
    if (!list.isArray() || list.toArray().isEmpty())
        throw Problem{QStringLiteral("pitfalls: expected a non-empty list of notes")};
    QList<PitfallNote> out;
    const QJsonArray notes = list.toArray();
    for (qsizetype i = 0; i < notes.size(); ++i)
        out << readNote(notes.at(i), QStringLiteral("pitfalls[%1]").arg(i), out);
    return out;
}

} // namespace

std::variant<QList<PitfallNote>, QString> parsePitfallNotes(const QByteArray& json) {
    // Qt would only say "invalid UTF8 string"; this names the byte, its line and column.
    if (const std::string bad = codec::utf8TextProblem(std::string_view(json.data(), json.size()));
        !bad.empty())
        return QString::fromStdString(bad);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("not JSON at offset %1: %2")
            .arg(error.offset)
            .arg(error.errorString());
    if (!doc.isObject())
        return QStringLiteral("expected a JSON object with \"version\" and \"pitfalls\"");
    try {
        return read(doc.object());
    } catch (const Problem& p) {
        return p.message;
    }
}

std::variant<QList<PitfallNote>, QString> loadPitfallNotes(const QString& file) {
    const QString name = QFileInfo(file).fileName();
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: %2").arg(name, f.errorString());
    auto notes = parsePitfallNotes(f.readAll());
    if (auto* why = std::get_if<QString>(&notes))
        return QStringLiteral("%1: %2").arg(name, *why);
    return notes;
}

} // namespace overlap::lessons

#include "app/lessons/pitfall_notes.h"

#include "app/document/strict_json.h"
#include "app/lessons/lesson_json.h"
#include "core/algorithms.h"

#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <algorithm>
#include <initializer_list>
#include <string_view>

namespace overlap::lessons {

namespace {

using Kind = JsonValue::Kind;

constexpr int kVersion = 1;

void onlyKeys(const JsonValue& o, std::initializer_list<std::string_view> known,
              const QString& prefix) {
    for (const codec::json::Member& m : o.members)
        if (std::find(known.begin(), known.end(), m.key) == known.end())
            refuse(m.value,
                   prefix + document::json::qText(m.key) + QStringLiteral(": unknown key"));
}

QString idOf(std::string_view id) {
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

QString verdictWord(bool overlap) {
    return overlap ? QStringLiteral("overlap") : QStringLiteral("apart");
}

PitfallNote readNote(const JsonValue& o, const QString& where, const QList<PitfallNote>& before) {
    if (o.kind != Kind::Object)
        refuse(o, where + QStringLiteral(": expected an object"));
    onlyKeys(o, {"id", "a", "b", "motion", "touching", "title", "wrong", "avoid"},
             where + QLatin1Char('.'));
    PitfallNote n;

    const JsonValue* id = o.find("id");
    if (!id || id->kind != Kind::String || id->text.empty())
        refuse(id ? *id : o, where + QStringLiteral(".id: expected a non-empty string"));
    n.id = textOf(*id);
    const Algorithm* pitfall = findAlgorithm(id->text);
    if (!pitfall)
        refuse(*id, where + QStringLiteral(".id: unknown id \"%1\"").arg(n.id));
    if (!pitfall->pitfall)
        refuse(*id,
               where + QStringLiteral(".id: \"%1\" is a correct method, not a pitfall").arg(n.id));
    for (qsizetype i = 0; i < before.size(); ++i)
        if (before[i].id == n.id)
            refuse(*id, where + QStringLiteral(".id: duplicate id \"%1\", already in pitfalls[%2]")
                                    .arg(n.id)
                                    .arg(i));
    const Algorithm* correct = findAlgorithm(pitfall->correct);
    if (!correct)
        refuse(*id, where + QStringLiteral(".id: \"%1\" names no correct method").arg(n.id));
    n.correct = idOf(correct->id);

    n.scene.a = readShape(o.find("a"), o, where + QStringLiteral(".a"));
    n.scene.b = readShape(o.find("b"), o, where + QStringLiteral(".b"));
    // A moving pitfall is shown on a move; a standing one has none.
    n.scene.motion = readMotion(o, where + QStringLiteral(".motion"));
    const bool moves = n.scene.motion.x != 0 || n.scene.motion.y != 0;
    if (moves != !pitfall->swept.empty())
        refuse(o.find("motion") ? *o.find("motion") : o,
               where + (moves ? QStringLiteral(".motion: \"%1\" tests shapes standing still")
                              : QStringLiteral(".motion: \"%1\" tests a moving shape: expected "
                                               "a move [dx, dy] other than [0, 0]"))
                           .arg(n.id));

    const JsonValue* touching = o.find("touching");
    if (!touching || touching->kind != Kind::String ||
        (touching->text != "counts" && touching->text != "separate"))
        refuse(touching ? *touching : o,
               where + QStringLiteral(".touching: expected \"counts\" or \"separate\""));
    n.scene.touching = touching->text == "counts" ? Touching::Counts : Touching::Separate;

    n.title = readLocalized(o.find("title"), o, where + QStringLiteral(".title"));
    n.wrong = readLocalized(o.find("wrong"), o, where + QStringLiteral(".wrong"));
    n.avoid = readLocalized(o.find("avoid"), o, where + QStringLiteral(".avoid"));

    // The exhibit is only worth showing if the mistake shows on it.
    const Outcome wrong =
        runAlgorithm(*pitfall, n.scene.a, n.scene.b, n.scene.touching, nullptr, n.scene.motion);
    if (!wrong.ok())
        refuse(o, where + QStringLiteral(": \"%1\" does not take shapes a and b (%2)")
                              .arg(n.id, QString::fromStdString(wrong.error)));
    const Outcome right =
        runAlgorithm(*correct, n.scene.a, n.scene.b, n.scene.touching, nullptr, n.scene.motion);
    if (!right.ok())
        refuse(o, where + QStringLiteral(": \"%1\" does not take shapes a and b (%2)")
                              .arg(n.correct, QString::fromStdString(right.error)));
    if (wrong.result.overlap == right.result.overlap)
        refuse(o, where + QStringLiteral(": not a counterexample: \"%1\" and \"%2\" both say "
                                         "%3 with touching %4")
                              .arg(n.id, n.correct, verdictWord(right.result.overlap),
                                   textOf(*touching)));
    return n;
}

QList<PitfallNote> read(const JsonValue& o) {
    if (o.kind != Kind::Object)
        refuse(o, QStringLiteral("expected a JSON object with \"version\" and \"pitfalls\""));
    const JsonValue* version = o.find("version");
    if (!version)
        refuse(o, QStringLiteral("version: missing, expected %1").arg(kVersion));
    if (version->kind != Kind::Number)
        refuse(*version, QStringLiteral("version: expected the number %1").arg(kVersion));
    if (version->number != kVersion)
        refuse(*version, QStringLiteral("version: unknown version %1, expected %2")
                             .arg(version->number)
                             .arg(kVersion));
    onlyKeys(o, {"version", "pitfalls"}, QString());
    const JsonValue* list = o.find("pitfalls");
    if (!list || list->kind != Kind::Array || list->items.empty())
        refuse(list ? *list : o, QStringLiteral("pitfalls: expected a non-empty list of notes"));
    QList<PitfallNote> out;
    for (std::size_t i = 0; i < list->items.size(); ++i)
        out << readNote(list->items[i], QStringLiteral("pitfalls[%1]").arg(i), out);
    return out;
}

} // namespace

std::variant<QList<PitfallNote>, QString> parsePitfallNotes(const QByteArray& json) {
    auto root = parseJsonText(json);
    if (auto* why = std::get_if<QString>(&root))
        return *why;
    try {
        return read(std::get<JsonValue>(root));
    } catch (const JsonProblem& p) {
        return placed(json, p);
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

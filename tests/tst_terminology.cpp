// The Chinese terminology list (app/i18n/TERMINOLOGY.md) is followed: no text a learner
// reads holds a term the list retires. The list is read here, so it stays the one source.

#include "overlap_test_paths.h"
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>

namespace tst_terminology {

namespace {

const QString kSource = QStringLiteral(OVERLAP_SOURCE_DIR);

QString readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// The retired column of the list's table: the third cell of each row, terms split at 、.
QStringList retiredTerms(const QString& list) {
    QStringList out;
    for (const QString& line : list.split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char('|'));
        // "| a | b | c |" splits into five: an empty cell each side of the three.
        if (!line.startsWith(QLatin1Char('|')) || cells.size() != 5 ||
            cells[1].trimmed() == QLatin1String("English") || cells[1].trimmed().startsWith('-'))
            continue;
        for (const QString& term : cells[3].split(QChar(0x3001))) {
            const QString t = term.trimmed();
            if (!t.isEmpty() && t != QStringLiteral("—"))
                out << t;
        }
    }
    return out;
}

bool hasHan(const QString& text) {
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return text.contains(han);
}

// Every file that holds Chinese a learner reads: the translations, the lessons, their
// listings and pitfall notes, the desktop files, and any app source with zh literals.
QStringList translationSources() {
    QStringList out{kSource + QStringLiteral("/app/i18n/overlap_zh_CN.ts")};
    const struct {
        const char* folder;
        QStringList patterns;
    } places[] = {
        {"/lessons", {QStringLiteral("*.json"), QStringLiteral("*.js")}},
        {"/packaging", {QStringLiteral("*.xml"), QStringLiteral("*.desktop")}},
        {"/app", {QStringLiteral("*.cpp"), QStringLiteral("*.h")}},
    };
    for (const auto& place : places) {
        QDirIterator it(kSource + QLatin1String(place.folder), place.patterns, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (hasHan(readText(path)))
                out << path;
        }
    }
    return out;
}

} // namespace

class TstTerminology : public QObject {
    Q_OBJECT
  private slots:
    void theListRetiresTheDecidedTerms() {
        const QStringList retired =
            retiredTerms(readText(kSource + QStringLiteral("/app/i18n/TERMINOLOGY.md")));
        for (const char* term : {"夹取", "夹到", "十字矩形", "陷阱", "相切"})
            QVERIFY2(retired.contains(QString::fromUtf8(term)), term);
    }

    void noTextUsesARetiredTerm() {
        const QStringList retired =
            retiredTerms(readText(kSource + QStringLiteral("/app/i18n/TERMINOLOGY.md")));
        QVERIFY(!retired.isEmpty());
        const QStringList files = translationSources();
        // The .ts, eight lessons and the pitfall notes at least: a wrong root finds none.
        QVERIFY2(files.size() >= 10, qPrintable(files.join(QLatin1Char(' '))));
        QStringList found;
        for (const QString& path : files) {
            const QString text = readText(path);
            for (const QString& term : retired)
                if (text.contains(term))
                    found << QStringLiteral("%1: %2").arg(path.mid(kSource.size() + 1), term);
        }
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("retired terms (see "
                                                            "app/i18n/TERMINOLOGY.md):\n") +
                                             found.join(QLatin1Char('\n'))));
    }
};

} // namespace tst_terminology

#define OVERLAP_SUBJECT tst_terminology
#include "tests/support/subject_main.h"
QTEST_GUILESS_MAIN(tst_terminology::TstTerminology)
#include "tst_terminology.moc"

// The core gives bit-identical verdicts at -O0, at -O2 and at -O2 -march=native (where the
// compiler may use every vector and fused instruction of the machine): the same corpus
// hashed by three builds of the same sources must print the same line, and that line is
// the one kept in tests/tools/verdict_hash.expected, so a change common to every build (a
// verdict that moved) is noticed too. Change that file only with a reason in the commit.

#include "overlap_test_paths.h"
#include <QFile>
#include <QProcess>
#include <QtTest>

namespace tst_determinism {

class TestDeterminism : public QObject {
    Q_OBJECT
  private slots:
    void everyBuildGivesTheSameVerdicts() {
        const auto run = [](const char* path) {
            QProcess p;
            p.start(QString::fromUtf8(path), {});
            if (!p.waitForFinished(300'000) || p.exitStatus() != QProcess::NormalExit ||
                p.exitCode() != 0)
                qFatal("%s failed", path);
            return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        };
        const QString optimised = run(VERDICT_HASH_O2);
        const QString unoptimised = run(VERDICT_HASH_O0);
        const QString native = run(VERDICT_HASH_NATIVE);
        QVERIFY(optimised.contains(' '));
        QVERIFY(!optimised.startsWith("0000000000000000"));
        QCOMPARE(unoptimised, optimised);
        QCOMPARE(native, optimised);
        QFile kept(QStringLiteral(VERDICT_HASH_EXPECTED));
        QVERIFY2(kept.open(QIODevice::ReadOnly), VERDICT_HASH_EXPECTED);
        QCOMPARE(optimised, QString::fromUtf8(kept.readAll()).trimmed());
    }
};

} // namespace tst_determinism

#define OVERLAP_SUBJECT tst_determinism
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_determinism::TestDeterminism)
#include "tst_determinism.moc"

// The core gives bit-identical verdicts at -O0, at -O2 and at -O2 -march=native (where the
// compiler may use every vector and fused instruction of the machine): the same corpus
// hashed by three builds of the same sources must print the same line.

#include <QProcess>
#include <QtTest>

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
    }
};

QTEST_APPLESS_MAIN(TestDeterminism)
#include "tst_determinism.moc"

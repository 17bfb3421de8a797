// The core gives bit-identical verdicts at -O0 and -O2: the same corpus hashed by two
// builds of the same sources must print the same line.

#include <QProcess>
#include <QtTest>

class TestDeterminism : public QObject {
    Q_OBJECT
  private slots:
    void optimisedEqualsUnoptimised() {
        const auto run = [](const char* path) {
            QProcess p;
            p.start(QString::fromUtf8(path), {});
            if (!p.waitForFinished(300'000) || p.exitCode() != 0)
                qFatal("%s failed", path);
            return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        };
        const QString optimised = run(VERDICT_HASH_O2);
        const QString unoptimised = run(VERDICT_HASH_O0);
        QVERIFY(optimised.contains(' '));
        QVERIFY(!optimised.startsWith("0000000000000000"));
        QCOMPARE(optimised, unoptimised);
    }
};

QTEST_APPLESS_MAIN(TestDeterminism)
#include "tst_determinism.moc"

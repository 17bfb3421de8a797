// The exact verdict class (overlap, touching, apart) of every method on exact touches and
// near ties a billionth of a unit or one ulp away, and how it maps to each policy's verdict.

#include "core/algorithms.h"
#include "core/verdict_class.h"

#include "tests/support/tie_scenes.h"

#include <QtTest>

namespace tst_verdict_class {

using namespace overlap;
using namespace overlap::test;

class TstVerdictClass : public QObject {
    Q_OBJECT
  private slots:
    void classFromVerdicts();
    void everyMethodOnTies();
    void everyMethodCanSayTouching();
};

void TstVerdictClass::classFromVerdicts() {
    for (Touching t : {Touching::Counts, Touching::Separate}) {
        QCOMPARE(classOf(true, true, t), VerdictClass::Overlap);
        QCOMPARE(classOf(true, false, t), VerdictClass::Touching);
        QCOMPARE(classOf(false, false, t), VerdictClass::Apart);
    }
    // Only a wrong method overlaps when touching does not count but not when it does: its
    // class then follows its answer under the policy in force.
    QCOMPARE(classOf(false, true, Touching::Counts), VerdictClass::Apart);
    QCOMPARE(classOf(false, true, Touching::Separate), VerdictClass::Overlap);
    QVERIFY(overlapsUnder(VerdictClass::Touching, Touching::Counts));
    QVERIFY(!overlapsUnder(VerdictClass::Touching, Touching::Separate));
    QVERIFY(overlapsUnder(VerdictClass::Overlap, Touching::Separate));
    QVERIFY(!overlapsUnder(VerdictClass::Apart, Touching::Counts));
    QCOMPARE(verdictClassName(VerdictClass::Touching), std::string_view("touching"));
}

void TstVerdictClass::everyMethodOnTies() {
    for (const TieScene& s : tieScenes()) {
        int ran = 0;
        for (const Algorithm& alg : algorithms()) {
            for (Touching t : {Touching::Counts, Touching::Separate}) {
                const std::optional<VerdictClass> c = classify(alg, s.a, s.b, t);
                const Outcome out = runAlgorithm(alg, s.a, s.b, t);
                QCOMPARE(c.has_value(), out.ok());
                if (!c)
                    continue;
                const QByteArray what = QByteArray(s.name) + ": " +
                                        QByteArray(alg.id.data(), qsizetype(alg.id.size())) +
                                        (t == Touching::Counts ? " counts" : " separate");
                // The class gives back the method's own verdict under either policy.
                QVERIFY2(overlapsUnder(*c, t) == out.result.overlap, what.constData());
                // A traced run records the same class for the views.
                Trace trace;
                QVERIFY(runAlgorithm(alg, s.a, s.b, t, &trace).ok());
                QVERIFY2(trace.verdictClass == c, what.constData());
                if (!alg.pitfall) {
                    QVERIFY2(*c == s.expected,
                             (what + " says " + verdictClassName(*c).data()).constData());
                    ++ran;
                }
            }
        }
        QVERIFY2(ran >= 4, s.name); // at least two methods under both policies
    }
}

void TstVerdictClass::everyMethodCanSayTouching() {
    QSet<QByteArray> touched;
    for (const TieScene& s : tieScenes())
        for (const Algorithm& alg : algorithms())
            if (!alg.pitfall && s.expected == VerdictClass::Touching &&
                classify(alg, s.a, s.b) == VerdictClass::Touching)
                touched.insert(QByteArray(alg.id.data(), qsizetype(alg.id.size())));
    for (const Algorithm& alg : algorithms())
        if (!alg.pitfall)
            QVERIFY2(touched.contains(QByteArray(alg.id.data(), qsizetype(alg.id.size()))),
                     alg.id.data());
}

} // namespace tst_verdict_class

#define OVERLAP_SUBJECT tst_verdict_class
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_verdict_class::TstVerdictClass)
#include "tst_verdict_class.moc"

#include <QtTest>

// moc (Qt 6.4) fails to parse libstdc++'s <concepts>, reached through <compare>; it needs
// only the QObject below, so it skips the standard and project headers.
#ifndef Q_MOC_RUN
#include "core/exact/dyadic.h"

#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>
#endif

namespace tst_dyadic {

using overlap::exact::Dyadic;

// QCOMPARE on doubles is fuzzy; these tests need exact equality (+0.0 == -0.0 allowed).
#define EXACT_COMPARE(actual, expected)                                                            \
    do {                                                                                           \
        const double actual_ = (actual);                                                           \
        const double expected_ = (expected);                                                       \
        if (!(actual_ == expected_)) { /* format only on failure: it is slow */                    \
            char msg_[256];                                                                        \
            std::snprintf(msg_, sizeof msg_, "%s = %a, expected %a", #actual, actual_, expected_); \
            QFAIL(msg_);                                                                           \
        }                                                                                          \
    } while (false)

namespace {

using i128 = __int128;

// Exact Dyadic of an __int128 built from 32-bit pieces; |v| < 2^94 keeps hi inside int64.
Dyadic fromI128(i128 v) {
    const auto hi = static_cast<std::int64_t>(v >> 32); // arithmetic shift: floor
    const auto lo = static_cast<std::int64_t>(v & 0xffffffff);
    return Dyadic::fromInt(hi) * Dyadic(0x1p32) + Dyadic::fromInt(lo);
}

int signOf(i128 v) {
    return v < 0 ? -1 : (v > 0 ? 1 : 0);
}

// Finite doubles over the whole range, with subnormals and mixed magnitudes well represented.
double randomDouble(std::mt19937_64& rng) {
    const std::uint64_t bits = rng();
    switch (rng() % 4) {
    case 0: { // any finite bit pattern
        const double d = std::bit_cast<double>(bits);
        return std::isfinite(d) ? d : 1.5;
    }
    case 1: // subnormal (exponent field 0)
        return std::bit_cast<double>(bits & 0x800fffffffffffffULL);
    case 2: { // moderate magnitudes, where most geometry lives
        const std::uint64_t e = 1023 - 40 + (rng() % 81);
        return std::bit_cast<double>((bits & 0x800fffffffffffffULL) | (e << 52));
    }
    default: { // extremes near both ends of the range
        const std::uint64_t e = (rng() % 2) ? 2046 - rng() % 8 : 1 + rng() % 8;
        return std::bit_cast<double>((bits & 0x800fffffffffffffULL) | (e << 52));
    }
    }
}

} // namespace

class TestDyadic : public QObject {
    Q_OBJECT

  private slots:
    void integerArithmeticMatchesInt128();
    void scaledIntegersKeepRelations();
    void roundTrip_data();
    void roundTrip();
    void randomRoundTrip();
    void orderingMatchesDoubles();
    void addThenSubtract_data();
    void addThenSubtract();
    void randomAddThenSubtract();
    void halfOfOddInteger();
    void differenceOfSquares();
    void toDoubleMatchesIeeeOperations();
    void toDoubleRounding_data();
    void toDoubleRounding();
    void zeroAndSign();
    void canonicalForm();
    void absMaxMin();
};

void TestDyadic::integerArithmeticMatchesInt128() {
    std::mt19937_64 rng(12345);
    const std::int64_t range = std::int64_t{1} << 40;
    std::uniform_int_distribution<std::int64_t> dist(-range, range);
    for (int i = 0; i < 300000; ++i) {
        // Small values every so often so equality and zero results actually occur.
        const std::int64_t a = (i % 7 == 0) ? dist(rng) % 5 : dist(rng);
        const std::int64_t b = (i % 11 == 0) ? a : ((i % 5 == 0) ? dist(rng) % 5 : dist(rng));
        const Dyadic da = Dyadic::fromInt(a);
        const Dyadic db = Dyadic::fromInt(b);
        const Dyadic sum = da + db;
        const Dyadic diff = da - db;
        const Dyadic prod = da * db;
        QCOMPARE(sum == Dyadic::fromInt(a + b), true);
        QCOMPARE(diff == Dyadic::fromInt(a - b), true);
        const i128 p = static_cast<i128>(a) * b;
        QCOMPARE(prod == fromI128(p), true);
        QCOMPARE(prod.sign(), signOf(p));
        EXACT_COMPARE(prod.toDouble(), static_cast<double>(p)); // GCC converts __int128 correctly
        EXACT_COMPARE(sum.toDouble(), static_cast<double>(a + b));
        QCOMPARE((da <=> db) == (a <=> b), true);
        QCOMPARE(da == db, a == b);
        QCOMPARE(da < db, a < b);
        QCOMPARE(diff.sign(), signOf(a - b));
        // A product against a third value: comparisons across many limbs.
        const i128 q = static_cast<i128>(dist(rng)) * dist(rng);
        QCOMPARE((prod <=> fromI128(q)) == (p <=> q), true);
        QCOMPARE((prod - fromI128(q)) == fromI128(p - q), true);
    }
}

void TestDyadic::scaledIntegersKeepRelations() {
    // Same integers at random binary scales: exercises exponent alignment in + and <=>.
    std::mt19937_64 rng(777);
    std::uniform_int_distribution<std::int64_t> dist(-(std::int64_t{1} << 40),
                                                     std::int64_t{1} << 40);
    std::uniform_int_distribution<int> scale(-1000, 1000);
    for (int i = 0; i < 50000; ++i) {
        const std::int64_t a = dist(rng);
        const std::int64_t b = (i % 9 == 0) ? a : dist(rng);
        const Dyadic k(std::ldexp(1.0, scale(rng)));
        const Dyadic da = Dyadic::fromInt(a) * k;
        const Dyadic db = Dyadic::fromInt(b) * k;
        QCOMPARE(da + db == Dyadic::fromInt(a + b) * k, true);
        QCOMPARE(da - db == Dyadic::fromInt(a - b) * k, true);
        QCOMPARE((da <=> db) == (a <=> b), true);
        QCOMPARE(da * db == fromI128(static_cast<i128>(a) * b) * k * k, true);
    }
}

void TestDyadic::roundTrip_data() {
    QTest::addColumn<double>("value");
    QTest::newRow("one") << 1.0;
    QTest::newRow("minus one") << -1.0;
    QTest::newRow("0.1") << 0.1;
    QTest::newRow("1e308") << 1e308;
    QTest::newRow("-1e308") << -1e308;
    QTest::newRow("max") << DBL_MAX;
    QTest::newRow("-max") << -DBL_MAX;
    QTest::newRow("min normal") << DBL_MIN;
    QTest::newRow("largest subnormal") << std::nextafter(DBL_MIN, 0.0);
    QTest::newRow("5e-324") << 5e-324;
    QTest::newRow("-5e-324") << -5e-324;
    QTest::newRow("3 ulp subnormal") << 3 * 5e-324;
    QTest::newRow("1e-300") << 1e-300;
    QTest::newRow("2^63") << 0x1p63;
    QTest::newRow("2^53+2") << 0x1p53 + 2;
    QTest::newRow("1-ulp") << std::nextafter(1.0, 0.0);
}

void TestDyadic::roundTrip() {
    QFETCH(double, value);
    EXACT_COMPARE(Dyadic(value).toDouble(), value);
    QCOMPARE(Dyadic(value).sign(), value < 0 ? -1 : 1);
}

void TestDyadic::randomRoundTrip() {
    std::mt19937_64 rng(99);
    for (int i = 0; i < 200000; ++i) {
        const double d = randomDouble(rng);
        const double back = Dyadic(d).toDouble();
        // Compare bits so a -0.0 / +0.0 or NaN slip would show (zero maps to +0.0).
        QCOMPARE(std::bit_cast<std::uint64_t>(back), std::bit_cast<std::uint64_t>(d + 0.0));
    }
}

void TestDyadic::orderingMatchesDoubles() {
    std::mt19937_64 rng(2024);
    for (int i = 0; i < 100000; ++i) {
        const double x = randomDouble(rng);
        // Sometimes a neighbour of x so close comparisons occur.
        const double y = (i % 3 == 0) ? std::nextafter(x, (i % 2) ? 1e300 : -1e300)
                                      : ((i % 10 == 1) ? x : randomDouble(rng));
        const Dyadic dx(x);
        const Dyadic dy(y);
        QCOMPARE(dx < dy, x < y);
        QCOMPARE(dx > dy, x > y);
        QCOMPARE(dx == dy, x == y);
        QCOMPARE(dx <= dy, x <= y);
        QCOMPARE((dx - dy).sign(), x < y ? -1 : (x > y ? 1 : 0));
    }
}

void TestDyadic::addThenSubtract_data() {
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::newRow("1e300, 1e-300") << 1e300 << 1e-300;
    QTest::newRow("1e-300, 1e300") << 1e-300 << 1e300;
    QTest::newRow("max, min subnormal") << DBL_MAX << 5e-324;
    QTest::newRow("min subnormal, -max") << 5e-324 << -DBL_MAX;
    QTest::newRow("1, 2^-60") << 1.0 << 0x1p-60;
    QTest::newRow("-1e300, 1e300") << -1e300 << 1e300;
    QTest::newRow("x, -x") << 0.1 << -0.1;
}

void TestDyadic::addThenSubtract() {
    QFETCH(double, a);
    QFETCH(double, b);
    const Dyadic da(a);
    const Dyadic db(b);
    QCOMPARE((da + db) - db == da, true);
    QCOMPARE((da + db) - da == db, true);
    EXACT_COMPARE(((da + db) - db).toDouble(), a);
    QCOMPARE(da + db == db + da, true);
}

void TestDyadic::randomAddThenSubtract() {
    std::mt19937_64 rng(5);
    for (int i = 0; i < 50000; ++i) {
        const Dyadic a(randomDouble(rng));
        const Dyadic b(randomDouble(rng));
        const Dyadic c(randomDouble(rng));
        QCOMPARE((a + b) - b == a, true);
        QCOMPARE((a + b) + c == a + (b + c), true);
        QCOMPARE(a * (b + c) == a * b + a * c, true);
    }
}

void TestDyadic::halfOfOddInteger() {
    std::mt19937_64 rng(3);
    for (int i = 0; i < 20000; ++i) {
        const std::int64_t n = static_cast<std::int64_t>(rng() >> 2) * (i % 2 ? 1 : -1) | 1;
        const Dyadic h = Dyadic::fromInt(n).half();
        QCOMPARE(h * Dyadic(2.0) == Dyadic::fromInt(n), true);
        QCOMPARE(h + h == Dyadic::fromInt(n), true);
        QCOMPARE(h == Dyadic::fromInt(n / 2), false); // the half is not an integer
        QCOMPARE(h.sign(), n < 0 ? -1 : 1);
        QCOMPARE(h.half().half() * Dyadic(8.0) == Dyadic::fromInt(n), true);
    }
    QCOMPARE(Dyadic::fromInt(3).half() == Dyadic(1.5), true);
    EXACT_COMPARE(Dyadic(5e-324).half().toDouble(), 0.0); // tie between 0 and 2^-1074 -> even
    QCOMPARE(Dyadic().half() == Dyadic(), true);
    EXACT_COMPARE(Dyadic(-7.0).half().toDouble(), -3.5);
}

void TestDyadic::differenceOfSquares() {
    std::mt19937_64 rng(8);
    for (int i = 0; i < 20000; ++i) {
        const Dyadic x(randomDouble(rng));
        const Dyadic y = (i % 10 == 0) ? -x : Dyadic(randomDouble(rng));
        QCOMPARE(x * x - y * y == (x - y) * (x + y), true);
        QCOMPARE((x * x - y * y).sign(), (abs(x) <=> abs(y)) == 0 ? 0 : (abs(x) < abs(y) ? -1 : 1));
    }
}

void TestDyadic::toDoubleMatchesIeeeOperations() {
    // IEEE + and * round the exact result once, to nearest-even, subnormals and overflow
    // included: the exact Dyadic result must round to the same double.
    std::mt19937_64 rng(42);
    for (int i = 0; i < 100000; ++i) {
        const double x = randomDouble(rng);
        const double y = randomDouble(rng);
        EXACT_COMPARE((Dyadic(x) + Dyadic(y)).toDouble(), x + y);
        EXACT_COMPARE((Dyadic(x) - Dyadic(y)).toDouble(), x - y);
        EXACT_COMPARE((Dyadic(x) * Dyadic(y)).toDouble(), x * y);
    }
}

void TestDyadic::toDoubleRounding_data() {
    // value = (a + b + c) / 2^halvings, exact; expected is its nearest double. The halvings
    // reach values below the double range, such as 2^-1075.
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("c");
    QTest::addColumn<int>("halvings");
    QTest::addColumn<double>("expected");
    const double up1 = std::nextafter(1.0, 2.0);
    const double inf = std::numeric_limits<double>::infinity();
    const double sub = 5e-324; // 2^-1074
    QTest::newRow("tie to even 1") << 1.0 << 0x1p-53 << 0.0 << 0 << 1.0;
    QTest::newRow("above tie") << 1.0 << 0x1p-53 << 0x1p-100 << 0 << up1;
    QTest::newRow("below tie") << 1.0 << 0x1p-53 << -0x1p-100 << 0 << 1.0;
    QTest::newRow("tie to even up") << up1 << 0x1p-53 << 0.0 << 0 << up1 + 0x1p-52;
    QTest::newRow("negative tie") << -1.0 << -0x1p-53 << 0.0 << 0 << -1.0;
    QTest::newRow("negative above tie") << -1.0 << -0x1p-53 << -0x1p-100 << 0 << -up1;
    QTest::newRow("max + half ulp -> inf") << DBL_MAX << 0x1p970 << 0.0 << 0 << inf;
    QTest::newRow("max + below half ulp") << DBL_MAX << 0x1p970 << -0x1p-1000 << 0 << DBL_MAX;
    QTest::newRow("-max - half ulp -> -inf") << -DBL_MAX << -0x1p970 << 0.0 << 0 << -inf;
    QTest::newRow("max + max -> inf") << DBL_MAX << DBL_MAX << 0.0 << 0 << inf;
    QTest::newRow("2 max / 2^1000") << DBL_MAX << DBL_MAX << 0.0 << 1000 << 0x1.fffffffffffffp24;
    QTest::newRow("1.5 sub, tie up to even") << 3 * sub << 0.0 << 0.0 << 1 << 2 * sub;
    QTest::newRow("2.5 sub, tie down to even") << 5 * sub << 0.0 << 0.0 << 1 << 2 * sub;
    QTest::newRow("-1.5 sub") << -3 * sub << 0.0 << 0.0 << 1 << -2 * sub;
    QTest::newRow("half sub, tie to 0") << sub << 0.0 << 0.0 << 1 << 0.0;
    QTest::newRow("just above half sub") << 0x1p-1000 << 0x1p-1065 << 0.0 << 75 << sub;
    QTest::newRow("just below half sub") << 0x1p-1000 << -0x1p-1065 << 0.0 << 75 << 0.0;
    QTest::newRow("quarter sub") << sub << 0.0 << 0.0 << 2 << 0.0;
    QTest::newRow("far below sub") << sub << 0.0 << 0.0 << 500 << 0.0;
    QTest::newRow("min normal - tiny") << 0x1p-1000 << -sub << 0.0 << 22 << DBL_MIN;
    QTest::newRow("max subnormal + half ulp") << 0x1p-1021 << -2 * sub << sub << 1 << DBL_MIN;
    QTest::newRow("cancel to 2^-1074") << 1e300 << -1e300 << sub << 0 << sub;
    QTest::newRow("cancel the big pair") << 1e-300 << 1e300 << -1e300 << 0 << 1e-300;
}

void TestDyadic::toDoubleRounding() {
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, c);
    QFETCH(int, halvings);
    QFETCH(double, expected);
    Dyadic v = Dyadic(a) + Dyadic(b) + Dyadic(c);
    for (int i = 0; i < halvings; ++i)
        v = v.half();
    EXACT_COMPARE(v.toDouble(), expected);
    QCOMPARE(std::signbit(v.toDouble()), std::signbit(expected));
}

void TestDyadic::zeroAndSign() {
    const Dyadic zero;
    QCOMPARE(zero.sign(), 0);
    QCOMPARE(Dyadic(0.0) == zero, true);
    QCOMPARE(Dyadic(-0.0) == zero, true);
    QCOMPARE(Dyadic(-0.0).sign(), 0);
    QCOMPARE((-zero).sign(), 0);
    QCOMPARE(-zero == zero, true);
    QCOMPARE(std::signbit(Dyadic(-0.0).toDouble()), false);
    QCOMPARE(std::signbit((-zero).toDouble()), false);
    QCOMPARE(Dyadic::fromInt(0) == zero, true);
    QCOMPARE((Dyadic(0.1) - Dyadic(0.1)) == zero, true);
    QCOMPARE((Dyadic(-3.0) + Dyadic(3.0)) == zero, true);
    QCOMPARE((Dyadic(1e300) * zero) == zero, true);
    QCOMPARE((zero * Dyadic(-2.0)).sign(), 0);
    QCOMPARE((zero <=> Dyadic(-0.0)) == 0, true);
    QCOMPARE(zero < Dyadic(5e-324), true);
    QCOMPARE(Dyadic(-5e-324) < zero, true);
    QCOMPARE(Dyadic(-1.0).sign(), -1);
    QCOMPARE((-Dyadic(-1.0)).sign(), 1);
    QCOMPARE((Dyadic(-2.0) * Dyadic(-3.0)).sign(), 1);
    QCOMPARE((Dyadic(-2.0) * Dyadic(3.0)).sign(), -1);
    QCOMPARE(Dyadic(-1e300) < Dyadic(-1e-300), true);
    QCOMPARE(Dyadic(-1e-300) < Dyadic(1e-300), true);
    const std::int64_t minInt = std::numeric_limits<std::int64_t>::min();
    QCOMPARE(Dyadic::fromInt(minInt) == Dyadic(-0x1p63), true);
    EXACT_COMPARE(Dyadic::fromInt(minInt).toDouble(), -0x1p63);
    QCOMPARE(Dyadic::fromInt(std::numeric_limits<std::int64_t>::max()) + Dyadic(1.0) ==
                 Dyadic(0x1p63),
             true);
}

void TestDyadic::canonicalForm() {
    // Equal values built different ways must compare equal.
    QCOMPARE(Dyadic(2.0) == Dyadic::fromInt(2), true);
    QCOMPARE(Dyadic(0.5) + Dyadic(0.5) == Dyadic(1.0), true);
    QCOMPARE(Dyadic::fromInt(3) * Dyadic(0.25) == Dyadic(0.75), true);
    QCOMPARE(Dyadic(0x1p100) - Dyadic(0x1p99) == Dyadic(0x1p99), true);
    QCOMPARE(Dyadic::fromInt(1 << 20).half() == Dyadic::fromInt(1 << 19), true);
    QCOMPARE((Dyadic(1e300) + Dyadic(1.0)) - Dyadic(1e300) == Dyadic::fromInt(1), true);
    QCOMPARE(Dyadic(0x1p-1074) * Dyadic(0x1p1023) * Dyadic(0x1p51) == Dyadic(1.0), true);
    QCOMPARE(Dyadic(1.0) == Dyadic(std::nextafter(1.0, 2.0)), false);
}

void TestDyadic::absMaxMin() {
    const Dyadic a(-2.5);
    const Dyadic b(1.0);
    QCOMPARE(abs(a) == Dyadic(2.5), true);
    QCOMPARE(abs(b) == b, true);
    QCOMPARE(abs(Dyadic()) == Dyadic(), true);
    QCOMPARE(&max(a, b), &b);
    QCOMPARE(&min(a, b), &a);
    QCOMPARE(&max(b, a), &b);
    QCOMPARE(&min(b, a), &a);
    const Dyadic c(1.0);
    QCOMPARE(&max(b, c), &b); // equal: the first argument, like std::max
    QCOMPARE(&min(b, c), &b);
}

} // namespace tst_dyadic

#define OVERLAP_SUBJECT tst_dyadic
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_dyadic::TestDyadic)
#include "tst_dyadic.moc"

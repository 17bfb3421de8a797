#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>

// moc (Qt 6.4) fails to parse libstdc++'s <concepts>; it needs only the QObject below,
// so it skips the standard and project headers and the helpers.
#ifndef Q_MOC_RUN
#include "app/cli/answer_format.h"
#include "app/cli/commands.h"
#include "app/cli/json_write.h"
#include "app/cli/rng.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#endif

namespace tst_cli_gen_check {

#ifndef Q_MOC_RUN
namespace {

struct Run {
    int status = -1;
    std::string out, err;
    std::vector<std::string> lines; // `out` split at '\n'
};

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

using Command = int (*)(const std::vector<std::string>&, std::istream&, std::ostream&,
                        std::ostream&);

Run run(Command command, const std::vector<std::string>& args, const std::string& input = {}) {
    std::istringstream in(input);
    std::ostringstream out, err;
    Run r;
    r.status = command(args, in, out, err);
    r.out = out.str();
    r.err = err.str();
    r.lines = splitLines(r.out);
    return r;
}

std::vector<std::string> genArgs(const QString& pair, std::uint64_t count, std::uint64_t seed) {
    std::vector<std::string> args;
    for (const QString& a : pair.split(' '))
        args.push_back(a.toStdString());
    args.insert(args.begin(), "--pair");
    for (const std::string& a : {std::string("--count"), std::to_string(count),
                                 std::string("--seed"), std::to_string(seed)})
        args.push_back(a);
    return args;
}

QJsonObject parsed(const std::string& line) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object: %s", line.c_str());
    return doc.object();
}

const QStringList kKinds{"random", "boundary", "degenerate", "containment"};

bool isCorrectMethod(const QString& key) {
    return key != "id" && !key.startsWith("pitfall.");
}

void writeFile(const QString& path, const std::string& text) {
    std::ofstream f(path.toStdString(), std::ios::binary);
    f << text;
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string s;
    for (const std::string& l : lines)
        s += l + "\n";
    return s;
}

// The box a rect covers: a right angle about its centre swaps the extents on odd quarters.
struct Box {
    double x0, y0, x1, y1;
};
Box boxOf(const QJsonObject& r) {
    const double x = r["x"].toDouble(), y = r["y"].toDouble();
    const double w = r["w"].toDouble(), h = r["h"].toDouble();
    const double angle = r["angle"].toDouble(0);
    const double cx = x + w / 2, cy = y + h / 2;
    const bool quarter = std::fmod(angle, 180.0) != 0.0;
    const double hx = quarter ? h / 2 : w / 2, hy = quarter ? w / 2 : h / 2;
    return {cx - hx, cy - hy, cx + hx, cy + hy};
}

bool isCircle(const QJsonObject& s) {
    return s["type"].toString() == "circle";
}

// Squared distance from a circle's centre to a box, and r², both exact for these inputs.
std::pair<double, double> circleBoxGap(const QJsonObject& c, const Box& b) {
    const double x = c["x"].toDouble(), y = c["y"].toDouble(), r = c["r"].toDouble();
    const double nx = std::clamp(x, b.x0, b.x1), ny = std::clamp(y, b.y0, b.y1);
    return {(x - nx) * (x - nx) + (y - ny) * (y - ny), r * r};
}

} // namespace
#endif

class TestCliGenCheck : public QObject {
    Q_OBJECT

  private slots:
    void engineIsTheStandardOne();
    void genIsDeterministic_data();
    void genIsDeterministic();
    void genFeedsEval_data();
    void genFeedsEval();
    void genShapesAreWhatTheyClaim_data();
    void genShapesAreWhatTheyClaim();
    void genRotatedAngles();
    void genUsage();
    void checkAcceptsExpectedAnswers_data();
    void checkAcceptsExpectedAnswers();
    void checkTouchingHint();
    void checkOtherHints();
    void checkMissingAndExtraAnswers();
    void checkUnreadableAnswersAndCases();
    void checkFileErrors();
    void checkUsesTheCasesExpected();
    void readAnswerForms();
    void movingVectorsKeepTheirPromises_data();
    void movingVectorsKeepTheirPromises();
    void checkJudgesMovingAnswers();
    void findComparesSweeps();
};

// moc reads the class above only (its tokenizer trips on some raw strings below).
#ifndef Q_MOC_RUN
void TestCliGenCheck::engineIsTheStandardOne() {
    // The standard fixes mt19937_64's 10000th output for the default seed 5489; a full-range
    // draw is the engine's raw output.
    overlap::cli::Rng rng(5489);
    std::int64_t v = 0;
    for (int i = 0; i < 10000; ++i)
        v = rng.between(INT64_MIN, INT64_MAX);
    QCOMPARE(static_cast<std::uint64_t>(v), std::uint64_t{9981545732273789042u});
    overlap::cli::Rng small(7);
    for (int i = 0; i < 1000; ++i) {
        const auto x = small.between(-3, 3);
        QVERIFY(x >= -3 && x <= 3);
    }
}

void TestCliGenCheck::genIsDeterministic_data() {
    QTest::addColumn<QString>("pair");
    for (const char* p : {"circle-rect", "circle-circle", "rect-rect", "circle-rect --rotated"})
        QTest::newRow(p) << QString(p);
}

void TestCliGenCheck::genIsDeterministic() {
    QFETCH(QString, pair);
    const Run a = run(overlap::cli::runGen, genArgs(pair, 200, 42));
    const Run b = run(overlap::cli::runGen, genArgs(pair, 200, 42));
    const Run c = run(overlap::cli::runGen, genArgs(pair, 200, 43));
    const Run prefix = run(overlap::cli::runGen, genArgs(pair, 17, 42));
    for (const Run* r : {&a, &b, &c, &prefix})
        QCOMPARE(r->status, 0);
    QCOMPARE(a.lines.size(), std::size_t{200});
    QCOMPARE(prefix.lines.size(), std::size_t{17});
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out != c.out);
    QVERIFY(a.out.compare(0, prefix.out.size(), prefix.out) == 0);
}

void TestCliGenCheck::genFeedsEval_data() {
    genIsDeterministic_data();
}

void TestCliGenCheck::genFeedsEval() {
    QFETCH(QString, pair);
    const Run gen = run(overlap::cli::runGen, genArgs(pair, 400, 2024));
    QCOMPARE(gen.status, 0);
    QVERIFY(gen.err.empty());
    QCOMPARE(gen.lines.size(), std::size_t{400});
    QSet<QString> kinds, ids;
    for (const std::string& line : gen.lines) {
        const QJsonObject g = parsed(line);
        const QString kind = g["kind"].toString();
        kinds << kind;
        QVERIFY(g["id"].toString().startsWith(kind + "-"));
        ids << g["id"].toString();
        QVERIFY(g["expected"].toObject()["counts"].isBool());
        QVERIFY(g["expected"].toObject()["separate"].isBool());
        // Small integers or halves, so that learners' float code can be exact.
        for (const char* shape : {"a", "b"})
            for (const char* key : {"x", "y", "r", "w", "h"}) {
                const QJsonValue v = g.value(shape).toObject().value(key);
                if (v.isUndefined())
                    continue;
                QVERIFY(v.isDouble());
                const double twice = v.toDouble() * 2;
                QVERIFY2(twice == std::trunc(twice) && std::fabs(twice) < 400, line.c_str());
            }
    }
    QCOMPARE(kinds, QSet<QString>(kKinds.begin(), kKinds.end()));
    QCOMPARE(ids.size(), 400);

    for (const char* policy : {"counts", "separate"}) {
        for (const bool pitfalls : {false, true}) {
            std::vector<std::string> args{"--touching", policy};
            if (pitfalls)
                args.push_back("--include-pitfalls");
            const Run eval = run(overlap::cli::runEval, args, gen.out);
            QCOMPARE(eval.status, 0);
            QCOMPARE(eval.lines.size(), gen.lines.size());
            for (std::size_t i = 0; i < gen.lines.size(); ++i) {
                const QJsonObject g = parsed(gen.lines[i]);
                const QJsonObject e = parsed(eval.lines[i]);
                QVERIFY2(!e.contains("error"), eval.lines[i].c_str());
                QCOMPARE(e["id"].toString(), g["id"].toString());
                const bool expected = g["expected"].toObject()[policy].toBool();
                int methods = 0;
                for (auto it = e.begin(); it != e.end(); ++it) {
                    if (!isCorrectMethod(it.key()))
                        continue;
                    ++methods;
                    QVERIFY2(it.value().toBool() == expected,
                             qPrintable(it.key() + " on " + QString::fromStdString(gen.lines[i])));
                }
                QVERIFY(methods >= 2);
            }
        }
    }
}

void TestCliGenCheck::genShapesAreWhatTheyClaim_data() {
    genIsDeterministic_data();
}

void TestCliGenCheck::genShapesAreWhatTheyClaim() {
    // Each kind checked by plain geometry, independent of the core's methods.
    QFETCH(QString, pair);
    const Run gen = run(overlap::cli::runGen, genArgs(pair, 600, 99));
    QCOMPARE(gen.status, 0);
    for (const std::string& line : gen.lines) {
        const QJsonObject g = parsed(line);
        const QString kind = g["kind"].toString();
        const QJsonObject a = g["a"].toObject(), b = g["b"].toObject();
        const bool counts = g["expected"].toObject()["counts"].toBool();
        const bool separate = g["expected"].toObject()["separate"].toBool();
        const char* what = line.c_str();
        if (kind == "boundary")
            QVERIFY2(counts && !separate, what);
        if (kind == "containment")
            QVERIFY2(counts && separate, what);
        if (kind == "degenerate") {
            bool zero = false;
            for (const QJsonObject& s : {a, b})
                zero = zero || s["r"].toDouble(1) == 0 || s["w"].toDouble(1) == 0 ||
                       s["h"].toDouble(1) == 0;
            QVERIFY2(zero, what);
        }
        if (kind != "boundary")
            continue;
        if (isCircle(a) && isCircle(b)) {
            const double dx = a["x"].toDouble() - b["x"].toDouble();
            const double dy = a["y"].toDouble() - b["y"].toDouble();
            const double rr = a["r"].toDouble() + b["r"].toDouble();
            QVERIFY2(dx * dx + dy * dy == rr * rr, what);
        } else if (!isCircle(a) && !isCircle(b)) {
            const Box p = boxOf(a), q = boxOf(b);
            const double lx = std::max(p.x0, q.x0), hx = std::min(p.x1, q.x1);
            const double ly = std::max(p.y0, q.y0), hy = std::min(p.y1, q.y1);
            QVERIFY2(lx <= hx && ly <= hy && (lx == hx || ly == hy), what);
        } else {
            const QJsonObject& c = isCircle(a) ? a : b;
            const QJsonObject& r = isCircle(a) ? b : a;
            const auto [gap, rr] = circleBoxGap(c, boxOf(r));
            QVERIFY2(gap == rr, what);
        }
    }
}

void TestCliGenCheck::genRotatedAngles() {
    const Run gen = run(overlap::cli::runGen, genArgs("circle-rect --rotated", 800, 5));
    QCOMPARE(gen.status, 0);
    std::vector<std::string> nudged; // random cases with a non-right angle, radius moved
    std::vector<bool> nudgedExpected;
    QSet<int> rightAngles;
    for (const std::string& line : gen.lines) {
        QJsonObject g = parsed(line);
        const bool aIsCircle = isCircle(g["a"].toObject());
        const QJsonObject r = g[aIsCircle ? "b" : "a"].toObject();
        QVERIFY2(r["angle"].isDouble(), line.c_str());
        const double angle = r["angle"].toDouble();
        QCOMPARE(std::fmod(angle, 15.0), 0.0);
        if (std::fmod(angle, 90.0) == 0.0) {
            rightAngles << int(angle);
            continue;
        }
        QCOMPARE(g["kind"].toString(), QString("random"));
        const bool counts = g["expected"].toObject()["counts"].toBool();
        QCOMPARE(g["expected"].toObject()["separate"].toBool(), counts);
        for (double factor : {1 - 1e-6, 1 + 1e-6}) {
            QJsonObject c = g[aIsCircle ? "a" : "b"].toObject();
            c["r"] = c["r"].toDouble() * factor;
            g[aIsCircle ? "a" : "b"] = c;
            g.remove("expected");
            nudged.push_back(QJsonDocument(g).toJson(QJsonDocument::Compact).toStdString());
            nudgedExpected.push_back(counts);
        }
    }
    QVERIFY(nudged.size() > 20);
    for (int a : {90, 180, 270, -90, 450})
        QVERIFY2(rightAngles.contains(a), qPrintable(QString::number(a)));
    for (const char* policy : {"counts", "separate"}) {
        const Run eval = run(overlap::cli::runEval, {"--touching", policy}, joinLines(nudged));
        QCOMPARE(eval.status, 0);
        for (std::size_t i = 0; i < nudged.size(); ++i) {
            const QJsonObject e = parsed(eval.lines[i]);
            for (auto it = e.begin(); it != e.end(); ++it)
                if (isCorrectMethod(it.key()))
                    QVERIFY2(it.value().toBool() == nudgedExpected[i], nudged[i].c_str());
        }
    }
}

void TestCliGenCheck::genUsage() {
    const auto status = [](const std::vector<std::string>& args) {
        return run(overlap::cli::runGen, args).status;
    };
    QCOMPARE(status({"--pair", "circle-circle", "--rotated"}), 2);
    QCOMPARE(status({"--pair", "rect-rect", "--rotated", "--count", "3"}), 2);
    QCOMPARE(status({"--count", "3"}), 2);
    QCOMPARE(status({"--pair", "circle-square"}), 2);
    QCOMPARE(status({"--pair"}), 2);
    QCOMPARE(status({"--pair", "rect-rect", "--count", "-1"}), 2);
    QCOMPARE(status({"--pair", "rect-rect", "--count", "ten"}), 2);
    QCOMPARE(status({"--pair", "rect-rect", "--seed", "0x10"}), 2);
    QCOMPARE(status({"--pair", "rect-rect", "--bogus"}), 2);
    const Run rotated = run(overlap::cli::runGen, {"--pair", "circle-circle", "--rotated"});
    QVERIFY(rotated.err.find("--rotated") != std::string::npos);
    QVERIFY(rotated.out.empty());
    const Run help = run(overlap::cli::runGen, {"--help"});
    QCOMPARE(help.status, 0);
    QVERIFY(help.out.find("usage: overlap-cli gen") == 0);
    const Run none =
        run(overlap::cli::runGen, {"--pair=rect-rect", "--count=0", "--seed=18446744073709551615"});
    QCOMPARE(none.status, 0);
    QVERIFY(none.out.empty());
}

void TestCliGenCheck::checkAcceptsExpectedAnswers_data() {
    QTest::addColumn<QString>("form");
    QTest::addColumn<QString>("policy");
    for (const char* form : {"words", "digits", "shouting", "json", "overlap", "result", "eval"})
        for (const char* policy : {"counts", "separate"})
            QTest::newRow(qPrintable(QString("%1 %2").arg(form, policy)))
                << QString(form) << QString(policy);
}

void TestCliGenCheck::checkAcceptsExpectedAnswers() {
    QFETCH(QString, form);
    QFETCH(QString, policy);
    const Run gen = run(overlap::cli::runGen, genArgs("circle-rect", 300, 8));
    std::vector<std::string> answers;
    if (form == "eval") {
        answers = run(overlap::cli::runEval, {"--touching", policy.toStdString()}, gen.out).lines;
    } else {
        for (const std::string& line : gen.lines) {
            const bool v = parsed(line)["expected"].toObject()[policy].toBool();
            const std::string w = v ? "true" : "false";
            if (form == "words")
                answers.push_back("  " + w + "\t\r");
            else if (form == "digits")
                answers.push_back(v ? "1" : "0");
            else if (form == "shouting")
                answers.push_back(v ? "TRUE" : "False");
            else if (form == "json")
                answers.push_back(" " + w + " ");
            else if (form == "overlap")
                answers.push_back(R"({"case":"x","overlap":)" + w + "}");
            else
                answers.push_back(R"({"result":)" + w + R"(,"ms":3})");
        }
    }
    QTemporaryDir dir;
    writeFile(dir.filePath("cases.txt"), gen.out);
    writeFile(dir.filePath("answers.txt"), joinLines(answers));
    const Run check = run(overlap::cli::runCheck, {dir.filePath("cases.txt").toStdString(),
                                                   dir.filePath("answers.txt").toStdString(),
                                                   "--touching", policy.toStdString()});
    QCOMPARE(check.lines, std::vector<std::string>{"300 cases, 0 mismatches"});
    QCOMPARE(check.status, 0);
}

void TestCliGenCheck::checkTouchingHint() {
    const Run gen = run(overlap::cli::runGen, genArgs("circle-circle", 200, 3));
    std::vector<std::string> countsAnswers, separateAnswers;
    std::size_t touching = 0;
    for (const std::string& line : gen.lines) {
        const QJsonObject e = parsed(line)["expected"].toObject();
        countsAnswers.push_back(e["counts"].toBool() ? "true" : "false");
        separateAnswers.push_back(e["separate"].toBool() ? "true" : "false");
        touching += e["counts"].toBool() != e["separate"].toBool();
    }
    QVERIFY(touching > 10);
    QTemporaryDir dir;
    const std::string cases = dir.filePath("c").toStdString(),
                      counts = dir.filePath("a1").toStdString(),
                      separate = dir.filePath("a2").toStdString();
    writeFile(QString::fromStdString(cases), gen.out);
    writeFile(QString::fromStdString(counts), joinLines(countsAnswers));
    writeFile(QString::fromStdString(separate), joinLines(separateAnswers));

    struct Case {
        std::string answers, policy, other, said, hint;
    };
    for (const Case& c : {Case{counts, "separate", "counts", "true",
                               "hint: touching case: you used <= where the policy wants <"},
                          Case{separate, "counts", "separate", "false",
                               "hint: touching case: you used < where the policy wants <="}}) {
        const Run check = run(overlap::cli::runCheck, {cases, c.answers, "--touching=" + c.policy});
        QCOMPARE(check.status, 1);
        QCOMPARE(check.lines.back(), "200 cases, " + std::to_string(touching) + " mismatches");
        QCOMPARE(check.lines.size(), touching * 4 + 1); // four lines a mismatch
        for (std::size_t i = 0; i + 1 < check.lines.size(); i += 4) {
            const std::string& head = check.lines[i];
            QVERIFY2(head.find("line ") == 0, head.c_str());
            QVERIFY2(head.find(": expected " + std::string(c.said == "true" ? "false" : "true") +
                               " under touching=" + c.policy + ", you answered " + c.said) !=
                         std::string::npos,
                     head.c_str());
            // "line N (id)": the id of the case on that line.
            const std::size_t n = std::stoul(head.substr(5));
            const std::string id = parsed(gen.lines[n - 1])["id"].toString().toStdString();
            QVERIFY2(head.find("line " + std::to_string(n) + " (" + id + "): ") == 0, head.c_str());
            QCOMPARE(check.lines[i + 1], "  case: " + gen.lines[n - 1]);
            QCOMPARE(check.lines[i + 2], "  your answer fits touching=" + c.other);
            QCOMPARE(check.lines[i + 3], "  " + c.hint);
        }
    }
}

void TestCliGenCheck::checkOtherHints() {
    const std::vector<std::string> cases{
        // A segment through the centre of a unit circle: true under both policies. (A point,
        // r = 0, would not do: as an open disc it is empty, so it never overlaps under
        // touching=separate.)
        R"({"id":"segment","a":{"type":"circle","x":0,"y":0,"r":1},"b":{"type":"rect","x":0,"y":-2,"w":0,"h":4}})",
        // A unit circle deep inside [0,10]x[0,10].
        R"({"a":{"type":"rect","x":0,"y":0,"w":10,"h":10},"b":{"type":"circle","x":5,"y":5,"r":1}})",
        // 8 above the top of [0,10]x[0,2] with r = 2: apart, but the clamp typo says true.
        R"({"id":"typo","a":{"type":"circle","x":1,"y":10,"r":2},"b":{"type":"rect","x":0,"y":0,"w":10,"h":2}})",
        // Circles 5 apart with radii 1 + 1: apart.
        R"({"id":"apart","a":{"type":"circle","x":0,"y":0,"r":1},"b":{"type":"circle","x":5,"y":0,"r":1}})",
        // Touching at the corner (3,4): true when touching counts.
        R"({"id":"corner","a":{"type":"circle","x":0,"y":0,"r":5},"b":{"type":"rect","x":3,"y":4,"w":2,"h":2}})",
    };
    QTemporaryDir dir;
    writeFile(dir.filePath("cases"), joinLines(cases));
    writeFile(dir.filePath("answers"), "false\nfalse\ntrue\ntrue\ntrue\n");
    const Run check = run(overlap::cli::runCheck, {dir.filePath("cases").toStdString(),
                                                   dir.filePath("answers").toStdString()});
    QCOMPARE(check.status, 1);
    const std::vector<std::string> expected{
        "line 1 (segment): expected true under touching=counts, you answered false",
        "  case: " + cases[0],
        "  your answer fits neither policy",
        "  hint: zero-size shape: a point or a segment still collides",
        "line 2: expected true under touching=counts, you answered false",
        "  case: " + cases[1],
        "  your answer fits neither policy",
        "  hint: one shape is inside the other: a test of edges alone misses it",
        "line 3 (typo): expected false under touching=counts, you answered true",
        "  case: " + cases[2],
        "  your answer fits neither policy",
        "  hint: your answer matches pitfall pitfall.clamp-y-typo: the y branch compares the "
        "circle's x with the rect's top",
        "line 4 (apart): expected false under touching=counts, you answered true",
        "  case: " + cases[3],
        "  your answer fits neither policy",
        "  hint: look at the construction of the nearest point / distance for this case",
        "5 cases, 4 mismatches",
    };
    QCOMPARE(check.lines, expected);
    // Under separate the corner case is a fifth mismatch.
    const Run separate = run(overlap::cli::runCheck,
                             {dir.filePath("cases").toStdString(),
                              dir.filePath("answers").toStdString(), "--touching", "separate"});
    QCOMPARE(separate.lines.back(), std::string("5 cases, 5 mismatches"));
}

void TestCliGenCheck::checkMissingAndExtraAnswers() {
    const Run gen = run(overlap::cli::runGen, genArgs("rect-rect", 5, 1));
    std::vector<std::string> answers;
    for (const std::string& line : gen.lines)
        answers.push_back(parsed(line)["expected"].toObject()["counts"].toBool() ? "true"
                                                                                 : "false");
    QTemporaryDir dir;
    const std::string cases = dir.filePath("c").toStdString(),
                      file = dir.filePath("a").toStdString();
    writeFile(dir.filePath("c"), gen.out);

    writeFile(dir.filePath("a"), joinLines({answers[0], answers[1], answers[2]}));
    const Run few = run(overlap::cli::runCheck, {cases, file});
    QCOMPARE(few.status, 1);
    QVERIFY(few.out.find("line 4 (") != std::string::npos);
    QVERIFY(few.out.find("you gave no answer") != std::string::npos);
    QVERIFY(few.out.find("5 cases, 2 mismatches\n") != std::string::npos);
    QVERIFY(few.lines.back().find("note: 2 cases have no answer") == 0);

    answers.push_back("true");
    answers.push_back("false");
    writeFile(dir.filePath("a"), joinLines(answers) + "\n\n"); // trailing blank lines are ignored
    const Run many = run(overlap::cli::runCheck, {cases, file});
    QCOMPARE(many.status, 0);
    QCOMPARE(many.lines.size(), std::size_t{2});
    QCOMPARE(many.lines[0], std::string("5 cases, 0 mismatches"));
    QVERIFY(many.lines[1].find("note: ANSWERS has 2 extra lines after line 5") == 0);

    // Standard input for either file.
    const Run piped = run(overlap::cli::runCheck, {cases, "-"}, joinLines(answers));
    QCOMPARE(piped.status, 0);
    const Run pipedCases = run(overlap::cli::runCheck, {"-", file}, gen.out);
    QCOMPARE(pipedCases.status, 0);
}

void TestCliGenCheck::checkUnreadableAnswersAndCases() {
    const std::string good =
        R"({"id":"g","a":{"type":"circle","x":0,"y":0,"r":1},"b":{"type":"circle","x":1,"y":0,"r":1}})";
    QTemporaryDir dir;
    writeFile(dir.filePath("c"), joinLines({good, R"({"a":1})", good, good}));
    writeFile(dir.filePath("a"),
              joinLines({"maybe", "true", R"({"error":"line 3: oops"})", "[true]"}));
    const Run check = run(overlap::cli::runCheck,
                          {dir.filePath("c").toStdString(), dir.filePath("a").toStdString()});
    QCOMPARE(check.status, 1);
    QVERIFY(check.out.find(
                "line 1 (g): expected true under touching=counts, your answer cannot be read: ") ==
            0);
    QVERIFY(check.out.find("line 2: invalid case: a must be an object, got number\n") !=
            std::string::npos);
    QVERIFY(check.out.find("line 3 (g): expected true under touching=counts, your answer cannot be "
                           "read: the answer is an error: line 3: oops") != std::string::npos);
    QVERIFY(check.out.find(
                "line 4 (g): expected true under touching=counts, your answer cannot be read: ") !=
            std::string::npos);
    QCOMPARE(check.lines.back(), std::string("4 cases, 3 mismatches, 1 invalid case lines"));
}

void TestCliGenCheck::checkFileErrors() {
    QTemporaryDir dir;
    writeFile(dir.filePath("c"), "");
    const std::string exists = dir.filePath("c").toStdString();
    const std::string missing = dir.filePath("nope").toStdString();
    const Run noCases = run(overlap::cli::runCheck, {missing, exists});
    QCOMPARE(noCases.status, 2);
    QVERIFY(noCases.err.find("cannot read the CASES file '" + missing + "': ") !=
            std::string::npos);
    const Run noAnswers = run(overlap::cli::runCheck, {exists, missing});
    QCOMPARE(noAnswers.status, 2);
    QVERIFY(noAnswers.err.find("cannot read the ANSWERS file '" + missing + "': ") !=
            std::string::npos);
    const Run directory = run(overlap::cli::runCheck, {dir.path().toStdString(), exists});
    QCOMPARE(directory.status, 2);
    QVERIFY(directory.err.find("it is a directory") != std::string::npos);
    QCOMPARE(run(overlap::cli::runCheck, {exists}).status, 2);
    QCOMPARE(run(overlap::cli::runCheck, {exists, exists, exists}).status, 2);
    QCOMPARE(run(overlap::cli::runCheck, {"-", "-"}).status, 2);
    QCOMPARE(run(overlap::cli::runCheck, {exists, exists, "--touching", "never"}).status, 2);
    QCOMPARE(run(overlap::cli::runCheck, {exists, exists, "--verbose"}).status, 2);
    const Run empty = run(overlap::cli::runCheck, {exists, exists});
    QCOMPARE(empty.status, 0);
    QCOMPARE(empty.lines, std::vector<std::string>{"0 cases, 0 mismatches"});
    QCOMPARE(run(overlap::cli::runCheck, {"--help"}).status, 0);
}

void TestCliGenCheck::checkUsesTheCasesExpected() {
    // The file says false where the core says true: the file wins, with a note.
    const std::string line =
        R"({"a":{"type":"circle","x":0,"y":0,"r":1},"b":{"type":"circle","x":1,"y":0,"r":1},"expected":{"counts":false,"separate":true}})";
    QTemporaryDir dir;
    writeFile(dir.filePath("c"), line + "\n");
    writeFile(dir.filePath("a"), "false\n");
    const Run check = run(overlap::cli::runCheck,
                          {dir.filePath("c").toStdString(), dir.filePath("a").toStdString()});
    QCOMPARE(check.status, 0);
    QVERIFY(
        check.out.find(
            "line 1: note: the case expects false under touching=counts but the core says true") ==
        0);
    QCOMPARE(check.lines.back(), std::string("1 cases, 0 mismatches"));
}

void TestCliGenCheck::readAnswerForms() {
    using overlap::cli::readAnswer;
    const std::vector<std::pair<std::string, bool>> good{
        {"true", true},
        {" FALSE ", false},
        {"True\r", true},
        {"1", true},
        {"\t0", false},
        {R"({"overlap":true,"x":false})", true},
        {R"({"result":false})", false},
        {R"({"id":"x","circle-rect.clamp":false,"b":true})", false},
        {R"({"overlap":"yes","result":true})", true},
        {R"({"n":1,"ok":true})", true}};
    for (const auto& [text, value] : good) {
        const auto a = readAnswer(text);
        QVERIFY2(a.value.has_value(), text.c_str());
        QCOMPARE(*a.value, value);
    }
    for (const std::string text : {"", "  ", "yes", "2", "true false", "[true]", "null",
                                   R"({"error":"line 1: x"})", R"({"overlap":1})", "01"}) {
        const auto a = readAnswer(text);
        QVERIFY2(!a.value.has_value(), text.c_str());
        QVERIFY(!a.error.empty());
    }
}

#endif

void TestCliGenCheck::movingVectorsKeepTheirPromises_data() {
    QTest::addColumn<QString>("pair");
    QTest::addColumn<QString>("method");
    for (const auto& [pair, method] : {std::pair{"circle-rect", "circle-rect.swept"},
                                       std::pair{"circle-circle", "circle-circle.swept"},
                                       std::pair{"rect-rect", "rect-rect.swept"}})
        QTest::newRow(pair) << QString(pair) << QString(method);
}

// gen --motion: the same lines for the same seed; every kind in the first lines; eval's
// swept method answers each case's "expected"; a tunnel is missed by both frames and hit by
// the path, a graze touches, an inside case meets at 0, a still one does not move.
void TestCliGenCheck::movingVectorsKeepTheirPromises() {
    QFETCH(QString, pair);
    QFETCH(QString, method);
    std::vector<std::string> args = genArgs(pair, 600, 9);
    args.push_back("--motion");
    const Run gen = run(overlap::cli::runGen, args);
    QCOMPARE(gen.status, 0);
    QCOMPARE(gen.lines.size(), std::size_t(600));
    QCOMPARE(run(overlap::cli::runGen, args).out, gen.out);
    const Run eval = run(overlap::cli::runEval, {"--include-pitfalls"}, gen.out);
    QCOMPARE(eval.status, 0);
    QSet<QString> kinds;
    for (std::size_t i = 0; i < gen.lines.size(); ++i) {
        const QJsonObject c = parsed(gen.lines[i]), answer = parsed(eval.lines[i]);
        const QString kind = c.value("kind").toString();
        kinds << kind;
        const QJsonObject expected = c.value("expected").toObject();
        QCOMPARE(answer.value(method).toObject(), expected);
        const QString cls = expected.value("class").toString();
        if (kind == "tunnel") {
            QCOMPARE(cls, QStringLiteral("hit"));
            if (pair == "circle-rect")
                QCOMPARE(answer.value("pitfall.frames-only").toObject().value("class").toString(),
                         QStringLiteral("miss"));
        } else if (kind == "graze") {
            QCOMPARE(cls, QStringLiteral("touch"));
        } else if (kind == "inside") {
            QCOMPARE(cls, QStringLiteral("hit"));
            QCOMPARE(expected.value("toi").toDouble(-1), 0.0);
        } else if (kind == "still") {
            QCOMPARE(c.value("motion").toArray(), (QJsonArray{0, 0}));
        }
    }
    QCOMPARE(kinds, (QSet<QString>{"random", "tunnel", "graze", "inside", "still"}));
    // No turned rects in a sweep.
    std::vector<std::string> turned = genArgs("circle-rect --rotated", 5, 1);
    turned.push_back("--motion");
    QCOMPARE(run(overlap::cli::runGen, turned).status, overlap::cli::kExitUsage);
}

// check on moving cases: eval's own answers pass; the frames-only pitfall's are caught with
// its mistake for a hint; a time off by more than 1e-6 is a mismatch; words and objects read.
void TestCliGenCheck::checkJudgesMovingAnswers() {
    QTemporaryDir dir;
    std::vector<std::string> args = genArgs("circle-rect", 60, 4);
    args.push_back("--motion");
    const Run gen = run(overlap::cli::runGen, args);
    const QString cases = dir.filePath("cases.jsonl"), answers = dir.filePath("answers.txt");
    writeFile(cases, gen.out);
    const Run eval = run(overlap::cli::runEval, {"--include-pitfalls"}, gen.out);
    writeFile(answers, eval.out);
    const Run right = run(overlap::cli::runCheck, {cases.toStdString(), answers.toStdString()});
    QCOMPARE(right.status, 0);
    QVERIFY(QString::fromStdString(right.out).contains("60 cases, 0 mismatches"));
    // The pitfall's answers, as words: every tunnel is a mismatch with its hint.
    std::string frames, shifted;
    int tunnels = 0;
    for (std::size_t i = 0; i < eval.lines.size(); ++i) {
        const QJsonObject a = parsed(eval.lines[i]);
        frames +=
            a.value("pitfall.frames-only").toObject().value("class").toString().toStdString() +
            "\n";
        const QJsonObject swept = a.value("circle-rect.swept").toObject();
        const double toi = swept.value("toi").isNull() ? -1 : swept.value("toi").toDouble();
        shifted += "{\"class\":\"" + swept.value("class").toString().toStdString() + "\",\"toi\":" +
                   (toi < 0 ? std::string("null") : overlap::cli::jsonNumber(toi + 1e-5)) + "}\n";
        tunnels += parsed(gen.lines[i]).value("kind").toString() == "tunnel";
    }
    writeFile(answers, frames);
    const Run wrong = run(overlap::cli::runCheck, {cases.toStdString(), answers.toStdString()});
    QCOMPARE(wrong.status, 1);
    const QString text = QString::fromStdString(wrong.out);
    QVERIFY(text.count("matches pitfall.frames-only") >= tunnels);
    QVERIFY(tunnels >= 10);
    writeFile(answers, shifted);
    const Run late = run(overlap::cli::runCheck, {cases.toStdString(), answers.toStdString()});
    QCOMPARE(late.status, 1);
    QVERIFY(QString::fromStdString(late.out).contains("the time: the least t"));
}

// find with two swept methods: each pitfall is caught on a moving case whose motion the line
// keeps, and eval agrees that the two differ there; two pairs do not mix.
void TestCliGenCheck::findComparesSweeps() {
    for (const char* pitfall : {"pitfall.frames-only", "pitfall.box-corners"}) {
        const Run found = run(overlap::cli::runFind, {"circle-rect.swept", pitfall, "--json"});
        QCOMPARE(found.status, 0);
        const QJsonObject o = parsed(found.lines[0]);
        QVERIFY(o.value("found").toBool());
        const QJsonObject c = o.value("case").toObject();
        QVERIFY(c.value("motion").isArray());
        const Run eval = run(overlap::cli::runEval, {"--include-pitfalls"},
                             QJsonDocument(c).toJson(QJsonDocument::Compact).toStdString() + "\n");
        const QJsonObject answers = parsed(eval.lines[0]);
        QVERIFY(answers.value("circle-rect.swept").toObject().value("class") !=
                answers.value(pitfall).toObject().value("class"));
    }
    QCOMPARE(run(overlap::cli::runFind, {"circle-rect.swept", "circle-circle.swept"}).status,
             overlap::cli::kExitUsage);
    QCOMPARE(run(overlap::cli::runFind, {"circle-rect.swept", "circle-rect.clamp"}).status,
             overlap::cli::kExitUsage);
}

} // namespace tst_cli_gen_check

#define OVERLAP_SUBJECT tst_cli_gen_check
#include "tests/support/subject_main.h"
QTEST_APPLESS_MAIN(tst_cli_gen_check::TestCliGenCheck)
#include "tst_cli_gen_check.moc"

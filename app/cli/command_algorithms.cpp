#include "app/cli/cli_args.h"
#include "app/cli/commands.h"
#include "app/cli/json_write.h"
#include "core/algorithms.h"

#include <algorithm>
#include <ostream>

namespace overlap::cli {

namespace {

constexpr std::string_view kHelp =
    R"(usage: overlap-cli algorithms [--json]

List every collision method of the core, in table order: correct methods in lesson order,
then the pitfalls. A pitfall is a faithful copy of a published mistake, WRONG ON PURPOSE,
kept so that you can watch it fail; its row names the correct method it corrupts.

columns: ID, PAIR (the shapes it takes), LESSON (section of METHODS.md), PITFALL, TITLE

options:
  --json      a JSON array of {"id","title","pair","lesson","pitfall"} objects, with
              "correct" and "mistake" for pitfalls
  -h, --help  this help
)";

void printJson(std::ostream& out) {
    const auto table = algorithms();
    out << "[\n";
    for (std::size_t i = 0; i < table.size(); ++i) {
        const Algorithm& a = table[i];
        std::string line = "{\"id\":" + jsonString(a.id) + ",\"title\":" + jsonString(a.title) +
                           ",\"pair\":" + jsonString(pairName(a.pair)) +
                           ",\"lesson\":" + std::to_string(a.lesson) +
                           ",\"pitfall\":" + std::string(jsonBool(a.pitfall));
        if (a.pitfall)
            line +=
                ",\"correct\":" + jsonString(a.correct) + ",\"mistake\":" + jsonString(a.mistake);
        line += "}";
        out << line << (i + 1 < table.size() ? ",\n" : "\n");
    }
    out << "]\n";
}

void printTable(std::ostream& out) {
    const auto table = algorithms();
    std::size_t idWidth = 2, pairWidth = 4;
    for (const Algorithm& a : table) {
        idWidth = std::max(idWidth, a.id.size());
        pairWidth = std::max(pairWidth, pairName(a.pair).size());
    }
    const auto pad = [](std::string_view s, std::size_t width) {
        std::string p(s);
        p.resize(std::max(width, s.size()) + 2, ' ');
        return p;
    };
    const std::string_view pitfallHeader = "PITFALL";
    out << pad("ID", idWidth) << pad("PAIR", pairWidth) << pad("LESSON", 6)
        << pad(pitfallHeader, pitfallHeader.size()) << "TITLE\n";
    bool anyPitfall = false;
    for (const Algorithm& a : table) {
        out << pad(a.id, idWidth) << pad(pairName(a.pair), pairWidth)
            << pad(std::to_string(a.lesson), 6) << pad(a.pitfall ? "WRONG" : "-", 7) << a.title;
        if (a.pitfall)
            out << "  [WRONG ON PURPOSE: corrupts " << a.correct << "]";
        out << "\n";
        anyPitfall = anyPitfall || a.pitfall;
    }
    if (anyPitfall)
        out << "\nRows marked WRONG are pitfalls: deliberately wrong copies of published "
               "mistakes.\n"
               "Never use them as references; eval runs them only with --include-pitfalls.\n";
}

} // namespace

int runAlgorithms(const std::vector<std::string>& args, std::istream&, std::ostream& out,
                  std::ostream& err) {
    return runTableOrJson(args, "algorithms", kHelp, out, err, printTable, printJson);
}

} // namespace overlap::cli

// overlap-cli: dispatches to the commands of overlap_cli_lib (and judge, which links Qt Qml).
#include "app/cli/command_judge.h"
#include "app/cli/commands.h"
#include "app/script/host/host_serve.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#ifndef OVERLAP_VERSION
#define OVERLAP_VERSION "unknown"
#endif

namespace {

constexpr std::string_view kHelp =
    R"(usage: overlap-cli <command> [options]

Run the collision methods of Overlap from the command line: list them, answer cases,
write test vectors and check a learner's answers against them.

commands:
  algorithms  list the methods (id, shapes, lesson, pitfall, title); --json for a JSON array
  eval        read cases from standard input, one JSON object a line, and answer each
  gen         write test vectors with the expected verdicts
  check       compare answers with the expected verdicts and explain each mismatch
  find        search for a case on which two methods disagree, and shrink it
  bench       time the methods
  judge       run your own overlaps(a, b) in JavaScript on generated cases against the
              exact truth, and shrink the first wrong one

Run 'overlap-cli <command> --help' for the options of a command.

options:
  -h, --help  this help
  --version   the version

exit status: 0 ok, 1 some invalid line, a mismatch, (find) no disagreement found, or
             (judge) a wrong answer, 2 usage error or (judge) a script error,
             4 the output could not be written (a full disk, a closed pipe)
)";

using Command = int (*)(const std::vector<std::string>&, std::istream&, std::ostream&,
                        std::ostream&);

struct Entry {
    std::string_view name;
    Command run;
};

constexpr Entry kCommands[] = {
    {"algorithms", overlap::cli::runAlgorithms},
    {"eval", overlap::cli::runEval},
    {"gen", overlap::cli::runGen},
    {"check", overlap::cli::runCheck},
    {"find", overlap::cli::runFind},
    {"bench", overlap::cli::runBench},
    {"judge", overlap::cli::runJudge},
};

Command find(std::string_view name) {
    for (const Entry& e : kCommands)
        if (e.name == name)
            return e.run;
    return nullptr;
}

// Every answer must reach its reader: an output that could not be written (a full disk,
// /dev/full, a pipe closed early even with SIGPIPE ignored) fails the run, loudly.
int finish(int status) {
    std::cout.flush();
    if (std::cout)
        return status;
    const int error = errno;
    std::cerr << "overlap-cli: the output could not be written"
              << (error ? std::string(": ") + std::strerror(error) : std::string()) << "\n";
    return overlap::cli::kExitOutput;
}

int run(std::vector<std::string> args);

} // namespace

int main(int argc, char** argv) {
    // judge runs the learner's script in a copy of this program (app/script/host).
    if (overlap::script::isHostInvocation(argc, argv))
        return overlap::script::serveHost(argc, argv);
    return finish(run(std::vector<std::string>(argv + 1, argv + argc)));
}

namespace {

int run(std::vector<std::string> args) {
    if (args.empty()) {
        std::cerr << kHelp;
        return overlap::cli::kExitUsage;
    }
    const std::string name = args.front();
    args.erase(args.begin());
    if (name == "-h" || name == "--help") {
        std::cout << kHelp;
        return overlap::cli::kExitOk;
    }
    if (name == "--version") {
        std::cout << "overlap-cli " << OVERLAP_VERSION << "\n";
        return overlap::cli::kExitOk;
    }
    if (name == "help") { // "overlap-cli help eval" is "overlap-cli eval --help"
        if (args.empty()) {
            std::cout << kHelp;
            return overlap::cli::kExitOk;
        }
        if (Command run = find(args.front()))
            return run({"--help"}, std::cin, std::cout, std::cerr);
        std::cerr << "overlap-cli: no command '" << args.front() << "'\n"
                  << "Try 'overlap-cli --help'.\n";
        return overlap::cli::kExitUsage;
    }
    if (Command run = find(name))
        return run(args, std::cin, std::cout, std::cerr);
    std::cerr << "overlap-cli: unknown command '" << name << "'\n"
              << "Try 'overlap-cli --help'.\n";
    return overlap::cli::kExitUsage;
}

} // namespace

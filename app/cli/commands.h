#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace overlap::cli {

// Exit statuses shared by every command.
inline constexpr int kExitOk = 0;       // done, every line valid, no mismatch
inline constexpr int kExitInvalid = 1;  // some input line was invalid, or an answer mismatched
inline constexpr int kExitUsage = 2;    // bad arguments or an unreadable file
inline constexpr int kExitInternal = 3; // the core contradicted itself (a bug to report)
inline constexpr int kExitOutput = 4;   // the output could not be written (full disk, closed pipe)

// Each command takes the arguments after its name and its three streams, so that tests can
// run it in-process. "--help" or "-h" anywhere prints its help to `out` and returns 0.

// The longest line `eval` reads (bytes); a longer one gets an error line and is skipped.
inline constexpr std::size_t kMaxEvalLineBytes = 1 << 20;

// The table of methods; --json for a JSON array.
int runAlgorithms(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                  std::ostream& err);
// Cases from `in`, one JSON object a line; one JSON answer a line to `out`, flushed.
int runEval(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err);
// Test vectors with expected verdicts under both touching policies.
int runGen(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
           std::ostream& err);
// A learner's answers against the expected verdicts, with a hint for each mismatch.
int runCheck(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             std::ostream& err);
// A case on which two methods disagree, shrunk; exit 0 when found, 1 when not.
int runFind(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
            std::ostream& err);
// Timings of the methods.
int runBench(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             std::ostream& err);

} // namespace overlap::cli

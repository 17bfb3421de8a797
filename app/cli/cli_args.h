#pragma once

#include "core/policy.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overlap::cli {

// "--help" or "-h".
bool isHelpFlag(std::string_view arg);
bool wantsHelp(const std::vector<std::string>& args);

enum class OptionMatch { No, Yes, MissingValue };
// Whether args[i] is the option `name` ("--touching") as "--touching X" or "--touching=X";
// on Yes, `value` is X and i points at the last argument used.
OptionMatch matchOption(const std::vector<std::string>& args, std::size_t& i, std::string_view name,
                        std::string& value);

// "counts" or "separate".
std::optional<Touching> parseTouching(std::string_view s);

// Whether args[i] is "--touching counts|separate" (or "--touching=..."): Taken sets `policy`
// and moves i past the value; Failed has printed a usage error for `command`.
enum class TouchingArg { No, Taken, Failed };
TouchingArg takeTouching(const std::vector<std::string>& args, std::size_t& i,
                         std::string_view command, Touching& policy, std::ostream& err);
// A decimal integer in [0, max], nothing else.
std::optional<std::uint64_t> parseCount(std::string_view s, std::uint64_t max);

// A command whose only option is --json: true for JSON, false for text, nothing (and a
// usage error printed to `err`) for anything else.
std::optional<bool> parseJsonOnly(const std::vector<std::string>& args, std::string_view command,
                                  std::ostream& err);

// The whole of a command that prints a table or, with --json, JSON: help, the one
// option, and the printing.
int runTableOrJson(const std::vector<std::string>& args, std::string_view command,
                   std::string_view help, std::ostream& out, std::ostream& err,
                   void (*printTable)(std::ostream&), void (*printJson)(std::ostream&));

// Prints "overlap-cli <command>: <message>" and where to find help to `err`; returns 2.
int usageError(std::ostream& err, std::string_view command, std::string_view message);

} // namespace overlap::cli

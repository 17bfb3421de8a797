#include "app/cli/cli_args.h"

#include "app/cli/commands.h"

#include <charconv>
#include <ostream>

namespace overlap::cli {

bool isHelpFlag(std::string_view arg) {
    return arg == "--help" || arg == "-h";
}

bool wantsHelp(const std::vector<std::string>& args) {
    for (const std::string& a : args)
        if (isHelpFlag(a))
            return true;
    return false;
}

OptionMatch matchOption(const std::vector<std::string>& args, std::size_t& i, std::string_view name,
                        std::string& value) {
    const std::string_view arg = args[i];
    if (arg == name) {
        if (i + 1 >= args.size())
            return OptionMatch::MissingValue;
        value = args[++i];
        return OptionMatch::Yes;
    }
    if (arg.size() > name.size() && arg.substr(0, name.size()) == name && arg[name.size()] == '=') {
        value = std::string(arg.substr(name.size() + 1));
        return OptionMatch::Yes;
    }
    return OptionMatch::No;
}

std::optional<Touching> parseTouching(std::string_view s) {
    if (s == "counts")
        return Touching::Counts;
    if (s == "separate")
        return Touching::Separate;
    return std::nullopt;
}

std::optional<std::uint64_t> parseCount(std::string_view s, std::uint64_t max) {
    if (s.empty() || s.front() < '0' || s.front() > '9')
        return std::nullopt;
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || end != s.data() + s.size() || v > max)
        return std::nullopt;
    return v;
}

int usageError(std::ostream& err, std::string_view command, std::string_view message) {
    err << "overlap-cli " << command << ": " << message << "\n"
        << "Try 'overlap-cli " << command << " --help'.\n";
    return kExitUsage;
}

std::optional<bool> parseJsonOnly(const std::vector<std::string>& args, std::string_view command,
                                  std::ostream& err) {
    bool json = false;
    for (const std::string& a : args) {
        if (a != "--json") {
            usageError(err, command, "unknown argument '" + a + "'");
            return std::nullopt;
        }
        json = true;
    }
    return json;
}

int runTableOrJson(const std::vector<std::string>& args, std::string_view command,
                   std::string_view help, std::ostream& out, std::ostream& err,
                   void (*printTable)(std::ostream&), void (*printJson)(std::ostream&)) {
    if (wantsHelp(args)) {
        out << help;
        return 0;
    }
    const std::optional<bool> json = parseJsonOnly(args, command, err);
    if (!json)
        return 2;
    (*json ? printJson : printTable)(out);
    return 0;
}

TouchingArg takeTouching(const std::vector<std::string>& args, std::size_t& i,
                         std::string_view command, Touching& policy, std::ostream& err) {
    std::string value;
    switch (matchOption(args, i, "--touching", value)) {
    case OptionMatch::MissingValue:
        usageError(err, command, "--touching needs a value: counts or separate");
        return TouchingArg::Failed;
    case OptionMatch::Yes:
        if (auto t = parseTouching(value)) {
            policy = *t;
            return TouchingArg::Taken;
        }
        usageError(err, command, "--touching wants counts or separate, not '" + value + "'");
        return TouchingArg::Failed;
    case OptionMatch::No:
        break;
    }
    return TouchingArg::No;
}

} // namespace overlap::cli

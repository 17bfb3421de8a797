#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace overlap::cli {

// A learner's JavaScript overlaps(a, b) (FILE.js) against the exact truth on generated
// cases; exit 0 when none is wrong, 1 when some are, 2 on a usage or script error. Runs
// the script with QJSEngine, so it makes a QCoreApplication when there is none.
int runJudge(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             std::ostream& err);

} // namespace overlap::cli

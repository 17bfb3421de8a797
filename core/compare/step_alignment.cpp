#include "core/compare/step_alignment.h"

#include <algorithm>

namespace overlap {

std::string stepMeaning(const Algorithm& algorithm, std::string_view stepId, bool decides) {
    if (decides)
        return "verdict";
    for (const StepMeaning& m : algorithm.steps)
        if (m.step == stepId && !m.meaning.empty())
            return std::string(m.meaning);
    return std::string(stepId);
}

namespace {

// One time of the timeline: its meaning and, per method merged so far, the step placed there.
struct Column {
    std::string meaning;
    std::vector<int> steps; // -1: that method places no step here
};

// Merges one more method's steps into the columns along a longest common subsequence of
// meanings, so that matched steps share a column and the rest get columns of their own.
std::vector<Column> merge(const std::vector<Column>& columns, const std::vector<std::string>& steps,
                          std::size_t methodsBefore) {
    const std::size_t n = columns.size(), m = steps.size();
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            lcs[i][j] = columns[i].meaning == steps[j] ? lcs[i + 1][j + 1] + 1
                                                       : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    std::vector<Column> out;
    std::size_t i = 0, j = 0;
    auto ownColumn = [&](std::size_t step) {
        Column c{steps[step], std::vector<int>(methodsBefore + 1, -1)};
        c.steps.back() = int(step);
        out.push_back(std::move(c));
    };
    while (i < n || j < m) {
        if (i < n && j < m && columns[i].meaning == steps[j]) {
            Column c = columns[i++];
            c.steps.push_back(int(j++));
            out.push_back(std::move(c));
        } else if (j == m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1])) {
            Column c = columns[i++];
            c.steps.push_back(-1);
            out.push_back(std::move(c));
        } else {
            ownColumn(j++);
        }
    }
    return out;
}

} // namespace

std::vector<std::vector<int>> alignSteps(const std::vector<std::vector<std::string>>& meanings) {
    std::vector<Column> columns;
    for (std::size_t k = 0; k < meanings.size(); ++k)
        columns = merge(columns, meanings[k], k);
    std::vector<std::vector<int>> timeline;
    std::vector<int> shown(meanings.size(), 0);
    for (const Column& c : columns) {
        for (std::size_t k = 0; k < shown.size(); ++k)
            if (c.steps[k] >= 0)
                shown[k] = c.steps[k];
        timeline.push_back(shown);
    }
    return timeline;
}

} // namespace overlap

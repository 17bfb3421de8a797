#!/usr/bin/env bash
# Fails when a C++ source is not formatted as .clang-format says, naming the files and the
# command that formats them. test.sh (and so CI) runs it; it needs clang-format (setup.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files -- '*.cpp' '*.h')
else # a tarball: every source outside the build folders
    mapfile -t files < <(find app bench codec core tests -name '*.cpp' -o -name '*.h' | sort)
fi
unformatted=()
for f in "${files[@]}"; do
    if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
        unformatted+=("$f")
    fi
done
if [ ${#unformatted[@]} -gt 0 ]; then
    echo "overlap: ${#unformatted[@]} of ${#files[@]} sources are not clang-formatted:" >&2
    printf '    %s\n' "${unformatted[@]}" >&2
    echo "overlap: format them with: clang-format -i ${unformatted[*]}" >&2
    exit 1
fi
echo "${#files[@]} sources are clang-formatted"

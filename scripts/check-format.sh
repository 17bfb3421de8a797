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
# Many files to a clang-format, as many at once as there are cores: one process per file
# took 16 s. Its report names each file that is not formatted; any other failure (no
# clang-format, an unreadable file) is shown as it is and fails too.
status=0
report="$(printf '%s\0' "${files[@]}" |
    xargs -0 -n 40 -P "$(nproc 2>/dev/null || echo 2)" clang-format --dry-run --Werror 2>&1 >/dev/null)" ||
    status=$?
mapfile -t unformatted < <(sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' <<<"$report" | sort -u)
if [ "$status" -ne 0 ] && [ ${#unformatted[@]} -eq 0 ]; then
    echo "overlap: clang-format failed (exit $status):" >&2
    printf '%s\n' "$report" >&2
    exit 1
fi
if [ ${#unformatted[@]} -gt 0 ]; then
    echo "overlap: ${#unformatted[@]} of ${#files[@]} sources are not clang-formatted:" >&2
    printf '    %s\n' "${unformatted[@]}" >&2
    echo "overlap: format them with: clang-format -i ${unformatted[*]}" >&2
    exit 1
fi
echo "${#files[@]} sources are clang-formatted"

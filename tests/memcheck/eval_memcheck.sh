#!/usr/bin/env bash
# Every method's exact paths under Valgrind's memcheck: a read of an uninitialised value is
# a verdict that may change from run to run. GCC 12's IPA-SRA once made the SAT method's
# exact stage read garbage this way; the sanitizers and the exactness tests did not see it.
# Usage: eval_memcheck.sh OVERLAP-CLI CASES-FILE
set -euo pipefail
cli="$1"
extra="$2"
cases="$(mktemp)"
trap 'rm -f "$cases"' EXIT
# Integer and half ties (the careful paths), turned rects, and the decimal scenes of $extra.
for pair in circle-rect circle-circle rect-rect; do
    "$cli" gen --pair "$pair" --count 300 --seed 11 >>"$cases"
done
"$cli" gen --pair circle-rect --rotated --count 300 --seed 11 >>"$cases"
cat "$extra" >>"$cases"
for touching in counts separate; do
    valgrind --quiet --error-exitcode=99 --track-origins=yes \
        "$cli" eval --touching "$touching" --include-pitfalls <"$cases" >/dev/null
done
echo "memcheck: $(wc -l <"$cases") cases, both policies, no uninitialised read"

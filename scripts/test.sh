#!/usr/bin/env bash
# The test command, the one CI runs (.ci/run); non-zero on any failure. In seven phases:
#   1    set up (packages, configure, build) build/, compiler warnings being errors;
#   2    check that every C++ source is clang-formatted (scripts/check-format.sh);
#   3    run every test through CTest;
#   4-5  the same in build-asan/, everything built by clang with AddressSanitizer
#        (LeakSanitizer included) and UndefinedBehaviorSanitizer (-DOVERLAP_SANITIZE=ON),
#        any report fatal;
#   6-7  build the libFuzzer targets of tests/fuzz with clang in build-fuzz/
#        (-DOVERLAP_FUZZ=ON) and run each for 20 s from its seed corpus (as many at once as
#        there are cores); a crash, a sanitizer report or a broken rule fails, and the
#        input is kept.
# Arguments go to both ctest runs. OVERLAP_BUILD_DIR moves build/ (the other two follow it
# as <dir>-asan and <dir>-fuzz); OVERLAP_FUZZ_SECONDS changes the fuzzing time, except
# with CI=true, which runs exactly what CI runs. Nothing else depends on CI.
set -euo pipefail

PHASE_COUNT=7
PHASE_NAMES=()
PHASE_SECONDS=()
CURRENT_PHASE=""
PHASE_START=$SECONDS

end_phase() {
    if [ -n "$CURRENT_PHASE" ]; then
        PHASE_NAMES+=("$CURRENT_PHASE")
        PHASE_SECONDS+=($((SECONDS - PHASE_START)))
        CURRENT_PHASE=""
    fi
}

phase() {
    end_phase
    CURRENT_PHASE="$1"
    PHASE_START=$SECONDS
    echo
    echo "==== overlap test: phase $((${#PHASE_NAMES[@]} + 1))/$PHASE_COUNT: $1 ===="
}

summary() {
    local rc=$? failed="$CURRENT_PHASE" i
    end_phase
    echo
    echo "==== overlap test: phase times ===="
    for i in "${!PHASE_NAMES[@]}"; do
        printf '%6ds  %s\n' "${PHASE_SECONDS[$i]}" "${PHASE_NAMES[$i]}"
    done
    printf '%6ds  total\n' "$SECONDS"
    if [ "$rc" -ne 0 ]; then
        echo "==== overlap test: FAILED in phase: ${failed:-?} ===="
    else
        echo "==== overlap test: all phases passed ===="
    fi
}
trap summary EXIT

phase "set-up and Release build (build/)"
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" # sets ROOT_DIR, BUILD_DIR; builds
JOBS="$(nproc 2>/dev/null || echo 2)"
ASAN_BUILD_DIR="${BUILD_DIR}-asan"
FUZZ_BUILD_DIR="${BUILD_DIR}-fuzz"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

# Configures a build directory the first time (or when its cache lacks a line of the
# space-separated patterns that make it what it is), then builds incrementally.
build_in() {
    local dir="$1" markers="$2"
    shift 2
    local configure=()
    local build=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do
        configure+=("$1")
        shift
    done
    if [ $# -gt 0 ]; then
        shift
        build=("$@")
    fi
    local fresh=0 m list
    read -ra list <<<"$markers"
    [ -f "$dir/build.ninja" ] || fresh=1
    for m in "${list[@]}"; do
        grep -q "^$m" "$dir/CMakeCache.txt" 2>/dev/null || fresh=1
    done
    if [ "$fresh" -eq 1 ]; then
        # A tree made by another compiler or for another purpose starts afresh.
        rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
        cmake -S "$ROOT_DIR" -B "$dir" -G Ninja "${configure[@]}"
    fi
    cmake --build "$dir" --parallel "$JOBS" "${build[@]}"
}

phase "format check (clang-format)"
bash "$ROOT_DIR/scripts/check-format.sh"

phase "tests (Release)"
ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$JOBS" "$@"

# Every sanitizer report ends its process; LeakSanitizer ignores only the system-library
# leaks listed, with reasons, in the suppressions file.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS="suppressions=$ROOT_DIR/tests/sanitizers/lsan.supp"

phase "sanitizer build: ASan + UBSan, clang ($ASAN_BUILD_DIR)"
# With clang, while the Release tree is GCC: a second compiler's warnings, and clang's
# -fsanitize=undefined checks more (a double converted to an int out of its range, which
# GCC's leaves out); it also compiles this tree in two thirds of GCC's time. -O1 -g1: what
# AddressSanitizer's own guide asks for, and line tables are all its reports read. The
# libraries in batches of sources (OVERLAP_UNITY; the Release tree keeps one file at a time).
build_in "$ASAN_BUILD_DIR" "OVERLAP_SANITIZE:BOOL=ON CMAKE_CXX_COMPILER:[A-Z]*=.*clang++" \
    -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DOVERLAP_SANITIZE=ON -DOVERLAP_WERROR=ON -DOVERLAP_UNITY=ON

phase "tests under ASan + UBSan"
ctest --test-dir "$ASAN_BUILD_DIR" --output-on-failure --parallel "$JOBS" "$@"

FUZZ_TARGETS=(fuzz_core fuzz_json fuzz_shape fuzz_eval_line fuzz_scenario_file)
phase "fuzzer build: clang + libFuzzer ($FUZZ_BUILD_DIR)"
if ! command -v clang++ >/dev/null 2>&1; then
    echo "overlap: clang++ is missing (setup.sh installs clang and libclang-rt-14-dev)" >&2
    exit 1
fi
# -O2 as libFuzzer runs best; -g1, line tables, all a crash's report reads (-g cost a tenth
# more compile time).
build_in "$FUZZ_BUILD_DIR" "OVERLAP_FUZZ:BOOL=ON" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
    -DCMAKE_CXX_COMPILER=clang++ -DOVERLAP_FUZZ=ON -DOVERLAP_WERROR=ON -DOVERLAP_UNITY=ON \
    -- --target "${FUZZ_TARGETS[@]}"

FUZZ_SECONDS=20
if [ "${CI:-}" != "true" ] && [ -n "${OVERLAP_FUZZ_SECONDS:-}" ]; then
    FUZZ_SECONDS="$OVERLAP_FUZZ_SECONDS"
fi
phase "fuzzing: ${#FUZZ_TARGETS[@]} targets, ${FUZZ_SECONDS} s each"
# One target: a fresh working corpus each run, seeded from the source tree's (never written
# to), so every run starts where CI starts; findings, the log and the exit status go next to
# it.
fuzz_one() {
    local target="$1" work="$FUZZ_BUILD_DIR/fuzz-runs/$1" status=0
    rm -rf "$work"
    mkdir -p "$work/corpus"
    "$FUZZ_BUILD_DIR/tests/fuzz/$target" -max_total_time="$FUZZ_SECONDS" -timeout=10 \
        -max_len=4096 -print_final_stats=1 -artifact_prefix="$work/" \
        "$work/corpus" "$ROOT_DIR/tests/fuzz/corpus/$target" >"$work/log" 2>&1 || status=$?
    echo "$status" >"$work/status"
}
# A fuzzer is one process on one core: as many at once as there are cores, each for its
# full time.
running=0
for target in "${FUZZ_TARGETS[@]}"; do
    echo "-- $target: ${FUZZ_SECONDS} s from tests/fuzz/corpus/$target/"
    fuzz_one "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$JOBS" ]; then
        wait -n
        running=$((running - 1))
    fi
done
wait
for target in "${FUZZ_TARGETS[@]}"; do
    work="$FUZZ_BUILD_DIR/fuzz-runs/$target"
    status="$(cat "$work/status" 2>/dev/null || echo missing)"
    if [ "$status" != 0 ] ||
        grep -qE 'runtime error:|ERROR: (Address|Leak|UndefinedBehavior)Sanitizer' "$work/log"; then
        tail -n 80 "$work/log"
        echo "overlap: $target failed (exit $status); the input is kept in $work/:" >&2
        ls "$work" | grep -vE '^(corpus|log|status)$' | sed "s|^|    $work/|" >&2 || true
        echo "overlap: reproduce with $FUZZ_BUILD_DIR/tests/fuzz/$target FILE" >&2
        exit 1
    fi
    echo "-- $target: $(grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)|DONE ' "$work/log" | tr '\n' ' ')"
done

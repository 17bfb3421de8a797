#!/usr/bin/env bash
# Shared by run.sh and test.sh: installs the Debian packages Overlap needs (only those
# missing), then configures once and builds incrementally. Source it; it sets BUILD_DIR.
set -euo pipefail

ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${OVERLAP_BUILD_DIR:-$ROOT_DIR/build}"

PACKAGES=(
    g++ cmake ninja-build pkg-config
    ccache # a clone builds what an earlier one built from the cache (cmake/ccache.cmake)
    qt6-base-dev qt6-qpa-plugins qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libgl-dev
    libbenchmark-dev libbox2d-dev # overlap-bench times Box2D's manifold functions beside Overlap's
    qt6-declarative-dev # QJSEngine runs a learner's own method (Your method, overlap-cli judge)
    fonts-noto-cjk
    clang libclang-rt-14-dev # test.sh's fuzzers: clang++ and its libFuzzer, ASan and UBSan
    clang-format # test.sh checks that the sources are formatted as .clang-format says
    valgrind # tests/memcheck: no method reads an uninitialised value
    webp # scripts/pictures.sh: img2webp makes the README's animation from overlap --frames
    dpkg-dev lintian # cpack -G DEB: dpkg-shlibdeps finds the .deb's dependencies; lintian checks it
)

missing_packages() {
    local p
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || echo "$p"
    done
}

install_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "overlap: not a Debian/Ubuntu system; install the equivalents of: ${PACKAGES[*]}" >&2
        return 0 # let CMake say precisely what is missing
    fi
    local missing
    missing=$(missing_packages | tr '\n' ' ')
    [ -z "${missing// /}" ] && return 0
    echo "overlap: missing packages: $missing"
    local cmd=(apt-get install -y --no-install-recommends $missing)
    if [ "$(id -u)" -eq 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${cmd[@]}"
    elif command -v sudo >/dev/null 2>&1; then
        sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        sudo env DEBIAN_FRONTEND=noninteractive "${cmd[@]}"
    else
        echo "overlap: these packages are missing and neither root nor sudo is available." >&2
        echo "overlap: ask an administrator to run:" >&2
        echo "    apt-get update && ${cmd[*]}" >&2
        exit 1
    fi
}

configure_and_build() {
    # Warnings are errors here (OVERLAP_WERROR), so a warning fails the test command and CI.
    if [ ! -f "$BUILD_DIR/build.ninja" ] || ! grep -q '^OVERLAP_WERROR:BOOL=ON' "$BUILD_DIR/CMakeCache.txt"; then
        cmake -S "$ROOT_DIR" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DOVERLAP_WERROR=ON
    fi
    cmake --build "$BUILD_DIR" --parallel "$(nproc 2>/dev/null || echo 2)"
}

install_packages
configure_and_build

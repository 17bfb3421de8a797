#!/usr/bin/env bash
# Sets up (packages, configure, build) and runs every test through CTest; non-zero on any
# failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc 2>/dev/null || echo 2)" "$@"

#!/usr/bin/env bash
# Sets up (packages, configure, build) and starts Overlap. Until the lesson player lands,
# that means showing the table of methods overlap-cli knows.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
"$BUILD_DIR/app/cli/overlap-cli" algorithms "$@"

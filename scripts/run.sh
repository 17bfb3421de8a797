#!/usr/bin/env bash
# Sets up (packages, configure, build) and starts Overlap. Without a display it says so and
# writes every lesson step as pictures instead.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    tour="$BUILD_DIR/tour"
    echo "overlap: no display here, so no window; writing every lesson step to $tour/en and $tour/zh instead"
    "$BUILD_DIR/app/overlap" --tour "$tour/en" --lang en
    "$BUILD_DIR/app/overlap" --tour "$tour/zh" --lang zh
    exit 0
fi
exec "$BUILD_DIR/app/overlap" "$@"

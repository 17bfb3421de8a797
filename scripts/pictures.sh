#!/usr/bin/env bash
# Regenerates the README's pictures (docs/pictures/) with the app itself, headless.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" # sets ROOT_DIR, BUILD_DIR; builds
app="$BUILD_DIR/app/overlap"
out="$ROOT_DIR/docs/pictures"
mkdir -p "$out"
"$app" --render 3 --out "$out/clamp-en.png"
"$app" --render 5 --lang zh --out "$out/nine-region-zh.png"
"$app" --render 7:3 --out "$out/rotated-en.png"
"$app" --render 4 --lang zh --out "$out/rounded-zh.png"
"$app" --render compare:circle-rect.clamp,circle-rect.rounded,circle-rect.nine-region,circle-rect.fold \
    --overlay regions --out "$out/compare-regions.png"
"$app" --render compare:pitfall.rotated-plus-theta,circle-rotated.clamp --overlay verdict \
    --out "$out/compare-plus-theta.png"
"$app" --render pitfall:pitfall.rotated-degrees-as-radians --lang zh --out "$out/gallery-zh.png"
# Lesson 9's tunnelling: the frames a game tests, each apart.
"$app" --render 9:2 --out "$out/moving-frames-en.png"
# Three frames of lesson 7's turn back by −θ, as the player plays it.
for frame in 2.0 2.5 3; do
    "$app" --render "7:$frame" --size 1000x700 --out "$out/turn-$frame.png"
done
# Lesson 7 played whole, step by step with its motions, as an animated WebP (img2webp, from
# the webp package the set-up installs): 12 frames a second, each step held a second.
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
"$app" --frames "$frames" --lesson circle-rotated-rect --fps 12 --size 720x500
img2webp -loop 0 -mixed -d 83 "$frames"/frame-*.png -o "$out/lesson7.webp.part"
mv "$out/lesson7.webp.part" "$out/lesson7.webp"
"$app" --screenshot "$out/window-light.png" --lesson 7
"$app" --screenshot "$out/window-dark-zh.png" --lesson 5 --step 4 --theme dark --lang zh
echo "overlap: wrote the README's pictures to $out"

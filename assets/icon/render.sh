#!/usr/bin/env bash
# Renders the app icon (spite.svg) to the PNG sizes a desktop looks for:
# png/spite-gui-N.png, N x N pixels. Run it after changing the SVG and commit
# the PNGs with it (.ci/check-packaging checks they are all there and of
# their size; the window embeds the 256 px one).
# Needs rsvg-convert (Debian: apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")"
command -v rsvg-convert >/dev/null || { echo "rsvg-convert is missing (apt-get install librsvg2-bin)" >&2; exit 1; }
mkdir -p png
for size in 16 32 48 64 128 256 512; do
  rsvg-convert --width "$size" --height "$size" spite.svg --output "png/spite-gui-$size.png"
done
ls -l png

#!/usr/bin/env bash
# Renders the app's PNG icons from static/icons/icon.svg with rsvg-convert
# (Debian's librsvg2-bin). Run it after editing the SVG and commit the PNGs:
# builds copy them as they are, so a build never needs rsvg-convert.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../static/icons"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# "any" icons: the board on a transparent square, as drawn.
rsvg-convert -w 192 -h 192 icon.svg -o icon-192.png
rsvg-convert -w 512 -h 512 icon.svg -o icon-512.png
# The tab's icon (index.html): a small PNG, decoded in a moment, where the
# SVG made the page build a whole SVG document on its main thread while the
# wasm was arriving (16-48 ms at 4x CPU throttle; issue 26, measured).
rsvg-convert -w 48 -h 48 icon.svg -o icon-48.png

# Maskable and Apple icons have no transparency (the system cuts them to its
# own shape), so the board sits on the page's background (--bg), scaled:
# maskable into the central safe circle (radius 40% of the side: the board's
# farthest rounded corner lands at 0.74 × 265 ≈ 196 < 205 px); Apple's
# rounded square cuts only the corners, so the board can be larger there.
on_background() { # scale → an SVG on stdout
  echo '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">'
  echo '<rect width="512" height="512" fill="#f6efe3"/>'
  echo "<g transform=\"translate(256 256) scale($1) translate(-256 -256)\">"
  sed -e '/<svg/d' -e '/<\/svg>/d' icon.svg
  echo '</g>'
  echo '</svg>'
}
on_background 0.74 > "$tmp/maskable.svg"
rsvg-convert -w 512 -h 512 "$tmp/maskable.svg" -o icon-maskable-512.png
on_background 0.88 > "$tmp/apple.svg"
rsvg-convert -w 180 -h 180 "$tmp/apple.svg" -o apple-touch-icon.png

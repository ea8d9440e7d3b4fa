#!/usr/bin/env bash
# The page's size budgets (docs/benchmarks.md, "Page size"), by what a reader
# waits for, every file gzipped (-9) as a server would send it:
#
# - before the first board: what the browser must have before the page can
#   draw a board the reader can play: the HTML (with the stylesheet in it
#   since issue 26), the service worker's registration, the wasm-bindgen
#   glue, the app's wasm, and
#   the catalogues the page installs before it first draws (English, then the
#   reader's language: the largest other catalogue is counted, the worst
#   case). Budget: 335,000 B (300,000 until issue 24, 310,000 until issue 25,
#   320,000 until the board picture of issue 26, 325,000 until the first
#   render in slices, 327,000 until the picture said the opening's words,
#   329,000 until the frames' own games and readable diagrams of issue 27,
#   331,000 until Swahili, French and Portuguese of issue 29, 331,500 until
#   the panels and boards drawn anew a frame at a time of issue 26:
#   docs/benchmarks.md).
# - the computer's worker (its glue and wasm): fetched once a computer is
#   seated, while the reader looks at the board. Budget: 80,000 B.
# - after the first board (reported, no budget): the other catalogues, the
#   lessons and puzzles (fetched when opened), the service worker and the
#   manifest.
#
# Usage: bash scripts/page-size.sh [dist]   (after `trunk build --release`)
# Exits 1 when a budget is exceeded.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
dist=${1:-dist}

BEFORE_BUDGET=335000
WORKER_BUDGET=80000

gz() { gzip -9 -c "$1" | wc -c; }
one() {
  local found=("$dist"/$1)
  if [ ! -f "${found[0]}" ]; then
    echo "page-size: no $dist/$1 (run trunk build --release first)" >&2
    exit 2
  fi
  echo "${found[0]}"
}

row() { printf '%-44s %10s B %10s B gzip\n' "${1#$dist/}" "$(wc -c <"$1")" "$(gz "$1")"; }

total=0
add() { row "$1"; total=$((total + $(gz "$1"))); }

echo "before the first board (budget $BEFORE_BUDGET B gzipped):"
for f in index.html sw-register.js 'web-*.js' 'web-*_bg.wasm' lang/en.ftl; do
  add "$(one "$f")"
done
# The reader's own language, when it is not English: the largest counts.
largest=""
for f in "$dist"/lang/*.ftl; do
  [ "$f" = "$dist/lang/en.ftl" ] && continue
  if [ -z "$largest" ] || [ "$(gz "$f")" -gt "$(gz "$largest")" ]; then largest=$f; fi
done
[ -n "$largest" ] && add "$largest"
before=$total
echo "  in all: $before B"

echo "the computer's worker (budget $WORKER_BUDGET B gzipped):"
total=0
for f in 'worker.js' 'worker_bg.wasm'; do
  add "$(one "$f")"
done
worker=$total
echo "  in all: $worker B"

echo "after the first board (no budget):"
total=0
for f in "$dist"/lang/*.ftl "$dist"/learn/*.json "$dist"/puzzles/*.json "$dist"/sw.js "$dist"/manifest.webmanifest; do
  [ -f "$f" ] || continue
  case "$f" in "$dist/lang/en.ftl" | "$largest") continue ;; esac
  add "$f"
done
echo "  in all: $total B"

status=0
if [ "$before" -gt "$BEFORE_BUDGET" ]; then
  echo "over budget: $before B before the first board (budget $BEFORE_BUDGET B); see docs/benchmarks.md, \"Page size\"" >&2
  status=1
fi
if [ "$worker" -gt "$WORKER_BUDGET" ]; then
  echo "over budget: the worker is $worker B (budget $WORKER_BUDGET B); see docs/benchmarks.md, \"Page size\"" >&2
  status=1
fi
exit $status

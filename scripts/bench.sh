#!/usr/bin/env bash
# Measures the engine: `mancala bench` on every game (release-speed `native`
# profile, one core), printed as the Markdown table of docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# python3 turns each `mancala bench` JSON line into a table row.
if ! command -v python3 >/dev/null 2>&1; then
  echo "scripts/bench.sh needs python3 (it formats mancala bench's JSON as the table); install it, e.g. apt-get install python3" >&2
  exit 1
fi
PLAYOUTS=${PLAYOUTS:-2000}
cargo build --quiet --profile native --bin mancala
bin=target/native/mancala
echo "| game | options | playouts | mean plies | plies/s | playouts/s |"
echo "|---|---|---:|---:|---:|---:|"
while read -r game opts; do
  args=()
  for o in $opts; do args+=(--option "$o"); done
  json=$("$bin" bench --game "$game" "${args[@]}" --playouts "$PLAYOUTS" --seed 1)
  python3 - "$game" "$opts" "$json" <<'PY'
import json, sys
game, opts, j = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
print(f"| {game} | {opts or '—'} | {j['playouts']} | {j['mean_plies']:.1f} | "
      f"{j['moves_per_second']:,.0f} | {j['playouts_per_second']:,.1f} |")
PY
done <<'GAMES'
gore
urim pits=6 seeds=3
urim pits=7 seeds=4
anywoli last_four=penultimate
anywoli last_four=first_last_seed
bao-kigogo
tsoro columns=21 bonus=2 heads=2
tsoro columns=21 bonus=3 heads=1
tsoro columns=6 bonus=2 heads=2
GAMES

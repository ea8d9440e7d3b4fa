#!/usr/bin/env bash
# Measures the engine: `mancala bench` on every game (the `release`
# profile, one core), printed as the Markdown table of docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# python3 turns each `mancala bench` JSON line into a table row.
if ! command -v python3 >/dev/null 2>&1; then
  echo "scripts/bench.sh needs python3 (it formats mancala bench's JSON as the table); install it, e.g. apt-get install python3" >&2
  exit 1
fi
PLAYOUTS=${PLAYOUTS:-2000}
# Every game and option set, from the engine's option table (`mancala games`).
cargo build --quiet --release --bin mancala
bin=target/release/mancala
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
done < <("$bin" games)

#!/usr/bin/env bash
# Runs every test: formatting, clippy (native and wasm32), the native engine and
# CLI tests, a release wasm build with Trunk, and the real-browser tests.
# Installs the build tools (scripts/setup-build.sh) and the browser-test tools
# (scripts/setup-browser.sh: Chromium, playwright-core) first, where missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup-build.sh
source scripts/setup-browser.sh
step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "clippy, native (all targets) and wasm32 (the app)"
cargo clippy --locked --all-targets -- -D warnings
cargo clippy --locked --target wasm32-unknown-unknown --bin web --bin worker -- -D warnings

step "native tests: engine scenarios, random playouts, CLI contract"
cargo test --locked

step "release build of the page with Trunk (wasm-opt included)"
trunk build --release

# The page's wasm (the app and the computer's worker), gzipped, stays under the
# 250 KB bar (docs/benchmarks.md, "Page size").
step "page size: the wasm gzipped, under 250,000 bytes"
wasm_bytes=0
for f in dist/*.wasm; do
  n=$(gzip -9 -c "$f" | wc -c)
  echo "$f: $n B gzipped"
  wasm_bytes=$((wasm_bytes + n))
done
echo "in all: $wasm_bytes B (bar: 250000 B)"
if [ "$wasm_bytes" -gt 250000 ]; then
  echo "the page's wasm is over the 250 KB bar: see docs/benchmarks.md for what was won back before" >&2
  exit 1
fi

step "browser tests: Playwright + Chromium against dist/"
(cd tests/e2e && npm test)

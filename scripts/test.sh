#!/usr/bin/env bash
# Runs every test: merge-conflict markers and unused dependencies (first, in
# seconds), formatting, clippy (native and wasm32), the native engine and
# CLI tests, a release wasm build with Trunk and its size budgets, and the
# real-browser tests, then Lighthouse's scores (tests/e2e/lighthouse.mjs).
# Installs the build tools (scripts/setup-build.sh), the browser-test tools
# (scripts/setup-browser.sh: Chromium, playwright-core, lighthouse) and a wiki
# (scripts/setup-wiki.sh: Debian's MediaWiki and PHP) where missing, after
# those two guards.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
step() { printf '\n== %s\n' "$*"; }

# Quick guards first, before any install or build: they need only git, grep, awk.
step "no merge-conflict markers in any file"
bash scripts/conflict-markers.sh

step "no unused dependencies in Cargo.toml"
bash scripts/unused-deps.sh

source scripts/setup-build.sh
source scripts/setup-browser.sh
source scripts/setup-wiki.sh

step "cargo fmt --check"
cargo fmt --all -- --check

step "clippy, native (all targets) and wasm32 (the app)"
cargo clippy --locked --all-targets -- -D warnings
cargo clippy --locked --target wasm32-unknown-unknown --bin web --bin worker -- -D warnings

step "native tests: engine scenarios, random playouts, CLI contract"
cargo test --locked

step "release build of the page with Trunk (wasm-opt included)"
trunk build --release

# What a reader downloads before the first board stays under 300 KB gzipped,
# the computer's worker under 80 KB (docs/benchmarks.md, "Page size").
step "page size: the budgets, per file"
bash scripts/page-size.sh dist

step "browser tests: Playwright + Chromium against dist/"
(cd tests/e2e && npm test)

# Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on the start page and
# a frame, served gzip-compressed: prints the figures, fails only if
# Performance is under 85 or Accessibility under 100 on either (issue 26,
# point 5: tests/e2e/lighthouse.mjs).
step "Lighthouse: the start page and a frame, against dist/"
node tests/e2e/lighthouse.mjs

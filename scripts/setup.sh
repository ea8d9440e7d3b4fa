#!/usr/bin/env bash
# Installs everything, skipping what is already there: the build tools
# (scripts/setup-build.sh: wasm target, Trunk, wasm-bindgen-cli, wasm-opt, crates)
# and the browser-test tools (scripts/setup-browser.sh: Chromium, playwright-core).
# Kept for anyone who runs it; scripts/serve.sh sources only setup-build.sh and
# scripts/test.sh sources both. Safe to run again.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup-build.sh
source scripts/setup-browser.sh

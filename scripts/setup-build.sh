#!/usr/bin/env bash
# Installs what building the page needs, skipping what is already there: the wasm
# target, Trunk, wasm-bindgen-cli, wasm-opt, and every crate (cargo fetch).
# Sourced by scripts/serve.sh and scripts/test.sh; safe to run again
# (`bash scripts/setup-build.sh` once before `trunk serve`).
# Versions are pinned: Trunk 0.21.14 (0.22 needs a newer rustc), wasm-bindgen-cli
# equal to the wasm-bindgen in Cargo.lock, binaryen 132 for wasm-opt (Debian's
# 108 cannot read current Rust wasm).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132.0.0
# The exact wasm-bindgen version Cargo.lock pins: the CLI must match it.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)

say() { printf '== %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing Trunk $TRUNK_VERSION (about 10 minutes, once)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  # Without --locked: its lock file pins a yanked crate.
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 5 minutes, once)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if ! wasm-opt --version 2>/dev/null | grep -q "version ${BINARYEN_VERSION%%.*}"; then
  if dpkg -s binaryen >/dev/null 2>&1; then
    say "removing Debian's binaryen (too old for Rust's wasm)"
    as_root apt-get remove -y binaryen
  fi
  say "installing wasm-opt from npm binaryen@$BINARYEN_VERSION"
  as_root npm install -g --no-audit --no-fund "binaryen@$BINARYEN_VERSION"
  hash -r
fi

# Trunk runs offline: every crate must already be in the local registry.
cargo fetch --locked >/dev/null 2>&1 || cargo fetch --locked

#!/usr/bin/env bash
# Installs what the real-browser tests need, skipping what is already there:
# Debian's Chromium and the tests/e2e packages (playwright-core, which never
# downloads a browser; axe-core, the accessibility checks; lighthouse, the
# scores of scripts/test.sh's last step), Debian's librsvg2-bin (rsvg-convert, which
# tests/diagram/ renders the board pictures with) and Debian's lua5.1 (which
# tests/diagram/wiki.rs runs the wiki's Lua board, docs/wiki/, with; without it
# those tests skip). Sourced by scripts/test.sh; safe to run again.
# Versions are pinned: the packages from tests/e2e's lock file (npm ci).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf '== %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
command -v lua5.1 >/dev/null 2>&1 || missing+=(lua5.1)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian's ${missing[*]}"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
fi

# `npm ls` with no name checks every package of package.json: one added later
# (axe-core) is installed too on a machine that already had the others.
if ! (cd tests/e2e && npm ls --silent >/dev/null 2>&1); then
  say "installing the browser-test packages (npm ci)"
  (cd tests/e2e && npm ci --no-audit --no-fund)
fi

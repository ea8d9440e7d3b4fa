#!/usr/bin/env bash
# Builds the browser game and serves it on http://127.0.0.1:8080/ (Ctrl-C stops).
# Installs only the build tools first (scripts/setup-build.sh), never the browser.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup-build.sh
echo "== building and serving the game at http://127.0.0.1:8080/"
exec trunk serve --release

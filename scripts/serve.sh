#!/usr/bin/env bash
# Builds the browser game and serves it on http://127.0.0.1:8080/ (Ctrl-C stops).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh
echo "== building and serving the game at http://127.0.0.1:8080/"
exec trunk serve --release

#!/usr/bin/env bash
# Fails on a merge-conflict marker left in any text file of the checkout: a line
# starting with seven `<` or seven `>` (then a space or the line's end), or seven
# `=` alone on a line. The files are git's (`git ls-files`: tracked ones, and new
# ones not ignored, so a file about to be added is checked too); binary files
# are skipped (grep -I).
#
# Usage: bash scripts/conflict-markers.sh   (exit 1 on a marker, naming each line)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "conflict-markers: not a git checkout: cannot list the files" >&2
  exit 2
fi

# Written as counts so that this file does not match itself; a CRLF line's
# carriage return is allowed before its end.
pattern=$'^(<{7}( |\r?$)|={7}\r?$|>{7}( |\r?$))'

found=$(git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done \
  | xargs -0 -r grep -InE "$pattern" -- \
  | sed 's/\r$//' || true)

if [ -n "$found" ]; then
  echo "conflict-markers: merge-conflict markers left in these lines:" >&2
  printf '%s\n' "$found" >&2
  exit 1
fi
echo "conflict-markers: none in $(git ls-files --cached --others --exclude-standard | wc -l) files"

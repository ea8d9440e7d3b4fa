#!/usr/bin/env bash
# Fails on a dependency that no code uses: every crate of Cargo.toml's
# [dependencies], [dev-dependencies], [build-dependencies] and their
# [target.<cfg>.…] forms (inline `name = …` or a `[dependencies.name]` table)
# must appear as a path in the Rust code of src/, tests/ or build.rs:
# `name::…` (not inside a longer path), `use name…` or `extern crate name`,
# with the crate's key as Rust spells it (`-` becomes `_`; a `package = …`
# rename is used by its key).
# Comment lines (`//`, `///`, `//!`) do not count.
#
# Usage: bash scripts/unused-deps.sh [Cargo.toml]   (exit 1 naming each unused crate)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
manifest=${1:-Cargo.toml}

# The dependency keys, one per line: a key line inside a dependency section, or
# the name of a `[….dependencies.name]` table.
crates=$(awk '
  /^[[:space:]]*\[/ {
    h = $0
    sub(/^[[:space:]]*\[+[[:space:]]*/, "", h); sub(/[[:space:]]*\]+.*$/, "", h)
    # A target section: drop `target.<cfg>.` (the cfg may be quoted and hold dots).
    if (h ~ /^target\./) { sub(/^target\.("[^"]*"|'\''[^'\'']*'\''|[^.]*)\./, "", h) }
    in_deps = (h ~ /^(dev-|build-)?dependencies$/)
    if (h ~ /^(dev-|build-)?dependencies\./) {
      name = h; sub(/^[^.]*\./, "", name); gsub(/["'\'' ]/, "", name); print name
    }
    next
  }
  in_deps && /^[[:space:]]*[A-Za-z0-9_-]+[[:space:]]*(=|\.)/ {
    name = $0; sub(/^[[:space:]]*/, "", name); sub(/[[:space:]]*(=|\.).*$/, "", name); print name
  }
' "$manifest" | sort -u)

if [ -z "$crates" ]; then
  echo "unused-deps: no dependencies found in $manifest" >&2
  exit 2
fi

# The Rust code that may use them.
sources=()
while IFS= read -r -d '' f; do sources+=("$f"); done < <(
  find src tests -name '*.rs' -not -path '*/node_modules/*' -print0 2>/dev/null
  [ -f build.rs ] && printf '%s\0' build.rs
)

unused=()
for crate in $crates; do
  id=${crate//-/_}
  # Counted, not `grep -q`: an early exit would break the pipe under pipefail.
  # A path starts at the crate (`web_sys::js_sys::…` is not a use of js-sys).
  uses=$(grep -hE "(^|[^A-Za-z0-9_:])(::)?${id}::|(^|[^A-Za-z0-9_])(use (::)?|extern crate )${id}([^A-Za-z0-9_]|$)" \
    -- "${sources[@]}" | grep -cvE '^[[:space:]]*//' || true)
  if [ "${uses:-0}" -eq 0 ]; then
    unused+=("$crate")
  fi
done

if [ ${#unused[@]} -gt 0 ]; then
  echo "unused-deps: declared in $manifest but used nowhere in src/, tests/ or build.rs:" >&2
  printf '  %s\n' "${unused[@]}" >&2
  exit 1
fi
echo "unused-deps: every dependency is used ($(echo "$crates" | wc -l) crates:" $crates")"

#!/usr/bin/env bash
# Trunk post-build hook (Trunk.toml), run just before sw-build.sh: the catalogues a
# reader downloads before the first board (lang/*.ftl) lose their comment
# lines and blank lines, which the page's reader skips anyway
# (ui::texts::catalogue); the glossary (lang/GLOSSARY.md) is for translators,
# not readers, and leaves the build.
# size: 2.2 KB gzipped less before the first board (en + az, measured
# 2026-12-02: 37,689 B -> 35,444 B).
# The words of the board's picture before the wasm (`picture-…` keys) leave
# too: ui::picture writes them into static/picture-data.js, which the page
# has inline, and the app never looks them up.
# size: measured 2026-12-03, see docs/benchmarks.md ("Page size", issue 26).
set -euo pipefail
staging=${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (Trunk.toml)}
rm -f "$staging/lang/GLOSSARY.md"
# A `picture-…` key's continuation lines (indented) leave with it.
for f in "$staging"/lang/*.ftl; do
  awk '
    /^#/ || /^[[:space:]]*$/ { next }
    /^[^[:space:]]/ { skip = ($0 ~ /^picture-/) }
    !skip { print }
  ' "$f" > "$f.tmp"
  mv "$f.tmp" "$f"
done

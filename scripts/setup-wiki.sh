#!/usr/bin/env bash
# Installs what tests/e2e/wiki.test.mjs needs, skipping what is already there:
# Debian's MediaWiki 1.39 (package `mediawiki`, with its bundled Gadgets,
# ParserFunctions, TemplateData and Scribunto), PHP's SQLite driver and the
# modules MediaWiki asks for, lua5.1 (Scribunto's Lua) and librsvg2-bin (the
# wiki's SVG thumbnails). The package brings apache2 as a dependency: it must
# not start (the tests serve the wiki with `php -S` on a loopback port), so
# services are kept from starting while the packages install. Sourced by
# scripts/test.sh; safe to run again.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf '== %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

wiki_missing=()
[ -f /usr/share/mediawiki/maintenance/install.php ] || wiki_missing+=(mediawiki)
php -m 2>/dev/null | grep -qx pdo_sqlite || wiki_missing+=(php-sqlite3)
php -m 2>/dev/null | grep -qx mbstring || wiki_missing+=(php-mbstring)
php -m 2>/dev/null | grep -qx intl || wiki_missing+=(php-intl)
php -m 2>/dev/null | grep -qx xml || wiki_missing+=(php-xml)
command -v php >/dev/null 2>&1 || wiki_missing+=(php-cli)
command -v lua5.1 >/dev/null 2>&1 || wiki_missing+=(lua5.1)
command -v rsvg-convert >/dev/null 2>&1 || wiki_missing+=(librsvg2-bin)
if [ ${#wiki_missing[@]} -gt 0 ]; then
  say "installing Debian's ${wiki_missing[*]} (a wiki for the wiki tests; apache kept stopped)"
  # invoke-rc.d asks policy-rc.d before starting a service: 101 = not now.
  made_policy=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | as_root tee /usr/sbin/policy-rc.d >/dev/null
    as_root chmod +x /usr/sbin/policy-rc.d
    made_policy=1
  fi
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${wiki_missing[@]}"
  [ -z "$made_policy" ] || as_root rm -f /usr/sbin/policy-rc.d
fi

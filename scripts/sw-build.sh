#!/usr/bin/env bash
# Trunk post-build hook (Trunk.toml): writes sw.js, the service worker, into
# the build's staging directory from the template static/sw.js, filling in
#   - FILES: every file of the build (whatever its name: hashed or not, in
#     subdirectories such as icons/ or lang/), so the cache covers all of dist/
#     without a hand-kept list;
#   - VERSION: a hash of those files' names and contents and of the template,
#     so any change to the build gives a new cache (and a byte-different sw.js,
#     which is what makes browsers install it) and the old cache is deleted.
# Only bash and coreutils' sha256sum: a fresh Debian machine builds it as is.
# Addresses are relative to sw.js ("./…"), so `--public-url /sub/path/` works.
set -euo pipefail
export LC_ALL=C

staging=${TRUNK_STAGING_DIR:?run by trunk as a post_build hook (Trunk.toml)}
# Absolute: the listing below runs inside the staging directory.
template=$(cd "${TRUNK_SOURCE_DIR:-.}" && pwd)/static/sw.js
[[ -f $template ]] || { echo "sw-build.sh: no template $template" >&2; exit 1; }

# A file name as a URL path: unreserved characters as they are, every other
# byte percent-encoded (a space, '#' or '?' would otherwise break the address).
url_path() {
  local s=$1 out='' c hex i
  for ((i = 0; i < ${#s}; i++)); do
    c=${s:i:1}
    case $c in
      [A-Za-z0-9._~/-]) out+=$c ;;
      *) printf -v hex '%%%02X' "'$c"; out+=$hex ;;
    esac
  done
  printf '%s' "$out"
}

cd "$staging"
shopt -s globstar nullglob dotglob
files=()
for f in **; do
  # sw.js itself is the browser's business (it checks it on every visit).
  [[ -f $f && $f != sw.js ]] && files+=("$f")
done
((${#files[@]})) || { echo "sw-build.sh: $staging is empty" >&2; exit 1; }

version=$({ sha256sum -- "${files[@]}"; sha256sum < "$template"; } | sha256sum | cut -c1-16)

list=''
for f in "${files[@]}"; do
  list+="  './$(url_path "$f")',"$'\n'
done

# The template holds exactly one line of each placeholder; a template without
# them must fail the build rather than ship a worker that caches nothing.
out=''
seen=0
while IFS= read -r line || [[ -n $line ]]; do
  case $line in
    "const VERSION = 'dev';") out+="const VERSION = '$version';"$'\n'; seen=$((seen + 1)) ;;
    "const FILES = [];") out+="const FILES = ["$'\n'"$list];"$'\n'; seen=$((seen + 1)) ;;
    *) out+="$line"$'\n' ;;
  esac
done < "$template"
((seen == 2)) || { echo "sw-build.sh: $template lacks its VERSION or FILES line" >&2; exit 1; }
printf '%s' "$out" > sw.js
echo "sw-build.sh: sw.js precaches ${#files[@]} files, version $version"

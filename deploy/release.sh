#!/usr/bin/env bash
# Publishes a build to an nginx (or any file server) root without a moment of half-copied site:
#   deploy/release.sh BUILD_DIR SITE_ROOT [KEEP]
# Needs GNU/Linux tools (flock from util-linux, GNU cp). docs/deploy.md ("Releases") says what each step
# guards against. In SITE_ROOT:
#   current            symlink to the live release, switched with one rename (a request sees the old or
#                      the new release, never a mix)
#   releases/NNNNNN-<UTC stamp>/   one folder per release; NNNNNN counts releases, so names never collide
#   releases.log       the releases in the order they went live (name, epoch seconds, UTC time): pruning
#                      follows it, never the clock that named them
#   releases.lock      held while a release runs (flock): a second release waits for the first
#   release-assets/    per release, its /_astro/ and Pagefind files and until when each is kept
# Old hashed files (/_astro/, Pagefind chunks) stay in the live release for RELEASE_GRACE_HOURS (default
# 24) after the release that built them is replaced, so a page opened before a switch keeps loading them.
# Roll back: `ln -sfn releases/<older> current.new && mv -T current.new current` in SITE_ROOT.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 BUILD_DIR SITE_ROOT [KEEP]   (RELEASE_GRACE_HOURS=24)" >&2
  exit 2
fi
build=$1
root=$2
keep=${3:-5}
grace_hours=${RELEASE_GRACE_HOURS:-24}
case $keep in '' | *[!0-9]* | 0)
  echo "release: KEEP must be a whole number of at least 1, got '$keep'" >&2
  exit 2
  ;;
esac
case $grace_hours in '' | *[!0-9]*)
  echo "release: RELEASE_GRACE_HOURS must be a whole number of hours (0: keep no old files), got '$grace_hours'" >&2
  exit 2
  ;;
esac
if [ ! -f "$build/index.html" ]; then
  echo "release: $build has no index.html; build the site first (npm run build)" >&2
  exit 1
fi
for tool in flock; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "release: needs $tool (Debian: apt-get install util-linux)" >&2
    exit 1
  }
done

mkdir -p "$root/releases" "$root/release-assets"
log="$root/releases.log"
lock="$root/releases.lock"

# One release at a time: two at once would both read the same live release and sequence number. The lock
# dies with its holder (also with kill -9), so it is never left behind; a copy still running from a killed
# release holds it until that copy ends.
exec 9>>"$lock"
if ! flock -n 9; then
  echo "release: another release of $root is running (pid $(cat "$lock" 2>/dev/null || echo unknown)); waiting for it" >&2
  flock -w "${RELEASE_LOCK_WAIT_SECONDS:-1800}" 9 || {
    echo "release: gave up after ${RELEASE_LOCK_WAIT_SECONDS:-1800} s waiting for the other release; nothing changed" >&2
    exit 1
  }
fi
echo $$ >"$lock"

# `current` is switched by renaming a link over it, which cannot replace a folder or a file.
if [ -e "$root/current" ] && [ ! -L "$root/current" ]; then
  echo "release: $root/current is a real folder (or file), not a link to a release, so it cannot be switched in one rename." >&2
  echo "Move it aside and release again (the site is offline between the two commands, until the release finishes):" >&2
  printf '  mv -T %q %q && %q %q %q %q\n' "$root/current" "$root/current.before-releases" "$0" "$build" "$root" "$keep" >&2
  exit 1
fi

# Leftovers of releases that died (killed, disk full, power cut): with the lock held, every partial copy is one.
for dead in "$root"/releases/.partial-*; do
  [ -e "$dead" ] || continue
  rm -rf -- "$dead"
  echo "release: removed releases/${dead##*/}, the unfinished copy of a release that did not complete"
done
rm -f -- "$root"/release-assets/.partial-*

# Releases made before there was a log were named by their UTC second: their names give their order, once.
if [ ! -f "$log" ]; then
  for dir in "$root"/releases/*/; do
    [ -d "$dir" ] || continue
    dir=${dir%/}
    printf '%s\t0\tbefore releases.log\n' "${dir##*/}"
  done | LC_ALL=C sort >"$log.new"
  mv -f "$log.new" "$log"
fi

live_name() {
  local target
  target=$(readlink "$root/current" 2>/dev/null) || return 0
  case $target in releases/*) printf '%s' "${target#releases/}" ;; esac
}
record_live() { printf '%s\t%s\t%s\n' "$1" "$(date +%s)" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >>"$log"; }

# A rollback by hand, or a release killed between its switch and its log line, left a live release the log
# does not end with: record it, so it counts as the newest until now.
live=$(live_name)
if [ -n "$live" ] && [ -d "$root/releases/$live" ] && [ "$(tail -n 1 "$log" | cut -f1)" != "$live" ]; then
  record_live "$live"
fi

# The sequence number comes from the log and the folders, never from the clock.
next=$(
  {
    cut -f1 "$log"
    ls -1A "$root/releases"
  } | awk '{ sub(/^\.partial-/, ""); if (match($0, /^[0-9]+-/)) { n = substr($0, 1, RLENGTH - 1) + 0; if (n > max) max = n } } END { print max + 1 }'
)
name=$(printf '%06d-%s' "$next" "$(date -u +%Y%m%dT%H%M%SZ)")
release="$root/releases/$name"
partial="$root/releases/.partial-$name"

# Copy into a name the server never serves, then rename: a copy cut short leaves no release behind.
mkdir "$partial"
live_dir=""
if [ -n "$live" ] && [ -d "$root/releases/$live" ]; then live_dir="$root/releases/$live"; fi
if command -v rsync >/dev/null 2>&1 && [ -n "$live_dir" ]; then
  # Files unchanged since the live release become hard links to it: a nightly release costs only what changed.
  # --checksum: by size and time alone, a rewritten file of the same size and second would be linked to the old one.
  rsync -a --checksum --link-dest="$(cd "$live_dir" && pwd -P)" "$build/" "$partial/"
else
  cp -a "$build/." "$partial/"
fi

# Hashed files of the releases before (and of those kept by them) that this build no longer has stay in it
# until their grace ends: a page opened before the switch asks for them later.
assets() { (cd "$1" && find . -type f \( -path './_astro/*' -o -path './pagefind/*' -o -path './*/pagefind/*' \) | sed 's|^\./||' | LC_ALL=C sort); }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
assets "$build" >"$work/own"
if [ -n "$live_dir" ]; then
  if [ -f "$root/release-assets/$live" ]; then
    cp "$root/release-assets/$live" "$work/before"
  else
    assets "$live_dir" | sed 's/^/-\t/' >"$work/before"
  fi
  # "-": the release's own file, kept from now on; a number: already carried, kept until then.
  awk -F'\t' -v now="$(date +%s)" -v grace=$((grace_hours * 3600)) '
    NR == FNR { own[$0] = 1; next }
    !($2 in own) { until = ($1 == "-") ? now + grace : $1; if (until > now) print until "\t" $2 }
  ' "$work/own" "$work/before" | while IFS=$'\t' read -r until file; do
    if [ -f "$live_dir/$file" ]; then printf '%s\t%s\n' "$until" "$file"; fi
  done >"$work/carried"
  if [ -s "$work/carried" ]; then
    into=$(cd "$partial" && pwd -P)
    cut -f2 "$work/carried" >"$work/carried-files"
    # Hard links: the same files at no cost in space; a copy where the file system refuses links.
    (cd "$live_dir" && xargs -r -d '\n' cp -al --parents -t "$into" -- <"$work/carried-files") ||
      (cd "$live_dir" && xargs -r -d '\n' cp -a --parents -t "$into" -- <"$work/carried-files")
    echo "release: kept $(wc -l <"$work/carried") files of earlier releases (/_astro/, Pagefind) for pages opened before this one"
  fi
else
  : >"$work/carried"
fi
{
  sed 's/^/-\t/' "$work/own"
  cat "$work/carried"
} >"$work/manifest"
cp "$work/manifest" "$root/release-assets/.partial-$name"
mv -f "$root/release-assets/.partial-$name" "$root/release-assets/$name"

mv -T "$partial" "$release"

# ln -sfn alone unlinks then creates: a request between the two would find no site. mv -T renames over it.
ln -sfn "releases/$name" "$root/current.new"
mv -T "$root/current.new" "$root/current"
record_live "$name"
echo "release: $root/current -> releases/$name"

# Keep the KEEP releases that went live last (by the log's order) and the live one; anything else in
# releases/ is older, or a release that died before its switch.
live=$(live_name)
LC_ALL=C awk -F'\t' '{ last[$1] = NR } END { for (n in last) print last[n] "\t" n }' "$log" | sort -n | cut -f2 | while read -r listed; do
  if [ -d "$root/releases/$listed" ]; then printf '%s\n' "$listed"; fi
done | tail -n "$keep" >"$work/keep"
printf '%s\n' "$live" >>"$work/keep"
for dir in "$root"/releases/*/; do
  [ -d "$dir" ] || continue
  dir=${dir%/}
  old=${dir##*/}
  grep -qxF -- "$old" "$work/keep" && continue
  rm -rf -- "${root:?}/releases/$old"
  echo "release: pruned releases/$old"
done
for list in "$root"/release-assets/*; do
  [ -f "$list" ] || continue
  [ -d "$root/releases/${list##*/}" ] || rm -f -- "$list"
done
exit 0

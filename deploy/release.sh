#!/bin/sh
# Publishes a build to an nginx (or any file server) root without a moment of half-copied site:
#   deploy/release.sh BUILD_DIR SITE_ROOT [KEEP]
# copies BUILD_DIR into SITE_ROOT/releases/<UTC stamp>/ (files unchanged since the live release are
# hard links to it, so a nightly release costs only what changed), points SITE_ROOT/current at it with a
# rename (atomic: a request sees the old or the new release, never a mix), and deletes all but the KEEP
# (default 5) newest releases, never the live one. Roll back: `ln -sfn releases/<older> current.new &&
# mv -T current.new current` in SITE_ROOT.
set -eu

if [ $# -lt 2 ]; then
  echo "usage: $0 BUILD_DIR SITE_ROOT [KEEP]" >&2
  exit 2
fi
build=$1
root=$2
keep=${3:-5}
case $keep in '' | *[!0-9]* | 0)
  echo "release: KEEP must be a whole number of at least 1, got '$keep'" >&2
  exit 2
  ;;
esac
if [ ! -f "$build/index.html" ]; then
  echo "release: $build has no index.html; build the site first (npm run build)" >&2
  exit 1
fi

mkdir -p "$root/releases"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
release="$root/releases/$stamp"
n=1
while [ -e "$release" ]; do
  release="$root/releases/$stamp-$n"
  n=$((n + 1))
done
name=$(basename "$release")

# Copy into a name the server never serves, then rename: a copy cut short leaves no release behind.
partial="$root/releases/.partial-$name"
rm -rf "$partial"
if command -v rsync >/dev/null 2>&1 && [ -d "$root/current/" ]; then
  rsync -a --link-dest="$(cd "$root/current/" && pwd -P)" "$build/" "$partial/"
else
  cp -a "$build/." "$partial/"
fi
mv "$partial" "$release"

# ln -sfn alone unlinks then creates: a request between the two would find no site. mv -T renames over it.
ln -sfn "releases/$name" "$root/current.new"
mv -T "$root/current.new" "$root/current"
echo "release: $root/current -> releases/$name"

live=$(readlink "$root/current")
# Stamps sort by time; keep the newest KEEP and whatever is live.
ls -1 "$root/releases" | grep -v '^\.' | sort | head -n "-$keep" | while read -r old; do
  if [ "releases/$old" != "$live" ]; then
    rm -rf "${root:?}/releases/$old"
    echo "release: pruned releases/$old"
  fi
done

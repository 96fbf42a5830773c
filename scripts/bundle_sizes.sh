#!/usr/bin/env bash
# Prints every file of the web bundle (default dist/) with its raw and gzip -9 size, and the totals
# (the precompressed copies name.gz that a host may send instead are not counted again).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="${1:-$ROOT/dist}"
[ -d "$DIST" ] || { echo "bundle_sizes: $DIST not found (run scripts/build_wasm.sh)" >&2; exit 1; }
printf '%-28s %12s %12s\n' file bytes gzip
total=0; total_gz=0
while IFS= read -r f; do
    raw=$(stat -c %s "$DIST/$f")
    gz=$(gzip -9 -c "$DIST/$f" | wc -c)
    total=$((total + raw)); total_gz=$((total_gz + gz))
    printf '%-28s %12s %12s\n' "$f" "$raw" "$gz"
done < <(cd "$DIST" && find . -type f ! -name '*.gz' | sed 's|^\./||' | sort)
printf '%-28s %12s %12s\n' TOTAL "$total" "$total_gz"

#!/usr/bin/env bash
# Engine benchmark: random 2-player base games per second on one core, natively and as wasm under Node,
# with the behaviour signature (must be identical on both) and the ratio wasm/native; then the search's moves
# signature (searchbench: a search with full guided playouts at 2,000 iterations, 2 games; it changes when the AI's behaviour does),
# which must also be identical natively and as wasm.
#   scripts/bench.sh [--games N] [--runs R]      (defaults: 20000 games, 5 runs; median reported)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
[ "${CARC_SKIP_SETUP:-0}" = 1 ] || bash scripts/setup.sh
export NODE_PATH=/usr/share/nodejs
GAMES=20000; RUNS=5
while [ $# -gt 0 ]; do
    case "$1" in
        --games) GAMES=$2; shift 2 ;;
        --runs) RUNS=$2; shift 2 ;;
        *) echo "usage: scripts/bench.sh [--games N] [--runs R]" >&2; exit 2 ;;
    esac
done
[ -f build-bench/build.ninja ] || cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF -DCARC_BUILD_TESTS=OFF >/dev/null
cmake --build build-bench --target carcassonne-cli -j2 >/dev/null
[ -f build-wasm-bench/build.ninja ] || emcmake cmake -S . -B build-wasm-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF >/dev/null
cmake --build build-wasm-bench --target carcassonne-cli -j2 >/dev/null

echo "== native"
native=$(build-bench/src/cli/carcassonne-cli bench --games "$GAMES" --runs "$RUNS" | tee /dev/stderr)
echo "== wasm (Node $(node --version))"
wasm=$(node --no-experimental-fetch build-wasm-bench/src/cli/carcassonne-cli.js bench --games "$GAMES" --runs "$RUNS" | tee /dev/stderr)
rate() { sed -n 's/.*median \([0-9]*\) games\/s.*/\1/p' <<< "$1"; }
sig() { sed -n 's/.*signature \([0-9a-f]*\).*/\1/p' <<< "$1"; }
n=$(rate "$native"); w=$(rate "$wasm")
echo "== summary"
echo "native ${n} games/s, wasm ${w} games/s, native/wasm = $(awk -v a="$n" -v b="$w" 'BEGIN{printf "%.2f", a/b}')x"
if [ "$(sig "$native")" = "$(sig "$wasm")" ]; then echo "signature $(sig "$native") (identical native and wasm)"
else echo "SIGNATURE MISMATCH: native $(sig "$native") wasm $(sig "$wasm")"; exit 1; fi
SEARCH="--search iter:2000,gn:4,go:8 --games 2"
# shellcheck disable=SC2086
sn=$(sig "$(build-bench/src/cli/carcassonne-cli searchbench $SEARCH)")
# shellcheck disable=SC2086
sw=$(sig "$(node --no-experimental-fetch build-wasm-bench/src/cli/carcassonne-cli.js searchbench $SEARCH)")
if [ "$sn" = "$sw" ]; then echo "search moves signature $sn (identical native and wasm)"
else echo "SEARCH SIGNATURE MISMATCH: native $sn wasm $sw"; exit 1; fi

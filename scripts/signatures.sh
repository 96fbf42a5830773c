#!/usr/bin/env bash
# Behaviour signatures of the engine and the computer players, for checking that a change keeps behaviour:
# the bench's signature for every rule set (random games; Inns & Cathedrals also with six players) and searchbench's moves signature: a search with cut
# playouts and the fitted evaluation for base, Abbey & Mayor and the Wheel, the levels' settings for base
# (expert_base: the tree guided, no playout farmers, the reward three quarters margin, the greedy-fitted weights;
# 3 games), and a search with full playouts for base. Prints one "name signature" line each; diff two runs to compare.
#   scripts/signatures.sh [CLI]      (default: build/src/cli/carcassonne-cli; a .js path runs it under Node)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${1:-$ROOT/build/src/cli/carcassonne-cli}"
run() { if [[ "$CLI" == *.js ]]; then node --no-experimental-fetch "$CLI" "$@"; else "$CLI" "$@"; fi; }
sig() { sed -n 's/.*signature \([0-9a-f]*\).*/\1/p'; }
bench() { local name=$1; shift; echo "bench/$name $(run bench --games 2000 --runs 1 "$@" | sig)"; }
bench base
bench 2000 --edition 2000
bench river --river
bench abbey_mayor --abbey-mayor
bench abbey_mayor_adjacent --abbey-mayor --wagon-move adjacent
bench river_abbey_mayor_2000 --river --abbey-mayor --edition 2000
bench wheel --game wheel_of_fortune
bench wheel_abbey_mayor --game wheel_of_fortune --abbey-mayor
bench inns_cathedrals --inns-cathedrals
bench inns_cathedrals_6p_river_abbey_mayor_2000 --inns-cathedrals --river --abbey-mayor --edition 2000 --players 6
search() { local name=$1; shift; echo "searchbench/$name $(run searchbench --search iter:2000,gn:4,go:8,cut:10,ev:fit "$@" | sig)"; }
search base --games 2
search abbey_mayor --games 1 --abbey-mayor
search wheel --games 1 --game wheel_of_fortune
search inns_cathedrals --games 1 --inns-cathedrals
search expert_base --games 3 --search iter:3000,fig:0.25,gn:4,go:8,tg:on,farm:0,margin:0.75,cut:10,ev:gfit
search full_base --games 2 --search iter:2000,gn:4,go:8

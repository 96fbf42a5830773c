#!/usr/bin/env bash
# The command line tool's own inputs: each bad argument or file is refused with exit status 2 and
# exactly one line on stderr naming the entry, nothing on stdout; good ones still run.
# usage: cli_input.sh PATH/TO/carcassonne-cli PATH/TO/tests/engine/data
set -u
cli="${1:?usage: cli_input.sh CLI DATA_DIR}"
data="${2:?usage: cli_input.sh CLI DATA_DIR}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

# refused NAME WORD ARGS...: exit 2, one line on stderr that contains WORD, no stdout.
refused() {
    local name="$1" word="$2"
    shift 2
    timeout 20 "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
    local rc=$? lines
    lines=$(wc -l <"$tmp/err")
    if [[ $rc -eq 2 && $lines -eq 1 && ! -s "$tmp/out" ]] && grep -qF -- "$word" "$tmp/err"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL $name: exit $rc, $lines stderr lines, expected exit 2 and one line with '$word'"
        head -c 400 "$tmp/err"
        head -c 200 "$tmp/out"
    fi
}

# runs NAME ARGS...: exit 0.
runs() {
    local name="$1"
    shift
    if timeout 60 "$cli" "$@" >"$tmp/out" 2>"$tmp/err"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL $name: exit $?, expected 0"
        head -c 400 "$tmp/err"
    fi
}

refused games-negative "--games" selfplay --games -1
refused games-zero "--games" selfplay --games 0
refused games-huge "--games" selfplay --games 18446744073709551616
refused games-text "--games" selfplay --games 10x
refused games-plus "--games" selfplay --games +5
refused seed-past-64-bits "--seed" selfplay --games 1 --seed 18446744073709551616
refused seed-way-past "--seed" selfplay --games 1 --seed 99999999999999999999999
refused seed-negative "--seed" selfplay --games 1 --seed -1
refused seed-range-wraps "--seed" selfplay --games 2 --seed 18446744073709551615
refused players-six "--players" selfplay --players 6
refused players-seven "--players" selfplay --players 7 --inns-cathedrals
refused inns-with-wheel "Inns & Cathedrals" selfplay --games 1 --inns-cathedrals --game wheel_of_fortune
runs players-six-inns selfplay --games 1 --players 6 --inns-cathedrals
runs bench-six-inns bench --games 20 --runs 1 --players 6 --inns-cathedrals --abbey-mayor --river
refused levels-bad "--levels" selfplay --games 1 --levels 1,x
refused levels-high "--levels" selfplay --games 1 --levels 1,10
refused levels-empty-item "--levels" selfplay --games 1 --levels 1,,1
refused edition-bad "--edition" selfplay --edition 1999
refused game-bad "--game" bench --game chess
refused wagon-move-missing "--wagon-move" selfplay --wagon-move
refused option-unknown "--gmaes" selfplay --gmaes 3
refused option-no-value "--seed" selfplay --seed
refused bench-runs-negative "--runs" bench --runs -1
refused bench-games-zero "--games" bench --games 0
refused command-unknown "frobnicate" frobnicate
refused scenario-two-files "scenario" scenario a.json b.json
refused scenario-missing "cannot read" scenario "$tmp/missing.json"
refused scenario-folder "folder" scenario "$tmp"
refused scenario-endless "too large" scenario /dev/zero
refused scenario-trailing-nul "data after the JSON" scenario "$data/regress/scenario-refused-nul-and-garbage-after-json.json"
refused scenario-overbag "setup[3]" scenario "$data/regress/scenario-refused-73-copies-of-BASE-L.json"
refused scenario-coordinate "coordinates" scenario "$data/regress/scenario-refused-coordinate-2e64-minus-1.json"
refused replay-trailing-nul "data after" replay "$data/regress/record-refused-nul-and-garbage-after-json.json"
refused replay-name-newline "players[0]: name" replay "$data/regress/record-refused-name-with-newline.json"
refused replay-version "invalid record version -1" replay "$data/regress/record-refused-version-minus-1.json"
refused replay-final-scores "final_scores" replay "$data/regress/record-refused-final-scores-plus-2e32.json"
refused arena-no-b "--b" arena --a hard --games 2
refused arena-level-bad "--a" arena --a grandmaster --b medium
refused arena-spec-bad "iter:N" arena --a iter:0 --b medium
refused arena-spec-key "iter:N" arena --a iter:50,depth:3 --b medium
refused arena-jobs-zero "--jobs" arena --a easy --b medium --jobs 0
refused arena-players-one "--players" arena --a easy --b medium --players 1
refused arena-option-unknown "--rounds" arena --a easy --b medium --rounds 3
refused searchbench-spec "--search" searchbench --search medium
runs searchbench-level searchbench --search hard --games 1
refused searchagree-none "--search" searchagree --games 1
refused searchagree-ref "--ref" searchagree --ref hard --search iter:10
runs searchagree-small searchagree --ref iter:300 --search iter:40 --search iter:80 --games 1
refused evaldata-policy "--policy" evaldata --games 1 --policy search
runs evaldata-greedy evaldata --games 1 --policy greedy --abbey-mayor
refused arena-ev "iter:N" arena --a iter:50,ev:gfitx --b medium
# The largest seed is a seed like any other, and so is a game that uses it.
runs seed-largest selfplay --games 1 --seed 18446744073709551615
runs replay-good replay "$data/record-v1-classic-3p.json"
# The Wheel of Fortune: played (also its sample record), but never with the river or the 2000 scoring.
refused wheel-river "river" selfplay --game wheel_of_fortune --river --games 1
refused wheel-2000 "classic" bench --game wheel_of_fortune --edition 2000
runs wheel-selfplay selfplay --game wheel_of_fortune --abbey-mayor --games 1
runs wheel-replay replay "$data/record-v3-wheel-abbey-mayor-plague-pending.json"

# replay_sums NAME FILE: replay prints each player's total and, in brackets, the points by kind; they add up.
replay_sums() {
    local name="$1" bad
    "$cli" replay "$2" >"$tmp/out" 2>"$tmp/err"
    # "  red      red (greedy) 85 (road 21, city 30, ...)" -> "85|road 21, city 30, ..."
    bad=$(grep '^  ' "$tmp/out" | sed -E 's/.* (-?[0-9]+) \(([^()]*)\)$/\1|\2/' |
          awk -F'|' 'NF == 1 && / 0$/ { rows++; next }
                     { k = split($2, part, ", "); sum = 0
                       for (i = 1; i <= k; ++i) { m = split(part[i], w, " "); sum += w[m] }
                       rows++; if (NF != 2 || sum != $1) print "line " rows ": " $0 }
                     END { if (rows == 0) print "no player lines" }')
    if [[ -z "$bad" ]]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $name: $bad"; fi
}
replay_sums replay-sums-classic "$data/record-v1-classic-3p.json"
replay_sums replay-sums-wheel "$data/record-v3-wheel-abbey-mayor-plague-pending.json"

echo "$pass passed, $fail failed"
[[ $fail -eq 0 && $pass -gt 0 ]]

#!/usr/bin/env bash
# Self-played games of every rule set, written as scenario files with their final scores, must give the same
# scores through `carcassonne-cli scenario`; their records must replay; a Wheel of Fortune record of an older
# record version, and the river with the Wheel of Fortune, are refused with exit 2 and one line.
# usage: selfplay_scenarios.sh PATH/TO/carcassonne-cli
set -u
cli="${1:?usage: selfplay_scenarios.sh CLI}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
fail() { echo "FAIL $*"; failed=$((failed + 1)); }
n=0
run_set() {  # run_set N OPTIONS...: self-play 3 games and check them
    local n=$1; shift
    local dir="$tmp/set$n"
    mkdir -p "$dir"
    local players=$((2 + n % 4))
    if ! "$cli" selfplay --games 3 --seed $((n * 100)) --players "$players" --levels 1,0 "$@" --out "$dir" --scenario >/dev/null; then
        fail "selfplay $*"; return
    fi
    for s in "$dir"/*.scenario.json; do
        local base="${s%.scenario.json}" got want
        got=$("$cli" scenario "$s" | python3 -c 'import json,sys; print(json.dumps(json.load(sys.stdin)["scores"], sort_keys=True))') \
            || { fail "$s: scenario refused"; continue; }
        want=$(python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["scores"], sort_keys=True))' "$base.expected.json")
        [[ "$got" == "$want" ]] || { fail "$s: scenario gives $got, the game ended $want"; continue; }
        "$cli" replay "$base.record.json" >/dev/null || { fail "$base.record.json does not replay"; continue; }
        passed=$((passed + 1))
    done
}
for edition in classic 2000; do
    for river in "" --river; do
        for am in "" "--abbey-mayor" "--abbey-mayor --wagon-move adjacent"; do
            n=$((n + 1))
            # shellcheck disable=SC2086
            run_set $n --edition "$edition" $river $am
        done
    done
done
# The Wheel of Fortune, alone and with Abbey & Mayor (its scoring is the classic one), greedy against random and
# greedy against greedy (crowns, Plague decisions).
for am in "" "--abbey-mayor" "--abbey-mayor --wagon-move adjacent"; do
    for levels in 1,0 1,1; do
        n=$((n + 1))
        # shellcheck disable=SC2086
        run_set $n --game wheel_of_fortune $am --levels $levels
    done
done
# Inns & Cathedrals (the large follower, inns and cathedrals) with each edition, alone and with the River and
# Abbey & Mayor.
for edition in classic 2000; do
    for more in "" "--river --abbey-mayor"; do
        n=$((n + 1))
        # shellcheck disable=SC2086
        run_set $n --edition "$edition" --inns-cathedrals $more
    done
done
# A Wheel of Fortune record of a version before the wheel's rules is refused, not replayed with other rules.
rec=$(ls "$tmp"/set1/*.record.json | head -1)
python3 - "$rec" "$tmp/wof.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
r["rules"] = {"game": "wheel_of_fortune", "edition": "classic", "expansions": [], "wagon_move": "connected"}
r["version"] = 2
r.pop("final_scores", None)
json.dump(r, open(sys.argv[2], "w"))
PY
"$cli" replay "$tmp/wof.json" >/dev/null 2>"$tmp/wof.err"
status=$?
if [[ $status -eq 2 && $(wc -l <"$tmp/wof.err") -eq 1 ]] && grep -q "Wheel of Fortune" "$tmp/wof.err"; then passed=$((passed + 1))
else fail "replay of a version-2 Wheel of Fortune record: exit $status, $(cat "$tmp/wof.err")"; fi
"$cli" selfplay --game wheel_of_fortune --river --games 1 >/dev/null 2>&1
[[ $? -eq 2 ]] && passed=$((passed + 1)) || fail "selfplay --game wheel_of_fortune --river should exit 2"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 && $passed -ge 68 ]]

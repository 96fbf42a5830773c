#!/usr/bin/env bash
# The arena's --json line: one well-formed object as the last line of stdout, with counts that add up and a win
# rate inside its Wilson interval, for several rule sets and player counts; --jobs gives the same results as one
# job; random never out-wins medium; a run stopped with SIGINT summarises its finished games and the last deal
# they used.
# usage: arena_json.sh PATH/TO/carcassonne-cli
set -u
cli="${1:?usage: arena_json.sh CLI}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail=0

check() {  # check NAME GAMES ARGS...: run the arena and validate its JSON line
    local name="$1" games="$2"
    shift 2
    if ! timeout 240 "$cli" arena --games "$games" --json "$@" >"$tmp/$name.out" 2>"$tmp/err"; then
        echo "FAIL $name: exit $?"; head -c 400 "$tmp/err"; fail=1; return
    fi
    python3 - "$tmp/$name.out" "$games" "$name" <<'PY' || fail=1
import json, sys
path, games, name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = open(path).read().splitlines()
j = json.loads(lines[-1])
want = ["a", "b", "rules", "games", "a_wins", "b_wins", "draws", "a_win_rate", "ci95", "mean_margin"]
missing = [k for k in want if k not in j]
assert not missing, f"{name}: missing {missing}"
assert j["games"] == games, name
assert j["a_wins"] + j["b_wins"] + j["draws"] == games, name
rate = (j["a_wins"] + 0.5 * j["draws"]) / games
assert abs(j["a_win_rate"] - rate) < 1e-3, (name, j["a_win_rate"], rate)
lo, hi = j["ci95"]
assert 0 <= lo <= j["a_win_rate"] <= hi <= 1, (name, j["ci95"])
assert isinstance(j["mean_margin"], (int, float)) and isinstance(j["rules"], str), name
assert all(not l.startswith("{") for l in lines[:-1]), f"{name}: JSON only on the last line"
# A finished run's last deal: its games are deals seed, seed + 1, ..., one per seat rotation.
assert j["last_deal"] == j["seed"] + (games - 1) // j["players"], (name, j["last_deal"])
print(f"ok {name}: {lines[-1]}")
PY
}

check random-vs-medium 8 --a random --b medium --seed 3
check easy-vs-random-3p 6 --a easy --b random --players 3 --abbey-mayor --wagon-move adjacent
check search-vs-easy-river 2 --a iter:30,cut:4 --b easy --river --edition 2000
# Jobs share the games out; the results are the same as with one job.
"$cli" arena --a easy --b medium --games 6 --seed 9 --json --jobs 1 | tail -1 >"$tmp/j1"
"$cli" arena --a easy --b medium --games 6 --seed 9 --json --jobs 3 | tail -1 >"$tmp/j3"
if ! python3 -c "import json,sys; a,b=(json.load(open(f)) for f in sys.argv[1:]); [a.pop('ms_per_decision'), b.pop('ms_per_decision')]; assert a==b, (a,b)" "$tmp/j1" "$tmp/j3"; then
    echo "FAIL jobs: different results with 1 and 3 jobs"; fail=1
fi
python3 -c "import json,sys; j=json.loads(open(sys.argv[1]).read().splitlines()[-1]); assert j['b_wins'] > j['a_wins'], j" \
    "$tmp/random-vs-medium.out" || { echo "FAIL: random beat medium"; fail=1; }
# Ctrl-C (SIGINT) stops a long arena: exit 130 and a summary of the games finished so far, marked "stopped".
"$cli" arena --a random --b medium --games 100000 --seed 4 --json --progress >"$tmp/stop.out" 2>"$tmp/stop.err" &
pid=$!
for _ in $(seq 1 300); do grep -q '^arena: [1-9]' "$tmp/stop.err" 2>/dev/null && break; sleep 0.1; done
kill -INT "$pid"
wait "$pid"
code=$?
if [[ $code -ne 130 ]]; then
    echo "FAIL stop: exit $code after SIGINT (want 130)"; fail=1
elif ! python3 - "$tmp/stop.out" <<'PY'
import json, sys
j = json.loads(open(sys.argv[1]).read().splitlines()[-1])
assert j.get("stopped") is True, j
assert 1 <= j["games"] < 100000 and j["a_wins"] + j["b_wins"] + j["draws"] == j["games"], j
# Its finished games lie in the deals seed..last_deal, two games (seats) a deal.
assert j["seed"] <= j["last_deal"] and j["games"] <= 2 * (j["last_deal"] - j["seed"] + 1), j
print(f"ok stop: {j['games']} finished games summarised")
PY
then
    echo "FAIL stop: no usable summary after SIGINT"; fail=1
fi
grep -q "stopped after" "$tmp/stop.err" || { echo "FAIL stop: no 'stopped after' line"; fail=1; }
[[ $fail -eq 0 ]] && echo "arena json: all passed"
exit $fail

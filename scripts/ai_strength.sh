#!/usr/bin/env bash
# The computer levels' strength table in docs/ai.md: each level against the level below, per rule set, from the
# command line tool's arena (2 players, seats rotated, deals from seed 1). Rewrites the table between the
# <!-- strength:begin --> and <!-- strength:end --> lines of docs/ai.md; each row says how many games it rests on.
#   scripts/ai_strength.sh [--games N] [--search-games N] [--jobs J] [--rules LIST] [--pairs LIST]
#     --games N         games per row of the rows without a search level (default 400)
#     --search-games N  games per row with Hard or Expert (default 400; a Hard game costs ~30 CPU-seconds)
#     --rules LIST      comma-separated: classic,2000,river,abbey-mayor,wheel (default: all five)
#     --pairs LIST      comma-separated a:b pairs (default easy:random,medium:easy,hard:medium,expert:hard)
#     --keep            keep the rows already in docs/ai.md for the rule sets and pairs not run now
#     --from FILE       play nothing: take the rows from FILE, lines "RULESET {arena --json object}" (runs of one
#                       pair on other deal ranges are added up into one row, Wilson interval recomputed)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
GAMES=400; SEARCH_GAMES=400; JOBS=2; RULES="classic,2000,river,abbey-mayor,wheel"
PAIRS="easy:random,medium:easy,hard:medium,expert:hard"; KEEP=0; FROM=""
while [ $# -gt 0 ]; do
    case "$1" in
        --games) GAMES=$2; shift 2 ;;
        --search-games) SEARCH_GAMES=$2; shift 2 ;;
        --jobs) JOBS=$2; shift 2 ;;
        --rules) RULES=$2; shift 2 ;;
        --pairs) PAIRS=$2; shift 2 ;;
        --keep) KEEP=1; shift ;;
        --from) FROM=$2; shift 2 ;;
        *) sed -n '2,14p' "$0" >&2; exit 2 ;;
    esac
done
if [ -n "$FROM" ]; then RULES=""; fi
[ -f build/build.ninja ] || cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF >/dev/null
cmake --build build --target carcassonne-cli -j2 >/dev/null
CLI=build/src/cli/carcassonne-cli
OUT="$(mktemp)"
trap 'rm -f "$OUT"' EXIT

rule_options() {
    case "$1" in
        classic) echo "" ;;
        2000) echo "--edition 2000" ;;
        river) echo "--river" ;;
        abbey-mayor) echo "--abbey-mayor" ;;
        wheel) echo "--game wheel_of_fortune" ;;
        *) echo "unknown rule set $1" >&2; exit 2 ;;
    esac
}

for rules in ${RULES//,/ }; do
    for pair in ${PAIRS//,/ }; do
        a=${pair%%:*}; b=${pair##*:}
        n=$GAMES
        case "$a$b" in *hard*|*expert*|*iter*) n=$SEARCH_GAMES ;; esac
        # shellcheck disable=SC2046
        line=$("$CLI" arena --a "$a" --b "$b" --games "$n" --jobs "$JOBS" --seed 1 $(rule_options "$rules") --json | tail -1)
        echo "$rules $line" | tee -a "$OUT" >&2
    done
done

[ -z "$FROM" ] || cp "$FROM" "$OUT"
python3 - "$OUT" docs/ai.md "$KEEP" <<'PY'
import json, math, re, sys
rows_path, doc_path, keep = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
def row(rules, j):
    lo, hi = j["ci95"]
    return (f"| {rules} | {j['a']} vs {j['b']} | {j['games']} | {j['a_wins']}-{j['b_wins']}-{j['draws']} | "
            f"{100 * j['a_win_rate']:.1f}% | {100 * lo:.1f}-{100 * hi:.1f}% | {j['mean_margin']:+.1f} | "
            f"{j['ms_per_decision']['a']:.0f} |")
def wilson(p, n, z=1.959963984540054):
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [max(0.0, centre - half), min(1.0, centre + half)]
runs = {}
for line in open(rows_path):
    if not line.strip():
        continue
    rules, js = line.split(" ", 1)
    j = json.loads(js)
    key = (rules, j["a"], j["b"])
    if key in runs:  # the same pair on another range of deals: add the games up
        t = runs[key]
        n0, n1 = t["games"], j["games"]
        for k in ("a_wins", "b_wins", "draws", "games"):
            t[k] += j[k]
        t["mean_margin"] = (t["mean_margin"] * n0 + j["mean_margin"] * n1) / (n0 + n1)
        t["ms_per_decision"]["a"] = (t["ms_per_decision"]["a"] * n0 + j["ms_per_decision"]["a"] * n1) / (n0 + n1)
    else:
        runs[key] = j
new = {}
for key, j in runs.items():
    j["a_win_rate"] = (j["a_wins"] + 0.5 * j["draws"]) / j["games"]
    j["ci95"] = wilson(j["a_win_rate"], j["games"])
    new[key] = row(key[0], j)
doc = open(doc_path).read()
begin, end = "<!-- strength:begin -->", "<!-- strength:end -->"
head, rest = doc.split(begin)
old_table, tail = rest.split(end)
rows = {}
if keep:
    for l in old_table.splitlines():
        m = re.match(r"\| (\S+) \| (\S+) vs (\S+) \|", l)
        if m and m.group(1) != "rules":
            rows[(m.group(1), m.group(2), m.group(3))] = l
rows.update(new)
order = {"classic": 0, "2000": 1, "river": 2, "abbey-mayor": 3, "wheel": 4}
levels = {"random": 0, "easy": 1, "medium": 2, "hard": 3, "expert": 4}
keys = sorted(rows, key=lambda k: (order.get(k[0], 9), levels.get(k[1], 9), k[1], k[2]))
table = ["", "| rules | a vs b | games | a-b-draws | a's win rate | 95% CI (Wilson) | mean margin | a's ms per decision |",
         "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"] + [rows[k] for k in keys] + [""]
open(doc_path, "w").write(head + begin + "\n".join(table) + end + tail)
PY
echo "docs/ai.md: strength table updated" >&2

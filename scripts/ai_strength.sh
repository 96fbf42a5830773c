#!/usr/bin/env bash
# The computer levels' strength: each level against the level below, per rule set, from the command line tool's
# arena (2 players, seats rotated so each deal is played from both seats). Every run is appended as one line to
# docs/results/strength.tsv (with the commit it was played at, the hash of the sources that decide its moves, the
# date and the machine), and docs/results/strength.md is rendered from that file (scripts/results.py strength).
# Runs of one match-up on other deals add up into one row when those sources are the same (carc_play_tree in
# scripts/stamp.sh: the engine, the AI, the command line tool, the top-level build settings), even at two commits.
# Each finished game is reported on stderr as it ends.
#   scripts/ai_strength.sh [--games N] [--search-games N] [--jobs J] [--seed S] [--rules LIST] [--pairs LIST]
#     --games N         games per row of the rows without a search level (default 400)
#     --search-games N  games per row with Hard or Expert (default 400; a Hard game costs ~30 CPU-seconds)
#     --jobs J          games played at once (threads of the one arena process; default 2)
#     --seed S          first deal (default 1); runs of one pair on other deal ranges with the same play tree are
#                       added up into one row of strength.md, with the Wilson interval recomputed
#     --rules LIST      comma-separated: classic,2000,river,abbey-mayor,wheel,inns-cathedrals (default: the first five)
#     --pairs LIST      comma-separated a:b pairs of levels (default easy:random,medium:easy,hard:medium,expert:hard)
#     --a SPEC --b SPEC one pair instead, either side a level or a search spec (iter:N,...): e.g. Hard's search
#                       without its time cap, --a iter:20000,fig:0.25,gn:4,go:8 --b medium. The named Hard and Expert
#                       levels stop a search at their time cap (2.5 s, 7.5 s), so on a loaded machine they play
#                       weaker; a spec with iter:N only has no cap, and its row does not depend on the machine
#     --render          play nothing: only render strength.md from strength.tsv
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
GAMES=400; SEARCH_GAMES=400; JOBS=2; SEED=1; RULES="classic,2000,river,abbey-mayor,wheel"
PAIRS="easy:random,medium:easy,hard:medium,expert:hard"; RENDER_ONLY=0; ONE_A=""; ONE_B=""
while [ $# -gt 0 ]; do
    case "$1" in
        --games) GAMES=$2; shift 2 ;;
        --search-games) SEARCH_GAMES=$2; shift 2 ;;
        --jobs) JOBS=$2; shift 2 ;;
        --seed) SEED=$2; shift 2 ;;
        --rules) RULES=$2; shift 2 ;;
        --pairs) PAIRS=$2; shift 2 ;;
        --a) ONE_A=$2; shift 2 ;;
        --b) ONE_B=$2; shift 2 ;;
        --render) RENDER_ONLY=1; shift ;;
        *) sed -n '2,21p' "$0" >&2; exit 2 ;;
    esac
done
TSV=docs/results/strength.tsv
render() { python3 scripts/results.py strength "$TSV" docs/results/strength.md; }
if [ "$RENDER_ONLY" = 1 ]; then render; exit 0; fi

# shellcheck source=stamp.sh
. scripts/stamp.sh
[ -f build/build.ninja ] || cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF >/dev/null
cmake --build build --target carcassonne-cli -j2 >/dev/null
CLI=build/src/cli/carcassonne-cli
COMMIT="$(carc_commit)"
PLAY_TREE="$(carc_play_tree)"
MACHINE="$(nproc) cores, $(carc_cpu_model)"
mkdir -p docs/results
OUT="$(mktemp)"
trap 'rm -f "$OUT"' EXIT
[ -s "$TSV" ] || printf 'commit\tdate_utc\trules\ta\tb\tplayers\tseed\tgames\ta_wins\tb_wins\tdraws\tmean_margin\ta_ms_per_decision\tb_ms_per_decision\tmachine\trequested_games\tplay_tree\tlast_deal\n' > "$TSV"

rule_options() {
    case "$1" in
        classic) echo "" ;;
        2000) echo "--edition 2000" ;;
        river) echo "--river" ;;
        abbey-mayor) echo "--abbey-mayor" ;;
        wheel) echo "--game wheel_of_fortune" ;;
        inns-cathedrals) echo "--inns-cathedrals" ;;
        *) echo "unknown rule set $1" >&2; exit 2 ;;
    esac
}

# The pairs, one "a<TAB>b" a line (a search spec holds commas and colons, so --a/--b carry it whole).
if [ -n "$ONE_A$ONE_B" ]; then
    [ -n "$ONE_A" ] && [ -n "$ONE_B" ] || { echo "ai_strength: --a and --b go together" >&2; exit 2; }
    PAIR_LINES=$(printf '%s\t%s' "$ONE_A" "$ONE_B")
else
    PAIR_LINES=$(tr ',' '\n' <<< "$PAIRS" | sed 's/:/\t/')
fi
for rules in ${RULES//,/ }; do
    while IFS=$'\t' read -r a b; do
        n=$GAMES
        case "$a$b" in *hard*|*expert*|*iter*) n=$SEARCH_GAMES ;; esac
        # An interrupted run (Ctrl-C, or a time limit's SIGTERM) still prints its summary of the finished games and
        # exits 130; it is recorded with the games it asked for and the last deal its finished games used, so its
        # row says it stopped and which deals it used. Any other failure stops this script. The arena runs in the
        # background so that a SIGTERM sent to this script reaches it as one signal (its summary is still
        # recorded); a Ctrl-C reaches the arena from the terminal, and this script waits for its summary.
        rc=0
        # shellcheck disable=SC2046
        "$CLI" arena --a "$a" --b "$b" --games "$n" --jobs "$JOBS" --seed "$SEED" $(rule_options "$rules") --json --progress \
            < /dev/null > "$OUT" &
        arena_pid=$!
        trap 'kill -TERM "$arena_pid" 2>/dev/null' TERM
        trap ':' INT
        # wait returns early when a signal is trapped: wait again until the arena has ended, then take its status.
        while kill -0 "$arena_pid" 2>/dev/null; do wait "$arena_pid" || true; done
        wait "$arena_pid" || rc=$?
        trap - TERM INT
        out=$(cat "$OUT")
        [ "$rc" = 0 ] || [ "$rc" = 130 ] || { echo "ai_strength: arena failed (exit $rc)" >&2; exit "$rc"; }
        json=$(tail -1 <<< "$out")
        [ "${json:0:1}" = "{" ] || { echo "ai_strength: no summary from the arena" >&2; exit 1; }
        echo "$rules $json" >&2
        python3 - "$rules" "$COMMIT" "$(date -u '+%Y-%m-%d %H:%M')" "$MACHINE" "$n" "$PLAY_TREE" "$json" >> "$TSV" <<'PY'
import json, sys
rules, commit, date, machine, requested, tree = sys.argv[1:7]
j = json.loads(sys.argv[7])
print("\t".join(str(x) for x in (commit, date, rules, j["a"], j["b"], j["players"], j["seed"], j["games"], j["a_wins"],
                                  j["b_wins"], j["draws"], f"{j['mean_margin']:.2f}", f"{j['ms_per_decision']['a']:.2f}",
                                  f"{j['ms_per_decision']['b']:.2f}", machine, requested, tree, j["last_deal"])))
PY
    done <<< "$PAIR_LINES"
done
render
echo "docs/results/strength.md: rendered from $TSV" >&2

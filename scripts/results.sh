#!/usr/bin/env bash
# The generated results: measures, writes docs/results/{engine,strength,web,links}.md (each stamped with the commit, the
# UTC date and the machine), then refreshes README.md's figures table (the lines between <!-- figures:begin -->
# and <!-- figures:end -->; README.md is left as it is without them). Nothing in those files is typed by hand.
#   scripts/results.sh [engine|strength|web|links|figures|all] [OPTIONS]         (default: all)
#     engine    random games per second for every rule set, natively (Release) and for base also as wasm under
#               Node, Hard's search iterations per CPU-second both ways (searchbench), and the behaviour
#               signatures (scripts/signatures.sh) -> docs/results/engine.md
#               --games N (default 20000) --runs R (default 5): the median of R runs of N games
#               --search-games N (default 3): searchbench's games
#               --against REV: also the command line tool built at an earlier commit (build-against/), both run in
#               turns, one run of N games each, R times per rule set: their medians and the median of the R ratios
#     strength  renders docs/results/strength.md from the arena runs recorded in docs/results/strength.tsv;
#               with scripts/ai_strength.sh's options (--games, --search-games, --pairs, --rules, --seed, --jobs)
#               it plays those runs first and records them (a Hard game costs ~30 CPU-seconds)
#     web       of the bundle in dist/ (build it first: scripts/build_wasm.sh): first frame and first interaction
#               (scripts/measure_load.mjs), what the first view transfers (scripts/first_view.mjs), the computer's
#               worker and the frames while it thinks (scripts/measure_ai.mjs, with a native build), Lighthouse
#               (scripts/lighthouse.sh, mobile and desktop) and every file's size (scripts/bundle_sizes.sh)
#               -> docs/results/web.md
#               --loads N (default 11) --lighthouse-runs N (default 3)
#     links     the length of games by link's links (carcassonne-cli linkplay: a 2-player base game, a 5-player Abbey &
#               Mayor game, a 4-player Wheel of Fortune game, 5 games each) -> docs/results/links.md
#     figures   only the README's table, from the three results files
#     all       engine, strength (rendering only), web, links and figures
# Timings share the CPU with whatever else runs: measure on an otherwise idle machine, one thing at a time (the
# stamp records the load average at the start).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export NODE_PATH=/usr/share/nodejs
WHAT="${1:-all}"
[ $# -gt 0 ] && shift
GAMES=20000; RUNS=5; SEARCH_GAMES=3; LOADS=11; LH_RUNS=3; STRENGTH_ARGS=(); AGAINST=""
while [ $# -gt 0 ]; do
    case "$WHAT:$1" in
        engine:--games|all:--games) GAMES=$2; shift 2 ;;
        engine:--runs|all:--runs) RUNS=$2; shift 2 ;;
        engine:--search-games|all:--search-games) SEARCH_GAMES=$2; shift 2 ;;
        engine:--against|all:--against) AGAINST=$2; shift 2 ;;
        web:--loads|all:--loads) LOADS=$2; shift 2 ;;
        web:--lighthouse-runs|all:--lighthouse-runs) LH_RUNS=$2; shift 2 ;;
        strength:*) STRENGTH_ARGS+=("$1"); shift ;;
        *) sed -n '2,27p' "$0" >&2; exit 2 ;;
    esac
done
mkdir -p docs/results
say() { echo "[results] $*" >&2; }

# Rule sets of the engine table: file name, label, bench options.
RULESETS=$'base\tbase\t\n2000\tFirst edition (2000)\t--edition 2000\nriver\tRiver\t--river
abbey_mayor\tAbbey & Mayor\t--abbey-mayor\nriver_abbey_mayor\tRiver + Abbey & Mayor\t--river --abbey-mayor
wheel\tWheel of Fortune\t--game wheel_of_fortune\nwheel_abbey_mayor\tWheel of Fortune + Abbey & Mayor\t--game wheel_of_fortune --abbey-mayor
inns_cathedrals\tInns & Cathedrals\t--inns-cathedrals\ninns_cathedrals_abbey_mayor\tInns & Cathedrals + Abbey & Mayor\t--inns-cathedrals --abbey-mayor'

engine() {
    # shellcheck source=stamp.sh
    . scripts/stamp.sh
    local dir; dir="$(mktemp -d)"
    carc_stamp > "$dir/stamp.txt"
    say "building the command line tool (build-bench/, native Release; build-wasm-bench/, wasm)"
    [ -f build-bench/build.ninja ] || cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF -DCARC_BUILD_TESTS=OFF >/dev/null
    cmake --build build-bench --target carcassonne-cli -j2 >/dev/null
    [ -f build-wasm-bench/build.ninja ] || emcmake cmake -S . -B build-wasm-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF >/dev/null
    cmake --build build-wasm-bench --target carcassonne-cli -j2 >/dev/null
    printf 'games=%s\nruns=%s\nnode=%s\n' "$GAMES" "$RUNS" "$(node --version)" > "$dir/meta.txt"
    printf '%s\n' "$RULESETS" > "$dir/rulesets.tsv"
    local name label options
    while IFS=$'\t' read -r name label options; do
        say "bench $label (native)"
        # shellcheck disable=SC2086
        build-bench/src/cli/carcassonne-cli bench --games "$GAMES" --runs "$RUNS" $options > "$dir/native-$name.txt"
        if [ "$name" = base ]; then
            say "bench $label (wasm under Node)"
            node --no-experimental-fetch build-wasm-bench/src/cli/carcassonne-cli.js bench --games "$GAMES" --runs "$RUNS" > "$dir/wasm-$name.txt"
        fi
    done < "$dir/rulesets.tsv"
    say "searchbench: Hard's search (native, and wasm under Node)"
    build-bench/src/cli/carcassonne-cli searchbench --search hard --games "$SEARCH_GAMES" > "$dir/search-native.txt"
    node --no-experimental-fetch build-wasm-bench/src/cli/carcassonne-cli.js searchbench --search hard \
        --games "$SEARCH_GAMES" > "$dir/search-wasm.txt"
    if [ -n "$AGAINST" ]; then
        # The earlier commit's sources from git (no checkout of this tree changes), built like build-bench/.
        local rev old=build-against/build/src/cli/carcassonne-cli new=build-bench/src/cli/carcassonne-cli
        rev="$(git rev-parse --short "$AGAINST^{commit}")"
        say "building the command line tool at $rev (build-against/)"
        if [ "$(cat build-against/rev 2>/dev/null)" != "$rev" ]; then
            rm -rf build-against && mkdir -p build-against/src
            git archive "$rev" | tar -x -C build-against/src
            cmake -S build-against/src -B build-against/build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF \
                -DCARC_BUILD_TESTS=OFF >/dev/null
            echo "$rev" > build-against/rev
        fi
        cmake --build build-against/build --target carcassonne-cli -j2 >/dev/null
        printf 'rev=%s\ndate=%s\n' "$rev" "$(git log -1 --format=%cd --date=format:'%Y-%m-%d' "$rev")" > "$dir/against.txt"
        local r
        while IFS=$'\t' read -r name label options; do
            say "bench $label: $rev and this commit in turns"
            for r in $(seq "$RUNS"); do
                local side bin
                for side in old new; do
                    bin=$old; [ "$side" = new ] && bin=$new
                    # shellcheck disable=SC2086
                    "$bin" bench --games "$GAMES" --runs 1 $options | grep -E '^run |signature' | sed "s/^/$side /" \
                        >> "$dir/against-$name.txt"
                done
            done
        done < "$dir/rulesets.tsv"
    fi
    say "signatures"
    bash scripts/signatures.sh "$ROOT/build-bench/src/cli/carcassonne-cli" > "$dir/signatures.txt"
    # Every signature as wasm under Node too: each must equal the native one (results.py checks).
    bash scripts/signatures.sh "$ROOT/build-wasm-bench/src/cli/carcassonne-cli.js" > "$dir/wasm-signatures.txt"
    python3 scripts/results.py engine "$dir" docs/results/engine.md
    rm -rf "$dir"
    say "docs/results/engine.md written"
}

strength() {
    if [ ${#STRENGTH_ARGS[@]} -gt 0 ]; then
        bash scripts/ai_strength.sh "${STRENGTH_ARGS[@]}"
    else
        bash scripts/ai_strength.sh --render
    fi
    say "docs/results/strength.md written"
}

web() {
    [ -f dist/index.html ] || { echo "results: no dist/index.html (build the bundle first: scripts/build_wasm.sh)" >&2; exit 2; }
    # shellcheck source=stamp.sh
    . scripts/stamp.sh
    local dir; dir="$(mktemp -d)"
    carc_stamp > "$dir/stamp.txt"
    printf 'loads=%s\nnode=%s\nbrowser=%s\n' "$LOADS" "$(node --version)" "$(${CHROMIUM:-/usr/bin/chromium} --version 2>/dev/null | head -1)" > "$dir/meta.txt"
    # The bundle under a sub-path, as a project page of a static host serves it.
    node scripts/serve.js dist 0 --base /carc/ --quiet > "$dir/serve.log" 2>&1 &
    local server=$! url=""
    trap 'kill $server 2>/dev/null || true' RETURN
    for _ in $(seq 1 100); do
        url=$(sed -n 's/^Serving .* at \(http:[^ ]*\)$/\1/p' "$dir/serve.log")
        [ -n "$url" ] && break
        sleep 0.1
    done
    [ -n "$url" ] || { cat "$dir/serve.log" >&2; echo "results: the static server did not start" >&2; exit 1; }
    say "start-up, $LOADS loads ($url)"
    CARC_WEB_URL="$url" node scripts/measure_load.mjs "$LOADS" | tee "$dir/load.txt" >&2
    say "first view"
    CARC_WEB_URL="$url" node scripts/first_view.mjs 3 > "$dir/firstview.txt"
    kill $server 2>/dev/null || true
    say "the computer in the browser: its worker's speed and time a move, the frames while it thinks"
    [ -f build/build.ninja ] || cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF >/dev/null
    cmake --build build --target carcassonne-cli -j2 >/dev/null  # measure_ai.mjs's game record comes from it
    node scripts/measure_ai.mjs | tee "$dir/ai.txt" >&2
    say "Lighthouse, mobile and desktop, $LH_RUNS runs each"
    bash scripts/lighthouse.sh --mobile --runs "$LH_RUNS" | tee "$dir/lighthouse-mobile.txt" >&2
    bash scripts/lighthouse.sh --runs "$LH_RUNS" | tee "$dir/lighthouse-desktop.txt" >&2
    bash scripts/bundle_sizes.sh dist > "$dir/sizes.txt"
    python3 scripts/results.py web "$dir" docs/results/web.md
    rm -rf "$dir"
    say "docs/results/web.md written"
}

links() {
    # shellcheck source=stamp.sh
    . scripts/stamp.sh
    say "building the command line tool (build-bench/, native Release)"
    [ -f build-bench/build.ninja ] || cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF -DCARC_BUILD_TESTS=OFF >/dev/null
    cmake --build build-bench -j2 --target carcassonne-cli >/dev/null
    {
        echo "# Links of games played by link"
        echo
        carc_stamp
        echo
        echo "Games between simulated devices (\`carcassonne-cli linkplay\`, random legal decisions): each device's link"
        echo "goes to the device whose move it is. Lengths in characters of the part after \`#play=\` (the page's address"
        echo "comes in front of it); \"the last five\" are the links after each of a game's last five moves. Written by"
        echo "\`scripts/results.sh links\`; what the links hold: [play-by-link.md](../play-by-link.md)."
        echo
        for rules in "--players 2" "--abbey-mayor --players 5" "--game wheel_of_fortune --players 4"; do
            echo '```'
            # shellcheck disable=SC2086
            build-bench/src/cli/carcassonne-cli linkplay --games 5 $rules
            echo '```'
            echo
        done
    } > docs/results/links.md
    say "docs/results/links.md written"
}

figures() { python3 scripts/results.py figures README.md; }

case "$WHAT" in
    engine) engine; figures ;;
    strength) strength; figures ;;
    web) web; figures ;;
    links) links ;;
    figures) figures ;;
    all) engine; strength; web; links; figures ;;
    *) sed -n '2,27p' "$0" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# How far each expansion's code reaches: code lines that name an expansion, inside its own folders
# (src/*/expansions/<name>/) and outside them, per layer. The expansions are those of src/expansions.inc. Comments
# (whole lines and trailing ones) are left out, and so is the mouse wheel (SDL_MOUSEWHEEL, e.wheel, "Wheel, pinch").
# An expansion's words:
#   river            river
#   abbey_mayor      abbey, mayor, wagon, barn
#   wheel            wheel, pig, crown, plague, fortune
#   inns_cathedrals  inn(s), cathedral(s), Figure::Big, "big", large follower
# Usage: scripts/expansion_footprint.sh [--files]   (--files: also the outside files with most such lines)
#        scripts/expansion_footprint.sh --name NAME   (every file outside NAME's folders that names it, with its lines)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
declare -A WORDS=([river]='river' [abbey_mayor]='abbey|mayor|wagon|barn' [wheel]='wheel|pig|crown|plague|fortune'
                  [inns_cathedrals]='\binns?\b|inns_?cathedrals|cathedral|Figure::Big|"big"|large follower')
NAMES=$(sed -n 's/^CARC_EXPANSION(\([a-z0-9_]*\),.*/\1/p' src/expansions.inc)
LAYERS=(engine ai ui art cli platform tools)
files=$(git ls-files 'src/*.cpp' 'src/*.h' 'src/*.inc' 'src/*.js' 'src/*CMakeLists.txt' | grep -v '^src/engine/data/')
# count REGEX: prints "file<TAB>n" for each file with matching code lines
count() {
    local re=$1
    for f in $files; do
        n=$(grep -v -E '^\s*(//|\*|/\*|#)' "$f" | sed -E 's@[[:space:]]//.*$@@; s@SDL_MOUSEWHEEL|e\.wheel\.|"Wheel, pinch@@g' |
            grep -c -i -P "$re" || true)
        if [ "$n" -gt 0 ]; then printf "%s\t%s\n" "$f" "$n"; fi
    done
}
if [ "${1:-}" = --name ]; then
    name=${2:?--name NAME}
    [ -n "${WORDS[$name]:-}" ] || { echo "unknown expansion $name (one of: $NAMES)" >&2; exit 2; }
    count "${WORDS[$name]}" | while IFS=$'\t' read -r f n; do
        [[ "$f" == src/*/expansions/${name}/* ]] || printf '%6d  %s\n' "$n" "$f"
    done | sort -k2
    exit 0
fi
printf '%-16s %8s %8s' expansion inside outside
for l in "${LAYERS[@]}"; do printf ' %9s' "out:$l"; done
printf '\n'
tot_in=0; tot_out=0
declare -A all_out
for name in $NAMES; do
    data=$(count "${WORDS[$name]}")
    in=0; out=0; declare -A per=()
    for l in "${LAYERS[@]}"; do per[$l]=0; done
    while IFS=$'\t' read -r f n; do
        [ -z "$f" ] && continue
        if [[ "$f" == src/*/expansions/${name}/* ]]; then in=$((in + n))
        else
            out=$((out + n)); l=$(cut -d/ -f2 <<< "$f"); per[$l]=$(( ${per[$l]:-0} + n ))
            all_out[$f]=$(( ${all_out[$f]:-0} + n ))
        fi
    done <<< "$data"
    printf '%-16s %8d %8d' "$name" "$in" "$out"
    for l in "${LAYERS[@]}"; do printf ' %9d' "${per[$l]:-0}"; done
    printf '\n'
    tot_in=$((tot_in + in)); tot_out=$((tot_out + out)); unset per
done
printf '%-16s %8d %8d\n' all "$tot_in" "$tot_out"
if [ "${1:-}" = --files ]; then
    echo; echo "outside files, most lines first:"
    for f in "${!all_out[@]}"; do printf '%6d  %s\n' "${all_out[$f]}" "$f"; done | sort -rn | head -40
fi

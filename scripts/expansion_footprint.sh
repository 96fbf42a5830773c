#!/usr/bin/env bash
# How far each expansion's code reaches: code lines that name an expansion, inside its own folders
# (src/*/expansions/<name>*) and outside them, per layer. Comments (whole lines and trailing ones) are left out,
# and so is the mouse wheel (SDL_MOUSEWHEEL, e.wheel, "Wheel, pinch"). An expansion's words:
#   river        river
#   abbey_mayor  abbey, mayor, wagon, barn
#   wheel        wheel, pig, crown, plague, fortune
# Usage: scripts/expansion_footprint.sh [--files]   (--files: also the outside files with most such lines)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
declare -A WORDS=([river]='river' [abbey_mayor]='abbey|mayor|wagon|barn' [wheel]='wheel|pig|crown|plague|fortune')
LAYERS=(engine ai ui cli platform)
files=$(git ls-files 'src/*.cpp' 'src/*.h' 'src/*.js' | grep -v -E '^src/(tools|art)/')
# count NAME REGEX: prints "file<TAB>n" for each file with matching code lines
count() {
    local re=$1
    for f in $files; do
        n=$(grep -v -E '^\s*(//|\*|/\*)' "$f" | sed -E 's@[[:space:]]//.*$@@; s@SDL_MOUSEWHEEL|e\.wheel\.|"Wheel, pinch@@g' |
            grep -c -i -E "$re" || true)
        if [ "$n" -gt 0 ]; then printf "%s\t%s\n" "$f" "$n"; fi
    done
}
printf '%-12s %8s %8s' expansion inside outside
for l in "${LAYERS[@]}"; do printf ' %9s' "out:$l"; done
printf '\n'
tot_in=0; tot_out=0
declare -A all_out
for name in river abbey_mayor wheel; do
    data=$(count "${WORDS[$name]}")
    in=0; out=0; declare -A per=()
    for l in "${LAYERS[@]}"; do per[$l]=0; done
    while IFS=$'\t' read -r f n; do
        [ -z "$f" ] && continue
        if [[ "$f" == src/*/expansions/${name}* ]]; then in=$((in + n))
        else
            out=$((out + n)); l=$(cut -d/ -f2 <<< "$f"); per[$l]=$(( ${per[$l]:-0} + n ))
            all_out[$f]=$(( ${all_out[$f]:-0} + n ))
        fi
    done <<< "$data"
    printf '%-12s %8d %8d' "$name" "$in" "$out"
    for l in "${LAYERS[@]}"; do printf ' %9d' "${per[$l]}"; done
    printf '\n'
    tot_in=$((tot_in + in)); tot_out=$((tot_out + out)); unset per
done
printf '%-12s %8d %8d\n' all "$tot_in" "$tot_out"
if [ "${1:-}" = --files ]; then
    echo; echo "outside files, most lines first:"
    for f in "${!all_out[@]}"; do printf '%6d  %s\n' "${all_out[$f]}" "$f"; done | sort -rn | head -40
fi

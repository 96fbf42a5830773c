#!/usr/bin/env bash
# No text cut off in any language at one size: the desktop app's layout check (src/platform/native/layout_check.h)
# for English and every language whose catalogue the build staged, on the game in progress, the new game screen,
# the help, the tiles left, the settings, the saved games and the final table. Lays out exactly as the browser does
# at that size (the same item probe; tests/web/language.test.mjs checks one size and three languages there). Run
# under Xvfb by ctest.
#   layout_languages.sh APP WxH PIXEL_RATIO TOUCH(0|1) TEXT_SCALE
set -uo pipefail
app=$1 size=$2 ratio=$3 touch=$4 text=$5
langs=(en)
for mo in "$(dirname "$app")"/assets/lang/*.mo; do
    [ -f "$mo" ] && langs+=("$(basename "$mo" .mo)")
done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
args=(--window "$size" --pixel-ratio "$ratio" --layout-check)
[ "$touch" = 1 ] && args+=(--touch)
failed=0 counts=""
for lang in "${langs[@]}"; do
    cut=0
    for start in "play&fast&test&seed=9" "autoplay&test&seed=3"; do
        rm -rf "${dir:?}"/*
        out=$("$app" --save-dir "$dir" "${args[@]}" --options "$start&text=$text&lang=$lang" 2>&1)
        rc=$?
        grep '^cut off: ' <<<"$out" | sed "s/^/$lang: /"
        cut=$((cut + $(grep -c '^cut off: ' <<<"$out")))
        if ! grep -qx "layout check: language $lang" <<<"$out"; then
            echo "$lang ($start): the app did not speak $lang"; echo "$out" | tail -5; failed=1
        elif [ $rc -ne 0 ] && ! grep -q '^cut off: ' <<<"$out"; then
            echo "$lang ($start): the check failed (exit $rc)"; echo "$out" | tail -5; failed=1
        fi
    done
    counts+=" $lang:$cut"
    [ $cut -eq 0 ] || failed=1
done
echo "cut-off texts at $size, pixel ratio $ratio, touch $touch, text at ${text}x:$counts"
exit $failed

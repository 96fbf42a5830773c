#!/usr/bin/env bash
# The desktop app's sound through SDL's disk audio driver (it writes what the device plays to a file), run under
# Xvfb by ctest: a game of two computers played out in real frames with the `sound` option queues the cues of its
# tiles, figures and scores and plays them (the file holds sound); without the option no device is opened.
#   app_sound.sh APP
set -uo pipefail
app=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
run() {  # run OPTIONS: the app's last line about sound
    SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$dir/out.raw" "$app" --save-dir "$dir/saves" --frames 500 --options "$1" 2>&1
}
out=$(run "autoplay&turns=2&fast&sound&seed=3")
line=$(grep '^carcassonne: sound ' <<<"$out" | sed 's/^carcassonne: sound //')
[ -n "$line" ] || { echo "no sound report"; echo "$out" | tail -5; exit 1; }
echo "with sound: $line"
python3 - "$line" "$dir/out.raw" <<'PY' || exit 1
import json, struct, sys
s = json.loads(sys.argv[1])
bad = []
if not s["open"]: bad.append("the device did not open")
for k in ["draw", "place", "follower", "score"]:
    if s["queued"][k] < 5: bad.append(f"{k}: queued {s['queued'][k]}")
    if s["started"][k] < 5: bad.append(f"{k}: started {s['started'][k]}")
for k in ["farm", "final", "end"]:
    if s["queued"][k] < 1: bad.append(f"{k}: queued {s['queued'][k]}")
data = open(sys.argv[2], "rb").read()
n = len(data) // 4
samples = struct.unpack(f"<{n}f", data[:n * 4])
loud = sum(1 for x in samples if abs(x) > 1e-3)
print(f"device wrote {n} samples, {loud} of them above 0.001")
if loud < 44100 // 2: bad.append(f"only {loud} samples of sound")
if bad:
    print("FAIL: " + "; ".join(bad))
    sys.exit(1)
PY
rm -f "$dir/out.raw"
out=$(run "autoplay&turns=2&fast&seed=3")
line=$(grep '^carcassonne: sound ' <<<"$out")
if [ -n "$line" ] || [ -e "$dir/out.raw" ]; then
    echo "FAIL: without the sound option a device was opened ($line)"; exit 1
fi
echo "without sound: no device opened"
echo "app sound: ok"

#!/usr/bin/env bash
# Runs `carcassonne-cli scenario` over the published cases and checks the exit status and the scores.
# usage: run_cases.sh PATH/TO/carcassonne-cli PATH/TO/cases   (the tests' copy: tests/engine/data/cases)
# Every case (base game with River and Abbey & Mayor, and the Wheel of Fortune) must give exactly the expected
# scores with exit 0, or exit 2 and one line on stderr where expected/<ID>.json says {"refused": true}.
# The last line is "N passed, M failed"; the exit status is 1 on any failure or when no case was found.
set -u
cli="${1:?usage: run_cases.sh CLI CASES_DIR}"
cases="${2:?usage: run_cases.sh CLI CASES_DIR}"
if [[ ! -x "$cli" ]]; then echo "not executable: $cli"; echo "0 passed, 1 failed"; exit 1; fi
if [[ ! -d "$cases/scenarios" ]]; then echo "no scenarios folder in $cases"; echo "0 passed, 1 failed"; exit 1; fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Which rule set each case uses (one python start for all files).
python3 - "$cases/scenarios" >"$tmp/base.txt" <<'PY' || { echo "cannot read the scenarios"; echo "0 passed, 1 failed"; exit 1; }
import json, os, sys
d = sys.argv[1]
for f in sorted(os.listdir(d)):
    if not f.endswith(".json"):
        continue
    try:
        r = json.load(open(os.path.join(d, f))).get("rules", {})
        game = r.get("game", "base")
        print(f[:-5], "wheel" if game == "wheel_of_fortune" else "base" if game == "base" else "skip")
    except Exception:
        print(f[:-5], "bad")
PY

while read -r id kind; do
    [[ "$kind" == skip ]] && continue
    "$cli" scenario "$cases/scenarios/$id.json" >"$tmp/$id.out" 2>"$tmp/$id.err"
    echo "$id $kind $?" >>"$tmp/runs.txt"
done <"$tmp/base.txt"

python3 - "$cases" "$tmp" <<'PY'
import json, os, sys
cases, tmp = sys.argv[1], sys.argv[2]
passed = failed = 0
skipped = sum(1 for line in open(os.path.join(tmp, "base.txt")) if line.split()[1] == "skip")
runs = os.path.join(tmp, "runs.txt")
for line in (open(runs) if os.path.exists(runs) else []):
    cid, kind, status = line.split()
    status = int(status)
    def fail(why):
        global failed
        failed += 1
        print("FAIL %s: %s" % (cid, why))
    if kind == "bad":
        fail("scenario is not JSON"); continue
    try:
        exp = json.load(open(os.path.join(cases, "expected", cid + ".json")))
    except Exception as e:
        fail("no readable expected/%s.json (%s)" % (cid, e)); continue
    err = open(os.path.join(tmp, cid + ".err")).read().strip()
    if exp.get("refused"):
        if status != 2:
            fail("expected a refusal (exit 2), got exit %d" % status)
        elif not err or "\n" in err:
            fail("a refusal gives one line on stderr, got %r" % err)
        else:
            passed += 1
        continue
    if status != 0:
        fail("exit %d: %s" % (status, err)); continue
    try:
        out = json.load(open(os.path.join(tmp, cid + ".out")))
    except Exception as e:
        fail("output is not JSON: %s" % e); continue
    if out.get("scores") != exp.get("scores"):
        fail("scores %s, expected %s" % (json.dumps(out.get("scores")), json.dumps(exp.get("scores"))))
    else:
        passed += 1
print("(%d cases of unimplemented rule sets skipped)" % skipped)
if passed + failed == 0:
    print("no case of an implemented rule set found in %s/scenarios" % cases)
    failed = 1
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
PY

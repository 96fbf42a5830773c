#!/usr/bin/env bash
# THE TEST COMMAND: installs what is missing, builds natively and runs every ctest suite (GoogleTest, the
# desktop app under Xvfb), runs the fuzz targets briefly (scripts/fuzz.sh --short), then builds the web bundle
# and runs the real-browser tests (node --test with playwright-core driving Debian's Chromium, and the same tests
# in Debian's Firefox ESR) against dist/ served on a free port under a sub-path.
# Exits non-zero if anything fails; ends with the runners' summary lines.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
LOGS="$ROOT/build/test-logs"
say() { echo "[test] $*"; }
start=$(date +%s)

bash scripts/setup.sh || { echo "[test] setup failed" >&2; exit 1; }
mkdir -p "$LOGS"

# --- native build + ctest -----------------------------------------------------------------------------
say "native build (build/, Release)"
if [ ! -f build/build.ninja ]; then
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release > "$LOGS/configure.log" 2>&1 \
        || { cat "$LOGS/configure.log"; echo "[test] cmake configure failed" >&2; exit 1; }
fi
cmake --build build -j2 > "$LOGS/build.log" 2>&1 || { tail -60 "$LOGS/build.log"; echo "[test] native build failed" >&2; exit 1; }
say "ctest"
(cd build && ctest --output-on-failure -j2) 2>&1 | tee "$LOGS/ctest.log"
ctest_rc=${PIPESTATUS[0]}

# --- fuzz targets, briefly (clang: libFuzzer with AddressSanitizer and UBSan) ------------------------------
say "fuzz targets (build-fuzz/): a short fixed-seed run of each"
bash scripts/fuzz.sh --short 2>&1 | tee "$LOGS/fuzz.log"
fuzz_rc=${PIPESTATUS[0]}

# --- web bundle + browser tests -------------------------------------------------------------------------
say "web build"
CARC_SKIP_SETUP=1 bash scripts/build_wasm.sh || { echo "[test] web build failed" >&2; exit 1; }
say "serving dist/ for the browser tests"
node scripts/serve.js dist 0 --base /some/sub/path/ --quiet > "$LOGS/serve.log" 2>&1 &
server_pid=$!
trap 'kill $server_pid 2>/dev/null' EXIT
url=""
for _ in $(seq 1 100); do
    url=$(sed -n 's/^Serving .* at \(http:[^ ]*\)$/\1/p' "$LOGS/serve.log")
    [ -n "$url" ] && break
    kill -0 $server_pid 2>/dev/null || break
    sleep 0.1
done
[ -n "$url" ] || { cat "$LOGS/serve.log"; echo "[test] the static server did not start" >&2; exit 1; }
# The suite in Chromium and in Firefox, side by side (each browser draws on one core, in software); each pass
# writes its own log, shown when both are done.
say "browser tests against $url: Chromium and Firefox side by side"
CARC_WEB_URL="$url" node --test tests/web/ > "$LOGS/web.log" 2>&1 &
chromium_pid=$!
CARC_BROWSER=firefox CARC_WEB_URL="$url" node --test tests/web/ > "$LOGS/web-firefox.log" 2>&1 &
firefox_pid=$!
wait $chromium_pid; web_rc=$?
wait $firefox_pid; firefox_rc=$?
say "Chromium pass:"; cat "$LOGS/web.log"
say "Firefox pass:"; cat "$LOGS/web-firefox.log"
kill $server_pid 2>/dev/null; wait $server_pid 2>/dev/null; trap - EXIT

# --- summary ----------------------------------------------------------------------------------------------
echo
say "finished in $(( $(date +%s) - start )) s (logs in build/test-logs/, screenshots in build/screens/)"
echo "ctest (native):"
grep -E 'tests passed|tests failed' "$LOGS/ctest.log" | tail -1
echo "ctest (fuzz targets, sanitizers):"
grep -E 'tests passed|tests failed' "$LOGS/fuzz.log" | tail -1
echo "node --test (browser, Chromium):"
grep -E '^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ' "$LOGS/web.log" | tail -8
echo "node --test (browser, Firefox):"
grep -E '^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ' "$LOGS/web-firefox.log" | tail -8
[ "$ctest_rc" -eq 0 ] && [ "$fuzz_rc" -eq 0 ] && [ "$web_rc" -eq 0 ] && [ "$firefox_rc" -eq 0 ]

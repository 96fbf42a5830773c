#!/usr/bin/env bash
# Lighthouse scores (performance, accessibility, best practices, SEO) of the built bundle, served locally.
# Installs Lighthouse 12.8.2 from npm into .deps/lighthouse on first use (not needed by the tests; npm's own
# cache under ~/.npm makes later installs work without the registry).
#   scripts/lighthouse.sh [--mobile] [--runs N] [--dist DIR]     (build the bundle first: scripts/build_wasm.sh)
# With several runs it prints each run's line and the medians.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PRESET="--preset=desktop"
RUNS=1
DIST="$ROOT/dist"
while [ $# -gt 0 ]; do
    case "$1" in
        --mobile) PRESET="" ;;
        --runs) RUNS=$2; shift ;;
        --dist) DIST=$(cd "$2" && pwd); shift ;;
        *) echo "lighthouse: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done
[ -f "$DIST/index.html" ] || { echo "lighthouse: no $DIST/index.html (run scripts/build_wasm.sh first)" >&2; exit 2; }
LH="$ROOT/.deps/lighthouse"
if [ ! -x "$LH/node_modules/.bin/lighthouse" ]; then
    echo "[lighthouse] installing lighthouse@12.8.2 into .deps/lighthouse" >&2
    mkdir -p "$LH"
    npm install --prefix "$LH" --no-audit --no-fund --silent --prefer-offline lighthouse@12.8.2 >&2
fi
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
node scripts/serve.js "$DIST" "$PORT" --quiet &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
sleep 0.5
OUT="$ROOT/build/lighthouse"
mkdir -p "$OUT"
for i in $(seq 1 "$RUNS"); do
    CHROME_PATH=/usr/bin/chromium "$LH/node_modules/.bin/lighthouse" "http://127.0.0.1:$PORT/" \
        --chrome-flags="--headless=new --no-sandbox --use-gl=angle --use-angle=swiftshader --enable-unsafe-swiftshader --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
        --only-categories=performance,accessibility,best-practices,seo $PRESET \
        --output=json --output=html --output-path="$OUT/report-$i" --quiet
done
node -e '
const runs = process.argv.slice(1).map((f) => require(f));
const ids = ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift", "bootup-time"];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b), m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
runs.forEach((r, i) => console.log(`run ${i + 1}: ` + Object.values(r.categories).map((c) => `${c.title} ${Math.round(c.score * 100)}`).join(", ") +
  " | " + ids.filter((id) => r.audits[id]).map((id) => `${id} ${r.audits[id].displayValue}`).join(", ")));
if (runs.length > 1) {
  console.log("median: " + Object.keys(runs[0].categories).map((k) => `${runs[0].categories[k].title} ${Math.round(median(runs.map((r) => r.categories[k].score)) * 100)}`).join(", ") +
    " | " + ids.filter((id) => runs[0].audits[id]).map((id) => `${id} ${Math.round(median(runs.map((r) => r.audits[id].numericValue)))}`).join(", "));
}
' $(for i in $(seq 1 "$RUNS"); do echo "$OUT/report-$i.report.json"; done)
echo "reports: $OUT/report-*.report.html"

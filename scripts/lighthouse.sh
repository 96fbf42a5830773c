#!/usr/bin/env bash
# Lighthouse scores (performance, accessibility, best practices, SEO) of the built bundle, served locally.
# Installs Lighthouse 12.8.2 from npm into .deps/lighthouse on first use (not needed by the tests).
#   scripts/lighthouse.sh [--mobile]     (build the bundle first: scripts/build_wasm.sh)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
[ -f dist/index.html ] || { echo "lighthouse: no dist/ (run scripts/build_wasm.sh first)" >&2; exit 2; }
LH="$ROOT/.deps/lighthouse"
if [ ! -x "$LH/node_modules/.bin/lighthouse" ]; then
    echo "[lighthouse] installing lighthouse@12.8.2 into .deps/lighthouse" >&2
    mkdir -p "$LH"
    npm install --prefix "$LH" --no-audit --no-fund --silent lighthouse@12.8.2 >&2
fi
PRESET="--preset=desktop"
[ "${1:-}" = "--mobile" ] && PRESET=""
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
node scripts/serve.js dist "$PORT" --quiet &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
sleep 0.5
OUT="$ROOT/build/lighthouse"
mkdir -p "$OUT"
CHROME_PATH=/usr/bin/chromium "$LH/node_modules/.bin/lighthouse" "http://127.0.0.1:$PORT/" \
    --chrome-flags="--headless=new --no-sandbox --use-gl=angle --use-angle=swiftshader --enable-unsafe-swiftshader --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
    --only-categories=performance,accessibility,best-practices,seo $PRESET \
    --output=json --output=html --output-path="$OUT/report" --quiet
node -e '
const r = require(process.argv[1]);
for (const [k, c] of Object.entries(r.categories)) console.log(`${c.title.padEnd(16)} ${Math.round(c.score * 100)}`);
for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"])
  if (r.audits[id]) console.log(`${r.audits[id].title.padEnd(26)} ${r.audits[id].displayValue}`);
' "$OUT/report.report.json"
echo "report: $OUT/report.report.html"

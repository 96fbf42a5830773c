#!/usr/bin/env bash
# THE MAIN COMMAND: installs what is missing, builds the web bundle into dist/ and serves it.
#   scripts/play.sh [port=8080]     then open the printed address in a browser; Ctrl+C stops the server.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORT="${1:-8080}"
bash scripts/setup.sh
CARC_SKIP_SETUP=1 bash scripts/build_wasm.sh
echo
echo "Open http://127.0.0.1:$PORT/ in a browser (Ctrl+C stops the server)."
exec node scripts/serve.js dist "$PORT" --quiet

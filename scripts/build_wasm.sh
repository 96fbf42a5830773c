#!/usr/bin/env bash
# Builds the web bundle: Emscripten build of the app in build-web/ and of the computer's Web Worker in
# build-web-ai/, assembled into a static folder dist/ (index.html, carcassonne.js/.wasm, assets/fonts/ui.ttf,
# carcassonne-ai.js/.wasm, manifest, icons) that works from any URL path.
#   scripts/build_wasm.sh            (set CARC_SKIP_SETUP=1 when scripts/setup.sh has just run)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
say() { echo "[build-web] $*" >&2; }
[ "${CARC_SKIP_SETUP:-0}" = 1 ] || bash scripts/setup.sh
bash scripts/build_sdl2_wasm.sh
export NODE_PATH=/usr/share/nodejs   # emcc needs Debian's node modules (toolchain.md)
# emcc runs its clang through ccache when it is installed: a fresh clone, wherever it is, reuses earlier builds'
# objects (paths under the work tree are hashed relative to it).
if command -v ccache >/dev/null; then export EM_COMPILER_WRAPPER=ccache CCACHE_BASEDIR="$ROOT"; fi

start=$(date +%s)
if [ ! -f build-web/build.ninja ]; then
    say "configuring build-web/"
    emcmake cmake -S . -B build-web -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_TESTS=OFF > build-web.log 2>&1 \
        || { cat build-web.log >&2; exit 1; }
    rm -f build-web.log
fi
say "building"
cmake --build build-web -j2 --target carcassonne > build-web/build.log 2>&1 || { tail -40 build-web/build.log >&2; exit 1; }
OUT=build-web/web
for f in carcassonne.js carcassonne.wasm; do
    [ -f "$OUT/$f" ] || { echo "build_wasm: $OUT/$f missing (is .deps/imgui there? see build-web/build.log)" >&2; exit 1; }
done
# The computer's Web Worker (src/platform/web/ai_worker.cpp): its own build without the app, so the engine and
# the computer players in it are compiled for speed (-O3) where the app's are compiled for size.
if [ ! -f build-web-ai/build.ninja ]; then
    say "configuring build-web-ai/"
    emcmake cmake -S . -B build-web-ai -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_APP=OFF -DCARC_BUILD_TESTS=OFF \
        > build-web-ai.log 2>&1 || { cat build-web-ai.log >&2; exit 1; }
    rm -f build-web-ai.log
fi
say "building the computer's worker"
cmake --build build-web-ai -j2 --target carcassonne-ai > build-web-ai/build.log 2>&1 || { tail -40 build-web-ai/build.log >&2; exit 1; }
AI_OUT=build-web-ai/web-ai

say "assembling dist/"
rm -rf dist.tmp && mkdir -p dist.tmp
cp "$OUT"/carcassonne.{js,wasm} dist.tmp/
# The staged assets (the UI font), fetched by the page beside the code (library_carc.js CarcFont).
mkdir -p dist.tmp/assets && cp -r build-web/web-assets/. dist.tmp/assets/
[ -f dist.tmp/assets/fonts/ui.ttf ] || { echo "build_wasm: build-web/web-assets/fonts/ui.ttf missing" >&2; exit 1; }
cp "$AI_OUT"/carcassonne-ai.{js,wasm} dist.tmp/
cp web/manifest.webmanifest web/warm-gl.js dist.tmp/
# The page's loading bar counts the bytes of the code and the font: their sizes go into it.
sed -e "s/__WASM_BYTES__/$(stat -c %s dist.tmp/carcassonne.wasm)/" -e "s/__FONT_BYTES__/$(stat -c %s dist.tmp/assets/fonts/ui.ttf)/" \
    web/index.html > dist.tmp/index.html
node scripts/csp.mjs dist.tmp/index.html   # the Content-Security-Policy, with the inline script's hash
mkdir -p dist.tmp/art      # the game art, fetched and decoded by the browser after the start (not staged)
cp assets/tiles.png assets/figures.png dist.tmp/art/
mkdir -p dist.tmp/icons   # the app icons drawn by carcassonne-make-art (assets/README.md)
cp assets/icon-192.png dist.tmp/icons/icon-192.png
cp assets/icon-512.png dist.tmp/icons/icon-512.png
cp assets/icon-maskable-512.png dist.tmp/icons/maskable-512.png
{
    echo "Third-party software in this bundle"
    echo "==================================="
    echo; echo "Dear ImGui 1.86 (MIT):"; cat .deps/imgui/LICENSE.txt
    echo; echo "SDL2 2.26.5 (zlib):"; cat .deps/SDL2-2.26.5/LICENSE.txt
    echo; echo "Open Sans font (Apache-2.0), Debian package fonts-open-sans:"; cat .deps/fonts/ui.ttf.copyright
    echo; echo "libsodium 1.0.18 (ISC), Debian source package libsodium: SHA-256 and Ed25519 for games by link:"
    cat .deps/libsodium-1.0.18/LICENSE
    echo; echo "libqrencode 4.1.1 (GNU LGPL 2.1 or later), Debian source package qrencode: the QR code of a game's link."
    echo "It is built from that package's unchanged source by this game's own build (scripts/setup.sh fetches it,"
    echo "src/link/CMakeLists.txt compiles it), so the game's source, with its build command, is what it takes to"
    echo "rebuild this bundle with a changed libqrencode. Its licence:"
    cat .deps/qrencode-4.1.1/COPYING
} > dist.tmp/THIRD-PARTY-LICENSES.txt
# Precompressed copies of the big compressible files, for hosts that serve name.gz with Content-Encoding: gzip
# (scripts/serve.js does; e.g. nginx's gzip_static): the code and the font shrink to 40-55 %. The PNG art is
# compressed already. The browser unpacks them; the service worker caches the unpacked files.
gzip -9 -k -n dist.tmp/carcassonne.wasm dist.tmp/carcassonne.js dist.tmp/assets/fonts/ui.ttf \
    dist.tmp/carcassonne-ai.wasm dist.tmp/carcassonne-ai.js dist.tmp/assets/lang/*.mo
# The service worker: version = hash of every file it serves; it precaches exactly the files of the bundle.
(
    cd dist.tmp
    files=$(find . -type f ! -name sw.js ! -name THIRD-PARTY-LICENSES.txt ! -name '*.gz' | sed 's|^\./||' | sort)
    version=$(cat $files | sha256sum | cut -c1-16)
    list="['./'$(for f in $files; do printf ", './%s'" "$f"; done)]"
    sed -e "s/__VERSION__/$version/" -e "s|__FILES__|$list|" "$ROOT/web/sw.template.js" > sw.js
    node --check sw.js   # a syntax error would be a service worker that never installs
)
rm -rf dist && mv dist.tmp dist
say "done in $(( $(date +%s) - start )) s"
bash scripts/bundle_sizes.sh dist

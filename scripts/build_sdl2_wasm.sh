#!/usr/bin/env bash
# Builds SDL2 2.26.5 (Debian's source, unpacked by setup.sh) for Emscripten into .deps/sdl2-wasm.
# Emscripten's own SDL2 port cannot be used: Debian's emscripten cache is frozen (toolchain.md).
# Skipped when already installed; the finished prefix is also cached outside the work tree, so a fresh
# clone on the same machine copies it instead of building again (about 1-3 minutes on 2 cores).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEPS="$ROOT/.deps"
PREFIX="$DEPS/sdl2-wasm"
CACHE="${CARC_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/carcassonne}"
export NODE_PATH=/usr/share/nodejs          # emcc's JS tools need Debian's node modules (acorn)
EMCC_VERSION=$(emcc -dumpversion 2>/dev/null || echo unknown)
CACHED="$CACHE/sdl2-wasm-2.26.5-emcc$EMCC_VERSION"
say() { echo "[sdl2-wasm] $*" >&2; }

if [ -f "$PREFIX/lib/libSDL2.a" ]; then say "present ($PREFIX)"; exit 0; fi
if [ -f "$CACHED/lib/libSDL2.a" ]; then
    rm -rf "$PREFIX"; cp -a "$CACHED" "$PREFIX"; say "copied from cache"; exit 0
fi
[ -d "$DEPS/SDL2-2.26.5" ] || { echo "build_sdl2_wasm: $DEPS/SDL2-2.26.5 missing; run scripts/setup.sh" >&2; exit 1; }

say "building SDL2 for wasm (takes a minute or two)"
start=$(date +%s)
BUILD="$DEPS/sdl2-wasm-build"
rm -rf "$BUILD" "$PREFIX.tmp"
emcmake cmake -S "$DEPS/SDL2-2.26.5" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$PREFIX.tmp" > "$BUILD.log" 2>&1 \
    || { tail -30 "$BUILD.log" >&2; exit 1; }
cmake --build "$BUILD" -j2 >> "$BUILD.log" 2>&1 || { tail -30 "$BUILD.log" >&2; exit 1; }
cmake --install "$BUILD" >> "$BUILD.log" 2>&1 || { tail -30 "$BUILD.log" >&2; exit 1; }
mv "$PREFIX.tmp" "$PREFIX"
rm -rf "$BUILD"
mkdir -p "$CACHE" && rm -rf "$CACHED.tmp" && cp -a "$PREFIX" "$CACHED.tmp" && mv "$CACHED.tmp" "$CACHED" || true
say "built in $(( $(date +%s) - start )) s"

#!/usr/bin/env bash
# Installs and fetches everything the builds and tests need; idempotent and quick when all is present.
#   Debian packages (toolchain, ccache, clang and libFuzzer for the fuzz targets, SDL2, GoogleTest, gettext for the
#   translations, Chromium, Firefox, Xvfb, fonts), Debian source packages of Dear ImGui 1.86, SDL2 2.26.5,
#   libsodium 1.0.18 and libqrencode 4.1.1 unpacked into .deps/, the UI font, and tests/web's npm packages.
# Third-party sources go to .deps/ (git-ignored) and never into the repository.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEPS="$ROOT/.deps"
# Downloads are also kept outside the work tree, so a fresh clone on the same machine reuses them.
CACHE="${CARC_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/carcassonne}"
export DEBIAN_FRONTEND=noninteractive
say() { echo "[setup] $*" >&2; }
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"

# --- 1. Debian packages -----------------------------------------------------------------------------
# (fonts-wqy-microhei: a font with Chinese characters, which the browser tests' players' names are drawn with by
# the browser, as a player's own device does.)
PKGS=(build-essential cmake ninja-build pkg-config git ca-certificates xz-utils
      emscripten libsdl2-dev libgles-dev libgl-dev libstb-dev libgtest-dev libgmock-dev
      nlohmann-json3-dev gettext chromium firefox-esr xvfb xauth fonts-open-sans fonts-wqy-microhei python3 nodejs clang
      libclang-rt-dev ccache)
missing=()
for p in "${PKGS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
# nodejs may come from another vendor (NodeSource) under the same name; any node >= 18 is fine.
if command -v node >/dev/null && command -v npm >/dev/null; then
    missing=("${missing[@]/nodejs}")
else
    missing+=(npm)
fi
missing=($(printf '%s\n' "${missing[@]}" | sed '/^$/d'))
updated=0
apt_update() { [ $updated -eq 1 ] || { say "apt-get update"; $SUDO apt-get update -qq; updated=1; }; }
if [ ${#missing[@]} -gt 0 ]; then
    apt_update
    say "installing: ${missing[*]}"
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
    say "Debian packages present"
fi

# --- 2. Debian source packages (Dear ImGui, SDL2) ---------------------------------------------------
mkdir -p "$DEPS" "$CACHE/src"
enable_deb_src() {
    if ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ && ! grep -qs '^deb-src' /etc/apt/sources.list; then
        say "enabling Debian source packages"
        sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
            | $SUDO tee /etc/apt/sources.list.d/debsrc.sources >/dev/null
        updated=0
    fi
    apt_update
}
# fetch_source PKG GLOB: leaves the package's orig tarball in $CACHE/src and its path in $TARBALL
fetch_source() {
    local pkg=$1 glob=$2
    TARBALL=$(ls "$CACHE"/src/$glob 2>/dev/null | head -1 || true)
    if [ -z "$TARBALL" ]; then
        enable_deb_src
        say "apt-get source --download-only $pkg"
        # (apt warns that it downloads unsandboxed as root into this folder: harmless)
        (cd "$CACHE/src" && apt-get source -qq --download-only "$pkg" 2>&1 >/dev/null | grep -v 'unsandboxed' >&2 || true)
        TARBALL=$(ls "$CACHE"/src/$glob | head -1)
    fi
}
# unpack_source PKG GLOB DEST: unpacks the orig tarball into .deps/DEST (single top-level dir)
unpack_source() {
    local pkg=$1 glob=$2 dest=$3 tmp
    if [ -d "$DEPS/$dest" ]; then say "$dest present"; return; fi
    fetch_source "$pkg" "$glob"
    say "unpacking $(basename "$TARBALL") -> .deps/$dest"
    tmp=$(mktemp -d "$DEPS/unpack.XXXX")
    tar --no-same-owner -xf "$TARBALL" -C "$tmp"
    mv "$tmp"/* "$DEPS/$dest"
    rmdir "$tmp"
}
unpack_source imgui 'imgui_1.86*.orig.tar.*' imgui-1.86
unpack_source libsdl2 'libsdl2_2.26.5*.orig.tar.*' SDL2-2.26.5
# libsodium 1.0.18: SHA-256 and Ed25519 signatures for games played by link (src/link/CMakeLists.txt builds the
# part it needs, for the native builds and the web build alike).
unpack_source libsodium 'libsodium_1.0.18*.orig.tar.*' libsodium-1.0.18
# libqrencode 4.1.1: the QR code of a game's link, for a phone at the same table (src/link/CMakeLists.txt).
unpack_source qrencode 'qrencode_4.1.1*.orig.tar.*' qrencode-4.1.1
ln -sfn imgui-1.86 "$DEPS/imgui"            # stable path used by CMake
[ -f "$DEPS/imgui/backends/imgui_impl_sdl.cpp" ] || { echo "setup: unexpected ImGui layout in $DEPS/imgui" >&2; exit 1; }

# --- 3. The UI font: Open Sans (Apache-2.0, 217 KB) from fonts-open-sans; the build copies it into -----
#        its asset folder as assets/fonts/ui.ttf
mkdir -p "$DEPS/fonts"
FONT=/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf
if [ ! -f "$DEPS/fonts/ui.ttf" ]; then
    cp "$FONT" "$DEPS/fonts/ui.ttf"
    cp /usr/share/doc/fonts-open-sans/copyright "$DEPS/fonts/ui.ttf.copyright"
    say "font: $(basename "$FONT")"
fi

# --- 4. npm packages for the browser tests and the closure compiler (no browser downloads) -----------
if [ ! -d "$ROOT/tests/web/node_modules/playwright-core" ] || \
   [ ! -d "$ROOT/tests/web/node_modules/google-closure-compiler" ] || \
   [ ! -d "$ROOT/tests/web/node_modules/ws" ] || \
   [ "$ROOT/tests/web/package.json" -nt "$ROOT/tests/web/node_modules/.installed" ]; then
    say "npm install (tests/web)"
    (cd "$ROOT/tests/web" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error >/dev/null)
    touch "$ROOT/tests/web/node_modules/.installed"
else
    say "npm packages present"
fi
say "done"

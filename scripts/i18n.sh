#!/usr/bin/env bash
# The game's translations (docs/translating.md), with Debian's gettext tools:
#   scripts/i18n.sh extract     po/carcassonne.pot from the sources (xgettext), merged into every po/<lang>.po
#   scripts/i18n.sh add <lang>  a new po/<lang>.po from the template (msginit), to be translated
#   scripts/i18n.sh stats       translated, fuzzy and untranslated messages per language (msgfmt --statistics)
#   scripts/i18n.sh template    only the template, written to $POT_OUT (the check that po/ is current uses it)
# The build compiles each po/<lang>.po to lang/<lang>.mo (msgfmt --check); tests/i18n checks the catalogues.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
POT=po/carcassonne.pot

# xgettext over the sources into $1, with the keywords of src/ui/core/i18n.h and src/engine/mark.h; fmt's first
# argument is a C format (msgfmt --check compares each translation's placeholders with it). The web page's own
# texts are the t("...") calls of its script (web/index.html), read as JavaScript.
template() {
    local files tmp
    tmp=$(mktemp -d)
    files=$(find src -name '*.cpp' -o -name '*.h' -o -name '*.inc' | LC_ALL=C sort)
    # shellcheck disable=SC2086
    xgettext --from-code=UTF-8 --language=C++ --add-comments=TRANSLATORS: --sort-by-file --add-location=file \
        --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=P_:1,2 --keyword=tr --flag=fmt:1:c-format \
        -o "$tmp/code.pot" $files 2>&1 | grep -v 'formatstring' >&2 || true
    mkdir -p "$tmp/web"
    sed -n '/^<script>$/,/^<\/script>$/p' web/index.html | sed '1d;$d' > "$tmp/web/index.html"
    xgettext --from-code=UTF-8 --language=JavaScript --add-comments=TRANSLATORS: --add-location=file \
        --keyword= --keyword=t -D "$tmp" -o "$tmp/page.pot" web/index.html
    msgcat --use-first --sort-by-file --add-location=file -o "$tmp/all.pot" "$tmp/code.pot" "$tmp/page.pot"
    # msgcat drops the template's header fields that name the package: put them back.
    sed -e 's/^"Project-Id-Version: .*/"Project-Id-Version: carcassonne\\n"/' \
        -e 's/^"Report-Msgid-Bugs-To: .*/"Report-Msgid-Bugs-To: docs\/translating.md\\n"/' "$tmp/all.pot" > "$1"
    rm -rf "$tmp"
}

extract() {
    template "$POT.new"
    # The creation date changes on every run: keep the template as it was unless a message changed.
    if [ -f "$POT" ] && diff -q <(grep -v '^"POT-Creation-Date' "$POT") <(grep -v '^"POT-Creation-Date' "$POT.new") >/dev/null; then
        rm "$POT.new"
    else
        mv "$POT.new" "$POT"
    fi
    for po in po/*.po; do
        [ -e "$po" ] || continue
        msgmerge --quiet --update --backup=none --add-location=file --sort-by-file "$po" "$POT"
    done
    echo "i18n: $(grep -c '^msgid ' "$POT") entries in $POT (the first is the header)"
}

case "${1:-}" in
    extract) extract ;;
    template) template "${POT_OUT:?}" ;;
    add)
        [ -n "${2:-}" ] || { echo "usage: scripts/i18n.sh add <lang>" >&2; exit 2; }
        [ -f "po/$2.po" ] && { echo "po/$2.po exists" >&2; exit 1; }
        msginit --no-translator --no-wrap --locale="$2" --input="$POT" --output-file="po/$2.po"
        ;;
    stats)
        for po in po/*.po; do printf '%s: ' "$(basename "$po" .po)"; msgfmt --statistics -o /dev/null "$po" 2>&1; done
        ;;
    *) echo "usage: scripts/i18n.sh extract | add <lang> | stats" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# The header every generated results file starts with: the commit the numbers were measured at (with "+dirty"
# when tracked files other than the generated results differ from it), the UTC date, and the machine (cores,
# CPU model, load average when the measurement began). Source it and call `carc_stamp`; the load average is
# read when this file is sourced, so source it before measuring.
#   . scripts/stamp.sh; carc_stamp >> FILE
CARC_STAMP_LOAD="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"

# The short commit, "+dirty" if tracked files differ (the generated docs/results/ files and README.md, which
# the results scripts rewrite, do not count).
carc_commit() {
    local root c
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    c="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
    if [ -n "$(git -C "$root" status --porcelain --untracked-files=no -- . ':!docs/results' ':!README.md' 2>/dev/null)" ]; then
        c="$c+dirty"
    fi
    echo "$c"
}

# What decides the moves of an arena game: the engine, the AI, the command line tool and the top-level build
# settings. Prints a short hash of their trees at HEAD, so runs at two commits that differ elsewhere (the UI, tests,
# docs) share it; prints "dirty" when any of them differs from HEAD or git cannot tell.
carc_play_tree() {
    local root paths=(src/engine src/ai src/cli CMakeLists.txt)
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    if [ -n "$(git -C "$root" status --porcelain --untracked-files=no -- "${paths[@]}" 2>/dev/null)" ]; then
        echo dirty
        return
    fi
    local trees
    trees="$(cd "$root" && git rev-parse "${paths[@]/#/HEAD:}" 2>/dev/null)" || { echo dirty; return; }
    sha1sum <<< "$trees" | cut -c1-10
}

carc_cpu_model() {
    sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo 2>/dev/null | head -1 | sed 's/[[:space:]]\+/ /g'
}

carc_stamp() {
    echo "- Commit: \`$(carc_commit)\`"
    echo "- Date: $(date -u '+%Y-%m-%d %H:%M') UTC"
    echo "- Machine: $(nproc) cores, $(carc_cpu_model), load average $CARC_STAMP_LOAD at the start"
}

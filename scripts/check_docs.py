#!/usr/bin/env python3
"""The documentation check (ctest `docs_check`, label docs). Fails, listing every hit as FILE:LINE: what, when:

  (a) links   a relative link in README.md or docs/**/*.md (markdown [text](target), reference definitions
              [name]: target, and HTML src=/href=) points to a file or folder that does not exist. http(s),
              mailto and other scheme links and pure #anchors are not checked; a #fragment or ?query is dropped.
              Links inside code (fenced blocks and `spans`) are not links.
  (b) paths   a tracked text file refers to a path outside the repository (OUTSIDE_PATTERNS and CLIMB below):
                - a relative path that climbs to the shared folder beside the repository (one or more ../
                  followed by shared);
                - a relative path starting with ../ that, resolved from the file's own folder, leaves the
                  repository (the path is taken up to a space, quote, bracket or backtick);
                - an absolute path into this machine's work, temporary or home folders (work, tmp, home, root,
                  mnt, Users at the root of the file system), only where its first slash does not follow a
                  letter, digit, dot, slash, tilde or dash, so URL paths (https://host/...) and paths inside
                  the repository do not count.
              System locations of tools (/usr/..., /etc/...) are not the project's files and are not checked.
  (c) history words in src/, tests/, docs/ (not docs/results, which is generated and dated on purpose),
              scripts/ and README.md: work-history wording instead of what the code does (HISTORY_PATTERNS
              below: numbered sessions and rounds, issue numbers and references to an issue, dates, the words of a
              measurement log). Test fixtures under a data/ folder are data, not prose, and are not checked.

Lines of this file that define the patterns carry the marker PATTERN-LINE and are not checked against them.
Exit status: 0 clean, 1 hits, 77 not a git checkout (ctest counts it as skipped).
  python3 scripts/check_docs.py [REPO_ROOT]
"""
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SELF = "scripts/check_docs.py"
MARKER = "PATTERN-LINE"

# (b) The one allowed reference outside the repository: the shared rules folder beside it, which the engine tests
# compare their copy of the published cases with when it is present (tests/engine/cases_test.cpp skips otherwise).
# It is one CMake cache setting, CARC_SHARED_DIR, and this is its only line.
EXEMPT_OUTSIDE = {("tests/engine/CMakeLists.txt", 'set(CARC_SHARED_DIR "${CMAKE_SOURCE_DIR}/../shared" CACHE PATH')}  # PATTERN-LINE

OUTSIDE_PATTERNS = [  # PATTERN-LINE
    ("the shared folder beside the repository", re.compile(r"(?<![\w.-])(?:\.\./)+shared\b")),  # PATTERN-LINE
    ("an absolute path into this machine", re.compile(r"(?<![\w.~/-])/(?:work|tmp|home|root|mnt|Users)/")),  # PATTERN-LINE
]
CLIMB = re.compile(r"(?<![\w.~/-])((?:\.\./)+[^\s'\"`()<>\[\]{},;|*$\\]*)")  # PATTERN-LINE

HISTORY_PATTERNS = [  # PATTERN-LINE
    ("a session number", re.compile(r"\b[Ss]essions? [0-9]")),  # PATTERN-LINE
    ("a round number", re.compile(r"(?<![-\w])[Rr]ounds? [0-9]")),  # PATTERN-LINE; not the option --rounds
    ("an ordinal round", re.compile(r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) round\b")),  # PATTERN-LINE
    ("\"the issue\"", re.compile(r"\b[Tt]he issue\b")),  # PATTERN-LINE
    ("an issue number", re.compile(r"\b[Ii]ssues? #?[0-9]")),  # PATTERN-LINE
    ("an ISO date", re.compile(r"(?<![\w-])20[0-9]{2}-[01][0-9]-[0-3][0-9](?![\w-])")),  # PATTERN-LINE
    ("\"Latest\"", re.compile(r"\bLatest\b")),  # PATTERN-LINE
    ("\"tried and not kept\"", re.compile(r"\b[Tt]ried (?:again )?and not kept\b")),  # PATTERN-LINE
]
HISTORY_FOLDERS = ("src/", "tests/", "docs/", "scripts/")


def git_files():
    try:
        out = subprocess.run(["git", "-C", ROOT, "ls-files", "-z"], check=True, capture_output=True).stdout
    except (OSError, subprocess.CalledProcessError):
        print(f"check_docs: {ROOT} is not a git checkout; nothing checked")
        sys.exit(77)
    return [f for f in out.decode().split("\0") if f]


def text_lines(path):
    """The file's lines, or None for a binary file (a NUL byte in its first 8 KB) or one that is not UTF-8."""
    try:
        with open(os.path.join(ROOT, path), "rb") as f:
            data = f.read()
    except OSError:
        return None
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8").splitlines()
    except UnicodeDecodeError:
        return None


def inside(path):
    real = os.path.normpath(path)
    return real == ROOT or real.startswith(ROOT + os.sep)


# --- (a) links -----------------------------------------------------------------------------------------------

MD_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REF_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)")
HTML_LINK = re.compile(r"\b(?:src|href)\s*=\s*[\"']([^\"']+)[\"']")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def check_links(path, lines, hits):
    in_fence = False
    for n, line in enumerate(lines, 1):
        if re.match(r"^\s*(```|~~~)", line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        plain = re.sub(r"(`+).*?\1", "", line)
        targets = [m.group(1) for m in MD_LINK.finditer(plain)] + [m.group(1) for m in HTML_LINK.finditer(plain)]
        m = REF_DEF.match(plain)
        if m:
            targets.append(m.group(1))
        for t in targets:
            if SCHEME.match(t) or t.startswith("#") or t.startswith("//"):
                continue
            target = re.split(r"[#?]", t, maxsplit=1)[0]
            if not target:
                continue
            base = ROOT if target.startswith("/") else os.path.join(ROOT, os.path.dirname(path))
            full = os.path.normpath(os.path.join(base, target.lstrip("/")))
            if not inside(full):
                hits.append(f"{path}:{n}: link to {t} leaves the repository")
            elif not os.path.exists(full):
                hits.append(f"{path}:{n}: link to {t}: no such file")


# --- (b) paths outside the repository ------------------------------------------------------------------------

def check_outside(path, lines, hits):
    folder = os.path.join(ROOT, os.path.dirname(path))
    for n, line in enumerate(lines, 1):
        if path == SELF and MARKER in line:
            continue
        if any(path == p and line.strip().startswith(prefix) for p, prefix in EXEMPT_OUTSIDE):
            continue
        for what, pattern in OUTSIDE_PATTERNS:
            for m in pattern.finditer(line):
                hits.append(f"{path}:{n}: {what}: {line.strip()[:120]}")
        for m in CLIMB.finditer(line):
            if not inside(os.path.join(folder, m.group(1))):
                hits.append(f"{path}:{n}: {m.group(1)} leaves the repository: {line.strip()[:120]}")


# --- (c) work-history words ----------------------------------------------------------------------------------

def history_checked(path):
    if path.startswith("docs/results/") or "/data/" in path:
        return False
    return path == "README.md" or path.startswith(HISTORY_FOLDERS)


def check_history(path, lines, hits):
    for n, line in enumerate(lines, 1):
        if path == SELF and MARKER in line:
            continue
        for what, pattern in HISTORY_PATTERNS:
            m = pattern.search(line)
            if m:
                hits.append(f"{path}:{n}: {what} ({m.group(0)}): {line.strip()[:120]}")


def main():
    files = git_files()
    hits = {"links": [], "paths": [], "history": []}
    checked = {"links": 0, "paths": 0, "history": 0}
    for path in files:
        if not os.path.isfile(os.path.join(ROOT, path)):
            continue  # deleted in the work tree, not yet committed
        lines = text_lines(path)
        if lines is None:
            continue
        if path.endswith(".md") and (path == "README.md" or path.startswith("docs/")):
            check_links(path, lines, hits["links"])
            checked["links"] += 1
        check_outside(path, lines, hits["paths"])
        checked["paths"] += 1
        if history_checked(path):
            check_history(path, lines, hits["history"])
            checked["history"] += 1
    titles = {"links": "(a) relative links in README.md and docs/ that point to no file",
              "paths": "(b) references to paths outside the repository",
              "history": "(c) work-history words in src/, tests/, docs/, scripts/, README.md"}
    failed = False
    for k, title in titles.items():
        if hits[k]:
            failed = True
            print(f"{title}: {len(hits[k])}")
            for h in hits[k]:
                print(f"  {h}")
        else:
            print(f"{title}: none ({checked[k]} files checked)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

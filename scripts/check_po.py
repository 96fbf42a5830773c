#!/usr/bin/env python3
"""Checks the translations (docs/translating.md): po/carcassonne.pot holds every message the sources mark (it is
extracted again and compared), and each shipped language's po/<lang>.po translates every message of the
template, none empty or fuzzy, with the same placeholders, and with as many plural forms as its Plural-Forms
header says; msgfmt --check must accept it. The shipped languages are those of the table in src/ui/core/i18n.cpp.
Usage: check_po.py <repository root>. Prints one line per language and exits 1 on any problem."""
import os
import re
import subprocess
import sys
import tempfile

PLACEHOLDER = re.compile(r'%(?:(\d+)\$)?([sdiu%])')
EXPECTED_NPLURALS = {'de': 2, 'fr': 2, 'es': 2, 'it': 2, 'nl': 2, 'pt': 2, 'pl': 3, 'cs': 3, 'ru': 3}


def unquote(s):
    return bytes(s[1:-1], 'utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')


def parse_po(path):
    """The entries of a .po file: dicts with ctxt, id, plural, strs (list), flags, obsolete."""
    entries, cur, field = [], None, None

    def flush():
        if cur is not None and cur.get('id') is not None:
            entries.append(cur)

    with open(path, encoding='utf-8') as f:
        for raw in f:
            line = raw.rstrip('\n')
            obsolete = line.startswith('#~')
            if obsolete:
                line = line[2:].lstrip()
            if not line.strip():
                flush()
                cur, field = None, None
                continue
            if cur is None:
                cur = {'ctxt': None, 'id': None, 'plural': None, 'strs': {}, 'flags': set(), 'obsolete': obsolete}
            if line.startswith('#,'):
                cur['flags'].update(x.strip() for x in line[2:].split(','))
                continue
            if line.startswith('#'):
                continue
            m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', line)
            if m:
                key, index, text = m.group(1), m.group(2), unquote(m.group(3))
                if key == 'msgctxt':
                    field = ('ctxt', None)
                elif key == 'msgid':
                    field = ('id', None)
                elif key == 'msgid_plural':
                    field = ('plural', None)
                else:
                    field = ('strs', int(index) if index is not None else 0)
                if field[0] == 'strs':
                    cur['strs'][field[1]] = text
                else:
                    cur[field[0]] = text
            elif line.startswith('"') and field:
                text = unquote(line)
                if field[0] == 'strs':
                    cur['strs'][field[1]] += text
                else:
                    cur[field[0]] += text
    flush()
    return entries


def placeholders(text):
    """{argument index: conversion} of a C format text (%s, %d, %2$s); %% is not a placeholder."""
    found, next_index = {}, 1
    for m in PLACEHOLDER.finditer(text):
        if m.group(2) == '%':
            continue
        if m.group(1):
            index = int(m.group(1))
        else:
            index, next_index = next_index, next_index + 1
        found[index] = 'd' if m.group(2) in 'diu' else 's'
    return found


def key(e):
    return (e['ctxt'], e['id'])


def main():
    root = sys.argv[1]
    with open(os.path.join(root, 'src', 'ui', 'core', 'i18n.cpp'), encoding='utf-8') as f:
        langs = [c for c in re.findall(r'\{"([a-z]{2})", "', f.read()) if c != 'en']
    problems = []
    pot = os.path.join(root, 'po', 'carcassonne.pot')
    if not os.path.exists(pot):
        print('PROBLEM po/carcassonne.pot missing (run scripts/i18n.sh extract)')
        sys.exit(1)
    template = [e for e in parse_po(pot) if e['id'] and not e['obsolete']]
    # The template is what the sources mark today.
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, POT_OUT=os.path.join(tmp, 'fresh.pot'))
        r = subprocess.run(['bash', os.path.join(root, 'scripts', 'i18n.sh'), 'template'], cwd=root, env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            problems.append(f'extracting the template failed: {r.stderr.strip()}')
        else:
            fresh = {key(e) for e in parse_po(env['POT_OUT']) if e['id']}
            have = {key(e) for e in template}
            for k in sorted(fresh - have, key=str)[:20]:
                problems.append(f'template: marked in the sources but not in po/carcassonne.pot: {k} (run scripts/i18n.sh extract)')
            for k in sorted(have - fresh, key=str)[:20]:
                problems.append(f'template: in po/carcassonne.pot but no longer in the sources: {k} (run scripts/i18n.sh extract)')
    print(f'template: {len(template)} messages')
    for lang in langs:
        path = os.path.join(root, 'po', f'{lang}.po')
        if not os.path.exists(path):
            problems.append(f'{lang}: po/{lang}.po missing')
            continue
        entries = parse_po(path)
        header = next((e for e in entries if e['id'] == '' and not e['obsolete']), None)
        m = re.search(r'nplurals\s*=\s*(\d+)', header['strs'].get(0, '') if header else '')
        nplurals = int(m.group(1)) if m else 0
        if lang in EXPECTED_NPLURALS and nplurals != EXPECTED_NPLURALS[lang]:
            problems.append(f'{lang}: Plural-Forms gives nplurals={nplurals}, the language has {EXPECTED_NPLURALS[lang]}')
        by_key = {key(e): e for e in entries if e['id'] and not e['obsolete']}
        done = 0
        for t in template:
            e = by_key.get(key(t))
            where = f'{lang}: {t["id"][:60]!r}' + (f' ({t["ctxt"]})' if t['ctxt'] else '')
            if e is None:
                problems.append(f'{where}: missing')
                continue
            if 'fuzzy' in e['flags']:
                problems.append(f'{where}: fuzzy')
                continue
            count = nplurals if t['plural'] is not None else 1
            strs = [e['strs'].get(i, '') for i in range(count)]
            if any(not s for s in strs) or len(e['strs']) != count:
                problems.append(f'{where}: {len([s for s in strs if s])} of {count} forms translated')
                continue
            want = placeholders(t['id'])
            if t['plural'] is not None:
                want_plural = placeholders(t['plural'])
                want = want_plural if len(want_plural) >= len(want) else want
            bad = False
            for s in strs:
                got = placeholders(s)
                # A plural form may leave out the count (Russian "одна", French "une"); nothing else may go.
                extra = {i: c for i, c in got.items() if want.get(i) != c}
                missing = set(want) - set(got)
                if extra or (missing and (t['plural'] is None or len(missing) > 1)):
                    problems.append(f'{where}: placeholders {sorted(got.items())} for {sorted(want.items())}: {s!r}')
                    bad = True
                    break
            if not bad:
                done += 1
        r = subprocess.run(['msgfmt', '--check', '-o', os.devnull, path], capture_output=True, text=True)
        if r.returncode != 0:
            problems.append(f'{lang}: msgfmt --check: {r.stderr.strip()[:400]}')
        print(f'{lang}: {done} of {len(template)} translated ({100.0 * done / max(1, len(template)):.1f}%), nplurals={nplurals}')
    for p in problems[:200]:
        print('PROBLEM ' + p)
    if len(problems) > 200:
        print(f'... and {len(problems) - 200} more problems')
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Checks the translations (docs/translating.md): po/carcassonne.pot holds every message the sources mark (it is
extracted again and compared), and each shipped language's po/<lang>.po translates every message of the
template, none empty or fuzzy, with the same placeholders, and with as many plural forms as its Plural-Forms
header says; msgfmt --check must accept it. The shipped languages are those of the table in src/ui/core/i18n.cpp.

The glossary, po/glossary.txt (its header explains the format), holds the game's key terms (follower, knight,
tile, barn, the Wheel of Fortune's events, the expansions' titles ...) in each language: the accepted stems of
the official word and the wrong words for it. A message whose English text uses a term must use one of the
language's stems in every translated form and none of its wrong words, unless the glossary lists the message as
an exception, with the reason. One-letter marks ([letters]) must begin the term's word. Each problem names the
language, the message, the term and the words expected.

Usage: check_po.py <repository root> [--po DIR]   prints one line per language and exits 1 on any problem;
           --po DIR reads the template, the catalogues and the glossary from DIR instead of <root>/po.
       check_po.py <repository root> --self-test  shows that the glossary check fails: it runs the check on a
           copy of po/ where one German message names the barn "Scheune" instead of "Gutshof", then on a copy
           where that word is left out, and expects each to fail naming the term, and the unchanged copy to pass.
"""
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
    with open(path, encoding='utf-8') as f:
        return parse_po_text(f.read())


def parse_po_text(content):
    """The entries of a .po file's text (parse_po)."""
    entries, cur, field = [], None, None

    def flush():
        if cur is not None and cur.get('id') is not None:
            entries.append(cur)

    for raw in content.split('\n'):
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


def read_glossary(path):
    """po/glossary.txt: ({term: {'en': [forms], lang: (stems, wrong words)}}, [(msgctxt, msgid, term)],
    {(lang, term, msgid): why}) and the problems found in the file itself. A stem is a tuple of its "+" parts."""
    terms, letters, exceptions, problems = {}, [], {}, []
    section = None
    with open(path, encoding='utf-8') as f:
        for number, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith('#'):
                continue
            if line.startswith('[') and line.endswith(']'):
                section = line[1:-1]
                continue
            fields = [x.strip() for x in line.split('|')]
            where = f'glossary line {number}'
            if section == 'terms' and len(fields) in (3, 4):
                term, lang = fields[0], fields[1]
                words = [w.strip() for w in fields[2].split(',') if w.strip()]
                if lang == 'en':
                    terms.setdefault(term, {})['en'] = words
                else:
                    wrong = [w.strip() for w in fields[3].split(',') if w.strip()] if len(fields) == 4 else []
                    stems = [tuple(part.strip() for part in w.split('+')) for w in words]
                    terms.setdefault(term, {})[lang] = (stems, wrong)
            elif section == 'letters' and len(fields) == 3:
                letters.append(tuple(fields))
            elif section == 'exceptions' and len(fields) == 4 and fields[3]:
                exceptions[(fields[0], fields[1], fields[2].replace('\\n', '\n'))] = fields[3]
            else:
                problems.append(f'{where}: cannot read {line[:60]!r} in section [{section}]')
    for term, rows in terms.items():
        if 'en' not in rows:
            problems.append(f'glossary: the term {term!r} has no English forms (a line "{term} | en | ...")')
    for _, _, term in letters:
        if term not in terms:
            problems.append(f'glossary: [letters] names {term!r}, which is not a term')
    for (_, term, _) in exceptions:
        if term not in terms:
            problems.append(f'glossary: [exceptions] names {term!r}, which is not a term')
    return terms, letters, exceptions, problems


def english_terms(terms, text):
    """The terms the English text uses: forms of several words first, then single words outside them."""
    found = []
    forms = sorted(((form, term) for term, rows in terms.items() for form in rows.get('en', [])),
                   key=lambda x: (-len(x[0].split()), -len(x[0])))
    for form, term in forms:
        pattern = re.compile(r'(?<!\w)' + r'\s+'.join(map(re.escape, form.split())) + r'(?!\w)', re.IGNORECASE)
        if pattern.search(text):
            if term not in found:
                found.append(term)
            text = pattern.sub('\x00', text)
    return found


def word_in(word, text):
    """Whether the text (casefolded) has a word beginning with `word`, in any case; "*word": anywhere in a word."""
    if word.startswith('*'):
        return word[1:].casefold() in text
    return re.search(r'(?<!\w)' + re.escape(word.casefold()), text) is not None


def has_stem(stems, text):
    folded = text.casefold()
    return any(all(word_in(part, folded) for part in stem) for stem in stems)


def show_stems(stems):
    return ', '.join('+'.join(stem) for stem in stems)


def matches(pattern, msgid):
    """Whether an exception's msgid stands for this one: the same text, where each * stands for any text."""
    pieces = pattern.split('*')
    if len(pieces) == 1:
        return pattern == msgid
    if not msgid.startswith(pieces[0]) or not msgid.endswith(pieces[-1]):
        return False
    at, end = len(pieces[0]), len(msgid) - len(pieces[-1])
    for piece in pieces[1:-1]:
        found = msgid.find(piece, at, end)
        if found < 0:
            return False
        at = found + len(piece)
    return at <= end


def exception_for(exceptions, lang, term, msgid):
    for (l, t, m) in exceptions:
        if l == lang and t == term and matches(m, msgid):
            return (l, t, m)
    return None


def glossary_problems(lang, template, by_key, glossary, used):
    """The messages of one language that do not use the glossary's words (used collects the exceptions met)."""
    terms, letters, exceptions, _ = glossary
    problems = []
    letter_terms = {(ctxt, msgid): term for ctxt, msgid, term in letters}
    for t in template:
        e = by_key.get(key(t))
        strs = [e['strs'][i] for i in sorted(e['strs'])] if e else []
        if not strs or 'fuzzy' in e['flags'] or not all(strs):
            continue  # missing, fuzzy or untranslated: reported by the check of the forms
        where = f'{lang}: {t["id"][:60]!r}' + (f' ({t["ctxt"]})' if t['ctxt'] else '')
        letter_term = letter_terms.get((t['ctxt'] or '', t['id']))
        if letter_term and lang in terms[letter_term]:
            stems = terms[letter_term][lang][0]
            mark = strs[0].strip().casefold()
            if not mark or not any(stem[0].lstrip('*').casefold().startswith(mark) for stem in stems):
                hit = exception_for(exceptions, lang, letter_term, t['id'])
                if hit:
                    used.add(hit)
                else:
                    problems.append(f'{where}: the mark {strs[0]!r} for "{letter_term}" does not begin '
                                    f'{show_stems(stems)} (glossary)')
            continue
        english = t['id'] + '\n' + (t['plural'] or '')
        for term in english_terms(terms, english):
            if lang not in terms[term]:
                continue
            stems, wrong = terms[term][lang]
            bad = []
            for s in strs:
                folded = s.casefold()
                wrong_here = [w.lstrip('*') for w in wrong if word_in(w, folded)]
                if wrong_here:
                    bad.append(f'"{term}" is {show_stems(stems)}, not {", ".join(wrong_here)}: {s!r}')
                elif not has_stem(stems, s):
                    bad.append(f'"{term}" needs {show_stems(stems)}: {s!r}')
            if not bad:
                continue
            hit = exception_for(exceptions, lang, term, t['id'])
            if hit:
                used.add(hit)
                continue
            problems.append(f'{where}: {bad[0]} (glossary)')
    return problems


def self_test(root):
    """Runs the check on copies of po/ with one German barn message changed, and on an unchanged copy: the changed
    copies must fail, naming the language, the message's term and the words; the unchanged copy must pass."""
    import shutil
    glossary = read_glossary(os.path.join(root, 'po', 'glossary.txt'))
    template = [e for e in parse_po(os.path.join(root, 'po', 'carcassonne.pot')) if e['id'] and not e['obsolete']]
    german = {key(e): e for e in parse_po(os.path.join(root, 'po', 'de.po')) if e['id'] and not e['obsolete']}
    # A sentence about the barn (not the bare word), translated with "Gutshof".
    target = next((t for t in template if t['plural'] is None and ' ' in t['id'].strip()
                   and 'barn' in english_terms(glossary[0], t['id'])
                   and 'Gutshof' in german.get(key(t), {}).get('strs', {}).get(0, '')), None)
    if target is None:
        print('self-test: no German message about the barn says "Gutshof"')
        return 1
    cases = [('unchanged', None, None),
             ('"Scheune" for "Gutshof"', 'Scheune', ['de:', '"barn" is Gutshof', 'not Scheune']),
             ('"Hof" for "Gutshof"', 'Hof', ['de:', '"barn" needs Gutshof'])]
    failed = 0
    for name, word, expected in cases:
        with tempfile.TemporaryDirectory() as tmp:
            po_dir = os.path.join(tmp, 'po')
            shutil.copytree(os.path.join(root, 'po'), po_dir)
            if word:
                path = os.path.join(po_dir, 'de.po')
                with open(path, encoding='utf-8') as f:
                    blocks = f.read().split('\n\n')
                for i, block in enumerate(blocks):
                    head, sep, tail = block.partition('\nmsgstr')
                    if sep and [(e['ctxt'], e['id']) for e in parse_po_text(head + '\nmsgstr ""')] == [key(target)]:
                        blocks[i] = head + sep + tail.replace('Gutshof', word)
                with open(path, 'w', encoding='utf-8') as f:
                    f.write('\n\n'.join(blocks))
            r = subprocess.run([sys.executable, os.path.abspath(__file__), root, '--po', po_dir],
                               capture_output=True, text=True)
            found = [line for line in r.stdout.splitlines() if line.startswith('PROBLEM')]
            if word is None:
                ok = r.returncode == 0
                print(f'self-test, {name}: exit {r.returncode}, {len(found)} problems (expected: exit 0)')
            else:
                hits = [line for line in found if all(x in line for x in expected) and target['id'][:40] in line]
                ok = r.returncode == 1 and len(found) == 1 and len(hits) == 1
                print(f'self-test, {name} in {target["id"]!r}: exit {r.returncode} (expected: exit 1 naming the term)')
            for line in found[:10]:
                print('    ' + line)
            if not ok:
                print(f'self-test FAILED: {name}')
                failed += 1
    print('self-test: ' + ('FAILED' if failed else 'the glossary check fails on the wrong word and passes without it'))
    return 1 if failed else 0


def main():
    args = sys.argv[1:]
    if len(args) == 2 and args[1] == '--self-test':
        sys.exit(self_test(args[0]))
    if len(args) not in (1, 3) or (len(args) == 3 and args[1] != '--po'):
        print('usage: check_po.py <repository root> [--po DIR | --self-test]', file=sys.stderr)
        sys.exit(2)
    root = args[0]
    po_dir = args[2] if len(args) == 3 else os.path.join(root, 'po')
    with open(os.path.join(root, 'src', 'ui', 'core', 'i18n.cpp'), encoding='utf-8') as f:
        langs = [c for c in re.findall(r'\{"([a-z]{2})", "', f.read()) if c != 'en']
    problems = []
    pot = os.path.join(po_dir, 'carcassonne.pot')
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
    glossary_path = os.path.join(po_dir, 'glossary.txt')
    if os.path.exists(glossary_path):
        glossary = read_glossary(glossary_path)
        problems.extend(glossary[3])
    else:
        glossary = ({}, [], {}, [])
        problems.append('po/glossary.txt missing')
    used_exceptions = set()
    for lang in langs:
        path = os.path.join(po_dir, f'{lang}.po')
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
        wrong_terms = glossary_problems(lang, template, by_key, glossary, used_exceptions)
        problems.extend(wrong_terms)
        checked = sum(1 for rows in glossary[0].values() if lang in rows)
        print(f'{lang}: {done} of {len(template)} translated ({100.0 * done / max(1, len(template)):.1f}%), '
              f'nplurals={nplurals}, glossary: {checked} terms, messages off it: {len(wrong_terms)}')
    for (lang, term, msgid) in sorted(set(glossary[2]) - used_exceptions):
        if lang in langs:
            problems.append(f'glossary: the exception for {lang} {term!r} {msgid[:60]!r} matches no message that '
                            f'needs it: remove it')
    for p in problems[:200]:
        print('PROBLEM ' + p)
    if len(problems) > 200:
        print(f'... and {len(problems) - 200} more problems')
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()

// The game in the player's language: View > Language switches it live mid-game (the log, the menus and the help
// follow, the game goes on), the page's own texts and its lang attribute follow, the choice is kept for the next
// visit, and lang= in the address picks one. Polish and Russian get their letters in the font; English keeps
// only Latin-1. The expected words come from the catalogues in po/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIREFOX, LAYOUT_SKIP, SCREENS, frames, menuKeys, menuOpen, openApp, reloadApp, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const probe = (page, ok, what, timeout = 20_000) => until(page, () => window.carcProbe, ok, what, { shot: 'language', timeout });

// msgid (with "ctxt\u0004" before it when it has a context) -> the first msgstr, from po/<code>.po.
function catalogue(code) {
  const text = readFileSync(new URL(`../../po/${code}.po`, import.meta.url), 'utf8');
  const out = new Map();
  const unquote = (s) => JSON.parse(s.replace(/\\t/g, '\\t'));
  for (const block of text.split(/\n\n+/)) {
    let ctxt = null, id = null, str = null, field = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('#')) continue;
      const m = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[0\])?|msgstr\[\d+\])\s+(".*")$/.exec(line);
      if (m) {
        field = m[1];
        const v = unquote(m[2]);
        if (field === 'msgctxt') ctxt = v;
        else if (field === 'msgid') id = v;
        else if (field === 'msgstr' || field === 'msgstr[0]') str = v;
      } else if (line.startsWith('"')) {
        const v = unquote(line);
        if (field === 'msgctxt') ctxt += v;
        else if (field === 'msgid') id += v;
        else if (field === 'msgstr' || field === 'msgstr[0]') str += v;
      }
    }
    if (id) out.set(ctxt ? `${ctxt}\u0004${id}` : id, str);
  }
  return out;
}

test('View > Language switches the game to German mid-game: log, menus, help and page follow, and the choice is kept', { timeout: 180_000 }, async () => {
  const de = catalogue('de');
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=9'),
    { viewport: { width: 1366, height: 768 }, locale: 'en-GB' });
  let p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving && x.log.length > 0, 'my turn');
  assert.equal(p.app.language, 'en');
  assert.equal(p.app.fontGlyphs, 0, 'English needs only Latin-1 (and the languages\' names)');
  // One turn, so the log has a placement.
  const c = p.cells.find((x) => x.visible);
  await page.mouse.move(c.cx, c.cy);
  await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview');
  await page.mouse.click(c.cx, c.cy);
  await probe(page, (x) => x.phase === 'deploy', 'the follower step');
  await page.keyboard.press('Space');
  p = await probe(page, (x) => x.phase === 'place' && x.turn >= 2 && !x.cameraMoving, 'my second turn');
  const englishLog = p.log.slice();
  const placedBefore = p.placed;

  // View > Language > Deutsch, by the mouse.
  const clickItem = async (label) => {
    const q = await probe(page, (x) => x.app.items.some((i) => i[0] === label), `"${label}" on screen`);
    const i = q.app.items.find((x) => x[0] === label);
    await page.mouse.move(i[1] + i[3] / 2, i[2] + i[4] / 2);
    await frames(page, 2);
    await page.mouse.click(i[1] + i[3] / 2, i[2] + i[4] / 2);
    await frames(page, 3);
  };
  await clickItem('View');
  await clickItem('Language');
  await page.screenshot({ path: join(SCREENS, 'language-menu.png') });
  await clickItem('Deutsch');
  p = await probe(page, (x) => x.app.language === 'de', 'the game in German');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  await page.screenshot({ path: join(SCREENS, 'language-german-game.png') });
  assert.equal(p.placed, placedBefore, 'the game goes on where it was');
  assert.equal(p.log.length, englishLog.length, 'the same log lines');
  const newGame = de.get('New game: %1$s, %2$d player');
  assert.ok(newGame, 'po/de.po translates the log\'s first line');
  const [head] = newGame.split('%');
  assert.ok(p.log[0].startsWith(head), `the log's first line in German: ${p.log[0]} (expected to start ${head})`);
  for (let i = 0; i < p.log.length; i++) assert.notEqual(p.log[i], englishLog[i], `log line ${i} is no longer English: ${p.log[i]}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  assert.equal(await page.evaluate(() => document.getElementById('announce').getAttribute('aria-label')), de.get('Game log'));

  // The Game menu's items and the help in German.
  await menuKeys(page, []);
  p = await probe(page, (x) => x.app.items.some((i) => i[0] === de.get('New game...')), 'the Game menu in German');
  await page.keyboard.press('Escape');
  p = await menuOpen(page, ['ArrowRight', 'ArrowRight', 'Enter'], (x) => x.app.windows.help, 'Help > How to play');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  await page.screenshot({ path: join(SCREENS, 'language-german-help.png') });
  assert.ok(p.app.items.some((i) => i[0] === de.get('How to play')), 'the help\'s page button in German');
  assert.ok(p.app.items.some((i) => i[5].startsWith(de.get('Help'))), 'the help window\'s title in German');
  assert.deepEqual(problems, []);

  // The next visit starts in German (kept with the preferences), the page's texts too.
  await reloadApp(page);
  p = await probe(page, (x) => x.app.language === 'de' && x.log.length > 0, 'German again after a reload');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  await context.close();
});

test('lang=pl and lang=ru: the font gets their letters; the browser\'s language picks one on a first visit', { timeout: 120_000 }, async () => {
  for (const [code, glyphs] of [['pl', 1], ['ru', 2]]) {
    const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, `play&fast&test&seed=9&lang=${code}`),
      { viewport: { width: 390, height: 844 } });
    const p = await probe(page, (x) => x.app.language === code && x.app.fontGlyphs === glyphs && x.log.length > 0, `the game in ${code}`);
    await frames(page, 4);
    await page.screenshot({ path: join(SCREENS, `language-${code}-phone.png`) });
    assert.equal(await page.evaluate(() => document.documentElement.lang), code);
    assert.ok(p.log.every((l) => !/^New game/.test(l)), `no English log line: ${p.log[0]}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
  if (FIREFOX) return;  // (this Firefox's BiDi sets no per-context locale: navigator.languages stays the system's)
  const { context, page } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=9'),
    { viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
  await probe(page, (x) => x.app.language === 'fr', 'a French browser\'s first visit in French');
  await context.close();
});

// On a phone with the text at 200%: no widget's text wider than its box and no window cutting its text off (the
// probe's cutOff list, as touch.test.mjs checks English), on the game in progress, the new game screen, the help,
// the tiles left, the settings, the saved games and the final table. Prints the count of cut-off texts per
// language. Every language at four sizes is checked natively (ctest's layout_languages_*: the desktop app's layout
// check, whose items match the browser's to the pixel); this is the browser's own path to the same layout (its
// fonts and pixel ratio from the page), in German (the longest words) and the two languages whose letters the
// font adds (Polish, Russian). The layout is the game's own (ImGui), the same in every browser: the Firefox pass
// leaves this to the Chromium pass.
const LANGUAGES = ['de', 'pl', 'ru'];
const SIZES = [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, 2],
];
for (const [device, options, text] of SIZES) {
  test(`no text cut off in ${LANGUAGES.join(', ')}: ${device}, text at ${text * 100}%`, { timeout: 600_000, skip: LAYOUT_SKIP }, async () => {
    const found = {};
    const counts = {};
    for (const lang of LANGUAGES) {
      const problemsHere = [];
      const check = (q, what) => {
        for (const c of q.app.cutOff) problemsHere.push(`${what}: ${c}`);
      };
      const shot = (what) => join(SCREENS, `language-${lang}-${device}-${text * 100}-${what}.png`);
      const a = await openApp(env.browser, withQuery(env.server.url, `play&fast&test&seed=9&text=${text}&lang=${lang}`), options);
      await probe(a.page, (x) => x.app.language === lang && x.phase === 'place' && !x.cameraMoving, `${lang}: my turn`);
      await frames(a.page, 6);
      let p = await a.page.evaluate(() => window.carcProbe);
      await a.page.screenshot({ path: shot('game') });
      check(p, 'the game');
      await menuOpen(a.page, ['Enter'], (x) => x.app.windows.newGame && !x.app.popup, `${lang}: the new game screen`);
      await frames(a.page, 6);
      p = await a.page.evaluate(() => window.carcProbe);
      await a.page.screenshot({ path: shot('new-game') });
      check(p, 'the new game screen');
      await a.page.keyboard.press('Escape');
      await probe(a.page, (x) => !x.app.windows.newGame, `${lang}: the new game screen closed`);
      await menuOpen(a.page, ['ArrowRight', 'ArrowRight', 'Enter'], (x) => x.app.windows.help, `${lang}: the help`);
      await frames(a.page, 6);
      p = await a.page.evaluate(() => window.carcProbe);
      await a.page.screenshot({ path: shot('help') });
      check(p, 'the help');
      await a.page.keyboard.press('Escape');
      await probe(a.page, (x) => !x.app.windows.help, `${lang}: the help closed`);
      // View > Tiles left, View > Settings, Game > Saved games.
      for (const [what, keys, open] of [
        ['the tiles left', ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'], (x) => x.app.windows.tilesLeft],
        ['the settings', ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'], (x) => x.app.windows.settings],
        ['the saved games', ['ArrowDown', 'Enter'], (x) => x.app.saves.open]]) {
        await menuOpen(a.page, keys, (x) => open(x) && !x.app.popup, `${lang}: ${what}`);
        await frames(a.page, 6);
        p = await a.page.evaluate(() => window.carcProbe);
        check(p, what);
        await a.page.keyboard.press('Escape');
        await probe(a.page, (x) => !open(x), `${lang}: ${what} closed`);
      }
      assert.deepEqual(a.problems, []);
      await a.context.close();
      const b = await openApp(env.browser, withQuery(env.server.url, `autoplay&test&seed=3&text=${text}&lang=${lang}`), options);
      await probe(b.page, (x) => x.app.language === lang && x.over && x.final && !x.animating, `${lang}: the final table`, 60_000);
      await frames(b.page, 6);
      p = await b.page.evaluate(() => window.carcProbe);
      await b.page.screenshot({ path: shot('final') });
      check(p, 'the final table');
      assert.deepEqual(b.problems, []);
      await b.context.close();
      counts[lang] = problemsHere.length;
      if (problemsHere.length) found[lang] = problemsHere;
    }
    console.log(`cut-off texts, ${device} at ${text * 100}%: ${JSON.stringify(counts)}`);
    assert.deepEqual(found, {}, 'texts cut off');
  });
}

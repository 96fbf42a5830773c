// One game open in two tabs of one browser: it is played in one place at a time and no move is lost.
// Tab A plays a game; tab B opens the game's address, is told the game is open elsewhere and takes it over
// ("Play it here"); A then only shows it and stores nothing; B plays on; A takes it back and finds B's moves.
// Without Web Locks (older browsers) both tabs can play the same game: the revision check inside the
// IndexedDB transaction refuses the stale tab's write, and that tab reloads the newer game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENS, frames, openSavedGames, placeOnLitCell, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const url = (q) => withQuery(env.server.url, q);
const probe = (page, ok, what) => until(page, () => window.carcProbe, ok, what, { shot: 'tabs' });
const saves = (page, ok, what) => until(page, () => window.carcSaves, ok, what, { shot: 'tabs' });

// A tab the player switches to: in front (Firefox draws no frame in a tab behind another, as a person sees none).
const show = (page) => page.bringToFront();

async function open(context, q, problems) {
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  await page.goto(url(q));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  return page;
}

// One whole turn of the person: place on a lit cell, no follower (Space), then the computer's reply.
async function playTurn(page, k) {
  const before = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn');
  await placeOnLitCell(page, k);
  await probe(page, (x) => x.phase === 'deploy' && x.placed === before.placed + 1, 'the follower step');
  await page.keyboard.press('Space');
  return probe(page, (x) => x.phase === 'place' && x.placed >= before.placed + 2 && !x.cameraMoving, 'my next turn');
}

// The stored record of `key`, read straight from IndexedDB: its revision and number of actions.
function stored(page, key) {
  return page.evaluate((k) => new Promise((resolve, reject) => {
    const req = indexedDB.open('carcassonne');
    req.onsuccess = () => {
      const get = req.result.transaction('saves').objectStore('saves').get(k);
      get.onsuccess = () => {
        const j = JSON.parse(get.result);
        resolve({ rev: j.app.rev, actions: j.actions.length });
        req.result.close();
      };
      get.onerror = () => reject(get.error);
    };
    req.onerror = () => reject(req.error);
  }), key);
}

test('a second tab takes the game over; the first becomes read-only; no move is lost', { timeout: 240_000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 720 } });
  const problems = [];
  const a = await open(context, 'play&fast&test&seed=41', problems);
  await playTurn(a, 0);
  await playTurn(a, 3);
  const sa = await saves(a, (s) => s.running && s.rev >= 2, 'tab A\'s autosave');
  const key = sa.running;

  // Tab B opens the same address: the Continue prompt says the game is open elsewhere.
  const b = await open(context, 'fast&test', problems);
  const sb = await saves(b, (s) => s.continueAt?.[0] > 0 && s.saves.some((i) => i.key === key && i.elsewhere),
    'the prompt in tab B, the game marked as open elsewhere');
  await b.screenshot({ path: join(SCREENS, 'tabs-b-prompt.png') });
  await b.mouse.click(sb.continueAt[0], sb.continueAt[1]);  // "Play it here"
  const took = await saves(b, (s) => s.running === key && !s.elsewhere, 'tab B plays the game');
  assert.equal(took.actions, sa.actions, 'tab B has every move of tab A');
  // Tab A hears it and stops: the game is shown, read-only, with a way to take it back.
  await show(a);
  const lost = await saves(a, (s) => s.elsewhere && s.elsewhereAt[0] > 0, 'tab A shows the game as continued elsewhere');
  assert.equal(lost.actions, sa.actions);

  // B plays a whole turn; the store follows B.
  await show(b);
  await playTurn(b, 1);
  const sb2 = await saves(b, (s) => s.actions > sa.actions && s.rev > sa.rev, 'tab B\'s autosave');
  await frames(b, 3);
  let rec = await stored(b, key);
  assert.equal(rec.actions, sb2.actions, 'the stored game has tab B\'s moves');

  // A click on A's board does nothing: A is read-only and stores nothing.
  await show(a);
  await a.mouse.click(550, 300);
  await a.keyboard.press('Space');
  await frames(a, 6);
  const after = await a.evaluate(() => window.carcSaves);
  assert.equal(after.actions, sa.actions, 'tab A made no move');
  rec = await stored(a, key);
  assert.equal(rec.actions, sb2.actions, 'tab A wrote nothing over tab B\'s game');
  await a.screenshot({ path: join(SCREENS, 'tabs-a-continued-elsewhere.png') });
  await b.screenshot({ path: join(SCREENS, 'tabs-b-playing.png') });

  // A takes the game back: it gets B's moves and plays on; B becomes read-only in turn.
  await a.mouse.click(lost.elsewhereAt[0], lost.elsewhereAt[1]);
  const back = await saves(a, (s) => s.running === key && !s.elsewhere && s.actions === sb2.actions, 'tab A has the game back');
  await show(b);
  await saves(b, (s) => s.elsewhere, 'tab B shows the game as continued elsewhere');
  await show(a);
  await playTurn(a, 2);
  const final = await saves(a, (s) => s.actions > back.actions && s.rev > sb2.rev, 'tab A\'s autosave');
  await frames(a, 3);
  rec = await stored(a, key);
  assert.equal(rec.actions, final.actions, 'the stored game has every move of both tabs');
  assert.equal(rec.rev, final.rev);
  // Tab B's Saved games: the game is listed as played elsewhere (no Delete), and the window says whether the
  // browser keeps the games (a game of several turns asked it to).
  await show(b);
  const w = await openSavedGames(b);
  assert.ok(['kept', 'evictable'].includes(w.app.saves.keeping), `the browser was asked: ${w.app.saves.keeping}`);
  const listed = await saves(b, (s) => s.saves.some((i) => i.key === key && i.elsewhere), 'the game listed as open elsewhere');
  assert.equal(listed.saves.find((i) => i.key === key).rev, final.rev, 'tab B\'s list shows tab A\'s newest revision');
  await b.screenshot({ path: join(SCREENS, 'tabs-b-saved-games.png') });
  // Different games in different tabs go on side by side: a third tab starts its own game while A plays on.
  const c = await open(context, 'play&fast&test&seed=45', problems);
  await playTurn(c, 0);
  const sc = await saves(c, (s) => s.running && s.running !== key && s.rev >= 1 && !s.elsewhere, 'tab C plays its own game');
  await show(a);
  await playTurn(a, 4);
  const sa3 = await saves(a, (s) => s.rev > final.rev && !s.elsewhere, 'tab A goes on with its game');
  await frames(a, 3);
  assert.equal((await stored(a, key)).actions, sa3.actions);
  assert.equal((await stored(c, sc.running)).rev, (await c.evaluate(() => window.carcSaves.rev)));
  assert.deepEqual(problems, []);
  await context.close();
});

test('without Web Locks, a tab that is behind has its write refused and reloads the newer game', { timeout: 180_000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 720 } });
  // As in a browser without the Web Locks API: both tabs may open the same game.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined }));
  const problems = [];
  const a = await open(context, 'play&fast&test&seed=43', problems);
  await playTurn(a, 0);
  const sa = await saves(a, (s) => s.running && s.rev >= 1, 'tab A\'s autosave');
  const key = sa.running;
  const b = await open(context, 'fast&test', problems);
  const sb = await saves(b, (s) => s.continueAt?.[0] > 0 && s.saves.some((i) => i.key === key && !i.elsewhere), 'the prompt in tab B');
  await b.mouse.click(sb.continueAt[0], sb.continueAt[1]);
  await saves(b, (s) => s.running === key && s.actions === sa.actions, 'tab B continues the game');
  await playTurn(b, 2);
  const sb2 = await saves(b, (s) => s.actions > sa.actions && s.rev > sa.rev, 'tab B\'s autosave');
  await frames(b, 3);
  // Tab A, still at the older revision, plays its own move: the store refuses it, and A shows B's game.
  await show(a);
  await placeOnLitCell(a, 1);
  const reloaded = await saves(a, (s) => s.notice && s.actions === sb2.actions && s.rev === sb2.rev, 'tab A reloads the newer game');
  assert.equal(reloaded.running, key);
  const rec = await stored(a, key);
  assert.equal(rec.actions, sb2.actions, 'the stored game is tab B\'s, untouched');
  assert.equal(rec.rev, sb2.rev);
  await a.screenshot({ path: join(SCREENS, 'tabs-a-reloaded.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

// A first visit, as a player makes it: a few turns against the computer, the service worker takes the page over
// for offline play and never offers "a new version" (nothing was updated), and the game stored in IndexedDB comes
// back after a reload. Run in each browser of the suite (scripts/test.sh: Chromium, then Firefox). The page runs
// with ?test: the test reads window.carcProbe / window.carcSaves and acts only through the mouse and the keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BROWSER, SCREENS, frames, openApp, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const probe = (page, ok, what) => until(page, () => window.carcProbe, ok, what, { shot: 'firstvisit', timeout: 30_000 });
const updateShown = (page) => page.evaluate(() => document.getElementById('update').classList.contains('shown'));

test('a first visit plays against the computer, goes offline-ready without a false "new version", and the game survives a reload', { timeout: 300_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=7'),
    { viewport: { width: 1280, height: 800 } });
  // Three turns of mine by the mouse (the computer plays after each).
  for (let turn = 0; turn < 3; turn++) {
    const p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving && x.cells.some((c) => c.visible), 'my turn');
    const cells = p.cells.filter((q) => q.visible);
    const c = cells[turn % cells.length];
    await page.mouse.move(c.cx, c.cy);
    await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview');
    await page.mouse.click(c.cx, c.cy);
    await probe(page, (x) => x.phase === 'deploy', 'the follower step');
    await page.keyboard.press(' ');
    await probe(page, (x) => (x.phase === 'place' && x.placed === p.placed + 2) || x.over, 'the computer\'s move and my next turn');
  }
  // The service worker has cached the bundle and controls the page; no update was offered.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60_000 });
  await frames(page, 30);
  assert.equal(await updateShown(page), false, 'no "new version" on a first visit');
  const saved = await until(page, () => window.carcSaves, (s) => s.actions > 0 && s.saves.some((g) => g.entry && g.turn >= 6),
    'the stored game', { shot: 'firstvisit' });
  await page.screenshot({ path: join(SCREENS, `firstvisit-${BROWSER}-game.png`) });
  // A reload: the Continue prompt brings the same game back, from IndexedDB.
  await page.goto(withQuery(env.server.url, 'test'));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  const s = await until(page, () => window.carcSaves, (x) => x.continueAt?.[0] > 0, 'the Continue prompt', { shot: 'firstvisit' });
  await page.mouse.click(s.continueAt[0], s.continueAt[1]);
  const back = await until(page, () => window.carcSaves, (x) => x.continueDecided && x.actions > 0, 'the game back', { shot: 'firstvisit' });
  assert.equal(back.actions, saved.actions, 'every move came back');
  const p = await probe(page, (x) => x.active && x.phase === 'place', 'my turn after the reload');
  assert.ok(p.placed >= 7, `the board came back: ${p.placed} tiles`);
  assert.equal(await updateShown(page), false, 'still no "new version" after the reload');
  await page.screenshot({ path: join(SCREENS, `firstvisit-${BROWSER}-continued.png`) });
  assert.deepEqual(problems, []);
  await context.close();
});

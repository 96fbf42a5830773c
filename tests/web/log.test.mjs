// The game log always shows its newest line, turn after turn, unless the player scrolls up to read; then a
// "Newest" button brings the newest lines back and the log follows them again. A placement's line, chosen, shows
// its tile on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENS, frames, openApp, placeOnLitCell, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const probe = (page, ok, what) => until(page, () => window.carcProbe, ok, what, { shot: 'log' });

async function playTurn(page, k) {
  const before = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn');
  await placeOnLitCell(page, k);
  await probe(page, (x) => x.phase === 'deploy', 'the follower step');
  await page.keyboard.press('Space');
  return probe(page, (x) => x.phase === 'place' && x.placed >= before.placed + 2 && !x.cameraMoving, 'my next turn');
}

test('the log shows its newest line after every turn, a "Newest" button after the player scrolled up, and a line\'s tile on the board', { timeout: 240_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=12'),
    { viewport: { width: 1366, height: 768 } });
  let p;
  for (let turn = 0; turn < 12; turn++) {
    p = await playTurn(page, turn * 7);
    await frames(page, 4);
    p = await page.evaluate(() => window.carcProbe);
    assert.ok(p.hud.log.newestShown, `turn ${turn + 1}: the newest of ${p.hud.log.lines} log lines is in view`);
    assert.equal(p.hud.log.follow, true);
  }
  assert.ok(p.hud.log.lines > 20, `a log longer than its panel (${p.hud.log.lines} lines)`);
  await page.screenshot({ path: join(SCREENS, 'log-newest.png') });
  // Scroll up over the log (the bottom of the side panel) to read: the log stays there as new lines come.
  await page.mouse.move(1366 - 150, 768 - 90);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -120);
  p = await probe(page, (x) => !x.hud.log.follow && !x.hud.log.newestShown && x.hud.log.newest[0] > 0, 'the log scrolled up, Newest shown');
  await playTurn(page, 3);
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  assert.equal(p.hud.log.follow, false, 'the log stays where the player scrolled');
  await page.screenshot({ path: join(SCREENS, 'log-scrolled-up.png') });
  await page.mouse.click(p.hud.log.newest[0], p.hud.log.newest[1]);
  p = await probe(page, (x) => x.hud.log.follow && x.hud.log.newestShown, 'the newest line after "Newest"');
  await playTurn(page, 5);
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  assert.ok(p.hud.log.newestShown && p.hud.log.follow, 'the log follows again');
  // A click on a placement's line brings its tile to the middle of the open board, framed for a moment. The
  // oldest such line in view is chosen: a tile placed turns ago, away from where the camera is.
  const [tile, lx, ly] = p.hud.logTiles[0];
  await page.mouse.move(lx, ly);
  await frames(page, 2);
  await page.mouse.click(lx, ly);
  p = await probe(page, (x) => x.flash?.tile === tile && !x.cameraMoving, 'the chosen tile, framed, the camera still');
  const [ax0, ay0, ax1, ay1] = p.area;
  const top = Math.max(ay0, p.banner[3]);
  assert.ok(Math.abs(p.flash.cx - (ax0 + ax1) / 2) < 2 && Math.abs(p.flash.cy - (top + ay1) / 2) < 2,
    `tile ${tile} is in the middle of the open board: ${p.flash.cx},${p.flash.cy}`);
  await page.screenshot({ path: join(SCREENS, 'log-line-shows-tile.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

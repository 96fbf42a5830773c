// The history of finished games: two games of the person's finished (played out by the `autoplay&you` start option),
// both kept; Game > History and statistics lists them; one is replayed, moved to its middle with the slider and back
// to the end with the keys; "Play on from here" starts a new game at that move; the statistics count both games.
// Acts through clicks and keys; reads the game's probe (window.carcProbe.app.history / .replay).
// Presses the slider at its middle and lets go a few frames later, as a hand does.
async function pressMiddle(page) {
  // (The bar sizes itself to its content over its first frames: where the slider stands is read once it is still.)
  let at = null;
  for (let k = 0; k < 50; ++k) {
    await page.mouse.move(5 + (k % 2), 400);
    await frames(page, 2);
    const now = (await page.evaluate(() => window.carcProbe)).app.replay.slider;
    if (at && now.every((v, i) => v === at[i])) break;
    at = now;
  }
  const [x0, y0, x1, y1] = at;
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2);
  await frames(page, 3);
  await page.mouse.down();
  await frames(page, 3);
  await page.mouse.up();
}
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENS, frames, menuKeys, menuOpen, openApp, placeOnLitCell, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const probe = (page, ok, what) => until(page, () => window.carcProbe, ok, what, { shot: 'history' });
const url = (seed) => withQuery(env.server.url, `autoplay&you&test&seed=${seed}`);

test('history: two finished games kept, one replayed to the middle and back, played on from there, counted', { timeout: 150_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, url(3), { viewport: { width: 1366, height: 768 } });
  let p = await probe(page, (x) => x.over && x.app.history.kept === 1, 'the first game kept');
  await page.goto(url(4));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  p = await probe(page, (x) => x.over && x.app.history.kept === 2, 'the second game kept');
  const finalScores = p.scores;

  // Game > History and statistics (its third item), over the final table.
  p = await menuOpen(page, ['ArrowDown', 'ArrowDown', 'Enter'], (x) => x.app.history.open && x.app.history.listed === 2,
    'the history window');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  assert.equal(p.app.history.replay.length, 2, 'a Replay button for each game');
  await page.screenshot({ path: join(SCREENS, 'history-games.png') });

  // The newest game (the one just played), replayed: it opens at its end.
  await page.mouse.click(...p.app.history.replay[0]);
  p = await probe(page, (x) => x.app.replay.on && x.app.replay.turns > 0 &&
    x.app.replay.position === x.app.replay.turns && x.app.replay.slider[0] > 0, 'the replay at its end');
  assert.deepEqual(p.scores, finalScores, 'the newest game is the one just played');
  const turns = p.app.replay.turns, placedAtEnd = p.placed;
  // The slider's middle: the game half way.
  await pressMiddle(page);
  p = await probe(page, (x) => x.app.replay.position !== turns, 'the slider moved');
  const middle = p.app.replay.position;
  assert.ok(Math.abs(middle - turns / 2) <= turns / 10, `near the middle: ${middle} of ${turns}`);
  assert.ok(p.placed < placedAtEnd && p.placed > 1, `fewer tiles at the middle: ${p.placed} of ${placedAtEnd}`);
  await page.screenshot({ path: join(SCREENS, 'history-replay.png') });
  // Back to the end with the keys, one move back, then the middle again.
  await page.mouse.move(5, 400);
  await page.keyboard.press('End');
  p = await probe(page, (x) => x.app.replay.position === turns && x.placed === placedAtEnd, 'End: the end again');
  await page.keyboard.press('PageUp');
  p = await probe(page, (x) => x.app.replay.position === turns - 1, 'PageUp: one move back');
  await pressMiddle(page);
  p = await probe(page, (x) => Math.abs(x.app.replay.position - middle) <= 1 && x.app.replay.playOn[0] > 0, 'the middle again');
  const placedAtMiddle = p.placed;

  // Play on from here: a new game from that move, the person against the computer.
  await page.mouse.click(...p.app.replay.playOn);
  p = await probe(page, (x) => !x.app.replay.on && x.active && !x.over, 'a game going on from the middle');
  assert.equal(p.placed, placedAtMiddle, 'the board as the replay showed it');
  p = await probe(page, (x) => x.phase === 'place' && x.player === 0, 'the person to play');
  await page.screenshot({ path: join(SCREENS, 'history-play-on.png') });

  // The statistics: both games, against Medium, under Classic rules.
  p = await menuOpen(page, ['ArrowDown', 'ArrowDown', 'Enter'], (x) => x.app.history.open && x.app.history.statsTab[0] > 0,
    'the history window again');
  await frames(page, 3);
  p = await page.evaluate(() => window.carcProbe);
  await page.mouse.click(...p.app.history.statsTab);
  p = await probe(page, (x) => x.app.history.tab === 1 && x.app.history.stats.length > 0, 'the statistics');
  assert.deepEqual(p.app.history.stats.map((r) => [r.rules, r.opponents, r.aided, r.games]), [['Classic', 'Medium', false, 2]]);
  assert.equal(p.app.history.chartBars, 2, 'both games in the chart');
  await page.mouse.move(5, 400);
  await frames(page, 3);
  await page.screenshot({ path: join(SCREENS, 'history-statistics.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the game being played is replayed from its start and taken up again as it was', { timeout: 120_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=5'),
    { viewport: { width: 1366, height: 768 } });
  await placeOnLitCell(page, 0);
  await probe(page, (x) => x.phase === 'deploy', 'the follower step');
  await page.keyboard.press('Space');
  let p = await probe(page, (x) => x.phase === 'place' && x.placed === 3 && !x.cameraMoving, 'my second turn');
  const before = { placed: p.placed, scores: p.scores, turn: p.turn, log: p.log.length };
  // Game > Replay this game.
  await menuKeys(page, []);
  p = await probe(page, (x) => x.app.items.some((i) => i[0] === 'Replay this game'), 'the Game menu');
  const item = p.app.items.find((i) => i[0] === 'Replay this game');
  await page.mouse.click(item[1] + item[3] / 2, item[2] + item[4] / 2);
  p = await probe(page, (x) => x.app.replay.on && x.app.replay.turns >= 2, 'the replay of the game being played');
  await page.mouse.move(5, 400);
  await page.keyboard.press('Home');
  p = await probe(page, (x) => x.app.replay.position === 0 && x.placed === 1, 'Home: its start');
  await page.screenshot({ path: join(SCREENS, 'history-replay-current.png') });
  // Close replay: the game as it was, the person to place the drawn tile.
  const close = p.app.items.find((i) => i[0] === 'Close replay');
  assert.ok(close, 'the replay bar\'s Close');
  await page.mouse.click(close[1] + close[3] / 2, close[2] + close[4] / 2);
  p = await probe(page, (x) => !x.app.replay.on && x.phase === 'place', 'the game again');
  assert.deepEqual({ placed: p.placed, scores: p.scores, turn: p.turn }, { placed: before.placed, scores: before.scores, turn: before.turn });
  const s = await page.evaluate(() => window.carcSaves);
  assert.equal(s.saves.filter((i) => i.entry && !i.finished).length, 1, 'still one saved entry: the replay wrote nothing');
  assert.deepEqual(problems, []);
  await context.close();
});

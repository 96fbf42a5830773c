// Inns & Cathedrals played to the end in the browser: a person's seat driven by the test (the mouse and the keys
// only) against the greedy computer player, with the large follower deployed from the deploy bar. The page runs
// with ?play&inns (that game at once), ?fast and ?test (the test only READS window.carcProbe).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { RULES_GAME_SKIP, SCREENS, frames, placeOnLitCell, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();

const probe = (page, ok, what, timeout) => until(page, () => window.carcProbe, ok, what, { timeout, shot: 'inns' });
const mine = (p) => p.over || ['place', 'deploy'].includes(p.phase);
const kBig = 4;  // Figure::Big, the large follower: its place in the probe's `kinds` (the deploy bar's buttons)

async function steady(page) {
  await frames(page, 3);
  return page.evaluate(() => window.carcProbe);
}

const seed = 7;
test(`Inns & Cathedrals to the end with the large follower (seed ${seed})`, { timeout: 300_000, skip: RULES_GAME_SKIP }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(withQuery(env.server.url, `play&fast&test&inns&seed=${seed}`));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  const count = { turns: 0, big: 0, follower: 0, bigOffered: 0 };
  let p = await probe(page, mine, 'my first turn');
  const start = Date.now();
  let shot = false;
  while (!p.over) {
    if (Date.now() - start > 270_000) throw new Error(`too slow: ${JSON.stringify(count)}`);
    p = await steady(page);
    if (p.over) break;
    if (p.phase === 'computer' || p.phase === 'sync') {
      p = await probe(page, mine, 'my turn', 30_000);
      continue;
    }
    const before = p.revision;
    if (p.phase === 'place') {
      await placeOnLitCell(page, count.turns * 3);
      count.turns++;
    } else if (p.phase === 'deploy') {
      // The large follower whenever the deploy bar offers it (it comes back after its feature scores); else a
      // follower now and then.
      if (p.kinds[kBig][0] > 0) count.bigOffered++;
      let done = false;
      if (p.kinds[kBig][0] > 0) {
        await page.mouse.click(p.kinds[kBig][0], p.kinds[kBig][1]);
        const q = await probe(page, (x) => x.markers.length && x.markers.every((m) => m.figure === 'big'), 'large follower spots');
        const m = q.markers.find((mm) => mm.visible && mm.feature !== 'field') ?? q.markers.find((mm) => mm.visible);
        if (m) {
          await page.mouse.click(m.cx, m.cy);
          count.big++;
          done = true;
          if (!shot) {
            await probe(page, (x) => x.revision !== before, 'the large follower placed');
            await frames(page, 4);
            await page.screenshot({ path: join(SCREENS, 'inns-large-follower.png') });
            shot = true;
          }
        }
      }
      if (!done) {
        const ms = (await steady(page)).markers.filter((m) => m.visible && m.figure === 'follower');
        if (ms.length && count.turns % 3 === 0) {
          await page.mouse.click(ms[0].cx, ms[0].cy);
          count.follower++;
        } else {
          await page.keyboard.press('Space');
        }
      }
    }
    p = await probe(page, (x) => x.over || x.revision !== before || x.generation !== p.generation, 'my decision to take effect');
  }
  await probe(page, (x) => !x.animating, 'the final scores', 60_000);
  await frames(page, 4);
  await page.screenshot({ path: join(SCREENS, `inns-final-${seed}.png`) });
  p = await page.evaluate(() => window.carcProbe);
  console.log(`# seed ${seed}: ${JSON.stringify(count)}, scores ${p.scores.join(':')}, ${p.placed} tiles`);
  assert.ok(p.placed > 80, `an Inns & Cathedrals game has 90 tiles, less those that fit nowhere: ${p.placed}`);
  assert.ok(count.big >= 1, `the large follower was deployed: ${JSON.stringify(count)}`);
  assert.deepEqual(problems, []);
  await context.close();
});

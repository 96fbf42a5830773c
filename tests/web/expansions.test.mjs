// River + Abbey & Mayor played to the end in the browser: a person's seat driven by the test (the mouse and
// the keys only) against the greedy computer player, with the abbey, the mayor, the wagon (and its moves) and
// the barn; the page is reloaded mid-game and the game continues. The page runs with ?play&river&abbey
// (that game at once), ?fast and ?test (the test only READS window.carcProbe).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES_GAME_SKIP, SCREENS, frames, openApp, placeOnLitCell, reloadApp, reopenAndContinue, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();

const probe = (page, ok, what, timeout) => until(page, () => window.carcProbe, ok, what, { timeout, shot: 'expansions' });
const mine = (p) => p.over || ['place', 'deploy', 'abbey', 'wagon'].includes(p.phase);
// The probe after the board's windows have sized themselves.
async function steady(page) {
  await frames(page, 3);
  return page.evaluate(() => window.carcProbe);
}

// The adjacent wagon rule (variants.md), whose moves the person's seat gets to make in this seed's game; the
// default rule's wagon move is the saved game's below.
const seed = 5, wagon = 'adjacent';
test(`River + Abbey & Mayor (${wagon} wagon moves) to the end, with a reload mid-game (seed ${seed})`, { timeout: 300_000, skip: RULES_GAME_SKIP }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  let page = await context.newPage();
  const problems = [];
  const watch = (pg) => pg.on('pageerror', (e) => problems.push(e.message));
  watch(page);
  const q = `play&fast&test&river&abbey&seed=${seed}&wagon=${wagon}`;
  await page.goto(withQuery(env.server.url, q));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  const count = { turns: 0, abbey: 0, mayor: 0, wagon: 0, barn: 0, follower: 0, wagonMoved: 0, wagonHome: 0, reloaded: 0 };
  let p = await probe(page, mine, 'my first turn');
  let shot = false;
  const start = Date.now();
  while (!p.over) {
    if (Date.now() - start > 270_000) throw new Error(`too slow: ${JSON.stringify(count)}`);
    p = await steady(page);
    if (p.over) break;
    if (p.phase === 'computer' || p.phase === 'sync') {
      p = await probe(page, mine, 'my turn', 30_000);
      continue;
    }
    if (count.turns >= 18 && !count.reloaded && p.phase === 'place') {
      // Close the page in the middle of the game (my turn: nothing moves) and continue the saved game.
      count.reloaded++;
      await page.screenshot({ path: join(SCREENS, 'expansions-mid-game.png') });
      const placed = p.placed, scores = p.scores;
      page = await reopenAndContinue(context, page, withQuery(env.server.url, 'fast&test'), watch);
      p = await page.evaluate(() => window.carcProbe);
      assert.equal(p.placed, placed, 'the same tiles after the reload');
      assert.deepEqual(p.scores, scores, 'the same scores after the reload');
      continue;
    }
    const before = p.revision;
    if (p.phase === 'abbey') {
      const cells = p.cells.filter((c) => c.visible);
      if (cells.length && count.abbey === 0) {
        await page.mouse.click(cells[0].cx, cells[0].cy);
        count.abbey++;
      } else {
        await page.keyboard.press('Space');  // draw a tile instead
      }
    } else if (p.phase === 'place') {
      // The view stays where the player left it: like a player, the test fits the board (F) to see it all.
      await placeOnLitCell(page, count.turns * 5);
      count.turns++;
    } else if (p.phase === 'deploy') {
      // Prefer the kinds not used yet: barn, wagon, mayor; else a follower now and then.
      let done = false;
      for (const [k, name] of [[3, 'barn'], [2, 'wagon'], [1, 'mayor']]) {
        if (count[name] > 0 || p.kinds[k][0] < 0) continue;
        await page.mouse.click(p.kinds[k][0], p.kinds[k][1]);
        const q2 = await probe(page, (x) => x.markers.length && x.markers.every((m) => m.figure === name), `${name} spots`);
        // (The wagon on a road, which completes soonest, so that it gets to move on.)
        const ms = (await steady(page)).markers.filter((mm) => mm.visible && (name !== 'wagon' || mm.feature === 'road'));
        const m = ms[0] ?? q2.markers[0];
        if (!m.visible || (name === 'wagon' && m.feature !== 'road')) {
          await page.mouse.click(p.kinds[0][0] > 0 ? p.kinds[0][0] : p.skip[0], p.kinds[0][0] > 0 ? p.kinds[0][1] : p.skip[1]);
          await frames(page, 2);
          if (p.kinds[0][0] > 0) await page.keyboard.press('Space');
          done = true;
          break;
        }
        if (!shot && name === 'barn') {
          await page.screenshot({ path: join(SCREENS, 'expansions-barn-spots.png') });
        }
        await page.mouse.click(m.cx, m.cy);
        count[name]++;
        done = true;
        break;
      }
      if (!done) {
        const ms = p.markers.filter((m) => m.visible && m.figure === 'follower');
        if (ms.length && count.turns % 3 === 0) {
          await page.mouse.click(ms[0].cx, ms[0].cy);
          count.follower++;
        } else {
          await page.keyboard.press('Space');
        }
      }
    } else if (p.phase === 'wagon') {
      await page.keyboard.press('f');  // every destination in view
      await frames(page, 2);
      const ms = (await steady(page)).markers.filter((m) => m.visible);
      if (!shot) {
        await page.screenshot({ path: join(SCREENS, 'expansions-wagon-move.png') });
        shot = true;
      }
      if (ms.length) {
        await page.mouse.click(ms[0].cx, ms[0].cy);
        count.wagonMoved++;
      } else {
        await page.mouse.click(p.skip[0], p.skip[1]);  // Wagon goes home
        count.wagonHome++;
      }
    }
    p = await probe(page, (x) => x.revision !== before || x.generation !== p.generation, 'my decision to take effect');
  }
  await probe(page, (x) => !x.animating, 'the final scores', 60_000);
  await frames(page, 4);
  await page.screenshot({ path: join(SCREENS, `expansions-final-${seed}.png`) });
  p = await page.evaluate(() => window.carcProbe);
  console.log(`# seed ${seed}: ${JSON.stringify(count)}, scores ${p.scores.join(':')}, ${p.placed} tiles`);
  assert.ok(p.placed > 80, `a River + Abbey & Mayor game has more tiles: ${p.placed}`);
  assert.ok(count.reloaded === 1, 'reloaded mid-game');
  assert.ok(count.barn + count.wagon + count.mayor >= 2, `Abbey & Mayor figures placed: ${JSON.stringify(count)}`);
  // This seed's game gives the person an abbey hole, a barn corner and a road for the wagon. (Whether the
  // wagon's road is completed in time for a move depends on the tiles: counted here; the test below
  // makes a wagon move from a saved position.)
  assert.ok(count.abbey >= 1 && count.barn >= 1 && count.wagon >= 1, `every figure: ${JSON.stringify(count)}`);
  assert.deepEqual(problems, []);
  await context.close();
});

// A saved River + Abbey & Mayor game (the engine tests' record) stopped where a wagon waits to move on, with
// every seat played at this screen: continued in the browser, its destinations are lit and a click moves it (a guaranteed wagon move, where the
// full game above can only count its own). On a phone-sized screen, so the decision is also seen there.
test('a wagon waiting to move: its destinations are lit and a tap moves it (phone)', { timeout: 120_000 }, async () => {
  const saved = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)),
    '../engine/data/record-v2-2000-river-abbey-mayor-wagon-pending.json'), 'utf8'));
  saved.app.entry = true;  // a game's own entry (docs/save-format.md), which Continue? offers
  for (const seat of saved.players) seat.computer = false;  // whoever owns the waiting wagon decides here
  const record = JSON.stringify(saved);
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'fast&test'),
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  await until(page, () => window.carcSaves, (s) => s.available, 'the saves store', { shot: 'expansions' });
  // The record goes in as a game entry, as if this browser had played it, then the page opens again.
  await page.evaluate((text) => new Promise((resolve, reject) => {
    const req = indexedDB.open('carcassonne');
    req.onsuccess = () => {
      const tx = req.result.transaction('saves', 'readwrite');
      tx.objectStore('saves').put(text, `game-${Date.now()}`);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    };
    req.onerror = () => reject(req.error);
  }), record);
  await reloadApp(page);
  const s = await until(page, () => window.carcSaves, (x) => x.continueAt?.[0] > 0, 'the Continue? prompt', { shot: 'expansions' });
  await page.touchscreen.tap(s.continueAt[0], s.continueAt[1]);
  let p = await probe(page, (x) => x.phase === 'wagon', 'the wagon decision');
  // The destinations' circles were too close on the whole board: the camera zooms in on them until they stand
  // apart, and keeps them all in view.
  await frames(page, 3);
  p = await probe(page, (x) => !x.cameraMoving, 'the camera still');
  p = await steady(page);
  const targets = p.markers.filter((m) => m.visible);
  assert.ok(targets.length >= 2 && targets.length === p.markers.length, `every destination in view: ${targets.length} of ${p.markers.length}`);
  let closest = Infinity;
  for (let i = 0; i < targets.length; i++)
    for (let j = i + 1; j < targets.length; j++)
      closest = Math.min(closest, Math.hypot(targets[i].cx - targets[j].cx, targets[i].cy - targets[j].cy));
  assert.ok(closest >= 1.9 * targets[0].r, `destinations apart: closest ${closest.toFixed(1)} px, radius ${targets[0].r}`);
  await page.screenshot({ path: join(SCREENS, 'expansions-phone-wagon.png') });
  const before = p.revision;
  await page.touchscreen.tap(targets[0].cx, targets[0].cy);
  p = await probe(page, (x) => x.revision !== before && x.phase !== 'wagon', 'the wagon move');
  assert.ok(p.log.some((l) => /wagon moves on to a /.test(l)), `the log tells of the move: ${JSON.stringify(p.log.slice(-3))}`);
  await probe(page, (x) => !x.cameraMoving, 'a still board');
  await page.screenshot({ path: join(SCREENS, 'expansions-phone-after-wagon.png') });
  // The last tiles by touch (a tap tries a cell, a second tap places), no more figures, then the abbey round
  // and the final table on the phone.
  for (let guard = 0; !p.over && guard < 80; guard++) {
    const rev = p.revision;
    if (p.phase === 'place') {
      await page.keyboard.press('f');
      await frames(page, 3);  // the fit has begun
      p = await probe(page, (x) => x.cells.some((c) => c.visible) && !x.cameraMoving, 'lit cells in view');
      const c = p.cells.find((cc) => cc.visible);
      await page.touchscreen.tap(c.cx, c.cy);
      await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the tried cell');
      await page.touchscreen.tap(c.cx, c.cy);
    } else {
      await page.keyboard.press('Space');  // no figure / draw a tile / no abbey / wagon goes home
    }
    p = await probe(page, (x) => x.over || (x.revision !== rev && !x.cameraMoving), 'the next decision');
  }
  assert.ok(p.over, 'the game ended');
  await probe(page, (x) => !x.animating, 'the final scores', 60_000);
  await frames(page, 4);
  await page.screenshot({ path: join(SCREENS, 'expansions-phone-final.png') });
  await page.keyboard.press('Escape');  // the board under the table
  await frames(page, 4);
  await page.screenshot({ path: join(SCREENS, 'expansions-phone-final-board.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

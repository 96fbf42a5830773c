// The Wheel of Fortune played in the browser: a person's seat driven by the test (mouse and keys only) against
// the greedy computer player, to the end, with a follower put on a crown, the Plague's choice made by the person
// (by click, and by Tab + Enter), and a reload mid-game after which the game continues; the final table agrees
// with the log. A second test watches the pig walk round the wheel segment by segment (without ?fast, which
// turns motion off). The page runs with ?play&wheel (that game at once) and ?test (the test only READS
// window.carcProbe). Seed 10: the pig stops on Plague four times in a greedy game, the first time in turn 8.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { RULES_GAME_SKIP, SCREENS, frames, placeOnLitCell, reopenAndContinue, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const SEED = 10;
const SEGMENTS = ['Fortune', 'Tax', 'Famine', 'Storm', 'Inquisition', 'Plague'];

const probe = (page, ok, what, timeout) => until(page, () => window.carcProbe, ok, what, { timeout, shot: 'wheel' });
const mine = (p) => p.over || ['place', 'deploy', 'plague'].includes(p.phase);
async function steady(page) {
  await frames(page, 3);
  return page.evaluate(() => window.carcProbe);
}

test(`Wheel of Fortune to the end against the greedy computer, crowns and the Plague, a reload mid-game (seed ${SEED})`,
  { timeout: 360_000, skip: RULES_GAME_SKIP }, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    let page = await context.newPage();
    const problems = [];
    const watch = (pg) => pg.on('pageerror', (e) => problems.push(e.message));
    watch(page);
    await page.goto(withQuery(env.server.url, `play&fast&test&wheel&seed=${SEED}`));
    await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
    const count = { turns: 0, follower: 0, crown: 0, plagueClick: 0, plagueKeys: 0, reloaded: 0 };
    let p = await probe(page, mine, 'my first turn');
    // The wheel at the start: the pig on Fortune, nine empty crown spaces on the board.
    assert.equal(p.wheel.pig, 0, 'the pig starts on Fortune');
    assert.equal(p.wheel.crowns.length, 9);
    assert.ok(p.wheel.crowns.every((c) => c.player === -1), 'the crowns start empty');
    assert.deepEqual(p.wheel.crowns.map((c) => c.segment), [0, 1, 1, 2, 3, 3, 4, 5, 5]);
    assert.equal(p.placed, 16, 'the wheel board is 16 cells');
    const start = Date.now();
    while (!p.over) {
      if (Date.now() - start > 330_000) throw new Error(`too slow: ${JSON.stringify(count)}`);
      p = await steady(page);
      if (p.over) break;
      if (p.phase === 'computer' || p.phase === 'sync') {
        p = await probe(page, mine, 'my turn', 40_000);
        continue;
      }
      if (count.turns >= 14 && !count.reloaded && p.phase === 'place') {
        // Close the page in the middle of the game and continue the saved game.
        count.reloaded++;
        const { placed, scores } = p;
        const crowns = p.wheel.crowns.map((c) => c.player);
        const pig = p.wheel.pig;
        page = await reopenAndContinue(context, page, withQuery(env.server.url, 'fast&test'), watch);
        p = await page.evaluate(() => window.carcProbe);
        assert.equal(p.placed, placed, 'the same tiles after the reload');
        assert.deepEqual(p.scores, scores, 'the same scores after the reload');
        assert.equal(p.wheel.pig, pig, 'the pig where it was');
        assert.deepEqual(p.wheel.crowns.map((c) => c.player), crowns, 'the same followers on the crowns');
        continue;
      }
      const before = p.revision;
      if (p.phase === 'place') {
        await placeOnLitCell(page, count.turns * 5);
        count.turns++;
      } else if (p.phase === 'deploy') {
        const crowns = p.markers.filter((m) => m.visible && m.space >= 0);
        const land = p.markers.filter((m) => m.visible && m.space < 0 && m.figure === 'follower');
        if (count.crown === 0 && count.turns >= 3 && crowns.length) {
          // A follower on a crown: the lit crown spaces are the free ones, one per segment with room.
          const m = crowns[crowns.length - 1];
          const space = p.wheel.crowns[m.space];
          assert.ok(space.player === -1 && space.lit, 'a lit crown is a free one');
          await page.mouse.click(m.cx, m.cy);
          p = await probe(page, (x) => x.revision !== before, 'the crown deployment');
          assert.equal(p.wheel.crowns[m.space].player, 0, 'my follower stands on the crown');
          assert.ok(p.log.some((l) => l.startsWith('You placed a tile and a follower on a crown of ')), 'the log says so');
          count.crown++;
          continue;
        }
        // Followers on the land now and then (so that the Plague has something to take).
        if (land.length && (count.turns % 2 === 1 || count.follower < 2)) {
          await page.mouse.click(land[0].cx, land[0].cy);
          count.follower++;
        } else {
          await page.keyboard.press('Space');
        }
      } else if (p.phase === 'plague') {
        // The Plague's lights come once the pig has stopped; only my followers on the land are lit.
        p = await probe(page, (x) => x.phase !== 'plague' || (x.wheel.ready && x.markers.length > 0), 'the Plague choice');
        if (p.phase !== 'plague') continue;
        assert.equal(p.wheel.pig, 5, 'the pig stands on Plague');
        assert.ok(p.markers.every((m) => m.ring), 'only followers to send home are lit');
        const logLines = p.log.length;
        if (count.plagueClick === 0) {
          const m = p.markers.find((x) => x.visible) ?? p.markers[0];
          if (!m.visible) {
            await page.keyboard.press('f');
            await probe(page, (x) => !x.cameraMoving, 'Fit');
            continue;
          }
          await page.mouse.click(m.cx, m.cy);
          count.plagueClick++;
        } else {
          await page.keyboard.press('Tab');
          await frames(page, 2);
          await page.keyboard.press('Enter');
          count.plagueKeys++;
        }
        p = await probe(page, (x) => x.revision !== before, 'the Plague decision');
        assert.ok(p.log.slice(logLines - 1).some((l) => /^Plague: Your \w+ goes home$/.test(l)),
          `the log names my follower going home: ${p.log.slice(-3).join(' | ')}`);
        continue;
      }
      p = await probe(page, (x) => x.revision !== before || x.generation !== p.generation, 'my decision to take effect');
    }
    await probe(page, (x) => !x.animating, 'the final scores', 60_000);
    await frames(page, 4);
    await page.screenshot({ path: join(SCREENS, `wheel-final-${SEED}.png`) });
    p = await page.evaluate(() => window.carcProbe);
    console.log(`# seed ${SEED}: ${JSON.stringify(count)}, scores ${p.scores.join(':')}, ${p.placed} cells`);
    assert.ok(p.placed > 70, `the wheel board and the tiles: ${p.placed}`);
    assert.equal(count.reloaded, 1, 'reloaded mid-game');
    assert.ok(count.crown >= 1, 'a follower on a crown');
    assert.ok(count.plagueClick >= 1, `a Plague choice by click: ${JSON.stringify(count)}`);
    // The pig's moves in the log, each from where the last one stopped.
    const moves = p.log.filter((l) => l.includes(' tile moves the pig '));
    assert.ok(moves.length >= 10, `the pig moved: ${moves.length}`);
    let at = 0;
    for (const l of moves) {
      const m = /^(.*) tile moves the pig (\d) segments? to (\w+): /.exec(l);
      assert.ok(m, l);
      assert.ok(p.names.some((n) => m[1] === (n === 'You' ? 'Your' : `${n}'s`)), `whose tile moved the pig: ${l}`);
      m.splice(1, 1);
      at = (at + Number(m[1])) % 6;
      assert.equal(SEGMENTS[at], m[2], `the walk adds up: ${l}`);
    }
    assert.equal(p.wheel.pig, at, 'the pig stands where the log says');
    // The final table agrees with the log: the wheel's events and the crowns have their own columns.
    const cols = p.final.columns;
    const kinds = { road: 'Roads', city: 'Cities', cloister: 'Cloisters', farm: 'Farms', barn: 'Barns' };
    const sums = p.names.map(() => cols.map(() => 0));
    for (const line of p.log) {
      let col = -1, rest = '';
      let m;
      if ((m = /^(Final scoring, )?(\w+) .*?:(.*) \(/.exec(line)) && kinds[m[2]]) [col, rest] = [cols.indexOf(kinds[m[2]]), m[3]];
      else if ((m = / tile moves the pig .*?: (.*) \(/.exec(line))) [col, rest] = [cols.indexOf('Wheel'), m[1]];
      else if ((m = /^Crowns of \w+: (.*) \(/.exec(line))) [col, rest] = [cols.indexOf('Crowns'), m[1]];
      if (col < 0) continue;
      p.names.forEach((name, i) => {
        const hit = ` ${rest}`.split(` ${name} +`);
        if (hit.length > 1) sums[i][col] += parseInt(hit[1], 10);
      });
    }
    p.final.rows.forEach((row, i) => {
      assert.deepEqual(row.points, sums[i], `player ${i}: every column equals the sum of its log lines`);
      assert.equal(row.total, p.scores[i]);
    });
    assert.ok(sums.some((r) => r[cols.indexOf('Wheel')] > 0), 'the wheel paid somebody');
    assert.deepEqual(problems, []);
    await context.close();
  });

test('the pig walks round the wheel segment by segment, and the event is shown where it lands', { timeout: 180_000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(withQuery(env.server.url, `play&test&wheel&seed=${SEED}&delay=0.05`));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  // Play quickly (a tile anywhere, no follower) until a pig's walk is seen between two segments.
  const seen = { between: null, landed: null };
  const end = Date.now() + 150_000;
  while (!seen.landed && Date.now() < end) {
    const p = await page.evaluate(() => window.carcProbe);
    if (p.wheel?.walking && p.wheel.angle % 60 > 3 && p.wheel.angle % 60 < 57) seen.between = p.wheel;
    if (seen.between && !p.wheel.walking && p.wheel.event) seen.landed = p.wheel;
    if (p.phase === 'place' && !p.wheel.walking) {
      const c = p.cells.find((x) => x.visible);
      if (c) await page.mouse.click(c.cx, c.cy);
      else await page.keyboard.press('f');
    } else if (p.phase === 'deploy') {
      await page.keyboard.press('Space');
    } else if (p.phase === 'plague' && p.wheel.ready && p.markers.length) {
      await page.keyboard.press('Tab');
      await frames(page, 2);
      await page.keyboard.press('Enter');
    }
    await page.waitForTimeout(15);
  }
  assert.ok(seen.between, 'the pig was seen between two segments');
  assert.ok(seen.landed, 'the pig landed and its event was shown');
  assert.equal(seen.landed.angle, seen.landed.pig * 60, 'at rest on its segment');
  assert.equal(seen.landed.lit, seen.landed.pig, 'the landing segment is lit');
  assert.equal(seen.landed.event, SEGMENTS[seen.landed.pig], 'the banner names the event');
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone, a placed tile too small for its figure circles is zoomed in on until they stand apart', { timeout: 120_000 }, async () => {
  // Seed 5: the first tile, placed on the first lit cell at Fit zoom, offers two farmers and a thief close together.
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(withQuery(env.server.url, 'play&fast&test&wheel&seed=5&level=1'));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  await probe(page, (x) => x.phase === 'place', 'the person\'s turn');
  await page.keyboard.press('f');
  let p = await probe(page, (x) => x.cells.some((c) => c.visible) && !x.cameraMoving, 'Fit');
  const before = p.scale;
  const cell = p.cells.find((c) => c.visible);
  await page.touchscreen.tap(cell.cx, cell.cy);
  await probe(page, (x) => x.preview?.x === cell.x && x.preview?.y === cell.y, 'the tile tried there');
  await page.touchscreen.tap(cell.cx, cell.cy);
  p = await probe(page, (x) => x.phase === 'deploy' && !x.cameraMoving, 'the figure choice, camera still');
  const onTile = p.markers.filter((m) => m.space < 0);
  assert.ok(onTile.length >= 2, `several circles on the tile: ${onTile.length}`);
  let closest = Infinity;
  for (let i = 0; i < onTile.length; i++)
    for (let j = i + 1; j < onTile.length; j++)
      closest = Math.min(closest, Math.hypot(onTile[i].cx - onTile[j].cx, onTile[i].cy - onTile[j].cy));
  assert.ok(closest >= 1.9 * onTile[0].r, `circles apart: closest ${closest.toFixed(1)} px, radius ${onTile[0].r}`);
  assert.ok(p.scale > before, `zoomed in: ${before} -> ${p.scale}`);
  await page.screenshot({ path: join(SCREENS, 'wheel-phone-deploy-zoom.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

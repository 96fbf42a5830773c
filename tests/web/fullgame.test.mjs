// A whole game in the browser through the page's own input: you (mouse clicks on the canvas, a few keys)
// against one computer player, from the first tile to the final scoring. The page runs with ?play (no
// new-game screen), ?fast (the computer decides at once) and ?test (the board publishes window.carcProbe:
// legal cells and follower markers in CSS pixels). The test only READS the probe; it acts by clicks and keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENS, distinctColours, frames, openApp, readPng, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();

const probe = (page) => page.evaluate(() => window.carcProbe);

// Waits until the probe satisfies `ok` (polling; the page renders while the computer plays).
async function until(page, ok, what, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const p = await probe(page);
    if (p && ok(p)) return p;
    if (Date.now() > end) {
      await page.screenshot({ path: join(SCREENS, 'fullgame-timeout.png') });
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(p)?.slice(0, 400)}`);
    }
    await page.waitForTimeout(25);
  }
}

// The human's turn, once the camera has settled (the board follows its growth with a short animation).
const settled = (p) => p.over || ((p.phase === 'place' || p.phase === 'deploy') && !p.cameraMoving);

test('a complete 2-player game against the computer, played with the mouse', { timeout: 240_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=4242'),
    { viewport: { width: 1280, height: 800 } });
  await frames(page, 4);
  let p = await until(page, settled, 'the first turn');
  assert.equal(p.phase, 'place');
  assert.equal(p.placed, 1);
  let humanTurns = 0, deployed = 0, rotated = false, tookBack = false, keyboardTurn = false;
  let shotPlace = false, shotDeploy = false;
  const start = Date.now();
  while (!p.over) {
    if (p.phase === 'sync') {
      p = await until(page, (x) => x.phase !== 'sync', 'the board to catch up');
      continue;
    }
    if (process.env.CARC_DEBUG) console.log(`# ${p.phase} rev ${p.revision} placed ${p.placed} cells ${p.cells.length} markers ${p.markers.length}`);
    if (p.phase === 'place') {
      await frames(page, 3);  // the turn banner grows with the turn's hint: read what is covered after it has
      p = await probe(page);
      if (!p.cells.some((c) => c.visible)) {
        // The view stays where the player left it; when the board has grown out of it, Fit (F) brings it back.
        await page.keyboard.press('f');
        p = await until(page, (x) => x.cells.some((c) => c.visible), 'Fit to show the lit cells', 5000);
      }
      const cells = p.cells.filter((c) => c.visible);
      assert.ok(cells.length > 0, `no visible legal cell: ${JSON.stringify(p).slice(0, 300)}`);
      const before = p;
      if (!keyboardTurn && humanTurns === 3) {
        // One turn with the keyboard only: arrows move the cursor, Enter places.
        keyboardTurn = true;
        await page.mouse.move(4, 790);  // out of the way (no hover preview)
        await frames(page, 3);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowDown');
        await until(page, (x) => x.preview, 'arrow keys to put the cursor on a legal cell', 5000);
        await page.keyboard.press('Enter');
      } else {
        const c = cells[(humanTurns * 7) % cells.length];
        await page.mouse.move(c.cx, c.cy);
        const q = await until(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y,
          `hovering the legal cell ${JSON.stringify(c)} to preview the tile there`, 5000);
        if (!rotated) {
          // R turns the tile to its next legal rotation at this cell (it stays legal: the click below places it).
          const f = q.frames;
          await page.keyboard.press('r');
          const r = await until(page, (x) => x.frames > f + 1, 'a frame after R', 5000);
          assert.equal(r.preview.x, c.x);
          rotated = r.preview.rot !== q.preview.rot;
        }
        if (humanTurns === 1) await page.screenshot({ path: join(SCREENS, 'fullgame-place.png') }), shotPlace = true;
        await page.mouse.click(c.cx, c.cy);
      }
      p = await until(page, (x) => x.revision !== before.revision && settled(x) || x.over || x.phase === 'computer', 'the placement');
      if (p.phase === 'deploy' && !tookBack) {
        // Take the tile back with the board's button: the same tile is in hand again, then place it again.
        tookBack = true;
        await frames(page, 3);  // the buttons under the tile size themselves in their first frames
        p = await probe(page);
        assert.ok(p.takeBack[0] > 0, 'no take-back button');
        await page.mouse.click(p.takeBack[0], p.takeBack[1]);
        p = await until(page, (x) => x.phase === 'place' && settled(x), 'the take-back');
        assert.equal(p.placed, before.placed, 'take back did not lift the tile');
        assert.equal(p.bag, before.bag, 'take back drew another tile');
        continue;
      }
    } else if (p.phase === 'deploy') {
      await frames(page, 3);  // the buttons under the tile size themselves in their first frames
      p = await probe(page);
      const before = p;
      if (!shotDeploy && p.markers.length >= 2) {
        await page.mouse.move(4, 790);
        await frames(page, 2);
        await page.screenshot({ path: join(SCREENS, 'fullgame-deploy.png') });
        shotDeploy = true;
      }
      const markers = p.markers.filter((m) => m.visible);
      if (markers.length > 0 && humanTurns % 3 !== 2) {
        const m = markers[humanTurns % markers.length];
        assert.ok(['knight', 'thief', 'farmer', 'monk'].includes(m.role), m.role);
        await page.mouse.click(m.cx, m.cy);
        deployed++;
      } else if (humanTurns % 2) {
        await page.keyboard.press('Space');  // no follower, by key
      } else {
        await page.mouse.click(p.skip[0], p.skip[1]);  // no follower, by the board's button
      }
      humanTurns++;
      if (process.env.CARC_DEBUG) console.log(`# turn ${humanTurns} at ${((Date.now() - start) / 1000).toFixed(1)} s, ${p.placed} tiles`);
      p = await until(page, (x) => x.revision !== before.revision && x.phase !== 'deploy' || x.over, 'the end of the turn');
    }
    if (!p.over && p.phase === 'computer') p = await until(page, settled, 'the computer\'s turn', 30_000);
    if (problems.length) throw new Error(`page problems: ${problems.join(' | ')}`);
    if (Date.now() - start > 200_000) throw new Error('the game is taking too long');
  }
  assert.ok(humanTurns >= 30, `only ${humanTurns} turns of mine`);
  assert.ok(deployed >= 5, `only ${deployed} followers deployed`);
  assert.ok(rotated, 'R never changed the rotation');
  assert.ok(tookBack && keyboardTurn && shotPlace);
  assert.equal(p.bag, 0);
  assert.ok(p.scores.some((s) => s > 0), `no points: ${p.scores}`);
  // The final scores play one after another; then the page shows the end of the game.
  await until(page, (x) => !x.animating, 'the final scoring highlights', 60_000);
  await frames(page, 4);
  const file = join(SCREENS, 'fullgame-end.png');
  await page.screenshot({ path: file });
  assert.ok(distinctColours(readPng(file)) > 60, 'blank page at the end');
  // Screen readers heard the game: the page's live log region holds the latest lines, the end included.
  const heard = await page.evaluate(() => [...document.querySelectorAll('#announce p')].map((e) => e.textContent));
  assert.ok(heard.length > 3 && heard.length <= 12, `the live region keeps the last lines: ${heard.length}`);
  assert.ok(heard.some((t) => t.startsWith('Game over: ')), `the end was announced: ${JSON.stringify(heard)}`);
  assert.ok(heard.some((t) => / \+\d+ \(/.test(t) || /: \d+$/.test(t)), `scores were announced: ${JSON.stringify(heard)}`);
  console.log(`# game over after ${((Date.now() - start) / 1000).toFixed(1)} s: ${humanTurns} turns of mine, `
    + `${deployed} followers, scores ${p.scores.join(':')}, ${p.placed} tiles`);
  assert.deepEqual(problems, []);
  await context.close();
});

// Nothing in the way: on a phone, after each computer turn its tile and at least one lit cell lie in the open part
// of the board (not under the turn banner, a panel or the edge) with no Fit pressed, and the follower circles of
// the tile placed do not overlap (every tile type at the zooms' ends: ui_tests' Markers); a mouse-wheel event leaves a
// phone's layout for fingers as it was; hovering a lit cell on a desktop moves no button of the panels. The page runs
// with ?test: the tests READ window.carcProbe and act only through the touch screen, the mouse and the keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAYOUT_SKIP, SCREENS, frames, openApp, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const probe = (page, ok, what, shot = 'inview') => until(page, () => window.carcProbe, ok, what, { shot });
const item = (p, label) => p.app.items.find((i) => i[0] === label);

let markersSeen = 0;

// My turn on a phone: tap a lit cell in view twice (preview, place), then No follower.
async function phoneTurn(page, p, k) {
  const cells = p.cells.filter((c) => c.visible);
  const c = cells[k % cells.length];
  await page.touchscreen.tap(c.cx, c.cy);
  await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview');
  await page.touchscreen.tap(c.cx, c.cy);
  p = await probe(page, (x) => x.phase === 'deploy' && x.skip[0] > 0 && !x.cameraMoving, 'the follower step');
  await frames(page, 3);
  p = await page.evaluate(() => window.carcProbe);
  // The follower circles on the placed tile: no two overlap.
  const ms = p.markers;
  for (let i = 0; i < ms.length; i++)
    for (let j = i + 1; j < ms.length; j++)
      assert.ok(Math.hypot(ms[i].cx - ms[j].cx, ms[i].cy - ms[j].cy) >= ms[i].r + ms[j].r - 0.5,
        `turn ${p.turn}: the ${ms[i].role} and ${ms[j].role} circles overlap`);
  markersSeen += ms.length;
  await page.touchscreen.tap(p.skip[0], p.skip[1]);
  await probe(page, (x) => x.phase !== 'deploy', 'no follower');
}

for (const rules of ['river', 'wheel']) {
  test(`on a phone (${rules}), after each computer turn its tile and a lit cell are in the open part of the board`, { timeout: 300_000 }, async () => {
    const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, `play&fast&test&seed=9&${rules}`), PHONE);
    let checked = 0;
    for (let turn = 0; turn < 12; turn++) {
      let p = await probe(page, (x) => (x.phase === 'place' && !x.cameraMoving) || x.over, 'my turn');
      if (p.over) break;
      await frames(page, 3);
      p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn, settled');
      assert.ok(p.cells.some((c) => c.visible),
        `turn ${p.turn}: a lit cell in the open part of the board: ${JSON.stringify(p.cells)} banner ${p.banner} area ${p.area}`);
      if (turn > 0) {
        assert.ok(p.newest && !p.newest.hidden, `turn ${p.turn}: the computer's tile in view: ${JSON.stringify(p.newest)}`);
        checked++;
      }
      if (turn === 3) await page.screenshot({ path: join(SCREENS, `inview-${rules}-phone.png`) });
      await phoneTurn(page, p, turn);
    }
    assert.ok(checked >= 8, `computer turns checked: ${checked}`);
    assert.ok(markersSeen > 10, `follower circles checked: ${markersSeen}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a mouse-wheel event over a phone leaves its layout for fingers, and the next tap is not lost', { skip: LAYOUT_SKIP, timeout: 120_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=12'), PHONE);
  let p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn');
  await frames(page, 3);
  p = await page.evaluate(() => window.carcProbe);
  assert.equal(p.touch, true, 'a phone starts in the layout for fingers');
  const boxes = (q) => q.app.items.filter((i) => i[5] !== '##board').map((i) => `${i[0]} ${Math.round(i[3])}x${Math.round(i[4])}`).sort();
  const before = boxes(p);
  // One wheel event somewhere over the board (the mouse goes there first).
  await page.mouse.move(200, 500);
  await page.mouse.wheel(0, -100);
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  assert.equal(p.touch, true, 'still the layout for fingers after a wheel event');
  assert.deepEqual(boxes(p), before, 'no widget changed its size');
  // The next tap previews a lit cell.
  p = await probe(page, (x) => x.cells.some((c) => c.visible) && !x.cameraMoving, 'a lit cell in view');
  const c = p.cells.find((x) => x.visible);
  await page.touchscreen.tap(c.cx, c.cy);
  await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the tap previews the cell');
  assert.deepEqual(problems, []);
  await context.close();
});

test('hovering a lit cell on a desktop moves no button of the panels', { skip: LAYOUT_SKIP, timeout: 120_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=12'),
    { viewport: { width: 1366, height: 768 } });
  let p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving && item(x, 'Hint'), 'my turn');
  await page.mouse.move(5, 400);  // over no cell
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  const buttons = (q) => ['Hint', 'Rotate', 'Take back', 'No follower'].map((l) => [l, ...(item(q, l) || []).slice(1, 3).map(Math.round)]);
  const before = buttons(p);
  for (const c of p.cells.filter((x) => x.visible).slice(0, 4)) {
    await page.mouse.move(c.cx, c.cy);
    await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview on the hovered cell');
    await frames(page, 3);
    p = await page.evaluate(() => window.carcProbe);
    assert.deepEqual(buttons(p), before, `hovering ${c.x},${c.y} moved a button`);
  }
  await page.screenshot({ path: join(SCREENS, 'inview-hover.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

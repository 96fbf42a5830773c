// The web bundle in a real browser: it starts without errors, draws the start tile, and the board pans
// (mouse drag, touch drag, arrow keys), zooms (wheel, pinch, - key) and fits (F). Screenshots go to build/screens/.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { bundleUrl, distinctColours, findColour, frames, launch, openApp, readPng, SCREENS } from './harness.mjs';

const FIELD = [104, 156, 68];  // the tiles' field green (src/ui/tile_art.cpp)
let server, browser;

before(async () => {
  server = await bundleUrl();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

async function shot(page, name) {
  const file = join(SCREENS, name);
  await page.screenshot({ path: file });
  return readPng(file);
}

test('starts, shows the board with the start tile, no errors', async () => {
  const { context, page, problems } = await openApp(browser, server.url);
  await frames(page);
  assert.equal(await page.title(), 'Carcassonne');
  assert.ok(await page.evaluate(() => document.getElementById('splash').classList.contains('done')), 'splash hidden');
  assert.ok(await page.evaluate(() => typeof window.carcFirstFrameMs === 'number'), 'first-frame time recorded');
  const img = await shot(page, 'smoke.png');
  assert.ok(distinctColours(img) > 40, `only ${distinctColours(img)} colours: blank canvas?`);
  const field = findColour(img, FIELD);
  assert.ok(field.count > 3000, `start tile not visible (${field.count} field pixels)`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('mouse drag and arrow keys pan, wheel and - zoom, F fits', async () => {
  const { context, page, problems } = await openApp(browser, server.url);
  await frames(page);
  const before = findColour(await shot(page, 'pan-before.png'), FIELD);
  await page.mouse.move(512, 380);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(512 + 15 * i, 380 + 9 * i);
  await page.mouse.up();
  await page.mouse.move(20, 650);  // away from the tile: no tooltip over it
  await frames(page);
  const panned = findColour(await shot(page, 'pan-after.png'), FIELD);
  assert.ok(Math.abs(panned.x - before.x - 150) < 12 && Math.abs(panned.y - before.y - 90) < 12,
    `tile moved by (${panned.x - before.x}, ${panned.y - before.y}), expected (150, 90)`);

  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, -300);
  await page.mouse.move(20, 650);
  await frames(page, 6);
  const zoomed = findColour(await shot(page, 'zoom-wheel.png'), FIELD);
  assert.ok(zoomed.count > panned.count * 1.2, `wheel did not zoom in (${panned.count} -> ${zoomed.count})`);

  await page.keyboard.press('Minus');
  await frames(page);
  const out = findColour(await shot(page, 'zoom-key.png'), FIELD);
  assert.ok(out.count < zoomed.count * 0.9, `'-' did not zoom out (${zoomed.count} -> ${out.count})`);

  // Holding the right arrow moves the view right, so the tile goes left.
  await page.keyboard.down('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.up('ArrowRight');
  await frames(page);
  const keyed = findColour(await shot(page, 'pan-key.png'), FIELD);
  assert.ok(out.x - keyed.x > 50, `arrow key did not pan (${out.x} -> ${keyed.x})`);

  // F fits the board again: the start tile is back in the middle of the board area.
  await page.keyboard.press('f');
  await frames(page);
  const fitted = findColour(await shot(page, 'fit.png'), FIELD);
  assert.ok(Math.abs(fitted.x - before.x) < 12 && Math.abs(fitted.y - before.y) < 12,
    `fit put the tile at (${fitted.x}, ${fitted.y}), expected (${before.x}, ${before.y})`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('touch drag pans, pinch zooms, HiDPI backing store', async () => {
  const { context, page, problems } = await openApp(browser, server.url,
    { hasTouch: true, deviceScaleFactor: 2, viewport: { width: 800, height: 600 } });
  await frames(page);
  const size = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight };
  });
  assert.equal(size.w, size.cw * 2, `backing store ${size.w} for ${size.cw} CSS px at dpr 2`);
  const before = findColour(await shot(page, 'touch-before.png'), FIELD);
  const cdp = await context.newCDPSession(page);
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints: pts.map(([x, y]) => ({ x, y, id: 1 })) });
  await touch('touchStart', [[400, 300]]);
  for (let i = 1; i <= 10; i++) await touch('touchMove', [[400 - 10 * i, 300 - 6 * i]]);
  await touch('touchEnd', []);
  await frames(page);
  const after = findColour(await shot(page, 'touch-after.png'), FIELD);
  // Screenshot pixels are device pixels: the 100 x 60 CSS px drag moves the tile 200 x 120 of them.
  assert.ok(Math.abs(after.x - before.x + 200) < 24 && Math.abs(after.y - before.y + 120) < 24,
    `tile moved by (${after.x - before.x}, ${after.y - before.y}), expected (-200, -120)`);

  // Two fingers moving apart zoom in; the page itself does not zoom.
  const pinch = (type, pts) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id: id + 1 })) });
  await pinch('touchStart', [[380, 300], [420, 300]]);
  for (let d = 60; d <= 240; d += 20) await pinch('touchMove', [[400 - d / 2, 300], [400 + d / 2, 300]]);
  await pinch('touchEnd', []);
  await frames(page);
  const pinched = findColour(await shot(page, 'pinch.png'), FIELD);
  assert.ok(pinched.count > after.count * 1.5, `pinch did not zoom in (${after.count} -> ${pinched.count})`);
  assert.equal(await page.evaluate(() => window.visualViewport.scale), 1);
  assert.deepEqual(problems, []);
  await context.close();
});

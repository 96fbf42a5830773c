// Close-up art: on a pixel-ratio-3 phone zoomed in as far as the board goes, every tile on screen gets its own
// picture rendered at 1024 px (TileDetail) a few milliseconds a frame, and its edges are sharp: neighbouring
// screen pixels inside the start tile differ by more than a bilinear enlargement of the 124 px atlas picture
// (7.5 times) can make them. The page runs with ?test: the test reads window.carcProbe and acts through keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENS, decodePng, frames, openApp, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

// Pairs of neighbouring pixels (across and down) inside the rectangle whose brightness differs by more than
// `jump` (0-255): a picture enlarged 7.5 times spreads any edge over 7 or 8 pixels, about 34 per step at most.
function sharpSteps(img, x0, y0, x1, y1, jump = 60) {
  const luma = (x, y) => {
    const i = (y * img.width + x) * 4;
    return 0.299 * img.data[i] + 0.587 * img.data[i + 1] + 0.114 * img.data[i + 2];
  };
  let n = 0;
  for (let y = y0; y < y1 - 1; y++)
    for (let x = x0; x < x1 - 1; x++) {
      const l = luma(x, y);
      if (Math.abs(luma(x + 1, y) - l) > jump) n++;
      if (Math.abs(luma(x, y + 1) - l) > jump) n++;
    }
  return n;
}

test('zoomed in on a pixel-ratio-3 phone, the tiles get 1024 px pictures and sharp edges', { timeout: 180_000 }, async () => {
  const shot = 'closeup';
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&test&seed=7'), PHONE);
  await until(page, () => window.carcProbe, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn', { shot });
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('+');
    await frames(page, 1);
  }
  const t0 = Date.now();
  const p = await until(page, () => window.carcProbe, (x) => !x.cameraMoving && x.scale >= 319 && x.detail.pending === 0,
    'the close-up pictures', { timeout: 90_000, shot });
  const waited = Date.now() - t0;
  await frames(page, 3);
  const file = join(SCREENS, `${shot}-phone-dpr3.png`);
  const img = decodePng(await page.screenshot({ path: file }));
  assert.equal(p.detail.largest, 1024, `a 1024 px picture at the largest zoom: ${JSON.stringify(p.detail)}`);
  assert.ok(p.detail.textures >= 1 && p.detail.mb <= 64, `pictures kept within 64 MB: ${JSON.stringify(p.detail)}`);
  // The start tile's middle (cell 0, 0; inset by a tenth against the frames round lit cells), in device pixels.
  const dpr = 3, inset = p.scale * 0.1;
  const open = { x0: Math.max(p.area[0], p.origin[0] + inset), y0: Math.max(p.area[1], p.banner[3], p.origin[1] + inset),
    x1: Math.min(p.area[2], p.origin[0] + p.scale - inset), y1: Math.min(p.area[3], p.origin[1] + p.scale - inset) };
  assert.ok(open.x1 - open.x0 > 100 && open.y1 - open.y0 > 100, `the start tile is on screen: ${JSON.stringify(open)}`);
  const steps = sharpSteps(img, Math.round(open.x0 * dpr), Math.round(open.y0 * dpr), Math.round(open.x1 * dpr), Math.round(open.y1 * dpr));
  console.log(`close-up: ${JSON.stringify(p.detail)}, ready after ${waited} ms; sharp steps in the start tile: ${steps}`);
  assert.ok(steps >= 200, `sharp edges in the start tile (${steps} steps over 60; see ${file})`);
  assert.deepEqual(problems, []);
  await context.close();
});

// The web bundle in a real browser: it starts without errors, draws the start tile, and the board pans
// (mouse drag, touch drag, Shift+arrow keys), zooms (wheel, pinch, - key) and fits (F). Screenshots go to
// build/screens/. The page runs with ?play&test: a game starts at once, and the board publishes where the
// board's origin is on the screen and its scale (window.carcProbe), which the view checks read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENS, distinctColours, findColour, frames, openApp, readPng, touchSession, useBrowser, withQuery } from './harness.mjs';

const TABLE = [38, 52, 40];  // the empty table (kTable, src/ui/board/board_draw.h)
const env = useBrowser();
const opts = (url) => withQuery(url, 'play&test');
const view = (page) => page.evaluate(() => ({ x: window.carcProbe.origin[0], y: window.carcProbe.origin[1], s: window.carcProbe.scale }));


async function shot(page, name) {
  const file = join(SCREENS, name);
  await page.screenshot({ path: file });
  return readPng(file);
}

test('starts, shows the board with the start tile, no errors', async () => {
  const { context, page, problems } = await openApp(env.browser, opts(env.server.url));
  await frames(page);
  assert.equal(await page.title(), 'Carcassonne');
  // The page runs under a Content-Security-Policy: its own files only, no eval, no unhashed inline code.
  const csp = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? '');
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'/);
  assert.ok(await page.evaluate(() => document.getElementById('splash').classList.contains('done')), 'splash hidden');
  assert.ok(await page.evaluate(() => typeof window.carcFirstFrameMs === 'number'), 'first-frame time recorded');
  const img = await shot(page, 'smoke.png');
  assert.ok(distinctColours(img) > 40, `only ${distinctColours(img)} colours: blank canvas?`);
  // The start tile is drawn where the board says it is: its middle is not the empty table.
  const v = await view(page);
  const i = (Math.round(v.y + v.s * 0.75) * img.width + Math.round(v.x + v.s * 0.5)) * 4;
  const px = [img.data[i], img.data[i + 1], img.data[i + 2]];
  assert.ok(Math.abs(px[0] - TABLE[0]) + Math.abs(px[1] - TABLE[1]) + Math.abs(px[2] - TABLE[2]) > 40,
    `the start tile's middle looks like the empty table: ${px}`);
  assert.ok(findColour(img, TABLE).count > 1000, 'no table around the tile');
  assert.deepEqual(problems, []);
  await context.close();
});

test('mouse drag and arrow keys pan, wheel and - zoom, F fits', async () => {
  const { context, page, problems } = await openApp(env.browser, opts(env.server.url));
  await frames(page);
  await shot(page, 'pan-before.png');
  const before = await view(page);
  await page.mouse.move(512, 380);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(512 + 15 * i, 380 + 9 * i);
  await page.mouse.up();
  await page.mouse.move(20, 650);
  await frames(page);
  await shot(page, 'pan-after.png');
  const panned = await view(page);
  assert.ok(Math.abs(panned.x - before.x - 150) < 2 && Math.abs(panned.y - before.y - 90) < 2,
    `board moved by (${panned.x - before.x}, ${panned.y - before.y}), expected (150, 90)`);
  assert.equal(await page.evaluate(() => window.carcProbe.placed), 1, 'a drag must not place the tile');

  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, -300);
  await page.mouse.move(20, 650);
  await frames(page, 6);
  await shot(page, 'zoom-wheel.png');
  const zoomed = await view(page);
  assert.ok(zoomed.s > panned.s * 1.1, `wheel did not zoom in (${panned.s} -> ${zoomed.s})`);

  await page.keyboard.press('Minus');
  await frames(page);
  await shot(page, 'zoom-key.png');
  const out = await view(page);
  assert.ok(out.s < zoomed.s * 0.9, `'-' did not zoom out (${zoomed.s} -> ${out.s})`);

  // Holding Shift+right arrow moves the view right, so the board goes left (plain arrows move the
  // placement cursor while a tile is in hand).
  await page.keyboard.down('Shift');
  await page.keyboard.down('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.up('ArrowRight');
  await page.keyboard.up('Shift');
  await frames(page);
  await shot(page, 'pan-key.png');
  const keyed = await view(page);
  assert.ok(out.x - keyed.x > 50, `arrow key did not pan (${out.x} -> ${keyed.x})`);

  // F fits the board again: the start tile is back where it started.
  await page.keyboard.press('f');
  await frames(page);
  await shot(page, 'fit.png');
  const fitted = await view(page);
  assert.ok(Math.abs(fitted.x - before.x) < 2 && Math.abs(fitted.y - before.y) < 2 && Math.abs(fitted.s - before.s) < 0.01,
    `fit put the origin at (${fitted.x}, ${fitted.y}) x${fitted.s}, expected (${before.x}, ${before.y}) x${before.s}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('touch drag pans, pinch zooms, HiDPI backing store', async () => {
  const { context, page, problems } = await openApp(env.browser, opts(env.server.url),
    { hasTouch: true, deviceScaleFactor: 2, viewport: { width: 800, height: 600 } });
  await frames(page);
  const size = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight };
  });
  assert.equal(size.w, size.cw * 2, `backing store ${size.w} for ${size.cw} CSS px at dpr 2`);
  await shot(page, 'touch-before.png');
  const before = await view(page);
  const cdp = await touchSession(context, page);
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints: pts.map(([x, y]) => ({ x, y, id: 1 })) });
  await touch('touchStart', [[400, 300]]);
  for (let i = 1; i <= 10; i++) await touch('touchMove', [[400 - 10 * i, 300 - 6 * i]]);
  await touch('touchEnd', []);
  await frames(page);
  await shot(page, 'touch-after.png');
  const after = await view(page);
  // The probe is in CSS pixels: the 100 x 60 CSS px drag moves the board as much.
  assert.ok(Math.abs(after.x - before.x + 100) < 3 && Math.abs(after.y - before.y + 60) < 3,
    `board moved by (${after.x - before.x}, ${after.y - before.y}), expected (-100, -60)`);

  // Two fingers moving apart zoom in; the page itself does not zoom.
  const pinch = (type, pts) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id: id + 1 })) });
  await pinch('touchStart', [[380, 300], [420, 300]]);
  for (let d = 60; d <= 240; d += 20) await pinch('touchMove', [[400 - d / 2, 300], [400 + d / 2, 300]]);
  await pinch('touchEnd', []);
  await frames(page);
  await shot(page, 'pinch.png');
  const pinched = await view(page);
  assert.ok(pinched.s > after.s * 1.5, `pinch did not zoom in (${after.s} -> ${pinched.s})`);
  assert.equal(await page.evaluate(() => window.carcProbe.placed), 1, 'a pinch must not place the tile');
  assert.equal(await page.evaluate(() => window.visualViewport.scale), 1);
  assert.deepEqual(problems, []);
  await context.close();
});

// The splash goes when the app's first frame is on screen, so that frame must already show the new game screen
// (ImGui measures a new window in one frame and shows it in the next: the app builds one frame unseen first).
test('the first frame on screen shows the new game screen, not only the menu bar', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 700 } });
  await context.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, attrs) {
      return getContext.call(this, type, { ...(attrs || {}), preserveDrawingBuffer: true });
    };
    const offscreen = new WeakMap();
    const bind = WebGL2RenderingContext.prototype.bindFramebuffer;
    WebGL2RenderingContext.prototype.bindFramebuffer = function (target, fb) {
      if (target !== this.READ_FRAMEBUFFER) offscreen.set(this, !!fb);
      return bind.call(this, target, fb);
    };
    let drew = false;
    const draw = WebGL2RenderingContext.prototype.drawElements;
    WebGL2RenderingContext.prototype.drawElements = function (...args) {
      if (!offscreen.get(this)) drew = true;
      return draw.apply(this, args);
    };
    // In the animation frame after the first draw into the canvas: the Play button's green pixels then.
    const tick = () => {
      if (!drew) { requestAnimationFrame(tick); return; }
      const c = document.getElementById('canvas');
      const copy = document.createElement('canvas');
      copy.width = c.width; copy.height = c.height;
      const g = copy.getContext('2d');
      g.drawImage(c, 0, 0);
      const px = g.getImageData(0, 0, c.width, c.height).data;
      let green = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i + 1] > 130 && px[i + 1] > px[i] + 40 && px[i + 1] > px[i + 2] + 40) ++green;
      window.__firstFrameGreen = green;
    };
    requestAnimationFrame(tick);
  });
  const page = await context.newPage();
  await page.goto(env.server.url);
  await page.waitForFunction(() => typeof window.__firstFrameGreen === 'number', null, { timeout: 60_000 });
  const green = await page.evaluate(() => window.__firstFrameGreen);
  // The Play button is about 470 x 44 pixels; the menu bar alone has no such green.
  assert.ok(green > 10000, `the first frame has ${green} pixels of the Play button's green`);
  await context.close();
});

test('a download that fails (the code or the font) stops the start with a message, not a blank page', async () => {
  for (const file of ['carcassonne.wasm', 'assets/fonts/ui.ttf']) {
    const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
    await context.route((url) => url.pathname.endsWith('/' + file), (route) => route.fulfill({ status: 404, body: 'gone' }));
    const page = await context.newPage();
    await page.goto(env.server.url);
    await page.waitForFunction(() => document.getElementById('splash').classList.contains('error'), null, { timeout: 30_000 });
    const message = await page.textContent('#message');
    assert.match(message, /could not be loaded/, `${file}: ${message}`);
    assert.equal(await page.evaluate(() => window.carcReady === true), false, `${file}: the game did not start`);
    await context.close();
  }
});

test('the page\'s copy of the GL state (pre_gl_state.js) agrees with the GPU at creation and after frames', async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  await context.addInitScript(() => { window.carcCheckGlState = true; });
  const page = await context.newPage();
  await page.goto(opts(env.server.url));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  const atCreation = await page.evaluate(() => window.carcGlStateAtCreation);
  assert.ok(Array.isArray(atCreation), 'the game\'s context was created through the wrapped getContext');
  assert.deepEqual(atCreation, []);
  await page.mouse.move(400, 300);
  await page.mouse.down();
  await page.mouse.move(300, 250, { steps: 4 });
  await page.mouse.up();
  await page.evaluate(() => window.carcForceFrames(3));
  const after = await page.evaluate(() => document.getElementById('canvas').getContext('webgl2').carcStateMismatches());
  assert.deepEqual(after, []);
  await context.close();
});

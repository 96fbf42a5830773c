// Shared test helpers: the bundle's URL (served by scripts/test.sh, or by a server started here), Chromium or
// Firefox launched from Debian's packages, a tiny PNG decoder for screenshots, and frame waits.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { after, before } from 'node:test';
import { chromium, firefox } from 'playwright-core';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCREENS = join(ROOT, 'build', 'screens');
mkdirSync(SCREENS, { recursive: true });

// Flags from toolchain.md: WebGL 2 on the CPU (SwiftShader), no background traffic.
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

// The browser the suite runs in: CARC_BROWSER=firefox runs it in Debian's Firefox ESR (scripts/test.sh runs the
// suite once in each), anything else in Chromium.
export const BROWSER = process.env.CARC_BROWSER === 'firefox' ? 'firefox' : 'chromium';
export const FIREFOX = BROWSER === 'firefox';
// The long games played to the end through the rules of an expansion run in the Chromium pass only: what they
// add over the other tests is the rules, the same in both browsers (the Firefox pass keeps its time down).
export const RULES_GAME_SKIP = FIREFOX && 'a whole game through an expansion\'s rules: played in the Chromium pass';
// Layout checks (text that fits, touch target sizes) look at the game's own layout (Dear ImGui's), the same in
// every browser: the Chromium pass checks every size.
export const LAYOUT_SKIP = FIREFOX && 'the layout is the game\'s own: checked in the Chromium pass';

export function launch() {
  if (FIREFOX) return launchFirefoxPair();
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// Firefox over WebDriver BiDi (Playwright's "moz-firefox" channel) through firefox-bidi.mjs, on a private Xvfb
// display with Mesa's software GL: headless Firefox has no WebGL 2 here. The display closes with the browser.
// This Firefox does not emulate a touch screen per context (hasTouch), so a context that asks for one is made in a
// second Firefox whose preferences give it a coarse pointer without hover; its taps and the tests' touch sequences
// (touchSession) are TouchEvents dispatched in the page. The pair looks like one browser to the tests.
async function launchFirefoxPair() {
  const plain = await launchFirefox(false);
  let touch = null;
  return {
    async newContext(options = {}) {
      if (!options.hasTouch) return plain.newContext(options);
      touch ??= launchFirefox(true);
      return (await touch).newContext(options);
    },
    async close() {
      await plain.close();
      if (touch) await (await touch).close();
    },
  };
}

const SCREENSHOT_STYLE_HASH = createHash('sha256').update('body {}').digest('base64');
async function launchFirefox(touch) {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const display = await new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  // A coarse pointer and no hover (CSS pointer and hover media queries), and the TouchEvent constructors.
  const touchPrefs = { 'dom.w3c_touch_events.enabled': 1, 'ui.primaryPointerCapabilities': 1, 'ui.allPointerCapabilities': 1 };
  const browser = await firefox.launch({
    channel: 'moz-firefox', headless: false,
    executablePath: join(ROOT, 'tests', 'web', 'firefox-bidi.mjs'),
    env: { ...process.env, DISPLAY: display, MOZ_HEADLESS: '', FIREFOX: process.env.FIREFOX || '/usr/bin/firefox-esr' },
    firefoxUserPrefs: { 'webgl.force-enabled': true, ...(touch ? touchPrefs : {}) },
  }).catch((e) => { xvfb.kill(); throw e; });
  browser.on('disconnected', () => xvfb.kill());
  // For a screenshot Playwright adds (and removes) an inline <style>body {}</style> to sync animations, which the
  // page's Content-Security-Policy blocks in Firefox, and Firefox reports that as a page error naming the style's
  // hash. Listeners for page errors do not hear that one report; every other CSP violation still reaches them
  // (Firefox reports each as a page error). A touch screen's tap is synthetic TouchEvents (touchSession).
  const context = await browser.newContext();
  const page = await context.newPage();
  const proto = Object.getPrototypeOf(page), emit = proto.emit;
  if (!emit.skipsScreenshotStyle) {
    proto.emit = function (event, ...args) {
      if (event === 'pageerror' && String(args[0]?.message).includes(SCREENSHOT_STYLE_HASH)) return true;
      return emit.call(this, event, ...args);
    };
    proto.emit.skipsScreenshotStyle = true;
    // Down and up in one call into the page, a frame apart: two calls could lie half a second apart on a
    // loaded machine, which the game rightly takes for a long press.
    Object.getPrototypeOf(page.touchscreen).tap = async function (x, y) {
      await synthTouches(this._page, [{ x, y, id: 1 }], []);
    };
  }
  await context.close();
  return browser;
}

// Touch sequences as the DevTools protocol's Input.dispatchTouchEvent takes them (type, and the touch points
// down after it): Chromium's own, or in Firefox TouchEvents dispatched in the page, each finger's on the element
// it went down on, with touchstart / touchmove / touchend for the points that came, moved or went, one change per
// frame.
export async function touchSession(context, page) {
  if (!FIREFOX) return context.newCDPSession(page);
  return {
    async send(method, params) {
      if (method !== 'Input.dispatchTouchEvent') throw new Error(`${method} is Chromium's only`);
      await synthTouches(page, params.touchPoints.map((t, i) => ({ id: t.id ?? i + 1, x: t.x, y: t.y })));
    },
  };
}

// Each argument is the points down after one change; the changes go to the page one frame apart.
function synthTouches(page, ...steps) {
  return page.evaluate(async (steps) => {
    const down = (window.carcTestTouches ??= new Map());
    const touch = (id, f) => new Touch({ identifier: id, target: f.target, clientX: f.x, clientY: f.y, screenX: f.x,
      screenY: f.y, pageX: f.x + scrollX, pageY: f.y + scrollY, radiusX: 1, radiusY: 1, force: 1 });
    const send = (type, changed) => {
      if (!changed.length) return;
      const all = [...down.entries()].map(([id, f]) => touch(id, f));
      const target = down.get(changed[0]).target;
      const list = type === 'touchend' ? all.filter((t) => !changed.includes(t.identifier)) : all;
      const ev = new TouchEvent(type, { touches: list, targetTouches: list, changedTouches: all.filter((t) => changed.includes(t.identifier)),
        bubbles: true, cancelable: true, composed: true });
      target.dispatchEvent(ev);
    };
    for (const now of steps) {
      const came = [], moved = [], went = [];
      for (const p of now) {
        const f = down.get(p.id);
        if (!f) {
          down.set(p.id, { target: document.elementFromPoint(p.x, p.y) || document.body, x: p.x, y: p.y });
          came.push(p.id);
        } else if (f.x !== p.x || f.y !== p.y) {
          f.x = p.x;
          f.y = p.y;
          moved.push(p.id);
        }
      }
      for (const id of down.keys()) if (!now.some((p) => p.id === id)) went.push(id);
      send('touchstart', came);
      send('touchmove', moved);
      send('touchend', went);
      for (const id of went) down.delete(id);
      // A browser hands a page its touches once per frame: the next change waits for the next frame.
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
  }, steps);
}

// The bundle's URL: $CARC_WEB_URL (scripts/test.sh serves dist/ under a sub-path), or a server started here.
export async function bundleUrl() {
  if (process.env.CARC_WEB_URL) return { url: process.env.CARC_WEB_URL, stop: () => {} };
  return serveDir(join(ROOT, 'dist'));
}

// Serves a folder (a copy of dist/ that a test changes) under a sub-path on a free port.
export async function serveDir(dir) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.js'), dir, '0',
    '--base', '/sub/path/', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /at (http:\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve.js exited with ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

// One served bundle and one Chromium for a whole test file: read env.server / env.browser inside tests.
export function useBrowser() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await bundleUrl();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.stop();
  });
  return env;
}

// The URL with start options added to its query ("play&fast&test").
export function withQuery(url, options) {
  return `${url}${url.includes('?') ? '&' : '?'}${options}`;
}

// Opens the page and records page errors and console errors.
const CUT_SHORT = new Set(['net::ERR_ABORTED', 'NS_BINDING_ABORTED', 'NS_BASE_STREAM_CLOSED']);

export async function openApp(browser, url, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 }, ...contextOptions });
  // Anything the page's Content-Security-Policy blocks is reported as a console error, so it is a problem (Firefox
  // reports it as a page error itself).
  if (!FIREFOX) await context.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) =>
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'}`)));
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  // (A request that a reload or navigation cut short, such as the computer's worker still loading, is not one:
  // Chromium calls it ERR_ABORTED, Firefox NS_BINDING_ABORTED, or NS_BASE_STREAM_CLOSED for the worker's wasm.)
  page.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText;
    if (!CUT_SHORT.has(reason)) problems.push(`request failed: ${r.url()} ${reason}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  // The splash fades out over the board; screenshots wait until it is fully transparent.
  await page.waitForFunction(() => getComputedStyle(document.getElementById('splash')).opacity === '0');
  return { context, page, problems };
}

// Polls `read` in the page (e.g. () => window.carcProbe) until `ok` holds for its value; on a timeout
// saves a screenshot (build/screens/<shot>-timeout.png) and throws with the last value.
export async function until(page, read, ok, what, { timeout = 20_000, shot = 'test' } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await page.evaluate(read);
    if (v && ok(v)) return v;
    if (Date.now() > end) {
      await page.screenshot({ path: join(SCREENS, `${shot}-timeout.png`) });
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)?.slice(0, 600)}`);
    }
    await page.waitForTimeout(25);
  }
}

// Waits until the computer's worker is not loading (none started, or the newest has answered once): a reload or
// close while a service worker serves its script makes Firefox report the cut-short load as a page error.
export async function workerLoaded(page) {
  await until(page, () => window.carcWorker || { started: 0, loaded: 0 }, (w) => w.loaded === w.started,
    'the computer\'s worker loaded', { timeout: 60_000, shot: 'worker' });
}

// Reloads the page once the computer's worker has loaded, and waits for the game to be ready again.
export async function reloadApp(page) {
  await workerLoaded(page);
  await page.reload();
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
}

// Closes `page` in the middle of a game and opens the app again at `url` (with ?test), then presses the
// "Continue" prompt's button: the saved game comes back. Returns the new page (`watch` gets it first, to
// listen for errors) once the board is active again.
export async function reopenAndContinue(context, page, url, watch = () => {}) {
  await workerLoaded(page);
  await page.close();
  const next = await context.newPage();
  watch(next);
  await next.goto(url);
  await next.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  const saves = await next.waitForFunction(() => window.carcSaves?.continueAt?.[0] > 0 && window.carcSaves)
    .then((h) => h.jsonValue());
  await next.mouse.click(saves.continueAt[0], saves.continueAt[1]);
  await until(next, () => window.carcProbe, (x) => x.active && x.phase === 'place', 'the same game after the reload',
    { shot: 'reopen' });
  return next;
}

// Places the tile in hand like a player: Fit (F) to see the board, then the mouse on lit cell number k (of the
// visible ones, cycling), wait for the preview there, click. Returns the cell.
export async function placeOnLitCell(page, k) {
  const read = () => window.carcProbe;
  await page.keyboard.press('f');
  await until(page, read, (x) => x.cells.some((c) => c.visible) && !x.cameraMoving, 'Fit', { shot: 'place' });
  await frames(page, 3);
  const p = await page.evaluate(read);
  const cells = p.cells.filter((c) => c.visible);
  const c = cells[k % cells.length];
  await page.mouse.move(c.cx, c.cy);
  await until(page, read, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview', { shot: 'place' });
  await page.mouse.click(c.cx, c.cy);
  return c;
}

// Opens Game > Saved games by the keyboard (F10, the second item) and waits for the window, with at least one saved
// game listed unless `empty` says the library has none.
export async function openSavedGames(page, { empty = false } = {}) {
  const listed = (x) => x.app.saves.open && (empty ? x.app.saves.rows.length === 0 : x.app.saves.rows.length > 0);
  const probe = (pg, ok, what) => until(pg, () => window.carcProbe, ok, what, { shot: 'saves' });
  await menuOpen(page, ['ArrowDown', 'Enter'], (x) => x.app.saves.open, 'Game > Saved games', { shot: 'saves' });
  await probe(page, listed, 'the saved games window');
  // A window's first frame can place its buttons before its size settles: click where the settled frames put them.
  await frames(page, 3);
  return probe(page, (x) => listed(x) && x.app.saves.importFile[0] > 0, 'the saved games window, settled');
}

// Opens the menus by F10 and types `keys` in them as a person does: ImGui puts the keyboard on the Game menu's
// first item in the frames after the menu opens, and a key pressed before that is lost, so the keys wait for
// the menu to be drawn, then come a couple of frames apart.
// The pointer goes to the screen's corner first: a menu row under it would take the keyboard's first item.
export async function menuKeys(page, keys) {
  const v = page.viewportSize();
  if (v) await page.mouse.move(v.width - 2, v.height - 2);
  await page.keyboard.press('F10');
  await until(page, () => window.carcProbe, (x) => x.app.popup, 'the Game menu', { shot: 'menu' });
  await frames(page, 3);
  for (const k of keys) {
    await page.keyboard.press(k);
    await frames(page, 2);
  }
}

// Opens something through the menus with menuKeys and waits until isOpen(probe). On a loaded machine a key can
// still land one row off (CI once saw View > Settings open for View > Tiles left); then whatever opened instead is
// closed with Escape and the keys go again, up to three tries, and each miss is logged.
export async function menuOpen(page, keys, isOpen, what, { shot = 'menu-open', timeout = 10_000 } = {}) {
  const read = () => window.carcProbe;
  for (let attempt = 1; ; ++attempt) {
    const before = (await page.evaluate(read)).app.windows;
    await menuKeys(page, keys);
    try {
      return await until(page, read, isOpen, what, { shot, timeout });
    } catch (e) {
      if (attempt >= 3) throw e;
      console.log(`${what}: the menu keys missed (try ${attempt}), closing what opened and trying again`);
      for (let k = 0; k < 3 && (await page.evaluate(read)).app.popup; ++k) {
        await page.keyboard.press('Escape');
        await frames(page, 3);
      }
      const now = (await page.evaluate(read)).app.windows;
      if (Object.keys(now).some((w) => now[w] && !before[w])) {
        await page.keyboard.press('Escape');
        await frames(page, 3);
      }
    }
  }
}

// Lets the app draw: a few animation frames.
export function frames(page, n = 4) {
  return page.evaluate((k) => new Promise((resolve) => {
    const tick = () => (--k <= 0 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), n);
}

// Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium's screenshots are) to RGBA pixels.
export function decodePng(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let pos = 8, width = 0, height = 0, type = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const kind = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      type = data[9];
      if (data[8] !== 8 || (type !== 2 && type !== 6) || data[12] !== 0) throw new Error('unsupported PNG');
    } else if (kind === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3, stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  const out = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      let p = 0;
      if (filter === 1) p = a;
      else if (filter === 2) p = b;
      else if (filter === 3) p = (a + b) >> 1;
      else if (filter === 4) {
        const q = a + b - c, pa = Math.abs(q - a), pb = Math.abs(q - b), pc = Math.abs(q - c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + p) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      out[(y * width + x) * 4] = line[x * bpp];
      out[(y * width + x) * 4 + 1] = line[x * bpp + 1];
      out[(y * width + x) * 4 + 2] = line[x * bpp + 2];
      out[(y * width + x) * 4 + 3] = bpp === 4 ? line[x * bpp + 3] : 255;
    }
    prev = line;
  }
  return { width, height, data: out };
}

export function readPng(file) { return decodePng(readFileSync(file)); }

// Number of distinct colours (each channel quantised to 5 bits).
export function distinctColours(img) {
  const seen = new Set();
  for (let i = 0; i < img.data.length; i += 4)
    seen.add(((img.data[i] >> 3) << 10) | ((img.data[i + 1] >> 3) << 5) | (img.data[i + 2] >> 3));
  return seen.size;
}

// Pixels close to an RGB colour: their count and centroid.
export function findColour(img, [r, g, b], tol = 6) {
  let n = 0, sx = 0, sy = 0;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4;
      if (Math.abs(img.data[i] - r) <= tol && Math.abs(img.data[i + 1] - g) <= tol && Math.abs(img.data[i + 2] - b) <= tol) {
        n++; sx += x; sy += y;
      }
    }
  }
  return { count: n, x: n ? sx / n : NaN, y: n ? sy / n : NaN };
}

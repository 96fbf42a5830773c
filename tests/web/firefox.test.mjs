// The game in Firefox (Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core, on its own Xvfb
// display with Mesa's software GL: headless Firefox has no WebGL 2 here). A first visit plays turns against the
// computer, is taken over by the service worker for offline play and is never offered "a new version" (nothing
// was updated); the game is stored in IndexedDB and comes back after a reload. The page runs with ?test: the
// test READS window.carcProbe / window.carcSaves and acts only through the mouse and the keyboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { SCREENS, bundleUrl, withQuery } from './harness.mjs';

const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
let server = null, xvfb = null, display = '';

// A private X display for Firefox: Xvfb picks a free number and writes it to file descriptor 3.
function startXvfb() {
  return new Promise((resolve, reject) => {
    const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x900x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    let out = '';
    child.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ child, display: `:${out.trim()}` });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
}

before(async () => {
  server = await bundleUrl();
  ({ child: xvfb, display } = await startXvfb());
});
after(() => {
  server?.stop();
  xvfb?.kill();
});

async function launchFirefox() {
  return puppeteer.launch({
    browser: 'firefox', executablePath: FIREFOX, headless: false,
    env: { ...process.env, DISPLAY: display, MOZ_HEADLESS: '' },
    extraPrefsFirefox: { 'webgl.force-enabled': true },
  });
}

async function until(page, read, ok, what, timeout = 30_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await page.evaluate(read);
    if (v && ok(v)) return v;
    if (Date.now() > end) {
      await page.screenshot({ path: join(SCREENS, 'firefox-timeout.png') });
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)?.slice(0, 400)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
const probe = (page, ok, what, timeout) => until(page, () => window.carcProbe, ok, what, timeout);
const updateShown = (page) => page.evaluate(() => document.getElementById('update').classList.contains('shown'));

async function open(page, query) {
  await page.goto(withQuery(server.url, query));
  await page.waitForFunction(() => window.carcReady === true, { timeout: 90_000 });
}

test('in Firefox a first visit plays against the computer, goes offline-ready without a false "new version", and the game survives a reload', { timeout: 300_000 }, async () => {
  const browser = await launchFirefox();
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  await open(page, 'play&fast&test&seed=7');
  // Three turns of mine by the mouse (the computer plays after each).
  for (let turn = 0; turn < 3; turn++) {
    let p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving && x.cells.some((c) => c.visible), 'my turn');
    const c = p.cells.filter((q) => q.visible)[turn % p.cells.filter((q) => q.visible).length];
    await page.mouse.move(c.cx, c.cy);
    await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview');
    await page.mouse.click(c.cx, c.cy);
    p = await probe(page, (x) => x.phase === 'deploy', 'the follower step');
    await page.keyboard.press(' ');
    await probe(page, (x) => (x.phase === 'place' && x.placed === p.placed + 1) || x.over, 'the computer\'s move and my next turn');
  }
  // The service worker has cached the bundle and controls the page; no update was offered.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, { timeout: 60_000 });
  await new Promise((r) => setTimeout(r, 2000));
  assert.equal(await updateShown(page), false, 'no "new version" on a first visit');
  const saved = await until(page, () => window.carcSaves, (s) => s.actions > 0 && s.saves.some((g) => g.entry && g.turn >= 6), 'the stored game');
  await page.screenshot({ path: join(SCREENS, 'firefox-game.png') });
  // A reload: the Continue prompt brings the same game back, from IndexedDB.
  await open(page, 'test');
  const s = await until(page, () => window.carcSaves, (x) => x.continueAt?.[0] > 0, 'the Continue prompt');
  await page.mouse.click(s.continueAt[0], s.continueAt[1]);
  const back = await until(page, () => window.carcSaves, (x) => x.continueDecided && x.actions > 0, 'the game back');
  assert.equal(back.actions, saved.actions, 'every move came back');
  const p = await probe(page, (x) => x.active && x.phase === 'place', 'my turn after the reload');
  assert.ok(p.placed >= 7, `the board came back: ${p.placed} tiles`);
  assert.equal(await updateShown(page), false, 'still no "new version" after the reload');
  await page.screenshot({ path: join(SCREENS, 'firefox-continued.png') });
  assert.deepEqual(problems, []);
  await browser.close();
});

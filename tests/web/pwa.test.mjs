// PWA: the service worker controls the page and caches the bundle, the game starts with the network off,
// and the manifest makes the app installable (Chromium's own installability check).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, FIREFOX, ROOT, SCREENS, bundleUrl, distinctColours, frames, launch, openApp, placeOnLitCell, readPng, reloadApp, serveDir, withQuery } from './harness.mjs';

// Waits (bounded: a broken worker must fail the test, not hang it) until a service worker controls the page.
async function serviceWorkerState(page) {
  return page.evaluate(() => Promise.race([
    (async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      // ready resolves once a worker is active, which may still be 'activating' (its activate handler claims the
      // page and clears old caches): wait for the end of that step.
      const w = reg.active;
      if (w && w.state === 'activating')
        await new Promise((r) => w.addEventListener('statechange', () => { if (w.state !== 'activating') r(); }));
      const keys = await caches.keys();
      const files = [];
      for (const k of keys) for (const r of await (await caches.open(k)).keys()) files.push(new URL(r.url).pathname);
      return { state: reg.active && reg.active.state, controlled: !!navigator.serviceWorker.controller, keys, files };
    })(),
    new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker within 20 s')), 20000)),
  ]));
}

test('the service worker controls the page; offline, the game starts and a new game can be played', async () => {
  const server = await bundleUrl();
  const browser = await launch();
  try {
    const { context, page, problems } = await openApp(browser, server.url);
    const sw = await serviceWorkerState(page);
    assert.equal(sw.state, 'activated');
    assert.ok(sw.controlled, 'the page is controlled by the service worker');
    assert.equal(sw.keys.length, 1, `one versioned cache, got ${sw.keys}`);
    assert.match(sw.keys[0], /^carcassonne-[0-9a-f]{16}$/);
    for (const f of ['carcassonne.js', 'carcassonne.wasm', 'assets/fonts/ui.ttf', 'art/tiles.png', 'index.html', 'manifest.webmanifest'])
      assert.ok(sw.files.some((p) => p.endsWith('/' + f)), `${f} is cached (cached: ${sw.files.join(' ')})`);

    // Network off: reload and open a fresh tab; both must start the game from the cache.
    await context.setOffline(true);
    await reloadApp(page);
    const tab = await context.newPage();
    const tabErrors = [];
    tab.on('pageerror', (e) => tabErrors.push(e.message));
    // A new game, offline: place a tile with the mouse (the board's read-only probe says where).
    await tab.goto(withQuery(server.url, 'play&fast&test'));
    await tab.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
    const p = await tab.waitForFunction(() => {
      const q = window.carcProbe;
      return q && q.phase === 'place' && !q.cameraMoving && q.cells.some((c) => c.visible) && q;
    }, null, { timeout: 20_000 }).then((h) => h.jsonValue());
    const cell = p.cells.find((c) => c.visible);
    await tab.mouse.move(cell.cx, cell.cy);
    await tab.waitForFunction((c) => window.carcProbe.preview?.x === c.x && window.carcProbe.preview?.y === c.y, cell);
    await tab.mouse.click(cell.cx, cell.cy);
    await tab.waitForFunction((n) => window.carcProbe.placed === n + 1, p.placed, { timeout: 10_000 });
    await frames(tab, 6);
    const shot = join(SCREENS, 'offline.png');
    await tab.screenshot({ path: shot });
    assert.ok(distinctColours(readPng(shot)) > 40, 'the offline page draws the game');
    assert.deepEqual(tabErrors, []);
    // Requests that fail while offline are expected only for things the worker does not serve (none here).
    assert.deepEqual(problems.filter((p) => !p.startsWith('request failed')), []);
    await context.close();
  } finally {
    await browser.close();
    server.stop();
  }
});

// Chromium's own check (Firefox on Linux installs no web apps): it runs in the Chromium pass of the suite only.
test('the manifest is linked and valid, and Chromium finds the app installable', { skip: FIREFOX && 'Chromium\'s installability check' }, async () => {
  const server = await bundleUrl();
  const dir = mkdtempSync(join(tmpdir(), 'carc-pwa-'));
  // Installability is only reported for a persistent (non-incognito) profile.
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = context.pages()[0] || await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.ok(manifest.url.endsWith('manifest.webmanifest'), `manifest linked: ${manifest.url}`);
    assert.deepEqual(manifest.errors, []);
    const data = JSON.parse(manifest.data);
    assert.equal(data.display, 'standalone');
    assert.equal(data.start_url, './');
    assert.equal(data.scope, './');
    const sizes = data.icons.map((i) => `${i.sizes}${i.purpose ? ' ' + i.purpose : ''}`);
    for (const want of ['192x192', '512x512', '512x512 maskable']) assert.ok(sizes.includes(want), `icon ${want}`);
    await serviceWorkerState(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
    server.stop();
  }
});

test('a new version waits, the page offers it, and Reload switches to it without losing the game', { timeout: 180_000 }, async () => {
  // A copy of the bundle that the test turns into a "new release" while a game is open.
  const dir = mkdtempSync(join(tmpdir(), 'carc-update-'));
  cpSync(join(ROOT, 'dist'), dir, { recursive: true });
  const server = await serveDir(dir);
  const browser = await launch();
  try {
    const { context, page, problems } = await openApp(browser, withQuery(server.url, 'play&fast&test&seed=12'));
    const first = await serviceWorkerState(page);
    assert.ok(first.controlled);
    // A move of the game, saved at once.
    await page.waitForFunction(() => window.carcProbe?.phase === 'place', null, { timeout: 20_000 });
    await placeOnLitCell(page, 0);
    await page.waitForFunction(() => window.carcSaves?.actions >= 2);
    assert.ok(!(await page.evaluate(() => document.getElementById('update').classList.contains('shown'))),
      'no offer while the version is the same');

    // The host publishes a new version (its worker differs: a new version string).
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    const version = /const VERSION = '([0-9a-f]{16})'/.exec(sw)[1];
    const next = version.split('').reverse().join('');
    writeFileSync(join(dir, 'sw.js'), sw.replace(version, next));

    // The player comes back to the tab: the page looks for an update, which installs and waits.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction(() => document.getElementById('update').classList.contains('shown'), null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.getElementById('update').getAttribute('aria-live')), 'polite');
    await page.screenshot({ path: join(SCREENS, 'pwa-update-offer.png') });
    // Still the old version until the player says so.
    const waiting = await serviceWorkerState(page);
    assert.ok(waiting.keys.includes(`carcassonne-${version}`), `the running version's cache stays: ${waiting.keys}`);

    await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.click('#update-button')]);
    await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
    const after = await serviceWorkerState(page);
    assert.deepEqual(after.keys, [`carcassonne-${next}`], 'the new version took over and the old cache is gone');
    // The game played before the update is offered again, at the same point.
    const saves = await page.waitForFunction(() => window.carcSaves?.saves?.length > 0 && window.carcSaves).then((h) => h.jsonValue());
    assert.ok(saves.saves.some((i) => i.entry && !i.finished && i.ok), 'the unfinished game is still there');
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

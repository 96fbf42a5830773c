// The game's sounds in the browser: off at first (no AudioContext); Settings > Sound turns them on, and the cues of
// a turn (the tile placed, the computer's draw, "your turn") reach the page's audio output; a hidden page is
// silent; the choice is kept, and after a reload the next key starts the audio again. Acts through clicks and keys;
// reads the game's probe (window.carcProbe.sound: the cues queued and started by kind).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { FIREFOX, SCREENS, frames, menuOpen, openApp, placeOnLitCell, reloadApp, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
// Firefox on the test machine has no audio output: its AudioContext stays suspended even when resumed right after a
// click, so nothing is played there. It checks what the game does (the device opened, the cues queued); Chromium
// (a fake output device) checks that the cues are played too.
const PLAYS = !FIREFOX;
const probe = (page, ok, what) => until(page, () => window.carcProbe, ok, what, { shot: 'sound' });
// The state of SDL's AudioContext ('none' before one exists).
const audio = (page) => page.evaluate(() => {
  const sdl = window.Module && window.Module['SDL2'];
  const ctx = sdl && Object.values(sdl).find((v) => typeof AudioContext !== 'undefined' && v instanceof AudioContext);
  return ctx ? ctx.state : 'none';
});
const setVisibility = (page, hidden) => page.evaluate((h) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}, hidden);

test('sound: off at first, on from Settings, a turn\'s cues played, silent while hidden, kept after a reload', { timeout: 150_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=5'),
    { viewport: { width: 1366, height: 768 } });
  let p = await probe(page, (x) => x.phase === 'place' && x.sound, 'the game');
  assert.equal(p.sound.on, false, 'off until the player turns it on');
  assert.equal(p.sound.open, false);
  assert.equal(await audio(page), 'none', 'no AudioContext before the player asks for sound');

  // View > Settings: the second menu, its sixth item; tick Sound.
  await menuOpen(page, ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'],
    (x) => x.app.windows.settings && x.app.items.some((i) => i[0] === 'Sound'), 'the Settings window');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  const box = p.app.items.find((i) => i[0] === 'Sound');
  await page.mouse.click(box[1] + box[3] / 2, box[2] + box[4] / 2);
  p = await probe(page, (x) => x.sound.on && x.sound.open, 'the sound on');
  await frames(page, 2);
  if (PLAYS) assert.equal(await audio(page), 'running', 'the click that turned it on started the audio');
  else assert.notEqual(await audio(page), 'none', 'the sound has its AudioContext');
  await page.screenshot({ path: join(SCREENS, 'sound-settings.png') });
  await page.keyboard.press('Escape');
  await probe(page, (x) => !x.app.windows.settings, 'Settings closed');

  // A turn: the tile placed, no figure; the computer draws and plays; then it is the player's turn again.
  await placeOnLitCell(page, 0);
  await probe(page, (x) => x.phase === 'deploy', 'the follower step');
  await page.keyboard.press('Space');
  // (The probe is published with a frame, and an idle game draws none: the pointer's moves ask for them.)
  const played = (x) => PLAYS ? x.sound.started.place >= 2 && x.sound.started.draw >= 1 && x.sound.started.turn >= 1
    : x.sound.queued.place >= 2 && x.sound.queued.draw >= 1 && x.sound.queued.turn >= 1;
  for (let k = 0; k < 100 && !played(await page.evaluate(() => window.carcProbe)); ++k) {
    await page.mouse.move(1300 + (k % 2) * 10, 700);
    await page.waitForTimeout(100);
  }
  p = await probe(page, played, 'the cues of the turn played');
  assert.ok(p.sound.queued.place >= 2 && p.sound.queued.turn >= 1, JSON.stringify(p.sound));

  // A hidden page queues nothing and its device is paused; shown again, it plays on.
  await setVisibility(page, true);
  p = await probe(page, (x) => x.sound.hidden, 'the page hidden');
  await setVisibility(page, false);
  p = await probe(page, (x) => !x.sound.hidden, 'the page shown again');

  // Kept: after a reload the sound is on; a browser starts the AudioContext suspended until a key or tap.
  await reloadApp(page);
  p = await probe(page, (x) => x.sound && x.sound.on && x.sound.open, 'the sound still on');
  await page.keyboard.press('Shift');
  await frames(page, 2);
  if (PLAYS) {
    for (let k = 0; k < 40 && (await audio(page)) !== 'running'; ++k) await frames(page, 1);
    assert.equal(await audio(page), 'running', 'a key starts the audio again');
  }
  assert.deepEqual(problems, []);
  await context.close();
});

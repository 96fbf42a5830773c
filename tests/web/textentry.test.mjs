// Text entry in the game's text fields (the players' names of the new game screen, a saved copy's name): text that
// comes as text rather than as key presses (phone keyboards, input methods, dictation, paste; Playwright's
// insertText), in Cyrillic and in Chinese, lands in the field being edited; on a phone a tap on a name field gives
// the page's text input the keyboard at once (within the tap, when a phone opens its keyboard), and closing the
// keyboard ends the editing; an input method's composition and a paste come once; letters typed just before a click
// on another field stay where they were typed; once no field is edited the board has the keys again. The page runs
// with ?test: the tests READ window.carcProbe (app.textFields: the text fields' boxes and the one being edited),
// window.carcSaves and document.activeElement, and act only through the mouse, the touch screen and the keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { FIREFOX, SCREENS, frames, openApp, openSavedGames, touchSession, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const DESKTOP = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const probeOf = (page, shot) => (ok, what) => until(page, () => window.carcProbe, ok, what, { shot });
const focused = (page) => page.evaluate(() => document.activeElement?.id ?? '');
const centre = (b) => [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
const itemCentre = (i) => [i[1] + i[3] / 2, i[2] + i[4] / 2];
const settledGame = (x) => x.active && x.phase === 'place' && !x.cameraMoving;

// Opens the new game screen (no game yet) and returns the probe once it has settled with its two name fields.
async function newGameScreen(device, shot) {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'fast&test&seed=3'), device);
  const probe = probeOf(page, shot);
  await probe((x) => x.app.windows.newGame && x.app.textFields.boxes.length === 2, 'the new game screen');
  await frames(page, 4);
  const p = await page.evaluate(() => window.carcProbe);
  return { context, page, problems, probe, fields: p.app.textFields.boxes, p };
}

// Where the page's text input is and how it looks.
const entryLook = (page) => page.evaluate(() => {
  const e = document.getElementById('text-entry'), r = e.getBoundingClientRect(), s = getComputedStyle(e);
  return { box: [r.left, r.top, r.right, r.bottom], opacity: s.opacity, fontSize: s.fontSize, pointerEvents: s.pointerEvents };
});

test('on a desktop, names sent as text (Cyrillic, Chinese) land in the fields clicked; then the board has the keys again', { timeout: 120_000 }, async () => {
  const { context, page, problems, probe, fields, p: first } = await newGameScreen(DESKTOP, 'textentry-desktop');
  const [one, two] = fields;
  await page.mouse.click(...centre(one));
  await probe((x) => x.app.textFields.active === 0, 'the first name being edited');
  assert.equal(await focused(page), 'text-entry', 'the page\'s text input has the keyboard');
  await page.keyboard.insertText('Вася');
  // The font gets the Cyrillic letters for it (the game speaks English).
  await probe((x) => (x.app.fontGlyphs & 2) !== 0, 'the Cyrillic glyphs');
  await page.mouse.click(...centre(two));
  await probe((x) => x.app.textFields.active === 1, 'the second name being edited');
  await page.keyboard.insertText('王小明');
  // The game's font has no Chinese: the browser draws the three characters into the font's atlas.
  await probe((x) => x.app.fontDrawn === 3, 'the Chinese characters drawn into the font');
  await frames(page, 3);
  // The input lies unseen over the field being edited, out of the pointer's way.
  const look = await entryLook(page);
  look.box.forEach((v, k) => assert.ok(Math.abs(v - two[k]) < 1, `the input over the field: ${look.box} vs ${two}`));
  assert.deepEqual([look.opacity, look.fontSize, look.pointerEvents], ['0', '16px', 'none']);
  await page.screenshot({ path: join(SCREENS, 'textentry-desktop-names.png') });
  await page.mouse.click(...itemCentre(first.app.items.find((i) => i[0] === 'Play')));
  let p = await probe(settledGame, 'the game');
  assert.deepEqual(p.names, ['Вася', '王小明'], 'the names as typed');
  // No field is edited: the canvas has the keyboard, and the board's keys work.
  assert.equal(await focused(page), 'canvas');
  await page.keyboard.press('ArrowRight');
  await probe((x) => x.preview, 'the keyboard cursor on a lit cell');
  await page.keyboard.press('Enter');
  p = await probe((x) => x.phase === 'deploy', 'the tile placed by Enter');
  assert.equal(p.placed, 2);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Enter that ends typing a name closes the field and leaves the new game screen up; the next Enter plays', { timeout: 120_000 }, async () => {
  const { context, page, problems, probe, fields } = await newGameScreen(DESKTOP, 'textentry-enter');
  await page.mouse.click(...centre(fields[0]));
  await probe((x) => x.app.textFields.active === 0, 'the first name being edited');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Ada');
  await page.keyboard.press('Enter');
  await probe((x) => x.app.textFields.active === -1, 'the field closed');
  await frames(page, 6);
  let p = await page.evaluate(() => window.carcProbe);
  assert.ok(p.app.windows.newGame && !p.active, 'the new game screen is still up, no game started');
  await page.keyboard.press('Enter');
  p = await probe(settledGame, 'the game started by the second Enter');
  assert.equal(p.names[0], 'Ada');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the saved games window\'s name for a copy takes text sent as text', { timeout: 120_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=3'), DESKTOP);
  const probe = probeOf(page, 'textentry-saves');
  await probe(settledGame, 'the game');
  await openSavedGames(page, { empty: true });
  const copy = (x) => x.app.items.find((i) => i[0] === 'Save a copy');
  await probe((x) => x.app.textFields.boxes.length === 1 && copy(x), 'the name for a copy');
  await frames(page, 3);
  const p = await page.evaluate(() => window.carcProbe);
  await page.mouse.click(...centre(p.app.textFields.boxes[0]));
  await probe((x) => x.app.textFields.active === 0, 'the name being edited');
  assert.equal(await focused(page), 'text-entry');
  await page.keyboard.insertText('Копия 王');
  await frames(page, 3);
  await page.mouse.click(...itemCentre(copy(p)));
  const s = await until(page, () => window.carcSaves, (x) => x.saves.some((i) => !i.entry), 'the copy saved', { shot: 'textentry-saves' });
  assert.deepEqual(s.saves.filter((i) => !i.entry).map((i) => i.name), ['Копия 王']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone, a tap on a name field gives the page\'s text input the keyboard at once; closing the keyboard ends the editing', { timeout: 120_000 }, async () => {
  const { context, page, problems, probe, fields } = await newGameScreen(PHONE, 'textentry-phone');
  const [one, two] = fields;
  await page.touchscreen.tap(...centre(one));
  // Within the tap, before the game has seen it: a phone opens its keyboard only for a focus given then.
  assert.equal(await focused(page), 'text-entry', 'the tap gave the page\'s text input the keyboard');
  await probe((x) => x.app.textFields.active === 0, 'the first name being edited');
  await page.keyboard.insertText('Вася');
  await frames(page, 4);
  await page.screenshot({ path: join(SCREENS, 'textentry-phone-first-name.png') });
  await page.touchscreen.tap(...centre(two));
  assert.equal(await focused(page), 'text-entry');
  await probe((x) => x.app.textFields.active === 1, 'the second name being edited');
  await page.keyboard.insertText('王小明');
  await frames(page, 4);
  const look = await entryLook(page);
  look.box.forEach((v, k) => assert.ok(Math.abs(v - two[k]) < 1, `the input over the field: ${look.box} vs ${two}`));
  await page.screenshot({ path: join(SCREENS, 'textentry-phone-second-name.png') });
  // The phone's keyboard closed (its Done key): the input loses the keyboard, and the editing ends, the name kept.
  await page.evaluate(() => document.activeElement.blur());
  await probe((x) => x.app.textFields.active === -1, 'the editing ended');
  await frames(page, 3);
  await page.screenshot({ path: join(SCREENS, 'textentry-phone-keyboard-closed.png') });
  // Play is further down: a finger drags the screen up until it shows, then taps it.
  const touch = await touchSession(context, page);
  let p;
  for (let k = 0; k < 8; k++) {
    p = await page.evaluate(() => window.carcProbe);
    const play = p.app.items.find((i) => i[0] === 'Play');
    if (play && play[2] >= 0 && play[2] + play[4] <= PHONE.viewport.height) {
      await page.touchscreen.tap(...itemCentre(play));
      break;
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 700 }] });
    for (let i = 1; i <= 8; i++) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y: 700 - 40 * i }] });
      await frames(page, 1);
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await frames(page, 4);
  }
  p = await probe(settledGame, 'the game');
  assert.deepEqual(p.names, ['Вася', '王小明'], 'the names as typed');
  assert.notEqual(await focused(page), 'text-entry', 'no keyboard during the game');
  assert.deepEqual(problems, []);
  await context.close();
});

// The second field first: the first is drawn before it, so a press on the first seen in the same frame as the
// letters would take them.
for (const [how, write] of [['typed as key presses', (page, s) => page.keyboard.type(s)],
  ['sent as text', (page, s) => page.keyboard.insertText(s)]]) {
  test(`letters ${how} just before a click on another field stay in the field they were typed in`, { timeout: 120_000 }, async () => {
    const { context, page, problems, probe, fields, p: first } = await newGameScreen(DESKTOP, 'textentry-order');
    const [one, two] = fields;
    await page.mouse.click(...centre(two));
    await probe((x) => x.app.textFields.active === 1, 'the second name being edited');
    // The pointer waits over the first field, as a hand that has moved on while the other typed.
    await page.mouse.move(...centre(one));
    await frames(page, 3);
    // The click takes longer than a frame: the button is still down when the game draws after the letters.
    await write(page, 'Bob');
    await page.mouse.down();
    await frames(page, 2);
    await page.mouse.up();
    await write(page, 'Anna');
    await probe((x) => x.app.textFields.active === 0, 'the first name being edited');
    await frames(page, 3);
    await page.mouse.click(...itemCentre(first.app.items.find((i) => i[0] === 'Play')));
    const p = await probe(settledGame, 'the game');
    assert.deepEqual(p.names, ['Anna', 'Bob']);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('an input method\'s composition, a dead key and a paste each come once; Backspace, the arrows and Escape edit the field', { timeout: 120_000, skip: FIREFOX && 'composes and pastes through Chromium\'s DevTools protocol' }, async () => {
  const { context, page, problems, probe, fields, p: first } = await newGameScreen(DESKTOP, 'textentry-compose');
  const [one, two] = fields;
  const cdp = await context.newCDPSession(page);
  // An input method shows each step of its composition, then commits the text chosen.
  const compose = async (steps, text) => {
    for (const s of steps) {
      await cdp.send('Input.imeSetComposition', { text: s, selectionStart: s.length, selectionEnd: s.length });
      await frames(page, 2);
    }
    await cdp.send('Input.insertText', { text });
  };
  await page.mouse.click(...centre(one));
  await probe((x) => x.app.textFields.active === 0, 'the first name being edited');
  await compose(['w', 'wa', 'wan', 'wang', 'wangx', 'wangxi'], '王喜');  // pinyin
  await compose(['\u00b4'], '\u00e9');  // a dead key: the acute accent, then e
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('Zoë'));
  await page.keyboard.press('Control+V');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('Q');
  // The second name: typed over, then Escape puts it back as it was.
  await page.mouse.click(...centre(two));
  await probe((x) => x.app.textFields.active === 1, 'the second name being edited');
  await page.keyboard.type('Bob');
  await page.keyboard.press('Escape');
  await probe((x) => x.app.textFields.active === -1, 'Escape ended the editing');
  assert.equal(await focused(page), 'canvas', 'the canvas has the keyboard again');
  await page.mouse.click(...itemCentre(first.app.items.find((i) => i[0] === 'Play')));
  const p = await probe(settledGame, 'the game');
  assert.deepEqual(p.names, ['王喜\u00e9QZo', 'Computer 1']);
  assert.deepEqual(problems, []);
  await context.close();
});

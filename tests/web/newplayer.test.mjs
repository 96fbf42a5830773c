// What a new player meets in the base game, nothing of it a surprise, one test per behaviour:
// a new game keeps the unfinished one, deleting asks first, the log survives a reload, the camera stays
// put, keyboard-only play after a take-back, menus by F10 and windows closed by Escape, disabled buttons,
// nothing clickable behind a modal, 200% text and small windows, the final table agrees with the log,
// touch wording. The page runs with ?test: the test READS window.carcProbe / window.carcSaves and acts
// only through the mouse and the keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { FIREFOX, SCREENS, frames, menuOpen, openSavedGames, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const url = (q) => withQuery(env.server.url, q);

const probe = (page, ok, what, timeout) => until(page, () => window.carcProbe, ok, what, { timeout, shot: 'newplayer' });
const saves = (page, ok, what, timeout) => until(page, () => window.carcSaves, ok, what, { timeout, shot: 'newplayer' });
const settled = (p) => p.active && (p.phase === 'place' || p.phase === 'deploy') && !p.cameraMoving;

async function open(q, viewport = { width: 1280, height: 800 }, extra = {}) {
  const context = await env.browser.newContext({ viewport, ...extra });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  await page.goto(url(q));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  await page.waitForFunction(() => getComputedStyle(document.getElementById('splash')).opacity === '0');
  return { context, page, problems };
}

// Places the tile in hand on a visible lit cell with the mouse (Fit first if none is in view).
async function placeByMouse(page, k = 0) {
  let p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn to place');
  if (!p.cells.some((c) => c.visible)) {
    await page.keyboard.press('f');
    p = await probe(page, (x) => x.cells.some((c) => c.visible), 'Fit');
  }
  const cells = p.cells.filter((c) => c.visible);
  const c = cells[k % cells.length];
  await page.mouse.move(c.cx, c.cy);
  await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview');
  await page.mouse.click(c.cx, c.cy);
  return probe(page, (x) => x.phase === 'deploy' && x.placed === p.placed + 1, 'the follower step');
}

// The probe at my first turn, settled (the camera still, lit cells in view, the windows sized).
async function firstTurn(page) {
  await probe(page, (x) => settled(x) && x.phase === 'place' && x.cells.some((c) => c.visible), 'my first turn');
  await frames(page, 4);
  return page.evaluate(() => window.carcProbe);
}

// One whole turn of mine (place, no follower by Space), then the computer's.
async function playTurn(page, k = 0) {
  const d = await placeByMouse(page, k);
  await page.keyboard.press('Space');
  return probe(page, (x) => (x.phase === 'place' && x.turn > d.turn && !x.cameraMoving) || x.over, 'my next turn');
}

// The probe once `pick` of it stopped changing (a new window takes a frame or two to size itself).
async function steady(page, ok, pick, what) {
  let prev = '';
  for (;;) {
    const p = await probe(page, ok, what);
    const now = JSON.stringify(pick(p));
    if (now === prev) return p;
    prev = now;
    await frames(page, 2);
  }
}
const savesWindow = (page, rows) => steady(page, (x) => x.app.saves.open && x.app.saves.rows.length === rows,
  (x) => x.app.saves.rows, `the saved games window with ${rows} rows`);
const question = (page) => steady(page, (x) => x.app.popup && x.app.saves.confirmDelete[0] > 0,
  (x) => [x.app.saves.confirmDelete, x.app.saves.confirmKeep], 'the delete question');

// A key as a person types it: pressed, then a couple of frames before the next one.
async function key(page, k) {
  await page.keyboard.press(k);
  await frames(page, 2);
}

const scoreLines = (log) => log.filter((l) => / \+\d+ \(/.test(l));

test('a new game keeps the unfinished one; deleting asks first; the log comes back after a reload', { timeout: 240_000 }, async () => {
  const { context, page, problems } = await open('play&fast&test&seed=31');
  // Game 1: turns until something has scored, so the log holds score lines.
  let p;
  for (let t = 0; t < 20; t++) {
    p = await playTurn(page, t * 3);
    if (scoreLines(p.log).length >= 2) break;
  }
  assert.ok(scoreLines(p.log).length >= 2, 'something scored in game 1');
  const log1 = p.log;
  const first = await saves(page, (s) => s.running && s.saves.some((i) => i.key === s.running && i.entry), 'game 1 saved');
  const key1 = first.running;

  // Game > New game by the keyboard alone: F10 opens the Game menu on its first item, Enter opens the new
  // game screen, Enter plays.
  await page.mouse.move(5, 795);
  await menuOpen(page, ['Enter'], (x) => x.app.windows.newGame && !x.app.popup, 'the new game screen');
  await frames(page, 3);  // the screen takes the keyboard once it has been drawn
  await page.keyboard.press('Enter');
  p = await probe(page, (x) => settled(x) && x.generation !== p.generation && x.placed === 1, 'game 2');
  await playTurn(page, 1);
  const two = await saves(page, (s) => s.running && s.running !== key1 && s.saves.filter((i) => i.entry && !i.finished).length === 2,
    'two unfinished games listed');
  const key2 = two.running;
  assert.ok(two.saves.find((i) => i.key === key1 && !i.finished && i.turn > 0), 'game 1 kept as it was');

  // Back to game 1 through Game > Saved games: its Load button; game 2 stays listed.
  await openSavedGames(page);
  let w = await savesWindow(page, 2);
  await page.screenshot({ path: join(SCREENS, 'newplayer-saves-two-games.png') });
  const row1 = w.app.saves.rows.find((r) => r.key === key1);
  await page.mouse.click(row1.load[0], row1.load[1]);
  p = await probe(page, (x) => settled(x) && !x.app.saves.open && x.turn === first.saves.find((i) => i.key === key1).turn,
    'game 1 back on the board');
  assert.deepEqual(p.log, [...log1, 'Game resumed'], 'the log of game 1 came back with it');
  p = await playTurn(page, 2);  // game 1 goes on in its own entry (and is now the latest one played)
  await saves(page, (s) => s.running === key1, 'game 1 running again');
  await frames(page, 3);
  const before = (await page.evaluate(() => window.carcProbe)).log;

  // Reload: Continue brings game 1 back with its whole log, not only a "resumed" line.
  await page.goto(url('fast&test'));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  const c = await saves(page, (s) => s.continueAt && s.continueAt[0] > 0, 'the Continue? prompt');
  await page.mouse.click(c.continueAt[0], c.continueAt[1]);
  p = await probe(page, settled, 'game 1 after the reload');
  assert.equal(p.log[p.log.length - 1], 'Game resumed');
  // ("Game resumed" marks a load in the log of the session that loaded it; it is not part of the game.)
  assert.deepEqual(p.log.slice(0, -1), before.filter((l) => l !== 'Game resumed'),
    'every log line, scores and rules included, survives the reload');
  assert.ok(scoreLines(p.log).length >= 2);
  assert.equal((await saves(page, (s) => s.running, 'running')).running, key1);

  // Deleting game 2 asks first; "Keep it" keeps it; the running game cannot be deleted.
  await openSavedGames(page);
  w = await savesWindow(page, 2);
  const del2 = w.app.saves.rows.find((r) => r.key === key2).del;
  await page.mouse.click(del2[0], del2[1]);
  w = await question(page);
  await page.screenshot({ path: join(SCREENS, 'newplayer-delete-question.png') });
  assert.equal((await page.evaluate(() => window.carcSaves)).saves.length, 2, 'nothing deleted by one click');
  await page.mouse.click(w.app.saves.confirmKeep[0], w.app.saves.confirmKeep[1]);
  await probe(page, (x) => !x.app.popup, 'the question closed');
  assert.equal((await page.evaluate(() => window.carcSaves)).saves.length, 2, 'Keep it keeps it');
  const delRunning = w.app.saves.rows.find((r) => r.key === key1).del;
  await page.mouse.click(delRunning[0], delRunning[1]);
  await frames(page, 4);
  assert.equal((await page.evaluate(() => window.carcProbe)).app.popup, false, 'the game on the board cannot be deleted');
  await page.mouse.click(del2[0], del2[1]);
  w = await question(page);
  await page.mouse.click(w.app.saves.confirmDelete[0], w.app.saves.confirmDelete[1]);
  const after = await saves(page, (s) => s.saves.length === 1, 'game 2 deleted');
  assert.equal(after.saves[0].key, key1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the camera stays put across a turn; a keyboard-only turn after a take-back; F10 menus; Escape closes the top window', { timeout: 120_000 }, async () => {
  const { context, page, problems } = await open('play&fast&test&seed=7', { width: 1366, height: 768 });
  await page.mouse.move(5, 760);
  let p = await probe(page, settled, 'my first turn');
  const view = { origin: p.origin, scale: p.scale };
  const same = (x) => Math.abs(x.origin[0] - view.origin[0]) < 0.5 && Math.abs(x.origin[1] - view.origin[1]) < 0.5 &&
    Math.abs(x.scale - view.scale) < 0.01;
  await page.keyboard.press('ArrowRight');
  p = await probe(page, (x) => x.preview, 'the keyboard cursor on a lit cell');
  const cell = p.preview;
  await page.keyboard.press('Enter');
  p = await probe(page, (x) => x.phase === 'deploy', 'placed by Enter');
  await page.keyboard.press('Backspace');
  p = await probe(page, (x) => x.phase === 'place' && x.placed === 1, 'taken back by Backspace');
  assert.deepEqual({ x: p.preview?.x, y: p.preview?.y }, { x: cell.x, y: cell.y }, 'the cursor stays on the cell');
  await page.keyboard.press('Enter');
  p = await probe(page, (x) => x.phase === 'deploy' && x.placed === 2, 'placed again by Enter');
  assert.ok(same(p), `the camera moved for the follower step: ${JSON.stringify([p.origin, p.scale, view])}`);
  await page.keyboard.press('Space');
  p = await probe(page, (x) => x.phase === 'place' && x.turn === 2 && x.placed === 3, 'no follower by Space, then the computer played');
  assert.ok(same(p), `the camera moved during the computer's turn: ${JSON.stringify([p.origin, p.scale, view])}`);

  // F10 opens the menus, Escape closes them.
  await page.keyboard.press('F10');
  await probe(page, (x) => x.app.popup, 'the Game menu open by F10');
  await page.keyboard.press('Escape');
  await probe(page, (x) => !x.app.popup, 'the menu closed by Escape');
  await key(page, 'Alt');
  await probe(page, (x) => x.app.popup, 'the Game menu open by a lone Alt');
  await key(page, 'Escape');
  await probe(page, (x) => !x.app.popup, 'closed again');
  // Help (F10, Right twice to the Help menu, Enter on "How to play") and Settings (View menu).
  p = await menuOpen(page, ['ArrowRight', 'ArrowRight', 'Enter'], (x) => x.app.windows.help && !x.app.popup, 'Help > How to play');
  await page.screenshot({ path: join(SCREENS, 'newplayer-help.png') });
  p = await menuOpen(page, ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'],
    (x) => x.app.windows.settings && x.app.windows.help && !x.app.popup, 'View > Settings over Help');
  await page.keyboard.press('Escape');
  p = await probe(page, (x) => !x.app.windows.settings, 'Escape closes Settings, the top window');
  assert.equal(p.app.windows.help, true, 'one Escape closes one window');
  await frames(page, 2);  // a person's second key comes frames later (Help becomes the top window first)
  await page.keyboard.press('Escape');
  p = await probe(page, (x) => !x.app.windows.help, 'Escape closes Help');
  // The keyboard is back on the board: a whole turn by keys.
  await page.keyboard.press('ArrowLeft');
  await probe(page, (x) => x.preview, 'the cursor');
  await page.keyboard.press('Enter');
  await probe(page, (x) => x.phase === 'deploy', 'placed by Enter');
  await page.keyboard.press('Space');
  await probe(page, (x) => x.phase === 'place' && x.turn === 4, 'the next turn');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Enter after a hint plays the hint, not the lit cell the mouse passed over before it', { timeout: 120_000 }, async () => {
  const { context, page, problems } = await open('play&fast&test&seed=5', { width: 1366, height: 768 });
  let p = await probe(page, (x) => settled(x) && x.phase === 'place' && x.cells.filter((c) => c.visible).length >= 3, 'my turn');
  // The mouse passes over each lit cell and leaves the board for the panel; the cursor stays on the last one.
  const cells = p.cells.filter((c) => c.visible);
  for (const c of cells) {
    await page.mouse.move(c.cx, c.cy);
    await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview under the mouse');
  }
  const passed = cells[cells.length - 1];
  await page.mouse.move(1366 - 20, 760);
  await frames(page, 3);
  await page.keyboard.press('h');
  p = await probe(page, (x) => x.app.ai.hint.length > 0, 'the hint', 30_000);
  const m = /^place (-?\d+),(-?\d+) r(\d)$/.exec(p.app.ai.hint[0]);
  assert.ok(m, `a placement: ${p.app.ai.hint[0]}`);
  await page.keyboard.press('Enter');
  p = await probe(page, (x) => x.placed === 2 && x.phase !== 'sync', 'the tile placed by Enter');
  const at = p.lastPlaced;
  assert.deepEqual([at.x, at.y], [+m[1], +m[2]], `placed on the hint's cell, not on the cell passed over (${passed.x}, ${passed.y})`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a first visit, Help and Settings open over the new game screen: a click closes Help, Escape closes Settings', { timeout: 120_000 }, async () => {
  const { context, page, problems } = await open('fast&test');
  await probe(page, (x) => x.app && x.app.windows.newGame, 'the new game screen');
  let p = await menuOpen(page, ['ArrowRight', 'ArrowRight', 'Enter'], (x) => x.app.windows.help && x.hud.helpClose[0] > 0 && !x.app.popup,
    'Help > How to play');
  await frames(page, 3);
  await page.screenshot({ path: join(SCREENS, 'newplayer-help-over-new-game.png') });
  // Its Close button takes the click: Help is the window on top (behind the new game screen, the click went there).
  p = await page.evaluate(() => window.carcProbe);
  await page.mouse.click(...p.hud.helpClose);
  p = await probe(page, (x) => !x.app.windows.help, 'Help closed by its Close button');
  assert.equal(p.app.windows.newGame, true, 'the new game screen stays');
  p = await menuOpen(page, ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'],
    (x) => x.app.windows.settings && !x.app.popup, 'View > Settings');
  await page.keyboard.press('Escape');
  p = await probe(page, (x) => !x.app.windows.settings, 'Escape closes Settings');
  assert.equal(p.app.windows.newGame, true, 'the new game screen stays');
  assert.equal(p.active, false, 'no game started');
  assert.deepEqual(problems, []);
  await context.close();
});

test('buttons are disabled where they do nothing; nothing is clickable behind a modal; no game before the player starts one', { timeout: 120_000 }, async () => {
  const { context, page, problems } = await open('fast&test&delay=1.2');
  // First visit: no game exists behind the new game screen.
  let p = await probe(page, (x) => x.app && x.app.windows.newGame, 'the new game screen');
  assert.equal(p.active, false, 'no throwaway game behind the new game screen');
  await page.screenshot({ path: join(SCREENS, 'newplayer-first-visit.png') });
  await page.keyboard.press('Escape');
  await frames(page, 3);
  assert.equal((await page.evaluate(() => window.carcProbe)).app.windows.newGame, true, 'no game to go back to');
  await page.keyboard.press('Enter');
  p = await probe(page, (x) => settled(x) && x.phase === 'place' && x.cells.some((c) => c.visible), 'my first turn');
  const b = (x) => Object.fromEntries(Object.entries(x.hud.buttons).map(([k, v]) => [k, v.enabled]));
  assert.deepEqual(b(p), { rotate: true, takeBack: false, noFollower: false, hint: true }, 'placing: only Rotate (and Hint)');

  // A modal up (the new game screen over the game): a click on a lit cell does nothing.
  const cell = p.cells.find((c) => c.visible);
  await menuOpen(page, ['Enter'], (x) => x.app.windows.newGame && x.app.windows.modal, 'the new game screen over the game');
  await page.mouse.click(cell.cx, cell.cy);
  await page.mouse.click(cell.cx, cell.cy);
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  assert.equal(p.placed, 1, 'a click behind the modal placed a tile');
  await page.keyboard.press('Escape');
  p = await probe(page, (x) => !x.app.windows.newGame && x.phase === 'place', 'back to the game');

  await placeByMouse(page, 0);
  await frames(page, 3);  // the panels are drawn before the board takes the click: they show it a frame later
  p = await page.evaluate(() => window.carcProbe);
  assert.deepEqual(b(p), { rotate: false, takeBack: true, noFollower: true, hint: true }, 'follower step');
  // A click on the disabled Rotate changes nothing.
  const r = p.hud.buttons.rotate.rect;
  await page.mouse.click((r[0] + r[2]) / 2, (r[1] + r[3]) / 2);
  await frames(page, 3);
  assert.equal((await page.evaluate(() => window.carcProbe)).phase, 'deploy');
  const nf = p.hud.buttons.noFollower.rect;
  await page.mouse.click((nf[0] + nf[2]) / 2, (nf[1] + nf[3]) / 2);
  p = await probe(page, (x) => x.phase === 'computer', 'the computer\'s turn', 5000);
  await frames(page, 3);
  p = await page.evaluate(() => window.carcProbe);
  assert.equal(p.phase, 'computer');
  assert.deepEqual(b(p), { rotate: false, takeBack: false, noFollower: false, hint: false }, 'nothing to press during the computer\'s turn');
  assert.deepEqual(problems, []);
  await context.close();

  // After the game: nothing to rotate, take back or skip.
  const end = await open('autoplay&test');
  p = await probe(end.page, (x) => x.over && x.final, 'a finished game');
  assert.deepEqual(b(p), { rotate: false, takeBack: false, noFollower: false, hint: false }, 'game over');
  assert.deepEqual(end.problems, []);
  await end.context.close();
});

test('the final table agrees with the log, column by column', { timeout: 120_000 }, async () => {
  for (const seed of [3, 11]) {
    const { context, page, problems } = await open(`autoplay&test&seed=${seed}`);
    const p = await probe(page, (x) => x.over && x.final, 'the finished game');
    await probe(page, (x) => !x.animating, 'the final scores shown', 60_000);
    await frames(page, 3);
    await page.screenshot({ path: join(SCREENS, `newplayer-final-${seed}.png`) });
    // Sum the log's score lines by feature kind and player: "[Final scoring, ]road of 3 tiles: Anna +3 (rule)".
    const kinds = { road: 'Roads', city: 'Cities', cloister: 'Cloisters', farm: 'Farms', barn: 'Barns' };
    const cols = p.final.columns;
    const sums = p.names.map(() => cols.map(() => 0));
    const unfinished = p.names.map(() => cols.map(() => 0));
    let lines = 0;
    for (const line of p.log) {
      const m = /^(Final scoring, )?(\w+) .*?:(.*) \(/.exec(line);
      if (!m || !/ \+\d+/.test(m[3])) continue;
      lines++;
      const col = cols.indexOf(kinds[m[2]] ?? 'Other');
      p.names.forEach((name, i) => {
        const hit = m[3].split(` ${name} +`);
        if (hit.length < 2) return;
        const v = parseInt(hit[1], 10);
        sums[i][col] += v;
        if (m[1] && ['Roads', 'Cities', 'Cloisters'].includes(cols[col])) unfinished[i][col] += v;
      });
    }
    assert.ok(lines > 10, `score lines in the log: ${lines}`);
    p.final.rows.forEach((row, i) => {
      assert.deepEqual(row.points, sums[i], `player ${i}: every column equals the sum of its log lines`);
      assert.deepEqual(row.unfinished, unfinished[i], `player ${i}: the unfinished part equals the final-scoring lines`);
      assert.equal(row.total, p.scores[i]);
    });
    const clo = cols.indexOf('Cloisters');
    assert.ok(p.final.rows.some((r) => r.points[clo] > 0), 'cloisters scored in this game');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

// Sizes a player uses: desktop, small windows, a phone both ways; normal and 200% text.
const layouts = [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: '800x600', viewport: { width: 800, height: 600 } },
  { name: '640x400', viewport: { width: 640, height: 400 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, extra: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'phone-landscape', viewport: { width: 844, height: 390 }, extra: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
];

// The layout is the game's own (ImGui), the same in every browser: the Firefox pass checks the desktop and the
// phone at 100% text (the browser's own part: a touch screen known as one, the saves window), the Chromium pass
// every size.
test('200% text and small windows leave the board and every bar usable; touch screens say Tap', { timeout: 240_000 }, async () => {
  for (const l of FIREFOX ? layouts.filter((x) => x.name === 'desktop' || x.name === 'phone') : layouts) {
    for (const text of FIREFOX ? [1] : [1, 2]) {
      const { context, page, problems } = await open(`play&fast&test&seed=9&text=${text}`, l.viewport, l.extra ?? {});
      const p = await probe(page, settled, `${l.name} ${text}x: my turn`);
      const tag = `${l.name} at ${text * 100}% text`;
      await page.screenshot({ path: join(SCREENS, `newplayer-turn-${l.name}-${text * 100}.png`) });
      assert.ok(Math.abs(p.app.fontPx - 17 * text) < 0.6, `${tag}: the menus' text is ${p.app.fontPx}px`);
      assert.ok(p.cells.some((c) => c.visible), `${tag}: a lit cell is in view and not under a bar`);
      const area = p.area;
      assert.ok(area[3] - area[1] > 100 && area[2] - area[0] > 100, `${tag}: board area ${area}`);
      assert.ok(p.banner[3] < area[3] - 40, `${tag}: the turn banner leaves the board visible`);
      for (const [k, v] of Object.entries(p.hud.buttons)) {
        if (!v.shown) continue;
        const [x0, y0, x1, y1] = v.rect;
        assert.ok(x0 >= 0 && y0 >= 0 && x1 <= l.viewport.width + 0.5 && y1 <= l.viewport.height + 0.5,
          `${tag}: the ${k} button ${v.rect} is on screen`);
      }
      if (l.extra?.hasTouch) assert.match(p.hud.texts.hint, /^(?!.*Click).*Tap/, `${tag}: ${p.hud.texts.hint}`);
      else assert.match(p.hud.texts.hint, /^(?!.*Tap).*Click/, `${tag}: ${p.hud.texts.hint}`);
      // The saved games window fits (phones: nothing past the right edge) and is opaque.
      await placeByMouse(page, 0);
      await page.keyboard.press('Space');
      await probe(page, (x) => x.phase === 'place' && x.turn >= 2, `${tag}: my second turn`);
      await openSavedGames(page);
      const w = await savesWindow(page, 1);
      await page.screenshot({ path: join(SCREENS, `newplayer-saves-${l.name}-${text * 100}.png`) });
      assert.ok(w.app.saves.right <= l.viewport.width, `${tag}: saved games buttons end at ${w.app.saves.right}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('a window resize keeps what was in view', { timeout: 60_000 }, async () => {
  const { context, page, problems } = await open('play&fast&test&seed=9', { width: 1366, height: 768 });
  await probe(page, settled, 'my turn');
  await frames(page, 4);  // the first fit is redone once the turn banner's height is known
  let p = await page.evaluate(() => window.carcProbe);
  // The board point in the middle of the board area.
  const middle = (x) => [((x.area[0] + x.area[2]) / 2 - x.origin[0]) / x.scale, ((x.area[1] + x.area[3]) / 2 - x.origin[1]) / x.scale];
  const inArea = (x) => x.cells.every((c) => c.cx > x.area[0] && c.cx < x.area[2] && c.cy > x.area[1] && c.cy < x.area[3]);
  assert.ok(inArea(p), 'every lit cell in view at the start');
  const m0 = middle(p);
  for (const [w, h] of [[800, 600], [640, 400], [1366, 768]]) {
    await page.setViewportSize({ width: w, height: h });
    p = await probe(page, (x) => settled(x) && x.app.display[0] === w && x.app.display[1] === h, `the ${w}x${h} layout`);
    await frames(page, 3);
    p = await page.evaluate(() => window.carcProbe);
    await page.screenshot({ path: join(SCREENS, `newplayer-resize-${w}x${h}.png`) });
    const m = middle(p);
    assert.ok(Math.abs(m[0] - m0[0]) < 0.05 && Math.abs(m[1] - m0[1]) < 0.05, `${w}x${h}: the middle moved ${m} vs ${m0}`);
    assert.ok(inArea(p), `${w}x${h}: every lit cell still in view`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the new game box stays put as players are added: the button is where the pointer is', { timeout: 90_000 }, async () => {
  const { context, page, problems } = await open('fast&test', { width: 1366, height: 768 });
  let p = await probe(page, (x) => x.app.windows.newGame && x.hud.addPlayer[0] > 0, 'the new game screen');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  const top = p.hud.newGameTop;
  for (let n = 0; n < 2; n++) {
    const [x, y] = p.hud.addPlayer;
    await page.mouse.click(x, y);
    await frames(page, 4);
    p = await page.evaluate(() => window.carcProbe);
    assert.ok(Math.abs(p.hud.newGameTop - top) < 1, `the box's top stays at ${top} (now ${p.hud.newGameTop})`);
    assert.ok(p.hud.addPlayer[1] > y, 'the new row pushed only the Add button down');
  }
  await page.screenshot({ path: join(SCREENS, 'newplayer-four-players.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the turn banner keeps its width as the pointer moves from cell to cell', { timeout: 90_000 }, async () => {
  const { context, page, problems } = await open('play&fast&test&seed=12', { width: 1366, height: 768 });
  await probe(page, (x) => settled(x) && x.phase === 'place' && x.cells.some((c) => c.visible), 'my first turn');
  await page.keyboard.press('f');
  await frames(page, 6);
  const p = await page.evaluate(() => window.carcProbe);
  const widths = new Set([Math.round(p.banner[2] - p.banner[0])]);
  for (const c of p.cells.filter((q) => q.visible)) {
    await page.mouse.move(c.cx, c.cy);
    const q = await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview on the cell');
    await frames(page, 2);
    const r = await page.evaluate(() => window.carcProbe);
    widths.add(Math.round(r.banner[2] - r.banner[0]));
    assert.ok(q.banner, 'a banner');
  }
  await page.mouse.move(5, 700);
  await frames(page, 3);
  const off = await page.evaluate(() => window.carcProbe);
  widths.add(Math.round(off.banner[2] - off.banner[0]));
  assert.equal(widths.size, 1, `one width, over ${p.cells.filter((q) => q.visible).length} cells and off the board: ${[...widths]}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the text size slider does not rescale under the finger while it is dragged; letting go applies it', { timeout: 90_000 }, async () => {
  const { context, page, problems } = await open('play&fast&test&seed=12', { width: 1366, height: 768 });
  await probe(page, (x) => settled(x), 'the game');
  // View > Settings: the second menu, its sixth item.
  let p = await menuOpen(page, ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'],
    (x) => x.app.windows.settings && x.hud.textSlider[0] > 0, 'the Settings window');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  const [x0, y0, x1, y1] = p.hud.textSlider;
  const y = (y0 + y1) / 2;
  assert.equal(p.app.textScale, 1);
  await page.mouse.move(x0 + 4, y);
  await page.mouse.down();
  for (let k = 1; k <= 6; k++) {
    await page.mouse.move(x0 + 4 + (x1 - x0) * 0.1 * k, y);
    await frames(page, 2);
    const q = await page.evaluate(() => window.carcProbe);
    assert.deepEqual(q.hud.textSlider, p.hud.textSlider, 'the slider stays where the finger is');
    assert.equal(q.app.textScale, 1, 'the size waits for the finger to let go');
  }
  await page.mouse.up();
  const after = await probe(page, (x) => x.app.textScale > 1.4, 'the new text size');
  assert.ok(after.app.textScale <= 1.7, `about 160%: ${after.app.textScale}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a click on a lit cell under the turn banner places the tile there', { timeout: 90_000 }, async () => {
  const { context, page, problems } = await open('play&fast&test&seed=12', { width: 1366, height: 768 });
  let p = await firstTurn(page);
  const [bx0, by0, bx1, by1] = p.banner;
  // Drag the board (from an empty spot) so that a lit cell's centre comes under the middle of the banner.
  const cell = p.cells.filter((c) => c.visible).sort((a, b) => a.cy - b.cy)[0];
  const dx = (bx0 + bx1) / 2 - cell.cx, dy = (by0 + by1) / 2 - cell.cy;
  const from = [60, 700];
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  for (let k = 1; k <= 8; k++) await page.mouse.move(from[0] + dx * k / 8, from[1] + dy * k / 8);
  await page.mouse.up();
  p = await probe(page, (x) => !x.cameraMoving && x.cells.some((c) => c.x === cell.x && c.y === cell.y &&
    c.cx > bx0 && c.cx < bx1 && c.cy > by0 && c.cy < by1), 'the lit cell under the banner');
  const under = p.cells.find((c) => c.x === cell.x && c.y === cell.y);
  await page.mouse.move(under.cx, under.cy);
  await probe(page, (x) => x.preview?.x === cell.x && x.preview?.y === cell.y, 'the preview under the banner');
  await page.mouse.click(under.cx, under.cy);
  const d = await probe(page, (x) => x.phase === 'deploy' && x.placed === p.placed + 1 && x.markers.length > 0 && !x.cameraMoving,
    'the tile placed under the banner, the camera still');
  // The placed tile came out from under the banner: every follower circle is below it.
  for (const m of d.markers) assert.ok(m.cy - m.r >= d.banner[3], `the ${m.role} circle at ${m.cy} (r ${m.r}) is below the banner (${d.banner[3]})`);
  await page.screenshot({ path: join(SCREENS, 'newplayer-placed-under-banner.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the New game screen offers the set-up of the game continued from the last visit', { timeout: 120_000 }, async () => {
  // A River game against a Hard computer, one turn played; then the page is opened again.
  const { context, page, problems } = await open('play&fast&test&seed=17&river&level=3', { width: 1366, height: 768 });
  await playTurn(page, 0);
  await page.goto(url('fast&test'));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  const c = await saves(page, (s) => s.continueAt && s.continueAt[0] > 0, 'the Continue? prompt');
  await page.mouse.click(c.continueAt[0], c.continueAt[1]);
  await probe(page, settled, 'the game continued');
  // Game > New game...
  let p = await menuOpen(page, ['Enter'], (x) => x.app.windows.newGame && x.app.items.some((i) => i[0] === 'River'), 'the new game screen');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  const item = (label) => p.app.items.find((i) => i[0] === label);
  assert.equal(item('River')[9], true, 'the River is ticked, as in the game continued');
  assert.equal(item('Abbey & Mayor')[9], false);
  assert.equal(p.app.items.filter((i) => i[0] === '\u00d7').length, 2, 'two players');
  await page.screenshot({ path: join(SCREENS, 'newplayer-new-game-remembers.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the New game screen and the settings are remembered across visits, with no game to continue', { timeout: 120_000 }, async () => {
  const { context, page, problems } = await open('fast&test', { width: 1366, height: 768 });
  let p = await probe(page, (x) => x.app.windows.newGame && x.hud.addPlayer[0] > 0, 'the new game screen');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  const item = (q, label) => q.app.items.find((i) => i[0] === label);
  const click = async (label) => {
    const q = await steady(page, (x) => item(x, label), (x) => item(x, label), `"${label}"`);
    const i = item(q, label);
    await page.mouse.click(i[1] + i[3] / 2, i[2] + i[4] / 2);
    await frames(page, 3);
  };
  // Three players (you and two computers) and Abbey & Mayor; then Play.
  await page.mouse.click(p.hud.addPlayer[0], p.hud.addPlayer[1]);
  await frames(page, 3);
  await click('Abbey & Mayor');
  p = await probe(page, (x) => item(x, 'Abbey & Mayor')?.[9] === true && x.app.items.filter((i) => i[0] === '\u00d7').length === 3,
    'three players and Abbey & Mayor ticked');
  await click('Play');
  await probe(page, (x) => settled(x) && x.scores.length === 3, 'the three-player game');
  // View > Settings: colour-blind colours on.
  await menuOpen(page, ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'],
    (x) => x.app.windows.settings, 'the Settings window');
  await click('Colour-blind-safe colours');
  await probe(page, (x) => x.app.colorblind === true, 'colour-blind colours');
  // The game is left before its first tile (so there is nothing to continue), and the page opened again.
  await page.goto(url('fast&test'));
  await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
  p = await probe(page, (x) => x.app.windows.newGame && item(x, 'Abbey & Mayor'), 'the new game screen again');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  assert.equal(item(p, 'Abbey & Mayor')[9], true, 'Abbey & Mayor is ticked, as last time');
  assert.equal(p.app.items.filter((i) => i[0] === '\u00d7').length, 3, 'three players, as last time');
  assert.equal(p.app.colorblind, true, 'the colour-blind colours are kept');
  const s = await page.evaluate(() => window.carcSaves);
  assert.equal(s.saves.length, 0, 'the preferences are not listed as a saved game');
  await page.screenshot({ path: join(SCREENS, 'newplayer-remembered-setup.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a tile placed at the edge of the view comes wholly into view with its follower circles', { timeout: 90_000 }, async () => {
  const { context, page, problems } = await open('play&fast&test&seed=12', { width: 1366, height: 768 });
  let p = await firstTurn(page);
  // Drag the board (from an empty spot) until the lowest lit cell's centre is 12 px above the board's bottom
  // edge: most of that cell is off the screen.
  const cell = p.cells.filter((c) => c.visible).sort((a, b) => b.cy - a.cy)[0];
  const dy = p.area[3] - 12 - cell.cy;
  const from = [60, 200];
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  for (let k = 1; k <= 8; k++) await page.mouse.move(from[0], from[1] + dy * k / 8);
  await page.mouse.up();
  p = await probe(page, (x) => !x.cameraMoving && x.cells.some((c) => c.x === cell.x && c.y === cell.y && Math.abs(c.cy - (x.area[3] - 12)) < 3),
    'the lit cell at the bottom edge');
  const at = p.cells.find((c) => c.x === cell.x && c.y === cell.y);
  await page.mouse.move(at.cx, at.cy);
  await probe(page, (x) => x.preview?.x === cell.x && x.preview?.y === cell.y, 'the preview at the edge');
  await page.mouse.click(at.cx, at.cy);
  p = await probe(page, (x) => x.phase === 'deploy' && x.markers.length > 0 && !x.cameraMoving, 'the follower step, the camera still');
  const [ax0, ay0, ax1, ay1] = p.area;
  for (const m of p.markers)
    assert.ok(m.cx - m.r >= ax0 && m.cx + m.r <= ax1 && m.cy - m.r >= ay0 && m.cy + m.r <= ay1,
      `the ${m.role} circle at ${m.cx},${m.cy} (r ${m.r}) is inside the board ${p.area}`);
  await page.screenshot({ path: join(SCREENS, 'newplayer-edge-placement.png') });
  assert.deepEqual(problems, []);
  await context.close();
});

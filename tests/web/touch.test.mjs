// Touch-first play on a phone: the computer's newest tile is on screen or pointed to after each of its turns;
// every touch target is at least 44 x 44 CSS px on every screen, and no window cuts its text off; a finger
// dragged inside a window scrolls it; tooltips come from a long press, never from a tap; and a click whose
// pointer moves on within one frame still places (it does not pan). The page runs with ?test: the tests READ
// window.carcProbe (the board's state, and app.items: every widget's box from Dear ImGui's item hooks) and act
// only through the touch screen, the mouse and the keyboard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { LAYOUT_SKIP, SCREENS, frames, openApp, touchSession, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const PHONE_SIDEWAYS = { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const TARGET = 44;

const probeOf = (shot) => (page, ok, what, timeout) => until(page, () => window.carcProbe, ok, what, { timeout, shot });

// The open part of the board: its area less the band of the turn banner at its top.
function openPart(p) {
  const top = p.banner[2] > p.banner[0] ? Math.max(p.area[1], p.banner[3]) : p.area[1];
  return { x0: p.area[0], y0: top, x1: p.area[2], y1: p.area[3] };
}

test('on a phone, the board follows the computer\'s tiles; with that off in Settings its newest tile is on screen or pointed to after each of its turns, and the pointer brings it into view', { timeout: 300_000 }, async () => {
  const shot = 'touch-newest';
  const probe = probeOf(shot);
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=7'), PHONE);
  let pointed = 0, inView = 0, shown = false, followed = 0;
  const item = (q, label) => q.app.items.find((i) => i[0] === label);
  const tapItem = async (label) => {
    const q = await probe(page, (x) => item(x, label), `"${label}" on screen`);
    const i = item(q, label);
    await page.touchscreen.tap(i[1] + i[3] / 2, i[2] + i[4] / 2);
    await frames(page, 3);
  };
  const FOLLOWING_TURNS = 4;  // the computer's first turns with the default (following); then it is turned off
  for (let turn = 0; turn < 14; turn++) {
    let p = await probe(page, (x) => (x.phase === 'place' && !x.cameraMoving) || x.over, 'my turn');
    if (p.over) break;
    await frames(page, 2);
    p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn, settled');
    if (p.placed > 1 && turn <= FOLLOWING_TURNS) {
      // Followed: the computer's tile was brought into the open part of the board.
      assert.ok(p.newest && !p.newest.hidden, `turn ${p.turn}: the computer's tile followed into view: ${JSON.stringify(p.newest)}`);
      followed++;
      if (turn === FOLLOWING_TURNS) {
        // Settings > Follow the computer's moves: off.
        await tapItem('View');
        await probe(page, (x) => x.app.popup, 'the View menu');
        await tapItem('Settings');
        assert.equal(p.app.follow, true, 'following is on by default on a touch screen');
        await tapItem('Follow the computer\'s moves');
        p = await probe(page, (x) => !x.app.follow, 'following off');
        await tapItem('Close');
        // Closed, and the keyboard is the board's again (F, below).
        p = await probe(page, (x) => !x.app.windows.settings && !x.app.wantKeys && x.phase === 'place', 'Settings closed');
      }
    } else if (p.placed > 1) {
      // The tile placed last is the computer's: seen in the open part of the board, or a pointer to it there.
      assert.ok(p.newest && p.newest.player === 1, `turn ${p.turn}: the computer's newest tile is known: ${JSON.stringify(p.newest)}`);
      const o = openPart(p), n = p.newest, q = p.tile / 4;
      const seen = n.cx - q >= o.x0 && n.cx + q <= o.x1 && n.cy - q >= o.y0 && n.cy + q <= o.y1;
      assert.equal(n.hidden, !seen, `turn ${p.turn}: hidden is said exactly when the tile is out of the open part: ${JSON.stringify(n)} ${JSON.stringify(o)}`);
      if (n.hidden) {
        const [px, py, r] = n.pointer;
        assert.ok(r * 2 >= TARGET, `a finger-sized pointer: ${r}`);
        assert.ok(px - r >= o.x0 && px + r <= o.x1 && py - r >= o.y0 && py + r <= o.y1, `the pointer is in the open part: ${n.pointer}`);
        // It points at the tile: the tile lies on the far side of the pointer from the open part's middle.
        const mx = (o.x0 + o.x1) / 2, my = (o.y0 + o.y1) / 2;
        assert.ok((n.cx - mx) * (px - mx) + (n.cy - my) * (py - my) > 0, 'the pointer is on the tile\'s side');
        pointed++;
        if (!shown) {
          shown = true;
          await page.screenshot({ path: join(SCREENS, 'touch-newest-pointer.png') });
          // A tap on the pointer brings the tile into the open part of the board.
          const before = p.placed;
          await page.touchscreen.tap(px, py);
          p = await probe(page, (x) => x.newest && !x.newest.hidden && !x.cameraMoving, 'the tile brought into view');
          assert.equal(p.placed, before, 'the tap placed nothing');
          const o2 = openPart(p);
          assert.ok(p.newest.cx > o2.x0 && p.newest.cx < o2.x1 && p.newest.cy > o2.y0 && p.newest.cy < o2.y1, 'in view');
          await page.screenshot({ path: join(SCREENS, 'touch-newest-shown.png') });
        }
      } else {
        inView++;
      }
      // The log says where it went, from the start tile.
      assert.ok(p.log.some((l) => /^Computer placed a tile.*, (\d+ (north|south)( and \d+ (east|west))?|\d+ (east|west)) of the start tile$/.test(l)),
        `the log places the computer's tile: ${p.log.slice(-3).join(' | ')}`);
    }
    // My turn: tap a visible lit cell twice (preview, place), then No follower.
    let cells = p.cells.filter((c) => c.visible);
    if (!cells.length) {
      await page.keyboard.press('f');
      p = await probe(page, (x) => x.cells.some((c) => c.visible) && !x.cameraMoving, 'Fit');
      cells = p.cells.filter((c) => c.visible);
    }
    const c = cells[turn % cells.length];
    await page.touchscreen.tap(c.cx, c.cy);
    await probe(page, (x) => x.preview?.x === c.x && x.preview?.y === c.y, 'the preview');
    await page.touchscreen.tap(c.cx, c.cy);
    await probe(page, (x) => x.phase === 'deploy' && x.skip[0] > 0 && !x.cameraMoving, 'the follower step');
    await frames(page, 3);  // the No follower button where the settled frames put it
    p = await page.evaluate(() => window.carcProbe);
    // The buttons under the placed tile are finger-sized and cover none of its follower spots.
    const bar = p.app.items.filter((i) => i[5] === '##deploy');
    assert.ok(bar.length >= 2, 'Take back and No follower');
    for (const i of bar) {
      assert.ok(i[3] >= TARGET - 0.5 && i[4] >= TARGET - 0.5, `${i[0]}: ${i[3]}x${i[4]}`);
      for (const m of p.markers.filter((q) => q.visible))
        assert.ok(m.cx + m.r <= i[1] || m.cx - m.r >= i[1] + i[3] || m.cy + m.r <= i[2] || m.cy - m.r >= i[2] + i[4],
          `${i[0]} covers the ${m.role} spot at ${m.cx},${m.cy}`);
    }
    if (turn === 1) await page.screenshot({ path: join(SCREENS, 'touch-deploy-bar.png') });
    await page.touchscreen.tap(p.skip[0], p.skip[1]);
    await probe(page, (x) => x.phase !== 'deploy', 'no follower');
  }
  console.log(`computer's newest tile: followed ${followed} times; then in view ${inView} times, pointed to ${pointed} times`);
  assert.ok(followed >= 3, 'the default followed the computer');
  assert.ok(pointed > 0 && inView > 0, 'both cases were met');
  assert.deepEqual(problems, []);
  await context.close();
});

// Every widget of the screen now, as [label, x, y, w, h, window], less the scroll bars (a finger scrolls by
// dragging the content: tested below).
const targets = (p) => p.app.items.filter((i) => i[0] !== '(scroll bar)');
const small = (p) => targets(p).filter((i) => i[3] < TARGET - 0.5 || i[4] < TARGET - 0.5)
  .map((i) => `${i[0] || '(unnamed)'} ${Math.round(i[3])}x${Math.round(i[4])} in ${i[5]}`);
const DESKTOP = { viewport: { width: 1366, height: 768 } };
const WIDE = { viewport: { width: 1920, height: 1080 } };
for (const [name, device, text] of [['a phone held upright', PHONE, 1], ['a phone held sideways', PHONE_SIDEWAYS, 1],
  ['a phone held upright, 200% text', PHONE, 2], ['a phone held sideways, 200% text', PHONE_SIDEWAYS, 2],
  ['a 1366x768 desktop', DESKTOP, 1], ['a 1366x768 desktop, 200% text', DESKTOP, 2], ['a wide desktop, 200% text', WIDE, 2]]) {
  const touch = !!device.hasTouch;
  // (The Firefox pass still taps through the upright phone's menus and windows.)
  const skip = name !== 'a phone held upright' && LAYOUT_SKIP;
  test(`on ${name}, ${touch ? `every touch target is at least ${TARGET} px and ` : ''}no window cuts its text off`, { timeout: 240_000, skip }, async () => {
    const shot = `touch-targets-${name.replace(/\W+/g, '-')}`;
    const probe = probeOf(shot);
    const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, `play&fast&test&seed=5&text=${text}`), device);
    let p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn');
    const press = (x, y) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    const cdp = touch ? await touchSession(context, page) : null;
    // Scrolls the window under the middle of the screen until `label` is wholly on screen, as a player would: a
    // finger's drag, or the wheel.
    const reveal = async (label) => {
      for (let k = 0; k < 12; k++) {
        const q = await page.evaluate(() => window.carcProbe);
        const i = q.app.items.find((x) => x[0] === label);
        if (i && i[2] >= 0 && i[2] + i[4] <= device.viewport.height) return;
        if (touch) await drag(page, cdp, device.viewport.width / 2, device.viewport.height * 0.45, -device.viewport.height * 0.3);
        else {
          await page.mouse.move(device.viewport.width / 2, device.viewport.height / 2);
          await page.mouse.wheel(0, 200);
        }
        await frames(page, 4);
      }
    };
    if (touch) await press(device.viewport.width / 2, device.viewport.height / 2);  // the page knows it is touched
    await frames(page, 4);
    p = await probe(page, (x) => x.hud.phone !== undefined, 'the game');
    await page.screenshot({ path: join(SCREENS, `${shot}-the-game.png`) });
    const seen = [];
    const check = (q, what) => {
      seen.push(what);
      if (touch) assert.deepEqual(small(q), [], `${name}, ${what}: targets under ${TARGET} px`);
      // (The probe's list of texts cut off: labels wider than their room, boxes past their window's side, clipped windows.)
      assert.deepEqual(q.app.cutOff, [], `${name}, ${what}: texts cut off`);
    };
    check(p, 'the game');
    const item = (q, label) => q.app.items.find((i) => i[0] === label);
    const tapItem = async (label) => {
      const q = await probe(page, (x) => item(x, label), `"${label}" on screen`);
      const i = item(q, label);
      await press(i[1] + i[3] / 2, i[2] + i[4] / 2);
      await frames(page, 3);  // the press and its release are seen before anything else happens
    };
    const screens = [['Game', null], ['View', null], ['Help', null], ['Game', 'New game...'], ['Game', 'Saved games...'],
      ['View', 'Settings'], ['View', 'Tiles left'], ['Help', 'How to play'], ['Help', 'Controls'], ['Help', 'About Carcassonne']];
    for (const [menu, entry] of screens) {
      await tapItem(menu);
      await probe(page, (x) => x.app.popup, `the ${menu} menu`);
      if (entry) await tapItem(entry);
      await frames(page, 6);
      p = await page.evaluate(() => window.carcProbe);
      const what = entry ? `${menu} > ${entry}` : `the ${menu} menu`;
      await page.screenshot({ path: join(SCREENS, `${shot}-${what.replace(/\W+/g, '-')}.png`) });
      check(p, what);
      if (entry === 'New game...') {
        // With Abbey & Mayor ticked, the wagon's rule and its two choices appear: they fit as well.
        await reveal('Abbey & Mayor');
        await tapItem('Abbey & Mayor');
        await reveal('a connected feature');
        p = await probe(page, (x) => item(x, 'a connected feature'), 'the wagon rule');
        await frames(page, 4);
        p = await page.evaluate(() => window.carcProbe);
        await page.screenshot({ path: join(SCREENS, `${shot}-new-game-abbey-mayor.png`) });
        check(p, 'New game with Abbey & Mayor');
      }
      // Close it as a player would: Escape (a phone's back gesture), or a tap on the board for a menu.
      await page.keyboard.press('Escape');
      await frames(page, 4);
      const w = (await page.evaluate(() => window.carcProbe)).app.windows;
      if (w.newGame || w.help || w.settings || w.saves || w.tilesLeft || w.about) await page.keyboard.press('Escape');
      await frames(page, 4);
    }
    assert.equal(seen.length, screens.length + 2);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// A finger's drag through CDP's touch events: down at (x, y), moved by dy in steps, lifted.
async function drag(page, cdp, x, y, dy) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / 8 }] });
    await frames(page, 1);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('on a phone, a finger dragged inside Help scrolls its text and moves nothing; a tap shows no tooltip, a long press does and presses nothing', { timeout: 180_000 }, async () => {
  const shot = 'touch-scroll';
  const probe = probeOf(shot);
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=5'), PHONE);
  const cdp = await touchSession(context, page);
  let p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving, 'my turn');
  await page.touchscreen.tap(195, 400);
  await frames(page, 4);
  // Help > The Wheel of Fortune: longer than the screen.
  const item = (q, label) => q.app.items.find((i) => i[0] === label);
  const tapItem = async (label) => {
    const q = await probe(page, (x) => item(x, label), `"${label}"`);
    const i = item(q, label);
    await page.touchscreen.tap(i[1] + i[3] / 2, i[2] + i[4] / 2);
  };
  await tapItem('Help');
  await tapItem('The Wheel of Fortune');
  const page_ = (q) => Object.keys(q.app.scrolls).find((k) => k.startsWith('Help/##helppage'));
  p = await probe(page, (x) => x.app.windows.help && page_(x), 'the help page, with text to scroll to');
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  const key = page_(p);
  const [y0, max] = p.app.scrolls[key];
  assert.equal(y0, 0, 'it starts at the top');
  const close0 = p.hud.helpClose;
  // Drag up from the middle of the text (over words and any link or button there).
  await drag(page, cdp, 195, 600, -250);
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  const y1 = p.app.scrolls[key][0];
  assert.ok(y1 > 150 && y1 <= max, `the text scrolled with the finger: ${y0} -> ${y1} of ${max}`);
  assert.deepEqual(p.hud.helpClose, close0, 'the window did not move');
  assert.ok(p.app.windows.help, 'Help is still open');
  await page.screenshot({ path: join(SCREENS, 'touch-scroll-help.png') });
  await drag(page, cdp, 195, 400, 300);
  await frames(page, 4);
  p = await page.evaluate(() => window.carcProbe);
  assert.ok(p.app.scrolls[key] === undefined || p.app.scrolls[key][0] < y1, 'and back down');
  await page.keyboard.press('Escape');
  p = await probe(page, (x) => !x.app.windows.help, 'Help closed');

  // The sheet's Hint button: a tap asks for a hint and shows no tooltip.
  p = await probe(page, (x) => x.hud.buttons?.hint?.enabled && x.phase === 'place', 'the Hint button');
  const [l, t, r, b] = p.hud.buttons.hint.rect;
  const asked = p.app.ai.asked;
  const cx = (l + r) / 2, cy = (t + b) / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy }] });
  const held = Date.now();
  // Held still: no tooltip before the long press, then the button's tooltip.
  await frames(page, 6);
  if (Date.now() - held < 400) assert.equal((await page.evaluate(() => window.carcProbe)).app.tooltip, false, 'no tooltip at once');
  p = await probe(page, (x) => x.app.tooltip, 'the tooltip of a long press', 3_000);
  assert.ok(Date.now() - held >= 450, `it came after the long press: ${Date.now() - held} ms`);
  await frames(page, 2);
  p = await page.evaluate(() => window.carcProbe);
  await page.screenshot({ path: join(SCREENS, 'touch-long-press-tooltip.png') });
  // Beside the pressed button, not on it (the finger would hide the words).
  const [tx, ty, tw, th] = p.app.tooltip;
  assert.ok(tx >= 0 && tx + tw <= p.app.display[0] && ty >= 0, `the tooltip is on the screen: ${p.app.tooltip}`);
  assert.ok(ty + th <= t || ty >= b || tx + tw <= l || tx >= r, `the tooltip ${p.app.tooltip} keeps off the button ${[l, t, r, b]}`);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frames(page, 6);
  p = await page.evaluate(() => window.carcProbe);
  assert.equal(p.app.ai.asked, asked, 'the long press did not press the button');
  assert.equal(p.app.ai.hintPending, false);
  await probe(page, (x) => !x.app.tooltip, 'the tooltip to go', 6_000);
  // A tap presses it, with no tooltip.
  await page.touchscreen.tap(cx, cy);
  let tips = 0;
  for (let i = 0; i < 10; i++) {
    await frames(page, 2);
    tips += (await page.evaluate(() => window.carcProbe)).app.tooltip ? 1 : 0;
  }
  assert.equal(tips, 0, 'a tap shows no tooltip');
  p = await probe(page, (x) => x.app.ai.hint.length > 0, 'the hint', 30_000);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a click whose pointer moves on within one frame places the tile where it went down and pans nothing', { timeout: 120_000 }, async () => {
  const shot = 'touch-quick-click';
  const probe = probeOf(shot);
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=5'),
    { viewport: { width: 1280, height: 800 } });
  let p = await probe(page, (x) => x.phase === 'place' && !x.cameraMoving && x.cells.some((c) => c.visible), 'my turn');
  const c = p.cells.find((q) => q.visible);
  const origin = p.origin;
  // Down, up and a 30 px move in one task: the app sees them in one frame.
  await page.evaluate(([x, y]) => {
    const canvas = document.getElementById('canvas');
    const ev = (type, cx, cy, buttons) => new MouseEvent(type, { clientX: cx, clientY: cy, button: 0, buttons, bubbles: true, cancelable: true, view: window });
    canvas.dispatchEvent(ev('mousemove', x, y, 0));
    canvas.dispatchEvent(ev('mousedown', x, y, 1));
    canvas.dispatchEvent(ev('mouseup', x, y, 0));
    canvas.dispatchEvent(ev('mousemove', x + 30, y + 20, 0));
  }, [c.cx, c.cy]);
  p = await probe(page, (x) => x.phase === 'deploy', 'the tile placed');
  assert.equal(p.placed, 2);
  assert.deepEqual(p.origin, origin, 'the board did not pan');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a phone turned sideways and back gets its board scale back', { timeout: 120_000 }, async () => {
  const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=5'), PHONE);
  const probe = probeOf('touch-turned');
  const settled = (x) => x.phase === 'place' && !x.cameraMoving;
  const before = await probe(page, settled, 'my turn');
  await page.setViewportSize(PHONE_SIDEWAYS.viewport);
  const sideways = await probe(page, (x) => settled(x) && x.area[2] > 500, 'held sideways');
  assert.ok(sideways.scale < before.scale, `sideways the board is shorter: ${sideways.scale} against ${before.scale}`);
  await page.setViewportSize(PHONE.viewport);
  const back = await probe(page, (x) => settled(x) && x.area[2] < 400, 'upright again');
  assert.ok(Math.abs(back.scale - before.scale) < 0.5, `the scale upright again: ${back.scale}, at first ${before.scale}`);
  assert.deepEqual(problems, []);
  await context.close();
});

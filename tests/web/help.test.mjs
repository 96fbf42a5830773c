// Help windows fit the screen: the longest page (the Wheel of Fortune, with its wheel and its table of events)
// scrolls inside the window, and Close stays on the screen, on a 1366x768 desktop and on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENS, frames, menuOpen, openApp, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();

for (const [name, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]]) {
  test(`Help > The Wheel of Fortune fits a ${name} screen and its Close button is on it`, { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=12'),
      { viewport });
    // Help is the third menu; its second item is the Wheel of Fortune page.
    const p = await menuOpen(page, ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter'], (x) => x.hud.helpClose[0] > 0, 'the Help window',
      { shot: 'help' });
    await frames(page, 4);
    const q = await page.evaluate(() => window.carcProbe);
    await page.screenshot({ path: join(SCREENS, `help-wheel-${name}.png`) });
    const [x, y] = q.hud.helpClose;
    assert.ok(x > 0 && x < viewport.width && y > 0 && y < viewport.height - 8, `Close at ${x},${y} is on the screen`);
    assert.deepEqual(p.hud.helpClose, q.hud.helpClose, 'the window stays where it is');
    await page.mouse.click(x, y);
    await until(page, () => window.carcProbe, (z) => z.hud.helpClose[0] < 0, 'Help closed', { shot: 'help' });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// One tap (or one click without a hover first) switches Help's tab: ImGui takes a press on a tab only when the
// pointer was seen over it the frame before, so the app lets ImGui see the pointer there before the press.
for (const [name, options] of [['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
  ['desktop', { viewport: { width: 1366, height: 768 } }]]) {
  test(`on a ${name}, one ${name === 'phone' ? 'tap' : 'click'} on a Help tab shows its page`, { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=12'), options);
    let p = await menuOpen(page, ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter'], (x) => x.hud.texts.helpPage !== '', 'the Help window',
      { shot: 'help-tabs' });
    await frames(page, 3);
    const press = async (label) => {
      const q = await page.evaluate(() => window.carcProbe);
      const tab = q.app.items.find((i) => i[0] === label && i[5] === 'Help');
      assert.ok(tab, `the ${label} tab`);
      const [x, y] = [tab[1] + tab[3] / 2, tab[2] + tab[4] / 2];
      if (name === 'phone') await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      return until(page, () => window.carcProbe, (z) => z.hud.texts.helpPage === label, `the ${label} page after one press`,
        { shot: `help-tabs-${name}`, timeout: 5000 });
    };
    for (const label of ['Controls', 'How to play', 'Controls']) p = await press(label);
    assert.equal(p.hud.texts.helpPage, 'Controls');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

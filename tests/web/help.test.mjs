// Help windows fit the screen: the longest page (the Wheel of Fortune, with its wheel and its table of events)
// scrolls inside the window, and Close stays on the screen, on a 1366x768 desktop and on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENS, frames, openApp, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();

for (const [name, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]]) {
  test(`Help > The Wheel of Fortune fits a ${name} screen and its Close button is on it`, { timeout: 90_000 }, async () => {
    const { context, page, problems } = await openApp(env.browser, withQuery(env.server.url, 'play&fast&test&seed=12'),
      { viewport });
    // Help is the third menu; its second item is the Wheel of Fortune page.
    await page.keyboard.press('F10');
    await until(page, () => window.carcProbe, (x) => x.app.popup, 'the menus', { shot: 'help' });
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter']) {
      await page.keyboard.press(key);
      await frames(page, 2);
    }
    const p = await until(page, () => window.carcProbe, (x) => x.hud.helpClose[0] > 0, 'the Help window', { shot: 'help' });
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

// A game played by link between three devices: three browser contexts, each with its own storage, pass the game's
// links as three players would (the address with "#play=..." opened on the next player's device). The invitation
// goes round (each device takes its seat), then every turn is played on the device whose move it is and its link
// opened on the next one, with a reload in the middle; an old link opened in the middle changes nothing and says so. In
// the Chromium pass the game is played to its end; the Firefox pass plays its first turns.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { FIREFOX, SCREENS, frames, openApp, placeOnLitCell, reloadApp, until, useBrowser, withQuery } from './harness.mjs';

const env = useBrowser();
const probe = (page, ok, what, timeout = 30_000) => until(page, () => window.carcProbe, ok, what, { shot: 'link', timeout });
const fragment = (address) => address.slice(address.indexOf('#'));
// Opens a link on a device as the player does when they follow it: the address changes to it. (The device's page
// comes to the front first: Firefox draws no frame in a page behind another, as a person sees none.)
async function follow(page, address) {
  await page.bringToFront();
  await page.evaluate((f) => { location.hash = f; }, fragment(address));
}

test('three devices play a game by link: invitation, every turn, a reload, an old link', { timeout: 600_000 }, async () => {
  const a = await openApp(env.browser, withQuery(env.server.url, 'test&fast&play&link&players=3'));
  const b = await openApp(env.browser, withQuery(env.server.url, 'test&fast'), { viewport: { width: 390, height: 844 } });
  const c = await openApp(env.browser, withQuery(env.server.url, 'test&fast'));
  const devices = [a, b, c];
  try {
    // The invitation: made on A, each other device takes its seat and sends it on; the last sends it to A.
    let x = await probe(a.page, (p) => p.link?.share && p.link.gathering, 'the invitation');
    let address = x.link.address;
    for (const [k, d] of [[1, b], [2, c]]) {
      await follow(d.page, address);
      await probe(d.page, (p) => p.link?.invitation && p.link.seat_at[k]?.[0] > 0, `device ${k}: the seats to choose from`);
      // (A window's first frame can place its buttons before its size settles: the settled frames' places.)
      await frames(d.page, 3);
      x = await probe(d.page, (p) => p.link?.invitation && p.link.seat_at[k]?.[0] > 0, `device ${k}: the seats, settled`);
      if (k === 1) await d.page.screenshot({ path: join(SCREENS, 'link-join-phone.png') });
      await d.page.mouse.click(x.link.seat_at[k][0], x.link.seat_at[k][1]);
      x = await probe(d.page, (p) => p.link?.game && p.link.seat === k && p.link.share, `device ${k} joined`);
      address = x.link.address;
    }
    assert.equal(x.link.gathering, false, 'every seat is taken');
    await follow(a.page, address);

    let turns = 0, stale = null, reloaded = false;
    const lengths = [];
    const limit = FIREFOX ? 6 : 10_000;
    for (;;) {
      // The device whose move it is: it has its tile once the link is in (and the replay of the others' moves has
      // stepped through and closed).
      let mover = -1;
      for (let k = 0; k < 3 && mover < 0; k++) {
        const p = await devices[k].page.evaluate(() => window.carcProbe);
        if (p.link?.my_decision) mover = k;
      }
      if (mover < 0) {
        x = await probe(a.page, (p) => p.active, 'the game');
        if (x.over) break;
        await a.page.waitForTimeout(50);
        continue;
      }
      const page = devices[mover].page;
      await page.bringToFront();
      await probe(page, (p) => p.phase === 'place' && !p.app.replay.on, `device ${mover}: its turn`);
      if (turns === 4 && mover === 1) await page.screenshot({ path: join(SCREENS, 'link-turn-phone.png') });
      await placeOnLitCell(page, turns);
      await probe(page, (p) => p.phase === 'deploy', `device ${mover}: the follower choice`);
      await page.keyboard.press('Space');
      x = await probe(page, (p) => (p.phase === 'remote' || p.over) && p.link.share, `device ${mover}: the link to send`);
      turns++;
      lengths.push(fragment(x.link.address).length);
      if (turns === 3) stale = x.link.address;
      if (x.over || turns >= limit) break;
      const next = x.link.waiting;
      if (turns === 5) {
        // An old link (the one after the third turn) opened on the device that has just moved: nothing changes, and
        // it says which turn the game is at and whose move it is.
        await follow(page, stale);
        await probe(page, (p) => p.link.message.length > 0, 'what the old link says');
        await frames(page, 3);
        const old = await probe(page, (p) => p.link.message_ok_at[0] > 0, 'the old link\'s message, settled');
        assert.match(old.link.message, /old one: the game is at turn \d+, and it is the move of Player \d/);
        assert.equal(old.link.messages, x.link.messages, 'the old link added nothing');
        assert.equal(old.link.waiting, next, 'and changed nobody\'s turn');
        await page.screenshot({ path: join(SCREENS, 'link-old-link.png') });
        await page.mouse.click(old.link.message_ok_at[0], old.link.message_ok_at[1]);
        await probe(page, (p) => p.link.message === '', 'the message closed');
      }
      assert.notEqual(next, mover);
      // A reload in the middle: the next device is closed and opened again before the link reaches it.
      if (!reloaded && turns === (FIREFOX ? 4 : 30)) {
        await reloadApp(devices[next].page);
        reloaded = true;
      }
      await follow(devices[next].page, x.link.address);
      if (turns === 4 && next === 1) {
        // The replay of the others' moves on the phone, as its player sees it.
        await probe(b.page, (p) => p.app.replay.on, 'the replay of the moves the link brought');
        await b.page.screenshot({ path: join(SCREENS, 'link-replay-phone.png') });
      }
    }
    assert.ok(reloaded, 'a device was reloaded in the middle of the game');
    // Every device has the same game: the newest link goes to the others.
    const final = [];
    for (let k = 0; k < 3; k++) final.push(await devices[k].page.evaluate(() => window.carcProbe));
    const newest = final.reduce((m, p) => (p.link.messages > m.link.messages ? p : m));
    for (let k = 0; k < 3; k++) {
      if (final[k].link.messages < newest.link.messages) await follow(devices[k].page, newest.link.address);
      await probe(devices[k].page, (p) => p.link.messages === newest.link.messages && !p.app.replay.on, `device ${k} up to date`);
      await devices[k].page.keyboard.press('Escape');  // (a replay or a window of the link)
    }
    const scores = [];
    for (let k = 0; k < 3; k++) scores.push(JSON.stringify((await devices[k].page.evaluate(() => window.carcProbe)).scores));
    assert.equal(scores[1], scores[0], 'B has the same scores as A');
    assert.equal(scores[2], scores[0], 'C has the same scores as A');

    console.log(`[link] ${turns} turns played by link${FIREFOX ? ' (the first ones)' : ''}; link characters after ` +
      `each of the last five moves: ${lengths.slice(-5).join(' ')}; longest ${Math.max(...lengths)}`);
    for (const d of devices) assert.deepEqual(d.problems, [], 'no page errors');
  } finally {
    for (const d of devices) await d.context.close();
  }
});

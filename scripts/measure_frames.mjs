#!/usr/bin/env node
// Frame cost in headless Chromium (SwiftShader WebGL 2): the app with 1 tile on the board (a new game,
// ?play) and with the 72 tiles of a finished game (?autoplay: a seeded computer-vs-computer game played
// out before the first frame). Each sample renders 100 frames at once through window.carcForceFrames
// (ends with glFinish) and divides; prints the medians and their ratio, exits 1 if the ratio is 2 or more.
// The finished game's final score table (a modal over the board) is closed with Escape before measuring.
// The board's still layer (table and tiles) is cached in a texture (src/ui/board/board_cache.h), so the tile
// count barely matters; headless SwiftShader timings are noisy on a busy machine, hence several samples.
// A third case is a finished Wheel of Fortune game (?autoplay&wheel): the wheel board, the pig and the
// followers on the crowns are drawn live over the cached layer each frame.
//   node scripts/measure_frames.mjs [samples=7] [width=1280] [height=800]   (serves dist/ itself, or $CARC_WEB_URL)
import { bundleUrl, frames, launch, openApp, withQuery } from '../tests/web/harness.mjs';

const samples = Number(process.argv[2] || 7);
const width = Number(process.argv[3] || 1280), height = Number(process.argv[4] || 800);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await bundleUrl();
const results = {};
try {
  for (const [name, query] of [['1 tile', 'play&seed=7&test'], ['72 tiles', 'autoplay&seed=7&test'],
    ['wheel', 'autoplay&wheel&seed=7&test']]) {
    const browser = await launch();  // one page per browser: nothing else competes for its GPU thread
    try {
      const { page, problems } = await openApp(browser, withQuery(server.url, query), { viewport: { width, height } });
      await page.mouse.move(2, height - 2);
      // The finished game opens the final score table over the board: Escape closes it (the board is measured).
      if (query.includes('autoplay')) {
        await frames(page, 4);
        // Hold the key over a few frames: ImGui 1.86 misses a press whose down and up land in one frame.
        await page.keyboard.down('Escape');
        await frames(page, 4);
        await page.keyboard.up('Escape');
      }
      await page.waitForFunction(() => window.carcProbe && !window.carcProbe.animating, null, { timeout: 120_000 });
      await frames(page, 10);
      const placed = await page.evaluate(() => window.carcProbe.placed);
      await page.evaluate(() => window.carcForceFrames(30));  // warm up
      const ms = [];
      for (let i = 0; i < samples; i++) {
        ms.push(await page.evaluate(() => {
          const t = performance.now();
          window.carcForceFrames(100);
          return (performance.now() - t) / 100;
        }));
      }
      if (problems.length) throw new Error(problems.join('\n'));
      results[name] = median(ms);
      console.log(`${name.padEnd(9)} (${placed} placed): median ${results[name].toFixed(3)} ms per frame `
        + `(samples ${ms.map((x) => x.toFixed(2)).join(' ')})`);
    } finally {
      await browser.close();
    }
  }
} finally {
  server.stop();
}
const ratio = results['72 tiles'] / results['1 tile'];
console.log(`ratio 72 tiles / 1 tile: ${ratio.toFixed(2)} (must stay below 2)`);
console.log(`ratio finished wheel game / 1 tile: ${(results.wheel / results['1 tile']).toFixed(2)}`);
process.exit(ratio < 2 ? 0 : 1);

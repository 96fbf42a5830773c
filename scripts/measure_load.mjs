// Load time of the web bundle in headless Chromium (SwiftShader WebGL): time from navigation start to the
// app's first drawn frame (window.carcFirstFrameMs, set by the app), over several fresh browser contexts
// (cold HTTP cache each time). Prints every run and the median.
//   node scripts/measure_load.mjs [runs=7]      (serves dist/ itself, or uses $CARC_WEB_URL)
import { bundleUrl, launch } from '../tests/web/harness.mjs';

const runs = Number(process.argv[2] || 7);
const server = await bundleUrl();
const browser = await launch();
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => window.carcReady === true, null, { timeout: 60_000 });
    const ms = await page.evaluate(() => window.carcFirstFrameMs);
    times.push(ms);
    console.log(`run ${i + 1}: first frame at ${ms.toFixed(0)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
times.sort((a, b) => a - b);
const mid = times.length >> 1;
const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
console.log(`median first frame: ${median.toFixed(0)} ms over ${times.length} runs (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)})`);

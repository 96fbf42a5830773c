// What a new player's browser transfers before the game's first frame is on screen: every request the page starts
// until then (a fresh context: cold cache, no service worker), with the bytes of its response body as sent (a
// file's .gz copy when the server has one, as scripts/serve.js and a host that serves the build's .gz copies do).
// The first frame is found as scripts/measure_load.mjs finds it: the animation frame after the first WebGL draw
// into the canvas. Prints a markdown row per request and a summary line "first view: N requests, B bytes
// transferred".
//   node scripts/first_view.mjs [runs=3] [query]     (serves dist/ itself, or uses $CARC_WEB_URL)
//   query: start options added to the URL, e.g. "lang=pl" (a Polish visitor: the page fetches the Polish catalogue)
// With several loads, the load with the median total is printed.
import { bundleUrl, launch, withQuery } from '../tests/web/harness.mjs';
import { withCanvasDraws } from './canvas_draws.mjs';

const runs = Number(process.argv[2] || 3);
const query = process.argv[3] || '';

// Runs in the page before any of its scripts.
function probe(watchCanvasDraws) {
  const m = { firstFrame: -1 };
  window.__carcFirstView = m;
  let drew = false;
  watchCanvasDraws(() => { drew = true; });
  const tick = () => {
    if (drew) { m.firstFrame = performance.timeOrigin + performance.now(); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const server = await bundleUrl();
const loads = [];
try {
  for (let i = 0; i < runs; i++) {
    const browser = await launch();
    try {
      const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
      await context.addInitScript(withCanvasDraws(probe));
      const page = await context.newPage();
      const requests = [];
      page.on('request', (r) => requests.push({ r, at: Date.now() }));
      await page.goto(query ? withQuery(server.url, query) : server.url);
      await page.waitForFunction(() => window.__carcFirstView.firstFrame > 0, null, { timeout: 60_000, polling: 50 });
      const first = await page.evaluate(() => window.__carcFirstView.firstFrame);
      await page.waitForLoadState('networkidle');
      const rows = [];
      for (const { r, at } of requests) {
        if (at > first) continue;
        const sizes = await r.sizes().catch(() => null);
        // A worker's script has no body size in the page's records: its Content-Length stands in for it.
        const response = await r.response().catch(() => null);
        const length = Number((response && await response.headerValue('content-length').catch(() => null)) || 0);
        const name = new URL(r.url()).pathname.slice(new URL(server.url).pathname.length) || 'index.html';
        rows.push({ name, bytes: Math.max(sizes ? sizes.responseBodySize : 0, length) });
      }
      loads.push(rows);
      const total = rows.reduce((s, x) => s + x.bytes, 0);
      console.error(`load ${i + 1}: ${rows.length} requests, ${total} bytes before the first frame`);
      await context.close();
    } finally {
      await browser.close();
    }
  }
} finally {
  server.stop();
}
const total = (rows) => rows.reduce((s, x) => s + x.bytes, 0);
loads.sort((a, b) => total(a) - total(b));
const median = loads[loads.length >> 1];
for (const { name, bytes } of median) console.log(`| ${name} | ${bytes} |`);
console.log(`first view: ${median.length} requests, ${total(median)} bytes transferred (the median of ${loads.length} loads)`);

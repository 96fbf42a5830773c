// Start-up time of the web bundle as a new player sees it, in headless Chromium (SwiftShader WebGL), each load
// in a fresh browser (cold HTTP cache, no service worker):
//   first frame        navigation start -> the first frame the app drew is on screen (the new game screen, or the
//                      board with ?play): the time of the animation frame after the one in which the app issued
//                      its first WebGL draw, so it includes the GPU work that the frame waits for;
//   first interaction  a click on the canvas made as soon as that frame is on screen -> the frame that answers it
//                      is on screen (the first frame the app draws after the click reached the page);
//   blocking           the page's long tasks (over 50 ms, Long Tasks API) until then: the longest one and the
//                      sum of their parts over 50 ms (Lighthouse's "total blocking time", without its throttling).
// It watches WebGL calls and animation frames from outside the app (an init script), so the same script
// measures any build of the bundle, old or new. Prints every run and the medians.
//   node scripts/measure_load.mjs [runs=11] [query] [--warm-browser]   (serves dist/ itself, or uses $CARC_WEB_URL)
//   query: start options added to the URL, e.g. "play" (the board at once)
//   --warm-browser: each new browser first shows a one-line page in a context of its own and closes it, then loads
//     the game in a fresh context (cold cache, no service worker, nothing of the game seen before). Without it the
//     times include the browser's own start: in headless Chromium on the 2-core machine even a page with one
//     heading has its first paint 0.64-0.72 s after navigation in a new browser.
import { bundleUrl, launch, withQuery } from '../tests/web/harness.mjs';
import { withCanvasDraws } from './canvas_draws.mjs';

const warmBrowser = process.argv.includes('--warm-browser');
const args = process.argv.slice(2).filter((a) => a !== '--warm-browser');
const runs = Number(args[0] || 11);
const query = args[1] || '';

// Runs in the page before any of its scripts.
function probe(watchCanvasDraws) {
  const m = { drawnAt: -1, firstFrame: -1, clickAt: -1, clickSeen: -1, answeredAt: -1, interaction: -1, tasks: [] };
  window.__carcLoad = m;
  let drew = false, answered = false;
  // Only draws into the canvas count, not into a texture of the app's (its board cache).
  watchCanvasDraws(() => {
    drew = true;
    if (m.clickSeen >= 0) answered = true;       // drawn after the click reached the page
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener('mousedown', (e) => { if (m.clickSeen < 0) m.clickSeen = performance.now(); }, true);
  const click = () => {
    const canvas = document.getElementById('canvas');
    const r = canvas.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, button: 0 };
    m.clickAt = performance.now();
    canvas.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 }));
    canvas.dispatchEvent(new MouseEvent('mouseup', { ...at, buttons: 0 }));
  };
  // Our callback is registered first, so it runs before the app's in each animation frame: a draw seen here
  // was made in an earlier frame, which is on screen now.
  const tick = () => {
    const now = performance.now();
    if (drew && m.firstFrame < 0) {
      m.firstFrame = now;
      setTimeout(click, 0);                          // the player clicks as soon as something is there
    }
    if (answered && m.interaction < 0) m.interaction = now;
    drew = false;
    if (m.interaction < 0 || performance.now() < m.interaction + 1000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const server = await bundleUrl();
const url = query ? withQuery(server.url, query) : server.url;
const rows = [];
try {
  for (let i = 0; i < runs; i++) {
    const browser = await launch();
    try {
      if (warmBrowser) {
        const warm = await browser.newContext();
        const blank = await warm.newPage();
        await blank.goto('data:text/html,<h1>Hello</h1>');
        await blank.waitForFunction(() => performance.getEntriesByType('paint').length > 0, null, { timeout: 20_000 });
        await warm.close();
      }
      const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
      await context.addInitScript(withCanvasDraws(probe));
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction(() => window.__carcLoad.interaction > 0, null, { timeout: 60_000, polling: 100 });
      await page.waitForTimeout(300);
      const m = await page.evaluate(() => window.__carcLoad);
      const upTo = m.interaction;
      const tasks = m.tasks.filter(([start]) => start < upTo);
      const longest = Math.max(0, ...tasks.map(([, d]) => d));
      const blocking = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      const row = { first: m.firstFrame, interaction: m.interaction, latency: m.interaction - m.firstFrame, longest, blocking };
      rows.push(row);
      console.log(`run ${String(i + 1).padStart(2)}: first frame ${row.first.toFixed(0)} ms, first interaction ` +
        `${row.interaction.toFixed(0)} ms (${row.latency.toFixed(0)} ms after the first frame), longest task ` +
        `${longest.toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms`);
      await context.close();
    } finally {
      await browser.close();
    }
  }
} finally {
  server.stop();
}
const med = (k) => median(rows.map((r) => r[k])).toFixed(0);
const span = (k) => `${Math.min(...rows.map((r) => r[k])).toFixed(0)}..${Math.max(...rows.map((r) => r[k])).toFixed(0)}`;
console.log(`median over ${rows.length} loads${query ? ` (?${query})` : ''}${warmBrowser ? ' (browser started before)' : ''}: first frame ${med('first')} ms ` +
  `(${span('first')}), first interaction ${med('interaction')} ms (${span('interaction')}), ` +
  `longest task ${med('longest')} ms, blocking ${med('blocking')} ms`);

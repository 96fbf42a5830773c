// Where the main thread's time goes during the start-up, in headless Chromium (a fresh browser, cold cache):
// a CPU profile (V8's sampler, 0.1 ms) from navigation until 1.5 s after the first frame, cut into busy
// stretches (samples with no idle gap of 2 ms or more); each stretch of 15 ms or more is printed with its
// start, length and the functions that took most of it (self time and time including callees).
// Wasm functions have names only in a bundle built with -DCARC_WEB_PROFILING=ON (src/platform/CMakeLists.txt):
//   emcmake cmake -S . -B build-web-prof -G Ninja -DCMAKE_BUILD_TYPE=Release -DCARC_BUILD_TESTS=OFF -DCARC_WEB_PROFILING=ON
//   cmake --build build-web-prof --target carcassonne, then copy build-web-prof/web/carcassonne.* over a copy of dist/.
//   node scripts/trace_load.mjs [dist-folder=dist] [query]
import { join, resolve } from 'node:path';
import { launch, serveDir, withQuery, ROOT } from '../tests/web/harness.mjs';

const dir = resolve(process.argv[2] || join(ROOT, 'dist'));
const query = process.argv[3] || '';
const MIN_MS = Number(process.env.MIN_MS || 15);

// Runs in the page before its scripts: the time of the first frame the app drew (as in measure_load.mjs).
function probe() {
  const m = { firstFrame: -1 };
  window.__carcTrace = m;
  let drew = false;
  for (const name of ['drawElements', 'drawArrays']) {
    const original = WebGL2RenderingContext.prototype[name];
    WebGL2RenderingContext.prototype[name] = function (...args) { drew = true; return original.apply(this, args); };
  }
  const tick = () => {
    if (drew && m.firstFrame < 0) m.firstFrame = performance.now();
    if (m.firstFrame < 0) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const server = await serveDir(dir);
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(query ? withQuery(server.url, query) : server.url);
  await page.waitForFunction(() => window.__carcTrace.firstFrame > 0, null, { timeout: 60_000, polling: 50 });
  const first = await page.evaluate(() => window.__carcTrace.firstFrame);
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  report(profile, first);
} finally {
  await browser.close();
  server.stop();
}

function report(profile, first) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const name = (n) => n.callFrame.functionName || `(${n.callFrame.url.split('/').pop() || 'anonymous'})`;
  const idle = (n) => ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName) &&
    n.callFrame.functionName !== '(garbage collector)';
  // Sample times in ms from the profile's start.
  let t = 0;
  const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i] / 1000; return { t, node: byId.get(id) }; });
  const stretches = [];
  let cur = null, lastBusy = -1;
  for (const s of samples) {
    if (idle(s.node)) continue;
    if (!cur || s.t - lastBusy >= 2) { cur = { start: s.t, end: s.t, samples: [] }; stretches.push(cur); }
    cur.end = s.t; lastBusy = s.t;
    cur.samples.push(s);
  }
  console.log(`first frame on screen at ${first.toFixed(0)} ms after navigation (page clock); profile stretches of 15 ms or more:`);
  const dt = (profile.endTime - profile.startTime) / 1000 / Math.max(1, samples.length);
  for (const st of stretches) {
    const len = st.end - st.start;
    if (len < MIN_MS) continue;
    const self = new Map(), total = new Map();
    for (const s of st.samples) {
      self.set(name(s.node), (self.get(name(s.node)) || 0) + dt);
      const seen = new Set();
      for (let id = s.node.id; id !== undefined; id = parent.get(id)) {
        const nm = name(byId.get(id));
        if (seen.has(nm)) continue;
        seen.add(nm);
        total.set(nm, (total.get(nm) || 0) + dt);
      }
    }
    const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${n} ${v.toFixed(0)}`).join(', ');
    console.log(`\n@${st.start.toFixed(0)} ms (profile clock): ${len.toFixed(0)} ms busy`);
    console.log(`  self:      ${top(self, 8)}`);
    console.log(`  including: ${top(new Map([...total].filter(([n]) => !n.startsWith('(root'))), 14)}`);
  }
}

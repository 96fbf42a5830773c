// The page's main-thread tasks and the GPU process's frame swaps during a load, from a Chromium trace, each load in
// a fresh headless browser (cold cache, no service worker), in Lighthouse's mobile window (412x823 at 1.75x):
//   - every main-thread task of MIN_MS (default 8) ms or more until 1.5 s after the first frame: its start (ms
//     after navigation), length, and the traced work inside it;
//   - "x4 blocking": the sum over the tasks after the first contentful paint of (4 x length - 50 ms), what
//     Lighthouse's total blocking time would be if its simulated 4x slower CPU ran the same tasks (the audit's own
//     figure also depends on where its network model puts the paint);
//   - the GPU process's swaps (SkiaOutputSurfaceImplOnGpu::SwapBuffers) before and after the first frame: in
//     headless Chromium with SwiftShader each one reads the frame back on the CPU.
//   node scripts/trace_tasks.mjs [loads=3] [dist-folder=dist]     (or $CARC_WEB_URL for a served bundle)
import { join, resolve } from 'node:path';
import { launch, ROOT, serveDir } from '../tests/web/harness.mjs';

const loads = Number(process.argv[2] || 3);
const MIN_MS = Number(process.env.MIN_MS || 8);
const server = process.env.CARC_WEB_URL ? null : await serveDir(resolve(process.argv[3] || join(ROOT, 'dist')));
const url = process.env.CARC_WEB_URL || server.url;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const blockingAll = [], readyAll = [];
try {
  for (let i = 0; i < loads; i++) {
    const browser = await launch();
    const events = [];
    let ready;
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
      const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.start', {
        categories: '-*,blink.user_timing,loading,devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute,gpu,viz',
        transferMode: 'ReportEvents' });
      await page.goto(url);
      await page.waitForFunction(() => window.carcReady, null, { timeout: 60_000, polling: 20 });
      ready = await page.evaluate(() => window.carcFirstFrameMs);
      await page.waitForTimeout(1500);
      await cdp.send('Tracing.end');
      await complete;
    } finally {
      await browser.close();
    }
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
    if (!nav) throw new Error('no navigation in the trace');
    const { pid, tid } = nav;
    const at = (e) => (e.ts - nav.ts) / 1000;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
    const fcpAt = fcp ? at(fcp) : 0;
    const mainX = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
    const tasks = mainX.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
    let blocking = 0;
    for (const t of tasks) if (at(t) >= fcpAt) blocking += Math.max(0, 4 * t.dur / 1000 - 50);
    blockingAll.push(blocking);
    readyAll.push(ready);
    console.log(`load ${i + 1}: first contentful paint ${fcpAt.toFixed(0)} ms, first frame ${ready.toFixed(0)} ms, ` +
      `x4 blocking ${blocking.toFixed(0)} ms; main-thread tasks of ${MIN_MS} ms or more (start: length, inside):`);
    for (const t of tasks.filter((k) => k.dur >= MIN_MS * 1000)) {
      const inside = mainX.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur >= 1000 &&
        !/RunTask|ThreadController|Receive mojo|v8.callFunction|SimpleWatcher/.test(e.name))
        .map((e) => `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''} ${(e.dur / 1000).toFixed(0)}`);
      console.log(`  ${at(t).toFixed(0)}: ${(t.dur / 1000).toFixed(1)} ms  ${[...new Set(inside)].slice(0, 6).join(', ') || '(nothing traced)'}`);
    }
    const swaps = events.filter((e) => e.name === 'SkiaOutputSurfaceImplOnGpu::SwapBuffers' && e.ph === 'X')
      .map((e) => [Math.round(at(e)), Math.round(e.dur / 1000)]);
    const part = (xs) => `${xs.length} (${xs.reduce((s, [, d]) => s + d, 0)} ms: ${xs.map(([t, d]) => `${t}+${d}`).join(' ')})`;
    console.log(`  GPU swaps before the first frame ${part(swaps.filter(([t]) => t < ready))}`);
    console.log(`  GPU swaps in the 1.5 s after it ${part(swaps.filter(([t]) => t >= ready))}`);
  }
  console.log(`medians over ${loads} loads: first frame ${median(readyAll).toFixed(0)} ms, x4 blocking ${median(blockingAll).toFixed(0)} ms`);
} finally {
  server?.stop();
}

// Measures the computer's Web Worker (dist/carcassonne-ai.js/.wasm) in headless Chromium, with the same
// messages the game sends it (src/ai/advice.h):
//   - search iterations per second at the start, middle and end of a 2-player base game (Hard level's search);
//   - time per decision at Hard and Expert over the placements of a whole game, and per move (the placement and
//     the figure after it): median and worst;
//   - the gaps between the app's frames while a Hard computer thinks, with no input (the search runs in the worker,
//     so the page should draw on), beside the same measure while the person is to move and nobody thinks, and
//     the renderer's own cost: the app drawing at every frame, and a bare canvas cleared at every frame.
//   node scripts/measure_ai.mjs [--every N] [--repeat R] [--record FILE] [--turns T] [--frames-only]
//     --frames-only: only the frame gaps (no game record, no worker measures)
// Positions come from a game record (FILE, or a greedy self-play game written by build/src/cli/carcassonne-cli,
// which a native build provides). The page is served by scripts/serve.js from dist/ (scripts/build_wasm.sh).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { frames, openApp, placeOnLitCell, until, withQuery } from '../tests/web/harness.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'tests', 'web', 'package.json'));
const { chromium } = require('playwright-core');

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const EVERY = Number(opt('--every', 6));     // one timed position every EVERY placements
const REPEAT = Number(opt('--repeat', 3));   // searches per position for the iteration rate
const TURNS = Number(opt('--turns', 8));     // the person's turns in the frame-gap game
const FRAMES_ONLY = args.includes('--frames-only');

function gameRecord() {
  const file = opt('--record', null);
  if (file) return readFileSync(file, 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'carc-measure-ai-'));
  execFileSync(join(ROOT, 'build', 'src', 'cli', 'carcassonne-cli'),
    ['selfplay', '--games', '1', '--seed', '11', '--levels', '1,1', '--out', dir], { stdio: 'ignore' });
  return readFileSync(join(dir, readdirSync(dir).find((f) => f.endsWith('.json'))), 'utf8');
}

// The record cut right after its n-th tile draw: the player to move has that tile in hand.
function cutAfterDraw(record, n) {
  const r = JSON.parse(record);
  let draws = 0, keep = r.actions.length;
  for (let i = 0; i < r.actions.length; i++)
    if (r.actions[i].startsWith('draw ') && ++draws === n) { keep = i + 1; break; }
  r.actions = r.actions.slice(0, keep);
  delete r.final_scores;
  return JSON.stringify(r);
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

async function main() {
  const record = FRAMES_ONLY ? null : gameRecord();
  const tiles = record ? JSON.parse(record).actions.filter((a) => a.startsWith('draw ')).length : 0;
  const server = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.js'), join(ROOT, 'dist'), '0', '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve) => {
    let out = '';
    server.stdout.on('data', (d) => { out += d; const m = /at (http:\S+)/.exec(out); if (m) resolve(m[1]); });
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    if (!FRAMES_ONLY) {
      const page = await browser.newPage();
      await page.goto(url + 'manifest.webmanifest');  // any page of the bundle's origin and folder
      // Speaks emscripten's worker protocol (what emscripten_call_worker posts), one request at a time.
      await page.evaluate(() => {
        const w = new Worker('carcassonne-ai.js');
        let next = 0;
        const waiting = new Map();
        w.onmessage = (e) => {
          const done = waiting.get(e.data.callbackId);
          if (done && e.data.finalResponse) { waiting.delete(e.data.callbackId); done(new TextDecoder().decode(e.data.data)); }
        };
        window.ask = (request) => new Promise((resolve) => {
          const id = next++;
          const t0 = performance.now();
          waiting.set(id, (text) => resolve({ answer: JSON.parse(text), wallMs: performance.now() - t0 }));
          const data = new TextEncoder().encode(request);
          w.postMessage({ funcName: 'carc_ai_answer', callbackId: id, data }, [data.buffer]);
        });
      });
      const ask = (kind, level, seed, rec) => page.evaluate((req) => window.ask(req),
        JSON.stringify({ advice: 1, kind, level, seed: String(seed), record: rec }));
      await ask('move', 1, 1, cutAfterDraw(record, 2));  // the worker's start-up, not measured

      console.log(`Chromium ${browser.version()}, a ${tiles}-tile 2-player base game`);
      console.log('Search iterations per second (Hard level search, in the worker):');
      for (const [name, n] of [['start', 3], ['middle', Math.round(tiles / 2)], ['end', tiles - 6]]) {
        const rates = [];
        for (let k = 0; k < REPEAT; k++) {
          const { answer } = await ask('move', 3, 100 + k, cutAfterDraw(record, n));
          if (answer.error) throw new Error(answer.error);
          rates.push(answer.iterations / Math.max(1, answer.ms) * 1000);
        }
        console.log(`  ${name.padEnd(6)} (tile ${String(n).padStart(2)}): median ${Math.round(median(rates))} iterations/s (${rates.map(Math.round).join(', ')})`);
      }
      for (const [name, level] of [['Hard', 3], ['Expert', 4]]) {
        const ms = [], wall = [], its = [], moveWall = [];
        for (let n = 2; n < tiles; n += EVERY) {
          const cut = cutAfterDraw(record, n);
          const { answer, wallMs } = await ask('move', level, n, cut);
          if (answer.error) throw new Error(answer.error);
          ms.push(answer.ms);
          wall.push(wallMs);
          its.push(answer.iterations);
          // The figure (or pass) after that placement: a move is both decisions.
          const placed = JSON.parse(cut);
          placed.actions.push(answer.actions[0]);
          const figure = await ask('move', level, n + 1000, JSON.stringify(placed));
          if (figure.answer.error) throw new Error(figure.answer.error);
          moveWall.push(wallMs + figure.wallMs);
        }
        console.log(`${name}: time per placement over ${ms.length} positions: median ${Math.round(median(wall))} ms, ` +
          `worst ${Math.round(Math.max(...wall))} ms (as the page waits for the answer; in the worker ${Math.round(median(ms))} / ${Math.max(...ms)} ms); ` +
          `iterations: median ${median(its)}, fewest ${Math.min(...its)}`);
        console.log(`${name}: time per move (placement and figure): median ${Math.round(median(moveWall))} ms, worst ${Math.round(Math.max(...moveWall))} ms`);
      }
    }
    await frameGaps(browser, url);
  } finally {
    await browser.close();
    server.kill();
  }
}

// A game against a Hard computer at 1280x800: the person places on a lit cell and takes no figure; then, touching
// nothing, the gaps between animation frames are recorded while the computer thinks (probe phase 'computer'), and
// for as long again while the person is to move.
async function frameGaps(browser, url) {
  const { context, page, problems } = await openApp(browser, withQuery(url, 'play&test&level=3&seed=31'),
    { viewport: { width: 1280, height: 800 } });
  const probe = () => window.carcProbe;
  // Records the gaps between animation frames until window.__gaps.on is false.
  const record = () => page.evaluate(() => new Promise((resolve) => {
    const gaps = [];
    let last = 0;
    const phase = window.carcProbe.phase;
    const tick = (t) => {
      if (last) gaps.push(t - last);
      last = t;
      if (window.carcProbe.phase === phase && !window.__stop) requestAnimationFrame(tick);
      else resolve(gaps);
    };
    window.__stop = false;
    requestAnimationFrame(tick);
  }));
  const thinking = [], idle = [];
  let thinkingMs = 0;
  for (let turn = 0; turn < TURNS; turn++) {
    let p = await until(page, probe, (x) => x.over || (x.phase === 'place' && !x.cameraMoving), 'the person\'s turn', { timeout: 60_000 });
    if (p.over) break;
    await placeOnLitCell(page, turn);
    await until(page, probe, (x) => x.phase === 'deploy', 'the figure choice');
    await page.mouse.move(4, 796);  // out of the way: nothing hovers while the frames are measured
    await page.keyboard.press('Space');
    await until(page, probe, (x) => x.phase === 'computer' || x.over, 'the computer\'s turn');
    const t0 = Date.now();
    const gaps = await record();  // ends when the phase changes: the computer has moved
    thinkingMs += Date.now() - t0;
    thinking.push(...gaps);
    p = await until(page, probe, (x) => x.over || (x.phase === 'place' && !x.cameraMoving), 'the person\'s turn', { timeout: 60_000 });
    if (p.over) break;
    // As long again with the person to move and nobody thinking.
    const span = Date.now() - t0;
    const idleGaps = record();
    await page.waitForTimeout(span);
    await page.evaluate(() => { window.__stop = true; });
    idle.push(...await idleGaps);
    await frames(page, 2);
  }
  // The renderer's own cost, nobody thinking: the app made to draw at every animation frame (carcForceFrames), and
  // a bare WebGL 2 canvas of the same size cleared at every frame (the floor of the browser and its GPU process).
  const everyFrame = (draw) => new Promise((resolve) => {
    const gaps = [];
    let last = 0;
    const tick = (t) => {
      if (last) gaps.push(t - last);
      last = t;
      draw();
      if (gaps.length < 90) requestAnimationFrame(tick);
      else resolve(gaps);
    };
    requestAnimationFrame(tick);
  });
  const drawn = await page.evaluate(`(${everyFrame})(() => window.carcForceFrames(1))`);
  const bare = await context.newPage();
  await bare.setContent('<body style="margin:0"><canvas width="1280" height="800"></canvas></body>');
  const cleared = await bare.evaluate(`(() => {
    const gl = document.querySelector('canvas').getContext('webgl2', { alpha: false, antialias: false });
    return (${everyFrame})(() => { gl.clearColor(Math.random(), 0.4, 0.3, 1); gl.clear(gl.COLOR_BUFFER_BIT); });
  })()`);
  const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(0.95 * (xs.length - 1))];
  const say = (xs) => `longest ${Math.round(Math.max(...xs))} ms, 95th percentile ${Math.round(p95(xs))} ms, median ${Math.round(median(xs))} ms over ${xs.length} frames`;
  console.log(`Frame gaps at 1280x800, Hard computer, ${TURNS} turns, no input while measured:`);
  console.log(`  while the computer thinks (${(thinkingMs / 1000).toFixed(1)} s): ${say(thinking)}`);
  console.log(`  while the person is to move: ${say(idle)}`);
  console.log(`  the app drawing every frame, nobody thinking: ${say(drawn)}`);
  console.log(`  a bare WebGL 2 canvas cleared every frame: ${say(cleared)}`);
  if (problems.length) throw new Error(problems.join('\n'));
  await context.close();
}

main().catch((e) => { console.error(e); process.exit(1); });

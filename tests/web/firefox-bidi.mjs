#!/usr/bin/env node
// Debian's Firefox ESR for Playwright's WebDriver BiDi driver (harness.mjs gives this file as the browser's
// executable). Playwright sends a few emulation commands (media features, screen orientation, screen size) for
// every new context that this Firefox does not know yet, and fails the context on them. This starts Firefox with
// Playwright's arguments and relays its BiDi socket: such an "unknown command" answer to an emulation.* command
// becomes a success (the emulation is simply not there; the tests that need one say so); everything else passes
// through unchanged. CARC_BIDI_LOG=<file> lists the commands answered this way in that file.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { WebSocketServer, WebSocket } = require('ws');
const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
const log = process.env.CARC_BIDI_LOG ? (s) => appendFileSync(process.env.CARC_BIDI_LOG, `${s}\n`) : () => {};
const child = spawn(FIREFOX, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await new Promise((r) => server.on('listening', r));
let upstream = '';
child.stderr.on('data', (d) => {
  let text = d.toString();
  const m = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(text);
  if (m) {
    upstream = m[1];
    text = text.replace(m[1], `ws://127.0.0.1:${server.address().port}`);
  }
  process.stderr.write(text);
});
server.on('connection', (client, req) => {
  const up = new WebSocket(upstream + req.url);
  const pending = [];
  const methods = new Map();
  up.on('open', () => { for (const m of pending.splice(0)) up.send(m); });
  client.on('message', (data) => {
    const text = data.toString();
    try { const o = JSON.parse(text); if (o.id !== undefined) methods.set(o.id, o.method); } catch {}
    if (up.readyState === WebSocket.OPEN) up.send(text); else pending.push(text);
  });
  up.on('message', (data) => {
    let text = data.toString();
    try {
      const o = JSON.parse(text);
      if (o.id !== undefined) {
        const method = methods.get(o.id);
        methods.delete(o.id);
        if (o.type === 'error' && o.error === 'unknown command' && /^emulation\./.test(method)) {
          log(`answered ${method}`);
          text = JSON.stringify({ type: 'success', id: o.id, result: {} });
        }
      }
    } catch {}
    client.send(text);
  });
  up.on('close', () => client.close());
  client.on('close', () => up.close());
});
const quit = () => { child.kill(); server.close(); };
process.on('SIGTERM', quit);
process.on('SIGINT', quit);
child.on('exit', (code) => { server.close(); process.exit(code ?? 0); });

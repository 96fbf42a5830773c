#!/usr/bin/env node
// Static file server for the web bundle, on 127.0.0.1 only.
//   node scripts/serve.js [root=dist] [port=8080] [--base /sub/path/] [--quiet]
// Port 0 picks a free port. The first line printed is "Serving <root> at <url>" (tests read the URL).
// --base serves the folder under a sub-path, as on a project page of a static host. A file's precompressed
// copy (name.gz) is sent with Content-Encoding: gzip when the client accepts it.
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
let base = '/';
let quiet = false;
const pos = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--base') base = args[++i];
  else if (args[i] === '--quiet') quiet = true;
  else pos.push(args[i]);
}
if (!base.startsWith('/')) base = '/' + base;
if (!base.endsWith('/')) base += '/';
const root = path.resolve(pos[0] || 'dist');
const port = Number(pos[1] === undefined ? 8080 : pos[1]);

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.data': 'application/octet-stream',
  '.webmanifest': 'application/manifest+json', '.json': 'application/json', '.css': 'text/css; charset=utf-8',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8', '.mo': 'application/octet-stream',
};

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n');
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    return send(res, 400, 'bad request\n');
  }
  if (urlPath + '/' === base) {
    res.writeHead(301, { Location: base });
    return res.end();
  }
  if (!urlPath.startsWith(base)) return send(res, 404, 'not found\n');
  let file = path.join(root, urlPath.slice(base.length));
  if (file !== root && !file.startsWith(root + path.sep)) return send(res, 403, 'forbidden\n');
  fs.stat(file, (err, st) => {
    if (!err && st.isDirectory()) {
      file = path.join(file, 'index.html');
      st = fs.existsSync(file) ? fs.statSync(file) : null;
    }
    if (err || !st || !st.isFile()) return send(res, 404, 'not found\n');
    // A precompressed copy beside the file (file.gz, written by scripts/build_wasm.sh) goes to clients that
    // accept gzip, as static hosts do.
    const headers = {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream',
      'Content-Length': st.size,
      'Cache-Control': 'no-cache',
      'Vary': 'Accept-Encoding',
    };
    let body = file;
    if (/\bgzip\b/.test(req.headers['accept-encoding'] || '') && fs.existsSync(file + '.gz')) {
      body = file + '.gz';
      headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = fs.statSync(body).size;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(body).pipe(res);
    if (!quiet) console.log(`${req.method} ${urlPath}`);
  });
});

server.on('error', (e) => {
  console.error(`serve.js: ${e.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${server.address().port}${base}`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));

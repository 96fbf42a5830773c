// Writes the page's Content-Security-Policy into dist's index.html (the __CSP__ placeholder of web/index.html):
// only the bundle's own files, no eval (WebAssembly compiles under 'wasm-unsafe-eval'), and the page's one inline
// script and one inline style allowed by their SHA-256 hashes, computed here from the final text.
//   node scripts/csp.mjs dist.tmp/index.html
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
let html = readFileSync(file, 'utf8');
const hashes = (tag) => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))]
  .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
const scripts = hashes('script'), styles = hashes('style');
if (!html.includes('__CSP__') || scripts.length !== 1 || styles.length !== 1) {
  console.error(`csp.mjs: ${file} needs one __CSP__, one inline <script> and one <style> (found ${scripts.length}, ${styles.length})`);
  process.exit(1);
}
if (/\son[a-z]+=/i.test(html)) {
  console.error(`csp.mjs: ${file} has an inline event handler attribute, which the policy would block`);
  process.exit(1);
}
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${scripts.join(' ')}`,
  `style-src 'self' ${styles.join(' ')}`,
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
html = html.replace('__CSP__', policy);
writeFileSync(file, html);

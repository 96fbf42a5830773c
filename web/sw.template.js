// Service worker: serves the whole bundle from a versioned cache, so the game loads and plays offline.
// scripts/build_wasm.sh writes sw.js from this file, replacing the version (a hash of the bundle's bytes)
// and the list of files. A new version installs in the background and waits; the page offers a reload,
// then asks it to take over (message 'SKIP_WAITING'), so a running game is never switched mid-turn.
'use strict';
const VERSION = '__VERSION__';
const CACHE = 'carcassonne-' + VERSION;
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  // cache: 'reload' skips the HTTP cache, so a new version never stores stale files.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })))));
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
  if (event.data === 'VERSION' && event.source) event.source.postMessage({ version: VERSION });
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('carcassonne-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then((cache) =>
    cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request))));
});

// The service worker: the game keeps working with no network after one visit,
// and can be installed as an app. This is a template: the build's post_build
// hook (scripts/sw-build.sh) writes dist/sw.js from it, with VERSION and FILES
// filled in (every file of the build). As it stands it caches nothing.
'use strict';

const VERSION = 'dev';
const FILES = [];

// One cache per build. Its name carries the scope, so two copies of the game
// on one site (say /mancala/ and /mancala-test/) never delete each other's.
const PREFIX = `mancala ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // 'no-cache' revalidates with the server: the unhashed files (index.html,
    // worker.js, worker_bg.wasm…) must be this build's, not an HTTP-cached
    // older copy. addAll stores nothing unless every file arrives.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })));
    // Take over at once: the cache is complete, and a waiting worker would
    // leave the first visit uncontrolled (so not offline-ready) until all its
    // tabs closed.
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// Trunk names the files it hashes `name-<16 hex digits>…`: what such a name
// holds never changes, so the cached copy is the right one.
const HASHED = /-[0-9a-f]{16}[._][^/]*$/;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // Other sites' files and anything but GET go to the network untouched: an
  // opaque cross-origin response is never stored or served from here.
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});

async function cacheFirst(request) {
  const hit = await (await caches.open(CACHE)).match(request);
  return hit ?? fetch(request);
}

// Pages and the unhashed files (index.html, worker.js and worker_bg.wasm, the
// manifest, icons…): the network first, so a page fetched from a newer build
// gets that build's worker pair, not the cached older one; offline, the cache
// (for a page, whatever its query, e.g. ?game=tsoro&columns=8, and
// index.html for the app's directory). Network responses are not stored: the
// cache stays exactly one build, replaced whole by the next sw.js (the browser
// checks for one on every visit).
async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const cache = await caches.open(CACHE);
    const page = request.mode === 'navigate';
    const hit = await cache.match(request, { ignoreSearch: page });
    if (hit) return hit;
    if (page && new URL(request.url).pathname.endsWith('/')) {
      const index = await cache.match('index.html');
      if (index) return index;
    }
    throw offline;
  }
}

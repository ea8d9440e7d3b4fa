// Offline and installable: after one visit the service worker holds every file
// of dist/, so the page reloads with no network (with any query), plays, and
// the computer (its worker's files from the cache) answers; the manifest and
// its icons are what an installing browser needs; a sandboxed frame runs
// without a service worker and without an error; a new build's files replace
// the old cache. Each test has a fresh browser context: a registration never
// leaks from one test into another.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { withBrowser, serveDist, dist, root, cli, assertSameAsCli, settled, reachFolded } from './harness.mjs';

const env = withBrowser(before, after);

/** A fresh context and page whose console errors land in `page.problems`. */
async function freshPage(viewport = { width: 1280, height: 800 }) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  reachFolded(page);
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`${m.location().url}: ${m.text()}`); });
  page.on('pageerror', (e) => page.problems.push(String(e)));
  return { context, page };
}

/** Every file of a build but sw.js (the browser keeps that one itself), sorted. */
function buildFiles(dir = dist) {
  return fs.readdirSync(dir, { recursive: true })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f !== 'sw.js')
    .sort();
}

/** The names of this app's caches and, if there is one, the files it holds. */
function cached(page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((k) => k.startsWith('mancala '));
    if (names.length !== 1) return { names };
    const requests = await (await caches.open(names[0])).keys();
    return { names, files: requests.map((r) => decodeURIComponent(new URL(r.url).pathname.slice(1))).sort() };
  });
}

/** Waits until the service worker controls the page (clients.claim(): no reload). */
async function controlled(page) {
  // Registered once the game is live (after its warm-up), ten seconds
  // after the load at the latest.
  await page.waitForFunction(() => document.documentElement.dataset.offline, null, { timeout: 15_000 });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.offline), 'registered');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10_000 });
}

const tokens = (page) => page.$$eval('[data-turn] code', (cs) => cs.flatMap((c) => c.dataset.tokens.split(" ")));

test('after one visit the page reloads offline with a query, plays, and the computer answers', async () => {
  const { context, page } = await freshPage();
  try {
    // The first visit: no game named, so the offline page's query is new to
    // the cache (it must come back as index.html by ignoring the query).
    await page.goto(`${env.server.url}?north=human`);
    await page.waitForSelector('[data-game] [data-pit]');
    await controlled(page);
    const cache = await cached(page);
    assert.equal(cache.names.length, 1, `one cache of this build: ${cache.names}`);
    assert.deepEqual(cache.files, buildFiles(), 'the cache holds every file of dist/');

    await context.setOffline(true);
    // Really offline, the service worker's own fetches included: a file the
    // cache does not hold fails.
    const probe = await page.evaluate(() => fetch('index.html?probe').then(() => 'fetched', () => 'failed'));
    assert.equal(probe, 'failed', 'the network is off');
    page.problems = []; // the probe's own failure, logged as it should be

    await page.goto(`${env.server.url}?game=urim&speed=instant&north=human`);
    await page.waitForSelector('[data-game] [data-pit]');
    await settled(page);
    assert.equal(await page.$eval('[data-game]', (g) => g.dataset.game), 'urim');
    await page.click('[data-pit="a1"]');
    await assertSameAsCli(assert, page, cli('urim', [], ['a1']), 'offline, after a1');

    // The computer takes North: its worker starts now, offline, from worker.js
    // and worker_bg.wasm in the cache, and plays its answer.
    await page.selectOption('[data-seat="N"]', 'easy');
    await page.waitForFunction(() => {
      const g = document.querySelector('[data-game]');
      return g.dataset.toMove === 'S' && g.dataset.thinking === 'false' && g.dataset.animating === 'false';
    }, null, { timeout: 10_000 });
    const played = await tokens(page);
    assert.equal(played.length, 2, `a1 and the computer's answer: ${played}`);
    await assertSameAsCli(assert, page, cli('urim', [], played), 'offline, after the computer');
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Fetches `url` and checks it is served with `type`; returns its bytes. */
async function load(url, type) {
  const res = await fetch(url);
  assert.equal(res.status, 200, url);
  assert.equal(res.headers.get('content-type'), type, url);
  return Buffer.from(await res.arrayBuffer());
}

test('the service worker is registered only once the game is live, not while its wasm loads', async () => {
  // Its precache (every file, over 1 MB) fell just before the page's own
  // wasm, asked for after the load (issue 26). The page's attributes, in
  // the order they change: the warm-up's end (app::warm) comes first.
  const { context, page } = await freshPage();
  try {
    await page.addInitScript(() => {
      window.__order = [];
      // The document, not <html>: it does not exist yet when this runs.
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.target !== document.documentElement) continue;
          window.__order.push(`${r.attributeName}=${r.target.getAttribute(r.attributeName)}`);
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-warm', 'data-offline'] });
    });
    await page.goto(`${env.server.url}?game=tsoro`);
    await page.waitForFunction(() => document.documentElement.dataset.offline, null, { timeout: 15_000 });
    const order = await page.evaluate(() => window.__order);
    assert.deepEqual(order, ['data-warm=done', 'data-offline=registered']);
    // The live board was there before: the wasm had arrived and run.
    const wasm = await page.evaluate(() => performance.getEntriesByType('resource')
      .filter((r) => /\/web-[0-9a-f]+_bg\.wasm$/.test(r.name)).map((r) => r.name.replace(/^.*\//, '')));
    assert.equal(wasm.length, 1, `the page's own wasm, once: ${wasm}`);
    assert.ok(await page.$('[data-game] [data-pit]'), 'the live board');
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test('the manifest names the app, starts at its directory, and its icons load at their sizes', async () => {
  const { context, page } = await freshPage();
  try {
    await page.goto(`${env.server.url}?north=human`);
    await page.waitForSelector('[data-game] [data-pit]');
    const links = await page.evaluate(() => ({
      manifest: document.querySelector('link[rel="manifest"]')?.href,
      icon: document.querySelector('link[rel="icon"]')?.href,
      apple: document.querySelector('link[rel="apple-touch-icon"]')?.href,
      themes: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.content),
    }));
    const manifest = JSON.parse(await load(links.manifest, 'application/manifest+json'));
    assert.equal(manifest.name, 'Mancala: Goré, Bao Kigogo, Urim, Anywoli, Tsoro');
    assert.equal(manifest.short_name, 'Mancala');
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.scope, './');
    assert.equal(manifest.display, 'standalone');
    // The colours are the stylesheet's: the page's background, the dark wood.
    const css = fs.readFileSync(path.join(root, 'static', 'style.css'), 'utf8');
    assert.equal(manifest.background_color, css.match(/--bg: (#[0-9a-f]{6})/)[1]);
    assert.equal(manifest.theme_color, css.match(/--wood-dark: (#[0-9a-f]{6})/)[1]);
    assert.equal(links.themes[0], manifest.theme_color);

    const kinds = [];
    for (const icon of manifest.icons) {
      const bytes = await load(new URL(icon.src, links.manifest).href, icon.type);
      if (icon.type === 'image/png') assert.equal(pngSize(bytes), icon.sizes, icon.src);
      else assert.match(bytes.toString('utf8'), /^<svg [^>]*viewBox="0 0 512 512"/, icon.src);
      kinds.push(`${icon.sizes} ${icon.purpose}`);
    }
    for (const kind of ['any any', '192x192 any', '512x512 any', '512x512 maskable']) {
      assert.ok(kinds.includes(kind), `an icon ${kind}: ${kinds}`);
    }
    // The tab's icon: a small PNG (index.html says why).
    assert.equal(pngSize(await load(links.icon, 'image/png')), '48x48');
    assert.equal(pngSize(await load(links.apple, 'image/png')), '180x180');

    // Chromium reads the same manifest without a complaint and would offer
    // to install the app (but for Playwright's contexts being incognito).
    const cdp = await context.newCDPSession(page);
    const read = await cdp.send('Page.getAppManifest');
    assert.equal(read.url, links.manifest);
    assert.deepEqual(read.errors, []);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test('in frames no service worker is registered, and a sandboxed one logs no error', async () => {
  const { context, page } = await freshPage({ width: 1000, height: 900 });
  try {
    await page.goto(`${env.server.url}embed-demo.html`);
    const outcome = async (sel) => {
      const frame = await (await page.waitForSelector(sel)).contentFrame();
      await frame.waitForSelector('[data-game] [data-pit]', { timeout: 15_000 });
      await frame.waitForFunction(() => document.documentElement.dataset.offline, null, { timeout: 5000 });
      return frame.evaluate(() => document.documentElement.dataset.offline);
    };
    // Origin "null": even reading navigator.serviceWorker throws there.
    assert.equal(await outcome('#frame-sandboxed'), 'unavailable');
    // Sandboxed as the guide writes every frame (origin "null" too).
    assert.equal(await outcome('#frame-plain'), 'unavailable');
    // A same-origin frame without a sandbox (a page of the game's own site)
    // could register, but a wiki's reader is not made to download the whole
    // game for offline use.
    await context.route(`${env.server.url}host.html`, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Host</title><iframe id="own" title="Urim" src="${env.server.url}?game=urim&embed=1" width="600" height="300"></iframe>`,
    }));
    await page.goto(`${env.server.url}host.html`);
    assert.equal(await outcome('#own'), 'frame');
    assert.deepEqual(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)), 0);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test('a new build replaces the cache: its every file, whatever the name, and the old cache goes', async () => {
  // A copy of dist/ to build upon, served on its own.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mancala-dist-'));
  fs.cpSync(dist, copy, { recursive: true });
  const server = await serveDist(copy);
  const { context, page } = await freshPage();
  try {
    await page.goto(`${server.url}?north=human`);
    await page.waitForSelector('[data-game] [data-pit]');
    await controlled(page);
    const before = await cached(page);
    assert.deepEqual(before.files, buildFiles(copy));
    // The next build changes the worker (an unhashed name) and adds a file in
    // a directory (where the language catalogues are), its name needing escapes
    // in an address.
    const mark = '\n// the next build\n';
    fs.appendFileSync(path.join(copy, 'worker.js'), mark);
    fs.mkdirSync(path.join(copy, 'lang'), { recursive: true });
    fs.writeFileSync(path.join(copy, 'lang', 'x y#1.ftl'), 'hello = Hello\n');
    // Online, a page of the new build gets the new worker even from the old
    // service worker, never a mix of two builds.
    const worker = await page.evaluate(() => fetch('worker.js').then((r) => r.text()));
    assert.ok(worker.endsWith(mark), 'the unhashed worker.js comes from the network first');
    // Trunk's post_build hook, as on a build's staging directory.
    execFileSync('bash', [path.join(root, 'scripts', 'sw-build.sh')], {
      env: { ...process.env, TRUNK_STAGING_DIR: copy, TRUNK_SOURCE_DIR: root },
    });
    // The browser checks sw.js on navigations; here it is asked at once.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    // Installed, activated, the old cache deleted: one cache, not the old one.
    // (Polled from here: waitForFunction does not wait on a promise.)
    let after = await cached(page);
    for (const end = Date.now() + 10_000; !(after.names.length === 1 && after.names[0] !== before.names[0]);) {
      assert.ok(Date.now() < end, `the new build's cache replaces the old: ${after.names}`);
      await new Promise((r) => setTimeout(r, 100));
      after = await cached(page);
    }
    assert.deepEqual(after.files, buildFiles(copy));
    assert.ok(after.files.includes('lang/x y#1.ftl'), 'the new file is cached');
    await context.setOffline(true);
    const text = await page.evaluate(() => fetch('lang/x%20y%231.ftl').then((r) => r.text()));
    assert.equal(text, 'hello = Hello\n', 'served from the new cache, offline');
    assert.ok((await page.evaluate(() => fetch('worker.js').then((r) => r.text()))).endsWith(mark));
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
    await server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

// Shared by the browser tests: a static server for dist/ on loopback (started
// and stopped by the tests themselves) and Debian's Chromium under Playwright.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..', '..');
// MANCALA_DIST serves another build (benchmarks compare builds of two commits).
export const dist = process.env.MANCALA_DIST ? path.resolve(process.env.MANCALA_DIST) : path.join(root, 'dist');
export const shots = path.join(root, 'target', 'screenshots');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.ftl': 'text/plain; charset=utf-8',
};

/**
 * Serves dist/ (or another build directory, `dir`) on 127.0.0.1 at a free
 * port; resolves to { url, close }. With `{ gzip: true }` it compresses every
 * answer (Content-Encoding: gzip) for a client that accepts it, as a web host
 * would: the Lighthouse run (lighthouse.mjs) measures the page that way.
 */
export function serveDist(dir = dist, { gzip = false } = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`no ${dir}/index.html: run "trunk build" first (scripts/test.sh does)`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404).end('not found');
        return;
      }
      // As docs/embedding.md asks of a host: a sandboxed frame (origin "null")
      // fetches the module script and the wasm cross-origin.
      const headers = {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      };
      if (gzip) {
        headers.vary = 'accept-encoding';
        if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
          headers['content-encoding'] = 'gzip';
          body = zlib.gzipSync(body, { level: 9 });
        }
      }
      res.writeHead(200, headers);
      res.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/**
 * Registers hooks that start the dist/ server and Chromium before a file's
 * tests and stop them after; the returned object holds `server` and `browser`
 * once started.
 */
export function withBrowser(before, after) {
  const env = {};
  before(async () => {
    env.server = await serveDist();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** Debian's Chromium (scripts/setup-browser.sh), or the one CHROMIUM names. */
export const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Launches headless Chromium with the flags this closed network needs. */
export async function launch() {
  // Playwright gives the browser a fresh, empty profile directory of its own.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  return browser;
}

/**
 * Opens the page at `query` and waits until the app has drawn its board.
 * Console errors and page errors are collected in `page.problems`.
 * A new visitor plays the computer (contract: human South against Medium);
 * tests that click for both sides get `north=human` unless the query seats
 * the players itself or `options.defaultSeats` is set.
 */
export async function open(browser, base, query = '', viewport = { width: 1280, height: 800 }, options = {}) {
  const { defaultSeats, ...pageOptions } = options;
  if (!defaultSeats && !/[?&](south|north)=/.test(query)) {
    query = query ? `${query}&north=human` : '?north=human';
  }
  // English unless a test asks otherwise: the page follows the browser's language.
  const page = await browser.newPage({ viewport, locale: 'en-US', ...pageOptions });
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(m.text()); });
  page.on('pageerror', (e) => page.problems.push(String(e)));
  reachFolded(page);
  await page.goto(base + query);
  await page.waitForSelector('[data-game] [data-pit]');
  return page;
}

/**
 * The settings and the "More" menu fold controls away (issue 24; contract,
 * "Opponents, hints"): a control inside a closed fold is reached as a reader
 * reaches it, by clicking its opener first (`[data-action="settings"]` or
 * `"more"`). The page's click, selectOption, check, uncheck and fill do so
 * by themselves, so a test names the control it means.
 */
export function reachFolded(page) {
  const openerOf = (selector) => page.evaluate((sel) => {
    try {
      const fold = document.querySelector(sel)?.closest('[data-fold]');
      return fold && fold.hidden ? fold.dataset.fold : null;
    } catch {
      return null; // a Playwright-only selector: nothing folded to open
    }
  }, selector).catch(() => null);
  for (const verb of ['click', 'selectOption', 'check', 'uncheck', 'fill']) {
    const direct = page[verb].bind(page);
    page[verb] = async (selector, ...rest) => {
      const hook = await openerOf(selector);
      if (hook) await page.locator(`[data-action="${hook}"]`).click();
      return direct(selector, ...rest);
    };
  }
}

/** Saves a screenshot under target/screenshots/. */
export async function screenshot(page, name) {
  fs.mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Every pit's name → count, read from the data- hooks. */
export async function counts(page) {
  return page.$$eval('[data-pit]', (els) =>
    Object.fromEntries(els.map((e) => [e.dataset.pit, Number(e.dataset.count)])));
}

/** The native `mancala` program (built by `cargo test`), for expected states. */
export const mancalaBin = process.env.MANCALA_BIN ?? path.join(root, 'target', 'debug', 'mancala');

/**
 * `mancala apply` on the same game and inputs: the state the page must show.
 * `opts` are contract options like ['columns=8'].
 */
export function cli(game, opts, tokens, position) {
  const args = ['apply', '--game', game];
  for (const o of opts) args.push('--option', o);
  if (position) args.push('--position', position);
  args.push(...tokens);
  const out = execFileSync(mancalaBin, args, { encoding: 'utf8' });
  return JSON.parse(out);
}

/** Pit name → count from a contract state object (rows are top row first). */
export function expectedCounts(state) {
  const rows = state.rows;
  const out = {};
  rows.forEach((row, i) => {
    row.forEach((n, c) => {
      out[String.fromCharCode(97 + c) + (rows.length - i)] = n;
    });
  });
  return out;
}

/** Pit name → owner letter from a contract state object. */
export function expectedOwners(state) {
  const rows = state.owners;
  const out = {};
  rows.forEach((row, i) => row.forEach((o, c) => { out[String.fromCharCode(97 + c) + (rows.length - i)] = o; }));
  return out;
}

/** Waits until no sowing is being played back. */
export async function settled(page) {
  await page.waitForSelector('[data-game][data-animating="false"]');
}

/** The page's whole state through the contract's hooks. */
export async function pageState(page) {
  await settled(page);
  return page.evaluate(() => {
    const g = document.querySelector('[data-game]');
    const pits = [...document.querySelectorAll('[data-pit]')];
    return {
      counts: Object.fromEntries(pits.map((e) => [e.dataset.pit, Number(e.dataset.count)])),
      owners: Object.fromEntries(pits.map((e) => [e.dataset.pit, e.dataset.owner])),
      legal: pits.filter((e) => e.dataset.legal === 'true').map((e) => e.dataset.pit).sort(),
      captured: {
        S: Number(document.querySelector('[data-captured="S"]').dataset.count),
        N: Number(document.querySelector('[data-captured="N"]').dataset.count),
      },
      toMove: g.dataset.toMove,
      awaiting: g.dataset.awaiting,
    };
  });
}

/** The page's address as the page has it now. Playwright's `page.url()`
 * follows the page's history events as they reach it, a moment after the
 * page changed its address (`history.replaceState`): read right after the
 * change it can still give the old one (a CI failure on `3d7950d`). */
export const address = (page) => page.evaluate(() => location.href);

/** Whether a contract input token names a pit (a sowing or a bonus pick). */
export const isPit = (t) => /^[a-u][1-4]$/.test(t);

/** A lesson's or puzzles' file of `game` (`static/learn/`, `static/puzzles/`). */
export const courseFile = (dir, game) => JSON.parse(fs.readFileSync(path.join(root, 'static', dir, `${game}.json`), 'utf8'));

/** Contract options (`{"columns": "8"}`) as the `cli` helper takes them (`columns=8`). */
export const optionArgs = (options) => Object.entries(options ?? {}).map(([k, v]) => `${k}=${v}`);

/** Gives one input as a player does: a pit click, a decision button, or an offer composed. */
export async function give(page, token) {
  if (isPit(token)) {
    await page.click(`[data-pit="${token}"]`);
  } else if (token.startsWith('offer=')) {
    await page.click('[data-action="offer"]');
    for (const p of token.slice(6).split(',')) await page.click(`[data-pit="${p}"]`);
    await page.click('[data-action="confirm-offer"]');
  } else {
    await page.click(`[data-action="${token}"]`);
  }
}

/**
 * Asserts the page shows exactly the CLI's state; `{ legal: false }` leaves the
 * legal pits out (a lesson narrows them to the taught ones).
 */
export async function assertSameAsCli(assert, page, cliState, what, { legal = true } = {}) {
  const s = await pageState(page);
  assert.deepEqual(s.counts, expectedCounts(cliState), `${what}: counts`);
  assert.deepEqual(s.owners, expectedOwners(cliState), `${what}: owners`);
  assert.deepEqual(s.captured, cliState.captured, `${what}: captured`);
  assert.equal(s.toMove, cliState.to_move ?? '', `${what}: to move`);
  assert.equal(s.awaiting, cliState.awaiting ?? '', `${what}: awaiting`);
  if (!legal) return;
  const cliPits = cliState.legal.filter((t) => /^[a-z]\d$/.test(t)).sort();
  assert.deepEqual(s.legal, cliPits, `${what}: legal pits`);
}

/** docs/embedding.md's "Frame sizes" table: [{ game, query, sizes: [[w, h]…] }]. */
export function recommended() {
  const guide = fs.readFileSync(path.join(root, 'docs', 'embedding.md'), 'utf8');
  const section = guide.split('### Frame sizes')[1].split('\n## ')[0];
  const rows = section.split('\n').filter((l) => l.startsWith('| ') && l.includes('`game='));
  return rows.map((l) => {
    const [game, address, sizes] = l.split('|').slice(1, 4).map((c) => c.trim());
    return {
      game,
      query: address.replaceAll('`', ''),
      sizes: [...sizes.matchAll(/(\d+) × (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]),
    };
  });
}

/**
 * A benchmark's `--name value` flags taken out of `args` (what is left are
 * its plain arguments): `flag('--throttle', 1)` gives the value or the default.
 */
export function flagReader(args) {
  return (name, dflt) => {
    const i = args.indexOf(name);
    if (i < 0) return dflt;
    const v = args[i + 1];
    args.splice(i, 2);
    return v;
  };
}

/**
 * The page's main thread in a Chromium trace's events: the renderer thread
 * named CrRendererMain with the most events, as `"pid:tid"`.
 */
export function traceMainThread(events) {
  const counts = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') counts.set(`${e.pid}:${e.tid}`, 0);
  }
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    if (counts.has(k)) counts.set(k, counts.get(k) + 1);
  }
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('no CrRendererMain thread in the trace');
  return main;
}

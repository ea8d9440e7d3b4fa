// The computer in Chromium against the same code natively. Not a test (speed
// belongs in benchmarks): run it after `trunk build --release` and
// `cargo build --release --bin mancala`:
//
//   node tests/e2e/bench-wasm.mjs [--runs K] [--page N]
//
// Part 1, search speed: for each game, Hard's search of one mid-game position
// with a node budget only (no deadline, same seed), run K times (default 3) in
// the page's own Web Worker (dist/worker.js, dist/worker_bg.wasm) and by
// `target/release/mancala ai`. Both must search the same number of positions
// (same code, same choice); the ratio compares the best times.
//
// Part 2, the page while Hard thinks: N human moves (default 4) per game at
// `north=hard&speed=instant`; every decision's time from `data-thinking="true"`
// to `"false"` (at most 1.2 s wanted) and every main-thread task over 50 ms
// meanwhile (PerformanceObserver "longtask"; none wanted).
//
// Prints one JSON line per game and part.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serveDist, launch, root } from './harness.mjs';
import { gameIds } from './games.mjs';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  return i < 0 ? dflt : Number(args[i + 1]);
};
const runs = flag('--runs', 3);
const pageMoves = flag('--page', 4);
const native = process.env.MANCALA_NATIVE ?? path.join(root, 'target', 'native', 'mancala');

// Four opening inputs per game (each the first legal one, as the CLI lists
// them), so the search starts a little into the game.
const games = gameIds(native).map((game) => {
  const inputs = [];
  for (let k = 0; k < 4; k += 1) {
    const state = JSON.parse(execFileSync(native, ['apply', '--game', game, ...inputs], { encoding: 'utf8' }));
    inputs.push(state.legal[0]);
  }
  return [game, inputs];
});

const server = await serveDist();
const browser = await launch();
const page = await browser.newPage();
await page.goto(server.url + '?north=human');
await page.waitForSelector('[data-pit]');
// A worker of our own from the page's files, as the page starts it.
await page.evaluate(async () => {
  const base = document.baseURI;
  const src = `importScripts(${JSON.stringify(new URL('worker.js', base).href)});`
    + `wasm_bindgen(${JSON.stringify(new URL('worker_bg.wasm', base).href)});`;
  const w = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
  await new Promise((ready) => { w.onmessage = (e) => { if (e.data === 'ready') ready(); }; });
  window.__ask = (req) => new Promise((done) => {
    const t0 = performance.now();
    w.onmessage = (e) => done({ ms: performance.now() - t0, reply: JSON.parse(e.data) });
    w.postMessage(JSON.stringify(req));
  });
});

for (const [game, inputs] of games) {
  // Valid moves only: let the CLI check the opening inputs.
  const req = { id: 1, game, options: [], start: null, inputs, level: 'hard', ms: 600000, seed: 1 };
  const wasm = [];
  const nat = [];
  for (let k = 0; k < runs; k += 1) {
    wasm.push(await page.evaluate((r) => window.__ask(r), req));
    const out = execFileSync(native, ['ai', '--game', game, '--level', 'hard', '--ms', '600000', '--seed', '1', ...inputs], { encoding: 'utf8' });
    nat.push(JSON.parse(out));
  }
  const wBest = Math.min(...wasm.map((w) => w.ms));
  const nBest = Math.min(...nat.map((n) => n.ms));
  const wNodes = wasm[0].reply.nodes;
  const nNodes = nat[0].nodes;
  console.log(JSON.stringify({
    part: 'speed', game, nodes: { wasm: wNodes, native: nNodes }, same_choice: wasm[0].reply.input.Ok === nat[0].input,
    wasm_ms: Math.round(wBest), native_ms: Math.round(nBest),
    ratio: Number(((wBest / wNodes) / (nBest / nNodes)).toFixed(2)),
  }));
}

for (const [game] of games) {
  const p = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await p.goto(`${server.url}?game=${game}&north=hard&speed=instant`);
  await p.waitForSelector('[data-pit]');
  await p.evaluate(() => {
    window.__long = [];
    window.__think = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); })
      .observe({ type: 'longtask', buffered: false });
    const g = document.querySelector('[data-game]');
    let since = null;
    new MutationObserver(() => {
      const t = g.dataset.thinking === 'true';
      if (t && since === null) since = performance.now();
      if (!t && since !== null) { window.__think.push([since, performance.now()]); since = null; }
    }).observe(g, { attributes: true, attributeFilter: ['data-thinking'] });
  });
  for (let m = 0; m < pageMoves; m += 1) {
    const done = await p.evaluate(() => !!document.querySelector('[data-result]'));
    if (done) break;
    await p.waitForFunction(() => {
      const g = document.querySelector('[data-game]');
      return g.dataset.thinking === 'false' && g.dataset.toMove === 'S' && g.dataset.animating === 'false';
    }, null, { timeout: 20_000 });
    const pit = await p.$('[data-pit][data-legal="true"]');
    if (pit) await pit.click();
    else {
      const b = await p.$('button[data-action="pass"], button[data-action="decline"], button[data-action="stop"]');
      if (!b) break;
      await b.click();
    }
    await p.waitForFunction(() => {
      const g = document.querySelector('[data-game]');
      return g.dataset.thinking === 'false' && (g.dataset.toMove === 'S' || document.querySelector('[data-result]'));
    }, null, { timeout: 20_000 });
  }
  const { think, long, measures } = await p.evaluate(() => ({
    think: window.__think,
    long: window.__long,
    measures: performance.getEntriesByName('mancala-think').map((m) => m.duration),
  }));
  // Tasks that start while the computer thinks; the task that asks (the
  // human's move drawn) and the one that answers (the computer's move drawn)
  // start outside and are reported apart (tests/e2e/bench-frames.mjs measures
  // moves being drawn).
  const inside = long.filter(([s]) => think.some(([a, b]) => s > a && s < b - 1));
  const boundary = long.filter(([s, d]) => !inside.some(([t]) => t === s) && think.some(([a, b]) => s < b && s + d > a));
  console.log(JSON.stringify({
    part: 'page', game, decisions: measures.length,
    mean_ms: Math.round(measures.reduce((x, y) => x + y, 0) / Math.max(1, measures.length)),
    max_ms: Math.round(Math.max(0, ...measures)),
    long_tasks_inside: inside.map(([, d]) => Math.round(d)),
    long_tasks_asking_or_answering: boundary.map(([, d]) => Math.round(d)),
  }));
  await p.close();
}

await browser.close();
await server.close();

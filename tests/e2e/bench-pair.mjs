// Two builds' start-up on a phone-speed CPU, their loads interleaved (A, B,
// B, A, A, B…), so that the machine's load, which moves every figure by ±30%
// from minute to minute, falls on both alike (bench-frames.mjs times one
// build's loads in a row). Per build, the medians over K loads at 4× CPU
// throttle, from the navigation: the picture painted (first contentful
// paint), the app's start (`mancala:start`), the time from the start to the
// page on screen (`mancala:stage:shown`), the frame that paints the live
// board, and the long tasks until two seconds after it (count, blocking
// time over 50 ms). Not a test (speed belongs in benchmarks):
//
//   node tests/e2e/bench-pair.mjs DIR_A DIR_B K [QUERY] [WIDTH HEIGHT]
//   e.g. /tmp/old-dist dist 12 '?game=tsoro&speed=fast' 390 844
import { serveDist, launch } from './harness.mjs';

const [dirA, dirB, loads, query = '?game=tsoro&speed=fast', width = '390', height = '844'] = process.argv.slice(2);
if (!dirB) throw new Error('usage: node tests/e2e/bench-pair.mjs DIR_A DIR_B K [QUERY] [WIDTH HEIGHT]');
const servers = [await serveDist(dirA), await serveDist(dirB)];
const browser = await launch();

/** One load of `server`'s build in a context of its own (no cache). */
async function load(server) {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => [e.startTime, e.duration])))
      .observe({ type: 'longtask', buffered: true });
    new MutationObserver((_, obs) => {
      if (window.__pit !== undefined || !document.querySelector('[data-pit]')) return;
      obs.disconnect();
      window.__pit = performance.now();
      requestAnimationFrame(() => { window.__painted = performance.now(); });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(server.url + query);
  // Plain evaluations only: Playwright's waitFor… helpers inject a large
  // script of their own into the page, which would be timed with it.
  let t = {};
  while (t.live === undefined || t.picture === undefined) {
    await page.waitForTimeout(100);
    t = await page.evaluate(() => ({
      picture: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      start: performance.getEntriesByName('mancala:start')[0]?.startTime,
      shown: performance.getEntriesByName('mancala:stage:shown')[0]?.startTime,
      live: window.__painted,
    }));
  }
  await page.waitForTimeout(2000);
  const long = await page.evaluate(() => window.__long.filter(([at]) => at < window.__painted + 2000));
  await page.close();
  return { ...t, long: long.length, blocking: long.reduce((sum, [, d]) => sum + d - 50, 0) };
}

const runs = [[], []];
for (let i = 0; i < Number(loads); i++) {
  for (const k of i % 2 ? [1, 0] : [0, 1]) runs[k].push(await load(servers[k]));
}
const median = (xs) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
for (const [k, dir] of [[0, dirA], [1, dirB]]) {
  const r = runs[k];
  console.log(JSON.stringify({
    build: dir, query, viewport: `${width}x${height}`, loads: r.length,
    picture_ms: median(r.map((x) => x.picture)),
    start_ms: median(r.map((x) => x.start)),
    start_to_shown_ms: median(r.map((x) => x.shown - x.start)),
    live_board_ms: median(r.map((x) => x.live)),
    live_each: r.map((x) => Math.round(x.live)),
    long_tasks: median(r.map((x) => x.long)),
    blocking_ms: median(r.map((x) => x.blocking)),
  }));
}
await browser.close();
for (const s of servers) await s.close();

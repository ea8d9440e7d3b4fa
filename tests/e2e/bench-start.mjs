// The page's start-up tasks on a phone-speed CPU (issue 26, point 3): for each
// address, K loads at 4× CPU throttle at 390 × 844; every main-thread task over
// 50 ms from the navigation to the end of the warm-up (`html[data-warm]`).
// Prints, per address, the median of the longest task, of the blocking time
// (the sum of each task's time over 50 ms) and of the count, and the longest
// task of each load. Not a test (speed belongs in benchmarks): run it after
// `trunk build --release`:
//
//   node tests/e2e/bench-start.mjs K QUERY...      e.g. 8 '?game=gore' '?game=tsoro'
//
// MANCALA_DIST=dir measures another build than dist/.
import { serveDist, launch } from './harness.mjs';

const [loads, ...queries] = process.argv.slice(2);
const server = await serveDist();
const browser = await launch();
const median = (xs) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
for (const query of queries) {
  const longest = [], blocking = [], counts = [];
  for (let i = 0; i < Number(loads); i++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => e.duration)))
        .observe({ type: 'longtask', buffered: true });
    });
    await page.goto(server.url + query);
    await page.waitForSelector('html[data-warm="done"]', { state: 'attached', timeout: 60000 });
    await page.waitForTimeout(200);
    const tasks = await page.evaluate(() => window.__long);
    longest.push(Math.max(0, ...tasks));
    blocking.push(tasks.reduce((sum, d) => sum + d - 50, 0));
    counts.push(tasks.length);
    await page.close();
  }
  console.log(JSON.stringify({
    query, longest_ms: median(longest), blocking_ms: median(blocking), tasks: median(counts),
    longest_each: longest.map(Math.round),
  }));
}
await browser.close();
await server.close();

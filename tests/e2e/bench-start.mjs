// The page's start-up tasks on a phone-speed CPU (issue 26, point 3): for each
// address, K loads at 4× CPU throttle at 390 × 844; every main-thread task over
// 50 ms from the navigation to the end of the warm-up (`html[data-warm]`).
// Prints, per address, the median of the longest task, of the blocking time
// (the sum of each task's time over 50 ms) and of the count, the longest
// task of each load, how many long tasks began after the picture's paint
// over all the loads, every load's long tasks with the step each held or
// followed ("before": before any mark, the picture's paint among them),
// and which steps of the start (the page's `mancala:*` marks: `start`,
// `begin`, `words`, `first-state`, then the first render's stages,
// `stage:*`, `ui::staging`) fell in a long task: per step, the median over
// the loads of that task's length (steps with a median of 0 left out). Not
// a test (speed belongs in benchmarks): run it after `trunk build --release`:
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
  const longest = [], blocking = [], counts = [], stages = new Map(), where = [];
  // Long tasks that began after the picture's paint (issue 26, point 3), over all loads.
  let afterPaint = 0;
  for (let i = 0; i < Number(loads); i++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__long = [];
      window.__marks = [];
      new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => [e.startTime, e.duration])))
        .observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((l) => window.__marks.push(...l.getEntries()
        .filter((e) => e.name.startsWith('mancala:')).map((e) => [e.startTime, e.name.slice(8)])))
        .observe({ type: 'mark', buffered: true });
      // The first paint with content: the board's picture.
      new PerformanceObserver((l) => window.__marks.push(...l.getEntries()
        .filter((e) => e.name === 'first-contentful-paint').map((e) => [e.startTime, 'picture painted'])))
        .observe({ type: 'paint', buffered: true });
    });
    await page.goto(server.url + query);
    // Plain evaluations only, as in bench-frames.mjs: Playwright's waitFor…
    // helpers inject and compile a script of their own in the page (150 ms
    // of the page's main thread at 4×, traced), which fell among the
    // start's tasks and was counted with them.
    for (let waited = 0; ; waited += 100) {
      await page.waitForTimeout(100);
      if (await page.evaluate(() => document.documentElement.dataset.warm === 'done')) break;
      if (waited > 60000) throw new Error(`${query}: no html[data-warm="done"] within a minute`);
    }
    await page.waitForTimeout(200);
    const { long, marks } = await page.evaluate(() => ({ long: window.__long, marks: window.__marks }));
    marks.sort((a, b) => a[0] - b[0]);
    const tasks = long.map(([, d]) => d);
    // Each stage's task, and the long tasks between stages (named after
    // the stage before them: "after OnScreen" is the page's first layout
    // and paint; "after picture painted" the wasm's start, the words, the
    // first state; "before" the page's parsing and the picture's drawing).
    const seen = new Map();
    const painted = marks.find(([, m]) => m === 'picture painted')?.[0] ?? Infinity;
    afterPaint += long.filter(([start]) => start > painted).length;
    // Every long task of this load, as [ms, the step it held or followed].
    where.push(long.map(([start, d]) => {
      const held = marks.filter(([at]) => at >= start && at <= start + d).map(([, m]) => m);
      const before = marks.filter(([at]) => at < start).pop();
      return [Math.round(d), held.length ? held.join(' ') : before ? `after ${before[1]}` : 'before'];
    }));
    for (const [at, stage] of marks) {
      const task = long.find(([start, d]) => at >= start && at <= start + d);
      seen.set(stage, task ? task[1] : 0);
    }
    for (const [start, d] of long) {
      if (marks.some(([at]) => at >= start && at <= start + d)) continue;
      const before = marks.filter(([at]) => at < start).pop();
      const name = before ? `after ${before[1]}` : 'before';
      seen.set(name, Math.max(seen.get(name) ?? 0, d));
    }
    for (const [k, v] of seen) {
      if (!stages.has(k)) stages.set(k, []);
      stages.get(k).push(v);
    }
    longest.push(Math.max(0, ...tasks));
    blocking.push(tasks.reduce((sum, d) => sum + d - 50, 0));
    counts.push(tasks.length);
    await page.close();
  }
  console.log(JSON.stringify({
    query, longest_ms: median(longest), blocking_ms: median(blocking), tasks: median(counts),
    after_paint: `${afterPaint} in ${loads} loads`,
    longest_each: longest.map(Math.round),
    // Each load's long tasks, [ms, step], loads without one left out.
    long_tasks: where.filter((l) => l.length),
    // Medians over the loads, a load without that task counting 0.
    stages: Object.fromEntries([...stages].map(([k, v]) => [k, median([...v, ...Array(Number(loads) - v.length).fill(0)])])
      .filter(([, v]) => v > 0)),
  }));
}
await browser.close();
await server.close();

// Frame timing of the sowing animation on the largest board (Tsoro 4 × 21), in
// Chromium: every requestAnimationFrame interval and every long main-thread task
// while moves are played back, and the time to the first board. Prints one JSON
// line. Not a test (speed belongs in benchmarks): run it after `trunk build --release`:
//
//   node tests/e2e/bench-frames.mjs [speed] [inputs] [--throttle N] [--loads K] [--trace FILE] [--game ID]
//
// --throttle N  slows the page's CPU N times (CDP Emulation.setCPUThrottlingRate),
//               from before the first byte is loaded: 4 stands for a mid-range phone.
// --loads K     page loads timed for the first board (default 5): navigation start
//               to the board's picture (first contentful paint), to the first
//               [data-pit] in the DOM, and to the frame that paints the live board.
// --game ID     another game than Tsoro (its default board), e.g. gore, bao-kigogo.
// --trace FILE  also records a Chromium performance trace of the playback (open it
//               in chrome://tracing or Perfetto; tests/e2e/trace-tasks.mjs sums it up).
// MANCALA_DIST=dir serves another build than dist/ (e.g. one of an older commit).
import { serveDist, launch, flagReader } from './harness.mjs';

const args = process.argv.slice(2);
const flag = flagReader(args);
const throttle = Number(flag('--throttle', 1));
const loads = Number(flag('--loads', 5));
const traceFile = flag('--trace', null);
const game = flag('--game', 'tsoro');
const speed = args[0] ?? 'fast';
const moves = Number(args[1] ?? 12);
const query = `?game=${game}&speed=${speed}`;
const viewport = { width: 1280, height: 800 };

/** A new page (own context: no cache) throttled before anything loads. */
async function throttledPage(browser) {
  const page = await browser.newPage({ viewport });
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(String(e)));
  if (throttle > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  return page;
}

/** Milliseconds from navigation start to the board's picture (the first
 * contentful paint: static/picture.js draws it as the page is parsed, issue
 * 26), to the live board's first pit in the DOM, and to the animation frame
 * that paints it (the frame's callbacks run just before its paint). */
async function firstBoard(browser, url) {
  const page = await throttledPage(browser);
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (window.__pit !== undefined || !document.querySelector('[data-pit]')) return;
      window.__pit = performance.now();
      requestAnimationFrame(() => { window.__painted = performance.now(); });
      obs.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url + query);
  // Plain evaluations only: Playwright's waitFor… helpers inject and compile a
  // large script of their own in the page, which would be timed with it.
  let t = {};
  while (t.frame === undefined || t.picture === undefined) {
    await page.waitForTimeout(100);
    t = await page.evaluate(() => ({
      picture: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      dom: window.__pit,
      frame: window.__painted,
    }));
  }
  await page.close();
  return t;
}

/** A click as a hand makes it: the pointer onto the element's centre, pressed,
 * and let go 60 ms later. (Playwright's `page.click` sends the press and the
 * release back to back, which Chromium handles in one task together with the
 * click, and checks the hit target with script of its own in the page in that
 * task: measured 53-66 ms for the first move's task at 4x, 37-50 ms as a tap
 * on the same build; docs/benchmarks.md, "The phone benchmark's taps".) */
async function tap(page, selector) {
  const box = await page.locator(selector).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(60);
  await page.mouse.up();
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const r = (v) => Math.round(v);
  return { median: r(s[Math.floor(s.length / 2)]), min: r(s[0]), max: r(s[s.length - 1]) };
};

const server = await serveDist();
const browser = await launch();

const boards = [];
for (let i = 0; i < loads; i++) boards.push(await firstBoard(browser, server.url));

const page = await throttledPage(browser);
await page.goto(server.url + query);
await page.waitForSelector('[data-game] [data-pit]');
await page.evaluate(() => {
  window.__frames = [];
  window.__long = [];
  window.__inputs = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push([e.startTime, e.duration])))
    .observe({ type: 'longtask' });
  let last = performance.now();
  const tick = (t) => {
    if (document.querySelector('[data-animating="true"]')) window.__frames.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
// Let the start-up work (the warm-up move a moment after the first paint) end
// before measuring the playback.
await page.waitForTimeout(500);
if (traceFile) await browser.startTracing(page, { path: traceFile, screenshots: false });
let played = 0;
for (let i = 0; i < moves; i++) {
  // The computer (North, Medium) may still be thinking: wait for the reader's
  // turn (a playable pit or a decision) rather than stop early.
  await page
    .waitForSelector('[data-pit][data-legal="true"], button[data-action="continue"], button[data-action="stop"]', { timeout: 30000 })
    .catch(() => {});
  const legal = await page.$$eval('[data-pit][data-legal="true"]', (els) => els.map((e) => e.dataset.pit));
  const buttons = await page.$$eval('button[data-action="continue"], button[data-action="stop"]', (els) => els.map((e) => e.dataset.action));
  await page.evaluate(() => window.__inputs.push(performance.now()));
  if (buttons.length) {
    await tap(page, `button[data-action="${buttons[0]}"]`);
  } else if (legal.length) {
    await tap(page, `[data-pit="${legal[i % legal.length]}"]`);
  } else break;
  await page.waitForSelector('[data-game][data-animating="false"]', { timeout: 120000 });
  played++;
}
if (traceFile) await browser.stopTracing();
const { frames, long, inputs } = await page.evaluate(() => ({ frames: window.__frames, long: window.__long, inputs: window.__inputs }));
// Each long task as [its duration, the input (1 = first) being played then].
const longTasks = long.map(([start, ms]) => [Math.round(ms), inputs.filter((t) => t <= start).length]);
frames.sort((a, b) => a - b);
const q = (p) => frames[Math.min(frames.length - 1, Math.floor(p * frames.length))];
console.log(JSON.stringify({
  board: game === 'tsoro' ? 'tsoro 4x21' : game, speed, throttle, inputs: played, frames: frames.length,
  p50_ms: +q(0.5).toFixed(2), p95_ms: +q(0.95).toFixed(2), max_ms: +frames[frames.length - 1].toFixed(2),
  long_tasks: long.length, long_task_ms_at_input: longTasks,
  picture_paint_ms: stats(boards.map((b) => b.picture)),
  first_board_dom_ms: stats(boards.map((b) => b.dom)),
  first_board_paint_ms: stats(boards.map((b) => b.frame)),
  errors: page.problems.length,
}));
await browser.close();
await server.close();

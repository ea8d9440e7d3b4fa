// Frame timing of the sowing animation on the largest board (Tsoro 4 × 21), in
// Chromium: every requestAnimationFrame interval and every long main-thread task
// while moves are played back. Prints one JSON line. Not a test (speed belongs
// in benchmarks): run `node tests/e2e/bench-frames.mjs` after `trunk build --release`.
import { serveDist, launch, open, settled } from './harness.mjs';

const speed = process.argv[2] ?? 'fast';
const moves = Number(process.argv[3] ?? 12);
const server = await serveDist();
const browser = await launch();
const page = await open(browser, server.url, `?game=tsoro&speed=${speed}`);
await page.evaluate(() => {
  window.__frames = [];
  window.__long = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(e.duration)))
    .observe({ type: 'longtask' });
  let last = performance.now();
  const tick = (t) => {
    if (document.querySelector('[data-animating="true"]')) window.__frames.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
let played = 0;
let events = 0;
for (let i = 0; i < moves; i++) {
  const legal = await page.$$eval('[data-pit][data-legal="true"]', (els) => els.map((e) => e.dataset.pit));
  const buttons = await page.$$eval('button[data-action="continue"], button[data-action="stop"]', (els) => els.map((e) => e.dataset.action));
  if (buttons.length) {
    await page.click(`button[data-action="${buttons[0]}"]`);
  } else if (legal.length) {
    await page.click(`[data-pit="${legal[i % legal.length]}"]`);
  } else break;
  await settled(page);
  played++;
}
const { frames, long } = await page.evaluate(() => ({ frames: window.__frames, long: window.__long }));
events = frames.length;
frames.sort((a, b) => a - b);
const q = (p) => frames[Math.min(frames.length - 1, Math.floor(p * frames.length))];
console.log(JSON.stringify({
  board: 'tsoro 4x21', speed, inputs: played, frames: events,
  p50_ms: +q(0.5).toFixed(2), p95_ms: +q(0.95).toFixed(2), max_ms: +frames[frames.length - 1].toFixed(2),
  long_tasks: long.length, longest_task_ms: long.length ? Math.max(...long) : 0,
}));
await browser.close();
await server.close();

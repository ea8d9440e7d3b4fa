// The longest main-thread task after each click a reader makes once the page
// is live (issue 26, point 3: none over 50 ms at 4× CPU throttle): opening
// the settings, the rules, the about panel and the "More" menu, the hint,
// analysis on and off, a move (played back at the fast speed), the game's
// review, the position editor opened and closed, a new game and
// another game's card. Phone size (390 × 844), two humans, throttled after
// the page's warm-up; one Chromium performance trace a page, each click's
// window (1.5 s) read from it: every task counts, the page's script and the
// browser's style, layout and paint alike (the Long Tasks API in the page
// reports only the former). Not a test: run it after `trunk build --release`:
//
//   node tests/e2e/bench-panels.mjs [--throttle N] [--loads K] [--only a,b] [games]
//
// games: comma-separated (default all five); --loads K: pages a game (default
// 2), the figure is each action's worst over them; --only: these actions
// alone (by their names below). MANCALA_DIST=dir serves another build than
// dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveDist, launch, flagReader, traceMainThread } from './harness.mjs';

const args = process.argv.slice(2);
const flag = flagReader(args);
const throttle = Number(flag('--throttle', 4));
const loads = Number(flag('--loads', 2));
const only = flag('--only', null)?.split(',');
const games = (args[0] ?? 'gore,bao,urim,anywoli,tsoro').split(',');

// [name, the control clicked, the fold it sits in (opened first, untimed)].
const STEPS = [
  ['settings', '[data-action="settings"]'],
  ['settings-close', '[data-action="settings"]'],
  ['rules', 'nav.links > button:nth-last-of-type(2)'],
  ['about', 'nav.links > button:last-of-type'],
  ['about-close', 'nav.links > button:last-of-type'],
  ['more', '[data-action="more"]'],
  ['hint', '[data-action="hint"]'],
  ['analyse', '[data-action="analyse"]'],
  ['analyse-off', '[data-action="analyse"]'],
  // A move (its playback, at the fast speed), then the game's review.
  ['move', '[data-pit][data-legal="true"]'],
  ['review', '[data-action="review"]', 'more'],
  ['edit', '[data-action="edit-position"]', 'more'],
  ['close-editor', '[data-action="close-editor"]'],
  ['new-game', '[data-action="new-game"]', 'more'],
  ['other-game', '[data-pick-game]:not(.current)', 'settings'],
];
const WINDOW_MS = 1500;

/** Top-level main-thread tasks of a trace: [start µs, duration ms]. */
function mainTasks(events) {
  const main = traceMainThread(events);
  const tasks = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  let end = 0;
  for (const t of tasks) {
    if (t.ts >= end) {
      top.push([t.ts, t.dur / 1000]);
      end = t.ts + t.dur;
    }
  }
  return top;
}

const server = await serveDist();
const browser = await launch();
const worst = new Map();
for (const game of games) {
  for (let load = 0; load < loads; load++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.url}?game=${game}&south=human&north=human&speed=fast`);
    await page.waitForSelector('html[data-warm="done"]', { state: 'attached', timeout: 30000 });
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const file = path.join(os.tmpdir(), `bench-panels-${process.pid}.json`);
    await browser.startTracing(page, {
      path: file,
      screenshots: false,
      categories: ['-*', 'devtools.timeline', 'toplevel', 'blink.user_timing'],
    });
    await page.waitForTimeout(500);
    const done = [];
    for (const [name, selector, fold] of STEPS.filter(([n]) => !only || only.includes(n))) {
      if (fold) {
        await page.evaluate((f) => {
          const o = document.querySelector(`[data-action="${f}"]`);
          if (o && o.getAttribute('aria-expanded') !== 'true') o.click();
        }, fold);
        await page.waitForTimeout(WINDOW_MS);
      }
      const clicked = await page.evaluate(([n, s]) => {
        const b = document.querySelector(s);
        if (!b || b.disabled) return false;
        performance.mark(`bench:${n}`);
        // A pit is an SVG element, which has no click() of its own.
        if (b.click) b.click();
        else b.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        return true;
      }, [name, selector]);
      if (clicked) done.push(name);
      await page.waitForTimeout(WINDOW_MS);
    }
    await browser.stopTracing();
    const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.rmSync(file);
    const events = raw.traceEvents ?? raw;
    const tasks = mainTasks(events);
    for (const name of done) {
      const mark = events.find((e) => e.name === `bench:${name}`);
      if (!mark) continue;
      const within = tasks.filter(([ts]) => ts >= mark.ts - 2000 && ts < mark.ts + WINDOW_MS * 1000);
      const longest = Math.max(0, ...within.map(([, ms]) => ms));
      const key = `${game} ${name}`;
      worst.set(key, Math.max(worst.get(key) ?? 0, longest));
    }
    await page.close();
  }
}
await browser.close();
server.close?.();
const rows = [...worst].map(([k, ms]) => `${k.padEnd(24)} ${ms.toFixed(0).padStart(4)} ms${ms > 50 ? '  > 50' : ''}`);
console.log(rows.join('\n'));
const over = [...worst].filter(([, ms]) => ms > 50);
console.log(JSON.stringify({ throttle, loads, actions: worst.size, over50: over.length, longest: Math.round(Math.max(...worst.values())) }));
process.exit(0);

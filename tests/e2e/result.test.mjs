// The end of a game where the reader looks (issue 24, points 3 and 4): the
// result in the status line, in the reader's words and in view on a phone,
// with the way on (play again, the next level, the review); the level taken
// up kept for the game; and the page passing for a human who can only pass.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, screenshot, cli, pageState } from './harness.mjs';

const env = withBrowser(before, after);
const phone = { width: 390, height: 844 };
const q = (o) => encodeURIComponent(JSON.stringify(o));

// Urim, South to move: f1's one seed makes 2 in North's f2, captured (U7);
// North has no seed left and cannot move (U10), South's a1 (2) goes to South
// (U11): 28–8, a whole match point (U12: at least 27 of 36).
const LAST = { rows: [[0, 0, 0, 0, 0, 1], [2, 0, 0, 0, 0, 1]], captured: { S: 24, N: 8 } };

// Anywoli, South to move with an empty row: a pass is all South can do (A7).
const MUST_PASS = {
  rows: [[0, 2, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  captured: { S: 44, N: 44 },
};

/** Whether the whole element is inside the window as it is scrolled now. */
async function inView(page, selector) {
  return page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0
      && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });
}

test('a win: the result in the status, in view on a phone, and the next level up taken', async () => {
  const after = cli('urim', [], ['f1'], JSON.stringify(LAST));
  assert.deepEqual([after.result.winner, after.result.score], ['S', { S: 28, N: 8 }], 'the CLI agrees');
  const page = await open(env.browser, env.server.url,
    `?game=urim&speed=instant&north=beginner&position=${q(LAST)}`, phone);
  await page.click('[data-pit="f1"]');
  await page.waitForSelector('[data-result]');

  // The status says who won and by how much, in the reader's terms, with the
  // match after it; it is the polite live region, so it is read out too.
  const prompt = (await page.textContent('[data-prompt]')).trim();
  assert.equal(prompt, 'You won 28–8. Match after 1 game: South 1, North 0.');
  assert.equal(await page.getAttribute('[data-prompt]', 'aria-live'), 'polite');
  assert.ok(await inView(page, '[data-prompt]'), 'the result is on screen where the move was made');
  // The result panel keeps its contract hooks.
  const result = await page.$eval('[data-result]', (e) => ({ ...e.dataset }));
  assert.deepEqual([result.winner, result.scoreS, result.scoreN], ['S', '28', '8']);
  assert.equal((await pageState(page)).toMove, '');

  // The way on, visible beside the result: play again (the next game of the
  // match), the next level, the review.
  for (const hook of ['play-again', 'level-up', 'review-game']) {
    assert.ok(await page.isVisible(`button[data-action="${hook}"]`), `${hook} shown`);
  }
  assert.equal((await page.textContent('[data-action="play-again"]')).trim(), 'Next game of the match');
  assert.equal((await page.textContent('[data-action="level-up"]')).trim(), 'Try Easy next');
  assert.equal(await page.$('[data-action="level-down"]'), null, 'no level down after a win');
  const widest = await page.$$eval('[data-status] button', (bs) => Math.max(...bs.map((b) => b.getBoundingClientRect().right)));
  assert.ok(widest <= phone.width, `the status's buttons fit the phone's width (${widest})`);
  await screenshot(page, 'result-won-phone');

  // Taken up: a new game against Easy, kept as the reader's level in Urim.
  await page.click('[data-action="level-up"]');
  await page.waitForSelector('[data-game][data-north="easy"][data-ply="0"]');
  assert.equal(await page.$('[data-result]'), null, 'a new game');
  assert.equal(await page.$('[data-action="level-up"]'), null, 'no offer in a game going on');
  await page.waitForFunction(() => localStorage.getItem('mancala:level:urim') === '{"v":1,"level":"easy"}');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('play again after a game between two people: the sides are named, no level offered', async () => {
  const page = await open(env.browser, env.server.url,
    `?game=urim&speed=instant&north=human&position=${q(LAST)}`, phone);
  await page.click('[data-pit="f1"]');
  await page.waitForSelector('[data-result]');
  assert.match(await page.textContent('[data-prompt]'), /^South won 28–8\./);
  assert.equal(await page.$('[data-action="level-up"]'), null);
  await page.click('[data-action="play-again"]');
  await page.waitForSelector('[data-game][data-ply="0"][data-to-move="S"]');
  assert.equal(await page.$('[data-result]'), null);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a human who can only pass is told so and passed for after a moment', async () => {
  const page = await open(env.browser, env.server.url,
    `?game=anywoli&speed=instant&north=beginner&position=${q(MUST_PASS)}`, phone);
  const start = Date.now();
  assert.equal(cli('anywoli', [], [], JSON.stringify(MUST_PASS)).legal.join(' '), 'pass');
  // Said at once, and the pass button stays until the page passes.
  assert.equal((await page.textContent('[data-prompt]')).trim(), 'You have no move: passing…');
  assert.ok(await page.isVisible('button[data-action="pass"]'));
  assert.equal((await pageState(page)).toMove, 'S');
  await page.waitForFunction(() => Number(document.querySelector('[data-game]').dataset.ply) >= 1,
    null, { timeout: 10_000 });
  assert.ok(Date.now() - start >= 500, 'not at once: the reader can read why');
  assert.equal((await page.textContent('[data-turn="1"] code')).trim(), 'pass');
  // Then the computer plays on as usual.
  await page.waitForFunction(() => Number(document.querySelector('[data-game]').dataset.ply) >= 2,
    null, { timeout: 10_000 });
  assert.deepEqual(page.problems, []);
  await page.close();
});

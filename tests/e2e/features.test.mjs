// Page features around the play: reduced motion, turning the board, the rules
// panel, Urim's match tally, Goré's victory without glory, phone widths and
// turning a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  withBrowser, open, screenshot, cli, pageState, assertSameAsCli,
  address,
} from './harness.mjs';

const env = withBrowser(before, after);

const withPosition = (query, position) => `${query}&position=${encodeURIComponent(JSON.stringify(position))}`;

test('prefers-reduced-motion: moves settle at once without a speed parameter', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim', undefined, { reducedMotion: 'reduce' });
  await page.click('[data-pit="a1"]');
  // No playback at all: the very next read already shows the new board.
  const animating = await page.locator('[data-game]').getAttribute('data-animating');
  assert.equal(animating, 'false');
  assert.equal(await page.locator('[data-option="speed"]').inputValue(), 'instant');
  await assertSameAsCli(assert, page, cli('urim', [], ['a1']), 'reduced motion');
  await page.close();
});

/**
 * The computed motion of the thinking spinner, a flying seed and a pit's hole,
 * read from elements of those classes put where the page draws them (the
 * spinner shows only while the computer thinks, a flight only mid-capture).
 */
async function motion(page) {
  return page.evaluate(() => {
    const prompt = document.querySelector('.prompt');
    const spinner = prompt.appendChild(document.createElement('span'));
    spinner.className = 'spinner';
    const ns = 'http://www.w3.org/2000/svg';
    const flight = document.querySelector('svg.board').appendChild(document.createElementNS(ns, 'g'));
    flight.setAttribute('class', 'flight');
    flight.setAttribute('style', '--dx: 40px; --dy: 0px; --dur: 300ms'); // as app/board.rs sets it
    const hole = document.querySelector('[data-pit] .hole');
    const out = {
      spinner: getComputedStyle(spinner).animationName,
      flight: getComputedStyle(flight).animationName,
      flightShown: getComputedStyle(flight).display !== 'none',
      hole: getComputedStyle(hole).transitionDuration,
    };
    spinner.remove();
    flight.remove();
    return out;
  });
}

test('prefers-reduced-motion: no CSS animation or transition either', async () => {
  const moving = await open(env.browser, env.server.url, '?game=urim');
  // The holes change colour at once, never fading (a fade repainted the
  // board every frame of a playback: issue 26).
  assert.deepEqual(await motion(moving), { spinner: 'spin', flight: 'fly', flightShown: true, hole: '0s' });
  await moving.close();
  const page = await open(env.browser, env.server.url, '?game=urim&speed=slow', undefined, { reducedMotion: 'reduce' });
  assert.deepEqual(await motion(page), { spinner: 'none', flight: 'none', flightShown: false, hole: '0s' });
  await page.close();
});

test('the board turns so the player to move sits at the bottom', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore&speed=instant');
  const y = (pit) => page.locator(`[data-pit="${pit}"] .hole`).getAttribute('cy').then(Number);
  assert.ok((await y('a1')) > (await y('a2')), 'South at the bottom at first');
  await page.check('input[type="checkbox"]');
  await page.click('[data-pit="a1"]');
  assert.ok((await y('a1')) < (await y('a2')), 'North to move: North at the bottom');
  await screenshot(page, 'gore-turned');
  await page.close();
});

test('the rules panel lists every rule id of the game', async () => {
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=6');
  await page.click('text=Rules');
  const ids = await page.$$eval('[data-panel="rules"] dt', (els) => els.map((e) => e.textContent));
  for (let i = 1; i <= 16; i++) assert.ok(ids.includes(`T${i}`), `T${i} shown`);
  for (let i = 1; i <= 8; i++) assert.ok(ids.includes(`C${i}`), `C${i} shown`);
  await screenshot(page, 'tsoro-rules');
  await page.click('text=About');
  assert.match(await page.locator('[data-panel="about"]').textContent(), /Shona/);
  await page.close();
});

test('Urim: result with match points and a running match tally', async () => {
  // South sows a1 into b1; North then has no seeds (U10) and b1's seed goes to
  // South (U11): 21–15 of 36, more than half: ½ point to South (U12).
  const position = { rows: [[0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], captured: { S: 20, N: 15 } };
  const page = await open(env.browser, env.server.url, withPosition('?game=urim&speed=instant', position));
  await page.click('[data-pit="a1"]');
  const s = cli('urim', [], ['a1'], JSON.stringify(position));
  assert.deepEqual(s.result.points, { S: 0.5, N: 0 });
  await assertSameAsCli(assert, page, s, 'urim over');
  const r = page.locator('[data-result]');
  assert.equal(await r.getAttribute('data-winner'), 'S');
  assert.equal(await r.getAttribute('data-score-s'), '21');
  assert.equal(await page.locator('[data-match-s]').getAttribute('data-match-s'), '½');
  await screenshot(page, 'urim-result');
  // One way on, the status line's: the result panel has no second button.
  assert.equal(await page.locator('[data-action="next-game"]').count(), 0);
  await page.click('button[data-action="play-again"]');
  // A new game of the match from the opening; the tally is kept for the next result.
  await assertSameAsCli(assert, page, cli('urim', [], []), 'next game');
  await page.close();
});

test('Goré: a winner who declined an offer wins without glory', async () => {
  // South offers d1; North declines (G8), then sows d2 (3) into c2, b2, a2: every
  // pit below 3 (G12), swept by owners (G13): South 20 + 1, North 24 + 3.
  const position = { rows: [[0, 0, 0, 3], [1, 0, 0, 0]], captured: { S: 20, N: 24 } };
  const page = await open(env.browser, env.server.url, withPosition('?game=gore&speed=instant', position));
  await page.click('button[data-action="offer"]');
  await page.click('[data-pit="d1"]');
  await page.click('button[data-action="confirm-offer"]');
  await page.click('button[data-action="decline"]');
  await page.click('[data-pit="d2"]');
  const s = cli('gore', [], ['offer=d1', 'decline', 'd2'], JSON.stringify(position));
  assert.equal(s.result.glory, false);
  await assertSameAsCli(assert, page, s, 'gore without glory');
  const r = page.locator('[data-result]');
  assert.equal(await r.getAttribute('data-winner'), 'N');
  assert.equal(await r.getAttribute('data-glory'), 'false');
  assert.match(await r.textContent(), /without glory/);
  await screenshot(page, 'gore-without-glory');
  await page.close();
});

test('a bad position in the URL is explained and the opening is used', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&position=%7B%22rows%22%3A5%7D');
  assert.match(await page.locator('[role="alert"]').first().textContent(), /rows must be an array/);
  assert.deepEqual((await pageState(page)).counts.a1, 3);
  await page.close();
});

test('a side denser than any game reaches is refused at once (C6 could run for hours on it)', async () => {
  // North holds 82 seeds (B2: a side starts with 46 and never gains one). The
  // sowing from c4 here ran 2.1e9 laps natively without ending or repeating;
  // the page must explain and start from the opening instead of freezing.
  const hostile = {
    rows: [[1, 2, 6, 10, 4, 0, 1, 0, 1, 4, 3, 0], [2, 4, 3, 9, 1, 5, 4, 1, 8, 3, 0, 10],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0]],
    captured: { S: 1, N: 7 }, to_move: 'N',
  };
  const page = await open(env.browser, env.server.url, withPosition('?game=bao-kigogo&speed=instant', hostile));
  assert.match(await page.locator('[role="alert"]').first().textContent(),
    /North holds 82 seeds, more than the 46 a side starts with/);
  await assertSameAsCli(assert, page, cli('bao-kigogo', [], []), 'the opening instead');
  await page.click('[data-pit="b1"]');
  await assertSameAsCli(assert, page, cli('bao-kigogo', [], ['b1']), 'and it plays');
  await page.close();
});

test('phone width: boards fit without sideways scrolling', async () => {
  for (const q of ['?game=gore', '?game=tsoro', '?game=bao-kigogo']) {
    const page = await open(env.browser, env.server.url, q, { width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${q}: ${overflow}px too wide`);
    await screenshot(page, `phone-${q.slice(6)}`);
    await page.close();
  }
});

test('the game picker: options start a new game, the current game card loses nothing', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant');
  await page.click('[data-pit="a1"]');
  await page.click('[data-pick-game="urim"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['a1']), 'same game re-chosen');
  await page.selectOption('[data-option="pits"]', '7');
  await assertSameAsCli(assert, page, cli('urim', ['pits=7'], []), 'option changed: new game');
  assert.match(await address(page), /game=urim&pits=7&seeds=3/);
  await page.click('[data-pick-game="tsoro"]');
  await page.selectOption('[data-option="columns"]', '8');
  await assertSameAsCli(assert, page, cli('tsoro', ['columns=8'], []), 'tsoro 4 x 8');
  await page.close();
});

test('turning a phone re-lays the board; the address bar sliding does not', async () => {
  const page = await open(env.browser, env.server.url, '?game=tsoro', { width: 844, height: 390 });
  const board = page.locator('svg.board');
  const upright = () => board.evaluate((e) => e.classList.contains('vertical'));
  assert.equal(await upright(), false, 'phone held sideways: lying down');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.querySelector('svg.board').classList.contains('vertical'));
  // 432 × (844 − 236) / 2352: the upright board's width over its height,
  // in the height a phone leaves it (`ui::fit`, NARROW_CHROME).
  const maxWidth = () => board.evaluate((e) => e.style.maxWidth);
  assert.equal(await maxWidth(), '111px');
  await screenshot(page, 'phone-tsoro-turned');
  // The address bar hides: 56 pixels more height, the same width: no change.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.waitForTimeout(200);
  assert.equal(await maxWidth(), '111px');
  await page.setViewportSize({ width: 844, height: 390 });
  await page.waitForFunction(() => !document.querySelector('svg.board').classList.contains('vertical'));
  // Lying down, as wide as the page's column: 844 − 32 (the width decides).
  assert.equal(await maxWidth(), '812px', 'lying down');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${overflow}px too wide`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

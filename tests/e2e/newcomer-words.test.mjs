// A newcomer's first game (issue 14): the goal line of each game, the rules
// panel opening with How to play and its numbered rules folded, rule ids in
// the page's sentences as links that open the rule (in view on a phone), the
// sowing hint worded for the board as drawn, the playback prompt saying what
// happens, and the result naming who received the seeds left on the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, screenshot } from './harness.mjs';
import { GAMES } from './games.mjs';

const env = withBrowser(before, after);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const withPosition = (query, position) => `${query}&position=${encodeURIComponent(JSON.stringify(position))}`;

// Urim, South to move, North's row empty: a1 (1 seed) would stay in row 1,
// f1 (3 seeds) feeds f2, e2, d2, so the prompt asks to feed (U6).
const MUST_FEED = { rows: [[0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 3]], captured: { S: 16, N: 16 } };
// Goré, South to move: a1 (1 counter) into b1 leaves every pit under 3 (G12);
// the owners sweep (G13): South b1 1 + d1 2 = 3, North a2 1 + b2 2 = 3.
const GORE_LAST = { rows: [[1, 2, 0, 0], [1, 0, 0, 2]], captured: { S: 20, N: 22 } };

/** Where `selector` is, against the window: fully inside it or not. */
async function inView(page, selector) {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });
}

test('each game says its goal just under the board', async () => {
  const expected = {
    gore: /more cows.*exactly 2 or 4/,
    urim: /more seeds.*exactly 2 or 3/,
    anywoli: /more seeds.*exactly 4/,
    'bao-kigogo': /capture all your opponent's seeds or leave them no move/,
    tsoro: /leave your opponent no move/,
  };
  // A game whose goal is not spelled out here is still checked for a goal
  // shown under the board.
  for (const game of GAMES) {
    const words = expected[game] ?? /\S/;
    const page = await open(env.browser, env.server.url, `?game=${game}&speed=instant`);
    const goal = page.locator('[data-goal]');
    assert.ok(await goal.isVisible(), `${game}: goal shown`);
    assert.match(await goal.textContent(), words, game);
    // Just under the board (issue 24: the board and the status come first),
    // not somewhere else on the page.
    const [g, b] = await Promise.all([goal.boundingBox(), page.locator('svg.board').boundingBox()]);
    const under = g.y - (b.y + b.height);
    assert.ok(under >= 0 && under < 40, `${game}: goal ${under} px under the board`);
    await page.close();
  }
  const tr = await open(env.browser, env.server.url, '?game=gore&lang=tr');
  assert.match(await tr.locator('[data-goal]').textContent(), /^Amaç: .*inek/);
  await tr.close();
});

test('the rules panel starts with How to play; the numbered rules are folded', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore');
  await page.click('header button:has-text("Rules")');
  const panel = page.locator('[data-panel="rules"]');
  const h3 = panel.locator('h3').first();
  assert.equal(await h3.textContent(), 'How to play');
  assert.equal(await panel.locator('[data-how-to-play] li').count(), 5);
  assert.match(await panel.locator('[data-how-to-play] li').first().textContent(), /6 cows/);
  const folds = panel.locator('details.rules-fold');
  assert.equal(await folds.count(), 2);
  for (let i = 0; i < 2; i++) assert.equal(await folds.nth(i).getAttribute('open'), null, `fold ${i} closed`);
  assert.equal(await page.locator('#rule-G5').isVisible(), false, 'G5 folded away');
  assert.match(await folds.first().locator('summary').textContent(), /numbered rules \(15\)/);
  // Unfolded by hand, every rule keeps its id shown.
  await folds.first().locator('summary').click();
  assert.ok(await page.locator('#rule-G5').isVisible());
  assert.equal(await page.locator('#rule-G5').textContent(), 'G5');
  await screenshot(page, 'newcomer-rules-desktop-en');
  await page.close();
});

test('on a phone the rules panel opened by its button comes into view', async () => {
  const page = await open(env.browser, env.server.url, '?game=tsoro', PHONE);
  await page.click('header button:has-text("Rules")');
  await page.waitForSelector('[data-panel="rules"]');
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-panel="rules"]').getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  }, null, { timeout: 3000 });
  await screenshot(page, 'newcomer-rules-phone-en');
  await page.close();
});

test("a rule id in the prompt opens that rule, in view, on a phone (Urim's U6)", async () => {
  const page = await open(env.browser, env.server.url, withPosition('?game=urim&speed=instant', MUST_FEED), PHONE);
  const prompt = page.locator('[data-prompt]');
  assert.match(await prompt.textContent(), /must choose a move that feeds it \(U6\)/);
  const link = prompt.locator('button.rule-link');
  assert.equal(await link.count(), 1, 'one link');
  assert.equal(await link.getAttribute('data-rule'), 'U6');
  await screenshot(page, 'newcomer-prompt-link-phone-en');
  await link.click();
  await page.waitForSelector('[data-panel="rules"]');
  await page.waitForFunction(() => document.activeElement?.id === 'rule-U6', null, { timeout: 3000 });
  assert.equal(await page.$eval('#rule-U6', (el) => el.closest('details').open), true, 'unfolded');
  assert.ok(await inView(page, '#rule-U6'), 'U6 in the window');
  assert.match(await page.locator('#rule-U6 + dd').textContent(), /no seeds at all/);
  await screenshot(page, 'newcomer-rule-opened-phone-en');
  await page.close();
});

test("the trade answer's rule (G8) is a link, and nothing else in the prompt is", async () => {
  // Goré's trade answer names G8; its pit names (d1) are no rule ids.
  // (Ids of other games or beyond the last rule: src/ui/rule_links.rs tests.)
  const position = { rows: [[0, 0, 0, 3], [1, 0, 0, 0]], captured: { S: 20, N: 24 } };
  const page = await open(env.browser, env.server.url, withPosition('?game=gore&speed=instant', position));
  await page.click('button[data-action="offer"]');
  await page.click('[data-pit="d1"]');
  await page.click('button[data-action="confirm-offer"]');
  const ids = await page.$$eval('[data-prompt] button.rule-link', (b) => b.map((e) => e.dataset.rule));
  assert.deepEqual(ids, ['G8']);
  await page.close();
});

test('while an offer and its answer play, the prompt says so (not "Sowing…")', async () => {
  const position = { rows: [[0, 0, 0, 3], [1, 0, 0, 0]], captured: { S: 20, N: 24 } };
  const page = await open(env.browser, env.server.url, withPosition('?game=gore&speed=slow', position));
  const prompt = page.locator('[data-prompt]');
  await page.click('button[data-action="offer"]');
  await page.click('[data-pit="d1"]');
  await page.click('button[data-action="confirm-offer"]');
  await page.waitForFunction(() => /South offers d1 to North for 6 captured cows/.test(
    document.querySelector('[data-prompt]').textContent), null, { timeout: 3000 });
  assert.doesNotMatch(await prompt.textContent(), /Sowing/);
  await page.waitForSelector('button[data-action="decline"]');
  await page.click('button[data-action="decline"]');
  await page.waitForFunction(() => /North declines the offer/.test(
    document.querySelector('[data-prompt]').textContent), null, { timeout: 3000 });
  assert.doesNotMatch(await prompt.textContent(), /Sowing/);
  await page.close();
});

test('the sowing hint follows the board as drawn (upright on a phone, turned)', async () => {
  const desk = await open(env.browser, env.server.url, '?game=tsoro', DESKTOP);
  const lying = await desk.locator('[data-sowing-hint]').textContent();
  await desk.close();
  const phone = await open(env.browser, env.server.url, '?game=tsoro', PHONE);
  const upright = await phone.locator('[data-sowing-hint]').textContent();
  // The board is drawn upright there: taller than wide.
  const box = await phone.locator('svg.board').boundingBox();
  assert.ok(box.height > box.width, 'upright board');
  await phone.close();
  assert.notEqual(upright, lying);
  assert.match(lying, /row 1 left to right, then row 2 right to left/);
  assert.match(upright, /row 1 top to bottom, then row 2 bottom to top/);
  assert.doesNotMatch(upright, /left to right/);
  const flipped = await open(env.browser, env.server.url, '?game=gore&flip=1', DESKTOP);
  assert.match(await flipped.locator('[data-sowing-hint]').textContent(), /right to left along row 1/);
  await flipped.close();
});

test('the result says why the game ended and who received the seeds left', async () => {
  const page = await open(env.browser, env.server.url, withPosition('?game=gore&speed=instant', GORE_LAST), PHONE);
  await page.click('[data-pit="a1"]');
  const r = page.locator('[data-result]');
  await r.waitFor();
  assert.equal(await r.getAttribute('data-winner'), 'N');
  assert.equal(await r.getAttribute('data-score-s'), '23');
  assert.equal(await r.getAttribute('data-score-n'), '25');
  assert.match(await r.locator('.reason').textContent(), /fewer than three cows.*\(G12\)/);
  const left = r.locator('[data-leftover]');
  assert.equal(await left.getAttribute('data-left-s'), '3');
  assert.equal(await left.getAttribute('data-left-n'), '3');
  assert.match(await left.textContent(), /The 6 cows left on the board were taken by the owner of each pit: South 3, North 3 \(G13\)/);
  await screenshot(page, 'newcomer-result-phone-en');
  // Its rule, followed, opens in view.
  await left.locator('button.rule-link[data-rule="G13"]').click();
  await page.waitForFunction(() => document.activeElement?.id === 'rule-G13', null, { timeout: 3000 });
  assert.ok(await inView(page, '#rule-G13'), 'G13 in the window');
  await page.close();
});

test('Tsoro: the stones left on the board go to no one', async () => {
  // 6 columns, North to move with no stones at all: North cannot move (T12);
  // South's 4 stones stay on the board, counted for no one (T11).
  const position = {
    rows: [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [2, 2, 0, 0, 0, 0]],
    to_move: 'N',
  };
  const page = await open(env.browser, env.server.url, withPosition('?game=tsoro&columns=6&speed=instant', position));
  const r = page.locator('[data-result]');
  await r.waitFor();
  assert.equal(await r.getAttribute('data-winner'), 'S');
  assert.match(await r.locator('.reason').textContent(), /North could not make any move/);
  assert.match(await r.locator('[data-leftover]').textContent(), /The 4 stones still on the board go to no one.*\(T11\)/);
  await page.close();
});

test('screenshots in Turkish and Azerbaijani, phone and desktop', async () => {
  for (const lang of ['tr', 'az']) {
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const p = await open(env.browser, env.server.url,
        withPosition(`?game=urim&speed=instant&lang=${lang}`, MUST_FEED), viewport);
      assert.equal(await p.locator('[data-prompt] button.rule-link[data-rule="U6"]').count(), 1, `${lang}: U6 link`);
      await screenshot(p, `newcomer-prompt-link-${size}-${lang}`);
      await p.click('[data-prompt] button.rule-link');
      await p.waitForFunction(() => document.activeElement?.id === 'rule-U6', null, { timeout: 3000 });
      await screenshot(p, `newcomer-rules-${size}-${lang}`);
      await p.close();
      const q = await open(env.browser, env.server.url,
        withPosition(`?game=gore&speed=instant&lang=${lang}`, GORE_LAST), viewport);
      await q.click('[data-pit="a1"]');
      await q.locator('[data-result] [data-leftover]').waitFor();
      assert.match(await q.locator('[data-leftover]').textContent(), /\(G13\)/);
      await screenshot(q, `newcomer-result-${size}-${lang}`);
      await q.close();
    }
  }
  const d = await open(env.browser, env.server.url, withPosition('?game=gore&speed=instant', GORE_LAST), DESKTOP);
  await d.click('[data-pit="a1"]');
  await d.locator('[data-result]').waitFor();
  await screenshot(d, 'newcomer-result-desktop-en');
  await d.close();
});

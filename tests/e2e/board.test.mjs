// The page draws each game's opening board with the contract's data- hooks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  withBrowser, open, screenshot, counts } from './harness.mjs';

const env = withBrowser(before, after);

test('Goré opening: 8 pits of 6, owners by row, South to move', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore');
  const c = await counts(page);
  assert.deepEqual(c, { a1: 6, b1: 6, c1: 6, d1: 6, a2: 6, b2: 6, c2: 6, d2: 6 });
  const owners = await page.$$eval('[data-pit]', (els) =>
    Object.fromEntries(els.map((e) => [e.dataset.pit, e.dataset.owner])));
  for (const [pit, owner] of Object.entries(owners)) {
    assert.equal(owner, pit.endsWith('1') ? 'S' : 'N', pit);
  }
  const state = page.locator('[data-game]');
  assert.equal(await state.getAttribute('data-game'), 'gore');
  assert.equal(await state.getAttribute('data-to-move'), 'S');
  assert.equal(await state.getAttribute('data-awaiting'), 'move');
  const legal = await page.$$eval('[data-legal="true"]', (els) => els.map((e) => e.dataset.pit).sort());
  assert.deepEqual(legal, ['a1', 'b1', 'c1', 'd1']);
  assert.equal(await page.locator('[data-captured="S"]').getAttribute('data-count'), '0');
  await screenshot(page, 'gore-opening');
  assert.deepEqual(page.problems, []);
});

test('every game opens with its own board size and seed total', async () => {
  const expect = [
    ['?game=urim', 12, 36],
    ['?game=urim&pits=7&seeds=4', 14, 56],
    ['?game=anywoli', 24, 96],
    ['?game=bao-kigogo', 48, 92],
    ['?game=tsoro', 84, 84],
    ['?game=tsoro&columns=6&heads=1', 24, 26],
  ];
  for (const [query, pits, seeds] of expect) {
    const page = await open(env.browser, env.server.url, query);
    const c = await counts(page);
    assert.equal(Object.keys(c).length, pits, query);
    assert.equal(Object.values(c).reduce((a, b) => a + b, 0), seeds, query);
    await screenshot(page, query.slice(6).replaceAll(/[&=]/g, '-'));
    assert.deepEqual(page.problems, [], query);
    await page.close();
  }
});

test('clicking a legal pit sows it (Goré a1: six counters to b1…b2)', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore&speed=instant');
  await page.click('[data-pit="a1"]');
  await page.waitForSelector('[data-game][data-to-move="N"]');
  const c = await counts(page);
  assert.deepEqual(c, { a1: 0, b1: 7, c1: 7, d1: 7, d2: 7, c2: 7, b2: 7, a2: 6 });
  await page.close();
});

test('a bad URL parameter is explained, and the page still plays', async () => {
  const page = await open(env.browser, env.server.url, '?game=chess');
  const alert = await page.locator('[role="alert"]').first().textContent();
  assert.match(alert, /unknown game 'chess'/);
  assert.equal(await page.locator('[data-game]').getAttribute('data-game'), 'gore');
  await page.close();
});

test('a legal pit is chosen from the keyboard with Enter or Space', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant');
  await page.focus('[data-pit="a1"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-game][data-to-move="N"]');
  assert.deepEqual(await counts(page).then((c) => [c.a1, c.b1, c.c1, c.d1]), [0, 4, 4, 4]);
  // North's f2 sows e2, d2, c2 (U3).
  await page.focus('[data-pit="f2"]');
  await page.keyboard.press(' ');
  await page.waitForSelector('[data-game][data-to-move="S"]');
  assert.deepEqual(await counts(page).then((c) => [c.f2, c.e2, c.d2, c.c2]), [0, 4, 4, 4]);
  // One tab stop for the board (ui::keys), on a pit that can be chosen: a1
  // is empty now, so b1; every other pit is reached with the arrow keys.
  assert.equal(await page.locator('[data-pit="a1"]').getAttribute('tabindex'), '-1');
  assert.equal(await page.locator('[data-pit="b1"]').getAttribute('tabindex'), '0');
  assert.equal(await page.locator('[data-pit][tabindex="0"]').count(), 1);
  assert.deepEqual(page.problems, []);
  await page.close();
});

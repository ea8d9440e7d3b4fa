// A newcomer's board (issue 14, points 3, 6, 7 and 8): the status (prompt,
// last move, decision buttons) stays in view on a phone's tall upright boards;
// the prompt wears the colour of whoever is acting; the seeds-in-hand bubble
// covers no pit's count; a refused click is answered in words, outlines the
// pit it named and flashes the playable pits; Tsoro's head being decided is
// marked; pit names read at a usable size on a big board. Ends with
// screenshots of every game after a few moves, phone and desktop.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { withBrowser, open, screenshot, settled, shots } from './harness.mjs';
import { GAMES } from './games.mjs';

const env = withBrowser(before, after);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Whether the element is wholly inside the window. */
const inView = (page, selector) => page.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
});

for (const [game, query] of [['tsoro', '&columns=21'], ['anywoli', '']]) {
  test(`${game} on a phone: after a move low on the upright board, the board and the prompt are in view`, async () => {
    const page = await open(env.browser, env.server.url, `?game=${game}${query}&speed=instant`, PHONE);
    assert.ok(await page.$('svg.board.vertical'), 'drawn upright on a phone');
    // The legal pit drawn lowest: the whole upright board is in the first
    // screen (issue 24, `ui::fit`), so nothing scrolls to reach it.
    const lowest = await page.$$eval('[data-pit][data-legal="true"]', (els) => els
      .map((e) => [e.dataset.pit, e.getBoundingClientRect().bottom])
      .sort((a, b) => b[1] - a[1])[0][0]);
    assert.ok(await inView(page, `[data-pit="${lowest}"]`), 'the lowest pit is in view');
    await page.click(`[data-pit="${lowest}"]`);
    await settled(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.equal(scrolled, 0, 'nothing scrolled');
    assert.ok(await inView(page, '[data-prompt]'), 'the prompt is in view');
    assert.ok(await inView(page, '[data-status]'), 'the status line is in view');
    // On a phone the last move's summary is left to the move list and the
    // screen reader's sentence: the status keeps to what to do now.
    if (await page.$('.announce')) {
      assert.equal(await page.isVisible('.announce'), false, 'the last move is not in the status');
    }
    // A decision the turn needs now (a Tsoro head) is there too.
    for (const b of await page.$$('[data-status] button.choice')) {
      assert.ok(await b.isVisible());
    }
    // What the reader sees now (not the whole page): the status over the board.
    await page.screenshot({ path: path.join(shots, `status-in-view-${game}-phone.png`) });
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('the prompt wears the colour of the player sowing, not of the next one', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=slow');
  await page.click('[data-pit="a1"]');
  await page.waitForSelector('[data-game][data-animating="true"]');
  // The engine has moved on (North to move) while South's sowing plays.
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.toMove), 'N');
  assert.match(await page.getAttribute('[data-prompt]', 'class'), /to-south/);
  await page.click('button.skip');
  await settled(page);
  assert.match(await page.getAttribute('[data-prompt]', 'class'), /to-north/);
  await page.close();
});

test("the seeds-in-hand bubble covers no pit's count or name", async () => {
  // Tsoro 4 × 8: a relay sowing on a four-row board, pits close on every side.
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=8&speed=slow');
  await page.click('[data-pit="a1"]');
  let seen = 0;
  for (let i = 0; i < 12; i++) {
    const overlaps = await page.evaluate(() => {
      const hand = document.querySelector('.hand:not(.warm) rect');
      if (!hand) return null;
      const h = hand.getBoundingClientRect();
      const hits = (r) => r.left < h.right && r.right > h.left && r.top < h.bottom && r.bottom > h.top;
      return [...document.querySelectorAll('.pit .count, .pit .name')]
        .filter((t) => hits(t.getBoundingClientRect()))
        .map((t) => `${t.closest('[data-pit]').dataset.pit} ${t.getAttribute('class')}`);
    });
    if (overlaps !== null) {
      seen += 1;
      assert.deepEqual(overlaps, [], 'nothing under the bubble');
    }
    await page.waitForTimeout(150);
  }
  assert.ok(seen >= 3, `the bubble was seen (${seen} times)`);
  await page.close();
});

test('a refused click is answered in words, outlines the pit and flashes the playable pits', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore&speed=instant');
  await page.click('[data-pit="b2"]', { force: true });
  assert.match(await page.textContent('.message'), /“sow b2” is not allowed/);
  assert.equal(await page.getAttribute('[data-pit="b2"]', 'data-named'), 'true', 'the pit named is outlined');
  assert.equal(await page.$$eval('[data-named="true"]', (e) => e.length), 1);
  const flashing = () => page.evaluate(() => {
    const svg = document.querySelector('svg.board');
    const ring = document.querySelector('[data-legal="true"] .legal-ring');
    return [svg.dataset.refused, svg.classList.contains('flash-a') || svg.classList.contains('flash-b'),
      ring.getAnimations().length];
  });
  const [n1, on1, anims1] = await flashing();
  assert.deepEqual([n1, on1], ['1', true]);
  assert.ok(anims1 > 0, 'the playable rings are animated');
  await screenshot(page, 'refused-click-desktop');
  // Again: a new flash (the class alternates so the animation restarts).
  await page.click('[data-pit="c2"]', { force: true });
  const [n2, on2] = await flashing();
  assert.deepEqual([n2, on2], ['2', true]);
  assert.equal(await page.getAttribute('[data-pit="c2"]', 'data-named'), 'true');
  // A legal move clears the words and the outline.
  await page.click('[data-pit="a1"]');
  await settled(page);
  assert.equal(await page.$('.message'), null);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Tsoro: the head being decided is marked on the board, and only it', async () => {
  // 4 x 6: a1 (2) into b1, c1; c1 (3) relays into d1, e1, f1: the head f1 (T5, T6).
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=6&speed=instant');
  await page.click('[data-pit="a1"]');
  await settled(page);
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.awaiting), 'head_choice');
  assert.deepEqual(await page.$$eval('[data-deciding="true"]', (e) => e.map((x) => x.dataset.pit)), ['f1']);
  assert.ok(await page.$('[data-pit="f1"] .named-ring'), 'drawn with its ring');
  await screenshot(page, 'tsoro-head-deciding-desktop');
  await page.click('button[data-action="stop"]');
  await settled(page);
  assert.equal(await page.$$eval('[data-deciding="true"]', (e) => e.length), 0);
  await page.close();
});

test('pit names read at 10 px or more on a 21-column Tsoro, lying down and upright', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await open(env.browser, env.server.url, '?game=tsoro&columns=21&speed=instant', viewport);
    const heights = await page.$$eval('.pit .name', (els) => els.map((e) => e.getBoundingClientRect().height));
    assert.equal(heights.length, 84);
    assert.ok(Math.min(...heights) >= 10, `smallest name ${Math.min(...heights)} px at ${viewport.width}`);
    await page.close();
  }
});

test('Tsoro heads: the word "head" reads as the names do and never over them, or the ring and legend alone', async () => {
  for (const [query, viewport, lang, words] of [
    ['columns=8', DESKTOP, 'en', 4], ['columns=12', DESKTOP, 'tr', 4], ['columns=21', DESKTOP, 'en', 0], ['columns=21', PHONE, 'az', 0],
  ]) {
    const page = await open(env.browser, env.server.url, `?game=tsoro&${query}&lang=${lang}&speed=instant`, viewport);
    const heads = await page.$$eval('.pit.head', (gs) => gs.map((g) => {
      const box = (e) => e && e.getBoundingClientRect().toJSON();
      return { name: box(g.querySelector('.name')), word: box(g.querySelector('.head-label')), ring: !!g.querySelector('.head-ring') };
    }));
    const where = `${query} at ${viewport.width} (${lang})`;
    assert.equal(heads.length, 4, where);
    assert.equal(heads.filter((h) => h.word).length, words, `${where}: words written`);
    for (const h of heads) {
      assert.ok(h.ring, `${where}: every head has its ring`);
      if (!h.word) continue;
      assert.ok(h.word.height >= 10, `${where}: the word is ${h.word.height} px high`);
      const apart = h.word.left >= h.name.right || h.word.top >= h.name.bottom;
      assert.ok(apart, `${where}: the word over the name ${JSON.stringify(h)}`);
    }
    // What the ring means, under the board.
    assert.ok(await page.isVisible('[data-legend-heads]'), where);
    await page.close();
  }
});

test('screenshots: every game after a few moves, phone and desktop', async () => {
  for (const game of GAMES) {
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const page = await open(env.browser, env.server.url, `?game=${game}&south=easy&north=easy&speed=instant`, viewport);
      await page.waitForFunction(() => document.querySelectorAll('[data-move-list] [data-turn]').length >= 4,
        null, { timeout: 60_000 });
      await page.$eval('button[data-action="pause"]', (b) => b.click());
      await page.waitForSelector('[data-game][data-thinking="false"]');
      await settled(page);
      assert.ok(await inView(page, '[data-prompt]'));
      await screenshot(page, `few-moves-${game}-${name}`);
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  }
});

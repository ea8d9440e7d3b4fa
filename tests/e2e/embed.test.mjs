// The page in a wiki: embed mode fills small frames without scrollbars, view
// mode is a read-only diagram stepped through, themes and flips apply.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, screenshot, cli, pageState, expectedCounts } from './harness.mjs';

const env = withBrowser(before, after);

for (const [w, h] of [[280, 140], [600, 300]]) {
  for (const game of ['gore', 'tsoro']) {
    test(`embed=1 at ${w}×${h} (${game}): board and controls only, no scrollbars`, async () => {
      const page = await open(env.browser, env.server.url, `?game=${game}&embed=1`, { width: w, height: h }, { defaultSeats: true });
      const m = await page.evaluate(() => ({
        embed: document.querySelector('main').dataset.embed,
        scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight,
          document.body.scrollWidth, document.body.scrollHeight],
        picker: !!document.querySelector('.picker'),
        header: !!document.querySelector('header'),
        board: document.querySelector('svg.board').getBoundingClientRect().toJSON(),
        full: document.querySelector('.open-full')?.getAttribute('href'),
      }));
      assert.equal(m.embed, 'true');
      assert.deepEqual(m.scroll, [w, h, w, h], 'nothing overflows the frame');
      assert.equal(m.picker || m.header, false);
      assert.ok(m.board.bottom <= h && m.board.right <= w && m.board.height > 40, JSON.stringify(m.board));
      assert.ok(!m.full.includes('embed='), m.full);
      // It plays: South's first legal pit, then the computer answers.
      await page.click('[data-pit][data-legal="true"]');
      await page.waitForFunction(() => document.querySelector('[data-game]').dataset.toMove === 'S', null, { timeout: 5000 });
      await screenshot(page, `embed-${game}-${w}`);
      assert.deepEqual(page.problems, []);
    });
  }
}

test('mode=view: no legal pit, no computer, and first/prev/next/last and arrow keys step through', async () => {
  const moves = ['a1', 'f2', 'b1', 'e2'];
  const page = await open(env.browser, env.server.url, `?game=urim&speed=instant&mode=view&moves=${moves.join('+')}&ply=2`, undefined, { defaultSeats: true });
  const shown = async (n) => {
    const s = await pageState(page);
    assert.deepEqual(s.counts, expectedCounts(cli('urim', [], moves.slice(0, n))), `after ${n}`);
    assert.deepEqual(s.legal, [], 'a diagram has no legal pit');
  };
  await shown(2);
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.thinking), 'false');
  await page.click('[data-action="next"]');
  await shown(3);
  await page.click('[data-action="last"]');
  await shown(4);
  assert.equal(await page.$eval('[data-action="next"]', (b) => b.disabled), true);
  await page.keyboard.press('ArrowLeft');
  await shown(3);
  await page.keyboard.press('Home');
  await shown(0);
  await page.click('[data-action="next"]');
  await shown(1);
  await page.click('[data-action="prev"]');
  await shown(0);
  await page.click('[data-action="first"]').catch(() => {}); // disabled at the start
  await shown(0);
  await screenshot(page, 'view-urim');
  assert.deepEqual(page.problems, []);
});

test('theme and flip: explicit theme wins; flip puts North at the bottom; bad values explained', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&theme=dark&flip=1', undefined, { colorScheme: 'light' });
  const dark = await page.evaluate(() => [document.documentElement.dataset.theme, getComputedStyle(document.documentElement).backgroundColor]);
  assert.deepEqual(dark, ['dark', 'rgb(28, 23, 18)']);
  const y = (name) => page.$eval(`[data-pit="${name}"] .hole`, (e) => e.getBoundingClientRect().y);
  assert.ok((await y('a2')) > (await y('a1')), 'flipped: North (row 2) below South');
  const light = await open(env.browser, env.server.url, '?game=urim&theme=light', undefined, { colorScheme: 'dark' });
  assert.equal(await light.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), 'rgb(246, 239, 227)');
  const bad = await open(env.browser, env.server.url, '?game=urim&theme=pink&ply=x&mode=zoom');
  const notices = await bad.$$eval('.notice', (ns) => ns.map((n) => n.textContent));
  assert.equal(notices.length, 3, notices.join(' | '));
  assert.ok(await bad.$('[data-pit][data-legal="true"]'), 'still playable');
  assert.deepEqual([...page.problems, ...light.problems, ...bad.problems], []);
});

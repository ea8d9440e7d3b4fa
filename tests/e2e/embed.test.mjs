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
        // The stylesheet's `html.embed`: root and body never scroll.
        overflow: [getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow],
        picker: !!document.querySelector('.picker'),
        header: !!document.querySelector('header'),
        board: document.querySelector('svg.board').getBoundingClientRect().toJSON(),
        full: document.querySelector('.open-full')?.getAttribute('href'),
      }));
      assert.equal(m.embed, 'true');
      assert.deepEqual(m.scroll, [w, h, w, h], 'nothing overflows the frame');
      assert.deepEqual(m.overflow, ['hidden', 'hidden']);
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

test('an address that says embed twice is a frame only as the app reads it (the last value): a full page still scrolls', async () => {
  // The picture before the wasm takes the first value and draws a frame; the
  // app takes the last and draws the full page, which must not keep the
  // frame's unscrollable root.
  const page = await open(env.browser, env.server.url, '?game=tsoro&embed=1&embed=0', { width: 390, height: 844 }, { defaultSeats: true });
  const m = await page.evaluate(() => ({
    embed: document.querySelector('main').dataset.embed ?? null,
    root: document.documentElement.className,
    overflow: [getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow],
    tall: document.documentElement.scrollHeight > innerHeight,
  }));
  assert.deepEqual(m, { embed: null, root: '', overflow: ['visible', 'visible'], tall: true });
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => scrollY > 0, null, { timeout: 3000 });
  assert.deepEqual(page.problems, []);
});

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

/** A page of the server's own origin (as a wiki on the game's own site, or a
 * browser without storage partitioning) holding `frames`, each `[src query,
 * sandbox or null]`; returns the page and a function giving frame i once
 * its board is live. */
async function hostPage(browser, base, frames, context) {
  context ??= await browser.newContext({ viewport: { width: 900, height: 900 }, locale: 'en-US' });
  const body = frames.map(([q, sandbox], i) => `<iframe id="f${i}" title="Mancala ${i}" src="${base}${q}" width="600" height="300"
    style="border:0;max-width:100%"${sandbox === null ? '' : ` sandbox="${sandbox}"`}></iframe>`).join('\n');
  await context.route(`${base}host.html`, (route) => route.fulfill({
    contentType: 'text/html', body: `<!doctype html><html lang="tr"><title>Makale</title><p>Makale.</p>${body}`,
  }));
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(String(e)));
  await page.goto(`${base}host.html`);
  const frame = async (i) => {
    const f = await (await page.waitForSelector(`#f${i}`)).contentFrame();
    await f.waitForSelector('[data-game] [data-pit]', { timeout: 15_000 });
    return f;
  };
  return { context, page, frame };
}

test('a frame keeps its own game per frame address, and never resumes or overwrites the full page\'s', async () => {
  const base = env.server.url;
  const seats = 'north=human&speed=instant';
  const urim = (moves) => expectedCounts(cli('urim', [], moves));
  // The reader's own full-page game of Urim: a1.
  const { context, page, frame } = await hostPage(env.browser, base, [
    [`?game=urim&embed=1&${seats}`, null],
    [`?game=urim&embed=1&${seats}&theme=light`, null],
  ]);
  const full = await context.newPage();
  await full.goto(`${base}?game=urim&${seats}`);
  await full.click('[data-pit="a1"]');
  assert.deepEqual((await pageState(full)).counts, urim(['a1']));
  // Each frame opens at the opening: not the full page's game.
  await page.reload();
  let a = await frame(0);
  assert.deepEqual((await pageState(a)).counts, urim([]), 'frame A: the opening');
  await a.click('[data-pit="c1"]');
  assert.deepEqual((await pageState(a)).counts, urim(['c1']));
  // "Open full game" carries the frame's game at this point.
  const href = new URL(await a.getAttribute('.open-full', 'href'));
  assert.equal(href.searchParams.get('moves'), 'c1');
  assert.equal(href.searchParams.get('embed'), null);
  // The article reloaded: frame A resumes c1, frame B (another address) its opening.
  await page.reload();
  a = await frame(0);
  const b = await frame(1);
  assert.deepEqual((await pageState(a)).counts, urim(['c1']), 'frame A resumed');
  assert.deepEqual((await pageState(b)).counts, urim([]), 'frame B: its own (none)');
  // The full page still has its own game: a1, not the frame's c1.
  await full.reload();
  await full.waitForSelector('[data-game] [data-pit]');
  assert.deepEqual((await pageState(full)).counts, urim(['a1']), 'the full page resumes its own game');
  const keys = await full.evaluate(() => Object.keys(localStorage).sort());
  assert.deepEqual(keys.filter((k) => k.startsWith('mancala:frame')), [
    `mancala:frame:?game=urim&embed=1&${seats}`, 'mancala:frames']);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('"Open full game" opens the game at this point in a new tab that knows nothing of the frame; where no tab may open, the address is shown whole', async () => {
  const base = env.server.url;
  const q = '?game=urim&embed=1&north=human&speed=instant';
  const { context, page, frame } = await hostPage(env.browser, base, [
    [q, 'allow-scripts allow-popups allow-popups-to-escape-sandbox'],
    [q, 'allow-scripts'],
  ]);
  const free = await frame(0);
  await free.click('[data-pit="b1"]');
  await pageState(free);
  const [tab] = await Promise.all([context.waitForEvent('page'), free.click('.open-full')]);
  await tab.waitForSelector('[data-game] [data-pit]');
  assert.deepEqual((await pageState(tab)).counts, expectedCounts(cli('urim', [], ['b1'])), 'the game at this point');
  const tabSays = await tab.evaluate(() => {
    let storage;
    try { localStorage.setItem('mancala:probe', '1'); storage = localStorage.getItem('mancala:probe'); } catch (e) { storage = String(e); }
    return { opener: window.opener, embed: document.querySelector('main').dataset.embed ?? 'no', search: location.search, storage };
  });
  assert.equal(tabSays.opener, null, 'no window.opener');
  assert.notEqual(tabSays.embed, 'true', 'the full page');
  assert.equal(tabSays.storage, '1', 'out of the sandbox: storage works');
  assert.ok(!tabSays.search.includes('embed'), tabSays.search);
  // Sandboxed without popups: nothing opens; the whole address, to copy.
  const shut = await frame(1);
  await shut.click('[data-pit="b1"]');
  await pageState(shut);
  const pages = context.pages().length;
  await shut.click('.open-full');
  const box = await shut.waitForSelector('[data-share-url]');
  const shown = await box.evaluate((i) => ({ value: i.value, says: i.closest('.share-box').textContent }));
  const link = await shut.getAttribute('.open-full', 'href');
  assert.equal(shown.value, link, 'the address whole');
  assert.ok(!shown.value.includes('…') && shown.value.includes('moves=b1'), shown.value);
  assert.match(shown.says, /may not open new tabs/);
  assert.equal(context.pages().length, pages, 'no tab opened');
  assert.deepEqual(page.problems, []);
  await context.close();
});

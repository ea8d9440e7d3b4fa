// The board before the wasm has run (issue 26, point 1): static/picture.js
// draws the requested game's board from static/picture-data.js (written by
// ui::picture) as the page is parsed. The wasm is held back here, as a slow
// phone holds it: the picture must be there, busy, without any of the
// contract's hooks; the live board must land exactly where it was; a tap is
// answered; a wasm that never arrives is said.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, screenshot, root, recommended } from './harness.mjs';
import { GAMES } from './games.mjs';

const env = withBrowser(before, after);

/** A catalogue's line `key = text` (one-line entries). */
function word(lang, key) {
  const lines = fs.readFileSync(path.join(root, 'lang', `${lang}.ftl`), 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith(`${key} =`));
  assert.ok(at >= 0, `${key} in ${lang}.ftl`);
  // A text on its line, or on the indented lines after it, joined by spaces.
  const parts = [lines[at].slice(key.length + 2).trim()];
  for (let i = at + 1; i < lines.length && lines[i].startsWith(' '); i++) parts.push(lines[i].trim());
  return parts.filter(Boolean).join(' ');
}

/**
 * Opens `query` with the app's wasm held back until `release()`; resolves
 * once the picture is drawn.
 */
async function held(query, viewport, { locale = 'en-US', storage = null, wasm = 'hold', words = 'serve' } = {}) {
  const context = await env.browser.newContext({ viewport, locale });
  if (storage) await context.addInitScript((s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }, storage);
  // The page's largest contentful paints, as Lighthouse reads them.
  await context.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => window.__lcp.push(...l.getEntries().map((e) => e.startTime)))
      .observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(String(e)));
  let release;
  const gate = new Promise((r) => { release = r; });
  await page.route(/\/web-[^/]*_bg\.wasm$/, async (route) => {
    if (wasm === 'fail') return route.fulfill({ status: 404, body: 'not found' });
    await gate;
    return route.continue();
  });
  // A language's own words of the picture (issue 29), refused.
  if (words === 'fail') await page.route(/\/picture-[a-z]+\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  page.goto(env.server.url + query).catch(() => {});
  await page.waitForSelector('#picture svg.board', { state: 'attached' });
  return { page, context, release };
}

/**
 * Releases the wasm once the picture has been painted; resolves when the
 * live board is painted, to the page's largest paints after the release.
 */
async function live(page, release) {
  await page.waitForFunction(() => window.__lcp.length > 0);
  const released = await page.evaluate(() => performance.now());
  release();
  await page.waitForSelector('[data-game] [data-pit]');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate((t) => window.__lcp.filter((at) => at > t), released);
}

/** The box of an element's text, as the largest paint measures it. */
const textBox = (page, selector) => page.$eval(selector, (p) => {
  const r = document.createRange();
  r.selectNodeContents(p);
  const b = r.getBoundingClientRect();
  return [p.textContent, ...[b.x, b.y, b.width, b.height].map((v) => Math.round(v * 10) / 10)];
});

/** The board's place on the screen, to a tenth of a pixel. */
const boardRect = (page) => page.$eval('svg.board', (s) => {
  const b = s.getBoundingClientRect();
  return [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 10) / 10);
});

/** The contract's hooks, none of which the picture may carry. */
const HOOKS = '[data-pit], [data-game], [data-captured], [data-prompt], [data-action], [data-count], [data-legal], [data-option]';

const CASES = [
  ...GAMES.map((g) => [g, 'tr', { width: 390, height: 844 }]),
  ...GAMES.map((g) => [g, 'az', { width: 390, height: 844 }]),
  // The homelands' languages, whose words are a file of their own (issue 29).
  ['bao-kigogo', 'sw', { width: 390, height: 844 }],
  ['gore', 'fr', { width: 390, height: 844 }],
  ['gore', 'sw', { width: 390, height: 844 }],
  ['gore', 'pt', { width: 390, height: 844 }],
  ['urim', 'pt', { width: 390, height: 844 }],
  ['tsoro', 'fr', { width: 1280, height: 800 }],
  ...GAMES.map((g) => [g, 'en', { width: 1280, height: 800 }]),
  ...GAMES.map((g) => [g, 'en', { width: 844, height: 390 }]),
];

for (const [game, lang, viewport] of CASES) {
  test(`${game}, ${lang}, ${viewport.width} × ${viewport.height}: the picture first, then the live board in its place`, async () => {
    const { page, context, release } = await held(`?game=${game}&lang=${lang}`, viewport);
    assert.equal(await page.getAttribute('#picture', 'aria-busy'), 'true');
    assert.equal(await page.$$eval(HOOKS, (e) => e.length), 0, 'no contract hooks on the picture');
    assert.ok((await page.getAttribute('#picture svg.board', 'class')).split(' ').includes(game));
    const said = await textBox(page, '#picture .prompt');
    const hints = await page.$$eval('#picture p.hint', (ps) => ps.map((p) => p.textContent));
    const picture = await boardRect(page);
    const goal = await page.$eval('p.goal', (p) => [p.textContent, p.getBoundingClientRect().toJSON()]);
    const upright = await page.$eval('svg.board', (s) => s.classList.contains('vertical'));
    if ((lang === 'az' && game === GAMES[GAMES.length - 1]) || ['sw', 'fr', 'pt'].includes(lang)) {
      await screenshot(page, `picture-${game}-${lang}`);
    }
    // The live page paints nothing larger than the picture did (issue 26,
    // point 1: the largest paint is the picture's, before the wasm).
    assert.deepEqual(await live(page, release), [], 'no larger paint after the wasm');
    assert.equal(await page.$$eval('#picture', (e) => e.length), 0, 'the picture is gone');
    // At the opening the picture says the live page's own prompt and hints,
    // in their places.
    assert.deepEqual(await textBox(page, '[data-prompt]'), said);
    assert.ok(hints.length >= 3, 'the hints under the board');
    assert.deepEqual(await page.$$eval('section.play p.hint', (ps) => ps.map((p) => p.textContent)), hints);
    assert.deepEqual(await boardRect(page), picture, 'the live board where the picture was');
    // The game's goal under it at once, as the live page says it, in the same place.
    assert.deepEqual(await page.$eval('[data-goal]', (p) => [p.textContent, p.getBoundingClientRect().toJSON()]), goal);
    assert.equal(await page.$eval('svg.board', (s) => s.classList.contains('vertical')), upright);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

// Frames at every size docs/embedding.md recommends.
const FRAMES = [
  ...recommended().flatMap((r) => r.sizes.map(([width, height]) => [`?${r.query}&embed=1`, { width, height }])),
  // A diagram (view mode) of a position (that of tests/e2e/analysis.test.mjs).
  [`?game=urim&mode=view&embed=1&position=${encodeURIComponent('{"rows":[[0,0,0,0,1,2],[1,5,0,0,3,0]],"captured":{"S":10,"N":14}}')}`,
    { width: 600, height: 300 }],
];
// The page's root and body as the stylesheet's `html.embed` sets them in a
// frame: the frame's height, never scrolling.
const fills = (page) => page.evaluate(() => [getComputedStyle(document.documentElement).overflow,
  getComputedStyle(document.body).overflow, document.documentElement.getBoundingClientRect().height]);
for (const [query, viewport] of FRAMES) {
  test(`a frame, ${query} at ${viewport.width} × ${viewport.height}: the live board where the picture was`, async () => {
    const { page, context, release } = await held(query, viewport);
    assert.equal(await page.$$eval(HOOKS, (e) => e.length), 0);
    const filled = ['hidden', 'hidden', viewport.height];
    assert.deepEqual(await fills(page), filled, 'the picture fills the frame');
    const picture = await boardRect(page);
    const said = await textBox(page, '#picture .prompt');
    const later = await live(page, release);
    assert.deepEqual(await fills(page), filled, 'the live page fills the frame');
    assert.deepEqual(await boardRect(page), picture);
    if (!query.includes('mode=view')) {
      // At the opening the picture says the live frame's own prompt, in its
      // place and size, so the live prompt paints nothing larger.
      assert.deepEqual(await textBox(page, '[data-prompt]'), said);
      assert.deepEqual(later, [], 'no larger paint after the wasm');
    }
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

test('a returning reader at / sees the board of the game they played last, with its options', async () => {
  const saved = '{"v":1,"game":"tsoro","options":["columns=8","bonus=1","heads=2"],"start":null,"inputs":[],"ply":0,"south":"human","north":"human","speed":"fast","auto_turn":false}';
  const { page, context, release } = await held('', { width: 390, height: 844 }, {
    storage: { 'mancala:last': '{"v":1,"game":"tsoro"}', 'mancala:game:tsoro': saved, 'mancala:theme': '{"v":1,"theme":"dark"}' },
  });
  assert.ok((await page.getAttribute('#picture svg.board', 'class')).includes('tsoro'));
  // 4 × 8 upright: 432 units across, 32 + 220 + 800 down.
  assert.equal(await page.getAttribute('#picture svg.board', 'viewBox'), '0 0 432 1052');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'the kept theme before the wasm');
  const picture = await boardRect(page);
  const said = await textBox(page, '#picture .prompt');
  release();
  await page.waitForSelector('[data-game] [data-pit]');
  assert.equal(await page.$$eval('[data-pit]', (p) => p.length), 32);
  // Its save had nothing played: a new game, whose prompt the picture said.
  assert.deepEqual(await textBox(page, '[data-prompt]'), said);
  assert.deepEqual(await boardRect(page), picture);
  await context.close();
});

test('a game left with a move played is resumed, not shown as an opening: the picture says it is loading', async () => {
  const saved = '{"v":1,"game":"urim","options":[],"start":null,"inputs":["a1"],"ply":1,"south":"human","north":"medium","speed":"fast","auto_turn":false}';
  const { page, context, release } = await held('?game=urim', { width: 390, height: 844 }, {
    storage: { 'mancala:game:urim': saved },
  });
  assert.equal(await page.textContent('#picture .prompt'), word('en', 'picture-loading'));
  assert.equal(await page.$$eval('#picture p.hint', (p) => p.length), 0);
  release();
  await page.waitForSelector('[data-game] [data-pit]');
  assert.notEqual(await page.textContent('[data-prompt]'), word('en', 'picture-loading'));
  await context.close();
});

test('a frame looks at its own game, never the full page\'s: the page\'s game is an opening there, its own is loading', async () => {
  const saved = '{"v":1,"game":"urim","options":["pits=6","seeds=3"],"start":null,"inputs":["a1"],"ply":1,"south":"human","north":"medium","speed":"fast","auto_turn":false}';
  const query = '?game=urim&embed=1';
  // The full page's Urim game, a move played: the frame opens at its opening.
  let { page, context, release } = await held(query, { width: 600, height: 300 }, { storage: { 'mancala:game:urim': saved } });
  const said = await textBox(page, '#picture .prompt');
  assert.notEqual(said[0], word('en', 'picture-loading'));
  release();
  await page.waitForSelector('[data-game] [data-pit]');
  assert.deepEqual(await textBox(page, '[data-prompt]'), said);
  await context.close();
  // The frame's own game (ui::saved::frames): resumed, so the picture says loading.
  ({ page, context, release } = await held(query, { width: 600, height: 300 }, { storage: { [`mancala:frame:${query}`]: saved } }));
  assert.equal(await page.textContent('#picture .prompt'), word('en', 'picture-loading'));
  release();
  await page.waitForSelector('[data-game] [data-pit]');
  assert.equal(await page.$eval('[data-pit="a1"]', (p) => p.dataset.count), '0', 'a1 sown: resumed');
  await context.close();
});

test('the app\'s wasm is asked for only once the picture is on screen, the page\'s own styles with it', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  // The first frame after the picture is drawn, as the page sees it.
  await context.addInitScript(() => {
    new MutationObserver((_, seen) => {
      if (!document.getElementById('picture')) return;
      seen.disconnect();
      requestAnimationFrame(() => { window.__pictureFrame = performance.now(); });
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url().split('/').pop()));
  await page.goto(env.server.url + '?game=tsoro&columns=8&embed=1');
  await page.waitForSelector('[data-game] [data-pit]');
  const [frame, wasm] = await page.evaluate(() => [window.__pictureFrame,
    performance.getEntriesByType('resource').find((e) => /_bg\.wasm$/.test(e.name)).startTime]);
  assert.ok(frame > 0 && wasm > frame, `wasm asked for at ${wasm} ms, the picture's frame at ${frame} ms`);
  // No stylesheet to wait for: the styles are in the page.
  assert.deepEqual(requests.filter((f) => f.endsWith('.css')), []);
  await context.close();
});

test('a tap on the picture is answered: still loading, in the page\'s language', async () => {
  const { page, context, release } = await held('?game=urim&lang=tr', { width: 390, height: 844 });
  await page.click('#picture svg.board', { force: true });
  assert.equal(await page.textContent('#picture .prompt'), word('tr', 'picture-still-loading'));
  assert.equal(await page.getAttribute('#picture .prompt', 'role'), 'status');
  await screenshot(page, 'picture-tapped-tr');
  release();
  await page.waitForSelector('[data-game] [data-pit]');
  await context.close();
});

for (const [game, lang] of [['gore', 'az'], ['bao-kigogo', 'sw']]) {
  test(`a wasm that does not arrive is said (${lang}), with a way to try again, not a dead board`, async () => {
    const { page, context } = await held(`?game=${game}&lang=${lang}`, { width: 390, height: 844 }, { wasm: 'fail' });
    const alert = page.locator('#picture .prompt[role="alert"]');
    await alert.waitFor();
    const said = await alert.textContent();
    const [before] = word(lang, 'picture-failed').split('{');
    assert.ok(said.startsWith(before), said);
    assert.equal(await page.getAttribute('#picture', 'aria-busy'), null, 'no longer busy');
    assert.equal(await page.$$eval('#picture.failed', (e) => e.length), 1, 'the board faded');
    assert.equal(await alert.locator('button').textContent(), word(lang, 'picture-reload'));
    assert.equal(await page.$$eval('[data-pit]', (p) => p.length), 0);
    await screenshot(page, `picture-failed-${lang}`);
    await context.close();
  });
}

test('a language whose picture words do not arrive: the picture in English, then the live page in its language', async () => {
  const { page, context, release } = await held('?game=gore&lang=fr', { width: 390, height: 844 }, { words: 'fail' });
  assert.equal(await page.getAttribute('#picture', 'aria-busy'), 'true');
  assert.equal(await page.textContent('#picture .goal'), await page.evaluate(() => window.MANCALA_PICTURE.goals.en.gore));
  release();
  await page.waitForSelector('[data-game] [data-pit]');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.match(await page.textContent('p.goal'), /^But\s: .*vaches/);
  await context.close();
});

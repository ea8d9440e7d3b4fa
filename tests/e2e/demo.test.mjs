// The embedding demo page (dist/embed-demo.html): every frame loads, styled;
// the sandboxed one (origin "null": no storage, no popups) plays a move with
// no error; the loader script turns its placeholder into a sized frame.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, screenshot, pageState, cli, expectedCounts } from './harness.mjs';

const env = withBrowser(before, after);

test('the demo page: frames load styled, the sandboxed one plays, the loader sizes its frame', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1000, height: 900 } });
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${m.location().url}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(`${env.server.url}embed-demo.html`);
  const frame = async (sel) => {
    const el = await page.waitForSelector(sel);
    const f = await el.contentFrame();
    await f.waitForSelector('[data-game] [data-pit]', { timeout: 15_000 });
    return f;
  };
  for (const sel of ['#frame-plain', '#frame-sandboxed', '#frame-view', '#frame-record', '#placeholder iframe']) {
    const f = await frame(sel);
    // Styled: the board's wood is painted with the stylesheet's colour, and the
    // page's buttons have the sheet's border radius.
    const looks = await f.evaluate(() => ({
      wood: getComputedStyle(document.querySelector('.wood')).fill,
      radius: getComputedStyle(document.querySelector('button')).borderTopLeftRadius,
      embed: document.querySelector('main').dataset.embed,
    }));
    assert.notEqual(looks.wood, 'rgb(0, 0, 0)', `${sel}: unstyled board`);
    assert.equal(looks.radius, '6px', `${sel}: unstyled buttons`);
    assert.equal(looks.embed, 'true', sel);
  }
  const sandboxed = await frame('#frame-sandboxed');
  assert.equal(await sandboxed.evaluate(() => origin), 'null', 'really sandboxed');
  await sandboxed.click('[data-pit][data-legal="true"]');
  // The computer (in its worker, started from the sandbox) answers.
  await sandboxed.waitForFunction(() => {
    const g = document.querySelector('[data-game]');
    return g.dataset.toMove === 'S' && g.dataset.thinking === 'false' && g.dataset.animating === 'false';
  }, null, { timeout: 20_000 });
  assert.ok(await sandboxed.evaluate(() => document.querySelectorAll('[data-pit]').length) > 0);
  const view = await frame('#frame-view');
  assert.equal(await view.$$eval('[data-legal="true"]', (l) => l.length), 0, 'a diagram has no legal pit');
  // The loader's frame was resized by the height the game posted.
  await page.waitForFunction(() => {
    const f = document.querySelector('#placeholder iframe');
    return f && f.style.height !== '320px';
  }, null, { timeout: 10_000 });
  // The second placeholder: its moves written with "+" as in links, its
  // size in plain numbers (pixels), its link replaced by the frame.
  const moves = await frame('#placeholder-moves iframe');
  assert.deepEqual((await pageState(moves)).counts, expectedCounts(cli('urim', [], ['a1', 'f2'])), 'a1 f2 shown (ply 2)');
  const box = await page.$eval('#placeholder-moves', (d) => ({
    links: d.querySelectorAll('a').length,
    size: [d.querySelector('iframe').style.width, d.querySelector('iframe').style.height],
    sandbox: d.querySelector('iframe').getAttribute('sandbox'),
    title: d.querySelector('iframe').title,
  }));
  assert.deepEqual(box, { links: 0, size: ['420px', '210px'], sandbox: 'allow-scripts allow-popups allow-popups-to-escape-sandbox', title: 'Mancala: urim' });
  await screenshot(page, 'embed-demo');
  assert.deepEqual(problems, []);
});

test('without JavaScript (or the gadget), each placeholder holds its plain link to the game', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.server.url}embed-demo.html`);
  const links = await page.$$eval('.mancala-embed', (ds) => ds.map((d) => [d.querySelectorAll('iframe').length, d.querySelector('a')?.getAttribute('href')]));
  assert.deepEqual(links, [[0, './?game=gore&north=easy&theme=dark'], [0, './?game=urim&mode=view&moves=a1+f2+b1&ply=2']]);
  await context.close();
});

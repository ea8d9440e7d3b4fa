// Every route docs/embedding.md gives an editor, on a real MediaWiki 1.39
// (tests/e2e/wiki.mjs: Debian's package, SQLite, `php -S`), as a wiki's
// administrators and editors would follow it, with Turkish pages: created
// through the API, read in Chromium. The game is served from another origin
// (the harness's server), as a wiki's game host would be.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, root, mancalaBin, cli, expectedCounts, pageState, screenshot } from './harness.mjs';
import { startWiki, wikiInstalled } from './wiki.mjs';

const env = withBrowser(before, after);
const skip = wikiInstalled() ? false : 'no MediaWiki here: bash scripts/setup-wiki.sh installs Debian\'s';
let wiki;
before(async () => { if (!skip) wiki = await startWiki(); });
after(() => wiki?.close());

const read = (f) => fs.readFileSync(path.join(root, f), 'utf8');
/** A docs/ text with the game's address written in, as the guide asks. */
const withHost = (text) => text.replaceAll('HOST', env.server.url);

/** The iframe snippet of the guide's section 2, as written there. */
function guideFrame(game) {
  const m = read('docs/embedding.md').match(/```html\n(<iframe src="HOST\?game=urim&embed=1"[\s\S]*?<\/iframe>)\n```/);
  assert.ok(m, 'the guide\'s frame snippet');
  return withHost(m[1]).replace('game=urim', `game=${game}`);
}

/** The administrator's work, once: the gadget pasted (its HOST line set),
 * its definition, the templates, the Lua module. */
async function install() {
  const loader = read('static/mancala-embed.js').replace("var HOST = '';", `var HOST = '${env.server.url}';`);
  assert.notEqual(loader, read('static/mancala-embed.js'), 'the HOST line');
  await wiki.edit('MediaWiki:Gadget-MancalaEmbed.js', loader);
  const definition = read('docs/embedding.md').match(/\* MancalaEmbed\[[^\n]*/)[0];
  await wiki.edit('MediaWiki:Gadgets-definition', `== mancala ==\n${definition}\n`);
  await wiki.edit('Template:Mancala', withHost(read('docs/wiki/Template-Mancala.wikitext')));
  await wiki.edit('Module:Mancala', read('docs/wiki/Module-Mancala.lua'));
  await wiki.edit('Template:Mancala board', read('docs/wiki/Template-Mancala_board.wikitext'));
}

/** A frame's board, once live. */
async function liveFrame(frameHandle) {
  const f = await frameHandle.contentFrame();
  await f.waitForSelector('[data-game] [data-pit]', { timeout: 20_000 });
  return f;
}

test('an article with a link, a frame, two placeholders, the template, the Lua board and an uploaded diagram', { skip, timeout: 180_000 }, async () => {
  await install();
  // The diagram of Urim after a1, uploaded as an editor would.
  const svg = path.join(wiki.dir, 'Urim-a1.svg');
  fs.writeFileSync(svg, execFileSync(mancalaBin, ['diagram', '--game', 'urim', '--lang', 'tr', 'a1']));
  const up = await wiki.upload('Urim-a1.svg', svg, 'Urim, a1 oynandıktan sonra');
  assert.equal(up.upload.result, 'Success', JSON.stringify(up));
  const board = execFileSync(mancalaBin, ['diagram', '--game', 'urim', '--lang', 'tr', '--format', 'wikitext', 'a1'], { encoding: 'utf8' }).trim();
  await wiki.edit('Mangala', [
    'Mangala oyunları hakkında bir makale.',
    '== Bağlantı ==',
    withHost('* [HOST?game=tsoro&columns=8 Tsoro oyna]'),
    '== Çerçeve ==',
    `<html>${guideFrame('gore')}</html>`,
    '== Araç ==',
    withHost('<div class="mancala-embed" data-game="urim" data-lang="tr">[HOST?game=urim&lang=tr Urim oyna]</div>'),
    withHost('<div class="mancala-embed" data-game="urim" data-mode="view" data-moves="a1+f2" data-width="420" data-height="210">[HOST?game=urim&mode=view&moves=a1+f2 Urim: örnek oyun]</div>'),
    '== Şablon ==',
    '{{Mancala|oyun=tsoro|sütun=8|dil=tr|en=320|yükseklik=190|metin=Tsoro oyna}}',
    '== Tahta ==',
    board,
    '== Resim ==',
    '[[Dosya:Urim-a1.svg|320px|thumb|Urim, a1 oynandıktan sonra]]',
  ].join('\n'));

  // Without JavaScript (or the gadget): every link is there.
  const bare = await env.browser.newContext({ javaScriptEnabled: false });
  const plain = await bare.newPage();
  await plain.goto(wiki.page('Mangala'));
  const links = await plain.$$eval('#mw-content-text a.external', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  const hrefOf = (text) => links.find(([t]) => t === text)?.[1];
  assert.equal(hrefOf('Tsoro oyna'), `${env.server.url}?game=tsoro&columns=8`);
  assert.equal(hrefOf('Urim oyna'), `${env.server.url}?game=urim&lang=tr`);
  // The template's link: the address the page reads (empty parameters are absent).
  const templated = new URL(links.filter(([t]) => t === 'Tsoro oyna')[1][1]);
  assert.equal(templated.origin + templated.pathname, env.server.url.replace(/\/$/, '') + '/');
  assert.deepEqual([...templated.searchParams].filter(([, v]) => v), [['game', 'tsoro'], ['columns', '8'], ['lang', 'tr']]);
  await bare.close();

  // With JavaScript: the gadget has turned the three placeholders into frames.
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(wiki.page('Mangala'));
  await page.waitForFunction(() => document.querySelectorAll('.mancala-embed iframe').length === 3, null, { timeout: 20_000 });
  const frames = await page.$$('#mw-content-text iframe');
  assert.equal(frames.length, 4, 'the guide\'s frame and three from placeholders');
  const said = await page.$$eval('#mw-content-text iframe', (fs) => fs.map((f) => ({
    title: f.title, sandbox: f.getAttribute('sandbox'), border: getComputedStyle(f).borderTopWidth, link: f.parentElement.querySelectorAll('a').length,
  })));
  for (const f of said) {
    assert.ok(f.title, JSON.stringify(f));
    assert.equal(f.sandbox, 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    assert.equal(f.border, '0px');
  }
  assert.deepEqual(said.slice(1).map((f) => f.link), [0, 0, 0], 'the frames took the links\' place');
  // Each plays (or, the diagram, shows its position), styled, in Turkish.
  const [gore, urim, diagram, tsoro] = await Promise.all(frames.map(liveFrame));
  // Loaded, they took neither the article's focus nor its scroll (the clicks
  // below scroll to their pits, as a reader would).
  assert.deepEqual(await page.evaluate(() => [document.activeElement.tagName === 'IFRAME', scrollY]), [false, 0]);
  await screenshot(page, 'wiki-article');
  // VisualEditor's view of the template: its TemplateData, read by the wiki.
  const data = await wiki.api({ action: 'templatedata', titles: 'Template:Mancala', lang: 'tr' });
  const params = Object.values(data.pages)[0].params;
  assert.deepEqual(params.game.aliases, ['oyun']);
  assert.equal(params.game.label, 'Oyun');
  assert.equal(Object.keys(params).length, 20);
  for (const f of [gore, urim, tsoro]) {
    const before = (await pageState(f)).counts;
    await f.click('[data-pit][data-legal="true"]');
    await f.waitForFunction((b) => {
      const now = Object.fromEntries([...document.querySelectorAll('[data-pit]')].map((e) => [e.dataset.pit, Number(e.dataset.count)]));
      return JSON.stringify(now) !== b;
    }, JSON.stringify(before), { timeout: 10_000 });
    assert.notEqual(await f.evaluate(() => getComputedStyle(document.querySelector('.wood')).fill), 'rgb(0, 0, 0)');
  }
  assert.equal(await urim.evaluate(() => document.documentElement.lang), 'tr');
  assert.deepEqual((await pageState(diagram)).counts, expectedCounts(cli('urim', [], ['a1', 'f2'])), 'data-moves with +');
  // The frames size themselves: the placeholders without a height take the
  // height the game posted; the one with data-height keeps it.
  await page.waitForFunction(() => [...document.querySelectorAll('.mancala-embed:not([data-height]) iframe')]
    .every((f) => f.style.height && f.style.height !== '320px'), null, { timeout: 10_000 });
  assert.equal(await page.$eval('.mancala-embed[data-height] iframe', (f) => f.style.height), '210px');

  // The Lua board: the counts `mancala apply` gives.
  const lua = await page.$$eval('table.mancala-board td[data-pit]', (tds) => Object.fromEntries(tds.map((t) => [t.dataset.pit, Number(t.dataset.count)])));
  assert.deepEqual(lua, expectedCounts(cli('urim', [], ['a1'])));
  // The uploaded diagram: MediaWiki took the SVG and drew a 320 px thumbnail.
  const info = await wiki.thumb('Urim-a1.svg', 320);
  assert.equal(info.mime, 'image/svg+xml');
  assert.equal(info.thumbwidth, 320);
  const png = await fetch(info.thumburl);
  assert.equal(png.status, 200, info.thumburl);
  assert.equal(png.headers.get('content-type'), 'image/png');
  const shown = await page.$eval('.thumb img, figure img', (img) => [img.complete, img.naturalWidth]);
  assert.deepEqual(shown, [true, 320]);
  assert.deepEqual(problems, []);
  await context.close();
});

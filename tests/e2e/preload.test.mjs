// The words the first draw waits for are downloaded while the wasm is (issue
// 26, point 2): index.html's inline script preloads English and the reader's
// language, chosen as `ui::boot::page_lang` chooses it (the address's last
// `lang`, else the choice kept in storage, else the browser's languages),
// and the app's own fetch takes the preloaded file: each catalogue arrives
// once, by the preload, never a second time after the wasm has started.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open } from './harness.mjs';

const env = withBrowser(before, after);

/** The catalogues the page downloaded: `[file, initiator]`, in order. */
const catalogues = (page) => page.evaluate(() => performance.getEntriesByType('resource')
  .filter((e) => /\/lang\/[a-z]+\.ftl$/.test(e.name))
  .map((e) => [e.name.replace(/.*\/lang\//, ''), e.initiatorType]));

const preloaded = (files) => [...files].sort().map((f) => [f, 'link']);

for (const [what, query, options, expected, lang] of [
  ['English', '?game=urim', {}, ['en.ftl'], 'en'],
  ['the address asks for Turkish', '?game=urim&lang=tr', {}, ['en.ftl', 'tr.ftl'], 'tr'],
  ['the browser speaks Azerbaijani', '?game=gore', { locale: 'az-AZ' }, ['en.ftl', 'az.ftl'], 'az'],
  ['an unknown lang falls back to the browser\'s Turkish', '?game=gore&lang=xx', { locale: 'tr-TR' }, ['en.ftl', 'tr.ftl'], 'tr'],
  ['the last lang of the address wins', '?lang=tr&game=tsoro&lang=az', {}, ['en.ftl', 'az.ftl'], 'az'],
  // The homelands' languages (issue 29), whatever the region.
  ['the browser speaks Swahili (Tanzania)', '?game=bao-kigogo', { locale: 'sw-TZ' }, ['en.ftl', 'sw.ftl'], 'sw'],
  ['the browser speaks French (Côte d\'Ivoire)', '?game=gore', { locale: 'fr-CI' }, ['en.ftl', 'fr.ftl'], 'fr'],
  ['the address asks for Portuguese', '?game=urim&lang=pt', {}, ['en.ftl', 'pt.ftl'], 'pt'],
]) {
  test(`${what}: its catalogues preloaded, each downloaded once`, async () => {
    const page = await open(env.browser, env.server.url, query, undefined, options);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual((await catalogues(page)).sort(), preloaded(expected));
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('a language kept from an earlier visit is the one preloaded', async () => {
  const context = await env.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(m.text()); });
  await page.addInitScript(() => localStorage.setItem('mancala:lang', '{"v":1,"lang":"az"}'));
  await page.goto(`${env.server.url}?game=urim&north=human`);
  await page.waitForSelector('[data-game] [data-pit]');
  assert.equal(await page.getAttribute('html', 'lang'), 'az');
  assert.deepEqual((await catalogues(page)).sort(), preloaded(['az.ftl', 'en.ftl']));
  assert.deepEqual(page.problems, []);
  await context.close();
});

// Readers never lose a game: the game in progress, its undo history, the
// opponent and the settings survive a reload (localStorage), and a page whose
// storage is refused plays on from memory.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, cli, pageState, expectedCounts, settled, reachFolded } from './harness.mjs';

const env = withBrowser(before, after);

const tokens = (page) => page.$$eval('[data-turn] code', (cs) => cs.flatMap((c) => c.dataset.tokens.split(" ")));

test('a reload resumes the game with its undo history, opponent and speed', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant&north=human');
  for (const pit of ['a1', 'f2', 'b1', 'e2']) {
    await page.click(`[data-pit="${pit}"]`);
    await settled(page);
  }
  await page.click('[data-action="undo"]');
  await page.selectOption('[data-seat="N"]', 'easy');
  await page.waitForFunction(() => document.querySelectorAll('[data-turn]').length === 4, null, { timeout: 5000 });
  const played = await tokens(page);
  const before = await pageState(page);
  await page.reload();
  await page.waitForSelector('[data-pit]');
  await settled(page);
  assert.deepEqual(await tokens(page), played);
  assert.deepEqual((await pageState(page)).counts, before.counts);
  assert.deepEqual(before.counts, expectedCounts(cli('urim', [], played)));
  const g = await page.$('[data-game]');
  assert.equal(await g.getAttribute('data-north'), 'easy');
  assert.equal(await page.$eval('[data-option="speed"]', (s) => s.value), 'instant');
  // Undo still works after the reload: back to the human's last decision.
  await page.click('[data-action="undo"]');
  assert.deepEqual(await tokens(page), played.slice(0, 2));
  // A link naming another game starts it; the saved Urim game is kept.
  await page.goto(`${env.server.url}?game=gore&north=human`);
  await page.waitForSelector('[data-pit]');
  assert.equal((await tokens(page)).length, 0);
  await page.goto(`${env.server.url}?game=urim`);
  await page.waitForSelector('[data-pit]');
  await settled(page);
  assert.deepEqual(await tokens(page), played.slice(0, 2));
  assert.deepEqual(page.problems, []);
});

test('storage that refuses: the page plays from memory without an error', async () => {
  const page = await env.browser.newPage();
  reachFolded(page);
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(m.text()); });
  // As in a sandboxed frame: reading window.localStorage throws.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  await page.goto(`${env.server.url}?game=urim&speed=instant&north=human`);
  await page.waitForSelector('[data-pit]');
  await page.click('[data-pit="a1"]');
  await page.click('[data-pit="f2"]');
  assert.deepEqual(await tokens(page), ['a1', 'f2']);
  assert.equal(await page.$$eval('.notice, .message', (n) => n.length), 0, 'nothing alarming is said');
  assert.deepEqual(page.problems, []);
});

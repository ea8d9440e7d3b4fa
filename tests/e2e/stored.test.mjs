// What the page keeps in localStorage (docs/contract.md, "Stored data"):
// a saved game with nothing played is never resumed, so a previous visit's
// seats never apply to a new link's game (contract, "Opponents, hints");
// what today's page wrote before versions is read by the newer page; an
// unreadable text is set aside, never written over, and nothing alarming
// is said.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, settled, reachFolded, address } from './harness.mjs';

const env = withBrowser(before, after);

/** A new browser profile whose storage holds `items` when the page first opens. */
async function withStorage(items, options = {}) {
  const page = await env.browser.newPage({ locale: 'en-US', ...options });
  reachFolded(page);
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(m.text()); });
  page.on('pageerror', (e) => page.problems.push(String(e)));
  // Before the page's own scripts, once per tab.
  await page.addInitScript((kv) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
  }, items);
  return page;
}

async function goto(page, query) {
  await page.goto(`${env.server.url}${query}`);
  await page.waitForSelector('[data-game] [data-pit]');
}

const seats = (page) => page.$eval('[data-game]', (g) => [g.dataset.south, g.dataset.north]);
const stored = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

test('a saved game with nothing played is never resumed: a plain link plays the reader\'s level', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&south=human&north=human');
  assert.deepEqual(await seats(page), ['human', 'human']);
  // Left without a move (its empty board is saved all the same).
  await page.waitForFunction(() => localStorage.getItem('mancala:game:urim') !== null);
  await goto(page, '?game=urim');
  assert.deepEqual(await seats(page), ['human', 'beginner'], 'seated as a new game: Beginner in a game never played');
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.ply), '0');
  // A game with a move played is resumed, its seats with it.
  await goto(page, '?game=urim&south=human&north=human&speed=instant');
  await page.click('[data-pit="a1"]');
  await settled(page);
  await goto(page, '?game=urim');
  assert.deepEqual(await seats(page), ['human', 'human'], 'the game in progress, resumed');
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.ply), '1');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Written by the page at 30bdaae (src/ui/saved/fixtures.rs): Urim a1 f2 b1
// e2, e2 undone, South at Hard, fast, the board turning; Azerbaijani, light,
// Urim's puzzles 1 and 2 solved.
const TODAY = {
  'mancala:game:urim': '{"v":1,"game":"urim","options":["pits=6","seeds=3"],"start":null,"inputs":["a1","f2","b1","e2"],"ply":3,"south":"hard","north":"human","speed":"fast","auto_turn":true}',
  'mancala:last': 'urim',
  'mancala:lang': 'az',
  'mancala:theme': 'light',
  'mancala:puzzles:urim': '1,2',
};

test("today's saves are read by the newer page, and written again with versions", async () => {
  const page = await withStorage(TODAY);
  await goto(page, '');
  const g = await page.$('[data-game]');
  assert.equal(await g.getAttribute('data-game'), 'urim', 'the game played last');
  assert.equal(await g.getAttribute('data-ply'), '3');
  assert.deepEqual(await seats(page), ['hard', 'human']);
  assert.equal(await page.$eval('[data-option="speed"]', (s) => s.value), 'fast');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'az');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  // e2, taken back, can be played again.
  assert.equal(await page.$eval('[data-action="redo"]', (b) => b.disabled), false);
  // The puzzles solved: the first not solved opens.
  await goto(page, '?mode=puzzle&game=urim');
  await page.waitForSelector('[data-game][data-puzzle="open"]');
  assert.match(await address(page), /puzzle=3/);
  assert.deepEqual(await page.$$eval('button[data-open-puzzle].solved', (b) => b.map((x) => x.dataset.openPuzzle)), ['1', '2']);
  // A choice made now is written with its version.
  await page.selectOption('[data-option="theme"]', 'dark');
  await page.waitForFunction(() => localStorage.getItem('mancala:theme') !== 'light');
  assert.deepEqual(JSON.parse((await stored(page))['mancala:theme']), { v: 1, theme: 'dark' });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('an unreadable save is set aside, never written over, and nothing alarming is said', async () => {
  const newer = TODAY['mancala:game:urim'].replace('"v":1', '"v":2');
  const page = await withStorage({ 'mancala:game:urim': newer, 'mancala:lang': '{"v":9,"lang":"xx"}' });
  await goto(page, '?game=urim&speed=instant&north=human');
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.ply), '0', 'a new game');
  assert.equal(await page.$$eval('.notice, .message', (n) => n.length), 0, 'nothing said');
  let s = await stored(page);
  assert.equal(s['mancala:unreadable:game:urim'], newer);
  assert.equal(s['mancala:unreadable:lang'], '{"v":9,"lang":"xx"}');
  assert.equal(s['mancala:lang'], undefined);
  // The new game's first move is saved; what was set aside stays.
  await page.click('[data-pit="a1"]');
  await settled(page);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('mancala:game:urim') ?? '{}').ply === 1);
  s = await stored(page);
  assert.equal(s['mancala:unreadable:game:urim'], newer);
  assert.deepEqual(page.problems, []);
  await page.close();
});

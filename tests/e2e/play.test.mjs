// Playing every game in a real browser: clicks on legal pits and decision
// buttons, the board read back through the data- hooks and compared with
// `mancala apply` on the same inputs after every ply.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  withBrowser, open, screenshot, cli, pageState, assertSameAsCli, settled,
} from './harness.mjs';

const env = withBrowser(before, after);

/** A small seeded generator, so a failing game can be replayed. */
function rng(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** The inputs the page offers now: legal pits and decision buttons (no offers). */
async function choices(page) {
  return page.evaluate(() => {
    const pits = [...document.querySelectorAll('[data-pit][data-legal="true"]')].map((e) => e.dataset.pit);
    const buttons = [...document.querySelectorAll('button[data-action]')]
      .filter((b) => !b.disabled && ['pass', 'accept', 'decline', 'continue', 'stop'].includes(b.dataset.action))
      .map((b) => b.dataset.action);
    return [...pits, ...buttons];
  });
}

/** Clicks one input: a pit by name or a decision button by its action. */
async function give(page, token) {
  if (/^[a-z]\d$/.test(token)) await page.click(`[data-pit="${token}"]`);
  else await page.click(`button[data-action="${token}"]`);
  await settled(page);
}

/** Plays `plies` random inputs, checking the page against the CLI after each. */
async function playAndCompare(game, opts, plies, seed, speed = 'instant') {
  const query = `?game=${game}${opts.map((o) => `&${o}`).join('')}&speed=${speed}`;
  const page = await open(env.browser, env.server.url, query);
  const next = rng(seed);
  const tokens = [];
  await assertSameAsCli(assert, page, cli(game, opts, []), `${game} opening`);
  for (let i = 0; i < plies; i++) {
    const options = await choices(page);
    if (options.length === 0) break; // the game is over
    const token = options[next(options.length)];
    await give(page, token);
    tokens.push(token);
    await assertSameAsCli(assert, page, cli(game, opts, tokens), `${game} after ${tokens.join(' ')}`);
  }
  assert.ok(tokens.length >= Math.min(plies, 20), `${game}: played ${tokens.length} plies`);
  assert.deepEqual(page.problems, [], `${game}: console errors`);
  return { page, tokens };
}

for (const [game, opts, seed] of [
  ['gore', [], 1],
  ['urim', [], 2],
  ['urim', ['pits=7', 'seeds=4'], 3],
  ['anywoli', [], 4],
  ['anywoli', ['last_four=first_last_seed'], 5],
  ['bao-kigogo', [], 6],
  ['tsoro', ['columns=8', 'bonus=3', 'heads=1'], 7],
  ['tsoro', [], 8],
]) {
  test(`${game} ${opts.join(' ')}: 24 plies by clicking match mancala apply`, async () => {
    const { page } = await playAndCompare(game, opts, 24, seed);
    await screenshot(page, `play-${game}${opts.length ? '-' + opts.join('-').replaceAll('=', '') : ''}`);
    await page.close();
  });
}

test('normal speed: sowings animate, block input, then settle on the CLI state', async () => {
  const page = await open(env.browser, env.server.url, '?game=anywoli&speed=normal');
  await page.click('[data-pit="a1"]');
  // The relay move is shown seed by seed: animating, with the hand shown.
  await page.waitForSelector('[data-game][data-animating="true"]');
  await page.waitForSelector('[data-hand]');
  const midway = await pageState(page).catch(() => null);
  assert.ok(midway === null || midway, 'state readable');
  await settled(page);
  await assertSameAsCli(assert, page, cli('anywoli', [], ['a1']), 'anywoli a1 at normal speed');
  // A second move, with a click during playback that must be ignored.
  const legal = (await pageState(page)).legal;
  await page.click(`[data-pit="${legal[0]}"]`);
  await page.waitForSelector('[data-game][data-animating="true"]');
  await page.click(`[data-pit="${legal[1] ?? legal[0]}"]`, { force: true });
  await settled(page);
  await assertSameAsCli(assert, page, cli('anywoli', [], ['a1', legal[0]]), 'click during playback ignored');
  // Skip to the end (at slow speed, so the move is surely still playing).
  await page.selectOption('[data-option="speed"]', 'slow');
  const l2 = (await pageState(page)).legal;
  await page.click(`[data-pit="${l2[0]}"]`);
  await page.waitForSelector('[data-game][data-animating="true"]');
  await page.click('button.skip');
  await assertSameAsCli(assert, page, cli('anywoli', [], ['a1', legal[0], l2[0]]), 'skip to end');
  await page.close();
});

test('Goré trade offered and accepted: payment and new owners', async () => {
  const position = JSON.stringify({ rows: [[3, 3, 3, 3], [3, 3, 3, 3]], captured: { S: 12, N: 12 } });
  const page = await open(env.browser, env.server.url, `?game=gore&speed=instant&position=${encodeURIComponent(position)}`);
  await page.click('button[data-action="offer"]');
  // Three pits would cost 18: North holds only 12, so the offer is refused.
  for (const p of ['a1', 'b1', 'c1']) await page.click(`[data-pit="${p}"]`);
  assert.equal(await page.locator('button[data-action="confirm-offer"]').isDisabled(), true);
  assert.match(await page.locator('.prompt').textContent(), /could not pay 18/);
  await page.click('[data-pit="c1"]'); // deselect: a1, b1 for 12
  await page.click('button[data-action="confirm-offer"]');
  await assertSameAsCli(assert, page, cli('gore', [], ['offer=a1,b1'], position), 'offer made');
  assert.equal((await pageState(page)).awaiting, 'trade_response');
  await screenshot(page, 'gore-offer');
  await page.click('button[data-action="accept"]');
  const s = cli('gore', [], ['offer=a1,b1', 'accept'], position);
  await assertSameAsCli(assert, page, s, 'offer accepted');
  const owners = (await pageState(page)).owners;
  assert.equal(owners.a1, 'N');
  assert.equal(owners.b1, 'N');
  assert.equal((await pageState(page)).counts.a1, 9, 'six counters paid into a1 (G7)');
  await screenshot(page, 'gore-accepted');
  await page.close();
});

test('Goré trade declined: North moves next and owners stay', async () => {
  const position = JSON.stringify({ rows: [[3, 3, 3, 3], [3, 3, 3, 3]], captured: { S: 12, N: 12 } });
  const page = await open(env.browser, env.server.url, `?game=gore&speed=instant&position=${encodeURIComponent(position)}`);
  await page.click('button[data-action="offer"]');
  await page.click('[data-pit="d1"]');
  await page.click('button[data-action="confirm-offer"]');
  await page.click('button[data-action="decline"]');
  await assertSameAsCli(assert, page, cli('gore', [], ['offer=d1', 'decline'], position), 'offer declined');
  assert.equal((await pageState(page)).toMove, 'N');
  await page.close();
});

test('Tsoro head choice both ways, and bonus picks', async () => {
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=6&speed=instant');
  await page.click('[data-pit="a1"]');
  await assertSameAsCli(assert, page, cli('tsoro', ['columns=6'], ['a1']), 'at the head');
  assert.match(await page.locator('.prompt').textContent(), /head f1, which holds 3/);
  await screenshot(page, 'tsoro-head-choice');
  await page.click('button[data-action="continue"]');
  await assertSameAsCli(assert, page, cli('tsoro', ['columns=6'], ['a1', 'continue']), 'continued');
  await page.click('button[data-action="undo"]');
  await assertSameAsCli(assert, page, cli('tsoro', ['columns=6'], []), 'undone to the opening');
  await page.click('[data-pit="a1"]');
  await page.click('button[data-action="stop"]');
  await assertSameAsCli(assert, page, cli('tsoro', ['columns=6'], ['a1', 'stop']), 'stopped');
  await page.close();

  // e1 (2) sows f1, f2: f2 was an empty inner pit and f3 opposite holds 3, so
  // f3 is captured (T9; f4 behind it is empty), then two bonus picks (T10):
  // c3, d4, e4 are pickable, the heads a4, b4 are not. North holds 12, its
  // opening count (T3): the page refuses a side denser than any game reaches.
  const position = JSON.stringify({
    rows: [[2, 2, 0, 1, 1, 0], [0, 0, 3, 0, 0, 3], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 2, 0]],
  });
  const p2 = await open(env.browser, env.server.url, `?game=tsoro&columns=6&speed=instant&position=${encodeURIComponent(position)}`);
  await p2.click('[data-pit="e1"]');
  const opts = ['columns=6'];
  await assertSameAsCli(assert, p2, cli('tsoro', opts, ['e1'], position), 'capture, picks due');
  assert.deepEqual((await pageState(p2)).legal, ['c3', 'd4', 'e4']);
  assert.equal(await p2.locator('[data-picks-left]').getAttribute('data-picks-left'), '2');
  await screenshot(p2, 'tsoro-bonus-pick');
  await p2.click('[data-pit="a4"]', { force: true }); // a head: not pickable, nothing happens
  await assertSameAsCli(assert, p2, cli('tsoro', opts, ['e1'], position), 'head not pickable');
  await p2.click('[data-pit="c3"]');
  assert.equal(await p2.locator('[data-picks-left]').getAttribute('data-picks-left'), '1');
  await p2.click('[data-pit="d4"]');
  await assertSameAsCli(assert, p2, cli('tsoro', opts, ['e1', 'c3', 'd4'], position), 'picks made');
  await p2.close();
});

test('undo and redo whole turns', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant');
  await give(page, 'a1');
  await give(page, 'f2');
  await give(page, 'b1');
  await page.click('button[data-action="undo"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['a1', 'f2']), 'one undo');
  await page.click('button[data-action="undo"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['a1']), 'two undos');
  await page.click('button[data-action="redo"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['a1', 'f2']), 'redo');
  assert.equal(await page.locator('[data-moves]').getAttribute('data-moves'), '2');
  await page.click('button[data-action="redo"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['a1', 'f2', 'b1']), 'redo again');
  assert.equal(await page.locator('button[data-action="redo"]').isDisabled(), true);
  await page.close();
});

test('a finished game shows its result panel', async () => {
  // South sows d1 (2): d2, c2; c2 (North's) makes 2 and is captured (G9); every
  // pit then holds fewer than 3 (G12), d2's 1 is swept to North (G13):
  // South 24 + 2 = 26, North 21 + 1 = 22 (G14).
  const position = JSON.stringify({ rows: [[0, 0, 1, 0], [0, 0, 0, 2]], captured: { S: 24, N: 21 } });
  const page = await open(env.browser, env.server.url, `?game=gore&speed=instant&position=${encodeURIComponent(position)}`);
  await page.click('[data-pit="d1"]');
  const s = cli('gore', [], ['d1'], position);
  assert.equal(s.result.winner, 'S');
  await assertSameAsCli(assert, page, s, 'game over');
  const r = page.locator('[data-result]');
  assert.equal(await r.getAttribute('data-winner'), 'S');
  assert.equal(await r.getAttribute('data-score-s'), '26');
  assert.equal(await r.getAttribute('data-score-n'), '22');
  assert.match(await r.textContent(), /fewer than three/);
  await screenshot(page, 'gore-result');
  await page.close();
});

test('contract hooks: the prompt and the move list with numbered turns', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant');
  assert.match(await page.locator('[data-prompt]').textContent(), /South to move/);
  await give(page, 'a1');
  await give(page, 'f2');
  // Two turns: South's a1, then North's f2; South is to move again (C1).
  const turns = await page.$$eval('[data-move-list] [data-turn]',
    (els) => els.map((e) => [e.dataset.turn, e.querySelector('code').textContent]));
  assert.deepEqual(turns, [['1', 'a1'], ['2', 'f2']]);
  assert.match(await page.locator('[data-prompt]').textContent(), /South to move/);
  await page.click('button[data-action="undo"]');
  assert.equal(await page.locator('[data-turn]').count(), 1, 'undo takes back turn 2');
  await page.close();
});

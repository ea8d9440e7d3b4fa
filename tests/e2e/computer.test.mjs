// Playing the computer in a real browser: its thinking runs in a Web Worker,
// its inputs play back like a human's, undo withdraws its question, the hint
// marks an input, computer against computer pauses and steps. Every state the
// page shows is compared with `mancala apply` on the same inputs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  withBrowser, open, screenshot, cli, pageState, settled, expectedCounts, expectedOwners, mancalaBin,
  address,
} from './harness.mjs';

const env = withBrowser(before, after);

/**
 * Records, inside the page, every state it shows: after each change of the
 * board, the move list or the state element, the inputs so far (from the move
 * list) with the counts, owners, captured counts, mover and decision awaited.
 */
async function recordStates(page) {
  await page.evaluate(() => {
    window.__states = [];
    const snap = () => {
      const g = document.querySelector('[data-game]');
      if (!g || g.dataset.animating === 'true') return;
      const tokens = [...document.querySelectorAll('[data-turn] code')]
        .flatMap((c) => c.dataset.tokens.split(" ")).filter(Boolean);
      // The move list is its own component, drawn just after the state
      // element: a view caught between the two is not one the page settles on.
      if (tokens.length !== Number(g.dataset.ply)) return;
      const pits = [...document.querySelectorAll('[data-pit]')];
      window.__states.push({
        tokens,
        counts: Object.fromEntries(pits.map((e) => [e.dataset.pit, Number(e.dataset.count)])),
        owners: Object.fromEntries(pits.map((e) => [e.dataset.pit, e.dataset.owner])),
        captured: {
          S: Number(document.querySelector('[data-captured="S"]').dataset.count),
          N: Number(document.querySelector('[data-captured="N"]').dataset.count),
        },
        toMove: g.dataset.toMove,
        awaiting: g.dataset.awaiting,
      });
    };
    snap();
    new MutationObserver(snap).observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
  });
}

/** Checks every recorded state against the CLI; returns how many plies were seen. */
function checkStates(assert, states, game, opts) {
  const seen = new Map();
  for (const s of states) seen.set(s.tokens.join(' '), s); // the settled (last) view of each ply
  for (const [key, s] of seen) {
    const tokens = key ? key.split(' ') : [];
    const c = cli(game, opts, tokens);
    const what = `${game} after ${tokens.length} inputs (${key})`;
    assert.deepEqual(s.counts, expectedCounts(c), `${what}: counts`);
    assert.deepEqual(s.owners, expectedOwners(c), `${what}: owners`);
    assert.deepEqual(s.captured, c.captured, `${what}: captured`);
    assert.equal(s.toMove, c.to_move ?? '', `${what}: to move`);
    assert.equal(s.awaiting, c.awaiting ?? '', `${what}: awaiting`);
  }
  return seen.size;
}

/** Waits until the human (South) may act, or the game is over; returns which. */
async function humanTurnOrEnd(page) {
  await page.waitForFunction(() => {
    const g = document.querySelector('[data-game]');
    return g.dataset.animating === 'false' && g.dataset.thinking === 'false'
      && (g.dataset.toMove === 'S' || document.querySelector('[data-result]'));
  }, null, { timeout: 10_000 });
  return page.evaluate(() => (document.querySelector('[data-result]') ? 'over' : 'human'));
}

/** The human's input: the first legal pit, else a decision button. */
async function humanPlays(page) {
  const pit = await page.$('[data-pit][data-legal="true"]');
  if (pit) return pit.click();
  for (const a of ['pass', 'decline', 'stop', 'continue']) {
    const b = await page.$(`button[data-action="${a}"]:not([disabled])`);
    if (b) return b.click();
  }
  throw new Error('the human has nothing to do');
}

test('a new visitor plays South against Beginner; each game keeps the reader\'s level', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore', undefined, { defaultSeats: true });
  const g = await page.$('[data-game]');
  const seats = () => g.evaluate((e) => [e.dataset.south, e.dataset.north]);
  assert.deepEqual(await seats(), ['human', 'beginner']);
  assert.equal(await g.getAttribute('data-thinking'), 'false');
  // Two players is one click away, and back to the reader's level.
  await page.click('[data-action="opponent"]');
  assert.equal(await g.getAttribute('data-north'), 'human');
  assert.match(await address(page), /north=human/);
  await page.click('[data-action="opponent"]');
  assert.deepEqual(await seats(), ['human', 'beginner']);
  // Easy chosen for Goré is Goré's: kept over a reload of a plain link,
  // which the address stays (the reader's own level goes without saying).
  await page.selectOption('select[data-seat="N"]', 'easy');
  await page.waitForFunction(() => localStorage.getItem('mancala:level:gore') === '{"v":1,"level":"easy"}');
  assert.doesNotMatch(await address(page), /north=/);
  await page.goto(`${env.server.url}?game=gore`);
  await page.waitForSelector('[data-game] [data-pit]');
  assert.deepEqual(await page.$eval('[data-game]', (e) => [e.dataset.south, e.dataset.north]), ['human', 'easy']);
  // Urim, never played: Beginner; Goré again: Easy.
  await page.click('[data-pick-game="urim"]');
  assert.equal(await page.$eval('[data-game]', (e) => e.dataset.north), 'beginner');
  await page.click('[data-pick-game="gore"]');
  assert.equal(await page.$eval('[data-game]', (e) => e.dataset.north), 'easy');
  assert.deepEqual(page.problems, []);
});

for (const [game, opts] of [['urim', []], ['gore', []]]) {
  test(`${game}: a whole game against the computer matches mancala apply after every ply`, async () => {
    const page = await open(env.browser, env.server.url, `?game=${game}&speed=instant&north=beginner`);
    await recordStates(page);
    let moves = 0;
    while ((await humanTurnOrEnd(page)) === 'human') {
      await humanPlays(page);
      moves += 1;
      assert.ok(moves < 400, 'the game ends');
    }
    const states = await page.evaluate(() => window.__states);
    checkStates(assert, states, game, opts);
    const last = states[states.length - 1];
    // Every ply was seen: a state for each prefix of the game's inputs.
    const seen = new Set(states.map((s) => s.tokens.join(' ')));
    for (let k = 0; k <= last.tokens.length; k += 1) {
      assert.ok(seen.has(last.tokens.slice(0, k).join(' ')), `the state after ${k} inputs was shown`);
    }
    assert.equal(cli(game, opts, last.tokens).result !== null, true, 'the CLI agrees the game is over');
    const northInputs = (await page.$$('[data-turn].north')).length;
    assert.ok(northInputs > 0, 'the computer played');
    await screenshot(page, `computer-${game}-over`);
    assert.deepEqual(page.problems, []);
  });
}

test('the computer\'s worker starts once the page is drawn, not while its first board is', async () => {
  // Its start (a script, a second wasm) took the main thread and a core
  // from the first render (issue 26). When each Worker was made, against
  // the page's marks (`ui::staging`: "shown" is the page put on screen).
  const page = await env.browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(String(e)));
  try {
    await page.addInitScript(() => {
      window.__workers = [];
      const Made = window.Worker;
      window.Worker = class extends Made {
        constructor(...args) {
          window.__workers.push(performance.now());
          super(...args);
        }
      };
    });
    await page.goto(`${env.server.url}?game=gore`);
    const g = await page.waitForSelector('[data-game]');
    assert.equal(await g.getAttribute('data-north'), 'beginner', 'a new visitor plays the computer');
    await page.waitForFunction(() => window.__workers.length > 0, null, { timeout: 10_000 });
    const { made, shown } = await page.evaluate(() => ({
      made: window.__workers,
      shown: performance.getEntriesByName('mancala:stage:shown')[0]?.startTime,
    }));
    assert.ok(shown !== undefined, 'the page was put on screen');
    assert.equal(made.length, 1, 'one worker');
    assert.ok(made[0] > shown, `the worker made at ${made[0]} ms, the page on screen at ${shown} ms`);
    // And it answers: South plays, the computer replies.
    await page.click('[data-pit][data-legal="true"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-turn]').length >= 2, null, { timeout: 20_000 });
    assert.deepEqual(page.problems, []);
  } finally {
    await page.close();
  }
});

test('undo while the computer thinks withdraws its question; its late answer is dropped', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant&north=hard');
  const g = await page.$('[data-game]');
  await page.click('[data-pit="a1"]');
  await page.waitForSelector('[data-game][data-thinking="true"]');
  await page.click('[data-action="undo"]');
  assert.equal(await g.getAttribute('data-thinking'), 'false');
  assert.equal(await g.getAttribute('data-to-move'), 'S');
  // Hard thinks up to a second: wait past it; no answer may arrive.
  await page.waitForTimeout(1600);
  assert.equal((await page.$$('[data-turn]')).length, 0, 'nothing was played');
  assert.deepEqual((await pageState(page)).counts, expectedCounts(cli('urim', [], [])));
  // The computer still answers the next question.
  await page.click('[data-pit="b1"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-turn]').length === 2, null, { timeout: 5000 });
  assert.equal(await g.getAttribute('data-to-move'), 'S');
  assert.deepEqual(page.problems, []);
});

test('the hint marks a legal input; computer against computer pauses and steps', async () => {
  const page = await open(env.browser, env.server.url, '?game=tsoro&speed=instant&north=easy');
  await page.click('[data-action="hint"]');
  const hinted = await page.waitForSelector('[data-hint="true"]', { timeout: 5000 });
  assert.equal(await hinted.getAttribute('data-legal'), 'true');
  await screenshot(page, 'computer-hint');

  const p2 = await open(env.browser, env.server.url, '?game=urim&speed=instant&south=easy&north=easy');
  await p2.waitForFunction(() => document.querySelectorAll('[data-turn]').length >= 3, null, { timeout: 10_000 });
  await p2.click('[data-action="pause"]');
  await p2.waitForSelector('[data-game][data-thinking="false"]');
  const inputs = () => p2.$$eval('[data-turn] code', (cs) => cs.flatMap((c) => c.dataset.tokens.split(" ")).length);
  const paused = await inputs();
  await p2.waitForTimeout(700);
  assert.equal(await inputs(), paused, 'nothing is played while paused');
  await p2.click('[data-action="step"]');
  await p2.waitForFunction((n) => document.querySelectorAll('[data-turn] code').length > 0
    && [...document.querySelectorAll('[data-turn] code')].flatMap((c) => c.dataset.tokens.split(" ")).length === n + 1,
  paused, { timeout: 5000 });
  await p2.waitForTimeout(500);
  assert.equal(await inputs(), paused + 1, 'one step: one input');
  const tokens = await p2.$$eval('[data-turn] code', (cs) => cs.flatMap((c) => c.dataset.tokens.split(" ")));
  const s = await pageState(p2);
  assert.deepEqual(s.counts, expectedCounts(cli('urim', [], tokens)));
  await settled(p2);
  assert.deepEqual([...page.problems, ...p2.problems], []);
});

test('the human resigns against the computer: the result, the record, and undo takes it back', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant', undefined, { defaultSeats: true });
  const g = await page.$('[data-game]');
  assert.equal(await g.getAttribute('data-north') === 'human', false, 'the computer plays North');
  await page.click('[data-pit="a1"]');
  // The computer answers; South is to move again.
  await page.waitForSelector('[data-game][data-ply="2"][data-to-move="S"][data-animating="false"][data-thinking="false"]');
  await page.click('[data-action="resign"]');
  const result = await page.waitForSelector('[data-result]');
  assert.equal(await result.getAttribute('data-winner'), 'N');
  assert.match(await result.textContent(), /South resigned/);
  // The game is over: nobody to move, no pit legal, no resign button.
  assert.equal(await g.getAttribute('data-to-move'), '');
  assert.equal(await g.getAttribute('data-awaiting'), '');
  assert.equal(await page.$('[data-pit][data-legal="true"]'), null);
  assert.equal(await page.$('[data-action="resign"]'), null);
  // The record names the winner and who resigned; the CLI replays it to the
  // position on the board (the scores are the seeds captured as they stand).
  const record = await page.$eval('[data-record]', (e) => e.textContent);
  assert.match(record, /^\[Result "N"\]$/m);
  assert.match(record, /^\[Termination "S resigned"\]$/m);
  const state = JSON.parse(execFileSync(mancalaBin, ['apply', '--record', '-'], { input: record, encoding: 'utf8' }));
  assert.equal(state.result, null);
  assert.deepEqual(
    { S: Number(await result.getAttribute('data-score-s')), N: Number(await result.getAttribute('data-score-n')) },
    state.captured,
  );
  assert.deepEqual((await pageState(page)).counts, expectedCounts(state));
  // Saved so: a reload shows the game given up.
  await page.waitForFunction(() => (localStorage.getItem('mancala:game:urim') ?? '').includes('"resigned":"S"'));
  await page.reload();
  await page.waitForSelector('[data-result][data-winner="N"]');
  assert.equal(await page.$('[data-action="resign"]'), null);
  // A slip is undone: the same position, South to move, the button back.
  await page.click('[data-action="undo"]');
  await page.waitForSelector('[data-result]', { state: 'detached' });
  const after = await page.$('[data-game]');
  assert.equal(await after.getAttribute('data-to-move'), 'S');
  assert.equal(await after.getAttribute('data-ply'), '2');
  await page.waitForSelector('[data-action="resign"]');
  assert.doesNotMatch(await page.$eval('[data-record]', (e) => e.textContent), /Termination/);
  assert.deepEqual(page.problems, []);
});

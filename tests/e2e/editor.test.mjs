// The position editor (issue 12, item 1; contract: `?mode=edit`): a position
// built by clicks, Shift-clicks, right-clicks, a long press and keys, whose
// `[data-position]` loads unchanged in `mancala apply --position`; an
// impossible position refused with its reason; owners changed in Goré; play
// from here; the diagram downloaded is `mancala diagram`'s; the editor opened
// from a game; no long task while editing; screenshots in three languages.
// Expected counts worked out by hand from the clicks made.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import {
  withBrowser, open, screenshot, cli, counts, expectedCounts, mancalaBin, settled,
  address,
} from './harness.mjs';

const env = withBrowser(before, after);
const PHONE = { width: 390, height: 844 };

const position = async (page) => JSON.parse(await page.textContent('[data-position]'));

/** The pit's count as drawn. */
const countOf = (page, pit) => page.$eval(`[data-pit="${pit}"]`, (e) => Number(e.dataset.count));

test('a position built by clicks and keys loads unchanged in mancala apply --position', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&mode=edit');
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.mode), 'edit');
  await page.click('[data-action="clear"]');
  assert.equal(await page.$$eval('[data-pit]', (els) => els.filter((e) => e.dataset.count !== '0').length), 0);
  // a1: three clicks, one Shift-click: 2.
  for (let i = 0; i < 3; i++) await page.click('[data-pit="a1"]');
  await page.click('[data-pit="a1"]', { modifiers: ['Shift'] });
  // f2: two clicks, one right-click: 1.
  await page.click('[data-pit="f2"]');
  await page.click('[data-pit="f2"]');
  await page.click('[data-pit="f2"]', { button: 'right' });
  // c1 by keys: + three times, - once: 2; then the arrow to d1 and Enter: 1.
  await page.focus('[data-pit="c1"]');
  for (const k of ['+', '+', '+', '-']) await page.keyboard.press(k);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // North moves first; South's store holds 5.
  await page.click('[data-action="switch-side"]');
  for (let i = 0; i < 5; i++) await page.click('[data-action="captured-more"][data-side="S"]');
  assert.deepEqual([await countOf(page, 'a1'), await countOf(page, 'f2'), await countOf(page, 'c1'),
    await countOf(page, 'd1')], [2, 1, 2, 1]);
  assert.equal(await page.getAttribute('[data-seed-total]', 'data-seed-total'), '11');

  const edited = await position(page);
  // By hand: rows top row (North's, a2…f2) first.
  assert.deepEqual(edited.rows, [[0, 0, 0, 0, 0, 1], [2, 0, 2, 1, 0, 0]]);
  assert.deepEqual(edited.captured, { S: 5, N: 0 });
  assert.equal(edited.to_move, 'N');
  const loaded = cli('urim', [], [], JSON.stringify(edited));
  for (const k of ['rows', 'owners', 'captured', 'to_move']) {
    assert.deepEqual(loaded[k], edited[k], `${k} unchanged by mancala apply`);
  }
  assert.ok(await page.$('[data-position-ok]'));
  assert.equal(await page.isDisabled('[data-action="play-here"]'), false);
  // Undo walks back the last change (South's fifth captured seed).
  await page.click('[data-action="undo"]');
  assert.deepEqual((await position(page)).captured, { S: 4, N: 0 });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('an impossible position is refused with its reason, and play-here is disabled', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&mode=edit');
  await page.click('[data-pit="a1"]');
  await page.fill('[data-option="pit-count"]', '18');
  await page.dispatchEvent('[data-option="pit-count"]', 'change');
  assert.equal(await countOf(page, 'a1'), 18);
  // U5: no Urim pit over 17 (the first fault the rules find).
  const why = await page.textContent('[data-position-error]');
  assert.match(why, /a1 holds 18 seeds.*17.*U5/, why);
  assert.equal(await page.isDisabled('[data-action="play-here"]'), true);
  assert.equal(await page.isDisabled('[data-action="download-diagram"]'), true);
  // Both broken rules are marked: 36 - 3 + 18 = 51 seeds, and the 17.
  assert.equal(await page.$$eval('[data-rule-kept="false"]', (e) => e.length), 2);
  // The same JSON is refused by the command line, for the same reason.
  const json = await page.textContent('[data-position]');
  assert.throws(() => execFileSync(mancalaBin, ['apply', '--game', 'urim', '--position', json],
    { stdio: 'pipe' }), /17/);
  // Undo: back to 4 in a1 (the click before), still one seed over the 36.
  await page.click('[data-action="undo"]');
  assert.equal(await countOf(page, 'a1'), 4);
  assert.match(await page.textContent('[data-position-error]'), /37 seeds.*36/);
  await page.click('[data-action="undo"]');
  assert.equal(await page.$('[data-position-error]'), null);
  assert.equal(await page.isDisabled('[data-action="play-here"]'), false);
  await screenshot(page, 'editor-refused-desktop-en');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Goré: owners change; play from here against a friend plays that position', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore&mode=edit&speed=instant');
  await page.click('[data-action="owner-tool"]');
  assert.equal(await page.getAttribute('[data-action="owner-tool"]', 'aria-pressed'), 'true');
  await page.click('[data-pit="a1"]');
  await page.click('[data-action="owner-tool"]');
  await page.click('[data-pit="b1"]'); // b1: 7 seeds
  await page.click('[data-pit="c2"]', { modifiers: ['Shift'] }); // c2: 5
  const edited = await position(page);
  assert.deepEqual(edited.owners, [['N', 'N', 'N', 'N'], ['N', 'S', 'S', 'S']]);
  assert.deepEqual(edited.rows, [[6, 6, 5, 6], [6, 7, 6, 6]]);
  await page.selectOption('[data-option="play-against"]', 'friend');
  await page.click('[data-action="play-here"]');
  await page.waitForSelector('[data-game]:not([data-mode])');
  assert.equal(new URL(await address(page)).searchParams.get('mode'), null, 'no longer the editor');
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.north), 'human');
  assert.deepEqual(await counts(page), expectedCounts(edited));
  // South sows b1 (7): the page and mancala apply agree.
  await page.click('[data-pit="b1"]');
  await settled(page);
  assert.deepEqual(await counts(page), expectedCounts(cli('gore', [], ['b1'], JSON.stringify(edited))));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the diagram downloaded is the one mancala diagram draws', async () => {
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=6&mode=edit');
  await page.click('[data-pit="a1"]', { modifiers: ['Shift'] });
  const json = await page.textContent('[data-position]');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('[data-action="download-diagram"]'),
  ]);
  assert.equal(download.suggestedFilename(), 'mancala-tsoro-position.svg');
  const svg = fs.readFileSync(await download.path(), 'utf8');
  const expected = execFileSync(mancalaBin,
    ['diagram', '--game', 'tsoro', '--option', 'columns=6', '--position', json], { encoding: 'utf8' });
  assert.equal(svg, expected);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a long press on a touch screen takes one seed away, and the tap that ends it adds none', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore&mode=edit', PHONE, { hasTouch: true });
  await page.$eval('[data-pit="d1"] .hole', (el) => {
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
  });
  await page.waitForTimeout(700);
  await page.$eval('[data-pit="d1"] .hole', (el) => {
    el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' }));
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  assert.equal(await countOf(page, 'd1'), 5, 'six less one');
  // A short tap adds one.
  await page.tap('[data-pit="d1"]');
  assert.equal(await countOf(page, 'd1'), 6);
  await page.close();
});

test('the editor opens on a game as it stands, and editing has no long task', async () => {
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=21&speed=instant');
  await page.click('[data-pit="a1"]');
  await settled(page);
  const now = await counts(page);
  await page.click('[data-action="edit-position"]');
  await page.waitForSelector('[data-game][data-mode="edit"]');
  assert.deepEqual(await counts(page), now);
  // After the page's warm-up (its first runs of a move's code are not the editor's).
  await page.waitForSelector('html[data-warm="done"]', { state: 'attached' });
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask' });
  });
  for (const pit of ['a1', 'b1', 'c1', 'u4', 't4']) {
    await page.click(`[data-pit="${pit}"]`);
    await page.click(`[data-pit="${pit}"]`, { modifiers: ['Shift'] });
  }
  await page.click('[data-action="clear"]');
  await page.click('[data-action="opening"]');
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate(() => window.longTasks), [], 'no task over 50 ms');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('screenshots: the editor on phone and desktop, in English, Turkish and Azerbaijani', async () => {
  const refused = encodeURIComponent(JSON.stringify({ rows: [[3, 3, 3, 3, 3, 3], [20, 3, 3, 3, 3, 3]] }));
  for (const lang of ['en', 'tr', 'az']) {
    for (const [name, viewport] of [['desktop', undefined], ['phone', PHONE]]) {
      const page = await open(env.browser, env.server.url, `?game=gore&mode=edit&lang=${lang}`, viewport);
      await page.click('[data-pit="b2"]');
      await screenshot(page, `editor-${name}-${lang}`);
      await page.close();
    }
    const bad = await open(env.browser, env.server.url, `?game=urim&mode=edit&lang=${lang}&position=${refused}`);
    // A refused URL position opens the opening, said so; typing 20 shows the fault.
    await bad.click('[data-pit="a1"]');
    await bad.fill('[data-option="pit-count"]', '20');
    await bad.dispatchEvent('[data-option="pit-count"]', 'change');
    assert.ok(await bad.$('[data-position-error]'));
    await screenshot(bad, `editor-refused-${lang}`);
    await bad.close();
  }
});

// The editor opened over a diagram (`mode=view`): the address says one mode
// at a time, and closing it returns to the diagram at the same ply.
test('the editor over a diagram: one mode in the address, the diagram back at its ply', async () => {
  const page = await open(env.browser, env.server.url, '?mode=view&game=urim&moves=a1+f2+b1&ply=2&speed=instant');
  assert.equal(await page.getAttribute('[data-game]', 'data-ply'), '2');
  await page.click('[data-action="edit-position"]');
  await page.waitForSelector('[data-game][data-mode="edit"]');
  assert.equal(new URL(await address(page)).searchParams.getAll('mode').join(','), 'edit');
  await page.click('[data-action="close-editor"]');
  await page.waitForFunction(() => !document.querySelector('[data-game]').hasAttribute('data-mode'));
  assert.equal(new URL(await address(page)).searchParams.getAll('mode').join(','), 'view');
  assert.equal(await page.getAttribute('[data-game]', 'data-ply'), '2');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Issue 26, point 3: a board drawn anew once the page is on screen (the
// editor opened, the game back) comes with every pit's element and hooks at
// once and their insides a slice a frame; what lies under it (the editor's
// checks, the game's hints and move list) a frame later.
test('a board drawn anew: every pit at once, their insides a slice a frame, the rest after', async () => {
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=21&speed=instant', PHONE);
  await page.waitForSelector('html[data-warm="done"]', { state: 'attached' });
  // Every batch of changes to the page, as the page made it: how many pits
  // have hooks, how many have their hole drawn, whether the checks are there.
  const watch = () => page.evaluate(() => {
    window.batches = [];
    new MutationObserver(() => {
      window.batches.push({
        pits: document.querySelectorAll('[data-pit]').length,
        holes: document.querySelectorAll('[data-pit] .hole').length,
        checks: !!document.querySelector('[data-seed-total]'),
        hints: !!document.querySelector('[data-sowing-hint]'),
      });
    }).observe(document.body, { subtree: true, childList: true });
  });
  await watch();
  await page.click('[data-action="edit-position"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-pit] .hole').length === 84
    && document.querySelector('[data-seed-total]'));
  let seen = await page.evaluate(() => window.batches);
  // While the old board went and the new one came, never part of a board's hooks.
  assert.deepEqual([...new Set(seen.map((b) => b.pits))].filter((n) => n !== 0 && n !== 84), []);
  const firstNew = seen.find((b) => b.pits === 84 && b.holes < 84);
  assert.ok(firstNew, `the new board's first frame draws some insides only: ${JSON.stringify(seen)}`);
  assert.equal(firstNew.holes, 12, 'the first slice');
  assert.equal(firstNew.checks, false, 'the checks come after the board is painted');
  // The opening as it was (T3): two stones in each outer row's pit (rows 1
  // and 4), the inner rows empty, all 84 read at once.
  const now = await counts(page);
  assert.equal(Object.keys(now).length, 84);
  assert.deepEqual(now, Object.fromEntries(Object.keys(now).map((p) => [p, /[14]$/.test(p) ? 2 : 0])));
  // Back to the game: the same, and the hints after the board.
  await watch();
  await page.click('[data-action="close-editor"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-pit] .hole').length === 84
    && document.querySelector('[data-sowing-hint]'));
  seen = await page.evaluate(() => window.batches);
  assert.deepEqual([...new Set(seen.map((b) => b.pits))].filter((n) => n !== 0 && n !== 84), []);
  const back = seen.find((b) => b.pits === 84 && b.holes < 84);
  assert.ok(back && !back.hints, `the game's board first, its hints after: ${JSON.stringify(seen)}`);
  // The focus, lost with the editor's button, back in the game once the
  // board is painted (`app::focus`), never left on <body>.
  await page.waitForFunction(() => document.activeElement?.closest('[data-game]'), null, { timeout: 2000 });
  assert.equal(await page.evaluate(() => document.activeElement.dataset.pit), 'a1', "South's first pit that can be chosen");
  assert.deepEqual(page.problems, []);
  await page.close();
});

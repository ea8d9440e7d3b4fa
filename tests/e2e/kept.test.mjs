// A game in progress is never lost to one stray tap (issue 14): another game
// card, an option change or "New game" keep it, and it comes back whole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, cli, assertSameAsCli, settled, screenshot } from './harness.mjs';

const env = withBrowser(before, after);

test('another game card keeps the game; choosing it again brings it back', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore&speed=instant&north=human');
  for (const pit of ['a1', 'a2', 'b1']) {
    await page.click(`[data-pit="${pit}"]`);
    await settled(page);
  }
  await page.click('[data-pick-game="urim"]');
  await assertSameAsCli(assert, page, cli('urim', [], []), 'Urim starts afresh');
  assert.equal(
    await page.textContent('.message'),
    'Your game of Goré (3 moves) is kept: choose Goré again to go back to it.',
  );
  await page.click('[data-pit="a1"]');
  await settled(page);
  await page.click('[data-pick-game="gore"]');
  await assertSameAsCli(assert, page, cli('gore', [], ['a1', 'a2', 'b1']), 'Goré as it was left');
  assert.equal(await page.$$eval('[data-turn]', (t) => t.length), 3);
  assert.equal(await page.textContent('.message'), 'Your game is back as you left it.');
  // Its undo history came back with it.
  await page.click('[data-action="undo"]');
  await assertSameAsCli(assert, page, cli('gore', [], ['a1', 'a2']), 'undo after the return');
  // And the Urim game left meanwhile is kept the same way.
  await page.click('[data-pick-game="urim"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['a1']), 'Urim as it was left');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('New game keeps the game in progress; "Back to my game" returns to it', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant&north=human', { width: 390, height: 844 });
  await page.click('[data-pit="b1"]');
  await settled(page);
  assert.equal(await page.$$eval('[data-action="resume-game"]', (b) => b.length), 0, 'nothing kept yet');
  await page.click('[data-action="new-game"]');
  await assertSameAsCli(assert, page, cli('urim', [], []), 'a new game');
  assert.match(await page.textContent('.message'), /The game you left is kept/);
  await screenshot(page, 'phone-new-game-kept');
  await page.click('[data-action="resume-game"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['b1']), 'back to the game');
  // An option change keeps it too (Urim 2 × 7 is another game).
  await page.selectOption('[data-option="pits"]', '7');
  await assertSameAsCli(assert, page, cli('urim', ['pits=7'], []), '2 × 7');
  await page.selectOption('[data-option="pits"]', '6');
  await assertSameAsCli(assert, page, cli('urim', [], ['b1']), 'back to 2 × 6');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a game left in an earlier visit is found again by its game card', async () => {
  const page = await open(env.browser, env.server.url, '?game=anywoli&speed=instant&north=human');
  await page.click('[data-pit="a1"]');
  await settled(page);
  // The next visit opens on another game; Anywoli's card brings the game back.
  await page.goto(`${env.server.url}?game=gore&speed=instant&north=human`);
  await page.waitForSelector('[data-pit]');
  await page.click('[data-pick-game="anywoli"]');
  await assertSameAsCli(assert, page, cli('anywoli', [], ['a1']), 'the earlier visit\'s Anywoli');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// A link to the same game (a friend's shared position, the editor) does not
// wipe out the reader's game in progress: the page keeps it ("Back to my
// game"), and storage keeps it until the new game's first move (the editor's
// fresh board here wrote nothing over it, or the link's page after it could
// not have found it).
/** A page on Urim with b1 and a2 played (and so saved). */
async function urimInProgress() {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant&north=human');
  for (const pit of ['b1', 'a2']) {
    await page.click(`[data-pit="${pit}"]`);
    await settled(page);
  }
  return page;
}

test('a link or the editor opened on the same game keeps the saved game in progress', async () => {
  const page = await urimInProgress();
  // The editor opens as asked (not the saved game), on the opening.
  await page.goto(`${env.server.url}?game=urim&mode=edit&speed=instant&north=human`);
  await page.waitForSelector('[data-game][data-mode="edit"]');
  const opening = cli('urim', [], []);
  assert.equal(JSON.parse(await page.textContent('[data-position]')).rows.flat().join(','),
    opening.rows.flat().join(','), 'the editor on the opening');
  // A friend's link: their moves, and the reader's own game one click away.
  await page.goto(`${env.server.url}?game=urim&moves=c1&speed=instant&north=human`);
  await page.waitForSelector('[data-pit]');
  await assertSameAsCli(assert, page, cli('urim', [], ['c1']), 'the link\'s game');
  await page.click('[data-action="resume-game"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['b1', 'a2']), 'the reader\'s game back');
  // Back on the board, it is the save again: a reload resumes it.
  await page.goto(`${env.server.url}?speed=instant&north=human`);
  await page.waitForSelector('[data-pit]');
  await assertSameAsCli(assert, page, cli('urim', [], ['b1', 'a2']), 'still saved');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// A game set aside outlives the tab: after a link's game of the same game is
// played on (so it is the save now), a later visit still brings the older
// game back with "Back to my game".
test('a game set aside by a link of the same game is still there on the next visit', async () => {
  const page = await urimInProgress();
  await page.goto(`${env.server.url}?game=urim&moves=c1&speed=instant&north=human`);
  await page.waitForSelector('[data-pit]');
  await page.click('[data-pit="b2"]');
  await settled(page);
  await page.goto(`${env.server.url}?speed=instant&north=human`);
  await page.waitForSelector('[data-pit]');
  await assertSameAsCli(assert, page, cli('urim', [], ['c1', 'b2']), 'the link\'s game, played on, resumed');
  await page.click('[data-action="resume-game"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['b1', 'a2']), 'the older game back');
  // And the other way round on the visit after: the link's game is the one kept.
  await page.goto(`${env.server.url}?speed=instant&north=human`);
  await page.waitForSelector('[data-pit]');
  await assertSameAsCli(assert, page, cli('urim', [], ['b1', 'a2']), 'resumed');
  await page.click('[data-action="resume-game"]');
  await assertSameAsCli(assert, page, cli('urim', [], ['c1', 'b2']), 'the link\'s game back');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Playing by keyboard alone (Tab, Shift+Tab, arrows, Enter, Space; never a
// click), the focus checked after every input (never left on <body>), and the
// polite live region's sentence after each input, worked out by hand from
// docs/rules/. Each game ends compared with `mancala apply`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, screenshot, cli, pageState, assertSameAsCli, settled } from './harness.mjs';

const env = withBrowser(before, after);

/** What has the focus: a pit's name, a button's action, or the tag. */
async function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    return a.dataset?.pit ?? (a.dataset?.action ? `button:${a.dataset.action}` : a.tagName.toLowerCase());
  });
}

/** Where the focus is once it has gone to `want`, or after two seconds if it
 * never does: a fold focuses its first control a task after it opens
 * (`app::folds`, issue 26), not inside the key's own task. */
async function focusSettles(page, want) {
  for (let i = 0; i < 40 && (await focused(page)) !== want; i++) await page.waitForTimeout(50);
  return focused(page);
}

/** Presses Tab (or Shift+Tab) until `want` has the focus (at most 60 times). */
async function tabTo(page, want, back = false) {
  for (let i = 0; i < 60; i++) {
    if ((await focused(page)) === want) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`never reached ${want} with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Presses `key`, lets any sowing finish, and checks where the focus went. */
async function press(page, key, focusAfter, what) {
  await page.keyboard.press(key);
  await settled(page);
  const now = await focused(page);
  assert.notEqual(now, 'body', `${what}: focus lost`);
  if (focusAfter) assert.equal(now, focusAfter, `${what}: focus`);
}

/** The live region's words. */
async function said(page) {
  return (await page.locator('[data-narration]').textContent()).trim();
}

test('Goré to its end by keys alone, with a trade offered and accepted', async () => {
  // A position near the end (the whole game from here): South offers d1 for
  // 6 of North's 21 cows, North accepts (d1 holds 1 + 6) and sows it: d2, c2,
  // b2, a2, a1, b1, c1, the last making 3 in South's own c1. South sows c1 (3):
  // d1, d2, c2; c2 makes 2 (G9), the chain takes d2 (4) behind and b2 (2)
  // ahead (G10); every pit then holds under 3 (G12), swept (G13): 31 to 17.
  const position = JSON.stringify({ rows: [[0, 1, 0, 2], [1, 0, 2, 1]], captured: { S: 20, N: 21 } });
  const page = await open(env.browser, env.server.url, `?game=gore&speed=instant&position=${encodeURIComponent(position)}`);
  assert.equal(await said(page), '', 'nothing told before the first input');

  await tabTo(page, 'button:offer');
  // The offer button goes; the focus goes to the board to choose pits (every
  // own pit may be chosen, a1 first).
  await press(page, 'Enter', 'a1', 'offer started');
  for (const p of ['b1', 'c1', 'd1']) await press(page, 'ArrowRight', p, `right to ${p}`);
  await press(page, 'ArrowRight', 'd1', 'the row ends at d1');
  await press(page, 'Space', 'd1', 'd1 chosen');
  assert.equal(await page.locator('[data-pit="d1"]').getAttribute('aria-pressed'), 'true');
  await tabTo(page, 'button:confirm-offer', true);
  // North must answer: no pit to choose, the first decision button.
  await press(page, 'Enter', 'button:accept', 'offer made');
  assert.equal(await said(page), 'South offered d1.');
  await assertSameAsCli(assert, page, cli('gore', [], ['offer=d1'], position), 'offer made');
  await screenshot(page, 'keyboard-gore-accept-focused');

  // North moves next (G6): the focus goes back to d1, now North's.
  await press(page, 'Enter', 'd1', 'accepted');
  assert.equal(await said(page), 'North accepted the offer, paid 6 into d1.');
  await press(page, 'Enter', 'a1', 'North sowed d1');
  assert.equal(await said(page), 'North sowed d1.');
  await screenshot(page, 'keyboard-gore-pit-focused');

  await press(page, 'ArrowRight', 'b1', 'to b1');
  await press(page, 'ArrowRight', 'c1', 'to c1');
  // Over: nothing to choose, the focus stays on the pit sown.
  await press(page, 'Enter', 'c1', 'South sowed c1');
  assert.equal(await said(page), 'South sowed c1, captured 2 from c2, 2 from b2, 4 from d2, game over.');
  const tokens = ['offer=d1', 'accept', 'd1', 'c1'];
  const end = cli('gore', [], tokens, position);
  assert.deepEqual(end.result.score, { S: 31, N: 17 });
  await assertSameAsCli(assert, page, end, 'game over');
  assert.equal(await page.locator('[data-result]').getAttribute('data-winner'), 'S');

  // R reads the board: d1 is North's since the trade.
  await page.keyboard.press('r');
  assert.equal(await said(page),
    'South: a1 0, b1 0, c1 0; North: d1 0, a2 0, b2 0, c2 0, d2 0; captured cows: South 31, North 17.');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Tsoro head choice and bonus picks by keys alone, the board turned', async () => {
  // At normal speed: nothing is told while the sowing plays, once at its end.
  // a1 (2): b1, c1; c1 held 3: relay to d1, e1, f1, an occupied head (T6).
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=6&speed=fast');
  await tabTo(page, 'a1');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-game][data-animating="true"]');
  assert.equal(await said(page), '', 'silent during the sowing');
  await settled(page);
  assert.notEqual(await focused(page), 'body');
  // Stop and continue are the decision buttons; the focus is on the first.
  assert.match(await focused(page), /^button:(stop|continue)$/);
  assert.equal(await said(page), 'South sowed a1, 2 laps, reached the head f1, which holds 3.');
  await tabTo(page, 'button:continue');
  await press(page, 'Enter', null, 'continued');
  // f1 (3): a2's ring goes on: the sentence names the head and the laps.
  assert.match(await said(page), /^South went on from the head f1/);
  await assertSameAsCli(assert, page, cli('tsoro', ['columns=6'], ['a1', 'continue']), 'continued');
  await page.close();

  // North at the bottom (flip=1): a1 is drawn top right, so → goes towards a;
  // in the dark theme (the screenshot shows its focus ring).
  // e1 (2) sows f1, f2: f2 was empty, f3 opposite holds 3: captured (T9),
  // then two bonus picks (T10) among c3, d4, e4.
  const position = JSON.stringify({
    rows: [[2, 2, 0, 1, 1, 0], [0, 0, 3, 0, 0, 3], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 2, 0]],
  });
  const p2 = await open(env.browser, env.server.url,
    `?game=tsoro&columns=6&speed=instant&flip=1&theme=dark&position=${encodeURIComponent(position)}`);
  await tabTo(p2, 'e1');
  // The first pick in sowing order is c3 (North's ring starts at a3).
  await press(p2, 'Enter', 'c3', 'e1 sown');
  assert.equal(await said(p2), 'South sowed e1, captured 3 from f3.');
  await press(p2, 'Enter', 'e4', 'c3 picked');
  assert.equal(await said(p2), 'South took 3 from c3 as a bonus pick.');
  await press(p2, 'ArrowRight', 'd4', 'turned: d4 is right of e4');
  await screenshot(p2, 'keyboard-tsoro-flipped-pick');
  await press(p2, 'Enter', null, 'd4 picked');
  assert.equal(await said(p2), 'South took 1 from d4 as a bonus pick.');
  await assertSameAsCli(assert, p2, cli('tsoro', ['columns=6'], ['e1', 'c3', 'd4'], position), 'picks made');
  assert.equal((await pageState(p2)).toMove, 'N');
  assert.deepEqual(p2.problems, []);
  await p2.close();
});

test('pass, undo, redo, hint and new game by keys; the computer\'s moves told too', async () => {
  // South owns no cows: pass (G4), or offer a pit, which North's 6 captured
  // cows would buy (G5), so the page does not pass by itself (it does only
  // when a pass is all there is: result.test.mjs); afterwards North's pits
  // may be sown, d2 first in sowing order.
  const position = JSON.stringify({ rows: [[1, 3, 1, 1], [0, 0, 0, 0]], captured: { S: 36, N: 6 } });
  const page = await open(env.browser, env.server.url, `?game=gore&speed=instant&position=${encodeURIComponent(position)}`);
  await tabTo(page, 'button:pass');
  await press(page, 'Enter', 'd2', 'passed');
  assert.equal(await said(page), 'South passed.');
  // Undo leaves nothing to undo: its button is disabled, the focus goes to
  // the decision left, pass; redo likewise back to North's d2.
  await tabTo(page, 'button:undo', true);
  await press(page, 'Enter', 'button:pass', 'undone');
  await assertSameAsCli(assert, page, cli('gore', [], [], position), 'undone');
  assert.equal(await said(page), 'Taken back: South to move.', 'an undo is told as one');
  await tabTo(page, 'button:redo');
  await press(page, 'Enter', 'd2', 'redone');
  await assertSameAsCli(assert, page, cli('gore', [], ['pass'], position), 'redone');
  assert.equal(await said(page), 'Played again: South passed.', 'a redo too');
  await tabTo(page, 'button:hint', true);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-hint="true"]');
  assert.notEqual(await focused(page), 'body', 'hint: focus kept');
  // New game is in the "More" menu: opened by its button, the focus on its
  // first choice; chosen, the menu closes and the focus is back on "More".
  await tabTo(page, 'button:more');
  await page.keyboard.press('Enter');
  assert.equal(await focusSettles(page, 'button:new-game'), 'button:new-game', 'the menu opens on its first choice');
  await press(page, 'Enter', 'button:more', 'new game');
  await assertSameAsCli(assert, page, cli('gore', [], []), 'a new game');
  assert.deepEqual(page.problems, []);
  await page.close();

  // Against the computer: its input is told like a human's, and the focus
  // comes back to a pit South may sow.
  const p2 = await open(env.browser, env.server.url, '?game=urim&speed=instant&north=beginner');
  await tabTo(p2, 'a1');
  await p2.keyboard.press('Enter');
  await p2.waitForSelector('[data-game][data-to-move="S"][data-thinking="false"]');
  await settled(p2);
  assert.match(await said(p2), /^North sowed [a-f]2[,.]/);
  const legal = (await pageState(p2)).legal;
  assert.ok(legal.includes(await focused(p2)), 'focus on a legal pit after the computer');
  assert.deepEqual(p2.problems, []);
  await p2.close();
});

// The move list (issue 14): it follows the newest turn inside its own box,
// notes what each turn did, and a click on a turn shows the board after it
// (read-only) until "Back to the game". Also the Goré offer button from the
// start with its reason, Tsoro's head buttons by consequence, and Tsoro's
// first board from the picker. Expected values worked out by hand from
// docs/rules/*.md or taken from `mancala apply`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  withBrowser, open, screenshot, cli, counts, expectedCounts, settled,
} from './harness.mjs';

const env = withBrowser(before, after);
const phone = { width: 390, height: 844 };

/** Whether the newest entry lies inside the list's visible box (run in the page). */
function newestShown() {
  const box = document.querySelector('[data-move-list] ol').getBoundingClientRect();
  const items = document.querySelectorAll('[data-move-list] [data-turn]');
  const last = items[items.length - 1].getBoundingClientRect();
  return last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
}

/** Whether the newest entry comes into the list's view within `ms`: the
 * page scrolls the box at the frame after it draws a turn. */
const newestComesIntoView = (page, ms = 5_000) => page.waitForFunction(newestShown, null, { timeout: ms })
  .then(() => true, () => false);

/** Two of the page's frames gone by: a scroll the page would make after
 * drawing a turn has been made. */
const twoFrames = (page) => page.evaluate(() => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(() => done()));
}));

const turnCount = (page) => page.$$eval('[data-move-list] [data-turn]', (els) => els.length);

async function waitTurns(page, n) {
  await page.waitForFunction((k) => document.querySelectorAll('[data-move-list] [data-turn]').length >= k,
    n, { timeout: 60_000 });
}

for (const [name, viewport] of [['desktop', undefined], ['phone', phone]]) {
  test(`${name}: after 40 turns between two computers the newest is in the list's view, the page unmoved`, async () => {
    const page = await open(env.browser, env.server.url, '?game=urim&south=easy&north=easy&speed=instant', viewport);
    await waitTurns(page, 40);
    // A DOM click: Playwright's own would scroll the page to the button,
    // and this test is about the page never scrolling by itself.
    await page.$eval('button[data-action="pause"]', (b) => b.click());
    await page.waitForSelector('[data-game][data-thinking="false"]');
    await settled(page);
    assert.ok(await turnCount(page) >= 40);
    assert.ok(await newestComesIntoView(page), 'the newest turn is inside the list box');
    // The list's own box scrolled, not the page: a phone reader stays put.
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page itself did not scroll');
    const scrolled = await page.$eval('[data-move-list] ol', (ol) => ol.scrollTop);
    assert.ok(scrolled > 0, 'the list box scrolled to its end');

    // A reader who scrolled up to an old turn is not pulled back down.
    await page.$eval('[data-move-list] ol', (ol) => { ol.scrollTop = 0; ol.dispatchEvent(new Event('scroll')); });
    const n = await turnCount(page);
    await page.$eval('button[data-action="step"]', (b) => b.click());
    await waitTurns(page, n + 1);
    await twoFrames(page);
    assert.equal(await page.$eval('[data-move-list] ol', (ol) => ol.scrollTop), 0, 'left where the reader was');
    // Back at the end, it follows again.
    await page.$eval('[data-move-list] ol', (ol) => { ol.scrollTop = ol.scrollHeight; ol.dispatchEvent(new Event('scroll')); });
    await page.$eval('button[data-action="step"]', (b) => b.click());
    await waitTurns(page, n + 2);
    await settled(page);
    assert.ok(await newestComesIntoView(page), 'following again');
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

// Goré (ring a1 b1 c1 d1 d2 c2 b2 a2): d1 (2) into d2 (3 -> 4) and c2 (1 -> 2):
// c2 captured (G9), then backwards d2's 4 (G10). North then sows a2 (3).
const chain = { rows: [[3, 3, 1, 3], [3, 3, 3, 2]], captured: { S: 14, N: 13 } };
const chainQuery = `?game=gore&speed=instant&position=${encodeURIComponent(JSON.stringify(chain))}`
  + `&moves=${encodeURIComponent('d1 a2')}`;

test('an entry notes its capture; clicking it shows the board after that turn, read-only, until Back', async () => {
  const page = await open(env.browser, env.server.url, chainQuery);
  const note = await page.textContent('[data-turn="1"] [data-note]');
  assert.equal(note, 'South captures 2 from c2, 4 from d2');
  assert.equal(await page.textContent('[data-turn="1"] code'), 'd1');
  const now = await counts(page);
  assert.deepEqual(now, expectedCounts(cli('gore', [], ['d1', 'a2'], JSON.stringify(chain))));

  await page.click('[data-turn="1"] button');
  await page.waitForSelector('[data-game][data-preview-turn="1"]');
  const after1 = expectedCounts(cli('gore', [], ['d1'], JSON.stringify(chain)));
  assert.deepEqual(await counts(page), after1);
  // By hand: d1, c2 and d2 emptied; a2 still holds its 3.
  assert.deepEqual([after1.d1, after1.c2, after1.d2, after1.a2], [0, 0, 0, 3]);
  // Marked: the pit sown from and the pits captured.
  assert.match(await page.getAttribute('[data-pit="d1"]', 'class'), /mark-lift/);
  assert.match(await page.getAttribute('[data-pit="c2"]', 'class'), /mark-take/);
  // Nothing can be played meanwhile.
  assert.equal(await page.$$eval('[data-pit][data-legal="true"]', (e) => e.length), 0);
  await page.click('[data-pit="a1"]', { force: true });
  assert.deepEqual(await counts(page), after1, 'a click on a pit plays nothing');
  // By hand: North's a2 (3) then reached c1 (4), captured with b1 and a1
  // (G9, G10): South has nothing to sow and must pass (G4), but not now.
  assert.equal(await page.isDisabled('button[data-action="pass"]'), true);
  assert.match(await page.textContent('[data-preview-bar]'), /turn 1/);
  await screenshot(page, 'moves-preview-desktop-en');

  await page.click('button[data-action="back-to-game"]');
  await page.waitForSelector('[data-game]:not([data-preview-turn])');
  assert.deepEqual(await counts(page), now, 'back to the current counts');
  assert.equal(await page.isDisabled('button[data-action="pass"]'), false, 'the game goes on');

  // By keys: Enter on an entry looks back, Escape returns.
  await page.focus('[data-turn="2"] button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-game][data-preview-turn="2"]');
  assert.deepEqual(await counts(page), now, 'turn 2 is the last: its board is the current one');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-game]:not([data-preview-turn])');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a computer move ends the look-back', async () => {
  // Urim: every turn is one input, so one step adds one turn.
  const page = await open(env.browser, env.server.url, '?game=urim&south=easy&north=easy&speed=instant');
  await waitTurns(page, 2);
  await page.click('button[data-action="pause"]');
  await page.waitForSelector('[data-game][data-thinking="false"]');
  await settled(page);
  const n = await turnCount(page);
  await page.click('[data-turn="1"] button');
  await page.waitForSelector('[data-game][data-preview-turn="1"]');
  // One decision of the computer while South looks back: the game goes on
  // and the board returns to it.
  await page.click('button[data-action="step"]');
  await waitTurns(page, n + 1);
  await page.waitForSelector('[data-game]:not([data-preview-turn])');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Goré: the offer button is there from the start, disabled, with its reason in words', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore&speed=instant');
  const offer = page.locator('button[data-action="offer"]');
  assert.equal(await offer.count(), 1);
  assert.equal(await offer.isDisabled(), true);
  const reason = page.locator('[data-offer-reason]');
  assert.equal(await reason.isVisible(), true);
  // North holds nothing yet and one pit costs 6 (G5, G7).
  assert.equal(await reason.textContent(),
    'No trade now: North holds 0 captured cows, a trade needs at least 6 (G5)');
  await screenshot(page, 'moves-offer-reason-desktop-en');
  await page.close();
});

test('Tsoro: the head buttons say what they do, and the choice is in the move list', async () => {
  // 4 x 6: a1 (2) into b1, c1; c1 (3) relays into d1, e1, f1: the head f1 holds 3 (T5, T6).
  const page = await open(env.browser, env.server.url, '?game=tsoro&columns=6&speed=instant');
  await page.click('[data-pit="a1"]');
  await settled(page);
  assert.equal(await page.textContent('button[data-action="continue"]'), 'Keep sowing: lift 3 from f1');
  assert.equal(await page.textContent('button[data-action="stop"]'), 'End my turn here');
  await page.click('button[data-action="continue"]');
  await settled(page);
  assert.equal(await page.textContent('[data-turn="1"] code'), 'a1, keep sowing from the head f1');
  assert.equal(await page.getAttribute('[data-turn="1"] code', 'data-tokens'), 'a1 continue');
  assert.equal(await page.textContent('[data-turn="1"] [data-note]'), '2 laps; continues from f1');
  await page.close();
});

test('Tsoro from the picker opens 8 columns; the menu marks 21 as traditional', async () => {
  for (const [lang, word] of [['en', 'traditional'], ['tr', 'geleneksel'], ['az', 'ənənəvi']]) {
    const page = await open(env.browser, env.server.url, `?game=gore&speed=instant&lang=${lang}`);
    await page.click('[data-pick-game="tsoro"]');
    await page.waitForSelector('[data-game="tsoro"]');
    assert.equal(await page.$eval('[data-option="columns"]', (s) => s.value), '8');
    assert.equal(await page.$$eval('[data-pit]', (e) => e.length), 32);
    assert.equal(await page.textContent('[data-option="columns"] option[value="21"]'), `21 (${word})`);
    // Its own card again keeps the game and its size.
    await page.click('[data-pit="a1"]');
    await settled(page);
    await page.click('[data-pick-game="tsoro"]');
    assert.equal(await turnCount(page), 1);
    assert.equal(await page.$eval('[data-option="columns"]', (s) => s.value), '8');
    await page.close();
  }
  // A link without columns keeps the contract's 21.
  const page = await open(env.browser, env.server.url, '?game=tsoro&speed=instant');
  assert.equal(await page.$$eval('[data-pit]', (e) => e.length), 84);
  assert.equal(await page.$eval('[data-option="columns"]', (s) => s.value), '21');
  await page.close();
});

test('screenshots: the move list with notes and a look-back, phone and desktop, en/tr/az', async () => {
  // A Goré game with a trade and captures: South offers a1 (6), North accepts
  // and sows it (9), then two computers' worth of plain moves.
  const trade = { rows: [[3, 3, 3, 3], [3, 3, 3, 3]], captured: { S: 12, N: 12 } };
  const tokens = ['offer=a1', 'accept', 'a1', 'b1', 'd2', 'c1'];
  cli('gore', [], tokens, JSON.stringify(trade)); // the inputs are legal
  const q = `?game=gore&speed=instant&position=${encodeURIComponent(JSON.stringify(trade))}`
    + `&moves=${encodeURIComponent(tokens.join(' '))}`;
  for (const lang of ['en', 'tr', 'az']) {
    for (const [name, viewport] of [['desktop', undefined], ['phone', phone]]) {
      const page = await open(env.browser, env.server.url, `${q}&lang=${lang}`, viewport);
      assert.ok((await page.$$eval('[data-note]', (e) => e.length)) >= 2);
      await screenshot(page, `moves-list-${name}-${lang}`);
      await page.click('[data-turn="2"] button');
      await page.waitForSelector('[data-game][data-preview-turn="2"]');
      await screenshot(page, `moves-preview-${name}-${lang}`);
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  }
});

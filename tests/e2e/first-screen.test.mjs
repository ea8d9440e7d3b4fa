// Issue 24: the reader from a wiki, on a phone. On arrival the whole board
// and the status line are in the first screen, for every game, at a phone's
// two ways up, a tablet and a desktop; after a game card, from a shared
// link, and after turning the phone mid-game. Nothing is wider than the
// screen at 360 px, for any game, language or mode. The folded settings and
// "More" menu open and close as a reader expects (Escape, Back).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, settled, address } from './harness.mjs';
import { GAMES } from './games.mjs';

const env = withBrowser(before, after);
const SIZES = [[390, 844], [844, 390], [768, 1024], [1280, 800]];

/** Every pit's box and the status line's, against the window. */
async function firstScreen(page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('[data-pit]')].map((p) => p.getBoundingClientRect());
    const status = document.querySelector('[data-prompt]').getBoundingClientRect();
    return {
      top: Math.min(...boxes.map((r) => r.top), status.top),
      bottom: Math.max(...boxes.map((r) => r.bottom), status.bottom),
      left: Math.min(...boxes.map((r) => r.left)),
      right: Math.max(...boxes.map((r) => r.right)),
      pits: boxes.length,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

function inView(s, [w, h], what) {
  assert.ok(s.pits > 0, `${what}: no pits`);
  assert.ok(s.top >= 0 && s.bottom <= h, `${what}: board and status from ${s.top} to ${s.bottom} px, window ${h} px`);
  assert.ok(s.left >= 0 && s.right <= w, `${what}: board from ${s.left} to ${s.right} px, window ${w} px`);
  assert.ok(s.scrollWidth <= w, `${what}: page ${s.scrollWidth} px wide in ${w}`);
}

for (const g of GAMES) {
  test(`${g}: the whole board and the status in the first screen, at every size`, async () => {
    for (const size of SIZES) {
      const [width, height] = size;
      const page = await open(env.browser, env.server.url, `?game=${g}&speed=instant`, { width, height }, { defaultSeats: true });
      inView(await firstScreen(page), size, `${g} at ${width}×${height}, a plain link`);
      // A shared link with a move played, in Turkish (longer words).
      const moved = await page.$eval('[data-pit][data-legal="true"]', (p) => p.dataset.pit);
      await page.goto(`${env.server.url}?game=${g}&speed=instant&lang=tr&moves=${moved}`);
      await page.waitForSelector('[data-game] [data-pit]');
      inView(await firstScreen(page), size, `${g} at ${width}×${height}, a shared link`);
      await page.close();
    }
  });
}

test('a game card, and a phone turned mid-game, keep the board in the first screen', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant', { width: 390, height: 844 }, { defaultSeats: true });
  for (const g of GAMES) {
    await page.click('[data-action="settings"]');
    await page.click(`[data-pick-game="${g}"]`);
    // The settings close on another game: its board, at once.
    assert.equal(await page.isHidden('[data-fold="settings"]'), true);
    inView(await firstScreen(page), [390, 844], `${g} after its game card`);
  }
  await page.click('[data-pit][data-legal="true"]');
  await settled(page);
  await page.setViewportSize({ width: 844, height: 390 });
  await page.waitForTimeout(200);
  inView(await firstScreen(page), [844, 390], 'tsoro turned on its side');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  inView(await firstScreen(page), [390, 844], 'tsoro turned back');
  assert.deepEqual(page.problems, []);
});

test('nothing is wider than a 360 px screen, in any game, language or mode', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim', { width: 360, height: 740 }, { defaultSeats: true });
  const wide = [];
  for (const g of GAMES) {
    for (const lang of ['en', 'tr', 'az', 'sw', 'fr', 'pt']) {
      for (const mode of ['', '&mode=edit', '&mode=learn', '&mode=puzzle', '&mode=view&moves=']) {
        await page.goto(`${env.server.url}?game=${g}&lang=${lang}${mode}`);
        await page.waitForSelector('[data-game] [data-pit]');
        // The settings open too: Anywoli's options were 485 px wide.
        if (await page.$('[data-action="settings"]')) await page.click('[data-action="settings"]');
        const w = await page.evaluate(() => document.documentElement.scrollWidth);
        if (w > 360) wide.push(`${g} ${lang}${mode}: ${w} px`);
      }
    }
  }
  assert.deepEqual(wide, []);
});

test('the settings and the menu: focus in, Escape and Back close them, focus back', async () => {
  const page = await open(env.browser, env.server.url, '?game=gore', { width: 390, height: 844 }, { defaultSeats: true });
  const before = await address(page);
  assert.equal(await page.isHidden('[data-pick-game="urim"]'), true, 'folded on arrival');
  await page.click('[data-action="settings"]');
  assert.equal(await page.getAttribute('[data-action="settings"]', 'aria-expanded'), 'true');
  // The focus goes in a task after the click (`app::folds`: the unfolded
  // part's layout is not forced inside the click's task).
  await page.waitForFunction(() => !!document.activeElement.closest('[data-fold="settings"]'), null, { timeout: 2000 });
  assert.equal(await page.evaluate(() => document.activeElement.dataset.pickGame), 'gore', 'on the first game card');
  await page.keyboard.press('Escape');
  assert.equal(await page.isHidden('[data-fold="settings"]'), true);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'settings', 'focus back on its opener');
  // The phone's Back closes the menu instead of leaving the page.
  await page.click('[data-action="more"]');
  assert.equal(await page.isVisible('[data-action="new-game"]'), true);
  await page.goBack();
  await page.waitForSelector('[data-fold="more"][hidden]', { state: 'attached' });
  assert.equal(await address(page), before, 'still the page');
  // A choice in the menu closes it; the menu's hooks work once open.
  await page.click('[data-pit="a1"]');
  await settled(page);
  await page.click('[data-action="more"]');
  await page.click('[data-action="new-game"]');
  assert.equal(await page.isHidden('[data-fold="more"]'), true);
  assert.equal(await page.$eval('[data-game]', (g) => g.dataset.ply), '0');
  // Options changed in the settings leave them open; the address follows.
  await page.click('[data-action="settings"]');
  await page.selectOption('[data-option="speed"]', 'fast');
  assert.equal(await page.isVisible('[data-fold="settings"]'), true);
  await page.goBack();
  await page.waitForSelector('[data-fold="settings"][hidden]', { state: 'attached' });
  assert.match(await address(page), /speed=fast/, 'the address as the game is now');
  // The skip link: the board's Tab stop in two key presses.
  await page.goto(`${env.server.url}?game=gore`);
  await page.waitForSelector('[data-game] [data-pit]');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'skip-link');
  await page.keyboard.press('Enter');
  assert.ok(await page.evaluate(() => !!document.activeElement.closest('#board')), 'on the board');
  assert.deepEqual(page.problems, []);
});

test('the reader is told which side is theirs, as drawn, until their first move', async () => {
  const prompt = (p) => p.textContent('[data-prompt]');
  const phone = await open(env.browser, env.server.url, '?game=anywoli&speed=instant', { width: 390, height: 844 }, { defaultSeats: true });
  assert.ok(await phone.$('svg.board.vertical'), 'upright on a phone');
  assert.match(await prompt(phone), /^You play South: your pits are on the left\./);
  await phone.click('[data-pit][data-legal="true"]');
  await settled(phone);
  await phone.waitForSelector('[data-game][data-thinking="false"][data-to-move="S"]');
  assert.doesNotMatch(await prompt(phone), /You play/, 'said until the first move');
  await phone.close();
  const desk = await open(env.browser, env.server.url, '?game=urim&lang=tr', { width: 1280, height: 800 }, { defaultSeats: true });
  assert.match(await prompt(desk), /^Güney sensin: çukurların altta\./);
  await desk.close();
});

test('the board keeps its place when the first move is told (desktop and phone)', async () => {
  // Goré has the most above its board (the offer button and its reason).
  for (const game of ['gore', 'urim']) {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      const page = await open(env.browser, env.server.url, `?game=${game}&speed=instant`, { width, height }, { defaultSeats: true });
      const top = () => page.$eval('svg.board', (s) => s.getBoundingClientRect().top);
      const before = await top();
      await page.click('[data-pit][data-legal="true"]');
      // The computer (North) has answered: the last move is told, and the
      // reader's side is no longer.
      await page.waitForFunction(() => {
        const g = document.querySelector('[data-game]').dataset;
        return Number(g.ply) >= 2 && g.thinking === 'false' && g.animating === 'false';
      }, null, { timeout: 15000 });
      assert.ok(!(await page.textContent('[data-prompt]')).includes('You play'), 'the side words are gone');
      assert.ok(Math.abs((await top()) - before) < 1, `${game} at ${width}×${height}: the board moved from ${before} to ${await top()}`);
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  }
});

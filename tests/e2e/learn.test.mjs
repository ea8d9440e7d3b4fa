// The lessons (issue 13; contract: `?mode=learn`): each game's lesson played
// through in the browser by doing only what each step asks, with one wrong
// input first on the first step that asks for one; after every step the
// board is compared with `mancala apply` on the step's position and inputs;
// only the taught pits are legal; the end offers a game against the
// beginner; screenshots of a lesson step per game, phone and desktop; on a
// phone the words name the places of the board drawn upright (issue 24).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  withBrowser, open, screenshot, cli, settled, pageState, assertSameAsCli, give, isPit, courseFile, optionArgs,
  root,
  address,
} from './harness.mjs';
import { GAMES } from './games.mjs';

/** The board as the CLI has it; the legal pits are the lesson's, not the rules'. */
const sameBoard = (page, state, what) => assertSameAsCli(assert, page, state, what, { legal: false });

const env = withBrowser(before, after);
const PHONE = { width: 390, height: 844 };
const lesson = (game) => courseFile('learn', game);
const opts = (step) => optionArgs(step.options);

/** A catalogue's one-line `place-*` and `dir-*` words (lang/<lang>.ftl). */
function placeWords(lang) {
  const text = fs.readFileSync(path.join(root, 'lang', `${lang}.ftl`), 'utf8');
  return Object.fromEntries(text.split('\n')
    .filter((l) => /^(place|dir)-[a-z-]+ = /.test(l))
    .map((l) => l.split(' = ').map((x) => x.trim())));
}

/**
 * A lesson's words with their `{ $south-at }`… placeholders filled for the
 * board drawn so, as `ui::texts::places` fills them: lying down South is at
 * the bottom and column a on the left; upright a quarter turn clockwise;
 * flipped, every edge the opposite one.
 */
function placed(words, lang, { upright = false, flipped = false } = {}) {
  const w = placeWords(lang);
  const opposite = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };
  let [south, last] = upright ? ['left', 'bottom'] : ['bottom', 'right'];
  if (flipped) [south, last] = [opposite[south], opposite[last]];
  const edge = { south, north: opposite[south], last, first: opposite[last] };
  const way = { left: 'dir-lr', right: 'dir-rl', top: 'dir-tb', bottom: 'dir-bt' };
  return words.replace(/\{ \$([a-z]+)(?:-([a-z]+))? \}/g, (m, part, form) => {
    if (part === 'forward') return w[way[edge.first]];
    if (part === 'back') return w[way[edge.last]];
    return w[`place-${form}-${edge[part]}`] ?? m;
  });
}

/** How the page draws its board now (a lesson never turns it over). */
const drawn = async (page) => ({ upright: (await page.$('svg.board.vertical')) !== null, flipped: false });

for (const game of GAMES) {
  test(`${game}: the lesson played through by doing what each step asks (a wrong input first)`, async () => {
    const { steps } = lesson(game);
    const page = await open(env.browser, env.server.url, `?mode=learn&game=${game}&speed=fast`);
    await page.waitForSelector('[data-game][data-step]');
    assert.equal(await page.getAttribute('[data-game]', 'data-mode'), 'learn');
    let wrongTried = false;
    for (const [k, step] of steps.entries()) {
      const at = `${game} step ${k + 1}`;
      await page.waitForSelector(`[data-game][data-step="${k + 1}/${steps.length}"]`);
      await settled(page);
      // The rule taught, shown and linked to the rules panel.
      assert.ok(await page.$(`.course .course-meta [data-rule="${step.rule}"]`), `${at}: rule ${step.rule}`);
      assert.equal(await page.textContent('.course [data-say]'), placed(step.say.en, 'en'), `${at}: what to do`);
      const inputs = step.inputs ?? [];
      const start = cli(game, opts(step), step.setup ?? [], JSON.stringify(step.position));
      await sameBoard(page, start, `${at}: start`);
      if (inputs.length === 0) {
        // Only explains: nothing is legal, Next goes on.
        assert.deepEqual((await pageState(page)).legal, [], `${at}: nothing legal`);
      } else {
        const taught = inputs[0].split('|').filter(isPit).sort();
        if (taught.length > 0) {
          assert.deepEqual((await pageState(page)).legal, taught, `${at}: only the taught pits are legal`);
        }
        const other = start.legal.find((t) => isPit(t) && !inputs[0].split('|').includes(t));
        if (!wrongTried && other) {
          wrongTried = true;
          const ply = await page.getAttribute('[data-game]', 'data-ply');
          await page.click(`[data-pit="${other}"]`, { force: true });
          await page.waitForFunction((w) => document.querySelector('.message')?.textContent.includes(w),
            step.wrong.en.slice(0, 30));
          assert.equal(await page.getAttribute('[data-game]', 'data-ply'), ply, `${at}: the wrong input is not played`);
          await sameBoard(page, start, `${at}: nothing changed`);
        }
        for (const alternatives of inputs) {
          await settled(page);
          await give(page, alternatives.split('|')[0]);
        }
        await page.waitForSelector('[data-action="next-step"]');
        await settled(page);
        const tokens = [...(step.setup ?? []), ...inputs.map((a) => a.split('|')[0]), ...(step.reply ?? [])];
        await sameBoard(page, cli(game, opts(step), tokens, JSON.stringify(step.position)), `${at}: after`);
        assert.ok(await page.$('.course [data-step-done]'), `${at}: what happened is said`);
      }
      if (k === 1) {
        await screenshot(page, `learn-${game}-desktop`);
      }
      await page.click('[data-action="next-step"]');
    }
    assert.ok(wrongTried, `${game}: a wrong input was tried`);
    await page.waitForSelector('[data-game][data-lesson-done="true"]');
    await page.click('[data-action="play-beginner"]');
    await page.waitForSelector('[data-game][data-north="beginner"]');
    assert.equal(await page.getAttribute('[data-game]', 'data-mode'), null);
    const left = await address(page);
    assert.ok(!left.includes('mode=learn'), left);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

test('lessons on a phone, in the page\'s languages, and in a frame', async () => {
  // Each game in one of the languages, in turn, and each in its homeland's
  // (Goré French, Urim Portuguese, Bao Kigogo Swahili: issue 29).
  const turns = GAMES.map((g, i) => [g, ['tr', 'az', 'en'][i % 3]]);
  for (const [game, lang] of [...turns, ['gore', 'fr'], ['urim', 'pt'], ['bao-kigogo', 'sw']]) {
    const page = await open(env.browser, env.server.url, `?mode=learn&game=${game}&speed=instant&lang=${lang}`, PHONE);
    await page.waitForSelector('[data-game][data-step="1/' + lesson(game).steps.length + '"]');
    await page.click('[data-action="next-step"]');
    await page.waitForSelector('[data-game][data-step^="2/"]');
    const say = await page.textContent('.course [data-say]');
    const board = await drawn(page);
    assert.equal(say, placed(lesson(game).steps[1].say[lang], lang, board));
    await screenshot(page, `learn-${game}-phone-${lang}`);
    // The language can be changed on the page; seats and game cards are the lesson's.
    assert.equal(await page.$('[data-pick-game]'), null);
    const other = lang === 'en' ? 'tr' : 'en';
    await page.selectOption('[data-option="lang"]', other);
    await page.waitForFunction((w) => document.querySelector('.course [data-say]')?.textContent === w,
      placed(lesson(game).steps[1].say[other], other, board));
    assert.deepEqual(page.problems, []);
    await page.close();
  }
  // The rule id of a step opens the rules panel at that rule, focused.
  const rules = await open(env.browser, env.server.url, '?mode=learn&game=gore&speed=instant');
  await rules.waitForSelector('[data-game][data-step="1/' + lesson('gore').steps.length + '"]');
  const id = lesson('gore').steps[0].rule;
  await rules.click(`.course .course-meta [data-rule="${id}"]`);
  await rules.waitForSelector('[data-panel="rules"]');
  await rules.waitForFunction((r) => document.activeElement?.id === `rule-${r}`, id);
  assert.deepEqual(rules.problems, []);
  await rules.close();
  // Embedded: the lesson's panel and board fill the frame, keyboard-playable.
  const page = await open(env.browser, env.server.url, '?mode=learn&game=urim&speed=instant&embed=1', { width: 480, height: 420 });
  await page.waitForSelector('[data-embed="true"] [data-game][data-step]');
  await page.focus('[data-action="next-step"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-game][data-step^="2/"]');
  await screenshot(page, 'learn-urim-embed');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// A keyboard learner is not left on the board once a step is done: the
// focus goes to Next, Enter goes on, and the next step's taught pit has it.
test('the keyboard goes from a played step to Next and back to the board', async () => {
  const { steps } = lesson('urim');
  const page = await open(env.browser, env.server.url, '?mode=learn&game=urim&speed=instant');
  await page.waitForSelector('[data-game][data-step="1/' + steps.length + '"]');
  const active = () => page.evaluate(() => {
    const a = document.activeElement;
    return a?.getAttribute('data-pit') ?? a?.getAttribute('data-action') ?? a?.tagName;
  });
  // Step 1 only explains: Next, by keyboard.
  await page.focus('[data-action="next-step"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-game][data-step="2/' + steps.length + '"]');
  await settled(page);
  const taught = steps[1].inputs[0];
  assert.equal(await active(), taught, 'the step taught is on the board: its pit has the focus');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.course [data-step-done]');
  await settled(page);
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-action') === 'next-step');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-game][data-step="3/' + steps.length + '"]');
  await settled(page);
  await page.waitForFunction((p) => document.activeElement?.getAttribute('data-pit') === p, steps[2].inputs[0]);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Issue 24, point 5: a phone draws Anywoli's 12 columns upright, South's row
// down the left and South's store at the bottom; the lesson says so, and
// none of the lying board's "bottom row", "store on the right".
test("Anywoli's lesson on a phone names the places of the upright board", async () => {
  const page = await open(env.browser, env.server.url, '?mode=learn&game=anywoli&speed=instant', PHONE);
  await page.waitForSelector('[data-game][data-step^="1/"]');
  assert.ok(await page.$('svg.board.vertical'), 'the board is drawn upright');
  // Where the drawing puts things: a1 left of a2, a1 above l1, South's store below the pits.
  const centre = async (sel) => {
    const b = await page.locator(sel).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const [a1, a2, l1, store] = await Promise.all(
    ['[data-pit="a1"]', '[data-pit="a2"]', '[data-pit="l1"]', '[data-captured="S"]'].map(centre));
  assert.ok(a1.x < a2.x && a1.y < l1.y && store.y > l1.y, JSON.stringify({ a1, a2, l1, store }));
  const say = await page.textContent('.course [data-say]');
  assert.match(say, /Your row is the left-hand one, a1 to l1, and your store is at the bottom/);
  assert.match(say, /North owns the right-hand row and the store at the top/);
  assert.doesNotMatch(say, /bottom one|on the right|on the left|\{/);
  await page.click('[data-action="next-step"]');
  await page.waitForSelector('[data-game][data-step^="2/"]');
  const sow = await page.textContent('.course [data-say]');
  assert.match(sow, /counter-clockwise: downwards along your row/);
  assert.doesNotMatch(sow, /to the right/);
  await screenshot(page, 'learn-anywoli-phone-upright');
  assert.deepEqual(page.problems, []);
  await page.close();
  // The same words in Turkish and Azerbaijani: South's row on the left, its
  // store at the bottom, never the lying board's "alttaki" / "aşağıdakı" row.
  for (const [lang, row, store, lying] of [
    ['tr', /Senin sıran soldaki sıradır/, /ambarın da altta/, /alttaki sıra|ambarın da sağda/],
    ['az', /Sənin cərgən soldakı cərgədir/, /anbarın isə aşağıda/, /aşağıdakı cərgə|anbarın isə sağda/],
  ]) {
    const p = await open(env.browser, env.server.url, `?mode=learn&game=anywoli&speed=instant&lang=${lang}`, PHONE);
    await p.waitForFunction((l) => document.documentElement.lang === l, lang);
    const words = await p.textContent('.course [data-say]');
    assert.match(words, row);
    assert.match(words, store);
    assert.doesNotMatch(words, lying);
    assert.deepEqual(p.problems, []);
    await p.close();
  }
});

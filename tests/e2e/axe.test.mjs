// Accessibility, machine-checked: axe-core's default rules (WCAG 2.0 / 2.1 A
// and AA, colour contrast of text at 4.5:1 included, and its best practices)
// find nothing on the page, in every state a reader meets.
//
// One page per row, checked in each theme listed (the theme menu switches it
// without a reload, so one page gives both; embed and view mode have no menu
// and take `&theme=`). Every game in both themes in English; every panel,
// prompt and mode in Turkish and in Azerbaijani, in both themes somewhere.
//
// | page                                   | lang | themes       |
// |----------------------------------------|------|--------------|
// | every game (games.mjs); tsoro at       | en   | light, dark  |
// |   columns=6 and columns=8 instead      |      |              |
// | rules panel, then about panel (urim)   | tr   | light, dark  |
// | rules panel, then about panel (tsoro)  | az   | dark, light  |
// | rules panel (gore)                     | en   | dark         |
// | Goré offer being composed              | tr   | light, dark  |
// | Goré trade response                    | az   | dark, light  |
// | Tsoro head choice (columns=6, a1)      | az   | light, dark  |
// | Tsoro bonus picks                      | tr   | dark, light  |
// | result panel (Goré, finished by d1)    | en   | light, dark  |
// | result panel (Urim, match points)      | tr   | dark         |
// | result panel (Goré)                    | az   | light        |
// | embed=1 (urim)                         | az   | dark         |
// | embed=1 (tsoro head choice)            | tr   | light        |
// | embed=1 (Goré result)                  | en   | light        |
// | mode=view, urim, moves a1 f2           | tr   | light        |
// | mode=view, urim, moves a1 f2           | az   | dark         |
// | mode=view, urim, moves a1 f2           | en   | dark         |
// | a notice (bad ?position=)              | en   | dark         |
// | a lesson (gore, tsoro), a step done     | en, az | light, dark |
// | a puzzle (urim, bao-kigogo), missed     | tr, en | dark, light |
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { withBrowser, open, settled, root } from './harness.mjs';
import { GAMES } from './games.mjs';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core');
const env = withBrowser(before, after);

const withPosition = (query, position) => `${query}&position=${encodeURIComponent(JSON.stringify(position))}`;

// A pit's label names it in the page's language: the sign that its words are in.
const pitWord = { en: /^pit /, tr: /^çukur /, az: /^çuxur /, sw: /^shimo /, fr: /^trou /, pt: /^casa / };

/** Opens `query` (which names its lang) and waits for that language's words. */
async function page(query, lang) {
  const p = await open(env.browser, env.server.url, `${query}&lang=${lang}`);
  await p.waitForFunction(([l, re]) => document.documentElement.lang === l
    && new RegExp(re).test(document.querySelector('[data-pit]').getAttribute('aria-label')),
  [lang, pitWord[lang].source]);
  return p;
}

// Violations found by the test running, reported together at its end.
let found = [];

/** Runs axe on the whole document; keeps each violation's id, targets and message. */
async function check(p, what) {
  await settled(p);
  if (!(await p.evaluate(() => 'axe' in window))) await p.addScriptTag({ path: axePath });
  const violations = await p.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), message: n.failureSummary })) })));
  const report = violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.slice(0, 5)
    .map((n) => `    ${n.target}: ${n.message.replace(/\s*\n\s*/g, ' ')}`).join('\n')}${v.nodes.length > 5 ? `\n    … ${v.nodes.length} elements` : ''}`);
  if (report.length) found.push(`${what}:\n  ${report.join('\n  ')}`);
}

/** A test that fails at its end with every violation it found. */
function axeTest(name, body) {
  test(name, async () => {
    found = [];
    await body();
    assert.equal(found.length, 0, `axe violations:\n${found.join('\n')}`);
  });
}

/** Checks the page in its theme, then in the other one, chosen in the menu. */
async function bothThemes(p, what, first = 'light') {
  const second = first === 'light' ? 'dark' : 'light';
  await p.selectOption('[data-option="theme"]', first);
  await check(p, `${what}, ${first}`);
  await p.selectOption('[data-option="theme"]', second);
  await check(p, `${what}, ${second}`);
}

// The header's buttons after the settings' opener: 1 Rules, 2 About.
const panelButton = (p, n) => p.click(`nav.links button:not(.opener):nth-child(${n + 1})`);

axeTest('every game, light and dark (en)', async () => {
  // Tsoro at two of its sizes (T16) rather than its default 21 columns.
  const sizes = { tsoro: ['&columns=6', '&columns=8'] };
  for (const q of GAMES.flatMap((g) => (sizes[g] ?? ['']).map((size) => `game=${g}${size}`))) {
    const p = await page(`?${q}&speed=instant`, 'en');
    // Under the pointer, the filled card of the game played keeps its
    // contrast; the settings are checked open.
    await p.click('[data-action="settings"]');
    await p.hover('.game-card.current');
    await bothThemes(p, q);
    if (q === 'game=gore') {
      await panelButton(p, 1);
      await check(p, 'gore rules panel, dark');
    }
    await p.close();
  }
});

axeTest('rules and about panels (tr, az, sw, fr, pt)', async () => {
  for (const [q, lang, first] of [
    ['game=urim', 'tr', 'light'], ['game=tsoro', 'az', 'dark'], ['game=bao-kigogo', 'sw', 'dark'],
    ['game=gore', 'fr', 'light'], ['game=urim', 'pt', 'dark'],
  ]) {
    const p = await page(`?${q}&speed=instant`, lang);
    await panelButton(p, 1);
    await p.waitForSelector('[data-panel="rules"]');
    await bothThemes(p, `${q} rules (${lang})`, first);
    await panelButton(p, 2);
    await p.waitForSelector('[data-panel="about"]');
    await bothThemes(p, `${q} about (${lang})`, first);
    await p.close();
  }
});

axeTest('decision prompts: Goré offers and answers, Tsoro heads and bonus picks (tr, az)', async () => {
  const gore = withPosition('?game=gore&speed=instant', { rows: [[3, 3, 3, 3], [3, 3, 3, 3]], captured: { S: 12, N: 12 } });
  const offer = await page(gore, 'tr');
  await offer.click('button[data-action="offer"]');
  await offer.click('[data-pit="a1"]');
  await offer.hover('button[data-action="confirm-offer"]');
  await bothThemes(offer, 'Goré offer being composed (tr)');
  await offer.close();

  const answer = await page(gore, 'az');
  await answer.click('button[data-action="offer"]');
  await answer.click('[data-pit="a1"]');
  await answer.click('button[data-action="confirm-offer"]');
  await answer.waitForSelector('[data-awaiting="trade_response"]');
  await answer.hover('button[data-action="accept"]');
  await bothThemes(answer, 'Goré trade response (az)', 'dark');
  await answer.close();

  const head = await page('?game=tsoro&columns=6&speed=instant', 'az');
  await head.click('[data-pit="a1"]');
  await head.waitForSelector('[data-awaiting="head_choice"]');
  await head.hover('button[data-action="continue"]');
  await bothThemes(head, 'Tsoro head choice (az)');
  await head.close();

  // e1 captures f3 and leaves two bonus picks (as in play.test.mjs).
  const picks = await page(withPosition('?game=tsoro&columns=6&speed=instant',
    { rows: [[2, 2, 0, 1, 1, 0], [0, 0, 3, 0, 0, 3], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 2, 0]] }), 'tr');
  await picks.click('[data-pit="e1"]');
  await picks.waitForSelector('[data-awaiting="bonus_pick"]');
  await bothThemes(picks, 'Tsoro bonus picks (tr)', 'dark');
  await picks.close();
});

// South sows d1 and the game ends (as in play.test.mjs): the result panel.
const goreOver = withPosition('?game=gore&speed=instant', { rows: [[0, 0, 1, 0], [0, 0, 0, 2]], captured: { S: 24, N: 21 } });

axeTest('result panels (en, tr, az)', async () => {
  const en = await page(goreOver, 'en');
  await en.click('[data-pit="d1"]');
  await en.waitForSelector('[data-result]');
  await bothThemes(en, 'Goré result (en)');
  await en.close();
  // Urim with match points (as in features.test.mjs).
  const tr = await page(withPosition('?game=urim&speed=instant&theme=dark',
    { rows: [[0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], captured: { S: 20, N: 15 } }), 'tr');
  await tr.click('[data-pit="a1"]');
  await tr.waitForSelector('[data-result]');
  await check(tr, 'Urim result with match points (tr), dark');
  await tr.close();
  const az = await page(`${goreOver}&theme=light`, 'az');
  await az.click('[data-pit="d1"]');
  await az.waitForSelector('[data-result]');
  await check(az, 'Goré result (az), light');
  await az.close();
});

axeTest('embed mode, view mode, a notice', async () => {
  const urim = await page('?embed=1&game=urim&theme=dark', 'az');
  await check(urim, 'embed urim (az), dark');
  await urim.close();
  const tsoro = await page('?embed=1&game=tsoro&columns=6&speed=instant&theme=light', 'tr');
  await tsoro.click('[data-pit="a1"]');
  await tsoro.waitForSelector('[data-awaiting="head_choice"]');
  await check(tsoro, 'embed tsoro head choice (tr), light');
  await tsoro.close();
  const over = await page(`${goreOver.replace('?', '?embed=1&')}&theme=light`, 'en');
  await over.click('[data-pit="d1"]');
  await over.waitForSelector('[data-result]');
  await check(over, 'embed Goré result (en), light');
  await over.close();
  // A bad parameter, explained in a notice.
  const notice = await page('?game=urim&position=%7B%22rows%22%3A5%7D&theme=dark', 'en');
  await notice.waitForSelector('.notice');
  await check(notice, 'notice of a bad position (en), dark');
  await notice.close();
  for (const [lang, theme] of [['tr', 'light'], ['az', 'dark'], ['en', 'dark']]) {
    const view = await page(`?mode=view&game=urim&moves=a1%20f2&theme=${theme}`, lang);
    await check(view, `view mode (${lang}), ${theme}`);
    await view.close();
  }
});

axeTest('lessons and puzzles (issue 13): a step done, a puzzle missed, light and dark', async () => {
  for (const [q, lang, theme] of [
    ['?mode=learn&game=gore&speed=instant', 'en', 'light'], ['?mode=learn&game=tsoro&speed=instant', 'az', 'dark'],
    ['?mode=puzzle&game=urim&puzzle=1&speed=instant', 'tr', 'dark'], ['?mode=puzzle&game=bao-kigogo&puzzle=1&speed=instant', 'en', 'light'],
  ]) {
    const p = await page(`${q}&theme=${theme}`, lang);
    await p.waitForSelector('.course .course-buttons button');
    await check(p, `${q} (${lang}), ${theme}`);
    if (q.includes('learn')) {
      // Step 2 (an input step in every lesson): its taught pit played, the step done.
      await p.click('[data-action="next-step"]');
      await p.waitForSelector('[data-game][data-step^="2/"]');
      const pit = await p.$('[data-pit][data-legal="true"]');
      if (pit) {
        await pit.click();
        await p.waitForSelector('.course [data-step-done]');
      }
      await check(p, `${q} step 2 done (${lang}), ${theme}`);
    } else {
      // Any legal pit but the best: the puzzle missed, its words and the best line.
      const pits = await p.$$eval('[data-pit][data-legal="true"]', (els) => els.map((e) => e.dataset.pit));
      const game = q.includes('urim') ? 'urim' : 'bao-kigogo';
      const file = JSON.parse(fs.readFileSync(path.join(root, 'static', 'puzzles', `${game}.json`), 'utf8'));
      const wrong = pits.find((t) => !file.puzzles[0].line[0].includes(t));
      if (wrong) {
        await p.click(`[data-pit="${wrong}"]`);
        await p.waitForSelector('[data-game][data-puzzle="failed"]');
      }
      await check(p, `${q} answered (${lang}), ${theme}`);
    }
    await p.close();
  }
});

// Frames at the sizes docs/embedding.md recommends (issue 24, point 2): the
// table is read from the guide itself, so a size written there is a size
// tested. At each: no scrollbars, every pit at least 24 px across and inside
// the frame, every control and status line inside, nothing over anything
// else; then the same after a move, in Azerbaijani (long words), and in the
// states that ask the most of the row (Tsoro's head, a Goré offer, a result,
// the "More" menu).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withBrowser, open, screenshot, recommended, root } from './harness.mjs';
import { GAMES } from './games.mjs';

const env = withBrowser(before, after);

const table = recommended();

test('the guide recommends frame sizes for every game', () => {
  const games = new Set(table.map((r) => r.query.match(/game=([a-z-]+)/)[1]));
  assert.deepEqual([...games].sort(), [...GAMES].sort());
  for (const r of table) assert.ok(r.sizes.length >= 2, r.game);
});

test('every frame an editor is told to write has a title, no border, the article\'s width at most, and the sandbox with popups out of it', () => {
  const read = (f) => fs.readFileSync(path.join(root, f), 'utf8');
  const sources = {
    'docs/embedding.md': read('docs/embedding.md'),
    'docs/wiki/Widget-Mancala.wikitext': read('docs/wiki/Widget-Mancala.wikitext'),
    'static/embed-demo.html': read('static/embed-demo.html'),
  };
  const sandbox = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
  let seen = 0;
  for (const [file, text] of Object.entries(sources)) {
    for (const tag of text.match(/<iframe\s[\s\S]*?><\/iframe>/g) ?? []) {
      seen += 1;
      assert.match(tag, /\btitle="[^"]+"/, `${file}: ${tag}`);
      assert.match(tag, /\bstyle="border:0;max-width:100%"/, `${file}: ${tag}`);
      // The demo's one frame showing a sandbox with scripts alone.
      if (!tag.includes('id="frame-sandboxed"')) assert.ok(tag.includes(`sandbox="${sandbox}"`), `${file}: ${tag}`);
    }
  }
  assert.ok(seen >= 6, `${seen} frames read`);
  // The widget in the guide is the file an admin pastes, and lets the
  // contract's defaults apply (no seat, theme or mode written in).
  const widget = sources['docs/wiki/Widget-Mancala.wikitext'].trim();
  assert.ok(sources['docs/embedding.md'].includes(widget), 'the guide shows docs/wiki/Widget-Mancala.wikitext');
  assert.doesNotMatch(widget, /default:'(medium|human|play|auto)'/);
  for (const p of ['lang', 'heads', 'record', 'moves', 'flip', 'speed']) assert.match(widget, new RegExp(`&${p}=<!--\\{\\$${p}\\|`), p);
  // The loader makes its frames so too.
  const loader = read('static/mancala-embed.js');
  assert.ok(loader.includes(`'${sandbox}'`) && loader.includes("f.style.border = '0'") && loader.includes("f.style.maxWidth = '100%'"));
});

/**
 * What a reader sees in the frame: pits (their circles), controls (buttons,
 * links, menus outside the lines of words) and the lines of words; each a
 * box in CSS pixels. Links inside a line of words are read with the line
 * (an ellipsis may hide them; the line itself must be inside).
 */
function layout(page) {
  return page.evaluate(() => {
    const shown = (e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !e.closest('[hidden]') && getComputedStyle(e).visibility !== 'hidden';
    };
    const box = (e, name) => {
      const r = e.getBoundingClientRect();
      return { name, l: r.left, t: r.top, r: r.right, b: r.bottom, w: r.width };
    };
    const lines = '.prompt, .message, .result p, .notice';
    return {
      width: innerWidth,
      height: innerHeight,
      scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
      pits: [...document.querySelectorAll('[data-pit] .hole')].filter(shown)
        .map((h) => box(h, h.closest('[data-pit]').dataset.pit)),
      controls: [...document.querySelectorAll('button, a, select')]
        .filter((e) => shown(e) && !e.closest(lines) && !e.closest('.fold-more'))
        .map((e) => box(e, e.dataset.action ?? e.className ?? e.tagName)),
      menu: [...document.querySelectorAll('.fold-more button')].filter(shown)
        .map((e) => box(e, e.dataset.action)),
      lines: [...document.querySelectorAll(lines)].filter(shown).map((e) => box(e, e.className)),
    };
  });
}

const overlap = (a, b) => a.l < b.r - 0.5 && b.l < a.r - 0.5 && a.t < b.b - 0.5 && b.t < a.b - 0.5;
const inside = (m, b) => b.l >= -0.5 && b.t >= -0.5 && b.r <= m.width + 0.5 && b.b <= m.height + 0.5;

/** Everything inside the frame and nothing over anything else (pits at least `minPit` px). */
function assertFits(m, where, minPit = 24) {
  assert.deepEqual(m.scroll, [m.width, m.height], `${where}: no scrollbars`);
  assert.ok(m.pits.length > 0, `${where}: a board`);
  const items = [...m.pits, ...m.controls, ...m.lines];
  const out = items.filter((b) => !inside(m, b)).map((b) => b.name);
  assert.deepEqual(out, [], `${where}: outside the frame`);
  const small = m.pits.filter((p) => p.w < minPit - 0.01).map((p) => `${p.name} ${p.w.toFixed(1)}`);
  assert.deepEqual(small, [], `${where}: pits under ${minPit} px`);
  const over = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (overlap(items[i], items[j])) over.push(`${items[i].name} / ${items[j].name}`);
    }
  }
  assert.deepEqual(over, [], `${where}: one thing over another`);
  // An open menu drops over the board, but its items are inside the frame
  // and apart.
  assert.deepEqual(m.menu.filter((b) => !inside(m, b)).map((b) => b.name), [], `${where}: menu outside`);
  for (let i = 0; i < m.menu.length; i++) {
    for (let j = i + 1; j < m.menu.length; j++) {
      assert.ok(!overlap(m.menu[i], m.menu[j]), `${where}: ${m.menu[i].name} over ${m.menu[j].name}`);
    }
  }
}

for (const row of table) {
  test(`frames for ${row.game} (${row.sizes.map((s) => s.join('×')).join(', ')}): pits of 24 px, all inside, nothing over`, async () => {
    for (const [width, height] of row.sizes) {
      const where = `${row.game} at ${width}×${height}`;
      const page = await open(env.browser, env.server.url, `?${row.query}&embed=1&speed=instant`, { width, height }, { defaultSeats: true });
      assertFits(await layout(page), where);
      // The reader's first move and the computer's answer: the status
      // line grows a last move, the controls wake up.
      await page.click('[data-pit][data-legal="true"]');
      await page.waitForFunction(() => {
        const g = document.querySelector('[data-game]').dataset;
        return g.awaiting !== 'move' || (Number(g.ply) >= 2 && g.thinking === 'false' && g.animating === 'false');
      }, null, { timeout: 10000 });
      assertFits(await layout(page), `${where}, after a move`);
      if (width === row.sizes[0][0]) await screenshot(page, `frame-${row.query.replace(/[=&]/g, '-')}-${width}`);
      assert.deepEqual(page.problems, [], where);
      await page.close();
    }
    // The smallest size in Azerbaijani, whose words are the longest.
    const [width, height] = row.sizes[0];
    const az = await open(env.browser, env.server.url, `?${row.query}&embed=1&lang=az`, { width, height }, { defaultSeats: true });
    assertFits(await layout(az), `${row.game} at ${width}×${height} (az)`);
    assert.deepEqual(az.problems, []);
    await az.close();
  });
}

const withPosition = (query, position) => `${query}&position=${encodeURIComponent(JSON.stringify(position))}`;

test('frames at their smallest size: a Tsoro head, a Goré offer and its answer, a result, the "More" menu', async () => {
  const smallest = (query) => table.find((r) => r.query === query).sizes[0];
  const at = async (query, size, what) => {
    const [width, height] = size;
    const page = await open(env.browser, env.server.url, `${query}&embed=1&speed=instant`, { width, height }, { defaultSeats: true });
    page.where = `${what} at ${width}×${height}`;
    return page;
  };
  // Tsoro 4 × 6: a1 ends on the head f1 holding 3 (T6, contract example).
  const head = await at('?game=tsoro&columns=6', smallest('game=tsoro&columns=6'), 'Tsoro head');
  await head.click('[data-pit="a1"]');
  await head.waitForSelector('[data-awaiting="head_choice"]');
  assertFits(await layout(head), head.where, 0);
  const row = await head.$$eval('main .controls > button', (bs) => bs.map((b) => b.dataset.action));
  assert.deepEqual(row.sort(), ['continue', 'more', 'stop'], 'the decision takes the row');
  await screenshot(head, 'frame-tsoro-head');
  // Undo is in "More", and works.
  await head.click('[data-action="undo"]');
  await head.waitForFunction(() => document.querySelector('[data-game]').dataset.awaiting === 'move');
  assert.deepEqual(head.problems, []);
  await head.close();

  // Goré at 12–12: an offer composed, then a result.
  const gore = smallest('game=gore');
  const offer = await at(withPosition('?game=gore', { rows: [[3, 3, 3, 3], [3, 3, 3, 3]], captured: { S: 12, N: 12 } }), gore, 'Goré offer');
  await offer.click('button[data-action="offer"]');
  await offer.click('[data-pit="a1"]');
  assertFits(await layout(offer), offer.where, 0);
  assert.ok(await offer.isVisible('button[data-action="confirm-offer"]'));
  await offer.close();

  // South sows d1 and the game ends (as in play.test.mjs): the result
  // is in the status line, why it ended and the next game under the board.
  const over = await at(withPosition('?game=gore', { rows: [[0, 0, 1, 0], [0, 0, 0, 2]], captured: { S: 24, N: 21 } }), gore, 'Goré result');
  await over.click('[data-pit="d1"]');
  await over.waitForSelector('[data-result]');
  assertFits(await layout(over), over.where, 20);
  assert.match(await over.textContent('[data-prompt]'), /26–22/);
  assert.ok(await over.isVisible('[data-action="next-game"]'));
  await screenshot(over, 'frame-gore-result');
  await over.close();

  // The "More" menu of the narrowest frame.
  const more = await at('?game=urim', smallest('game=urim'), 'Urim "More"');
  await more.click('[data-action="more"]');
  await more.waitForSelector('[data-fold="more"]:not([hidden])');
  const m = await layout(more);
  assertFits(m, more.where);
  assert.ok(m.menu.length >= 2, JSON.stringify(m.menu));
  await screenshot(more, 'frame-urim-more');
  assert.deepEqual(more.problems, []);
  await more.close();
});

// Game records on the page: the data-record hook replays (mancala apply
// --record) to the page's state in every game; a pasted or opened record
// loads; a bad one is explained and the game kept; ?record= opens one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  withBrowser, open, pageState, expectedCounts, expectedOwners, settled, mancalaBin,
} from './harness.mjs';
import { GAMES } from './games.mjs';

const env = withBrowser(before, after);

/** `mancala apply --record -` on this text. */
function applyRecord(text) {
  return JSON.parse(execFileSync(mancalaBin, ['apply', '--record', '-'], { input: text, encoding: 'utf8' }));
}

const record = (page) => page.$eval('[data-record]', (e) => e.textContent);

for (const game of GAMES) {
  test(`${game}: the page's record replays to the page's state`, async () => {
    const page = await open(env.browser, env.server.url, `?game=${game}&speed=instant&north=easy`);
    for (let k = 0; k < 3; k += 1) {
      await page.waitForFunction(() => {
        const g = document.querySelector('[data-game]');
        return g.dataset.thinking === 'false' && (g.dataset.toMove === 'S' || document.querySelector('[data-result]'));
      }, null, { timeout: 10_000 });
      const pit = await page.$('[data-pit][data-legal="true"]');
      if (!pit) break;
      await pit.click();
      await settled(page);
    }
    await page.waitForFunction(() => document.querySelector('[data-game]').dataset.thinking === 'false');
    const text = await record(page);
    assert.match(text, new RegExp(`\\[Game "${game}"\\]`));
    assert.match(text, /\[North "easy"\]/);
    const cli = applyRecord(text);
    const s = await pageState(page);
    assert.deepEqual(s.counts, expectedCounts(cli), 'counts');
    assert.deepEqual(s.owners, expectedOwners(cli), 'owners');
    assert.deepEqual(s.captured, cli.captured, 'captured');
    assert.equal(s.toMove, cli.to_move ?? '');
    // The move list and the record agree.
    const listed = await page.$$eval('[data-turn] code', (cs) => cs.flatMap((c) => c.dataset.tokens.split(" ")));
    const inRecord = text.split('\n').filter((l) => !l.startsWith('[')).join(' ')
      .split(/\s+/).filter((t) => t && !/^\d+\.$/.test(t));
    assert.deepEqual(inRecord, listed);
    assert.deepEqual(page.problems, []);
  });
}

test('a bad pasted record is explained with its line and the game is kept; a good one loads', async () => {
  const page = await open(env.browser, env.server.url, '?game=urim&speed=instant');
  await page.click('[data-pit="a1"]');
  await page.click('[data-pit="f2"]');
  const before = await pageState(page);
  await page.click('.record-box summary');
  await page.fill('[data-record-input]', '[Game "urim"]\n[Options "pits=6 seeds=3"]\n\n1. a1 2. f2 3. a1\n');
  await page.click('[data-action="load-record"]');
  const msg = await page.$eval('.message', (m) => m.textContent);
  assert.match(msg, /line 4/);
  assert.match(msg, /kept/);
  assert.deepEqual((await pageState(page)).counts, before.counts);
  // A good one, from a file this time.
  const good = execFileSync(mancalaBin, ['record', '--game', 'gore', 'a1', 'd2', 'b1'], { encoding: 'utf8' });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rec-')), 'gore.txt');
  fs.writeFileSync(file, good);
  await page.setInputFiles('[data-record-file]', file);
  await page.waitForSelector('[data-game="gore"]');
  assert.deepEqual((await pageState(page)).counts, expectedCounts(applyRecord(good)));
  assert.deepEqual(page.problems, []);
});

test('?record= opens a record at its end, &ply= earlier; a bad one is explained', async () => {
  const text = execFileSync(mancalaBin, ['record', '--game', 'urim', 'a1', 'f2', 'b1'], { encoding: 'utf8' });
  const page = await open(env.browser, env.server.url, `?record=${encodeURIComponent(text)}&speed=instant`);
  assert.deepEqual((await pageState(page)).counts, expectedCounts(applyRecord(text)));
  const two = await open(env.browser, env.server.url, `?record=${encodeURIComponent(text)}&ply=2&mode=view`);
  const shortText = execFileSync(mancalaBin, ['record', '--game', 'urim', 'a1', 'f2'], { encoding: 'utf8' });
  assert.deepEqual((await pageState(two)).counts, expectedCounts(applyRecord(shortText)));
  await two.click('[data-action="next"]');
  assert.deepEqual((await pageState(two)).counts, expectedCounts(applyRecord(text)));
  const bad = await open(env.browser, env.server.url, `?record=${encodeURIComponent('[Game "urim"]\n')}`);
  const notes = await bad.$$eval('.notice', (n) => n.map((x) => x.textContent));
  assert.equal(notes.length, 1);
  assert.match(notes[0], /Options/);
  assert.deepEqual([...page.problems, ...two.problems, ...bad.problems], []);
});

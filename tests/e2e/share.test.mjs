// Share links and play by link: the link opens the same game at the same
// point, and two people far apart play by sending it back and forth.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser, open, cli, pageState, expectedCounts, settled, reachFolded } from './harness.mjs';

const env = withBrowser(before, after);

/** Clicks Share and reads the link it gives. */
async function shareLink(page) {
  await page.click('[data-action="share"]');
  const box = await page.waitForSelector('[data-share-url]');
  return box.getAttribute('data-share-url');
}

test('play by link: each player opens the link, moves, and sends the new link back', async () => {
  const alice = await open(env.browser, env.server.url, '?game=tsoro&columns=6&speed=instant&north=human');
  await alice.click('[data-pit="a1"]');
  await settled(alice);
  // Tsoro 4 × 6: a1 ends on the head f1 (contract example): South stops there.
  await alice.click('[data-action="stop"]');
  await settled(alice);
  const link1 = await shareLink(alice);
  assert.match(link1, /moves=a1\+stop/);

  // Bob, elsewhere (another browser profile), opens it: North to move.
  const bob = await env.browser.newPage();
  reachFolded(bob);
  await bob.goto(link1);
  await bob.waitForSelector('[data-pit]');
  let s = await pageState(bob);
  assert.equal(s.toMove, 'N');
  assert.deepEqual(s.counts, expectedCounts(cli('tsoro', ['columns=6'], ['a1', 'stop'])));
  const northPit = s.legal[0];
  await bob.click(`[data-pit="${northPit}"]`);
  await settled(bob);
  // Whatever North's sowing asks next (a head, picks), Bob finishes his turn.
  for (let k = 0; k < 6 && (await pageState(bob)).toMove === 'N'; k += 1) {
    const stop = await bob.$('button[data-action="stop"]');
    if (stop) await stop.click();
    else await bob.click('[data-pit][data-legal="true"]');
    await settled(bob);
  }
  const link2 = await shareLink(bob);
  const played = new URL(link2).searchParams.get('moves').split(' ');
  assert.deepEqual(played.slice(0, 3), ['a1', 'stop', northPit]);

  // Alice opens Bob's link and is to move, on the same board.
  await alice.goto(link2);
  await alice.waitForSelector('[data-pit]');
  s = await pageState(alice);
  assert.equal(s.toMove, 'S');
  assert.deepEqual(s.counts, expectedCounts(cli('tsoro', ['columns=6'], played)));
  assert.deepEqual([...alice.problems], []);
});

test('a shared link keeps a start position, the options and the players', async () => {
  const position = JSON.stringify({ rows: [[0, 0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 3, 1]], to_move: 'S' });
  const page = await open(env.browser, env.server.url,
    `?game=urim&pits=7&speed=instant&north=hard&position=${encodeURIComponent(position)}`);
  const link = await shareLink(page);
  const u = new URL(link);
  assert.equal(u.searchParams.get('pits'), '7');
  assert.equal(u.searchParams.get('north'), 'hard');
  assert.deepEqual(JSON.parse(u.searchParams.get('position')).rows, JSON.parse(position).rows);
  const other = await env.browser.newPage();
  reachFolded(other);
  await other.goto(link);
  await other.waitForSelector('[data-pit]');
  assert.deepEqual((await pageState(other)).counts, (await pageState(page)).counts);
  assert.equal(await other.$eval('[data-game]', (g) => g.dataset.north), 'hard');
});

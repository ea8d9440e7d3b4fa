// The computer's whole turn in the page (issue 26, point 4): from the human's
// input that hands it the turn to its turn's last decision, at Hard, desktop,
// no throttle, `speed=instant` (no playback between decisions). Not a test
// (speed belongs in benchmarks): run it after `trunk build --release`:
//
//   node tests/e2e/bench-turn.mjs [--moves N]
//
// For each game, N human inputs (default 6; the first legal pit, else pass,
// decline or stop) against `north=hard`; each computer turn's time and its
// number of decisions (`mancala-think` measures). Prints one JSON line per
// game: the turns' median and maximum, and the longest turn's decisions.
// MANCALA_DIST picks the build, as for the browser tests.
import { serveDist, launch } from './harness.mjs';
import { GAMES } from './games.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--moves');
const moves = at < 0 ? 6 : Number(args[at + 1]);
// Tsoro 4 × 6 often ends a turn on a head choice or bonus picks; Goré's
// opening turns are single sowings, as are most of Urim's.
const games = [...GAMES.map((g) => [g, g]), ['tsoro 4x6', 'tsoro&columns=6']];

const server = await serveDist();
const browser = await launch();
for (const [name, game] of games) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}?game=${game}&north=hard&speed=instant`);
  await page.waitForSelector('[data-game] [data-pit]');
  const idle = () => page.waitForFunction(() => {
    const g = document.querySelector('[data-game]');
    return g.dataset.thinking === 'false' && g.dataset.animating === 'false'
      && (g.dataset.toMove === 'S' || document.querySelector('[data-result]'));
  }, null, { timeout: 30_000, polling: 5 }).catch(async (e) => {
    const g = await page.$eval('[data-game]', (x) => ({ ...x.dataset }));
    throw new Error(`${name}: the page did not settle: ${JSON.stringify(g)} (${e.message})`);
  });
  const turns = [];
  if (process.env.DEBUG) console.error(name);
  for (let m = 0; m < moves; m += 1) {
    await idle();
    if (await page.$('[data-result]')) break;
    const before = await page.evaluate(() => performance.getEntriesByName('mancala-think').length);
    const target = await page.$('[data-pit][data-legal="true"]')
      ?? await page.$('button[data-action="pass"], button[data-action="decline"], button[data-action="stop"]');
    if (!target) break;
    const ply = await page.$eval('[data-game]', (g) => Number(g.dataset.ply));
    const start = await page.evaluate(() => performance.now());
    await target.click();
    // The input played (the ply counts it); the turn is the computer's if
    // North is then to move (else South has a decision of its own).
    await page.waitForFunction((k) => Number(document.querySelector('[data-game]').dataset.ply) > k,
      ply, { polling: 5 });
    const handed = await page.evaluate(() => document.querySelector('[data-game]').dataset.toMove === 'N');
    await idle();
    if (!handed) continue;
    const end = await page.evaluate(() => performance.now());
    const decisions = await page.evaluate((k) => performance.getEntriesByName('mancala-think')
      .slice(k).map((e) => Math.round(e.duration)), before);
    turns.push({ ms: Math.round(end - start), decisions });
  }
  const sorted = turns.map((t) => t.ms).sort((a, b) => a - b);
  const longest = turns.reduce((a, t) => (t.ms > (a?.ms ?? -1) ? t : a), null);
  console.log(JSON.stringify({
    game: name, turns: turns.length,
    median_ms: sorted[Math.floor(sorted.length / 2)], max_ms: sorted.at(-1),
    longest_turn_decisions_ms: longest?.decisions,
  }));
  await page.close();
}
await browser.close();
server.close();

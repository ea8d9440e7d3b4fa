// The game ids, for every browser test that goes through the games: read from
// `mancala games` (every option set of the engine's option table, one per
// line, the game id first), so the tests list no game by hand and a new game
// is tested with nothing to edit here. In the picker's order (`Variant::ALL`).
import { execFileSync } from 'node:child_process';
import { mancalaBin } from './harness.mjs';

/** The game ids `bin games` prints, each once, in its order. */
export function gameIds(bin = mancalaBin) {
  const lines = execFileSync(bin, ['games'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...new Set(lines.map((line) => line.split(' ')[0]))];
}

/** Every game id, from the `mancala` program the tests compare the page with. */
export const GAMES = gameIds();

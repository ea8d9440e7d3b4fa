//! Generation: seeded self-play games, and the positions along them that
//! make puzzles. Everything is drawn from the request's seed and every
//! search is bounded by positions, never by time, so a request gives the
//! same file on every machine.

use std::collections::HashSet;

use crate::engine::ai::{choose, Level, NoDeadline};
use crate::engine::{position_from_json, Awaiting, Game, Input, Position, Rng, Rules};

use super::file::state_of;
use super::judge::judge;
use super::line::{build, solver_entries};
use super::turn::after;
use super::{Grade, Puzzle, PuzzleFile, Request, Task};

/// The longest line kept: Anywoli's chains of extra moves can make a turn
/// of a dozen inputs, too long a puzzle.
const MAX_LINE: usize = 8;

/// Self-play games played at most for one file.
const MAX_GAMES: usize = 400;

/// Plies played at most in one self-play game.
const PLY_CAP: usize = 300;

/// Puzzles taken at most from one game, and the plies between two of them.
const PER_GAME: usize = 3;
const GAP: usize = 4;

/// Wins in two are looked for in the last plies of a game only, where the
/// game's end is near (a win in one anywhere: it costs little).
const WIN_HORIZON: usize = 16;

/// Searches for `best` and `decide` tried at most per game (Hard's search is
/// the dear part of generation).
const TRIES_PER_GAME: usize = 6;

/// One self-play game: the position before each input, and the input.
struct Played {
    plies: Vec<(Position, Input)>,
    /// The random opening inputs at its start.
    opening: usize,
}

/// A self-play game, the `number`-th: a few random inputs, then Medium as
/// South against Medium (even games) or Easy (odd ones).
fn self_play(rules: Rules, number: usize, rng: &mut Rng) -> Played {
    let mut game = Game::new(rules);
    let opening = 2 + rng.below(3);
    let mut plies = vec![];
    while plies.len() < PLY_CAP {
        let legal = game.legal();
        if legal.is_empty() {
            break;
        }
        let pos = *game.position();
        let input = if plies.len() < opening {
            legal[rng.below(legal.len())]
        } else {
            let level = match (pos.to_move(), number % 2) {
                (crate::engine::Player::North, 1) => Level::Easy,
                _ => Level::Medium,
            };
            let c = choose(&game, level, rng.next_u64(), &mut NoDeadline);
            c.expect("a legal input").input
        };
        plies.push((pos, input));
        game.play_legal(input, &mut crate::engine::NoEvents);
    }
    Played { plies, opening }
}

/// The tasks worth trying at ply `k` of a game `end` plies long.
fn tasks_at(pos: &Position, k: usize, end: usize, sample: bool) -> Vec<Task> {
    if pos.awaiting() != Awaiting::Move {
        return if sample { vec![Task::Decide] } else { vec![] };
    }
    let mut t = vec![Task::Win1];
    if k + WIN_HORIZON >= end {
        t.push(Task::Win);
    }
    t.push(Task::Capture);
    if sample {
        t.push(Task::Best);
    }
    t
}

/// The puzzles found so far and what is still wanted.
struct Collector {
    request: Request,
    tasks: Vec<Task>,
    found: Vec<Puzzle>,
    seen: HashSet<String>,
    games: usize,
}

impl Collector {
    /// Puzzles of one task kept at most: an even share and two more, and
    /// more as games go by without the rarer tasks filling up.
    fn cap(&self) -> usize {
        self.request.count.div_ceil(self.tasks.len()) + 2 + self.games / 25
    }

    fn wants(&self, task: Task) -> bool {
        self.tasks.contains(&task)
            && self.found.iter().filter(|p| p.task == task).count() < self.cap()
    }

    fn full(&self) -> bool {
        self.found.len() >= self.request.count
    }

    /// Tries `task` on the position `start` with `setup` played; keeps the
    /// puzzle it makes.
    fn try_task(&mut self, start: &Position, setup: &[Input], task: Task) -> bool {
        if !self.wants(task) {
            return false;
        }
        let Some((position, setup)) = loadable(self.request.rules, start, setup) else {
            return false;
        };
        let key = format!("{} {:?}", state_of(&position), setup);
        if self.seen.contains(&key) {
            return false;
        }
        if matches!(task, Task::Best | Task::Decide) && !promising(&position, &setup) {
            return false;
        }
        let Ok(puzzle) = make(position, &setup, task) else {
            return false;
        };
        if puzzle.line.len() > MAX_LINE {
            return false;
        }
        self.seen.insert(key);
        self.found.push(puzzle);
        true
    }
}

/// The puzzle of `task` at `position` with `setup` played, if it makes one
/// (else why not): judged, its line built and graded.
pub fn make(position: Position, setup: &[String], task: Task) -> Result<Puzzle, String> {
    let game = Game::replay(position, setup).map_err(|e| format!("setup: {e}"))?;
    let judged = judge(&game, task)?;
    let line = build(&game, task, judged.answer)?;
    let l = game.position().layout();
    let names = |list: &[Input]| list.iter().map(|i| i.notation(l)).collect::<Vec<_>>();
    Ok(Puzzle {
        grade: Grade::of(task, game.legal().len(), solver_entries(&game, &line)),
        task,
        position,
        setup: setup.to_vec(),
        line: line.iter().map(|e| names(e)).collect(),
        values: judged
            .values
            .iter()
            .map(|&(i, h)| (i.notation(l), h))
            .collect(),
    })
}

/// Whether Medium, looking at each input's reply, already sees one input
/// clearly ahead (by [`PROMISING`] hundredths): a cheap sieve before Hard's
/// search, which most positions would fail for `best` and `decide`.
fn promising(position: &Position, setup: &[String]) -> bool {
    let Ok(game) = Game::replay(*position, setup) else {
        return false;
    };
    let me = game.position().to_move();
    let mut values: Vec<f64> = game
        .legal()
        .into_iter()
        .map(|i| {
            let next = after(&game, i);
            match choose(&next, Level::Medium, 0, &mut NoDeadline) {
                Some(c) if next.position().to_move() == me => c.eval,
                Some(c) => -c.eval,
                None => match next.position().result().map(|o| o.winner) {
                    Some(Some(w)) if w == me => 10_000.0,
                    Some(Some(_)) => -10_000.0,
                    _ => 0.0,
                },
            }
        })
        .collect();
    values.sort_by(|a, b| b.total_cmp(a));
    values.len() >= 2 && (values[0] - values[1]) * 100.0 >= PROMISING
}

/// Medium's lead that makes a position worth Hard's search, hundredths of a seed.
const PROMISING: f64 = 200.0;

/// The puzzle's position as the file will hold it (read back from its JSON,
/// so that it has no history, as the page and the check will load it), and
/// its setup tokens.
fn loadable(rules: Rules, start: &Position, setup: &[Input]) -> Option<(Position, Vec<String>)> {
    let position = position_from_json(rules, &state_of(start)).ok()?;
    let l = start.layout();
    Some((position, setup.iter().map(|i| i.notation(l)).collect()))
}

/// The puzzles of a request: self-play games until enough are found (or
/// [`MAX_GAMES`] are played), sorted easy to hard, in the order found
/// within a grade.
pub fn generate(request: &Request) -> PuzzleFile {
    let variant = request.rules.variant();
    let mut c = Collector {
        request: *request,
        tasks: Task::ALL.into_iter().filter(|t| t.fits(variant)).collect(),
        found: vec![],
        seen: HashSet::new(),
        games: 0,
    };
    let mut rng = Rng::new(request.seed);
    while !c.full() && c.games < MAX_GAMES {
        let played = self_play(request.rules, c.games, &mut rng);
        scan(&mut c, &played, &mut rng);
        c.games += 1;
    }
    let mut puzzles = c.found;
    puzzles.truncate(request.count);
    puzzles.sort_by_key(|p| p.grade);
    PuzzleFile {
        request: *request,
        puzzles,
    }
}

/// Looks for puzzles along one game.
fn scan(c: &mut Collector, played: &Played, rng: &mut Rng) {
    let end = played.plies.len();
    let (mut taken, mut tries) = (0, 0);
    let mut last: Option<usize> = None;
    let mut turn_start = 0;
    for k in played.opening..end {
        let pos = played.plies[k].0;
        if pos.awaiting() == Awaiting::Move {
            turn_start = k;
        }
        if c.full() || taken == PER_GAME {
            return;
        }
        if last.is_some_and(|l| k < l + GAP) || turn_start < played.opening {
            continue;
        }
        let sample = tries < TRIES_PER_GAME && rng.below(3) == 0;
        let start = played.plies[turn_start].0;
        let setup: Vec<Input> = played.plies[turn_start..k].iter().map(|p| p.1).collect();
        let mut hit = false;
        for task in tasks_at(&pos, k, end, sample) {
            tries += usize::from(matches!(task, Task::Best | Task::Decide));
            if c.try_task(&start, &setup, task) {
                hit = true;
                break;
            }
        }
        // Goré: an offer the game did not make, answered in a puzzle.
        if !hit && pos.rules().variant().has_trades() && tries < TRIES_PER_GAME {
            let offers: Vec<Input> = pos
                .legal()
                .into_iter()
                .filter(|i| matches!(i, Input::Offer(_)))
                .collect();
            if !offers.is_empty() && rng.below(3) == 0 {
                tries += 1;
                let offer = offers[rng.below(offers.len())];
                hit = c.try_task(&pos, &[offer], Task::Decide);
            }
        }
        if hit {
            taken += 1;
            last = Some(k);
        }
    }
}

//! Puzzles (`mancala puzzles`, `static/puzzles/<game>.json`): positions taken
//! from the computer's own games where one answer is clearly right, judged by
//! Hard's search ([`crate::engine::ai::analyse`]) and, for captures and wins,
//! by exhaustive play of the turn or the two turns concerned.
//!
//! - [`generate`] plays seeded self-play games (Medium against Medium or Easy,
//!   from a few random opening inputs) and keeps the positions that make a
//!   puzzle of one of the [`Task`]s; same request, same file, byte for byte.
//! - [`PuzzleFile::read`] reads a file into its typed puzzles (the page
//!   reads it so too, `ui::course`), [`PuzzleFile::to_text`] writes one;
//! - [`check_text`] judges every puzzle of a file again, as `mancala puzzles
//!   --check` and tests/puzzles.rs do.
//!
//! The tasks, and what makes a position one of them:
//! - `capture`: exactly one input captures the most seeds in the mover's
//!   whole turn (its best completion: Tsoro's head choices and bonus picks,
//!   Anywoli's extra moves), at least 2 more than any other, no completion of
//!   any input ends the game (a sweep is no capture), and Hard ranks it best,
//!   strictly;
//! - `best`: Hard's best input is at least 3 seeds better than the second,
//!   the second does not decide the game, and the best is not the one input
//!   that captures the most;
//! - `win1`: exactly one input lets the mover end the game won within the
//!   turn; `win`: none does, and exactly one input wins in two turns whatever
//!   the opponent replies (every legal input tried). Hard ranks it best;
//! - `decide`: a decision inside a turn (Goré's answer to an offer, Tsoro's
//!   head choice or bonus pick) where Hard's best is at least 3 seeds better
//!   than the next, the next not deciding the game.
//!
//! A turn is the run of one player's decisions; an answer to an offer is a
//! turn of its own (the answerer then moves again, G6).
//!
//! Grades ([`Grade::of`]): points = the task's (capture, win1: 0; decide: 1;
//! best, win: 2) + the legal inputs at the first decision (up to 4: 0; 5 to
//! 8: 1; 9 or more: 2) + 1 when the solver gives 3 inputs or more in the
//! line; up to 1 point is easy, 2 medium, 3 or more hard.

mod check;
mod file;
mod generate;
mod judge;
mod line;
mod turn;

use std::fmt;

use crate::engine::{Position, Rules, Variant};

pub use check::{check_puzzle, check_text, Report};
pub use generate::{generate, make};
pub use judge::{judge, Judgement};

/// What a puzzle asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Task {
    /// Capture the most in one turn.
    Capture,
    /// Find the best move.
    Best,
    /// Win in two turns.
    Win,
    /// Win in one turn.
    Win1,
    /// Choose well at a decision inside a turn.
    Decide,
}

impl Task {
    /// Every task, in the order generation tries them on a position.
    pub const ALL: [Task; 5] = [
        Task::Win1,
        Task::Win,
        Task::Capture,
        Task::Decide,
        Task::Best,
    ];

    /// The file's word.
    pub fn id(self) -> &'static str {
        match self {
            Task::Capture => "capture",
            Task::Best => "best",
            Task::Win => "win",
            Task::Win1 => "win1",
            Task::Decide => "decide",
        }
    }

    /// Reads the file's word.
    pub fn from_id(s: &str) -> Option<Task> {
        Task::ALL.into_iter().find(|t| t.id() == s)
    }

    /// The task's share of a grade's points.
    fn points(self) -> u8 {
        match self {
            Task::Capture | Task::Win1 => 0,
            Task::Decide => 1,
            Task::Best | Task::Win => 2,
        }
    }

    /// Whether a game has decisions inside a turn to make puzzles of.
    fn fits(self, variant: Variant) -> bool {
        self != Task::Decide || variant.has_trades() || variant.has_heads()
    }
}

impl fmt::Display for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// How hard a puzzle is, by the measure in the module's notes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    /// Up to 1 point.
    Easy,
    /// 2 points.
    Medium,
    /// 3 points or more.
    Hard,
}

impl Grade {
    /// The file's word.
    pub fn id(self) -> &'static str {
        match self {
            Grade::Easy => "easy",
            Grade::Medium => "medium",
            Grade::Hard => "hard",
        }
    }

    /// Reads the file's word.
    pub fn from_id(s: &str) -> Option<Grade> {
        [Grade::Easy, Grade::Medium, Grade::Hard]
            .into_iter()
            .find(|g| g.id() == s)
    }

    /// The grade of a `task` with `legal` inputs at its first decision, where
    /// the solver gives `solver_inputs` inputs in the line.
    pub fn of(task: Task, legal: usize, solver_inputs: usize) -> Grade {
        let breadth = match legal {
            0..=4 => 0,
            5..=8 => 1,
            _ => 2,
        };
        let length = u8::from(solver_inputs >= 3);
        match task.points() + breadth + length {
            0 | 1 => Grade::Easy,
            2 => Grade::Medium,
            _ => Grade::Hard,
        }
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Its grade.
    pub grade: Grade,
    /// Its task.
    pub task: Task,
    /// The position (awaiting a move: loadable), before `setup`.
    pub position: Position,
    /// Inputs played at once before the puzzle opens (an offer awaiting its
    /// answer, a sowing awaiting a head choice cannot be loaded).
    pub setup: Vec<String>,
    /// The best line: at each point the inputs accepted (the solver's, Hard's
    /// preferred first) or the one reply the page plays (the opponent's).
    pub line: Vec<Vec<String>>,
    /// Hard's value of every legal input at the first decision, hundredths of
    /// a seed, best first.
    pub values: Vec<(String, i64)>,
}

/// What to generate: a game, how many puzzles and the seed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The game and its options.
    pub rules: Rules,
    /// How many puzzles (fewer if the games played do not give them).
    pub count: usize,
    /// The seed of the self-play games.
    pub seed: u64,
}

impl Request {
    /// Reads `--game ID [--option K=V]... [--count N] [--seed S]` (defaults:
    /// 24 puzzles, seed 1).
    pub fn from_args<S: AsRef<str>>(args: &[S]) -> Result<Request, String> {
        let (mut game, mut options, mut count, mut seed) = (None, vec![], 24, 1);
        let mut it = args.iter().map(AsRef::as_ref);
        while let Some(flag) = it.next() {
            let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
            match flag {
                "--game" => game = Some(value()?.parse::<Variant>().map_err(|e| e.to_string())?),
                "--option" => options.push(value()?.to_string()),
                "--count" => {
                    let v = value()?;
                    count = v.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                        format!("--count must be a positive whole number, not '{v}'")
                    })?
                }
                "--seed" => {
                    let v = value()?;
                    seed = v
                        .parse()
                        .map_err(|_| format!("--seed must be a whole number, not '{v}'"))?
                }
                other => return Err(format!("unexpected argument '{other}' for puzzles")),
            }
        }
        let mut rules = Rules::new(game.ok_or("--game ID is required")?);
        for o in &options {
            rules.set_option_str(o).map_err(|e| e.to_string())?;
        }
        Ok(Request { rules, count, seed })
    }

    /// The command line that makes this file (options only where they are
    /// not the default): the file's `generated_by`.
    pub fn command_line(&self) -> String {
        let mut words = vec![format!(
            "mancala puzzles --game {}",
            self.rules.variant().id()
        )];
        let default = Rules::new(self.rules.variant());
        for (k, v) in self.rules.options() {
            if default.value(k) != Some(v.as_str()) {
                words.push(format!("--option {k}={v}"));
            }
        }
        words.push(format!("--count {} --seed {}", self.count, self.seed));
        words.join(" ")
    }

    /// Reads a `generated_by` line back.
    pub fn from_command_line(line: &str) -> Result<Request, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["mancala", "puzzles", rest @ ..] => Request::from_args(rest),
            _ => Err(format!("'{line}' is not a mancala puzzles command")),
        }
    }
}

/// A puzzle file: the request that made it and its puzzles, easy to hard.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleFile {
    /// The game, options, count and seed.
    pub request: Request,
    /// The puzzles, numbered from 1 in this order.
    pub puzzles: Vec<Puzzle>,
}

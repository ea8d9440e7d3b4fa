//! The computer player: the contract's levels (`random` and `greedy` baselines,
//! then `beginner` to `hard`), every decision a ply the search chooses (sowings,
//! passes, Goré offers and answers, Tsoro head choices and bonus picks).
//!
//! Plain Rust, the same natively and in the page. Time is not read here (the
//! browser's wasm has no clock in `std`): a search is bounded by a node budget,
//! which makes it repeatable, and may also be cut short by a [`Deadline`] the
//! caller supplies.

mod eval;
mod search;

use std::fmt;
use std::str::FromStr;

use super::game::Game;
use super::input::Input;
use super::options::Rules;
use super::position::Position;
use super::rng::Rng;

pub use search::{Deadline, NoDeadline};

/// How strongly the computer plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Baseline: a uniformly random legal input.
    Random,
    /// Baseline: the input after which own captured − opponent's captured is
    /// largest, looking at that one input only; ties broken at random.
    Greedy,
    /// A shallow search that often picks a good-looking but worse input.
    Beginner,
    /// A short search.
    Easy,
    /// A deeper search.
    Medium,
    /// As deep as the budget allows.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Greedy,
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
    ];

    /// The contract's word.
    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The search this level runs under `rules`: deepest iteration and node
    /// budget (`None` for the baselines, which do not search). Easy and medium
    /// are bounded by positions only, a small fraction of what hard searches
    /// in even a short time, so that each level stays clearly above the one
    /// below at any clock (docs/benchmarks.md).
    fn search(self, rules: Rules) -> Option<(u8, u64)> {
        match self {
            Level::Random | Level::Greedy => None,
            Level::Beginner => Some((1, 5_000)),
            Level::Easy => Some((64, 200 / middle_divisor(rules))),
            Level::Medium => Some((64, 1_500 / middle_divisor(rules))),
            Level::Hard => Some((64, 600_000)),
        }
    }

    /// The longest a level may think per decision, in milliseconds, where the
    /// caller has a clock (the CLI's default `--ms`); in the page, per turn,
    /// shared by the turn's decisions (`ui::computer::turn_ms_left`).
    pub fn default_ms(self) -> u64 {
        match self {
            Level::Random | Level::Greedy => 0,
            Level::Beginner | Level::Easy => 200,
            Level::Medium => 500,
            // Under the 1 s a decision may take: the clock is read every 256
            // positions and the answer still has to travel to the page.
            Level::Hard => 950,
        }
    }

    /// How much a level misjudges, in hundredths of a seed: it weighs every
    /// input with its search, adds a random amount below this to each value
    /// and plays the best sum. Inputs worth about the same are then mixed up,
    /// as a new player mixes them up, while a big loss is still seen (0: the
    /// search's choice).
    fn noise(self) -> i32 {
        match self {
            Level::Beginner => 500,
            Level::Random | Level::Greedy | Level::Easy | Level::Medium | Level::Hard => 0,
        }
    }
}

/// How many times fewer positions easy and medium search under `rules`: the
/// game's AI tuning (more in Anywoli, A3–A6; on Tsoro's big boards, T16).
fn middle_divisor(rules: Rules) -> u64 {
    let ai = rules.variant().spec().ai;
    match ai.big_board {
        Some(big) if rules.columns() >= big.columns => big.middle_divisor,
        _ => ai.middle_divisor,
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A level word that is not one of the contract's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}' (expected random, greedy, beginner, easy, medium or hard)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.id() == s)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// What the computer chose, and how hard it looked.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Choice {
    /// The input chosen: one of the position's legal inputs.
    pub input: Input,
    /// The deepest completed search iteration (0 for the baselines).
    pub depth: u8,
    /// Positions searched.
    pub nodes: u64,
    /// The value for the player to move, in seeds (positive is good for them).
    pub eval: f64,
}

/// The computer's choice for the player to move in `game`, or `None` once the
/// game is over. The game's earlier positions count for repetition inside the
/// search (C7, B11). Same game, level, seed and budget: same choice (a
/// [`Deadline`] that passes cuts the search short and may change it).
///
/// ```
/// use mancala::engine::ai::{choose, Level, NoDeadline};
/// use mancala::engine::{Game, Rules, Variant};
/// let game = Game::new(Rules::new(Variant::Urim));
/// let c = choose(&game, Level::Easy, 7, &mut NoDeadline).unwrap();
/// assert!(game.legal().contains(&c.input));
/// assert_eq!(choose(&game, Level::Easy, 7, &mut NoDeadline), Some(c));
/// ```
pub fn choose<D: Deadline>(
    game: &Game,
    level: Level,
    seed: u64,
    deadline: &mut D,
) -> Option<Choice> {
    let pos = game.position();
    let legal = pos.legal();
    if legal.is_empty() {
        return None;
    }
    let mut rng = Rng::new(seed);
    let me = pos.to_move();
    let baseline = |input: Input| Choice {
        input,
        depth: 0,
        nodes: 0,
        eval: eval::seeds(eval::after(pos, input, me)),
    };
    let choice = match level.search(pos.rules()) {
        None if level == Level::Random => baseline(legal[rng.below(legal.len())]),
        None => baseline(greedy(pos, &legal, &mut rng)),
        Some((depth, nodes)) if level.noise() > 0 => {
            // The noisy level stops at its horizon: it does not see the replies
            // its input allows, as a new player does not.
            let (values, depth, nodes) =
                search::scored(game, &legal, (depth, true), nodes, deadline);
            // The first of the best sums, so that a seed gives one choice.
            let mut pick = (0, i32::MIN);
            for (i, &v) in values.iter().enumerate() {
                let sum = v.saturating_add(rng.below(level.noise() as usize) as i32);
                if sum > pick.1 {
                    pick = (i, sum);
                }
            }
            let i = pick.0;
            Choice {
                input: legal[i],
                depth,
                nodes,
                eval: eval::seeds(values[i]),
            }
        }
        Some((depth, nodes)) => search::best(game, &legal, depth, nodes, deadline),
    };
    Some(choice)
}

/// Every legal input's value for the player to move, in seeds (positive is
/// good for them), searched as Hard searches (its node budget, deepening
/// while the deadline allows), each input with a full window so that the
/// values compare: the analysis board and the game review. With the deepest
/// completed iteration and the positions searched; empty once the game is over.
///
/// ```
/// use mancala::engine::ai::{analyse, NoDeadline};
/// use mancala::engine::{Game, Rules, Variant};
/// let game = Game::new(Rules::new(Variant::Gore));
/// let (values, _, _) = analyse(&game, &mut NoDeadline);
/// assert_eq!(values.len(), game.legal().len());
/// ```
pub fn analyse<D: Deadline>(game: &Game, deadline: &mut D) -> (Vec<(Input, f64)>, u8, u64) {
    let legal = game.position().legal();
    let Some((depth, nodes)) = Level::Hard.search(game.position().rules()) else {
        return (vec![], 0, 0);
    };
    if legal.is_empty() {
        return (vec![], 0, 0);
    }
    let (values, depth, nodes) = search::scored(game, &legal, (depth, false), nodes, deadline);
    let values = legal
        .into_iter()
        .zip(values.into_iter().map(eval::seeds))
        .collect();
    (values, depth, nodes)
}

/// The contract's greedy baseline: the largest own − opponent's captured after
/// the input alone; ties broken at random.
fn greedy(pos: &Position, legal: &[Input], rng: &mut Rng) -> Input {
    let me = pos.to_move();
    let gain = |i: Input| {
        let mut p = *pos;
        p.apply(i, &mut super::event::NoEvents);
        p.captured()[me] as i32 - p.captured()[me.other()] as i32
    };
    let gains: Vec<i32> = legal.iter().map(|&i| gain(i)).collect();
    let best = gains.iter().copied().max().unwrap_or(0);
    let ties: Vec<Input> = legal
        .iter()
        .zip(&gains)
        .filter(|(_, &g)| g == best)
        .map(|(&i, _)| i)
        .collect();
    ties[rng.below(ties.len())]
}

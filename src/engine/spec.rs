//! What one game is, as data: a [`GameSpec`] per game, declared at the top of
//! the game's own file (`games/<game>.rs`) and found by [`super::Variant::spec`],
//! the one `match` over games for data. The `Variant` properties
//! (`four_rows`, `repetition_limit`, …) read it; its option rows are the game's
//! part of the option table ([`OptionSpec`]); its [`AiTuning`] is what the
//! computer player weighs in this game.
//!
//! Plain data only (no `Position`): the types here depend on nothing game-specific.

use super::board::ByPlayer;

/// One game, as data: everything that differs between games but what the game
/// *does*, which is its `Flow` (`flow.rs`, implemented in the same file).
#[derive(Copy, Clone, Debug)]
pub struct GameSpec {
    /// The contract id, e.g. `bao-kigogo`.
    pub id: &'static str,
    /// The name shown to players.
    pub title: &'static str,
    /// The rule ids of `docs/rules/<id>.md`: `letter` 1 to `count`.
    pub rules: RuleIds,
    /// Rows and columns.
    pub shape: Shape,
    /// The game's options, declared once (its rows of the option table).
    pub options: &'static [OptionSpec],
    /// The options the page's game card sets over the defaults, for a board a
    /// newcomer can take in (key and value, contract spelling).
    pub first_game_options: &'static [(&'static str, &'static str)],
    /// When a repeated position ends the game.
    pub repetition: Repetition,
    /// Whether every seed stays on its owner's side for the whole game: each
    /// player sows around their own two rows and captures leave play (B1, B3,
    /// T1, T4), so a side never holds more than it started with.
    pub sides_keep_their_seeds: bool,
    /// Whether pits change owner (Goré's trades, G7); else every pit belongs
    /// to the player whose side it is on.
    pub owners_change: bool,
    /// The most seeds one pit may hold, where a rule limits it (U5).
    pub pit_limit: Option<u8>,
    /// Whether the opponent must be fed when empty (U6).
    pub must_feed: bool,
    /// Whether a file capture earns bonus picks (T10).
    pub bonus_picks: bool,
    /// Whether the board has heads, where a relay may stop by choice (T2, T6).
    pub heads: bool,
    /// Whether a player whose every seed is captured loses at once (B10).
    pub loses_when_wiped_out: bool,
    /// Whether a win can be "without glory" (a winner who declined, G8, G14).
    pub glory: bool,
    /// Whether a player may offer a trade of pits (G5).
    pub trades: bool,
    /// How a finished game is scored as match points in halves (U12), from
    /// the final captured counts and the game's total; `None`: no match points.
    pub match_points: Option<MatchPoints>,
    /// Plies after which a computer match counts a game as unfinished
    /// (docs/contract.md, `mancala match`).
    pub match_ply_cap: u32,
    /// The computer player's tuning for this game.
    pub ai: AiTuning,
}

/// Match points in halves (0, 1 or 2 = 0, ½, 1) from a finished game's
/// captured counts and its total number of seeds (U12).
pub type MatchPoints = fn(captured: ByPlayer<u16>, total: u32) -> ByPlayer<u8>;

/// The letter and number of a game's rules (`G`, 15: G1–G15).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleIds {
    /// The rule ids' letter.
    pub letter: &'static str,
    /// How many rules the game's rules file numbers.
    pub count: u8,
}

/// A board's shape.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Whether the board has four rows (each player sows around their own two)
    /// rather than two.
    pub four_rows: bool,
    /// Pits per row.
    pub columns: Columns,
}

/// Where a board's number of columns comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Columns {
    /// Always this many.
    Fixed(u8),
    /// The value of the game's option at this index of [`GameSpec::options`].
    Option(usize),
}

/// When a repeated position ends the game (C7, B11, T13).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Repetition {
    /// How many occurrences of one position end the game.
    pub limit: u8,
    /// Whether captured counts only ever grow. Then a capture means no earlier
    /// position can recur, and the repetition table may be emptied. Not in
    /// Goré, where trades pay captured counters back onto the board (G7).
    pub captures_only_grow: bool,
}

/// One option of one game, declared once: the command line, the state JSON, the
/// page's picker and URL, the playouts and the fingerprints all read it from here
/// (as OpenSpiel declares a game's `parameter_specification`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The contract key (`pits`, `columns`, …).
    pub key: &'static str,
    /// What the picker calls it.
    pub label: &'static str,
    /// The allowed values in their contract spelling, in the picker's order.
    pub values: &'static [&'static str],
    /// The index in `values` of the default.
    pub default: usize,
    /// The rule that defines the option.
    pub rule: &'static str,
}

impl OptionSpec {
    /// The default value's contract spelling.
    pub fn default_value(&self) -> &'static str {
        self.values[self.default]
    }
}

/// The computer player's tuning for one game: the evaluation's weights and
/// how the search spends its budget.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AiTuning {
    /// What each term of the evaluation is worth.
    pub weights: Weights,
    /// Plies searched past the horizon, captures only.
    pub quiescence: u8,
    /// How many times fewer positions easy and medium search than the
    /// default budgets.
    pub middle_divisor: u64,
    /// On boards of at least this many columns, this divisor instead.
    pub big_board: Option<BigBoard>,
}

/// A divisor of easy's and medium's budgets on big boards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BigBoard {
    /// From this many columns on.
    pub columns: u8,
    /// The divisor there.
    pub middle_divisor: u64,
}

/// How much each term of the evaluation is worth in one game, in hundredths
/// of a seed. Every term is counted for both players and the opponent's
/// subtracted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per seed on a pit the player owns.
    pub on_own: i32,
    /// Per pit the player may sow from (running out of moves loses or starves).
    pub mobility: i32,
    /// Per seed on an own pit whose count one more seed would make capturable.
    pub at_risk: i32,
    /// The counts that one more seed makes capturable (U7, G9).
    pub risky: &'static [u8],
    /// Per pit holding a whole lap or more (it reaches every pit of the ring).
    pub big_pit: i32,
    /// Per seed of a file whose front pit faces an empty enemy front pit.
    pub exposed: i32,
    /// Per pit owned.
    pub owned: i32,
}

//! The analysis board and the game review (issue 12), as the page keeps
//! them: the "analyse" switch and the values of the legal inputs of the
//! position shown; a review's values for every position of a game, its
//! evaluation curve and its mistakes. Plain Rust: the searching is done in a
//! worker (`ui::computer`'s analysis requests), the drawing in `app::review`;
//! the page state's side (what to ask, what the answers mean, the review's
//! jumps) is `ui::analysis::reducer`.

mod reducer;

use std::rc::Rc;

use crate::engine::{Input, Player, Position};

use super::explain::explain_miss;
use super::session::Session;
use super::texts::{amount, fill, input_words, player_word, Lang};

/// A loss against the best input of at least this many seeds is a mistake.
pub const MISTAKE_SEEDS: i32 = 3;

/// How long the worker may search one position of a review (Hard's search,
/// cut at this time: a 60-move game is reviewed in about 20 s).
pub const REVIEW_MS: u64 = 300;

/// How long it may search the position shown (Hard's own time).
pub const ANALYSE_MS: u64 = 950;

/// Values shown beyond this many seeds are drawn at it (a won or lost game
/// is worth far more than any seed count).
pub const CHART_CLAMP: i32 = 20;

/// Each legal input and its value for the player to move, in hundredths of
/// a seed (whole numbers: no float formatting or parsing in the wasm, which
/// cost the app 22.7 KB and the worker 7.5 KB gzipped).
// size: hundredths as `i32`; floats cost the app 22.7 KB, the worker 7.5 KB gzipped.
pub type Values = Rc<[(Input, i32)]>;

/// A decided game's value is beyond this many hundredths (the search's win
/// is 10,000 seeds; no game has 500).
pub const DECIDED: i32 = 50_000;

/// What the analyst is asked.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Job {
    /// The values of the position shown.
    Now(Position),
    /// The values of the review's position before its input `k` (0 first).
    Review(usize),
}

/// A question out to the analyst.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct AnalystAsk {
    /// Matches the answer to the question.
    pub id: u64,
    /// What was asked.
    pub job: Job,
}

/// How a review stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReviewState {
    /// Positions are being searched.
    Running,
    /// Every position was searched.
    Done,
    /// Stopped by the reader before the end.
    Cancelled,
}

impl ReviewState {
    /// The contract word (`data-review`).
    pub fn word(self) -> &'static str {
        match self {
            ReviewState::Running => "running",
            ReviewState::Done => "done",
            ReviewState::Cancelled => "cancelled",
        }
    }
}

/// One input of a reviewed game, weighed.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// Who made it.
    pub mover: Player,
    /// The input made.
    pub played: Input,
    /// Its value for the mover, in hundredths of a seed.
    pub played_value: i32,
    /// The best input there, by the search.
    pub best: Input,
    /// The best input's value for the mover.
    pub best_value: i32,
}

impl PlyReview {
    /// Hundredths of a seed given away against the best input (0 for the
    /// best itself).
    pub fn loss(&self) -> i32 {
        self.best_value.saturating_sub(self.played_value).max(0)
    }

    /// Whether the input was a mistake ([`MISTAKE_SEEDS`] or more lost).
    pub fn mistake(&self) -> bool {
        self.loss() >= MISTAKE_SEEDS * 100
    }

    /// Whether the input lost the game by force where the best input did
    /// not.
    pub fn lost_the_game(&self) -> bool {
        self.played_value <= -DECIDED && self.best_value > -DECIDED
    }

    /// Whether the best input won by force and the one played does not: a
    /// win let go (not a loss: the game may still be good).
    pub fn missed_a_win(&self) -> bool {
        self.best_value >= DECIDED && self.played_value < DECIDED
    }

    /// The position's value for South (the curve is South's).
    pub fn for_south(&self) -> i32 {
        match self.mover {
            Player::South => self.best_value,
            Player::North => -self.best_value,
        }
    }
}

/// A game under review.
#[derive(Clone, Debug)]
pub struct Review {
    /// The game reviewed, as it was when the review began (every jump
    /// starts from it again).
    pub session: Rc<Session>,
    /// The inputs weighed so far, in order.
    pub plies: Vec<PlyReview>,
    /// How many inputs the game has.
    pub total: usize,
    /// Running, done or cancelled.
    pub state: ReviewState,
}

impl PartialEq for Review {
    fn eq(&self, other: &Review) -> bool {
        // The game reviewed is never changed in place: the same Rc, the same game.
        Rc::ptr_eq(&self.session, &other.session)
            && self.plies == other.plies
            && (self.total, self.state) == (other.total, other.state)
    }
}

/// The analysis board and the review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Analysis {
    /// The "analyse" switch.
    pub on: bool,
    /// The values found, and for which position.
    pub values: Option<(Position, Values)>,
    /// The question out to the analyst.
    pub asking: Option<AnalystAsk>,
    /// The id of the next question.
    pub next_id: u64,
    /// The review, once asked for.
    pub review: Option<Review>,
}

/// The best of some values (the first of equals), if any.
pub fn best<V: PartialOrd + Copy>(values: &[(Input, V)]) -> Option<(Input, V)> {
    values
        .iter()
        .fold(None, |b: Option<(Input, V)>, &(i, v)| match b {
            Some((_, bv)) if bv >= v => b,
            _ => Some((i, v)),
        })
}

impl Review {
    /// A review of `session`'s inputs (those played, or in view mode every
    /// recorded one).
    pub fn new(session: Rc<Session>, total: usize) -> Review {
        Review {
            session,
            plies: Vec::new(),
            total,
            state: ReviewState::Running,
        }
    }

    /// The mistakes found so far: (input index from 0, its review).
    pub fn mistakes(&self) -> Vec<(usize, PlyReview)> {
        self.plies
            .iter()
            .enumerate()
            .filter(|(_, p)| p.mistake())
            .map(|(k, p)| (k, *p))
            .collect()
    }

    /// The review's mistake `m` (its input `k`, 0 first) as the panel lists
    /// it: who chose what and the better input, both said in words as
    /// played on the position before it, never as tokens (issue 25); "this
    /// loses the game" where it did. Its value in seeds follows in
    /// [`Review::mistake_why`], never here.
    pub fn mistake_words(&self, k: usize, m: &PlyReview, lang: Lang) -> String {
        let before = self.before(k);
        let key = if m.lost_the_game() {
            "review-mistake-loses"
        } else if m.missed_a_win() {
            "review-mistake-misses-win"
        } else {
            "review-mistake"
        };
        fill(
            lang,
            key,
            &[
                ("k", &(k + 1)),
                ("player", &player_word(m.mover, lang)),
                ("played", &input_words(&before, m.played, lang)),
                ("best", &input_words(&before, m.best, lang)),
            ],
        )
    }

    /// Why mistake `m` was one, in the game's terms (`ui::explain`): what
    /// the input chosen let the other side capture at once and what the
    /// better one captures or holds them to, each with its rule; then what
    /// it cost in the game's pieces by the computer's count (C4).
    pub fn mistake_why(&self, k: usize, m: &PlyReview, lang: Lang) -> String {
        let before = self.before(k);
        let variant = before.rules().variant();
        let mut said = explain_miss(&before, m.played, m.best, m.missed_a_win(), lang);
        // The first sentence names the input chosen, as the button does.
        said.remove(0);
        if !m.lost_the_game() && !m.missed_a_win() {
            let loss = signed_seeds(m.loss());
            let loss = amount(variant, loss.trim_start_matches('+'), lang);
            said.push(fill(lang, "review-cost", &[("loss", &loss)]));
        }
        said.join(" ")
    }

    /// The position input `k` (0 first) was given in.
    fn before(&self, k: usize) -> Position {
        let mut game = (*self.session).clone();
        game.go_to(k);
        *game.position()
    }

    /// The evaluation curve as SVG points in a `width` × `height` box:
    /// one point a position, South's value upwards, 0 in the middle,
    /// clamped at [`CHART_CLAMP`] seeds either way.
    pub fn chart_points(&self, width: i32, height: i32) -> Vec<(i32, i32)> {
        let n = self.total.max(1) as i32;
        let clamp = CHART_CLAMP * 100;
        self.plies
            .iter()
            .enumerate()
            .map(|(k, p)| {
                let v = p.for_south().clamp(-clamp, clamp);
                (width * k as i32 / n, height / 2 - v * (height / 2) / clamp)
            })
            .collect()
    }
}

/// Hundredths of a seed as the analysis board writes them: signed, one
/// decimal (`+2.5`, `-1.0`, `0.0`); a decided game as `+∞` or `-∞`.
pub fn signed_seeds(h: i32) -> String {
    if h.abs() >= DECIDED {
        return if h > 0 { "+∞".into() } else { "-∞".into() };
    }
    // Rounded to the nearest tenth, halves away from zero.
    let tenths = (h.abs() + 5) / 10;
    let sign = match (h > 0, tenths) {
        (_, 0) => "",
        (true, _) => "+",
        (false, _) => "-",
    };
    format!("{sign}{}.{}", tenths / 10, tenths % 10)
}

/// Hundredths of a seed as a plain decimal number (`8.25`, `-1.50`), for
/// the `data-eval` hooks.
pub fn decimal(h: i32) -> String {
    let sign = if h < 0 { "-" } else { "" };
    let a = h.unsigned_abs();
    format!("{sign}{}.{:02}", a / 100, a % 100)
}

#[cfg(test)]
mod tests;

//! The value of a position for one player, in hundredths of a seed: captured
//! seeds first, then terms that say how the game is likely to go on, weighted
//! per game (the [`Weights`] of the game's spec, `games/<game>.rs`). A
//! finished game is worth more than any unfinished one.

use crate::engine::board::{Pit, Player};
use crate::engine::event::NoEvents;
use crate::engine::input::Input;
use crate::engine::position::Position;
use crate::engine::spec::Weights;

/// A won game's value before the score difference is added.
pub(super) const WIN: i32 = 1_000_000;

/// Hundredths of a seed per captured seed.
const CAPTURED: i32 = 100;

/// The value of `pos` for `me`, weighed for its game.
pub(super) fn value(pos: &Position, me: Player) -> i32 {
    weighed(pos, me, &pos.rules().variant().spec().ai.weights)
}

/// The value of `pos` for `me` under the weights `w`.
fn weighed(pos: &Position, me: Player, w: &Weights) -> i32 {
    let c = pos.captured();
    let diff = c[me] as i32 - c[me.other()] as i32;
    if let Some(o) = pos.result() {
        let sign = match o.winner {
            Some(w) if w == me => 1,
            Some(_) => -1,
            None => 0,
        };
        return sign * WIN + CAPTURED * diff;
    }
    let b = pos.board();
    let layout = pos.layout();
    let lap = 2 * layout.columns;
    // The least a pit needs to be sown from: two in the four-row games (B3, T4).
    let sowable = if layout.four_rows { 2 } else { 1 };
    let mut terms = 0;
    for p in layout.pits() {
        let n = b.count(p);
        let mut t = w.on_own * n as i32 + w.owned;
        if n >= sowable {
            t += w.mobility;
        }
        // A pit one more seed makes capturable (U7, G9).
        if w.at_risk != 0 && w.risky.contains(&n) {
            t -= w.at_risk * n as i32;
        }
        if n >= lap {
            t += w.big_pit;
        }
        terms += if b.owner(p) == me { t } else { -t };
    }
    if w.exposed != 0 && layout.four_rows {
        terms += w.exposed * exposure(pos, me.other()) - w.exposed * exposure(pos, me);
    }
    CAPTURED * diff + terms
}

/// Seeds of `who`'s files open to capture: their front pit is occupied and
/// the enemy front pit opposite is empty, where a sowing may end (B7, T9).
fn exposure(pos: &Position, who: Player) -> i32 {
    let layout = pos.layout();
    let b = pos.board();
    let (front, back, enemy) = match who {
        Player::South => (2, 1, 3),
        Player::North => (3, 4, 2),
    };
    let at = |c, r| b.count(layout.at(c, r).unwrap_or(Pit(0))) as i32;
    (0..layout.columns)
        .filter(|&c| at(c, front) > 0 && at(c, enemy) == 0)
        .map(|c| at(c, front) + at(c, back))
        .sum()
}

/// The value for `me` of the position after `input`.
pub(super) fn after(pos: &Position, input: Input, me: Player) -> i32 {
    let mut p = *pos;
    p.apply(input, &mut NoEvents);
    value(&p, me)
}

/// A value in seeds, as the contract's `eval` reports it.
pub(super) fn seeds(v: i32) -> f64 {
    v as f64 / CAPTURED as f64
}

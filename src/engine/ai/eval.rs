//! The value of a position for one player, in hundredths of a seed: captured
//! seeds first, then the seeds on the pits the player owns (they go to their
//! owner when the game ends by a sweep in Goré, Urim and on repetition, and they
//! are the material a player sows with in every game). A finished game is worth
//! more than any unfinished one.

use crate::engine::board::Player;
use crate::engine::event::NoEvents;
use crate::engine::input::Input;
use crate::engine::position::Position;

/// A won game's value before the score difference is added.
pub(super) const WIN: i32 = 1_000_000;

/// Hundredths of a seed per captured seed, and per seed on an owned pit.
const CAPTURED: i32 = 100;
const ON_OWN_PIT: i32 = 10;

/// The value of `pos` for `me`.
pub(super) fn value(pos: &Position, me: Player) -> i32 {
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
    let on_board: i32 = pos
        .layout()
        .pits()
        .map(|p| {
            let n = b.count(p) as i32;
            if b.owner(p) == me {
                n
            } else {
                -n
            }
        })
        .sum();
    CAPTURED * diff + ON_OWN_PIT * on_board
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

//! The value of a position for one player, in hundredths of a seed: captured
//! seeds first, then terms that say how the game is likely to go on, weighted
//! per game ([`Weights::of`]). A finished game is worth more than any
//! unfinished one.

use crate::engine::board::{Pit, Player};
use crate::engine::event::NoEvents;
use crate::engine::input::Input;
use crate::engine::position::Position;
use crate::engine::variant::Variant;

/// A won game's value before the score difference is added.
pub(super) const WIN: i32 = 1_000_000;

/// Hundredths of a seed per captured seed.
const CAPTURED: i32 = 100;

/// How much each term is worth in one game, in hundredths of a seed. Every
/// term is counted for both players and the opponent's subtracted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Weights {
    /// Per seed on a pit the player owns.
    on_own: i32,
    /// Per pit the player may sow from (running out of moves loses or starves).
    mobility: i32,
    /// Per seed on an own pit whose count one more seed would make capturable.
    at_risk: i32,
    /// Per pit holding a whole lap or more (it reaches every pit of the ring).
    big_pit: i32,
    /// Per seed of a file whose front pit faces an empty enemy front pit.
    exposed: i32,
    /// Per pit owned.
    owned: i32,
}

impl Weights {
    /// The weights for `variant`.
    pub(super) fn of(variant: Variant) -> Weights {
        match variant {
            // Seeds left on owned pits are swept to their owner (G13); pits
            // of one or three become twos and fours to capture (G9).
            Variant::Gore => Weights {
                on_own: 10,
                mobility: 0,
                at_risk: 10,
                big_pit: 0,
                exposed: 0,
                owned: 20,
            },
            // Seeds left in a row go to its owner (U11); pits of one or two
            // are the twos and threes of U7; a big pit laps and attacks the
            // whole enemy row; an empty row starves (U10).
            Variant::Urim => Weights {
                on_own: 10,
                mobility: 10,
                at_risk: 15,
                big_pit: 50,
                exposed: 0,
                owned: 0,
            },
            // Threes become fours for whoever sows through them (A5, A6).
            Variant::Anywoli => Weights {
                on_own: 5,
                mobility: 5,
                at_risk: 0,
                big_pit: 0,
                exposed: 0,
                owned: 0,
            },
            // Seeds never leave their owner's rows but by capture, so a file
            // open to capture (B7, B8; T9) and the pits one can still sow
            // from (B10, T12) decide the game.
            Variant::BaoKigogo | Variant::Tsoro => Weights {
                on_own: 10,
                mobility: 20,
                at_risk: 0,
                big_pit: 0,
                exposed: 15,
                owned: 0,
            },
        }
    }

    /// Whether a pit of `n` seeds becomes capturable with one more (U7, G9).
    fn risky(variant: Variant, n: u8) -> bool {
        match variant {
            Variant::Urim => n == 1 || n == 2,
            Variant::Gore => n == 1 || n == 3,
            Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => false,
        }
    }
}

/// The value of `pos` for `me`, weighed for its game.
pub(super) fn value(pos: &Position, me: Player) -> i32 {
    weighed(pos, me, &Weights::of(pos.rules().variant()))
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
    let variant = pos.rules().variant();
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
        if w.at_risk != 0 && Weights::risky(variant, n) {
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

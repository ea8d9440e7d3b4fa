//! The per-game seam: what each game does at every step of its flow, behind one
//! trait, chosen at one dispatch point ([`with_flow!`]).
//!
//! A game's facts that are plain data (board shape, repetition limit, whether
//! owners change…) are [`super::Variant`] properties; what a game *does*
//! (list its inputs, check one, apply one, start a turn, end on a repetition, lay
//! out its opening) is a [`Flow`]. `Position`'s public methods call
//! `with_flow!`, the only `match` on the game in the engine's flow; each game's
//! module implements `Flow` for its own zero-sized type.

use super::board::{Layout, Pit};
use super::event::Sink;
use super::input::Input;
use super::options::Rules;
use super::position::{Illegal, Position};

/// One game's flow. Static dispatch (no `dyn`): the sink stays generic, so a
/// search playing with [`super::NoEvents`] pays nothing for the story.
pub(crate) trait Flow {
    /// Seeds in `pit` at the opening (G1, U1, A1, B2, T3, T15).
    fn opening(rules: Rules, layout: Layout, pit: Pit) -> u8;
    /// Fills `out` (already cleared; the game is not over) with every legal
    /// input, or with `exact` false a superset that skips the costly
    /// endless-sowing test (C6).
    fn inputs(pos: &Position, out: &mut Vec<Input>, exact: bool);
    /// Why `input` is illegal now, if it is (the game is not over).
    fn check(pos: &Position, input: Input) -> Result<(), Illegal>;
    /// Applies an input already checked legal.
    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S);
    /// The end conditions that concern the player now to move, checked after
    /// every turn and on a loaded position (awaiting a move, not over).
    fn turn_start<S: Sink>(pos: &mut Position, sink: &mut S);
    /// Ends the game on a repetition (C7, G15, U10, A11, B11, T13).
    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S);
}

/// Runs `$body` with `$F` naming the flow type of `$variant`'s game: the one
/// place the engine's flow branches on the game.
macro_rules! with_flow {
    ($variant:expr, $F:ident => $body:expr) => {
        match $variant {
            $crate::engine::Variant::Gore => {
                type $F = $crate::engine::gore::Gore;
                $body
            }
            $crate::engine::Variant::Urim => {
                type $F = $crate::engine::urim::Urim;
                $body
            }
            $crate::engine::Variant::Anywoli => {
                type $F = $crate::engine::anywoli::Anywoli;
                $body
            }
            $crate::engine::Variant::BaoKigogo => {
                type $F = $crate::engine::four_row::BaoKigogo;
                $body
            }
            $crate::engine::Variant::Tsoro => {
                type $F = $crate::engine::four_row::Tsoro;
                $body
            }
        }
    };
}
pub(crate) use with_flow;

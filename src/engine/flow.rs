//! The per-game seam: what each game does at every step of its flow, behind one
//! trait, chosen at one dispatch point (`with_flow!`, in `games.rs`).
//!
//! A game's facts that are plain data (board shape, repetition limit, whether
//! owners change…) are its [`GameSpec`](super::spec::GameSpec); what a game
//! *does* (list its inputs, check one, apply one, start a turn, end on a
//! repetition, lay out its opening) is a [`Flow`]. Each game's file
//! (`games/<game>.rs`) implements `Flow` for its own zero-sized type, with the
//! game's rule code in the impl or in the file's own functions. This module
//! knows no game: the games depend on it and on `position`, never the reverse.

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

    /// [`Flow::turn_start`] if a turn starts now (the game goes on and awaits a
    /// move): what a game's `apply` calls once the turn has passed.
    fn next_turn<S: Sink>(pos: &mut Position, sink: &mut S) {
        if pos.result.is_none() && pos.awaiting == super::position::Awaiting::Move {
            Self::turn_start(pos, sink);
        }
    }
}

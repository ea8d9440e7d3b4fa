//! Bao Kigogo (B1–B11): relay sowing round the player's own two rows,
//! single-step moves, file captures; a side wiped out or unable to move loses.
//! The relay routine is shared with Tsoro (`four_row.rs`).

use super::four_row::{self, FourRow};
use crate::engine::board::{Layout, Pit};
use crate::engine::event::Sink;
use crate::engine::flow::Flow;
use crate::engine::input::Input;
use crate::engine::options::Rules;
use crate::engine::position::{EndReason, Illegal, Position};
use crate::engine::spec::{AiTuning, Columns, GameSpec, Repetition, RuleIds, Shape};

/// Bao Kigogo, as data.
pub(crate) const SPEC: GameSpec = GameSpec {
    id: "bao-kigogo",
    title: "Bao Kigogo",
    rules: RuleIds {
        letter: "B",
        count: 11,
    },
    shape: Shape {
        four_rows: true,
        columns: Columns::Fixed(12),
    },
    options: &[],
    first_game_options: &[],
    repetition: Repetition {
        limit: 2, // B11: a second occurrence ends the game
        captures_only_grow: true,
    },
    sides_keep_their_seeds: true, // B1, B3
    owners_change: false,
    pit_limit: None,
    must_feed: false,
    bonus_picks: false,
    heads: false,
    loses_when_wiped_out: true, // B10
    glory: false,
    trades: false,
    match_points: None,
    match_ply_cap: 2_000,
    ai: AiTuning {
        // Seeds never leave their owner's rows but by capture, so a file open
        // to capture (B7, B8) and the pits one can still sow from (B10) decide
        // the game.
        weights: four_row::WEIGHTS,
        quiescence: 4,
        middle_divisor: 1,
        big_board: None,
    },
};

/// Bao Kigogo's flow (B1–B11).
pub(crate) struct BaoKigogo;

impl FourRow for BaoKigogo {
    const SPEC: &'static GameSpec = &SPEC;
    fn is_head(_: &Position, _: Pit) -> bool {
        false // no heads in Bao Kigogo
    }
}

impl Flow for BaoKigogo {
    fn opening(_: Rules, layout: Layout, pit: Pit) -> u8 {
        // B2: two in every pit but the first of South's inner row and the last
        // of North's.
        match layout.coords(pit) {
            (0, 2) | (11, 3) => 0,
            _ => 2,
        }
    }
    fn inputs(pos: &Position, out: &mut Vec<Input>, exact: bool) {
        four_row::inputs::<Self>(pos, out, exact)
    }
    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        four_row::check::<Self>(pos, input)
    }
    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        four_row::apply::<Self, S>(pos, input, sink)
    }
    fn turn_start<S: Sink>(pos: &mut Position, sink: &mut S) {
        four_row::turn_start::<Self, S>(pos, sink) // B10
    }
    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S) {
        pos.finish(None, EndReason::BaoRepetition, sink) // B11
    }
}

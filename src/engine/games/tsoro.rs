//! Tsoro (T1–T16): relay sowing round the player's own two rows with heads
//! where a relay may stop by choice, single-step moves, file captures and
//! bonus picks. The relay routine is shared with Bao Kigogo (`four_row.rs`).

use super::four_row::{self, FourRow};
use crate::engine::board::{Layout, Pit};
use crate::engine::event::Sink;
use crate::engine::flow::Flow;
use crate::engine::input::Input;
use crate::engine::options::Rules;
use crate::engine::position::{EndReason, Illegal, Position};
use crate::engine::spec::{
    AiTuning, BigBoard, Columns, GameSpec, OptionSpec, Repetition, RuleIds, Shape,
};

/// Tsoro, as data.
pub(crate) const SPEC: GameSpec = GameSpec {
    id: "tsoro",
    title: "Tsoro",
    rules: RuleIds {
        letter: "T",
        count: 16,
    },
    shape: Shape {
        four_rows: true,
        columns: Columns::Option(0), // columns
    },
    options: &[
        OptionSpec {
            key: "columns",
            label: "Columns",
            values: &["6", "8", "12", "15", "18", "21"],
            default: 5,
            rule: "T16",
        },
        OptionSpec {
            key: "bonus",
            label: "Bonus pits",
            values: &["1", "2", "3"],
            default: 1,
            rule: "T14",
        },
        OptionSpec {
            key: "heads",
            label: "Heads",
            values: &["2", "1"],
            default: 0,
            rule: "T15",
        },
    ],
    // The page's game card: 8 columns, one of T16's sizes, a board a newcomer
    // can take in (the URL and the command line keep the traditional 21).
    first_game_options: &[("columns", "8")],
    repetition: Repetition {
        limit: 3, // T13, a safeguard
        captures_only_grow: true,
    },
    sides_keep_their_seeds: true, // T1, T4
    owners_change: false,
    pit_limit: None,
    must_feed: false,
    bonus_picks: true, // T10
    heads: true,       // T2, T6
    loses_when_wiped_out: false,
    glory: false,
    trades: false,
    match_points: None,
    match_ply_cap: 2_000,
    ai: AiTuning {
        // Stones never leave their owner's rows but by capture, so a file open
        // to capture (T9) and the pits one can still sow from (T12) decide
        // the game.
        weights: four_row::WEIGHTS,
        quiescence: 4,
        middle_divisor: 1,
        // On big boards (15 columns and more, T16) a position costs hard more
        // time (long relay laps): hard's lead over medium at a short clock is
        // kept by a smaller medium, and medium's over easy by a smaller easy.
        big_board: Some(BigBoard {
            columns: 15,
            middle_divisor: 2,
        }),
    },
};

/// Tsoro's flow (T1–T16).
pub(crate) struct Tsoro;

impl FourRow for Tsoro {
    const SPEC: &'static GameSpec = &SPEC;
    fn is_head(pos: &Position, p: Pit) -> bool {
        is_head(pos, p)
    }
}

impl Flow for Tsoro {
    fn opening(rules: Rules, layout: Layout, pit: Pit) -> u8 {
        // T3: two in each outer-row pit, inner rows empty; T15: a single head
        // starts with three.
        let (col, row) = layout.coords(pit);
        let last = layout.columns - 1;
        match row {
            2 | 3 => 0,
            _ if rules.tsoro_heads() == 1
                && ((row == 1 && col == last) || (row == 4 && col == 0)) =>
            {
                3
            }
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
        four_row::turn_start::<Self, S>(pos, sink) // T12
    }
    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S) {
        pos.finish(None, EndReason::RepetitionSafeguard, sink) // T13
    }
}

/// Whether `p` is one of the heads (T2, T15): the last pits of each player's
/// outer row, as many as the `heads` option says.
pub(super) fn is_head(pos: &Position, p: Pit) -> bool {
    let (col, row) = pos.layout.coords(p);
    let n = pos.layout.columns;
    let heads = pos.rules.tsoro_heads();
    match row {
        1 => col + heads >= n,
        4 => col < heads,
        _ => false,
    }
}

//! Urim (U1–U12): single laps that skip the origin and full pits, must-feed,
//! captures of 2s and 3s with a backward chain of 2s, 3s and 4s, match points.

use crate::engine::board::{ByPlayer, Layout, Pit, Player, MAX_PITS};
use crate::engine::event::{CaptureCause, Event, Sink, SkipReason};
use crate::engine::flow::Flow;
use crate::engine::input::Input;
use crate::engine::options::Rules;
use crate::engine::position::{Awaiting, EndReason, Illegal, Position};
use crate::engine::spec::{
    AiTuning, Columns, GameSpec, OptionSpec, Repetition, RuleIds, Shape, Weights,
};

/// Urim, as data.
pub(crate) const SPEC: GameSpec = GameSpec {
    id: "urim",
    title: "Urim",
    rules: RuleIds {
        letter: "U",
        count: 12,
    },
    shape: Shape {
        four_rows: false,
        columns: Columns::Option(0), // pits
    },
    options: &[
        OptionSpec {
            key: "pits",
            label: "Pits per row",
            values: &["6", "7"],
            default: 0,
            rule: "U1",
        },
        OptionSpec {
            key: "seeds",
            label: "Seeds per pit",
            values: &["3", "4"],
            default: 0,
            rule: "U1",
        },
    ],
    first_game_options: &[],
    repetition: Repetition {
        limit: 3, // C7
        captures_only_grow: true,
    },
    sides_keep_their_seeds: false,
    owners_change: false,
    pit_limit: Some(PIT_LIMIT), // U5
    must_feed: true,            // U6
    bonus_picks: false,
    heads: false,
    loses_when_wiped_out: false,
    glory: false,
    trades: false,
    match_points: Some(points), // U12
    match_ply_cap: 2_000,
    ai: AiTuning {
        // Seeds left in a row go to its owner (U11); pits of one or two are the
        // twos and threes of U7; a big pit laps and attacks the whole enemy
        // row; an empty row starves (U10).
        weights: Weights {
            on_own: 10,
            mobility: 10,
            at_risk: 15,
            risky: &[1, 2],
            big_pit: 50,
            exposed: 0,
            owned: 0,
        },
        quiescence: 4,
        middle_divisor: 1,
        big_board: None,
    },
};

/// U5: no pit may hold more than this.
pub const PIT_LIMIT: u8 = 17;

/// Urim's flow (U1–U12).
pub(crate) struct Urim;

impl Flow for Urim {
    fn opening(rules: Rules, _: Layout, _: Pit) -> u8 {
        rules.urim_seeds() // U1
    }

    fn inputs(pos: &Position, out: &mut Vec<Input>, _exact: bool) {
        if pos.awaiting != Awaiting::Move {
            return;
        }
        let must_feed = must_feed(pos);
        for p in pos.layout.pits() {
            if sowable(pos, p) && (!must_feed || feeds(pos, p)) {
                out.push(Input::Sow(p));
            }
        }
    }

    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        let Input::Sow(p) = input else {
            return Err(Illegal::NotAwaited);
        };
        if pos.layout.home_owner(p) != pos.to_move {
            Err(Illegal::NotYours)
        } else if pos.board.count(p) == 0 {
            Err(Illegal::TooFew)
        } else if must_feed(pos) && !feeds(pos, p) {
            Err(Illegal::MustFeed)
        } else {
            Ok(())
        }
    }

    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        let Input::Sow(from) = input else { return };
        let me = pos.to_move;
        let l = pos.layout;
        sink.emit(Event::Lift {
            pit: from,
            count: pos.board.count(from),
            relay: false,
        });
        let last = walk(l, &mut pos.board.counts, from, |pit, dropped| {
            sink.emit(if dropped {
                Event::Drop { pit }
            } else {
                Event::Skip {
                    pit,
                    why: if pit == from {
                        SkipReason::Origin
                    } else {
                        SkipReason::Full
                    },
                }
            })
        });
        // U7, U8: a landing of 2 or 3 in the opponent's row, then the chain back.
        let c = pos.board.count(last);
        if l.home_owner(last) != me && (c == 2 || c == 3) {
            pos.capture(last, me, CaptureCause::Landing, sink);
            let mut b = l.prev(last);
            while l.home_owner(b) != me && (2..=4).contains(&pos.board.count(b)) {
                pos.capture(b, me, CaptureCause::ChainBackward, sink);
                b = l.prev(b);
            }
        }
        pos.to_move = me.other();
        Self::next_turn(pos, sink);
    }

    fn turn_start<S: Sink>(pos: &mut Position, sink: &mut S) {
        if !pos.row_has_seeds(pos.to_move) {
            // U10 then U11: the remaining seeds go to the row they lie in.
            pos.sweep_home_and_decide(EndReason::Starved(pos.to_move), sink);
        }
    }

    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S) {
        pos.sweep_home_and_decide(EndReason::Repetition, sink); // C7, U11
    }
}

/// Sows the handful of `from` (U3–U5): the emptied origin and pits holding 17
/// are skipped. `visit(pit, dropped)` is called for every pit reached, `dropped`
/// false for a skip. Returns the last pit sown.
#[inline]
fn walk(
    l: Layout,
    counts: &mut [u8; MAX_PITS],
    from: Pit,
    mut visit: impl FnMut(Pit, bool),
) -> Pit {
    let mut hand = counts[from.index()];
    counts[from.index()] = 0;
    let mut q = from;
    while hand > 0 {
        q = l.next(q);
        if q == from || counts[q.index()] >= PIT_LIMIT {
            visit(q, false);
            continue;
        }
        counts[q.index()] += 1;
        hand -= 1;
        visit(q, true);
    }
    q
}

/// U6: whether sowing `from` drops a seed in the opponent's row.
fn feeds(pos: &Position, from: Pit) -> bool {
    let opp = pos.to_move.other();
    let l = pos.layout;
    let mut fed = false;
    let mut counts = pos.board.counts;
    walk(l, &mut counts, from, |p, dropped| {
        fed |= dropped && l.home_owner(p) == opp
    });
    fed
}

fn sowable(pos: &Position, p: Pit) -> bool {
    pos.layout.home_owner(p) == pos.to_move && pos.board.count(p) > 0
}

/// U6 applies now: the opponent's row is empty and some move feeds it.
pub(super) fn must_feed(pos: &Position) -> bool {
    !pos.row_has_seeds(pos.to_move.other())
        && pos.layout.pits().any(|p| sowable(pos, p) && feeds(pos, p))
}

/// U12: match points in halves, from the final captured counts against the
/// game's total T.
fn points(captured: ByPlayer<u16>, total: u32) -> ByPlayer<u8> {
    let t = total as u16;
    let points = |who: Player| {
        let c = captured[who];
        if 4 * c >= 3 * t {
            2
        } else if 2 * c > t {
            1
        } else {
            0
        }
    };
    ByPlayer::new(points(Player::South), points(Player::North))
}

//! Anywoli (A1–A11): relay sowing round a ring of 24, mid-sowing fours to the
//! pit's owner, a last-seed four to the mover with an extra move.

use crate::engine::board::{Layout, Pit};
use crate::engine::cycle::CycleFinder;
use crate::engine::event::{CaptureCause, Event, NoEvents, Sink};
use crate::engine::flow::Flow;
use crate::engine::input::Input;
use crate::engine::options::{LastFour, Rules};
use crate::engine::position::{Awaiting, EndReason, Illegal, Position};
use crate::engine::spec::{
    AiTuning, Columns, GameSpec, OptionSpec, Repetition, RuleIds, Shape, Weights,
};

/// Anywoli, as data.
pub(crate) const SPEC: GameSpec = GameSpec {
    id: "anywoli",
    title: "Anywoli",
    rules: RuleIds {
        letter: "A",
        count: 11,
    },
    shape: Shape {
        four_rows: false,
        columns: Columns::Fixed(12),
    },
    options: &[OptionSpec {
        key: "last_four",
        label: "Last four go to",
        values: &["penultimate", "first_last_seed"],
        default: 0,
        rule: "A9",
    }],
    first_game_options: &[],
    repetition: Repetition {
        limit: 3, // C7, A11
        captures_only_grow: true,
    },
    sides_keep_their_seeds: false,
    owners_change: false,
    pit_limit: None,
    must_feed: false,
    bonus_picks: false,
    heads: false,
    loses_when_wiped_out: false,
    glory: false,
    trades: false,
    match_points: None,
    match_ply_cap: 2_000,
    ai: AiTuning {
        // Threes become fours for whoever sows through them (A5, A6).
        weights: Weights {
            on_own: 5,
            mobility: 5,
            at_risk: 0,
            risky: &[],
            big_pit: 0,
            exposed: 0,
            owned: 0,
        },
        // No captures-only search past the horizon: fours are made all the
        // time, by either player and in either row (A5, A6), so it hardly
        // settles anything; it measured no stronger and costs the positions a
        // deeper search would use.
        quiescence: 0,
        // A few more plies tell less than elsewhere (relay sowings and fours
        // anywhere, A3–A6): easy and medium search six times fewer positions.
        middle_divisor: 6,
        big_board: None,
    },
};

/// How a sowing ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ending {
    /// The last seed fell into an empty pit (A4).
    Empty,
    /// The last seed made four: captured, and the mover moves again (A5).
    ExtraMove,
    /// The sowing would never end (C6).
    Endless,
}

/// Anywoli's flow (A1–A11).
pub(crate) struct Anywoli;

impl Flow for Anywoli {
    fn opening(_: Rules, _: Layout, _: Pit) -> u8 {
        4 // A1
    }

    fn inputs(pos: &Position, out: &mut Vec<Input>, exact: bool) {
        if pos.awaiting != Awaiting::Move {
            return;
        }
        for p in pos.layout.pits() {
            if sowable(pos, p) && (!exact || finite(pos, p)) {
                out.push(Input::Sow(p));
            }
        }
        if out.is_empty() {
            out.push(Input::Pass); // A7, C6
        }
    }

    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        match input {
            Input::Sow(p) => {
                if pos.layout.home_owner(p) != pos.to_move {
                    Err(Illegal::NotYours)
                } else if pos.board.count(p) == 0 {
                    Err(Illegal::TooFew)
                } else if !finite(pos, p) {
                    Err(Illegal::Endless)
                } else {
                    Ok(())
                }
            }
            Input::Pass => {
                let can_sow = pos.layout.pits().any(|p| sowable(pos, p) && finite(pos, p));
                if can_sow {
                    Err(Illegal::CannotPass)
                } else {
                    Ok(())
                }
            }
            _ => Err(Illegal::NotAwaited),
        }
    }

    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        let me = pos.to_move;
        let extra = match input {
            Input::Sow(p) => sow(pos, p, sink) == Ending::ExtraMove,
            _ => {
                sink.emit(Event::Pass { player: me });
                false
            }
        };
        // A8: checked at the end of every move, before an extra move, and after a pass.
        if pos.board.total() <= 4 {
            return last_four(pos, sink);
        }
        if extra {
            sink.emit(Event::ExtraMove { player: me });
        } else {
            pos.to_move = me.other();
        }
        Self::next_turn(pos, sink);
    }

    fn turn_start<S: Sink>(pos: &mut Position, sink: &mut S) {
        if pos.board.total() == 0 {
            pos.decide(EndReason::AllCaptured, sink); // A8
        }
    }

    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S) {
        pos.sweep_home_and_decide(EndReason::Repetition, sink); // C7, A11
    }
}

/// A2–A6: the whole relay sowing from `start`. On `Ending::Endless` the
/// position is left mid-cycle: callers only run that case on a copy.
fn sow<S: Sink>(pos: &mut Position, start: Pit, sink: &mut S) -> Ending {
    let me = pos.to_move;
    let l = pos.layout;
    let mut from = start;
    let mut relay = false;
    let mut cycle = CycleFinder::new(); // C6
    loop {
        let n = pos.board.count(from);
        pos.board.counts[from.index()] = 0;
        sink.emit(Event::Lift {
            pit: from,
            count: n,
            relay,
        });
        let mut q = from;
        for k in 1..=n {
            q = l.next(q); // A7: the origin is not skipped
            pos.board.counts[q.index()] += 1;
            sink.emit(Event::Drop { pit: q });
            if k < n && pos.board.count(q) == 4 {
                // A6: to the store of the pit's owner, at once.
                let owner = l.home_owner(q);
                pos.capture(q, owner, CaptureCause::MidSowingFour, sink);
                pos.history.last_capturer = Some(owner);
            }
        }
        match pos.board.count(q) {
            4 => {
                // A5: the mover takes the four and moves again.
                pos.capture(q, me, CaptureCause::LastSeedFour, sink);
                pos.history.last_capturer = Some(me);
                pos.history.first_last_seed.get_or_insert(me);
                return Ending::ExtraMove;
            }
            0 | 1 => return Ending::Empty, // A4
            _ => {}                        // A3: relay from here
        }
        from = q;
        relay = true;
        if cycle.repeats(&pos.board.counts, from) {
            return Ending::Endless;
        }
    }
}

/// Whether sowing from `p` ends (C6), tried on a copy.
fn finite(pos: &Position, p: Pit) -> bool {
    let mut trial = *pos;
    sow(&mut trial, p, &mut NoEvents) != Ending::Endless
}

fn sowable(pos: &Position, p: Pit) -> bool {
    pos.layout.home_owner(p) == pos.to_move && pos.board.count(p) > 0
}

/// A8, A9: the game ends; the last seeds go to the player the option names,
/// or (no such capture yet) to the player in whose row they lie.
fn last_four<S: Sink>(pos: &mut Position, sink: &mut S) {
    if pos.board.total() == 0 {
        return pos.decide(EndReason::AllCaptured, sink);
    }
    let to = match pos.rules.last_four() {
        LastFour::Penultimate => pos.history.last_capturer,
        LastFour::FirstLastSeed => pos.history.first_last_seed,
    };
    let l = pos.layout;
    pos.sweep_by(|_, p| to.unwrap_or_else(|| l.home_owner(p)), sink);
    pos.decide(EndReason::LastFour, sink);
}

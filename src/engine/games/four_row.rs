//! The relay routine both four-row games share (Bao Kigogo B3–B10, Tsoro
//! T4–T12): relay laps round the player's own two rows, single-step moves,
//! file captures; Tsoro's heads and bonus picks where its [`FourRow`] says so.
//! Not a game: `bao_kigogo.rs` and `tsoro.rs` call it from their `Flow`.

use crate::engine::board::{Pit, Player};
use crate::engine::cycle::CycleFinder;
use crate::engine::event::{CaptureCause, Event, NoEvents, Sink};
use crate::engine::flow::Flow;
use crate::engine::input::Input;
use crate::engine::position::{Awaiting, EndReason, Illegal, Position};
use crate::engine::spec::{GameSpec, Weights};

/// A four-row game: what the shared routine asks of it. Its spec is read as
/// constants, so the routine costs nothing for the facts a game lacks.
pub(super) trait FourRow: Flow {
    /// The game's spec (bonus picks, a wiped-out side losing).
    const SPEC: &'static GameSpec;
    /// Whether `p` is a head, where a relay may stop by choice (T2, T15).
    fn is_head(pos: &Position, p: Pit) -> bool;
}

/// The evaluation both four-row games weigh (`GameSpec::ai`): seeds never
/// leave their owner's rows but by capture, so a file open to capture (B7, B8;
/// T9) and the pits one can still sow from (B10; T12) decide the game.
pub(super) const WEIGHTS: Weights = Weights {
    on_own: 10,
    mobility: 20,
    at_risk: 0,
    risky: &[],
    big_pit: 0,
    exposed: 15,
    owned: 0,
};

/// How a relay sowing stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum LapEnd {
    /// The last seed fell into this empty pit (B5, T7).
    Empty(Pit),
    /// Tsoro: the last stone fell into this occupied head (T6).
    Head(Pit),
    /// The sowing would never end (C6).
    Endless,
}

/// The pits of `who`'s own two rows (storage order: their sowing ring).
fn side(pos: &Position, who: Player) -> std::ops::Range<u8> {
    let ring = 2 * pos.layout.columns;
    match who {
        Player::South => 0..ring,
        Player::North => ring..2 * ring,
    }
}

fn has_big_pit(pos: &Position, who: Player) -> bool {
    side(pos, who).any(|i| pos.board.counts[i as usize] >= 2)
}

/// B3–B5, T4–T7: relay laps from `start` until a lap ends in an empty pit
/// or (Tsoro) an occupied head. `relay` says whether the first lift is
/// already a relay (continuing from a head).
fn relay_sow<G: FourRow, S: Sink>(
    pos: &mut Position,
    start: Pit,
    mut relay: bool,
    sink: &mut S,
) -> LapEnd {
    let l = pos.layout;
    let mut from = start;
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
        for _ in 0..n {
            q = l.next(q);
            pos.board.counts[q.index()] += 1;
            sink.emit(Event::Drop { pit: q });
        }
        if pos.board.count(q) == 1 {
            return LapEnd::Empty(q);
        }
        if G::is_head(pos, q) {
            return LapEnd::Head(q);
        }
        from = q;
        relay = true;
        if cycle.repeats(&pos.board.counts, from) {
            return LapEnd::Endless;
        }
    }
}

/// Whether a sowing from `p` (or a `continue` from head `p`) ends (C6).
fn relay_finite<G: FourRow>(pos: &Position, p: Pit, relay: bool) -> bool {
    let mut trial = *pos;
    relay_sow::<G, _>(&mut trial, p, relay, &mut NoEvents) != LapEnd::Endless
}

/// Pits a bonus pick may take now: the opponent's non-empty pits that are
/// not heads (T10).
fn pickable<G: FourRow>(pos: &Position) -> impl Iterator<Item = Pit> + '_ {
    side(pos, pos.to_move.other())
        .map(Pit)
        .filter(|&p| pos.board.count(p) > 0 && !G::is_head(pos, p))
}

/// Sets the picks due after a capture: at most `want`, no more than remain.
/// With none due, the move is over.
pub(super) fn start_picks<G: FourRow, S: Sink>(pos: &mut Position, want: u8, sink: &mut S) {
    let left = want.min(pickable::<G>(pos).count() as u8);
    if left > 0 {
        pos.awaiting = Awaiting::BonusPick { left };
    } else {
        end_move::<G, S>(pos, sink);
    }
}

/// Whether the player to move has any legal move (B10, T12), stopping at
/// the first one found.
fn can_move<G: FourRow>(pos: &Position) -> bool {
    let me = pos.to_move;
    let l = pos.layout;
    if has_big_pit(pos, me) {
        side(pos, me)
            .map(Pit)
            .any(|p| pos.board.count(p) >= 2 && relay_finite::<G>(pos, p, false))
    } else {
        side(pos, me)
            .map(Pit)
            .any(|p| pos.board.count(p) == 1 && pos.board.count(l.next(p)) == 0)
    }
}

/// [`Flow::inputs`] of a four-row game.
pub(super) fn inputs<G: FourRow>(pos: &Position, out: &mut Vec<Input>, exact: bool) {
    match pos.awaiting {
        Awaiting::Move => {
            let me = pos.to_move;
            let l = pos.layout;
            if has_big_pit(pos, me) {
                for p in side(pos, me).map(Pit) {
                    if pos.board.count(p) >= 2 && (!exact || relay_finite::<G>(pos, p, false)) {
                        out.push(Input::Sow(p));
                    }
                }
            } else {
                // B6, T8: one step, into an empty pit only.
                for p in side(pos, me).map(Pit) {
                    if pos.board.count(p) == 1 && pos.board.count(l.next(p)) == 0 {
                        out.push(Input::Sow(p));
                    }
                }
            }
        }
        Awaiting::HeadChoice { pit } => {
            out.push(Input::Stop);
            if !exact || relay_finite::<G>(pos, pit, true) {
                out.push(Input::Continue);
            }
        }
        Awaiting::BonusPick { .. } => out.extend(pickable::<G>(pos).map(Input::Pick)),
        _ => {}
    }
}

/// [`Flow::check`] of a four-row game.
pub(super) fn check<G: FourRow>(pos: &Position, input: Input) -> Result<(), Illegal> {
    let me = pos.to_move;
    match (pos.awaiting, input) {
        (Awaiting::Move, Input::Sow(p)) => {
            if !side(pos, me).contains(&p.0) {
                Err(Illegal::NotYours)
            } else if pos.board.count(p) >= 2 {
                if relay_finite::<G>(pos, p, false) {
                    Ok(())
                } else {
                    Err(Illegal::Endless)
                }
            } else if pos.board.count(p) == 0 {
                Err(Illegal::TooFew)
            } else if has_big_pit(pos, me) {
                Err(Illegal::SingleWhileBig(pos.rules.variant()))
            } else if pos.board.count(pos.layout.next(p)) != 0 {
                Err(Illegal::SingleIntoOccupied(pos.rules.variant()))
            } else {
                Ok(())
            }
        }
        (Awaiting::HeadChoice { .. }, Input::Stop) => Ok(()),
        (Awaiting::HeadChoice { pit }, Input::Continue) => {
            if relay_finite::<G>(pos, pit, true) {
                Ok(())
            } else {
                Err(Illegal::Endless)
            }
        }
        (Awaiting::BonusPick { .. }, Input::Pick(p)) => {
            if !side(pos, me.other()).contains(&p.0) {
                Err(Illegal::PickNotEnemy)
            } else if G::is_head(pos, p) {
                Err(Illegal::PickHead)
            } else if pos.board.count(p) == 0 {
                Err(Illegal::PickEmpty)
            } else {
                Ok(())
            }
        }
        _ => Err(Illegal::NotAwaited),
    }
}

/// [`Flow::apply`] of a four-row game.
pub(super) fn apply<G: FourRow, S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
    let me = pos.to_move;
    let end = match input {
        Input::Sow(p) if pos.board.count(p) == 1 => {
            // B6, T8: a single step into the (empty) next pit.
            let q = pos.layout.next(p);
            pos.board.counts[p.index()] = 0;
            sink.emit(Event::Lift {
                pit: p,
                count: 1,
                relay: false,
            });
            pos.board.counts[q.index()] = 1;
            sink.emit(Event::Drop { pit: q });
            LapEnd::Empty(q)
        }
        Input::Sow(p) => relay_sow::<G, S>(pos, p, false, sink),
        Input::Continue | Input::Stop => {
            let Awaiting::HeadChoice { pit } = pos.awaiting else {
                return;
            };
            let go_on = input == Input::Continue;
            sink.emit(Event::HeadChoice { pit, go_on });
            pos.awaiting = Awaiting::Move;
            if !go_on {
                return end_move::<G, S>(pos, sink); // T7; a stop never captures (T9)
            }
            relay_sow::<G, S>(pos, pit, true, sink)
        }
        Input::Pick(p) => {
            let Awaiting::BonusPick { left } = pos.awaiting else {
                return;
            };
            pos.capture(p, me, CaptureCause::Bonus, sink);
            return start_picks::<G, S>(pos, left - 1, sink);
        }
        _ => return,
    };
    match end {
        LapEnd::Head(pit) => {
            let stones = pos.board.count(pit);
            sink.emit(Event::HeadReached { pit, stones });
            pos.awaiting = Awaiting::HeadChoice { pit };
        }
        LapEnd::Empty(q) => {
            if file_capture(pos, q, sink) && G::SPEC.bonus_picks {
                let want = pos.rules.tsoro_bonus();
                start_picks::<G, S>(pos, want, sink); // T10
            } else {
                end_move::<G, S>(pos, sink);
            }
        }
        LapEnd::Endless => {} // never: only finite sowings are legal
    }
}

/// B7–B9, T9: a last seed in an empty pit of the mover's inner row takes the
/// opponent's inner pit opposite (if it holds seeds) and the outer pit behind
/// it. Returns whether anything was captured.
fn file_capture<S: Sink>(pos: &mut Position, q: Pit, sink: &mut S) -> bool {
    let me = pos.to_move;
    let l = pos.layout;
    let (col, row) = l.coords(q);
    let (front, back) = match (me, row) {
        (Player::South, 2) => (3, 4),
        (Player::North, 3) => (2, 1),
        _ => return false,
    };
    let (Some(f), Some(b)) = (l.at(col, front), l.at(col, back)) else {
        return false;
    };
    if pos.board.count(f) == 0 {
        return false;
    }
    pos.capture(f, me, CaptureCause::FileFront, sink);
    if pos.board.count(b) > 0 {
        pos.capture(b, me, CaptureCause::FileBack, sink);
    }
    true
}

/// The move is over: the turn passes, then B10 / T12 are checked.
fn end_move<G: FourRow, S: Sink>(pos: &mut Position, sink: &mut S) {
    pos.awaiting = Awaiting::Move;
    pos.to_move = pos.to_move.other();
    G::next_turn(pos, sink);
}

/// [`Flow::turn_start`] of a four-row game: B10, T12 for the player now to
/// move (also run on a loaded position).
pub(super) fn turn_start<G: FourRow, S: Sink>(pos: &mut Position, sink: &mut S) {
    let me = pos.to_move;
    if G::SPEC.loses_when_wiped_out {
        for who in [me, me.other()] {
            if !side(pos, who).any(|i| pos.board.counts[i as usize] > 0) {
                return pos.finish(Some(who.other()), EndReason::Wiped(who), sink);
            }
        }
    }
    if !can_move::<G>(pos) {
        pos.finish(Some(me.other()), EndReason::Immobilised(me), sink);
    }
}

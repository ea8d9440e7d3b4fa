//! Bao Kigogo (B1–B11) and Tsoro (T1–T16): relay sowing round the player's own
//! two rows, single-step moves, file captures; Tsoro's heads and bonus picks.

use super::board::Layout;
use super::board::{Pit, Player};
use super::cycle::CycleFinder;
use super::event::{CaptureCause, Event, NoEvents, Sink};
use super::flow::Flow;
use super::input::Input;
use super::options::Rules;
use super::position::{Awaiting, EndReason, Illegal, Position};

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

/// Bao Kigogo's flow (B1–B11).
pub(crate) struct BaoKigogo;

/// Tsoro's flow (T1–T16).
pub(crate) struct Tsoro;

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
        pos.four_row_legal(out, exact)
    }
    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        pos.four_row_check(input)
    }
    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        pos.four_row_play(input, sink)
    }
    fn turn_start<S: Sink>(pos: &mut Position, sink: &mut S) {
        pos.four_row_turn_start(sink) // B10
    }
    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S) {
        pos.finish(None, EndReason::BaoRepetition, sink) // B11
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
        pos.four_row_legal(out, exact)
    }
    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        pos.four_row_check(input)
    }
    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        pos.four_row_play(input, sink)
    }
    fn turn_start<S: Sink>(pos: &mut Position, sink: &mut S) {
        pos.four_row_turn_start(sink) // T12
    }
    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S) {
        pos.finish(None, EndReason::RepetitionSafeguard, sink) // T13
    }
}

impl Position {
    /// Whether `p` is one of Tsoro's heads (T2, T15); never in Bao Kigogo.
    pub fn is_head(&self, p: Pit) -> bool {
        if !self.rules.variant().has_heads() {
            return false;
        }
        let (col, row) = self.layout.coords(p);
        let n = self.layout.columns;
        let heads = self.rules.tsoro_heads();
        match row {
            1 => col + heads >= n,
            4 => col < heads,
            _ => false,
        }
    }

    /// The pits of `who`'s own two rows (storage order: their sowing ring).
    fn side(&self, who: Player) -> std::ops::Range<u8> {
        let ring = 2 * self.layout.columns;
        match who {
            Player::South => 0..ring,
            Player::North => ring..2 * ring,
        }
    }

    fn has_big_pit(&self, who: Player) -> bool {
        self.side(who).any(|i| self.board.counts[i as usize] >= 2)
    }

    /// B3–B5, T4–T7: relay laps from `start` until a lap ends in an empty pit
    /// or (Tsoro) an occupied head. `relay` says whether the first lift is
    /// already a relay (continuing from a head).
    fn relay_sow<S: Sink>(&mut self, start: Pit, mut relay: bool, sink: &mut S) -> LapEnd {
        let l = self.layout;
        let mut from = start;
        let mut cycle = CycleFinder::new(); // C6
        loop {
            let n = self.board.count(from);
            self.board.counts[from.index()] = 0;
            sink.emit(Event::Lift {
                pit: from,
                count: n,
                relay,
            });
            let mut q = from;
            for _ in 0..n {
                q = l.next(q);
                self.board.counts[q.index()] += 1;
                sink.emit(Event::Drop { pit: q });
            }
            if self.board.count(q) == 1 {
                return LapEnd::Empty(q);
            }
            if self.is_head(q) {
                return LapEnd::Head(q);
            }
            from = q;
            relay = true;
            if cycle.repeats(&self.board.counts, from) {
                return LapEnd::Endless;
            }
        }
    }

    /// Whether a sowing from `p` (or a `continue` from head `p`) ends (C6).
    fn relay_finite(&self, p: Pit, relay: bool) -> bool {
        let mut trial = *self;
        trial.relay_sow(p, relay, &mut NoEvents) != LapEnd::Endless
    }

    /// Pits a Tsoro bonus pick may take now: the opponent's non-empty pits that
    /// are not heads (T10).
    fn pickable(&self) -> impl Iterator<Item = Pit> + '_ {
        self.side(self.to_move.other())
            .map(Pit)
            .filter(|&p| self.board.count(p) > 0 && !self.is_head(p))
    }

    /// Sets the picks due after a capture: at most `want`, no more than remain.
    /// With none due, the move is over.
    pub(crate) fn start_picks<S: Sink>(&mut self, want: u8, sink: &mut S) {
        let left = want.min(self.pickable().count() as u8);
        if left > 0 {
            self.awaiting = Awaiting::BonusPick { left };
        } else {
            self.end_four_row_move(sink);
        }
    }

    /// Whether the player to move has any legal move (B10, T12), stopping at
    /// the first one found.
    fn can_move(&self) -> bool {
        let me = self.to_move;
        let l = self.layout;
        if self.has_big_pit(me) {
            self.side(me)
                .map(Pit)
                .any(|p| self.board.count(p) >= 2 && self.relay_finite(p, false))
        } else {
            self.side(me)
                .map(Pit)
                .any(|p| self.board.count(p) == 1 && self.board.count(l.next(p)) == 0)
        }
    }

    pub(crate) fn four_row_legal(&self, out: &mut Vec<Input>, exact: bool) {
        match self.awaiting {
            Awaiting::Move => {
                let me = self.to_move;
                let l = self.layout;
                if self.has_big_pit(me) {
                    for p in self.side(me).map(Pit) {
                        if self.board.count(p) >= 2 && (!exact || self.relay_finite(p, false)) {
                            out.push(Input::Sow(p));
                        }
                    }
                } else {
                    // B6, T8: one step, into an empty pit only.
                    for p in self.side(me).map(Pit) {
                        if self.board.count(p) == 1 && self.board.count(l.next(p)) == 0 {
                            out.push(Input::Sow(p));
                        }
                    }
                }
            }
            Awaiting::HeadChoice { pit } => {
                out.push(Input::Stop);
                if !exact || self.relay_finite(pit, true) {
                    out.push(Input::Continue);
                }
            }
            Awaiting::BonusPick { .. } => out.extend(self.pickable().map(Input::Pick)),
            _ => {}
        }
    }

    pub(crate) fn four_row_check(&self, input: Input) -> Result<(), Illegal> {
        let me = self.to_move;
        match (self.awaiting, input) {
            (Awaiting::Move, Input::Sow(p)) => {
                if !self.side(me).contains(&p.0) {
                    Err(Illegal::NotYours)
                } else if self.board.count(p) >= 2 {
                    if self.relay_finite(p, false) {
                        Ok(())
                    } else {
                        Err(Illegal::Endless)
                    }
                } else if self.board.count(p) == 0 {
                    Err(Illegal::TooFew)
                } else if self.has_big_pit(me) {
                    Err(Illegal::SingleWhileBig)
                } else if self.board.count(self.layout.next(p)) != 0 {
                    Err(Illegal::SingleIntoOccupied)
                } else {
                    Ok(())
                }
            }
            (Awaiting::HeadChoice { .. }, Input::Stop) => Ok(()),
            (Awaiting::HeadChoice { pit }, Input::Continue) => {
                if self.relay_finite(pit, true) {
                    Ok(())
                } else {
                    Err(Illegal::Endless)
                }
            }
            (Awaiting::BonusPick { .. }, Input::Pick(p)) => {
                if !self.side(me.other()).contains(&p.0) {
                    Err(Illegal::PickNotEnemy)
                } else if self.is_head(p) {
                    Err(Illegal::PickHead)
                } else if self.board.count(p) == 0 {
                    Err(Illegal::PickEmpty)
                } else {
                    Ok(())
                }
            }
            _ => Err(Illegal::NotAwaited),
        }
    }

    pub(crate) fn four_row_play<S: Sink>(&mut self, input: Input, sink: &mut S) {
        let me = self.to_move;
        let end = match input {
            Input::Sow(p) if self.board.count(p) == 1 => {
                // B6, T8: a single step into the (empty) next pit.
                let q = self.layout.next(p);
                self.board.counts[p.index()] = 0;
                sink.emit(Event::Lift {
                    pit: p,
                    count: 1,
                    relay: false,
                });
                self.board.counts[q.index()] = 1;
                sink.emit(Event::Drop { pit: q });
                LapEnd::Empty(q)
            }
            Input::Sow(p) => self.relay_sow(p, false, sink),
            Input::Continue | Input::Stop => {
                let Awaiting::HeadChoice { pit } = self.awaiting else {
                    return;
                };
                let go_on = input == Input::Continue;
                sink.emit(Event::HeadChoice { pit, go_on });
                self.awaiting = Awaiting::Move;
                if !go_on {
                    return self.end_four_row_move(sink); // T7; a stop never captures (T9)
                }
                self.relay_sow(pit, true, sink)
            }
            Input::Pick(p) => {
                let Awaiting::BonusPick { left } = self.awaiting else {
                    return;
                };
                self.capture(p, me, CaptureCause::Bonus, sink);
                return self.start_picks(left - 1, sink);
            }
            _ => return,
        };
        match end {
            LapEnd::Head(pit) => {
                let stones = self.board.count(pit);
                sink.emit(Event::HeadReached { pit, stones });
                self.awaiting = Awaiting::HeadChoice { pit };
            }
            LapEnd::Empty(q) => {
                if self.file_capture(q, sink) && self.rules.variant().has_bonus_picks() {
                    self.start_picks(self.rules.tsoro_bonus(), sink); // T10
                } else {
                    self.end_four_row_move(sink);
                }
            }
            LapEnd::Endless => {} // never: only finite sowings are legal
        }
    }

    /// B7–B9, T9: a last seed in an empty pit of the mover's inner row takes the
    /// opponent's inner pit opposite (if it holds seeds) and the outer pit behind
    /// it. Returns whether anything was captured.
    fn file_capture<S: Sink>(&mut self, q: Pit, sink: &mut S) -> bool {
        let me = self.to_move;
        let l = self.layout;
        let (col, row) = l.coords(q);
        let (front, back) = match (me, row) {
            (Player::South, 2) => (3, 4),
            (Player::North, 3) => (2, 1),
            _ => return false,
        };
        let (Some(f), Some(b)) = (l.at(col, front), l.at(col, back)) else {
            return false;
        };
        if self.board.count(f) == 0 {
            return false;
        }
        self.capture(f, me, CaptureCause::FileFront, sink);
        if self.board.count(b) > 0 {
            self.capture(b, me, CaptureCause::FileBack, sink);
        }
        true
    }

    /// The move is over: the turn passes, then B10 / T12 are checked.
    fn end_four_row_move<S: Sink>(&mut self, sink: &mut S) {
        self.awaiting = Awaiting::Move;
        self.to_move = self.to_move.other();
        self.check_turn_start(sink);
    }

    /// B10, T12 for the player now to move (also run on a loaded position).
    pub(crate) fn four_row_turn_start<S: Sink>(&mut self, sink: &mut S) {
        let me = self.to_move;
        if self.rules.variant().loses_when_wiped_out() {
            for who in [me, me.other()] {
                if !self.side(who).any(|i| self.board.counts[i as usize] > 0) {
                    return self.finish(Some(who.other()), EndReason::Wiped(who), sink);
                }
            }
        }
        if !self.can_move() {
            self.finish(Some(me.other()), EndReason::Immobilised(me), sink);
        }
    }
}

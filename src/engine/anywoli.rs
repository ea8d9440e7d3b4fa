//! Anywoli (A1–A11): relay sowing round a ring of 24, mid-sowing fours to the
//! pit's owner, a last-seed four to the mover with an extra move.

use super::board::{Layout, Pit};
use super::cycle::CycleFinder;
use super::event::{CaptureCause, Event, NoEvents, Sink};
use super::flow::Flow;
use super::input::Input;
use super::options::LastFour;
use super::options::Rules;
use super::position::{Awaiting, EndReason, Illegal, Position};

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
        pos.anywoli_legal(out, exact)
    }
    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        pos.anywoli_check(input)
    }
    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        pos.anywoli_play(input, sink)
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

impl Position {
    /// A2–A6: the whole relay sowing from `start`. On `Ending::Endless` the
    /// position is left mid-cycle: callers only run that case on a copy.
    fn anywoli_sow<S: Sink>(&mut self, start: Pit, sink: &mut S) -> Ending {
        let me = self.to_move;
        let l = self.layout;
        let mut from = start;
        let mut relay = false;
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
            for k in 1..=n {
                q = l.next(q); // A7: the origin is not skipped
                self.board.counts[q.index()] += 1;
                sink.emit(Event::Drop { pit: q });
                if k < n && self.board.count(q) == 4 {
                    // A6: to the store of the pit's owner, at once.
                    let owner = l.home_owner(q);
                    self.capture(q, owner, CaptureCause::MidSowingFour, sink);
                    self.history.last_capturer = Some(owner);
                }
            }
            match self.board.count(q) {
                4 => {
                    // A5: the mover takes the four and moves again.
                    self.capture(q, me, CaptureCause::LastSeedFour, sink);
                    self.history.last_capturer = Some(me);
                    self.history.first_last_seed.get_or_insert(me);
                    return Ending::ExtraMove;
                }
                0 | 1 => return Ending::Empty, // A4
                _ => {}                        // A3: relay from here
            }
            from = q;
            relay = true;
            if cycle.repeats(&self.board.counts, from) {
                return Ending::Endless;
            }
        }
    }

    /// Whether sowing from `p` ends (C6), tried on a copy.
    fn anywoli_finite(&self, p: Pit) -> bool {
        let mut trial = *self;
        trial.anywoli_sow(p, &mut NoEvents) != Ending::Endless
    }

    fn anywoli_sowable(&self, p: Pit) -> bool {
        self.layout.home_owner(p) == self.to_move && self.board.count(p) > 0
    }

    pub(crate) fn anywoli_legal(&self, out: &mut Vec<Input>, exact: bool) {
        if self.awaiting != Awaiting::Move {
            return;
        }
        for p in self.layout.pits() {
            if self.anywoli_sowable(p) && (!exact || self.anywoli_finite(p)) {
                out.push(Input::Sow(p));
            }
        }
        if out.is_empty() {
            out.push(Input::Pass); // A7, C6
        }
    }

    pub(crate) fn anywoli_check(&self, input: Input) -> Result<(), Illegal> {
        match input {
            Input::Sow(p) => {
                if self.layout.home_owner(p) != self.to_move {
                    Err(Illegal::NotYours)
                } else if self.board.count(p) == 0 {
                    Err(Illegal::TooFew)
                } else if !self.anywoli_finite(p) {
                    Err(Illegal::Endless)
                } else {
                    Ok(())
                }
            }
            Input::Pass => {
                let can_sow = self
                    .layout
                    .pits()
                    .any(|p| self.anywoli_sowable(p) && self.anywoli_finite(p));
                if can_sow {
                    Err(Illegal::CannotPass)
                } else {
                    Ok(())
                }
            }
            _ => Err(Illegal::NotAwaited),
        }
    }

    pub(crate) fn anywoli_play<S: Sink>(&mut self, input: Input, sink: &mut S) {
        let me = self.to_move;
        let extra = match input {
            Input::Sow(p) => self.anywoli_sow(p, sink) == Ending::ExtraMove,
            _ => {
                sink.emit(Event::Pass { player: me });
                false
            }
        };
        // A8: checked at the end of every move, before an extra move, and after a pass.
        if self.board.total() <= 4 {
            return self.anywoli_last_four(sink);
        }
        if extra {
            sink.emit(Event::ExtraMove { player: me });
        } else {
            self.to_move = me.other();
        }
        self.check_turn_start(sink);
    }

    /// A8, A9: the game ends; the last seeds go to the player the option names,
    /// or (no such capture yet) to the player in whose row they lie.
    fn anywoli_last_four<S: Sink>(&mut self, sink: &mut S) {
        if self.board.total() == 0 {
            return self.decide(EndReason::AllCaptured, sink);
        }
        let to = match self.rules.last_four() {
            LastFour::Penultimate => self.history.last_capturer,
            LastFour::FirstLastSeed => self.history.first_last_seed,
        };
        let l = self.layout;
        self.sweep_by(|_, p| to.unwrap_or_else(|| l.home_owner(p)), sink);
        self.decide(EndReason::LastFour, sink);
    }
}

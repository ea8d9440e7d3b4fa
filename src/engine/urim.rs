//! Urim (U1–U12): single laps that skip the origin and full pits, must-feed,
//! captures of 2s and 3s with a backward chain of 2s, 3s and 4s, match points.

use super::board::{ByPlayer, Layout, Pit, Player, MAX_PITS};
use super::event::{CaptureCause, Event, Sink, SkipReason};
use super::flow::Flow;
use super::input::Input;
use super::options::Rules;
use super::position::{Awaiting, EndReason, Illegal, Position};

/// U5: no pit may hold more than this.
pub const PIT_LIMIT: u8 = 17;

/// Urim's flow (U1–U12).
pub(crate) struct Urim;

impl Flow for Urim {
    fn opening(rules: Rules, _: Layout, _: Pit) -> u8 {
        rules.urim_seeds() // U1
    }
    fn inputs(pos: &Position, out: &mut Vec<Input>, _exact: bool) {
        pos.urim_legal(out)
    }
    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        pos.urim_check(input)
    }
    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        pos.urim_play(input, sink)
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

impl Position {
    /// U6: whether sowing `from` drops a seed in the opponent's row.
    fn urim_feeds(&self, from: Pit) -> bool {
        let opp = self.to_move.other();
        let l = self.layout;
        let mut fed = false;
        let mut counts = self.board.counts;
        walk(l, &mut counts, from, |p, dropped| {
            fed |= dropped && l.home_owner(p) == opp
        });
        fed
    }

    fn urim_sowable(&self, p: Pit) -> bool {
        self.layout.home_owner(p) == self.to_move && self.board.count(p) > 0
    }

    /// U6 applies now: the opponent's row is empty and some move feeds it.
    pub fn urim_must_feed(&self) -> bool {
        !self.row_has_seeds(self.to_move.other())
            && self
                .layout
                .pits()
                .any(|p| self.urim_sowable(p) && self.urim_feeds(p))
    }

    pub(crate) fn urim_legal(&self, out: &mut Vec<Input>) {
        if self.awaiting != Awaiting::Move {
            return;
        }
        let must_feed = self.urim_must_feed();
        for p in self.layout.pits() {
            if self.urim_sowable(p) && (!must_feed || self.urim_feeds(p)) {
                out.push(Input::Sow(p));
            }
        }
    }

    pub(crate) fn urim_check(&self, input: Input) -> Result<(), Illegal> {
        let Input::Sow(p) = input else {
            return Err(Illegal::NotAwaited);
        };
        if self.layout.home_owner(p) != self.to_move {
            Err(Illegal::NotYours)
        } else if self.board.count(p) == 0 {
            Err(Illegal::TooFew)
        } else if self.urim_must_feed() && !self.urim_feeds(p) {
            Err(Illegal::MustFeed)
        } else {
            Ok(())
        }
    }

    pub(crate) fn urim_play<S: Sink>(&mut self, input: Input, sink: &mut S) {
        let Input::Sow(from) = input else { return };
        let me = self.to_move;
        let l = self.layout;
        sink.emit(Event::Lift {
            pit: from,
            count: self.board.count(from),
            relay: false,
        });
        let last = walk(l, &mut self.board.counts, from, |pit, dropped| {
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
        let c = self.board.count(last);
        if l.home_owner(last) != me && (c == 2 || c == 3) {
            self.capture(last, me, CaptureCause::Landing, sink);
            let mut b = l.prev(last);
            while l.home_owner(b) != me && (2..=4).contains(&self.board.count(b)) {
                self.capture(b, me, CaptureCause::ChainBackward, sink);
                b = l.prev(b);
            }
        }
        self.to_move = me.other();
        self.check_turn_start(sink);
    }

    /// U12: match points in halves, from the final captured counts against the
    /// game's total T.
    pub(crate) fn urim_points(&self) -> ByPlayer<u8> {
        let t = self.total() as u16;
        let points = |who: Player| {
            let c = self.captured[who];
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
}

//! Goré (G1–G15): single-lap sowing on a ring of 8, two-way chains of 2s and 4s,
//! pits traded for captured counters.

use super::board::{Layout, Pit, Player};
use super::event::{CaptureCause, Event, Sink};
use super::flow::Flow;
use super::input::Input;
use super::options::Rules;
use super::pit_set::PitSet;
use super::position::{Awaiting, EndReason, Illegal, Position};

/// G7: counters the receiver pays into each pit it acquires.
pub const PRICE_PER_PIT: u16 = 6;

/// G5: the most pits one offer may name.
pub const MAX_OFFER: usize = 3;

/// Goré's flow (G1–G15).
pub(crate) struct Gore;

impl Flow for Gore {
    fn opening(_: Rules, _: Layout, _: Pit) -> u8 {
        6 // G1
    }
    fn inputs(pos: &Position, out: &mut Vec<Input>, _exact: bool) {
        pos.gore_legal(out)
    }
    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        pos.gore_check(input)
    }
    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        pos.gore_play(input, sink)
    }
    fn turn_start<S: Sink>(_: &mut Position, _: &mut S) {
        // G12 ends the game after a move, in `gore_play`; G4 lets a player
        // with nothing to sow pass: no condition ends a game at a turn's start.
    }
    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S) {
        // G15, then G13: each pit's counters go to its owner.
        pos.sweep_by(|b, p| b.owner(p), sink);
        pos.decide(EndReason::Repetition, sink);
    }
}

impl Position {
    /// The pits `who` owns (G2, G7): on Goré's ring of 8, the whole board.
    pub fn owned_by(&self, who: Player) -> PitSet {
        // From the board's owner bits at once: the offer list asks this often.
        let north = PitSet::from_bits(self.board.north_owned).and(PitSet::all(self.layout));
        match who {
            Player::North => north,
            Player::South => PitSet::all(self.layout).minus(north),
        }
    }

    fn gore_can_sow(&self, who: Player) -> bool {
        self.layout
            .pits()
            .any(|p| self.board.owner(p) == who && self.board.count(p) > 0)
    }

    /// Why an offer of these pits would be refused now (G5).
    pub fn gore_offer_problem(&self, pits: PitSet) -> Option<Illegal> {
        self.offer_problem_given(pits, self.owned_by(self.to_move))
    }

    /// Whether the mover could put `pit` into an offer being composed, given the
    /// pits already chosen: one of their own, within [`MAX_OFFER`] (G5). The
    /// page asks this before highlighting a pit.
    pub fn offerable(&self, chosen: PitSet, pit: Pit) -> bool {
        self.board.owner(pit) == self.to_move && (chosen.contains(pit) || chosen.len() < MAX_OFFER)
    }

    /// [`Self::gore_offer_problem`] with the mover's pits already known.
    fn offer_problem_given(&self, pits: PitSet, owned: PitSet) -> Option<Illegal> {
        let me = self.to_move;
        let k = pits.len() as u16;
        if self.awaiting != Awaiting::Move {
            return Some(Illegal::NotAwaited);
        }
        if k == 0 || k > MAX_OFFER as u16 || !pits.is_subset(owned) {
            return Some(Illegal::OfferSize);
        }
        if self.history.offered_last[me] {
            return Some(Illegal::OfferAgain);
        }
        if owned.len() as u16 <= k {
            return Some(Illegal::OfferKeepsNone);
        }
        let has = self.captured[me.other()];
        if has < PRICE_PER_PIT * k {
            return Some(Illegal::OfferTooDear {
                need: PRICE_PER_PIT * k,
                has,
            });
        }
        None
    }

    pub(crate) fn gore_legal(&self, out: &mut Vec<Input>) {
        let me = self.to_move;
        match self.awaiting {
            Awaiting::TradeResponse { .. } => out.extend([Input::Accept, Input::Decline]),
            Awaiting::Move => {
                let owned = self.owned_by(me);
                for p in owned.iter() {
                    if self.board.count(p) > 0 {
                        out.push(Input::Sow(p));
                    }
                }
                if out.is_empty() {
                    out.push(Input::Pass); // G4
                }
                if self.history.offered_last[me]
                    || owned.len() < 2
                    || self.captured[me.other()] < PRICE_PER_PIT
                {
                    // G5: no offer two turns running, none that leaves the
                    // offerer no pit, none the receiver cannot pay for.
                    return;
                }
                // Every subset of the owned pits (8 at most), from the whole set
                // down. Sets of more than MAX_OFFER pits are skipped before any
                // set is built: this runs for every position of a search.
                for sub in owned.subsets_up_to(MAX_OFFER) {
                    if self.offer_problem_given(sub, owned).is_none() {
                        out.push(Input::Offer(sub));
                    }
                }
            }
            _ => {}
        }
    }

    pub(crate) fn gore_check(&self, input: Input) -> Result<(), Illegal> {
        let me = self.to_move;
        match (self.awaiting, input) {
            (Awaiting::Move, Input::Sow(p)) => {
                if self.board.owner(p) != me {
                    Err(Illegal::NotYours)
                } else if self.board.count(p) == 0 {
                    Err(Illegal::TooFew)
                } else {
                    Ok(())
                }
            }
            (Awaiting::Move, Input::Pass) => {
                if self.gore_can_sow(me) {
                    Err(Illegal::CannotPass)
                } else {
                    Ok(())
                }
            }
            (Awaiting::Move, Input::Offer(pits)) => match self.gore_offer_problem(pits) {
                Some(e) => Err(e),
                None => Ok(()),
            },
            (Awaiting::TradeResponse { .. }, Input::Accept | Input::Decline) => Ok(()),
            _ => Err(Illegal::NotAwaited),
        }
    }

    pub(crate) fn gore_play<S: Sink>(&mut self, input: Input, sink: &mut S) {
        let me = self.to_move;
        match input {
            Input::Sow(p) => {
                self.gore_sow(p, sink);
                self.history.offered_last[me] = false;
                self.to_move = me.other();
            }
            Input::Pass => {
                sink.emit(Event::Pass { player: me });
                self.history.offered_last[me] = false;
                self.to_move = me.other();
            }
            Input::Offer(pits) => {
                // G6: the offer uses the turn; no end check after an offer (G12).
                sink.emit(Event::Offer { by: me, pits });
                self.history.offered_last[me] = true;
                self.awaiting = Awaiting::TradeResponse { offered: pits };
                self.to_move = me.other();
                return;
            }
            Input::Accept => {
                let Awaiting::TradeResponse { offered } = self.awaiting else {
                    return;
                };
                sink.emit(Event::Accept { by: me });
                for pit in offered.iter() {
                    self.board.set_owner(pit, me);
                    sink.emit(Event::OwnerChange { pit, to: me });
                    // G7: six of the receiver's captured counters into each pit.
                    self.captured[me] -= PRICE_PER_PIT;
                    self.board.counts[pit.index()] += PRICE_PER_PIT as u8;
                    sink.emit(Event::Payment {
                        pit,
                        count: PRICE_PER_PIT as u8,
                        from: me,
                    });
                }
                self.awaiting = Awaiting::Move; // G6: the receiver moves next
            }
            Input::Decline => {
                sink.emit(Event::Decline { by: me });
                self.history.declined[me] = true; // G8
                self.awaiting = Awaiting::Move;
            }
            _ => return,
        }
        // G12: after a sowing, a pass, an acceptance or a decline.
        if self.board.counts[..8].iter().all(|&c| c < 3) {
            self.sweep_by(|b, p| b.owner(p), sink); // G13
            self.decide(EndReason::FewerThanThree, sink); // G14
        }
    }

    /// G3, G9–G11: one lap round the ring, then the captures.
    fn gore_sow<S: Sink>(&mut self, from: Pit, sink: &mut S) {
        let me = self.to_move;
        let l = self.layout;
        let mut hand = self.board.count(from);
        self.board.counts[from.index()] = 0;
        sink.emit(Event::Lift {
            pit: from,
            count: hand,
            relay: false,
        });
        let mut q = from;
        while hand > 0 {
            q = l.next(q); // G3: the origin is not skipped
            self.board.counts[q.index()] += 1;
            hand -= 1;
            sink.emit(Event::Drop { pit: q });
        }
        let capturing = |c: u8| c == 2 || c == 4;
        if self.board.owner(q) == me || !capturing(self.board.count(q)) {
            return;
        }
        let landing = q;
        self.capture(landing, me, CaptureCause::Landing, sink);
        // G10: runs forward and backward, any owner, wrapping; an emptied pit stops a run.
        let mut f = l.next(landing);
        while f != landing && capturing(self.board.count(f)) {
            self.capture(f, me, CaptureCause::ChainForward, sink);
            f = l.next(f);
        }
        let mut b = l.prev(landing);
        while b != landing && capturing(self.board.count(b)) {
            self.capture(b, me, CaptureCause::ChainBackward, sink);
            b = l.prev(b);
        }
    }
}

//! Goré (G1–G15): single-lap sowing on a ring of 8, two-way chains of 2s and 4s,
//! pits traded for captured counters.

use crate::engine::board::{Layout, Pit, Player};
use crate::engine::event::{CaptureCause, Event, Sink};
use crate::engine::flow::Flow;
use crate::engine::input::Input;
use crate::engine::options::Rules;
use crate::engine::pit_set::PitSet;
use crate::engine::position::{Awaiting, EndReason, Illegal, Position};
use crate::engine::spec::{AiTuning, Columns, GameSpec, Repetition, RuleIds, Shape, Weights};

/// Goré, as data.
pub(crate) const SPEC: GameSpec = GameSpec {
    id: "gore",
    title: "Goré",
    rules: RuleIds {
        letter: "G",
        count: 15,
    },
    shape: Shape {
        four_rows: false,
        columns: Columns::Fixed(4),
    },
    options: &[],
    first_game_options: &[],
    repetition: Repetition {
        limit: 3, // C7, G15
        // Trades pay captured counters back onto the board (G7).
        captures_only_grow: false,
    },
    sides_keep_their_seeds: false,
    owners_change: true, // G7
    pit_limit: None,
    must_feed: false,
    bonus_picks: false,
    heads: false,
    loses_when_wiped_out: false,
    glory: true,  // G8, G14
    trades: true, // G5
    match_points: None,
    // Trades put counters back on the board, so games run ten times longer.
    match_ply_cap: 20_000,
    ai: AiTuning {
        // Seeds left on owned pits are swept to their owner (G13); pits of one
        // or three become twos and fours to capture (G9).
        weights: Weights {
            on_own: 10,
            mobility: 0,
            at_risk: 10,
            risky: &[1, 3],
            big_pit: 0,
            exposed: 0,
            owned: 20,
        },
        quiescence: 4,
        middle_divisor: 1,
        big_board: None,
    },
};

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
        let me = pos.to_move;
        match pos.awaiting {
            Awaiting::TradeResponse { .. } => out.extend([Input::Accept, Input::Decline]),
            Awaiting::Move => {
                let owned = pos.owned_by(me);
                for p in owned.iter() {
                    if pos.board.count(p) > 0 {
                        out.push(Input::Sow(p));
                    }
                }
                if out.is_empty() {
                    out.push(Input::Pass); // G4
                }
                if pos.history.offered_last[me]
                    || owned.len() < 2
                    || pos.captured[me.other()] < PRICE_PER_PIT
                {
                    // G5: no offer two turns running, none that leaves the
                    // offerer no pit, none the receiver cannot pay for.
                    return;
                }
                // Every subset of the owned pits (8 at most), from the whole set
                // down. Sets of more than MAX_OFFER pits are skipped before any
                // set is built: this runs for every position of a search.
                for sub in owned.subsets_up_to(MAX_OFFER) {
                    if offer_problem_given(pos, sub, owned).is_none() {
                        out.push(Input::Offer(sub));
                    }
                }
            }
            _ => {}
        }
    }

    fn check(pos: &Position, input: Input) -> Result<(), Illegal> {
        let me = pos.to_move;
        match (pos.awaiting, input) {
            (Awaiting::Move, Input::Sow(p)) => {
                if pos.board.owner(p) != me {
                    Err(Illegal::NotYours)
                } else if pos.board.count(p) == 0 {
                    Err(Illegal::TooFew)
                } else {
                    Ok(())
                }
            }
            (Awaiting::Move, Input::Pass) => {
                if can_sow(pos, me) {
                    Err(Illegal::CannotPass)
                } else {
                    Ok(())
                }
            }
            (Awaiting::Move, Input::Offer(pits)) => match offer_problem(pos, pits) {
                Some(e) => Err(e),
                None => Ok(()),
            },
            (Awaiting::TradeResponse { .. }, Input::Accept | Input::Decline) => Ok(()),
            _ => Err(Illegal::NotAwaited),
        }
    }

    fn apply<S: Sink>(pos: &mut Position, input: Input, sink: &mut S) {
        let me = pos.to_move;
        match input {
            Input::Sow(p) => {
                sow(pos, p, sink);
                pos.history.offered_last[me] = false;
                pos.to_move = me.other();
            }
            Input::Pass => {
                sink.emit(Event::Pass { player: me });
                pos.history.offered_last[me] = false;
                pos.to_move = me.other();
            }
            Input::Offer(pits) => {
                // G6: the offer uses the turn; no end check after an offer (G12).
                sink.emit(Event::Offer { by: me, pits });
                pos.history.offered_last[me] = true;
                pos.awaiting = Awaiting::TradeResponse { offered: pits };
                pos.to_move = me.other();
                return;
            }
            Input::Accept => {
                let Awaiting::TradeResponse { offered } = pos.awaiting else {
                    return;
                };
                sink.emit(Event::Accept { by: me });
                for pit in offered.iter() {
                    pos.board.set_owner(pit, me);
                    sink.emit(Event::OwnerChange { pit, to: me });
                    // G7: six of the receiver's captured counters into each pit.
                    pos.captured[me] -= PRICE_PER_PIT;
                    pos.board.counts[pit.index()] += PRICE_PER_PIT as u8;
                    sink.emit(Event::Payment {
                        pit,
                        count: PRICE_PER_PIT as u8,
                        from: me,
                    });
                }
                pos.awaiting = Awaiting::Move; // G6: the receiver moves next
            }
            Input::Decline => {
                sink.emit(Event::Decline { by: me });
                pos.history.declined[me] = true; // G8
                pos.awaiting = Awaiting::Move;
            }
            _ => return,
        }
        // G12: after a sowing, a pass, an acceptance or a decline.
        if pos.board.counts[..8].iter().all(|&c| c < 3) {
            pos.sweep_by(|b, p| b.owner(p), sink); // G13
            pos.decide(EndReason::FewerThanThree, sink); // G14
        }
    }

    fn turn_start<S: Sink>(_: &mut Position, _: &mut S) {
        // G12 ends the game after a move, in `apply`; G4 lets a player with
        // nothing to sow pass: no condition ends a game at a turn's start.
    }

    fn end_by_repetition<S: Sink>(pos: &mut Position, sink: &mut S) {
        // G15, then G13: each pit's counters go to its owner.
        pos.sweep_by(|b, p| b.owner(p), sink);
        pos.decide(EndReason::Repetition, sink);
    }
}

fn can_sow(pos: &Position, who: Player) -> bool {
    pos.layout
        .pits()
        .any(|p| pos.board.owner(p) == who && pos.board.count(p) > 0)
}

/// Why an offer of these pits would be refused now (G5).
pub(super) fn offer_problem(pos: &Position, pits: PitSet) -> Option<Illegal> {
    offer_problem_given(pos, pits, pos.owned_by(pos.to_move))
}

/// Whether the mover could put `pit` into an offer being composed, given the
/// pits already chosen: one of their own, within [`MAX_OFFER`] (G5).
pub(super) fn offerable(pos: &Position, chosen: PitSet, pit: Pit) -> bool {
    pos.board.owner(pit) == pos.to_move && (chosen.contains(pit) || chosen.len() < MAX_OFFER)
}

/// [`offer_problem`] with the mover's pits already known.
fn offer_problem_given(pos: &Position, pits: PitSet, owned: PitSet) -> Option<Illegal> {
    let me = pos.to_move;
    let k = pits.len() as u16;
    if pos.awaiting != Awaiting::Move {
        return Some(Illegal::NotAwaited);
    }
    if k == 0 || k > MAX_OFFER as u16 || !pits.is_subset(owned) {
        return Some(Illegal::OfferSize);
    }
    if pos.history.offered_last[me] {
        return Some(Illegal::OfferAgain);
    }
    if owned.len() as u16 <= k {
        return Some(Illegal::OfferKeepsNone);
    }
    let has = pos.captured[me.other()];
    if has < PRICE_PER_PIT * k {
        return Some(Illegal::OfferTooDear {
            need: PRICE_PER_PIT * k,
            has,
        });
    }
    None
}

/// G3, G9–G11: one lap round the ring, then the captures.
fn sow<S: Sink>(pos: &mut Position, from: Pit, sink: &mut S) {
    let me = pos.to_move;
    let l = pos.layout;
    let mut hand = pos.board.count(from);
    pos.board.counts[from.index()] = 0;
    sink.emit(Event::Lift {
        pit: from,
        count: hand,
        relay: false,
    });
    let mut q = from;
    while hand > 0 {
        q = l.next(q); // G3: the origin is not skipped
        pos.board.counts[q.index()] += 1;
        hand -= 1;
        sink.emit(Event::Drop { pit: q });
    }
    let capturing = |c: u8| c == 2 || c == 4;
    if pos.board.owner(q) == me || !capturing(pos.board.count(q)) {
        return;
    }
    let landing = q;
    pos.capture(landing, me, CaptureCause::Landing, sink);
    // G10: runs forward and backward, any owner, wrapping; an emptied pit stops a run.
    let mut f = l.next(landing);
    while f != landing && capturing(pos.board.count(f)) {
        pos.capture(f, me, CaptureCause::ChainForward, sink);
        f = l.next(f);
    }
    let mut b = l.prev(landing);
    while b != landing && capturing(pos.board.count(b)) {
        pos.capture(b, me, CaptureCause::ChainBackward, sink);
        b = l.prev(b);
    }
}

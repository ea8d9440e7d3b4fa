//! What happened during one input, seed by seed: the story the UI replays (C5).

use super::board::{Board, ByPlayer, Pit, Player};
use super::pit_set::PitSet;

/// Why a pit's seeds were captured.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CaptureCause {
    /// The last seed landed here and made a capturing count (G9, U7).
    Landing,
    /// Part of a run forward from the landing pit (G10).
    ChainForward,
    /// Part of a run backward from the landing pit (G10, U8).
    ChainBackward,
    /// A seed that was not the last of its lap made four (A6).
    MidSowingFour,
    /// The last seed of a lap made four (A5).
    LastSeedFour,
    /// The opponent's front/inner-row pit opposite the landing (B7, T9).
    FileFront,
    /// The opponent's back/outer-row pit of the same column (B8, T9).
    FileBack,
    /// A bonus pick after a file capture (T10).
    Bonus,
}

/// Why sowing passed over a pit without dropping a seed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SkipReason {
    /// The emptied starting pit (U4).
    Origin,
    /// The pit already holds 17 (U5).
    Full,
}

/// One step of a move, fine enough to animate seed by seed and lap by lap.
///
/// Applying a move's events in order to the board before the move gives the board
/// after it ([`Replay::apply`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// All `count` seeds of `pit` are taken into the hand: the start of a lap.
    /// `relay` is true for every lap after the first of a move (A3, B4, T5, T6).
    Lift {
        /// Pit emptied.
        pit: Pit,
        /// Seeds lifted.
        count: u8,
        /// A relay lap rather than the move's first.
        relay: bool,
    },
    /// One seed from the hand is dropped into `pit`.
    Drop {
        /// Pit sown into.
        pit: Pit,
    },
    /// Sowing passes over `pit` without dropping (U4, U5).
    Skip {
        /// Pit passed over.
        pit: Pit,
        /// Why.
        why: SkipReason,
    },
    /// `count` seeds leave `pit` for `by`'s captured pile or store (or leave play).
    Capture {
        /// Pit emptied.
        pit: Pit,
        /// Seeds taken.
        count: u8,
        /// Player credited.
        by: Player,
        /// The rule that caused it.
        cause: CaptureCause,
    },
    /// Goré: `by` offers these pits (G5).
    Offer {
        /// The offering player.
        by: Player,
        /// The pits offered.
        pits: PitSet,
    },
    /// Goré: `by` accepts the offer (G7); owner changes and payments follow.
    Accept {
        /// The receiving player.
        by: Player,
    },
    /// Goré: `pit` now belongs to `to` (G7).
    OwnerChange {
        /// Pit handed over.
        pit: Pit,
        /// New owner.
        to: Player,
    },
    /// Goré: `from` puts `count` of its captured counters into `pit` (G7).
    Payment {
        /// Pit paid into.
        pit: Pit,
        /// Counters paid (six).
        count: u8,
        /// The paying player.
        from: Player,
    },
    /// Goré: `by` declines the offer (G8).
    Decline {
        /// The declining player.
        by: Player,
    },
    /// `player` passes (G4, A7).
    Pass {
        /// The passing player.
        player: Player,
    },
    /// `player` moves again at once (A5).
    ExtraMove {
        /// The player who moves again.
        player: Player,
    },
    /// Tsoro: the last stone reached an occupied head holding `stones` (T6).
    HeadReached {
        /// The head.
        pit: Pit,
        /// Stones now in it.
        stones: u8,
    },
    /// Tsoro: the mover chose to go on from the head (true) or stop (false).
    HeadChoice {
        /// The head.
        pit: Pit,
        /// `continue` (true) or `stop` (false).
        go_on: bool,
    },
    /// At the end, the `count` seeds of `pit` go to `to` (G13, U11, A9, A11).
    Sweep {
        /// Pit emptied.
        pit: Pit,
        /// Seeds moved.
        count: u8,
        /// The player credited.
        to: Player,
    },
    /// The game is over; the position's result says how.
    GameOver,
}

/// Where events go while the engine plays: a `Vec<Event>` keeps them, [`NoEvents`]
/// drops them (searches and benchmarks pay nothing for the story).
pub trait Sink {
    /// Receives one event.
    fn emit(&mut self, e: Event);
}

impl Sink for Vec<Event> {
    fn emit(&mut self, e: Event) {
        self.push(e);
    }
}

/// A sink that discards every event.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoEvents;

impl Sink for NoEvents {
    #[inline]
    fn emit(&mut self, _: Event) {}
}

/// A board with a hand and captured piles, changed one event at a time: what the
/// UI shows during playback, and the test that events tell the whole story.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// Pit counts and owners.
    pub board: Board,
    /// Seeds in the sowing hand.
    pub hand: u32,
    /// Seeds each player has captured.
    pub captured: ByPlayer<u32>,
}

impl Replay {
    /// Applies one event. Returns `false` if the event is impossible on this state
    /// (more seeds taken than there are), leaving the state unchanged.
    pub fn apply(&mut self, e: &Event) -> bool {
        let c = &mut self.board.counts;
        match *e {
            Event::Lift { pit, count, .. } => {
                if c[pit.index()] != count {
                    return false;
                }
                c[pit.index()] = 0;
                self.hand += count as u32;
            }
            Event::Drop { pit } => {
                if self.hand == 0 {
                    return false;
                }
                c[pit.index()] += 1;
                self.hand -= 1;
            }
            Event::Capture { pit, count, by, .. } | Event::Sweep { pit, count, to: by } => {
                if c[pit.index()] != count {
                    return false;
                }
                c[pit.index()] = 0;
                self.captured[by] += count as u32;
            }
            Event::Payment { pit, count, from } => {
                if self.captured[from] < count as u32 {
                    return false;
                }
                self.captured[from] -= count as u32;
                c[pit.index()] += count;
            }
            Event::OwnerChange { pit, to } => self.board.set_owner(pit, to),
            Event::Skip { .. }
            | Event::Offer { .. }
            | Event::Accept { .. }
            | Event::Decline { .. }
            | Event::Pass { .. }
            | Event::ExtraMove { .. }
            | Event::HeadReached { .. }
            | Event::HeadChoice { .. }
            | Event::GameOver => {}
        }
        true
    }

    /// Seeds on the board, in hand and captured.
    pub fn total(&self) -> u32 {
        self.board.total() + self.hand + self.captured.south + self.captured.north
    }
}

//! Exact detection of endless sowings (C6) with Brent's cycle-finding.
//!
//! A relay move is a deterministic walk through lap-start states (board, pit
//! about to be lifted): it is endless exactly when a state repeats. Brent's
//! method compares each state with one saved at power-of-two intervals, so a
//! cycle is always found, no finite move is ever cut short, and nothing is
//! allocated. The first laps are not compared at all: almost every move ends
//! within them, and a cycle, being endless, is still found afterwards.

use super::board::{Pit, MAX_PITS};

/// Laps played before states start being compared.
const WARMUP: u64 = 32;

/// The memory of one move's lap-start states. The counters are 64-bit: a
/// loaded position can hold a sowing that runs billions of laps before its
/// cycle closes (tests/fuzz.rs found one in Bao Kigogo), and a 32-bit count
/// overflowed there.
pub(crate) struct CycleFinder {
    saved: [u8; MAX_PITS],
    saved_pit: Pit,
    power: u64,
    lam: u64,
    laps: u64,
}

impl CycleFinder {
    /// A finder for a new move.
    #[inline]
    pub(crate) fn new() -> CycleFinder {
        CycleFinder {
            saved: [0; MAX_PITS],
            saved_pit: Pit(0),
            power: 1,
            lam: 0,
            laps: 0,
        }
    }

    /// Records the state at the start of a lap; true when it repeats an earlier
    /// one, proving the move endless.
    #[inline]
    pub(crate) fn repeats(&mut self, counts: &[u8; MAX_PITS], from: Pit) -> bool {
        self.laps += 1;
        if self.laps < WARMUP {
            return false;
        }
        if self.laps > WARMUP && from == self.saved_pit && *counts == self.saved {
            return true;
        }
        self.lam += 1;
        if self.laps == WARMUP || self.lam == self.power {
            self.saved = *counts;
            self.saved_pit = from;
            self.power *= 2;
            self.lam = 0;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_a_cycle_of_any_length_after_any_lead_in() {
        for lead in [0u8, 1, 5, 40, 100] {
            for period in [1u8, 2, 3, 7, 33] {
                let mut f = CycleFinder::new();
                let mut found = false;
                // States: lead-in 0..lead, then a cycle of `period` states.
                for step in 0..2000u32 {
                    let s = if step < lead as u32 {
                        step as u8
                    } else {
                        lead + ((step - lead as u32) % period as u32) as u8
                    };
                    let mut counts = [0u8; MAX_PITS];
                    counts[0] = s;
                    if f.repeats(&counts, Pit(1)) {
                        found = true;
                        assert!(step >= (lead + period) as u32, "no false alarm");
                        break;
                    }
                }
                assert!(found, "lead {lead} period {period}");
            }
        }
    }

    #[test]
    fn counts_past_four_billion_laps() {
        // Found by tests/fuzz.rs: a Bao Kigogo sowing from a loaded position
        // ran past u32::MAX laps, and the lap count overflowed (a panic in
        // debug builds, a wrap that broke the search in release).
        let mut f = CycleFinder::new();
        f.laps = u32::MAX as u64 - 1;
        f.power = 1 << 31;
        f.lam = (1 << 31) - 2;
        f.saved[0] = 9;
        let counts = [0u8; MAX_PITS];
        assert!(!f.repeats(&counts, Pit(0)));
        assert!(!f.repeats(&counts, Pit(0)));
        assert_eq!(f.laps, u32::MAX as u64 + 1);
        assert_eq!(f.power, 1 << 32, "the saved state moved on");
        // The same state again: the cycle is found.
        assert!(f.repeats(&counts, Pit(0)));
    }

    #[test]
    fn never_fires_on_distinct_states() {
        let mut f = CycleFinder::new();
        for step in 0..5000u32 {
            let mut counts = [0u8; MAX_PITS];
            counts[0] = step as u8;
            counts[1] = (step >> 8) as u8;
            assert!(!f.repeats(&counts, Pit(0)));
        }
    }
}

//! How long each event of a move stays on screen (issue 25, point 3): the
//! story is still told seed by seed, but a move's playback is bounded.
//! Plain Rust, in thousandths of a beat (a speed's `Speed::step_ms`), so
//! that every speed keeps the same shape and only its length changes:
//!
//! 1. each event has its weight (a dropped seed one beat; a lift 1½ and a
//!    capture 2½ so the eye follows; a decision's headline 3);
//! 2. the sowing of every relay lap after the first goes quicker than the
//!    lap before ([`LAP_PACE`]): a long relay speeds up as it goes on;
//! 3. a move still longer than its budget ([`budget`]: 20 beats, 3.6 s at
//!    normal speed) is squeezed into it. The first lap keeps its pace while
//!    it takes at most half the budget (the eye sees where the move began);
//!    the rest shares what is left.
//!
//! A short move (one lap within the budget) plays exactly as before.

use crate::engine::Event;

/// A beat, in the thousandths the pace is counted in.
pub const BEAT: u32 = 1000;

/// A move's playback at most, in thousandths of a beat: 20 beats, so 3.6 s
/// at normal speed (180 ms a beat), 8 s slow, 1.2 s fast.
pub const BUDGET: u32 = 20 * BEAT;

/// The sowing's pace lap by lap, in thousandths of the full beat: the first
/// lap at the full beat, each later one quicker, the fifth and every later
/// one at a quarter. Only the sowing (lifts, drops, pits passed over)
/// speeds up: a capture is what the move was for, and keeps its weight.
pub const LAP_PACE: [u32; 5] = [1000, 700, 500, 350, 250];

/// An event's own time on screen, before any speeding up: a dropped seed
/// (or a pit passed over, or a pit changing hands) one beat, lifts and
/// sweeps longer so the eye follows, captures and payments longer still,
/// a decision's headline (offer, answer, pass, extra move, head) three.
pub fn weight(e: &Event) -> u32 {
    match e {
        Event::Drop { .. } | Event::Skip { .. } | Event::OwnerChange { .. } => BEAT,
        Event::Lift { .. } | Event::Sweep { .. } => BEAT * 3 / 2,
        Event::Capture { .. } | Event::Payment { .. } => BEAT * 5 / 2,
        Event::GameOver => 0,
        _ => BEAT * 3,
    }
}

/// The budget of a move that is the `chain`-th input its player gives in a
/// row (0 for a turn's first): an extra move (A5), a Tsoro head choice
/// (T6) or bonus pick (T10), a Goré move after an answer, continues a turn
/// whose start the reader has just watched. Each gets half the budget of
/// the one before, down to an eighth (2½ beats, 450 ms at normal speed):
/// an Anywoli turn of a dozen extra moves took 40 s, and now 8
/// (docs/benchmarks.md, "Issue 25: playback per move").
pub fn budget(chain: usize) -> u32 {
    BUDGET >> chain.min(3)
}

/// Each event's time on screen, in thousandths of a beat, for a move whose
/// playback may take `budget` in all (see the module's steps).
pub fn pace(events: &[Event], budget: u32) -> Vec<u32> {
    let mut lifts = 0usize;
    let mut times: Vec<u32> = events
        .iter()
        .map(|e| {
            let sowing = matches!(
                e,
                Event::Lift { .. } | Event::Drop { .. } | Event::Skip { .. }
            );
            if matches!(e, Event::Lift { .. }) {
                lifts += 1;
            }
            let lap = lifts.saturating_sub(1).min(LAP_PACE.len() - 1);
            let pace = if sowing { LAP_PACE[lap] } else { BEAT };
            weight(e) * pace / BEAT
        })
        .collect();
    // The first lap: everything before the second lift.
    let second = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::Lift { .. }))
        .nth(1)
        .map_or(events.len(), |(i, _)| i);
    let (first, rest) = times.split_at_mut(second);
    let (t0, t1) = (sum(first), sum(rest));
    if t0 + t1 > budget {
        // The first lap keeps its pace up to half the budget (more if the
        // rest needs less than half); the rest shares what is left.
        let a0 = t0.min(budget - t1.min(budget / 2));
        let a1 = t1.min(budget - a0);
        squeeze(first, t0, a0);
        squeeze(rest, t1, a1);
    }
    times
}

fn sum(times: &[u32]) -> u32 {
    times.iter().sum()
}

/// Scales `times` (summing to `from`) down to sum at most `to`.
fn squeeze(times: &mut [u32], from: u32, to: u32) {
    if from > to {
        for t in times {
            *t = (*t as u64 * to as u64 / from as u64) as u32;
        }
    }
}

#[cfg(test)]
mod tests;

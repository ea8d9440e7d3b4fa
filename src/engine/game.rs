//! A game in progress: a position plus the memory of earlier positions that
//! repetition needs (C7, B11).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::event::Sink;
use super::input::Input;
use super::position::{Illegal, Position, RepetitionKey};
use super::variant::Rules;

/// A small, fast, non-cryptographic hasher (the Fx hash of rustc) for the
/// repetition table: keys are whole positions, compared exactly on a hit.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().unwrap_or([0; 8])));
        }
        for &b in chunks.remainder() {
            self.add(b as u64);
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.add(i as u64);
        self.add((i >> 64) as u64);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A game: the current position and how often each earlier position occurred.
#[derive(Clone, Debug)]
pub struct Game {
    pos: Position,
    seen: HashMap<RepetitionKey, u8, BuildHasherDefault<FxHasher>>,
}

impl Game {
    /// A new game from the opening position.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A game from a set-up position: it counts as the first occurrence (C7, B11)
    /// and is checked at once for the end conditions of the player to move.
    pub fn from_position(mut pos: Position) -> Game {
        pos.check_turn_start(&mut super::event::NoEvents);
        let mut seen = HashMap::default();
        seen.insert(pos.repetition_key(), 1);
        Game { pos, seen }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// Every legal input now.
    pub fn legal(&self) -> Vec<Input> {
        self.pos.legal()
    }

    /// Applies an input, sending its events to `sink`, then ends the game if the
    /// new position has now occurred three times (twice in Bao Kigogo, B11).
    pub fn play<S: Sink>(&mut self, input: Input, sink: &mut S) -> Result<(), Illegal> {
        self.pos.check(input)?;
        self.play_legal(input, sink);
        Ok(())
    }

    /// [`Game::play`] for an input known to be legal (taken from [`Game::legal`]
    /// of this very position): skips the check, which in the relay games means
    /// simulating the sowing once more. Random playouts and searches use it.
    pub fn play_legal<S: Sink>(&mut self, input: Input, sink: &mut S) {
        debug_assert_eq!(self.pos.check(input), Ok(()));
        let before = self.pos.captured();
        self.pos.apply(input, sink);
        if self.pos.result().is_some() {
            return;
        }
        let variant = self.pos.rules().variant();
        // Where captured counts only grow, once they change no earlier position
        // can recur, so the table is emptied to stay small.
        if variant.captures_only_grow() && self.pos.captured() != before {
            self.seen.clear();
        }
        let n = self.seen.entry(self.pos.repetition_key()).or_insert(0);
        *n += 1;
        if *n >= variant.repetition_limit() {
            self.pos.end_by_repetition(sink);
        }
    }
}

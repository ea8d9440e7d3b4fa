//! A game in progress: a position plus the memory of earlier positions that
//! repetition needs (C7, B11).

use rustc_hash::FxHashMap;

use super::event::Sink;
use super::input::{BadToken, Input};
use super::options::Rules;
use super::position::{Illegal, Position, RepetitionKey};

/// Why [`Game::replay`] stopped: the first bad input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Its 1-based index among the inputs.
    pub index: usize,
    /// The token as given.
    pub token: String,
    /// What is wrong with it.
    pub fault: ReplayFault,
}

/// What is wrong with a replayed input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayFault {
    /// Not an input of this game at all (bad spelling, unknown pit).
    Token(BadToken),
    /// An input of this game, but not legal in that state.
    Illegal(Illegal),
}

impl std::fmt::Display for ReplayError {
    /// `input 2 'a1' is illegal: …`, or `input 2 'z9': …` for a bad token.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (i, t) = (self.index, &self.token);
        match &self.fault {
            ReplayFault::Token(e) => write!(f, "input {i} '{t}': {e}"),
            ReplayFault::Illegal(e) => write!(f, "input {i} '{t}' is illegal: {e}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A game: the current position and how often each earlier position occurred.
#[derive(Clone, Debug)]
pub struct Game {
    pos: Position,
    /// Occurrences of each earlier position. Fx hashing: keys are whole
    /// positions, compared exactly on a hit, so a fast non-cryptographic hash is
    /// enough.
    seen: FxHashMap<RepetitionKey, u8>,
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
        let mut seen = FxHashMap::default();
        seen.insert(pos.repetition_key(), 1);
        Game { pos, seen }
    }

    /// A game from `start` with these inputs (contract notation) played; the
    /// error names the first bad token and its 1-based index, as the
    /// contract's errors do.
    ///
    /// ```
    /// use mancala::engine::{Game, Position, Rules, Variant};
    /// let start = Position::new(Rules::new(Variant::Urim));
    /// assert!(Game::replay(start, &["a1", "f2"]).is_ok());
    /// let e = Game::replay(start, &["a1", "a1"]).unwrap_err();
    /// assert_eq!((e.index, e.token.as_str()), (2, "a1"));
    /// assert!(e.to_string().starts_with("input 2 'a1' is illegal"), "{e}");
    /// ```
    pub fn replay(start: Position, tokens: &[impl AsRef<str>]) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(start);
        for (i, token) in tokens.iter().enumerate() {
            let token = token.as_ref();
            let fail = |fault| ReplayError {
                index: i + 1,
                token: token.to_string(),
                fault,
            };
            let input = game
                .position()
                .parse_input(token)
                .map_err(|e| fail(ReplayFault::Token(e)))?;
            game.play(input, &mut super::event::NoEvents)
                .map_err(|e| fail(ReplayFault::Illegal(e)))?;
        }
        Ok(game)
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// How often a position with this key has occurred in the game so far (a
    /// search adds the occurrences on its own path, C7, B11).
    pub fn occurrences(&self, key: &RepetitionKey) -> u8 {
        self.seen.get(key).copied().unwrap_or(0)
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

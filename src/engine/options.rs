//! [`Rules`]: a game with one allowed value for each of its options (each
//! game declares its options once, as [`OptionSpec`]s in its [`GameSpec`]).
//!
//! [`GameSpec`]: super::spec::GameSpec

use std::fmt;
use std::str::FromStr;

use super::spec::{Columns, OptionSpec};
use super::variant::Variant;

/// An unknown game id, option key or option value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The game id is not one of the five.
    UnknownGame(String),
    /// The option key does not exist for this game.
    UnknownOption {
        /// The game.
        game: Variant,
        /// The key given.
        key: String,
    },
    /// The option exists but the value is not one of its allowed values.
    BadValue {
        /// The game.
        game: Variant,
        /// The option's key.
        key: String,
        /// The value given.
        value: String,
        /// The allowed values, for the message.
        allowed: &'static [&'static str],
    },
    /// An option was not written `key=value`.
    Malformed(String),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownGame(g) => {
                // The ids in declaration order, which is the contract's.
                let mut ids = Variant::ALL;
                ids.sort();
                let ids: Vec<&str> = ids.iter().map(|v| v.id()).collect();
                let (last, rest) = ids.split_last().unwrap_or((&"", &[]));
                write!(
                    f,
                    "unknown game '{g}' (expected {} or {last})",
                    rest.join(", ")
                )
            }
            RulesError::UnknownOption { game, key } => {
                write!(f, "unknown option '{key}' for game {game}")
            }
            RulesError::BadValue {
                game,
                key,
                value,
                allowed,
            } => write!(
                f,
                "bad value '{value}' for option {key} of game {game} (allowed: {})",
                allowed.join(", ")
            ),
            RulesError::Malformed(s) => write!(f, "option '{s}' is not written key=value"),
        }
    }
}

impl std::error::Error for RulesError {}

impl FromStr for Variant {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == s)
            .ok_or_else(|| RulesError::UnknownGame(s.to_string()))
    }
}

/// Where Anywoli's last four seeds go (A9).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LastFour {
    /// To the player who made the most recent capture (default).
    Penultimate,
    /// To the player who first made a last-seed capture (A5) in the game.
    FirstLastSeed,
}

/// The most options any game has (Tsoro's three).
const MAX_OPTIONS: usize = 3;

/// A game with its options: everything that fixes the rules of one game.
///
/// Each option is stored as an index into its [`OptionSpec::values`], and only
/// [`Rules::set_option`] changes it, so a value that does not belong to the game
/// (a Urim board with 8 pits, a Tsoro option on Goré) cannot be represented.
///
/// ```
/// use mancala::engine::{Rules, Variant};
/// let mut r = Rules::new(Variant::Tsoro);
/// r.set_option_str("columns=8").unwrap();
/// assert_eq!((r.columns(), r.rows(), r.tsoro_bonus()), (8, 4, 2));
/// assert!(r.set_option_str("columns=9").is_err());
/// assert!(r.set_option_str("pits=7").is_err()); // a Urim option
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    variant: Variant,
    /// `choice[i]` indexes the values of the game's `i`-th option.
    choice: [u8; MAX_OPTIONS],
    /// The same choices as numbers (a numeric value, else its index), worked
    /// out once: the sowing loops ask for them (Tsoro's heads) at every seed.
    numbers: [u8; MAX_OPTIONS],
}

// Where each option sits in its game's table, for the typed accessors (a test
// checks these against the keys).
const URIM_SEEDS: usize = 1;
const ANYWOLI_LAST_FOUR: usize = 0;
const TSORO_BONUS: usize = 1;
const TSORO_HEADS: usize = 2;

impl Rules {
    /// A game with every option at its default.
    pub fn new(variant: Variant) -> Rules {
        let mut r = Rules {
            variant,
            choice: [0; MAX_OPTIONS],
            numbers: [0; MAX_OPTIONS],
        };
        for (i, spec) in variant.option_specs().iter().enumerate() {
            r.choose(i, spec.default);
        }
        r
    }

    /// Sets option `i` to its `k`-th allowed value.
    fn choose(&mut self, i: usize, k: usize) {
        let value = self.variant.option_specs()[i].values[k];
        self.choice[i] = k as u8;
        self.numbers[i] = value.parse().unwrap_or(k as u8);
    }

    /// Every option set of every game, in [`Variant::ALL`] order, options varying
    /// last-first: what the playouts and fingerprints run through.
    pub fn every() -> Vec<Rules> {
        let mut all = vec![];
        for v in Variant::ALL {
            let mut sets = vec![Rules::new(v)];
            for (i, spec) in v.option_specs().iter().enumerate() {
                sets = sets
                    .into_iter()
                    .flat_map(|r| {
                        (0..spec.values.len()).map(move |k| {
                            let mut r = r;
                            r.choose(i, k);
                            r
                        })
                    })
                    .collect();
            }
            all.extend(sets);
        }
        all
    }

    /// Which game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Sets one option from its contract spelling (`pits`, `7`).
    pub fn set_option(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        let game = self.variant;
        let (i, spec) = game
            .option_specs()
            .iter()
            .enumerate()
            .find(|(_, s)| s.key == key)
            .ok_or_else(|| RulesError::UnknownOption {
                game,
                key: key.to_string(),
            })?;
        let k = spec
            .values
            .iter()
            .position(|v| *v == value)
            .ok_or_else(|| RulesError::BadValue {
                game,
                key: key.to_string(),
                value: value.to_string(),
                allowed: spec.values,
            })?;
        self.choose(i, k);
        Ok(())
    }

    /// Sets one option written `key=value`.
    pub fn set_option_str(&mut self, kv: &str) -> Result<(), RulesError> {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| RulesError::Malformed(kv.to_string()))?;
        self.set_option(k, v)
    }

    /// The game's options with their values, in the contract's order.
    pub fn choices(&self) -> impl Iterator<Item = (&'static OptionSpec, &'static str)> + '_ {
        self.variant
            .option_specs()
            .iter()
            .zip(self.choice)
            .map(|(s, k)| (s, s.values[k as usize]))
    }

    /// The game's options as contract key/value pairs, in the contract's order.
    pub fn options(&self) -> Vec<(&'static str, String)> {
        self.choices()
            .map(|(s, v)| (s.key, v.to_string()))
            .collect()
    }

    /// The value of option `key`, or `None` if the game has no such option.
    pub fn value(&self, key: &str) -> Option<&'static str> {
        self.choices().find(|(s, _)| s.key == key).map(|(_, v)| v)
    }

    /// The game's `i`-th option ([`Variant::option_specs`]) as a number: its
    /// value if numeric, else the index of its value. A game's flow reads its
    /// own options with this, or with the typed accessors below.
    pub fn number(&self, i: usize) -> u8 {
        self.numbers[i]
    }

    /// Urim: seeds per pit at the start, 3 or 4 (U1).
    pub fn urim_seeds(&self) -> u8 {
        self.numbers[URIM_SEEDS]
    }

    /// Anywoli: who takes the last four (A9).
    pub fn last_four(&self) -> LastFour {
        match self.numbers[ANYWOLI_LAST_FOUR] {
            1 => LastFour::FirstLastSeed,
            _ => LastFour::Penultimate,
        }
    }

    /// Tsoro: bonus pits picked after a capture, 1 to 3 (T14).
    pub fn tsoro_bonus(&self) -> u8 {
        self.numbers[TSORO_BONUS]
    }

    /// Tsoro: heads per player, 2 or 1 (T15).
    pub fn tsoro_heads(&self) -> u8 {
        self.numbers[TSORO_HEADS]
    }

    /// Columns of the board (pits per row).
    pub fn columns(&self) -> u8 {
        match self.variant.spec().shape.columns {
            Columns::Fixed(n) => n,
            Columns::Option(i) => self.number(i),
        }
    }

    /// Rows of the board: 2 or 4.
    pub fn rows(&self) -> u8 {
        if self.variant.four_rows() {
            4
        } else {
            2
        }
    }
}

impl fmt::Display for Rules {
    /// The game id and its options, e.g. `tsoro columns=8 bonus=2 heads=2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.variant.id())?;
        for (s, v) in self.choices() {
            write!(f, " {}={v}", s.key)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_game_options_are_options_of_their_game() {
        for v in Variant::ALL {
            let mut r = Rules::new(v);
            for (key, value) in v.first_game_options() {
                r.set_option(key, value).unwrap();
            }
        }
        let mut t = Rules::new(Variant::Tsoro);
        for (key, value) in Variant::Tsoro.first_game_options() {
            t.set_option(key, value).unwrap();
        }
        assert_eq!(t.columns(), 8);
    }

    #[test]
    fn options_are_checked_per_game() {
        let mut r = Rules::new(Variant::Urim);
        r.set_option_str("pits=7").unwrap();
        assert_eq!(r.columns(), 7);
        assert!(r.set_option_str("pits=8").is_err());
        assert!(r.set_option_str("columns=8").is_err());
        assert!(r.set_option_str("pits").is_err());
        let mut t = Rules::new(Variant::Tsoro);
        t.set_option_str("columns=6").unwrap();
        t.set_option_str("heads=1").unwrap();
        assert_eq!((t.columns(), t.tsoro_heads()), (6, 1));
    }

    #[test]
    fn typed_accessors_read_their_own_option() {
        let keys = |v: Variant| -> Vec<&str> { v.option_specs().iter().map(|s| s.key).collect() };
        let columns_key = |v: Variant| v.columns_option().map(|o| o.key);
        assert_eq!(columns_key(Variant::Urim), Some("pits"));
        assert_eq!(columns_key(Variant::Tsoro), Some("columns"));
        assert_eq!(columns_key(Variant::Gore), None);
        assert_eq!(keys(Variant::Urim)[URIM_SEEDS], "seeds");
        assert_eq!(keys(Variant::Anywoli)[ANYWOLI_LAST_FOUR], "last_four");
        assert_eq!(keys(Variant::Tsoro)[TSORO_BONUS], "bonus");
        assert_eq!(keys(Variant::Tsoro)[TSORO_HEADS], "heads");
        let mut u = Rules::new(Variant::Urim);
        u.set_option_str("seeds=4").unwrap();
        u.set_option_str("pits=7").unwrap();
        assert_eq!((u.columns(), u.urim_seeds()), (7, 4));
        let mut a = Rules::new(Variant::Anywoli);
        assert_eq!(a.last_four(), LastFour::Penultimate);
        a.set_option_str("last_four=first_last_seed").unwrap();
        assert_eq!(a.last_four(), LastFour::FirstLastSeed);
        let mut t = Rules::new(Variant::Tsoro);
        t.set_option_str("bonus=3").unwrap();
        assert_eq!((t.columns(), t.tsoro_bonus(), t.tsoro_heads()), (21, 3, 2));
    }

    #[test]
    fn no_game_has_more_options_than_rules_can_hold() {
        for v in Variant::ALL {
            assert!(
                v.option_specs().len() <= MAX_OPTIONS,
                "{v}: raise MAX_OPTIONS"
            );
        }
    }

    #[test]
    fn every_option_set_is_listed_once() {
        let all = Rules::every();
        // Goré 1, Urim 2 × 2, Anywoli 2, Bao Kigogo 1, Tsoro 6 × 3 × 2.
        assert_eq!(all.len(), 1 + 4 + 2 + 1 + 36);
        let distinct: std::collections::HashSet<_> = all.iter().collect();
        assert_eq!(distinct.len(), all.len());
        assert_eq!(all[0].to_string(), "gore");
        assert!(all.iter().any(|r| r.to_string() == "urim pits=7 seeds=4"));
    }

    #[test]
    fn defaults_are_the_contract_defaults() {
        let d = |v| Rules::new(v).to_string();
        assert_eq!(d(Variant::Urim), "urim pits=6 seeds=3");
        assert_eq!(d(Variant::Anywoli), "anywoli last_four=penultimate");
        assert_eq!(d(Variant::Tsoro), "tsoro columns=21 bonus=2 heads=2");
    }
}

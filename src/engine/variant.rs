//! The five games and their options: a closed enum plus one options record.

use std::fmt;
use std::str::FromStr;

/// One of the five games, by its contract id (`gore`, `urim`, …).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Goré (Guro, Côte d'Ivoire): 2 × 4, trades of pits for captured counters.
    Gore,
    /// Urim (Cape Verde): 2 × 6 or 2 × 7, Oware-like, match points.
    Urim,
    /// Anywoli (Anuak): 2 × 12, relay sowing, captures of fours.
    Anywoli,
    /// Bao Kigogo (Gogo, Tanzania): 4 × 12, relay sowing, file captures.
    BaoKigogo,
    /// Tsoro (Shona, Zimbabwe): 4 × N, heads, file and bonus captures.
    Tsoro,
}

impl Variant {
    /// Every game, in the order the picker shows them.
    pub const ALL: [Variant; 5] = [
        Variant::Gore,
        Variant::BaoKigogo,
        Variant::Urim,
        Variant::Anywoli,
        Variant::Tsoro,
    ];

    /// The contract id, e.g. `bao-kigogo`.
    pub fn id(self) -> &'static str {
        match self {
            Variant::Gore => "gore",
            Variant::Urim => "urim",
            Variant::Anywoli => "anywoli",
            Variant::BaoKigogo => "bao-kigogo",
            Variant::Tsoro => "tsoro",
        }
    }

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        match self {
            Variant::Gore => "Goré",
            Variant::Urim => "Urim",
            Variant::Anywoli => "Anywoli",
            Variant::BaoKigogo => "Bao Kigogo",
            Variant::Tsoro => "Tsoro",
        }
    }

    /// Whether the board has four rows (each player sows around their own two).
    pub fn four_rows(self) -> bool {
        matches!(self, Variant::BaoKigogo | Variant::Tsoro)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

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
        allowed: &'static str,
    },
    /// An option was not written `key=value`.
    Malformed(String),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownGame(g) => write!(
                f,
                "unknown game '{g}' (expected gore, urim, anywoli, bao-kigogo or tsoro)"
            ),
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
                "bad value '{value}' for option {key} of game {game} (allowed: {allowed})"
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

/// A game with its options: everything that fixes the rules of one game.
///
/// Options that do not belong to the game keep their defaults and are ignored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Which game.
    pub variant: Variant,
    /// Urim: pits per row, 6 or 7 (U1).
    pub urim_pits: u8,
    /// Urim: seeds per pit at the start, 3 or 4 (U1).
    pub urim_seeds: u8,
    /// Anywoli: who takes the last four (A9).
    pub last_four: LastFour,
    /// Tsoro: columns, one of 6, 8, 12, 15, 18, 21 (T16).
    pub tsoro_columns: u8,
    /// Tsoro: bonus pits picked after a capture, 1 to 3 (T14).
    pub bonus: u8,
    /// Tsoro: heads per player, 2 or 1 (T15).
    pub heads: u8,
}

impl Rules {
    /// A game with every option at its default.
    pub fn new(variant: Variant) -> Rules {
        Rules {
            variant,
            urim_pits: 6,
            urim_seeds: 3,
            last_four: LastFour::Penultimate,
            tsoro_columns: 21,
            bonus: 2,
            heads: 2,
        }
    }

    /// Sets one option from its contract spelling (`pits`, `7`).
    pub fn set_option(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        let game = self.variant;
        let bad = |allowed| RulesError::BadValue {
            game,
            key: key.to_string(),
            value: value.to_string(),
            allowed,
        };
        match (game, key) {
            (Variant::Urim, "pits") => {
                self.urim_pits = pick(value, &[6, 7]).ok_or_else(|| bad("6, 7"))?
            }
            (Variant::Urim, "seeds") => {
                self.urim_seeds = pick(value, &[3, 4]).ok_or_else(|| bad("3, 4"))?
            }
            (Variant::Anywoli, "last_four") => {
                self.last_four = match value {
                    "penultimate" => LastFour::Penultimate,
                    "first_last_seed" => LastFour::FirstLastSeed,
                    _ => return Err(bad("penultimate, first_last_seed")),
                }
            }
            (Variant::Tsoro, "columns") => {
                self.tsoro_columns = pick(value, &[6, 8, 12, 15, 18, 21])
                    .ok_or_else(|| bad("6, 8, 12, 15, 18, 21"))?
            }
            (Variant::Tsoro, "bonus") => {
                self.bonus = pick(value, &[1, 2, 3]).ok_or_else(|| bad("1, 2, 3"))?
            }
            (Variant::Tsoro, "heads") => {
                self.heads = pick(value, &[2, 1]).ok_or_else(|| bad("2, 1"))?
            }
            _ => {
                return Err(RulesError::UnknownOption {
                    game,
                    key: key.to_string(),
                })
            }
        }
        Ok(())
    }

    /// Sets one option written `key=value`.
    pub fn set_option_str(&mut self, kv: &str) -> Result<(), RulesError> {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| RulesError::Malformed(kv.to_string()))?;
        self.set_option(k, v)
    }

    /// The game's options as contract key/value pairs, in the contract's order.
    pub fn options(&self) -> Vec<(&'static str, String)> {
        match self.variant {
            Variant::Urim => vec![
                ("pits", self.urim_pits.to_string()),
                ("seeds", self.urim_seeds.to_string()),
            ],
            Variant::Anywoli => vec![(
                "last_four",
                match self.last_four {
                    LastFour::Penultimate => "penultimate",
                    LastFour::FirstLastSeed => "first_last_seed",
                }
                .to_string(),
            )],
            Variant::Tsoro => vec![
                ("columns", self.tsoro_columns.to_string()),
                ("bonus", self.bonus.to_string()),
                ("heads", self.heads.to_string()),
            ],
            Variant::Gore | Variant::BaoKigogo => vec![],
        }
    }

    /// Columns of the board (pits per row).
    pub fn columns(&self) -> u8 {
        match self.variant {
            Variant::Gore => 4,
            Variant::Urim => self.urim_pits,
            Variant::Anywoli | Variant::BaoKigogo => 12,
            Variant::Tsoro => self.tsoro_columns,
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

fn pick(value: &str, allowed: &[u8]) -> Option<u8> {
    let n: u8 = value.parse().ok()?;
    allowed.contains(&n).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.id().parse::<Variant>().unwrap(), v);
        }
        assert!("oware".parse::<Variant>().is_err());
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
        assert_eq!((t.columns(), t.heads), (6, 1));
    }
}

//! The five games: a closed enum, and every fact that differs between them as a
//! property answered for each game in one exhaustive `match`.

use std::fmt;
use std::str::FromStr;

use super::options::{OptionSpec, RulesError, ANYWOLI_OPTIONS, TSORO_OPTIONS, URIM_OPTIONS};

/// One of the five games, by its contract id (`gore`, `urim`, …).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

    // Every fact that differs between games is one of the properties below,
    // answered for each game by an exhaustive `match`: a new game is a compile
    // error here until each is answered (shakmaty's `Variant` properties). Code
    // elsewhere asks these, never `variant == Variant::…`.

    /// Whether the board has four rows (each player sows around their own two).
    pub fn four_rows(self) -> bool {
        match self {
            Variant::BaoKigogo | Variant::Tsoro => true,
            Variant::Gore | Variant::Urim | Variant::Anywoli => false,
        }
    }

    /// Whether every seed stays on its owner's side for the whole game: each
    /// player sows around their own two rows and captures leave play (B1, B3,
    /// T1, T4), so a side never holds more than it started with.
    pub fn sides_keep_their_seeds(self) -> bool {
        match self {
            Variant::BaoKigogo | Variant::Tsoro => true,
            Variant::Gore | Variant::Urim | Variant::Anywoli => false,
        }
    }

    /// The game's options, declared once ([`OptionSpec`]); empty for Goré and
    /// Bao Kigogo.
    pub fn option_specs(self) -> &'static [OptionSpec] {
        match self {
            Variant::Gore | Variant::BaoKigogo => &[],
            Variant::Urim => URIM_OPTIONS,
            Variant::Anywoli => ANYWOLI_OPTIONS,
            Variant::Tsoro => TSORO_OPTIONS,
        }
    }

    /// How many occurrences of one position end the game: a second in Bao
    /// Kigogo (B11), a third elsewhere (C7, T13).
    pub fn repetition_limit(self) -> u8 {
        match self {
            Variant::BaoKigogo => 2,
            Variant::Gore | Variant::Urim | Variant::Anywoli | Variant::Tsoro => 3,
        }
    }

    /// Whether captured counts only ever grow. Then a capture means no earlier
    /// position can recur, and the repetition table may be emptied. Not in
    /// Goré, where trades pay captured counters back onto the board (G7).
    pub fn captures_only_grow(self) -> bool {
        match self {
            Variant::Gore => false,
            Variant::Urim | Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => true,
        }
    }

    /// Whether pits change owner (Goré's trades, G7); elsewhere every pit
    /// belongs to the player whose side it is on.
    pub fn owners_change(self) -> bool {
        match self {
            Variant::Gore => true,
            Variant::Urim | Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => false,
        }
    }

    /// The most seeds one pit may hold, where a rule limits it (U5).
    pub fn pit_limit(self) -> Option<u8> {
        match self {
            Variant::Urim => Some(super::urim::PIT_LIMIT),
            Variant::Gore | Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => None,
        }
    }

    /// Whether the opponent must be fed when empty (U6).
    pub fn must_feed_rule(self) -> bool {
        match self {
            Variant::Urim => true,
            Variant::Gore | Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => false,
        }
    }

    /// Whether a file capture earns bonus picks (T10).
    pub fn has_bonus_picks(self) -> bool {
        match self {
            Variant::Tsoro => true,
            Variant::Gore | Variant::Urim | Variant::Anywoli | Variant::BaoKigogo => false,
        }
    }

    /// Whether the board has heads, where a relay may stop by choice (T2, T6).
    pub fn has_heads(self) -> bool {
        match self {
            Variant::Tsoro => true,
            Variant::Gore | Variant::Urim | Variant::Anywoli | Variant::BaoKigogo => false,
        }
    }

    /// Whether a player whose every seed is captured loses at once (B10).
    pub fn loses_when_wiped_out(self) -> bool {
        match self {
            Variant::BaoKigogo => true,
            Variant::Gore | Variant::Urim | Variant::Anywoli | Variant::Tsoro => false,
        }
    }

    /// Whether a win can be "without glory" (a winner who declined, G8, G14).
    pub fn has_glory(self) -> bool {
        match self {
            Variant::Gore => true,
            Variant::Urim | Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => false,
        }
    }

    /// Whether games are scored as match points (U12) and played as a match.
    pub fn has_match_points(self) -> bool {
        match self {
            Variant::Urim => true,
            Variant::Gore | Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => false,
        }
    }

    /// Plies after which a computer match counts a game as unfinished
    /// (docs/contract.md, `mancala match`): Goré's trades put counters back on
    /// the board, so its games run ten times longer.
    pub fn match_ply_cap(self) -> u32 {
        match self {
            Variant::Gore => 20_000,
            Variant::Urim | Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => 2_000,
        }
    }

    /// Whether a player may offer a trade of pits (G5).
    pub fn has_trades(self) -> bool {
        match self {
            Variant::Gore => true,
            Variant::Urim | Variant::Anywoli | Variant::BaoKigogo | Variant::Tsoro => false,
        }
    }

    /// The options the page's game card sets over the defaults, for a board a
    /// newcomer can take in: Tsoro on 8 columns, one of T16's sizes (the URL
    /// and the command line keep the traditional 21).
    ///
    /// ```
    /// use mancala::engine::Variant;
    /// assert_eq!(Variant::Tsoro.first_game_options(), &[("columns", "8")]);
    /// assert!(Variant::Gore.first_game_options().is_empty());
    /// ```
    pub fn first_game_options(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Variant::Tsoro => &[("columns", "8")],
            Variant::Gore | Variant::Urim | Variant::Anywoli | Variant::BaoKigogo => &[],
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Variant {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == s)
            .ok_or_else(|| RulesError::UnknownGame(s.to_string()))
    }
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
}

//! The five games: a closed enum, and every fact that differs between them as a
//! property read from the game's [`GameSpec`](super::spec::GameSpec) (its own
//! file, `games/<game>.rs`).

use super::spec::{Columns, OptionSpec};

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

    // Every fact that differs between games is a field of the game's
    // `GameSpec` (`Variant::spec`, the one match over games for data, in
    // games.rs beside `with_flow!`), read through the properties below
    // (shakmaty's `Variant` properties). Code elsewhere asks these, never
    // `variant == Variant::…` (tests/structure.rs).

    /// The contract id, e.g. `bao-kigogo`.
    pub fn id(self) -> &'static str {
        self.spec().id
    }

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        self.spec().title
    }

    /// Whether the board has four rows (each player sows around their own two).
    pub fn four_rows(self) -> bool {
        self.spec().shape.four_rows
    }

    /// Whether every seed stays on its owner's side for the whole game: each
    /// player sows around their own two rows and captures leave play (B1, B3,
    /// T1, T4), so a side never holds more than it started with.
    pub fn sides_keep_their_seeds(self) -> bool {
        self.spec().sides_keep_their_seeds
    }

    /// The game's options, declared once ([`OptionSpec`]); empty for Goré and
    /// Bao Kigogo.
    pub fn option_specs(self) -> &'static [OptionSpec] {
        self.spec().options
    }

    /// The option that sets the board's columns (Urim's `pits`, Tsoro's
    /// `columns`); `None` for a game of one size.
    ///
    /// ```
    /// use mancala::engine::Variant;
    /// assert_eq!(Variant::Tsoro.columns_option().map(|o| o.key), Some("columns"));
    /// assert!(Variant::Gore.columns_option().is_none());
    /// ```
    pub fn columns_option(self) -> Option<&'static OptionSpec> {
        match self.spec().shape.columns {
            Columns::Option(i) => Some(&self.option_specs()[i]),
            Columns::Fixed(_) => None,
        }
    }

    /// How many occurrences of one position end the game: a second in Bao
    /// Kigogo (B11), a third elsewhere (C7, T13).
    pub fn repetition_limit(self) -> u8 {
        self.spec().repetition.limit
    }

    /// Whether captured counts only ever grow. Then a capture means no earlier
    /// position can recur, and the repetition table may be emptied. Not in
    /// Goré, where trades pay captured counters back onto the board (G7).
    pub fn captures_only_grow(self) -> bool {
        self.spec().repetition.captures_only_grow
    }

    /// Whether pits change owner (Goré's trades, G7); elsewhere every pit
    /// belongs to the player whose side it is on.
    pub fn owners_change(self) -> bool {
        self.spec().owners_change
    }

    /// The most seeds one pit may hold, where a rule limits it (U5).
    pub fn pit_limit(self) -> Option<u8> {
        self.spec().pit_limit
    }

    /// Whether the opponent must be fed when empty (U6).
    pub fn must_feed_rule(self) -> bool {
        self.spec().must_feed
    }

    /// Whether a file capture earns bonus picks (T10).
    pub fn has_bonus_picks(self) -> bool {
        self.spec().bonus_picks
    }

    /// Whether the board has heads, where a relay may stop by choice (T2, T6).
    pub fn has_heads(self) -> bool {
        self.spec().heads
    }

    /// Whether a player whose every seed is captured loses at once (B10).
    pub fn loses_when_wiped_out(self) -> bool {
        self.spec().loses_when_wiped_out
    }

    /// Whether a win can be "without glory" (a winner who declined, G8, G14).
    pub fn has_glory(self) -> bool {
        self.spec().glory
    }

    /// Whether games are scored as match points (U12) and played as a match.
    pub fn has_match_points(self) -> bool {
        self.spec().match_points.is_some()
    }

    /// Plies after which a computer match counts a game as unfinished
    /// (docs/contract.md, `mancala match`): Goré's trades put counters back on
    /// the board, so its games run ten times longer.
    pub fn match_ply_cap(self) -> u32 {
        self.spec().match_ply_cap
    }

    /// Whether a player may offer a trade of pits (G5).
    pub fn has_trades(self) -> bool {
        self.spec().trades
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
        self.spec().first_game_options
    }

    /// The letter and number of the game's rule ids (`docs/rules/<id>.md`):
    /// `("G", 15)` for G1–G15.
    pub fn rule_ids(self) -> (&'static str, u8) {
        let r = self.spec().rules;
        (r.letter, r.count)
    }
}

impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::super::spec::{Columns, GameSpec};
    use super::*;

    #[test]
    fn ids_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.id().parse::<Variant>().unwrap(), v);
        }
        assert!("oware".parse::<Variant>().is_err());
    }

    #[test]
    fn ids_are_distinct_and_every_spec_is_its_own() {
        let ids: std::collections::BTreeSet<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        assert_eq!(ids.len(), Variant::ALL.len());
        for v in Variant::ALL {
            let spec: &GameSpec = v.spec();
            for (i, o) in spec.options.iter().enumerate() {
                assert!(o.default < o.values.len(), "{} option {i}", spec.id);
            }
            if let Columns::Option(i) = spec.shape.columns {
                let o = &spec.options[i];
                assert!(
                    o.values.iter().all(|x| x.parse::<u8>().is_ok()),
                    "{}",
                    spec.id
                );
            }
        }
    }
}

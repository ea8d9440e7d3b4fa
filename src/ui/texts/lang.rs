//! The few words drawn on a board picture (`mancala diagram --lang`), in
//! English, Turkish and Azerbaijani: the sides, the store or captured pile,
//! and Tsoro's head. The Turkish and Azerbaijani terms are those of the
//! project's source articles (`Ambarlar` / `Anbarlar` for the stores, `ele
//! geçirilen` / `ələ keçirilmiş` for what is captured, Goré's `inekler`
//! "cows", Tsoro's `baş` "head"). Every table is one exhaustive `match`, so a
//! new language or game cannot be forgotten.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Player, Variant};

/// A language of the board's words.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Turkish.
    Tr,
    /// Azerbaijani.
    Az,
}

impl Lang {
    /// Every language, in the order of `--lang en|tr|az`.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Tr, Lang::Az];

    /// The code: `en`, `tr` or `az` (also the SVG's `xml:lang`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Tr => "tr",
            Lang::Az => "az",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is not `en`, `tr` or `az`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language '{}'; expected en, tr or az", self.0)
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == s)
            .ok_or_else(|| UnknownLang(s.to_string()))
    }
}

/// A side's name: `South`, `Güney`, `Cənub`…
pub fn player_word(p: Player, lang: Lang) -> &'static str {
    match (lang, p) {
        (Lang::En, _) => p.name(),
        (Lang::Tr, Player::South) => "Güney",
        (Lang::Tr, Player::North) => "Kuzey",
        (Lang::Az, Player::South) => "Cənub",
        (Lang::Az, Player::North) => "Şimal",
    }
}

/// What the board calls the piles beside it, in a language (English:
/// [`super::store_word`]).
pub fn store_word_in(v: Variant, lang: Lang) -> &'static str {
    match (lang, v) {
        (Lang::En, _) => super::store_word(v),
        (Lang::Tr, Variant::Urim | Variant::Anywoli) => "ambar",
        (Lang::Tr, Variant::Gore) => "tutsak inekler",
        (Lang::Tr, Variant::BaoKigogo | Variant::Tsoro) => "ele geçirilen",
        (Lang::Az, Variant::Urim | Variant::Anywoli) => "anbar",
        (Lang::Az, Variant::Gore) => "ələ keçirilmiş inəklər",
        (Lang::Az, Variant::BaoKigogo | Variant::Tsoro) => "ələ keçirilmiş",
    }
}

/// The mark of a Tsoro head (T2).
pub fn head_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "head",
        Lang::Tr | Lang::Az => "baş",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_others_are_refused() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse::<Lang>(), Ok(l));
        }
        let e = "de".parse::<Lang>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown language 'de'; expected en, tr or az"
        );
        assert_eq!(Lang::default(), Lang::En);
    }

    #[test]
    fn every_word_is_there_in_every_language() {
        for l in Lang::ALL {
            for v in Variant::ALL {
                assert!(!store_word_in(v, l).is_empty());
            }
            assert_ne!(player_word(Player::South, l), player_word(Player::North, l));
            assert!(!head_word(l).is_empty());
        }
        assert_eq!(store_word_in(Variant::Urim, Lang::En), "store");
        assert_eq!(player_word(Player::North, Lang::Az), "Şimal");
    }
}

//! Player-facing texts of the page and of `mancala diagram --lang`, in
//! English, Turkish and Azerbaijani. The words themselves are in one catalogue
//! per language (`lang/*.ftl`, read by [`catalogue`]); this module names them:
//! taglines for the game picker, the rules panel (every numbered rule of
//! `docs/rules/`, in our own words), an "about this game" paragraph and a
//! one-line sowing hint per game, and the board's words.
//!
//! The rule ids match the rules files exactly (`G1`…`G15`, `U1`…`U12`,
//! `A1`…`A11`, `B1`…`B11`, `T1`…`T16`, `C1`…`C8`), so code and tests can point
//! at a rule and the panel can show it.

use crate::engine::{Player, Variant};

pub mod catalogue;
mod errors;
#[cfg(test)]
mod glossary;
mod guide;
mod inputs;
mod lang;
pub mod places;

pub use catalogue::{count, fill, install, is_loaded, lookup, text, Catalogue, CatalogueError};
pub use errors::{end_reason, illegal, record_error, replay_error, rules_error, setup_error};
pub use guide::{goal, how_to_play, sowing_hint, why_ended, Leftover, HOW_TO_PLAY_LINES};
pub use inputs::{input_words, parts_in_words, pits_in_words};
pub use lang::{Lang, UnknownLang};
pub use places::Drawn;

/// One numbered rule as shown to players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleText {
    /// The rule's id in the rules files, e.g. `G10` or `C3`.
    pub id: String,
    /// The rule in plain, player-facing words (1–3 sentences).
    pub text: String,
}

/// One line (at most 90 characters) describing the game in the game picker.
pub fn tagline(v: Variant, lang: Lang) -> String {
    text(lang, &format!("tagline-{}", v.id()))
}

/// `n` of the game's pieces: "3 seeds", "1 cow", "5 stones" (the word of
/// `lang/GLOSSARY.md`; Turkish and Azerbaijani keep the noun singular after
/// a number, so the phrase is whole and needs no suffix).
pub fn pieces(v: Variant, n: u64, lang: Lang) -> String {
    count(lang, &format!("pieces-{}", v.id()), n, &[])
}

/// An amount of the game's pieces that is not a whole count (the search's
/// values, `+3.5`): "+3.5 cows".
pub fn amount(v: Variant, value: &str, lang: Lang) -> String {
    fill(lang, &format!("pieces-{}", v.id()), &[("n", &value)])
}

/// What the board calls the captured piles beside it.
pub fn store_word(v: Variant, lang: Lang) -> String {
    text(lang, &format!("store-{}", v.id()))
}

/// A paragraph about the game's people, place, when it was recorded and the
/// local names of its holes and seeds (facts from the project's sources,
/// sentences our own).
pub fn about(v: Variant, lang: Lang) -> String {
    text(lang, &format!("about-{}", v.id()))
}

/// A side's name: `South`, `Güney`, `Cənub`…
pub fn player_word(p: Player, lang: Lang) -> String {
    match p {
        Player::South => text(lang, "player-south"),
        Player::North => text(lang, "player-north"),
    }
}

/// The mark of a Tsoro head (T2).
pub fn head_word(lang: Lang) -> String {
    text(lang, "head")
}

/// The letter and number of rules of a game's rules file (its spec's).
pub(crate) fn rule_ids(v: Variant) -> (&'static str, u8) {
    v.rule_ids()
}

fn numbered(prefix: &str, n: u8, drawn: Drawn, lang: Lang) -> Vec<RuleText> {
    (1..=n)
        .map(|i| {
            let id = format!("{prefix}{i}");
            let text = drawn.text(lang, &format!("rule-{id}"));
            RuleText { id, text }
        })
        .collect()
}

/// Every numbered rule of the game's rules file, in order, in player-facing
/// words, its places named as the board is drawn.
pub fn rules(v: Variant, drawn: Drawn, lang: Lang) -> Vec<RuleText> {
    let (prefix, n) = rule_ids(v);
    numbered(prefix, n, drawn, lang)
}

/// The conventions shared by all five games (C1–C8), in player-facing words,
/// their places named as the board is drawn.
pub fn common_rules(drawn: Drawn, lang: Lang) -> Vec<RuleText> {
    numbered("C", 8, drawn, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(list: &[RuleText]) -> Vec<&str> {
        list.iter().map(|r| r.id.as_str()).collect()
    }

    #[test]
    fn rule_ids_spelled_out() {
        assert_eq!(
            ids(&rules(Variant::Gore, Drawn::default(), Lang::En)),
            [
                "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9", "G10", "G11", "G12", "G13",
                "G14", "G15"
            ]
        );
        assert_eq!(
            ids(&rules(Variant::Urim, Drawn::default(), Lang::Tr)),
            ["U1", "U2", "U3", "U4", "U5", "U6", "U7", "U8", "U9", "U10", "U11", "U12"]
        );
        assert_eq!(
            ids(&rules(Variant::Anywoli, Drawn::default(), Lang::Az)),
            ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11"]
        );
        assert_eq!(
            ids(&rules(Variant::BaoKigogo, Drawn::default(), Lang::En)),
            ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11"]
        );
        assert_eq!(
            ids(&rules(Variant::Tsoro, Drawn::default(), Lang::En)),
            [
                "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12", "T13",
                "T14", "T15", "T16"
            ]
        );
        assert_eq!(
            ids(&common_rules(Drawn::default(), Lang::En)),
            ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"]
        );
    }

    #[test]
    fn every_text_is_there_in_every_language() {
        for lang in Lang::ALL {
            let all = Variant::ALL
                .iter()
                .flat_map(|&v| rules(v, Drawn::default(), lang))
                .chain(common_rules(Drawn::default(), lang));
            for rule in all {
                // A missing key comes back as the key itself.
                assert!(
                    !rule.text.starts_with("rule-"),
                    "{lang}: rule {} missing",
                    rule.id
                );
                assert!(
                    !rule.text.contains("  "),
                    "{lang}: rule {} has a double space",
                    rule.id
                );
            }
            for v in Variant::ALL {
                for (what, t) in [
                    ("tagline", tagline(v, lang)),
                    ("about", about(v, lang)),
                    ("hint", sowing_hint(v, Drawn::default(), lang)),
                    ("store", store_word(v, lang)),
                ] {
                    assert!(!t.starts_with(&format!("{what}-")), "{lang}: {what} of {v}");
                }
            }
            assert_ne!(
                player_word(Player::South, lang),
                player_word(Player::North, lang)
            );
            assert!(!head_word(lang).is_empty());
        }
        assert_eq!(store_word(Variant::Urim, Lang::En), "store");
        assert_eq!(player_word(Player::North, Lang::Az), "Şimal");
        assert_eq!(player_word(Player::South, Lang::Tr), "Güney");
    }

    #[test]
    fn taglines_fit_the_picker() {
        for lang in Lang::ALL {
            for v in Variant::ALL {
                let n = tagline(v, lang).chars().count();
                assert!(n <= 90, "{lang}: tagline of {v} has {n} characters");
            }
        }
    }

    #[test]
    fn about_paragraphs_are_60_to_120_words() {
        for lang in Lang::ALL {
            for v in Variant::ALL {
                // French sets its colons apart ("pièces : …"): a word has a
                // letter or a digit.
                let text = about(v, lang);
                let words = text.split_whitespace();
                let n = words
                    .filter(|w| w.chars().any(char::is_alphanumeric))
                    .count();
                assert!((60..=120).contains(&n), "{lang}: about {v} has {n} words");
            }
        }
    }

    #[test]
    fn sowing_hints_are_one_sentence() {
        for lang in Lang::ALL {
            for v in Variant::ALL {
                let hint = sowing_hint(v, Drawn::default(), lang);
                assert!(hint.ends_with('.'), "{lang}: hint of {v}");
                // A full stop then a capital starts a sentence; Turkish
                // ordinals ("1. sırada") are a full stop then lower case.
                let starts = hint
                    .split(". ")
                    .skip(1)
                    .filter(|rest| rest.starts_with(char::is_uppercase))
                    .count();
                assert_eq!(starts, 0, "{lang}: hint of {v} has two sentences");
            }
        }
    }
}

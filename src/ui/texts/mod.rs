//! Player-facing texts of the browser app: taglines for the game picker, the
//! rules panel (every numbered rule of `docs/rules/`, in our own words),
//! an "about this game" paragraph and a one-line sowing hint per game; the
//! few words of a board picture in English, Turkish and Azerbaijani (`lang`).
//!
//! The rule ids match the rules files exactly (`G1`…`G15`, `U1`…`U12`,
//! `A1`…`A11`, `B1`…`B11`, `T1`…`T16`, `C1`…`C8`), so code and tests can point
//! at a rule and the panel can show it.

use crate::engine::Variant;

/// One numbered rule as shown to players.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleText {
    /// The rule's id in the rules files, e.g. `G10` or `C3`.
    pub id: &'static str,
    /// The rule in plain, player-facing English (1–3 sentences).
    pub text: &'static str,
}

/// Shorthand for building the static rule tables.
const fn r(id: &'static str, text: &'static str) -> RuleText {
    RuleText { id, text }
}

/// One line (at most 90 characters) describing the game in the game picker.
pub fn tagline(v: Variant) -> &'static str {
    match v {
        Variant::Gore => "Côte d'Ivoire · 2 × 4 · captures of 2s and 4s, pits traded for cows",
        Variant::Urim => {
            "Cape Verde · 2 × 6 or 2 × 7 · Oware-like captures of 2s and 3s, match points"
        }
        Variant::Anywoli => {
            "Ethiopia & South Sudan · 2 × 12 · relay sowing, captures of fours, extra moves"
        }
        Variant::BaoKigogo => {
            "Tanzania · 4 × 12 · relay sowing round your own two rows, whole files captured"
        }
        Variant::Tsoro => {
            "Zimbabwe · 4 × 21 · relay sowing, heads to stop at, file and bonus captures"
        }
    }
}

/// What the board calls the captured piles beside it.
pub fn store_word(v: Variant) -> &'static str {
    match v {
        Variant::Urim | Variant::Anywoli => "store",
        Variant::Gore => "captured cows",
        Variant::BaoKigogo | Variant::Tsoro => "captured",
    }
}

/// One sentence on how sowing travels round this game's board, for the help
/// line under the board.
pub fn sowing_hint(v: Variant) -> &'static str {
    match v {
        Variant::Gore => {
            "Counters travel counter-clockwise round all 8 pits: left to right along \
             row 1, then right to left along row 2, and on round again."
        }
        Variant::Urim => {
            "Seeds travel counter-clockwise through both rows (left to right along \
             row 1, right to left along row 2), never into a store, skipping the \
             starting pit and any pit that already holds 17."
        }
        Variant::Anywoli => {
            "Seeds travel counter-clockwise round all 24 pits (left to right along \
             row 1, right to left along row 2), never into a store."
        }
        Variant::BaoKigogo => {
            "Each player sows counter-clockwise round their own two rows only: South \
             left to right along row 1 and back along row 2, North left to right \
             along row 3 and back along row 4."
        }
        Variant::Tsoro => {
            "Each player sows counter-clockwise round their own two rows only (South: \
             row 1 left to right, then row 2 back; North: row 3 left to right, then \
             row 4 back), and a relay may stop at an occupied head."
        }
    }
}

/// A paragraph about the game's people, place, when it was recorded and the
/// local names of its holes and seeds (from the project's sources only).
pub fn about(v: Variant) -> &'static str {
    match v {
        Variant::Gore => {
            "Goré belongs to the Guro, also called Kweni, who live where forest gives \
             way to savanna in central Côte d'Ivoire and are widely admired for their \
             wood carving, weaving and sacred masks. The board-game researcher Jordi \
             Climent Tondo recorded it in 2009. The counters are called ayla, \
             \u{201c}cows\u{201d}, a herding image of wealth that suits the game's most \
             unusual feature: in the middle of a game a player may hand some of their \
             pits to the opponent in exchange for captured cows, moving the border \
             between the two territories. Refusing such an offer is frowned on, and a \
             win after a refusal is a \u{201c}victory without glory\u{201d}."
        }
        Variant::Urim => {
            "Urim is the traditional two-row mancala of Brava island in Cape Verde, \
             kept alive as well by Cape Verdean communities in Angola; on other islands \
             it is known as Ouri, Huri, Ourim, Òrè, Ori or Uril. It is an island branch \
             of the West African Oware family, first described in ethnographic detail \
             in 1994 by the Cape Verdean scholar Elísio Romariz Santos Silva. Grown men \
             play it seated on carved wooden benches called banco de ouri, with polished \
             nuts (Caesalpinia crista) for seeds. The last seed of a sowing is the urin, \
             and a Creole riddle sums up the board: \u{201c}twelve mouths, forty-eight \
             teeth\u{201d}, recalling the old four-seed sets."
        }
        Variant::Anywoli => {
            "Anywoli is an Anuak word meaning \u{201c}birth\u{201d} or \u{201c}giving \
             birth\u{201d}. The game is played by the Anuak, some 78,000 people who \
             traditionally fish, farm and hunt along the rivers of the Gambela region \
             of western Ethiopia and across the border in South Sudan, around Akobo, \
             Pochalla and Jokau. The historian Richard Pankhurst brought it to wider \
             scholarly notice in 1971. Its holes are oto (plural udi, \
             \u{201c}houses\u{201d}) and its seeds nyibaré, \u{201c}children of the \
             board game\u{201d}. With 96 seeds on two rows of twelve it is among the \
             largest two-row boards of Africa, and Anuak masters even compose endgame \
             puzzles for it."
        }
        Variant::BaoKigogo => {
            "Bao Kigogo is the four-row mancala of the Gogo (Wagogo) people of the \
             central plateau of Tanzania's Dodoma Region. It was recorded in 1911 by \
             Martin Klamroth, a German Lutheran missionary who watched games at the \
             settlement of Mpapua, today's Mpwapwa, and described the rules in the \
             Archiv für Anthropologie under the title \u{201c}Afrikanische \
             Brettspiele\u{201d}. It is related to Bao Kiarabu, the Swahili coast's name \
             for Hawalis, and close kin to Njombwa of Mozambique and other four-row \
             relay games of southern and eastern Africa. Its lopsided opening, with two \
             opposite corners of the front rows left empty, breaks the symmetry from \
             the very first move."
        }
        Variant::Tsoro => {
            "Among the Shona of north-eastern Zimbabwe, Tsoro is a general name for \
             traditional board and counter games, from draughts to three-in-a-row \
             (Tsoro Yemutatu) and twelve men's morris (Tsoro Yemutwelve). The four-row \
             mancala played here is more precisely called Fuva or Imbwe; J. B. Matthews \
             first set out its rules systematically in 1964. It is often played \
             outdoors, with the holes (magomba, singular gomba) scooped into earth or \
             sand and smooth river stones (matombo), wild seeds or bottle caps as \
             counters; boards are also drawn on paper or carved in wood. The special \
             end holes are the heads, misoro (singular musoro, \u{201c}head\u{201d})."
        }
    }
}

/// Every numbered rule of the game's rules file, in order, in player-facing words.
pub fn rules(v: Variant) -> &'static [RuleText] {
    match v {
        Variant::Gore => GORE,
        Variant::Urim => URIM,
        Variant::Anywoli => ANYWOLI,
        Variant::BaoKigogo => BAO_KIGOGO,
        Variant::Tsoro => TSORO,
    }
}

/// The conventions shared by all five games (C1–C8), in player-facing words.
pub fn common_rules() -> &'static [RuleText] {
    COMMON
}

mod lang;
pub use lang::{head_word, player_word, store_word_in, Lang, UnknownLang};

mod rules;
use rules::{ANYWOLI, BAO_KIGOGO, COMMON, GORE, TSORO, URIM};

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(list: &[RuleText]) -> Vec<&'static str> {
        list.iter().map(|r| r.id).collect()
    }

    fn numbered(prefix: &str, n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("{prefix}{i}")).collect()
    }

    #[test]
    fn rule_ids_match_the_rules_files() {
        let expected: [(Variant, &str, usize); 5] = [
            (Variant::Gore, "G", 15),
            (Variant::Urim, "U", 12),
            (Variant::Anywoli, "A", 11),
            (Variant::BaoKigogo, "B", 11),
            (Variant::Tsoro, "T", 16),
        ];
        for (v, prefix, n) in expected {
            assert_eq!(ids(rules(v)), numbered(prefix, n), "rules of {v}");
        }
        assert_eq!(ids(common_rules()), numbered("C", 8));
    }

    #[test]
    fn rule_ids_spelled_out() {
        assert_eq!(
            ids(rules(Variant::Gore)),
            [
                "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9", "G10", "G11", "G12", "G13",
                "G14", "G15"
            ]
        );
        assert_eq!(
            ids(rules(Variant::Urim)),
            ["U1", "U2", "U3", "U4", "U5", "U6", "U7", "U8", "U9", "U10", "U11", "U12"]
        );
        assert_eq!(
            ids(rules(Variant::Anywoli)),
            ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11"]
        );
        assert_eq!(
            ids(rules(Variant::BaoKigogo)),
            ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11"]
        );
        assert_eq!(
            ids(rules(Variant::Tsoro)),
            [
                "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12", "T13",
                "T14", "T15", "T16"
            ]
        );
        assert_eq!(
            ids(common_rules()),
            ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"]
        );
    }

    #[test]
    fn no_text_is_empty() {
        let all = Variant::ALL
            .iter()
            .flat_map(|&v| rules(v).iter())
            .chain(common_rules().iter());
        for rule in all {
            assert!(!rule.text.trim().is_empty(), "rule {} is empty", rule.id);
            assert!(
                !rule.text.contains("  "),
                "rule {} has a double space",
                rule.id
            );
        }
        for v in Variant::ALL {
            assert!(!tagline(v).trim().is_empty(), "tagline of {v}");
            assert!(!about(v).trim().is_empty(), "about of {v}");
            assert!(!sowing_hint(v).trim().is_empty(), "sowing hint of {v}");
        }
    }

    #[test]
    fn taglines_fit_the_picker() {
        for v in Variant::ALL {
            let n = tagline(v).chars().count();
            assert!(n <= 90, "tagline of {v} has {n} characters");
            assert!(!tagline(v).contains('\n'), "tagline of {v} spans lines");
        }
    }

    #[test]
    fn about_paragraphs_are_60_to_120_words() {
        for v in Variant::ALL {
            let n = about(v).split_whitespace().count();
            assert!((60..=120).contains(&n), "about {v} has {n} words");
        }
    }

    #[test]
    fn sowing_hints_are_one_sentence() {
        for v in Variant::ALL {
            let hint = sowing_hint(v);
            assert!(hint.ends_with('.'), "hint of {v}");
            assert_eq!(
                hint.matches(". ").count(),
                0,
                "hint of {v} has two sentences"
            );
        }
    }
}

//! Rule ids in the page's sentences ("… must feed it (U6).") become links
//! that open the rules panel at that rule. This splits a sentence into plain
//! text and rule ids; the components draw the ids as link-styled buttons.
//!
//! Only ids that exist are links: the game's own rules (`G1`…`G15`,
//! `U1`…`U12`, `A1`…`A11`, `B1`…`B11`, `T1`…`T16`) and the common ones
//! (`C1`…`C8`). An id is an upper-case letter and a number standing as a word
//! of its own: pit names (`a4`, `t1`) are lower case and never match, and
//! neither does "X99", "G16" or the "A4" inside "BA4".

use crate::engine::Variant;

use super::texts::rule_ids;

/// A piece of a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment<'a> {
    /// Words shown as they are.
    Text(&'a str),
    /// A rule id of the game shown or of the common rules, e.g. `G5`.
    Rule(&'a str),
}

/// Whether `id` names one of the game's numbered rules or a common rule.
pub fn rule_exists(id: &str, v: Variant) -> bool {
    let mut chars = id.chars();
    let Some(letter) = chars.next() else {
        return false;
    };
    let digits = chars.as_str();
    // "G05" is no rule id, and neither is "G0".
    if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let Ok(n) = digits.parse::<u8>() else {
        return false;
    };
    let (own, last) = rule_ids(v);
    match letter {
        'C' => n <= 8,
        l if own.starts_with(l) => n <= last,
        _ => false,
    }
}

/// `text` cut into plain words and the rule ids of game `v` it mentions, in
/// order; the pieces joined give `text` back.
pub fn split(text: &str, v: Variant) -> Vec<Segment<'_>> {
    let mut out = vec![];
    let bytes = text.as_bytes();
    let mut plain = 0; // where the current plain piece starts
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !is_word_byte(bytes[i - 1]);
        if starts_word && bytes[i].is_ascii_uppercase() {
            let mut end = i + 1;
            while end < bytes.len() && bytes[end].is_ascii_digit() {
                end += 1;
            }
            let ends_word = end == bytes.len() || !is_word_byte(bytes[end]);
            if end > i + 1 && ends_word && rule_exists(&text[i..end], v) {
                if plain < i {
                    out.push(Segment::Text(&text[plain..i]));
                }
                out.push(Segment::Rule(&text[i..end]));
                plain = end;
                i = end;
                continue;
            }
        }
        i += 1;
    }
    if plain < text.len() {
        out.push(Segment::Text(&text[plain..]));
    }
    out
}

/// Letters, digits, and any byte of a non-ASCII character (a Turkish "Ş5"
/// is a word, not a rule id after a letter).
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b >= 0x80 || b == b'_'
}

#[cfg(test)]
mod tests {
    use super::Segment::{Rule, Text};
    use super::*;

    #[test]
    fn ids_of_the_game_become_links() {
        assert_eq!(
            split(
                "North's row is empty: South must feed it (U6).",
                Variant::Urim
            ),
            [
                Text("North's row is empty: South must feed it ("),
                Rule("U6"),
                Text(").")
            ]
        );
        assert_eq!(
            split("Bonus capture (T10): pick 2 (C7)", Variant::Tsoro),
            [
                Text("Bonus capture ("),
                Rule("T10"),
                Text("): pick 2 ("),
                Rule("C7"),
                Text(")")
            ]
        );
        // At the very start and end of the text.
        assert_eq!(split("G5", Variant::Gore), [Rule("G5")]);
        assert_eq!(
            split("G13 G14", Variant::Gore),
            [Rule("G13"), Text(" "), Rule("G14")]
        );
    }

    #[test]
    fn ids_that_do_not_exist_stay_words() {
        // Another game's rule, a number beyond the last rule, no rule at all.
        assert_eq!(split("see (U6)", Variant::Gore), [Text("see (U6)")]);
        assert_eq!(
            split("(G16) (G0) (G05)", Variant::Gore),
            [Text("(G16) (G0) (G05)")]
        );
        assert_eq!(split("(X99) (C9)", Variant::Tsoro), [Text("(X99) (C9)")]);
        // Pit names are lower case; letters glued to an id make another word.
        assert_eq!(
            split("lifts 4 from a4, BA4 or A4b", Variant::Anywoli),
            [Text("lifts 4 from a4, BA4 or A4b")]
        );
        assert_eq!(split("ÇA4", Variant::Anywoli), [Text("ÇA4")]);
        // But an existing id is still found beside them.
        assert_eq!(
            split("a4 (A4)", Variant::Anywoli),
            [Text("a4 ("), Rule("A4"), Text(")")]
        );
        assert_eq!(split("", Variant::Gore), []);
    }

    #[test]
    fn every_rule_of_every_game_exists() {
        for v in Variant::ALL {
            let (letter, last) = rule_ids(v);
            for n in 1..=last {
                assert!(rule_exists(&format!("{letter}{n}"), v));
            }
            assert!(!rule_exists(&format!("{letter}{}", last + 1), v));
            assert!(rule_exists("C1", v) && rule_exists("C8", v) && !rule_exists("C9", v));
        }
        assert!(!rule_exists("T1", Variant::Gore));
        assert!(!rule_exists("g5", Variant::Gore));
        assert!(!rule_exists("G", Variant::Gore));
        assert!(!rule_exists("G999", Variant::Gore));
    }

    #[test]
    fn following_a_rule_opens_the_rules_panel_and_never_closes_it() {
        use crate::engine::Rules;
        use crate::ui::settings::Speed;
        use crate::ui::state::{Action, AppState, Panel};
        let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![]);
        s.apply(Action::Show(Panel::About));
        s.apply(Action::ShowRule("U6".into()));
        assert_eq!(s.panel, Panel::Rules);
        // A second link while the panel is open keeps it open (no toggle).
        s.apply(Action::ShowRule("C7".into()));
        assert_eq!(s.panel, Panel::Rules);
    }
}

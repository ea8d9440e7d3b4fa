//! One input in the reader's words, as a short imperative phrase ("sow a1",
//! "offer a1 and b1 to North", "stop at the head f1"), for the texts that
//! suggest or name an input: the hint, a refusal, the review's mistakes, the
//! puzzles. The contract's tokens (`offer=a1,b1`) are for the command line,
//! records and addresses; a reader should never have to decode one (issue
//! 25). The phrase starts in lower case so that a catalogue text can put it
//! after "Hard would …" or in quotes; Turkish and Azerbaijani put their case
//! endings on the word "pit" ("a1 çukurundan"), never on a pit's name, whose
//! vowel harmony depends on how the name is read aloud.

use crate::engine::{Awaiting, Input, PitSet, Position};

use super::{fill, player_word, text, Lang};

/// `input` in the reader's words, as played on `pos`: a sowing (C5), a pass
/// (G4, A7), a Goré offer to the opponent (G5) or its answer (G7, G8), a
/// Tsoro head choice (T6) or bonus pick (T10).
pub fn input_words(pos: &Position, input: Input, lang: Lang) -> String {
    let name = |p| pos.layout().name(p);
    // Continue and Stop answer the head reached (T6); elsewhere (never
    // legal) the phrase leaves the pit out rather than invent one.
    let head = match pos.awaiting() {
        Awaiting::HeadChoice { pit } => name(pit),
        _ => String::new(),
    };
    let words = match input {
        Input::Sow(p) => fill(lang, "input-sow", &[("pit", &name(p))]),
        Input::Pick(p) => fill(lang, "input-pick", &[("pit", &name(p))]),
        Input::Pass => text(lang, "input-pass"),
        Input::Offer(pits) => {
            // Turkish and Azerbaijani say "pit" or "pits" after the names.
            let key = if pits.len() == 1 {
                "input-offer-one"
            } else {
                "input-offer"
            };
            let opponent = player_word(pos.to_move().other(), lang);
            fill(
                lang,
                key,
                &[
                    ("pits", &pits_in_words(pos, pits, lang)),
                    ("opponent", &opponent),
                ],
            )
        }
        Input::Accept => text(lang, "input-accept"),
        Input::Decline => text(lang, "input-decline"),
        Input::Continue => fill(lang, "input-continue", &[("pit", &head)]),
        Input::Stop => fill(lang, "input-stop", &[("pit", &head)]),
    };
    words.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The pits' names as a list to read, in sowing order from `a1`: "a1",
/// "a1 and b1", "a1, b1 and d1".
pub fn pits_in_words(pos: &Position, pits: PitSet, lang: Lang) -> String {
    let mut names: Vec<String> = pits.iter().map(|p| pos.layout().name(p)).collect();
    match names.pop() {
        None => String::new(),
        Some(last) if names.is_empty() => last,
        Some(last) => fill(
            lang,
            "list-and",
            &[("list", &names.join(", ")), ("last", &last)],
        ),
    }
}

/// The parts of a summary or a note one after another: "2 laps; captured 4"
/// (French: "2 tours ; 4 prises").
pub fn parts_in_words(parts: &[String], lang: Lang) -> String {
    let mut all = parts.iter();
    let first = all.next().cloned().unwrap_or_default();
    all.fold(first, |list, next| {
        fill(lang, "list-parts", &[("list", &list), ("next", next)])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{position_from_json, Game, Rules, Variant};

    /// The position after `tokens` from `json` (or the opening).
    fn at(rules: Rules, json: Option<&str>, tokens: &[&str]) -> Position {
        let start = json.map_or_else(
            || Position::new(rules),
            |j| position_from_json(rules, j).unwrap(),
        );
        let mut game = Game::from_position(start);
        for t in tokens {
            let input = game.position().parse_input(t).unwrap();
            game.play(input, &mut vec![]).unwrap();
        }
        *game.position()
    }

    /// The phrase of `token` on `pos` in English, Turkish and Azerbaijani.
    fn said(pos: &Position, token: &str) -> [String; 3] {
        let input = pos.parse_input(token).unwrap();
        [Lang::En, Lang::Tr, Lang::Az].map(|lang| input_words(pos, input, lang))
    }

    fn tsoro6() -> Rules {
        let mut r = Rules::new(Variant::Tsoro);
        r.set_option("columns", "6").unwrap();
        r
    }

    const GORE_TRADE: &str = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 12}}"#;

    #[test]
    fn a_sowing() {
        let pos = Position::new(Rules::new(Variant::Urim));
        assert_eq!(
            said(&pos, "a1"),
            ["sow a1", "a1 çukurundan ek", "a1 çuxurundan səp"]
        );
    }

    #[test]
    fn goré_offers_name_the_pits_and_whom_they_go_to() {
        // South to move with 12 captured cows each: offers of 1 to 3 pits
        // are open (G5), made to North.
        let gore = Rules::new(Variant::Gore);
        let pos = at(gore, Some(GORE_TRADE), &[]);
        assert_eq!(
            said(&pos, "offer=a1"),
            [
                "offer a1 to North",
                "Kuzey tarafına a1 çukurunu teklif et",
                "Şimal tərəfinə a1 çuxurunu təklif et",
            ]
        );
        assert_eq!(
            said(&pos, "offer=b1,a1"),
            [
                "offer a1 and b1 to North",
                "Kuzey tarafına a1 ve b1 çukurlarını teklif et",
                "Şimal tərəfinə a1 və b1 çuxurlarını təklif et",
            ]
        );
        assert_eq!(
            said(&pos, "offer=d1,a1,b1"),
            [
                "offer a1, b1 and d1 to North",
                "Kuzey tarafına a1, b1 ve d1 çukurlarını teklif et",
                "Şimal tərəfinə a1, b1 və d1 çuxurlarını təklif et",
            ]
        );
        // North answers South's offer (G7, G8); North's own offer goes South.
        let answering = at(gore, Some(GORE_TRADE), &["offer=a1"]);
        assert_eq!(
            said(&answering, "accept"),
            ["accept the offer", "teklifi kabul et", "təklifi qəbul et"]
        );
        assert_eq!(
            said(&answering, "decline"),
            ["decline the offer", "teklifi reddet", "təklifi rədd et"]
        );
        let north = at(gore, Some(GORE_TRADE), &["offer=a1", "decline"]);
        assert_eq!(said(&north, "offer=a2")[0], "offer a2 to South");
    }

    #[test]
    fn a_pass() {
        // Anywoli (tests/scenarios/anywoli.txt, A5): e1's last seed makes
        // f1 four, captured with an extra move, and South's row is empty:
        // that move can only be a pass (A7).
        let json = r#"{"rows": [[1,1,1,0,0,1,1,0,0,0,0,0],[0,0,0,0,1,3,0,0,0,0,0,0]],
            "captured": {"S": 40, "N": 44}, "to_move": "S"}"#;
        let pos = at(Rules::new(Variant::Anywoli), Some(json), &["e1"]);
        assert_eq!(pos.legal(), [Input::Pass]);
        assert_eq!(said(&pos, "pass"), ["pass", "pas geç", "növbəni ötür"]);
    }

    #[test]
    fn tsoro_heads_and_bonus_picks() {
        // a1 (2) sows b1, c1; c1 held 3: relay to d1, e1, f1, the head f1
        // (T6), which awaits the mover's choice.
        let pos = at(tsoro6(), None, &["a1"]);
        assert_eq!(
            said(&pos, "continue"),
            [
                "keep sowing from the head f1",
                "f1 başından ekmeye devam et",
                "f1 başından səpməyə davam et",
            ]
        );
        assert_eq!(
            said(&pos, "stop"),
            ["stop at the head f1", "f1 başında dur", "f1 başında dayan"]
        );
        // e1 (2) sows f1, f2: f2 was empty with f3 opposite full, a
        // capture (T9), then two bonus picks (T10).
        let json = r#"{"rows": [[2,2,0,1,1,0],[0,0,3,0,0,3],[0,0,0,0,0,0],[0,0,0,0,2,0]]}"#;
        let pos = at(tsoro6(), Some(json), &["e1"]);
        assert_eq!(
            said(&pos, "c3"),
            // Azerbaijani: a bonus pick is *götürmə* (the glossary: *seçim*
            // is a game's option).
            ["pick c3", "c3 çukurunu seç", "c3 çuxurunu götür"]
        );
    }

    #[test]
    fn no_phrase_is_an_input_code() {
        // Every legal input of a few positions, in every language: no
        // `offer=`, no bare `accept`, no key left unfilled.
        let gore = Rules::new(Variant::Gore);
        let positions = [
            at(gore, Some(GORE_TRADE), &[]),
            at(gore, Some(GORE_TRADE), &["offer=a1,b1"]),
            at(tsoro6(), None, &["a1"]),
        ];
        for pos in positions {
            for lang in Lang::ALL {
                for &i in &pos.legal() {
                    let w = input_words(&pos, i, lang);
                    assert!(!w.contains('='), "{lang}: {w}");
                    assert!(!w.contains("{ $"), "{lang}: {w}");
                    assert!(!w.starts_with("input-"), "{lang}: {w}");
                    assert_ne!(w, i.notation(pos.layout()), "{lang}");
                }
            }
        }
    }

    #[test]
    fn parts_follow_each_other_in_each_languages_way() {
        let parts = ["2 laps".to_string(), "captured 4".to_string()];
        assert_eq!(parts_in_words(&parts, Lang::En), "2 laps; captured 4");
        assert_eq!(parts_in_words(&parts, Lang::Fr), "2 laps\u{a0}; captured 4");
        assert_eq!(parts_in_words(&parts[..1], Lang::Fr), "2 laps");
        assert_eq!(parts_in_words(&[], Lang::En), "");
    }
}

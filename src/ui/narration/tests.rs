//! Each input told in words, worked out by hand from docs/rules/*.md.

use super::*;
use crate::engine::{position_from_json, Game, Rules, Variant};

/// Plays `tokens` from `json` (or the opening) and tells each input.
fn told(rules: Rules, json: Option<&str>, tokens: &[&str], lang: Lang) -> Vec<String> {
    let start = json.map_or_else(
        || Position::new(rules),
        |j| position_from_json(rules, j).unwrap(),
    );
    let mut game = Game::from_position(start);
    tokens
        .iter()
        .map(|t| {
            let before = *game.position();
            let input = before.parse_input(t).unwrap();
            let mut events = vec![];
            game.play(input, &mut events).unwrap();
            narrate(&before, input, &events, lang)
        })
        .collect()
}

fn tsoro6() -> Rules {
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    r
}

const GORE_TRADE: &str = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 12}}"#;

#[test]
fn a_sowing_its_capture_and_the_end() {
    // South sows d1 (2): d2, c2; c2 is North's and makes 2, captured (G9);
    // d2 (1) stops the chain. Every pit then holds under 3: game over (G12).
    let json = r#"{"rows": [[0,0,1,0],[0,0,0,2]], "captured": {"S": 24, "N": 21}}"#;
    assert_eq!(
        told(Rules::new(Variant::Gore), Some(json), &["d1"], Lang::En),
        ["South sowed d1, captured 2 from c2, game over."]
    );
    // A plain sowing from the opening: a1's 6 end in b2 (7), no capture.
    assert_eq!(
        told(Rules::new(Variant::Gore), None, &["a1"], Lang::En),
        ["South sowed a1."]
    );
}

#[test]
fn a_trade_offered_then_accepted_or_declined() {
    let gore = Rules::new(Variant::Gore);
    assert_eq!(
        told(gore, Some(GORE_TRADE), &["offer=a1,b1", "accept"], Lang::En),
        [
            "South offered a1, b1.",
            // G7: six of North's captured counters into each pit taken.
            "North accepted the offer, paid 6 into a1, 6 into b1.",
        ]
    );
    assert_eq!(
        told(gore, Some(GORE_TRADE), &["offer=d1", "decline"], Lang::En),
        ["South offered d1.", "North declined the offer."]
    );
}

#[test]
fn tsoro_laps_heads_and_bonus_picks() {
    // a1 (2) sows b1, c1; c1 held 3: relay (second lap) to d1, e1, f1; the
    // head f1 held 2 and now 3 (T6, contract example).
    assert_eq!(
        told(tsoro6(), None, &["a1", "stop"], Lang::En),
        [
            "South sowed a1, 2 laps, reached the head f1, which holds 3.",
            "South stopped at the head f1.",
        ]
    );
    // e1 (2) sows f1, f2: f2 was empty and f3 opposite holds 3, captured
    // (T9); then two bonus picks (T10): c3 (3) and d4 (1).
    let json = r#"{"rows": [[2,2,0,1,1,0],[0,0,3,0,0,3],[0,0,0,0,0,0],[0,0,0,0,2,0]]}"#;
    assert_eq!(
        told(tsoro6(), Some(json), &["e1", "c3", "d4"], Lang::En),
        [
            "South sowed e1, captured 3 from f3.",
            "South took 3 from c3 as a bonus pick.",
            "South took 1 from d4 as a bonus pick.",
        ]
    );
}

#[test]
fn the_same_sentences_in_turkish_and_azerbaijani() {
    let json = r#"{"rows": [[0,0,1,0],[0,0,0,2]], "captured": {"S": 24, "N": 21}}"#;
    let gore = Rules::new(Variant::Gore);
    assert_eq!(
        told(gore, Some(json), &["d1"], Lang::Tr),
        ["Güney tarafı d1 çukurundan ekti, ele geçirdi: c2 çukurundan 2 tane, oyun bitti."]
    );
    assert_eq!(
        told(gore, Some(GORE_TRADE), &["offer=a1,b1", "accept"], Lang::Az),
        [
            "Cənub tərəfi bu çuxurları təklif etdi: a1, b1.",
            "Şimal tərəfi təklifi qəbul etdi, ödəniş olaraq qoydu: a1 çuxuruna 6 dənə, b1 çuxuruna 6 dənə.",
        ]
    );
}

/// Captured counts as the board view holds them.
fn wide(p: &Position) -> ByPlayer<u32> {
    let c = p.captured();
    ByPlayer {
        south: c.south as u32,
        north: c.north as u32,
    }
}

#[test]
fn the_board_read_out() {
    let gore = Rules::new(Variant::Gore);
    let p = &Position::new(gore);
    let store = crate::ui::texts::store_word(Variant::Gore, Lang::En);
    assert_eq!(
        read_board(p.layout(), p.board(), wide(p), &store, Lang::En),
        "South: a1 6, b1 6, c1 6, d1 6; North: a2 6, b2 6, c2 6, d2 6; \
         captured cows: South 0, North 0."
    );
    // After the trade a1, b1 are North's, 3 + 6 each; North paid its 12.
    let mut g = Game::from_position(position_from_json(gore, GORE_TRADE).unwrap());
    for t in ["offer=a1,b1", "accept"] {
        let i = g.position().parse_input(t).unwrap();
        g.play(i, &mut vec![]).unwrap();
    }
    let p = g.position();
    assert_eq!(
        read_board(p.layout(), p.board(), wide(p), &store, Lang::En),
        "South: c1 3, d1 3; North: a1 9, b1 9, a2 3, b2 3, c2 3, d2 3; \
         captured cows: South 12, North 0."
    );
    let tr = crate::ui::texts::store_word(Variant::Gore, Lang::Tr);
    assert!(read_board(p.layout(), p.board(), wide(p), &tr, Lang::Tr)
        .ends_with("tutsak inekler: Güney 12, Kuzey 0."));
}

#[test]
fn undo_and_redo_are_told_as_such() {
    use crate::ui::settings::Speed;
    use crate::ui::state::{Action, AppState};
    // Urim between two people: South sows a1 (3): b1, c1, d1, no capture.
    let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![]);
    s.apply(Action::Pit(s.position().layout().parse("a1").unwrap()));
    assert_eq!(after_change(&s), "South sowed a1.");
    s.apply(Action::Undo);
    assert_eq!(after_change(&s), "Taken back: South to move.");
    s.apply(Action::Redo);
    assert_eq!(after_change(&s), "Played again: South sowed a1.");
    s.lang = Lang::Tr;
    s.apply(Action::Undo);
    assert_eq!(
        after_change(&s),
        "Geri alındı: hamle sırası Güney tarafında."
    );
}

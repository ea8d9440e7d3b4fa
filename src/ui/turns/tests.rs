//! The move list's notes and the look-back, worked out by hand from
//! docs/rules/*.md.

use super::*;
use crate::engine::{ai::Level, ByPlayer, Rules, Variant};
use crate::ui::computer::Reply;
use crate::ui::settings::{Seat, Speed};
use crate::ui::state::{Action, AppState};
use crate::ui::view::BoardView;

/// A page on `json` (or the opening) with `tokens` played.
fn played(rules: Rules, json: Option<&str>, tokens: &[&str]) -> AppState {
    let mut s = AppState::new(rules, Speed::Instant, json, vec![]);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    let tokens: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
    s.load_moves(&tokens, None);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s
}

/// Each line's tokens and note.
fn lines(s: &AppState, lang: Lang) -> Vec<(String, String)> {
    turn_lines(&s.session, s.session.ply(), lang)
        .iter()
        .map(|l| (l.tokens.clone(), l.note.clone()))
        .collect()
}

fn pits(s: &AppState, set: PitSet) -> Vec<String> {
    let l = s.position().layout();
    let mut v: Vec<String> = set.iter().map(|p| l.name(p)).collect();
    v.sort();
    v
}

fn tsoro6() -> Rules {
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    r
}

/// Goré (ring a1 b1 c1 d1 d2 c2 b2 a2): d1 (2) drops into d2 (3 → 4) and
/// c2 (1 → 2). c2 is North's and holds 2: captured (G9); forward, b2 (3)
/// stops the run; backward d2 holds 4: captured, then d1 (0) stops (G10).
const GORE_CHAIN: &str = r#"{"rows": [[3,3,1,3],[3,3,3,2]], "captured": {"S": 14, "N": 13}}"#;

const GORE_TRADE: &str = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 12}}"#;

#[test]
fn a_gore_capture_says_how_many_from_where_to_whom() {
    let s = played(Rules::new(Variant::Gore), Some(GORE_CHAIN), &["d1"]);
    assert_eq!(
        lines(&s, Lang::En),
        [("d1".into(), "South captures 2 from c2, 4 from d2".into())]
    );
    let line = &turn_lines(&s.session, s.session.ply(), Lang::En)[0];
    assert_eq!((line.who, line.end), (Player::South, 1));
    assert_eq!(pits(&s, line.sowed), ["d1"]);
    assert_eq!(pits(&s, line.taken), ["c2", "d2"]);
    // The same note in Turkish.
    assert_eq!(
        lines(&s, Lang::Tr)[0].1,
        "Güney ele geçirir: c2 çukurundan 2 tane, d2 çukurundan 4 tane"
    );
}

#[test]
fn a_plain_sowing_has_no_note_and_the_end_is_told() {
    // Goré d1 (2): d2, c2; c2 (1 → 2) captured; every pit is then under 3:
    // game over (G12); a1..c1 empty rows make no other note.
    let json = r#"{"rows": [[0,0,1,0],[0,0,0,2]], "captured": {"S": 24, "N": 21}}"#;
    let s = played(Rules::new(Variant::Gore), Some(json), &["d1"]);
    assert_eq!(
        lines(&s, Lang::En)[0].1,
        "South captures 2 from c2; game over"
    );
    let s = played(Rules::new(Variant::Gore), None, &["a1"]);
    assert_eq!(lines(&s, Lang::En), [("a1".into(), String::new())]);
}

#[test]
fn a_gore_offer_and_its_answers_are_noted_with_the_price() {
    // South offers a1 (6 counters, G7); North accepts: a1 is North's with
    // 3 + 6 = 9, and North moves next (G6): a1's 9 go b1 c1 d1 d2 c2 b2 a2 a1
    // b1; b1 (South's) holds 5: no capture.
    let s = played(
        Rules::new(Variant::Gore),
        Some(GORE_TRADE),
        &["offer=a1", "accept", "a1"],
    );
    assert_eq!(
        lines(&s, Lang::En),
        [
            ("offer=a1".into(), "South offers a1 for 6".into()),
            ("accept a1".into(), "North accepts a1 and pays 6".into()),
        ]
    );
    let s = played(
        Rules::new(Variant::Gore),
        Some(GORE_TRADE),
        &["offer=a1,b1", "decline"],
    );
    assert_eq!(
        lines(&s, Lang::En),
        [
            ("offer=a1,b1".into(), "South offers a1, b1 for 12".into()),
            ("decline".into(), "North declines the offer".into()),
        ]
    );
    assert_eq!(
        lines(&s, Lang::Az)[0].1,
        "Cənub mübadilə təklif edir: a1, b1, qiyməti 12"
    );
}

/// What the reader sees of each turn: a decision in words, never its
/// token (issue 25); the tokens stay for scripts (`data-tokens`).
fn words(s: &AppState, lang: Lang) -> Vec<(String, String)> {
    turn_lines(&s.session, s.session.ply(), lang)
        .iter()
        .map(|l| (l.words.clone(), l.tokens.clone()))
        .collect()
}

#[test]
fn decisions_are_listed_in_words_sowings_by_their_pit() {
    // The offer of a1 and b1 goes to North (G5), who declines (G6).
    let s = played(
        Rules::new(Variant::Gore),
        Some(GORE_TRADE),
        &["offer=a1,b1", "decline"],
    );
    assert_eq!(
        words(&s, Lang::En),
        [
            ("offer a1 and b1 to North".into(), "offer=a1,b1".into()),
            ("decline the offer".into(), "decline".into()),
        ]
    );
    assert_eq!(
        words(&s, Lang::Tr)[0].0,
        "Kuzey tarafına a1 ve b1 çukurlarını teklif et"
    );
    // Accepted, North then sows a1 in the same turn: a comma between.
    let s = played(
        Rules::new(Variant::Gore),
        Some(GORE_TRADE),
        &["offer=a1", "accept", "a1"],
    );
    assert_eq!(words(&s, Lang::En)[1].0, "accept the offer, a1");
    // Tsoro 4 × 6: a1 relays to the head f1 (T6), where South goes on.
    let s = played(tsoro6(), None, &["a1", "continue"]);
    assert_eq!(
        words(&s, Lang::En),
        [(
            "a1, keep sowing from the head f1".into(),
            "a1 continue".into()
        )]
    );
}

#[test]
fn an_anywoli_extra_move_is_one_turn_with_its_capture() {
    // a1 (1) into b1 (3 → 4): the last seed makes four, South takes them and
    // moves again (A5); e1 (2) into f1, g1, both empty: the move ends (A4).
    let json = r#"{"rows": [[2,2,2,2,2,2,2,2,2,2,2,2],[1,3,0,0,2,0,0,0,0,0,0,0]],
        "captured": {"S": 34, "N": 32}}"#;
    let s = played(Rules::new(Variant::Anywoli), Some(json), &["a1", "e1"]);
    assert_eq!(
        lines(&s, Lang::En),
        [(
            "a1 e1".into(),
            "South captures 4 from b1; South moves again".into()
        )]
    );
    let line = &turn_lines(&s.session, s.session.ply(), Lang::En)[0];
    assert_eq!(pits(&s, line.sowed), ["a1", "e1"]);
    assert_eq!(pits(&s, line.taken), ["b1"]);
}

#[test]
fn tsoro_head_choices_laps_and_bonus_picks() {
    // 4 × 6: a1 (2) into b1, c1; c1 held 2, now 3: relay from c1 (T5) into
    // d1, e1, f1; f1 is a head holding 3 (T6). Stopping ends the turn.
    let s = played(tsoro6(), None, &["a1", "stop"]);
    assert_eq!(
        lines(&s, Lang::En),
        [("a1 stop".into(), "2 laps; stops at f1".into())]
    );
    // Going on lifts f1's 3 into f2, e2, d2 (the inner row, empty): the move
    // ends; d3 opposite is empty, so nothing is captured (T9).
    let s = played(tsoro6(), None, &["a1", "continue"]);
    assert_eq!(
        lines(&s, Lang::En),
        [("a1 continue".into(), "2 laps; continues from f1".into())]
    );
    // e1 (2) into f1, f2: f2 was empty and f3 opposite holds 3, captured
    // with f4 (empty) (T9); then the two bonus picks (T10): c3 (3), d4 (1).
    let json = r#"{"rows": [[2,2,0,1,1,0],[0,0,3,0,0,3],[0,0,0,0,0,0],[0,0,0,0,2,0]]}"#;
    let s = played(tsoro6(), Some(json), &["e1", "c3", "d4"]);
    assert_eq!(
        lines(&s, Lang::En),
        [(
            "e1 c3 d4".into(),
            "South captures 3 from f3; bonus pick: 3 from c3, 1 from d4".into()
        )]
    );
    let line = &turn_lines(&s.session, s.session.ply(), Lang::En)[0];
    assert_eq!(pits(&s, line.taken), ["c3", "d4", "f3"]);
}

#[test]
fn looking_back_shows_that_turn_read_only_and_a_computer_move_ends_it() {
    // Goré: South d1 (the chain above), then North a2; South looks back at
    // turn 1.
    let mut s = played(Rules::new(Variant::Gore), Some(GORE_CHAIN), &["d1", "a2"]);
    let now = *s.position();
    s.apply(Action::PreviewTurn(Some(1)));
    let v = BoardView::new(&s, None);
    assert_eq!(v.preview, Some(1));
    let l = s.position().layout();
    let at = |n: &str| l.parse(n).unwrap();
    // After turn 1: d1, c2 and d2 empty, a2 still 3; South captured 14 + 6.
    assert_eq!(
        ["d1", "c2", "d2", "a2"].map(|n| v.pits.count(at(n))),
        [0, 0, 0, 3]
    );
    assert_eq!(v.captured.south, 20);
    assert!(v.legal.is_empty());
    use crate::ui::playback::Mark;
    assert_eq!(v.pit(at("d1")).mark, Some(Mark::Lift));
    assert_eq!(v.pit(at("c2")).mark, Some(Mark::Take));
    assert_eq!(v.pit(at("a1")).mark, None);
    // Nothing can be played meanwhile; the game itself is untouched.
    s.apply(Action::Pit(at("a1")));
    assert_eq!(*s.position(), now);
    assert!(s.message.is_some());
    s.apply(Action::PreviewTurn(None));
    assert_eq!(BoardView::new(&s, None).pits, *now.board());
    // A turn not played is no preview.
    s.apply(Action::PreviewTurn(Some(3)));
    assert!(s.preview().is_none());

    // Against the computer: its move ends the look-back.
    let mut s = played(Rules::new(Variant::Gore), None, &["a1"]).with_seats(ByPlayer {
        south: Seat::Human,
        north: Seat::Computer(Level::Easy),
    });
    let ask = s.asking.expect("North is asked");
    s.apply(Action::PreviewTurn(Some(1)));
    assert!(s.preview().is_some());
    s.apply(Action::Answer(Reply {
        id: ask.id,
        input: Ok("a2".into()),
        depth: 1,
        nodes: 1,
        values: vec![],
        ms: 0,
    }));
    assert!(s.preview().is_none());
    assert_eq!(s.session.ply(), 2);
}

#[test]
fn escape_with_nothing_looked_back_at_leaves_the_sowing_alone() {
    // Escape in the move list sends "back to the game" even when no turn is
    // looked back at: a sowing being shown must go on.
    let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Normal, None, vec![]);
    let a1 = s.position().layout().parse("a1").unwrap();
    s.apply(Action::Pit(a1));
    assert!(s.animating());
    s.apply(Action::PreviewTurn(None));
    assert!(s.animating());
}

#[test]
fn a_move_enters_the_list_once_played_back_or_skipped() {
    // Issue 25, point 4: Anywoli a1 from the opening is a relay whose
    // note tells its end; while it plays, the list has no line for it.
    let mut s = AppState::new(Rules::new(Variant::Anywoli), Speed::Normal, None, vec![]);
    let at = |s: &AppState, n: &str| s.position().layout().parse(n).unwrap();
    s.apply(Action::Pit(at(&s, "a1")));
    assert!(s.animating());
    assert_eq!(shown_inputs(&s), 0);
    assert!(turn_lines(&s.session, shown_inputs(&s), Lang::En).is_empty());
    while s.animating() {
        s.apply(Action::Step);
    }
    let after = turn_lines(&s.session, shown_inputs(&s), Lang::En);
    assert_eq!((after.len(), after[0].tokens.as_str()), (1, "a1"));
    // North's reply, skipped: in the list at once.
    let reply = s.legal[0];
    s.apply(Action::Play(reply));
    assert_eq!(shown_inputs(&s), 1);
    s.apply(Action::SkipAnimation);
    assert_eq!(shown_inputs(&s), 2);
    // Undo and redo show no playback: the list follows at once.
    s.apply(Action::Undo);
    assert_eq!(shown_inputs(&s), s.session.ply());
    s.apply(Action::Redo);
    assert_eq!((shown_inputs(&s), s.session.ply()), (2, 2));

    // The computer's move waits too.
    let mut s = AppState::new(Rules::new(Variant::Gore), Speed::Normal, None, vec![]).with_seats(
        ByPlayer {
            south: Seat::Human,
            north: Seat::Computer(Level::Easy),
        },
    );
    s.apply(Action::Pit(at(&s, "a1")));
    while s.animating() {
        s.apply(Action::Step);
    }
    let ask = s.asking.expect("North is asked");
    s.apply(Action::Answer(Reply {
        id: ask.id,
        input: Ok("a2".into()),
        depth: 1,
        nodes: 1,
        values: vec![],
        ms: 0,
    }));
    assert_eq!((s.session.ply(), shown_inputs(&s)), (2, 1));
    assert_eq!(turn_lines(&s.session, shown_inputs(&s), Lang::En).len(), 1);
    while s.animating() {
        s.apply(Action::Step);
    }
    assert_eq!(turn_lines(&s.session, shown_inputs(&s), Lang::En).len(), 2);
}

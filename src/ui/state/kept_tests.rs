//! Games are kept, not lost (issue 14, `kept`): switching game, options or
//! starting a new game sets a game in progress aside, and it comes back whole.

use super::*;
use crate::engine::Variant;

fn page(v: Variant) -> AppState {
    AppState::new(Rules::new(v), Speed::Instant, None, vec![])
}

fn sow(s: &mut AppState, name: &str) {
    let p = s.position().layout().parse(name).unwrap();
    s.apply(Action::Pit(p));
}

#[test]
fn another_game_card_keeps_the_game_and_choosing_it_again_brings_it_back() {
    let mut s = page(Variant::Gore);
    sow(&mut s, "a1");
    sow(&mut s, "a2");
    let (position, inputs) = (*s.position(), s.session.inputs().to_vec());
    s.apply(Action::SetRules(Rules::new(Variant::Urim)));
    // Urim's opening (U1: 4 in each of 2 × 6), and the Goré game said kept.
    assert_eq!(s.position(), &Position::new(Rules::new(Variant::Urim)));
    assert_eq!(
        s.message.as_deref(),
        Some("Your game of Goré (2 moves) is kept: choose Goré again to go back to it.")
    );
    assert_eq!(s.kept.len(), 1);
    s.apply(Action::SetRules(Rules::new(Variant::Gore)));
    assert_eq!(*s.position(), position);
    assert_eq!(s.session.inputs(), &inputs[..]);
    assert!(s.session.can_undo(), "the undo history comes back too");
    assert_eq!(
        s.message.as_deref(),
        Some("Your game is back as you left it.")
    );
    assert!(s.kept.is_empty(), "taken out of the kept list");
}

#[test]
fn an_option_change_keeps_the_game_of_the_other_options() {
    let mut s = page(Variant::Tsoro);
    let mut eight = Rules::new(Variant::Tsoro);
    eight.set_option("columns", "8").unwrap();
    s.apply(Action::SetRules(eight));
    sow(&mut s, "a1");
    let position = *s.position();
    let mut six = eight;
    six.set_option("columns", "6").unwrap();
    s.apply(Action::SetRules(six));
    // T3 on 4 × 6: 2 × 6 stones in each side's outer row = 24 in all.
    assert_eq!(s.position().board().total(), 24);
    s.apply(Action::SetRules(eight));
    assert_eq!(*s.position(), position);
}

#[test]
fn new_game_keeps_the_game_in_progress_and_back_to_my_game_swaps() {
    let mut s = page(Variant::Gore);
    sow(&mut s, "b1");
    let first = *s.position();
    s.apply(Action::NewGame);
    assert_eq!(s.position(), &Position::new(s.rules));
    assert_eq!(
        s.message.as_deref(),
        Some("New game. The game you left is kept: “Back to my game” returns to it.")
    );
    assert!(s.kept_for(s.rules).is_some());
    // The new game gets a move, then the old one is asked back: the new one
    // is kept in its place, so neither is lost.
    sow(&mut s, "c1");
    let second = *s.position();
    s.apply(Action::BackToGame);
    assert_eq!(*s.position(), first);
    s.apply(Action::BackToGame);
    assert_eq!(*s.position(), second);
    assert_eq!(s.kept.len(), 1);
}

#[test]
fn a_game_not_begun_or_over_is_not_kept() {
    let mut s = page(Variant::Gore);
    s.apply(Action::NewGame);
    assert!(s.kept.is_empty());
    assert_eq!(s.message, None);
    // Urim, South's last seed captures and North cannot move (U7, U10): over.
    let mut u = AppState::new(
        Rules::new(Variant::Urim),
        Speed::Instant,
        Some(r#"{"rows": [[0,0,0,0,0,0],[1,0,0,0,0,0]], "captured": {"S": 20, "N": 15}}"#),
        vec![],
    );
    sow(&mut u, "a1");
    assert!(u.position().result().is_some());
    u.apply(Action::NewGame);
    assert!(u.kept.is_empty());
    // Back with nothing kept changes nothing.
    let before = *u.position();
    u.apply(Action::BackToGame);
    assert_eq!(*u.position(), before);
}

#[test]
fn a_kept_urim_game_keeps_its_match() {
    // Game 1 of a match ends 21–15: South has more than half of 36 but less
    // than three quarters (27): half a point, one half (U12).
    let mut s = AppState::new(
        Rules::new(Variant::Urim),
        Speed::Instant,
        Some(r#"{"rows": [[0,0,0,0,0,0],[1,0,0,0,0,0]], "captured": {"S": 20, "N": 15}}"#),
        vec![],
    );
    sow(&mut s, "a1");
    s.apply(Action::NewGame);
    let tally = s.tally;
    assert_eq!(s.match_games, 1);
    sow(&mut s, "a1");
    s.apply(Action::SetRules(Rules::new(Variant::Gore)));
    assert_eq!(s.match_games, 0, "Goré is no match");
    s.apply(Action::SetRules(Rules::new(Variant::Urim)));
    assert_eq!((s.tally, s.match_games), (tally, 1));
}

#[test]
fn a_loaded_record_keeps_the_game_it_replaces() {
    let mut s = page(Variant::Gore);
    sow(&mut s, "a1");
    let position = *s.position();
    s.apply(Action::LoadRecord(
        "[Game \"urim\"]\n[Options \"pits=6 seeds=4\"]\n\n1. a1\n".into(),
    ));
    assert_eq!(s.rules.variant(), Variant::Urim, "{:?}", s.message);
    s.apply(Action::SetRules(Rules::new(Variant::Gore)));
    assert_eq!(*s.position(), position);
}

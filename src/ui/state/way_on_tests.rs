//! The page passing for a human who can only pass (`state/way_on.rs`): said
//! in the prompt, the pass button kept until then, and never in a diagram,
//! while a move plays back, a turn is looked back at or a menu is open.

use super::*;
use crate::engine::{Player, Variant};
use crate::ui::decisions::{Choice, DecisionView};
use crate::ui::fold::Fold;

/// Anywoli, South to move with an empty row: the only input is a pass (A7).
const MUST_PASS: &str = r#"{"rows": [[0,2,0,0,1,0,0,1,0,1,0,0],[0,0,0,0,0,0,0,0,0,0,0,0]], "captured": {"S": 44, "N": 44}}"#;

/// Anywoli (tests/scenarios/anywoli.txt, A5): l1 then a1 capture and earn
/// extra moves, emptying South's row: the next extra move is a pass.
const PASS_AFTER_TWO: &str = r#"{"rows": [[1,0,1,0,1,0,1,0,1,0,0,3],[1,3,0,0,0,0,0,0,0,0,0,1]], "captured": {"S": 40, "N": 40}}"#;

fn page(position: &str, speed: Speed, north: Seat) -> AppState {
    let s = AppState::new(Rules::new(Variant::Anywoli), speed, Some(position), vec![]);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s.with_seats(ByPlayer {
        south: Seat::Human,
        north,
    })
}

fn sow(s: &mut AppState, name: &str) {
    let p = s.position().layout().parse(name).unwrap();
    s.apply(Action::Pit(p));
}

#[test]
fn a_human_who_can_only_pass_is_told_and_passed_for() {
    let mut s = page(MUST_PASS, Speed::Instant, Seat::Computer(Level::Beginner));
    assert!(s.auto_pass_due());
    let bar = DecisionView::new(&s, "");
    assert_eq!(bar.prompt, "You have no move: passing…");
    assert!(bar.auto_pass);
    // The pass button stays until the page passes.
    assert_eq!(bar.buttons.len(), 1);
    assert_eq!(bar.buttons[0].choice, Choice::Play(Input::Pass));
    s.apply(Action::AutoPass);
    assert_eq!(s.session.ply(), 1);
    assert_eq!(s.position().to_move(), Player::North);
    assert!(!s.auto_pass_due() && s.thinking(), "the computer's turn");
    // A timer that fires late passes nothing more.
    s.apply(Action::AutoPass);
    assert_eq!(s.session.ply(), 1);
}

#[test]
fn between_two_people_the_side_is_named() {
    let s = page(MUST_PASS, Speed::Instant, Seat::Human);
    assert!(s.auto_pass_due());
    assert_eq!(
        DecisionView::new(&s, "").prompt,
        "South has no move: passing…"
    );
}

#[test]
fn no_pass_for_a_player_with_a_move_nor_for_the_computer() {
    let s = page(PASS_AFTER_TWO, Speed::Instant, Seat::Human);
    assert!(!s.auto_pass_due(), "South has sowings");
    assert!(!DecisionView::new(&s, "").auto_pass);
    // The computer passes by its own answer, not the page's timer.
    let s = AppState::new(
        Rules::new(Variant::Anywoli),
        Speed::Instant,
        Some(MUST_PASS),
        vec![],
    )
    .with_seats(ByPlayer {
        south: Seat::Computer(Level::Easy),
        north: Seat::Human,
    });
    assert!(!s.auto_pass_due());
}

#[test]
fn not_while_the_move_before_plays_back() {
    let mut s = page(PASS_AFTER_TWO, Speed::Normal, Seat::Human);
    sow(&mut s, "l1");
    while s.animating() {
        s.apply(Action::Step);
    }
    sow(&mut s, "a1");
    assert_eq!(*s.legal, [Input::Pass]);
    assert!(s.animating() && !s.auto_pass_due());
    s.apply(Action::AutoPass);
    assert_eq!(s.session.ply(), 2, "nothing passed meanwhile");
    while s.animating() {
        s.apply(Action::Step);
    }
    assert!(s.auto_pass_due());
}

#[test]
fn not_in_a_diagram_a_look_back_or_with_a_menu_open() {
    let s = page(MUST_PASS, Speed::Instant, Seat::Human).view_only();
    assert!(!s.auto_pass_due());
    let mut s = page(PASS_AFTER_TWO, Speed::Instant, Seat::Human);
    sow(&mut s, "l1");
    sow(&mut s, "a1");
    assert!(s.auto_pass_due());
    s.apply(Action::PreviewTurn(Some(1)));
    assert!(!s.auto_pass_due());
    s.apply(Action::AutoPass);
    assert_eq!(s.session.ply(), 2);
    s.apply(Action::PreviewTurn(None));
    assert!(s.auto_pass_due());
    s.apply(Action::Fold(Fold::More));
    assert!(!s.auto_pass_due(), "the reader is busy in the menu");
    s.apply(Action::Fold(Fold::None));
    assert!(s.auto_pass_due());
}

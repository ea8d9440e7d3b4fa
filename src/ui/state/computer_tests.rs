//! The page against the computer, without a browser or worker: the reducer's
//! questions and how answers, late answers, undo, pause and hints are handled.

use super::*;
use crate::engine::{Player, Variant};
use crate::ui::computer::Reply;
use crate::ui::state::Nav;

const MEDIUM: Seat = Seat::Computer(Level::Medium);

fn seated(v: Variant, speed: Speed, south: Seat, north: Seat) -> AppState {
    AppState::new(Rules::new(v), speed, None, vec![]).with_seats(ByPlayer { south, north })
}

fn pit(s: &AppState, name: &str) -> Pit {
    s.position().layout().parse(name).unwrap()
}

fn reply(id: u64, input: &str) -> Action {
    Action::Answer(Reply {
        id,
        input: Ok(input.to_string()),
        depth: 1,
        nodes: 1,
        values: vec![],
    })
}

fn tokens_of(s: &AppState) -> Vec<String> {
    let l = s.position().layout();
    s.session
        .inputs()
        .iter()
        .map(|(_, i)| i.notation(l))
        .collect()
}

#[test]
fn the_computer_is_asked_after_the_humans_move_and_its_answer_is_played() {
    let mut s = seated(Variant::Urim, Speed::Instant, Seat::Human, MEDIUM);
    assert_eq!(s.asking, None, "South (human) moves first");
    s.apply(Action::Pit(pit(&s, "a1")));
    let ask = s.asking.expect("North's turn: the computer is asked");
    assert!(s.thinking());
    assert_eq!((ask.level, ask.hint), (Level::Medium, false));
    let req = s.request().unwrap();
    assert_eq!(
        (req.id, req.inputs.clone(), req.level.as_str()),
        (ask.id, vec!["a1".to_string()], "medium")
    );
    // A click on the board meanwhile is refused and changes nothing.
    s.apply(Action::Pit(pit(&s, "f2")));
    assert_eq!(tokens_of(&s), ["a1"]);
    assert!(s.message.as_deref().unwrap().contains("computer"));
    // An answer to another question is dropped; the right one is played.
    s.apply(reply(ask.id + 100, "e2"));
    assert_eq!(tokens_of(&s), ["a1"]);
    s.apply(reply(ask.id, "f2"));
    assert_eq!(tokens_of(&s), ["a1", "f2"]);
    assert_eq!(s.asking, None);
    assert!(s.human_to_move());
}

#[test]
fn the_computer_waits_for_the_playback_to_end() {
    let mut s = seated(Variant::Urim, Speed::Normal, Seat::Human, MEDIUM);
    s.apply(Action::Pit(pit(&s, "a1")));
    assert!(s.animating());
    assert_eq!(s.asking, None);
    while s.animating() {
        s.apply(Action::Step);
    }
    assert!(s.thinking());
}

#[test]
fn undo_while_thinking_withdraws_the_question_and_drops_its_late_answer() {
    let mut s = seated(Variant::Urim, Speed::Instant, Seat::Human, MEDIUM);
    s.apply(Action::Pit(pit(&s, "a1")));
    let ask = s.asking.unwrap();
    s.apply(Action::Undo);
    assert_eq!(s.asking, None);
    assert!(tokens_of(&s).is_empty());
    s.apply(reply(ask.id, "f2"));
    assert!(tokens_of(&s).is_empty(), "the late answer is dropped");
    assert!(s.human_to_move());
}

#[test]
fn undo_against_the_computer_goes_back_to_the_humans_last_decision() {
    let mut s = seated(Variant::Urim, Speed::Instant, Seat::Human, MEDIUM);
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(reply(s.asking.unwrap().id, "f2"));
    s.apply(Action::Pit(pit(&s, "b1")));
    s.apply(reply(s.asking.unwrap().id, "e2"));
    assert_eq!(tokens_of(&s), ["a1", "f2", "b1", "e2"]);
    s.apply(Action::Undo);
    // Both the computer's reply and the human's b1 are taken back.
    assert_eq!(tokens_of(&s), ["a1", "f2"]);
    assert!(s.human_to_move());
    assert_eq!(s.asking, None);
    // Redo gives back the human's turn and the computer's reply with it.
    s.apply(Action::Redo);
    assert_eq!(tokens_of(&s), ["a1", "f2", "b1", "e2"]);
}

#[test]
fn a_level_change_while_thinking_asks_again_of_the_new_level() {
    let mut s = seated(Variant::Urim, Speed::Instant, Seat::Human, MEDIUM);
    s.apply(Action::Pit(pit(&s, "a1")));
    let first = s.asking.unwrap();
    s.apply(Action::SetSeat(Player::North, Seat::Computer(Level::Hard)));
    let second = s.asking.unwrap();
    assert_ne!(first.id, second.id);
    assert_eq!(second.level, Level::Hard);
    s.apply(reply(first.id, "f2"));
    assert_eq!(
        tokens_of(&s),
        ["a1"],
        "the withdrawn question's answer is dropped"
    );
    // Seating a human there instead: nobody is asked, the human may move.
    s.apply(Action::SetSeat(Player::North, Seat::Human));
    assert_eq!(s.asking, None);
    s.apply(Action::Pit(pit(&s, "f2")));
    assert_eq!(tokens_of(&s), ["a1", "f2"]);
}

#[test]
fn new_game_and_game_change_withdraw_the_question() {
    let mut s = seated(Variant::Urim, Speed::Instant, Seat::Human, MEDIUM);
    s.apply(Action::Pit(pit(&s, "a1")));
    let ask = s.asking.unwrap();
    s.apply(Action::NewGame);
    assert_eq!(s.asking, None);
    s.apply(Action::Pit(pit(&s, "a1")));
    let again = s.asking.unwrap();
    s.apply(Action::SetRules(Rules::new(Variant::Gore)));
    assert_eq!(s.asking, None);
    s.apply(reply(ask.id, "f2"));
    s.apply(reply(again.id, "f2"));
    assert!(tokens_of(&s).is_empty());
}

#[test]
fn a_computer_moving_first_is_asked_at_once() {
    let s = seated(Variant::Gore, Speed::Instant, MEDIUM, Seat::Human);
    assert!(s.thinking());
    assert!(!s.human_to_move());
}

#[test]
fn computer_against_computer_pauses_and_steps() {
    let mut s = seated(
        Variant::Urim,
        Speed::Instant,
        MEDIUM,
        Seat::Computer(Level::Easy),
    );
    assert!(s.computers_only());
    let a = s.asking.unwrap();
    s.apply(Action::TogglePause);
    s.apply(reply(a.id, "a1"));
    // The answer out is still played; no new question while paused.
    assert_eq!(tokens_of(&s), ["a1"]);
    assert_eq!(s.asking, None);
    s.apply(Action::StepComputer);
    let b = s.asking.expect("one step: one question");
    assert_eq!(b.level, Level::Easy);
    s.apply(reply(b.id, "f2"));
    assert_eq!(s.asking, None, "still paused after the step");
    s.apply(Action::TogglePause);
    assert!(s.thinking(), "going on asks South");
    // Undo pauses, so the position can be looked at.
    s.apply(Action::Undo);
    assert!(s.paused);
    assert_eq!(tokens_of(&s), ["a1"]);
}

#[test]
fn a_hint_is_shown_and_not_played() {
    let mut s = seated(Variant::Urim, Speed::Instant, Seat::Human, MEDIUM);
    s.apply(Action::Hint);
    let ask = s.asking.unwrap();
    assert!(ask.hint && !s.thinking());
    assert_eq!(ask.level, Level::Hard);
    s.apply(reply(ask.id, "c1"));
    assert_eq!(s.hint, Some(s.position().parse_input("c1").unwrap()));
    assert!(tokens_of(&s).is_empty());
    assert!(s.message.as_deref().unwrap().contains("c1"));
    // Playing clears it; no hint is asked on the computer's turn.
    s.apply(Action::Pit(pit(&s, "a1")));
    assert_eq!(s.hint, None);
    let thinking = s.asking;
    s.apply(Action::Hint);
    assert_eq!(s.asking, thinking);
}

/// A hinted Goré trade is opened with exactly its pits chosen (issue 25):
/// one click on "Make this offer" makes it. South, 10–24, owns a1 (3) and
/// d1 (1); North holds 24 captured cows, enough for three pits (G5, G7).
#[test]
fn a_hinted_offer_opens_ready_to_confirm() {
    let json = r#"{"rows": [[2,4,2,2],[3,0,0,1]], "captured": {"S": 10, "N": 24}}"#;
    let mut s = AppState::new(
        Rules::new(Variant::Gore),
        Speed::Instant,
        Some(json),
        vec![],
    );
    s.seats.north = Seat::Human;
    s.apply(Action::Hint);
    let ask = s.asking.unwrap();
    s.apply(reply(ask.id, "offer=b1,c1,d1"));
    let offer = s.position().parse_input("offer=b1,c1,d1").unwrap();
    let Input::Offer(pits) = offer else {
        panic!("an offer")
    };
    assert_eq!(s.offer(), Some(pits), "open, its pits chosen");
    assert_eq!(
        s.message.as_deref(),
        Some("Hint: Hard would offer b1, c1 and d1 to North.")
    );
    // Cancelled, "Offer a trade…" opens it again with the same pits.
    s.apply(Action::CancelOffer);
    assert_eq!(s.offer(), None);
    s.apply(Action::StartOffer);
    assert_eq!(s.offer(), Some(pits));
    s.apply(Action::ConfirmOffer);
    assert_eq!(tokens_of(&s), ["offer=b1,c1,d1"]);
}

#[test]
fn a_failed_answer_pauses_with_a_message_instead_of_looping() {
    let mut s = seated(Variant::Urim, Speed::Instant, Seat::Human, MEDIUM);
    s.apply(Action::Pit(pit(&s, "a1")));
    let ask = s.asking.unwrap();
    s.apply(Action::Answer(Reply {
        id: ask.id,
        input: Err("boom".into()),
        depth: 0,
        nodes: 0,
        values: vec![],
    }));
    assert_eq!(s.asking, None);
    assert!(s.paused);
    assert!(s.message.as_deref().unwrap().contains("boom"));
    s.apply(Action::ComputerUnavailable("no workers".into()));
    assert_eq!(s.mover_seat(), Seat::Human);
    s.apply(Action::Pit(pit(&s, "f2")));
    assert_eq!(tokens_of(&s), ["a1", "f2"]);
}

#[test]
fn moves_and_ply_from_the_url_are_replayed_and_stepped_through_in_view_mode() {
    let tokens: Vec<String> = ["a1", "f2", "b1", "e2"].map(String::from).to_vec();
    let mut s = AppState::new(Rules::new(Variant::Urim), Speed::Instant, None, vec![]).view_only();
    s.load_moves(&tokens, Some(2));
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    assert_eq!(tokens_of(&s), ["a1", "f2"]);
    assert_eq!(s.session.recorded(), 4);
    // A diagram: nothing legal, no computer.
    assert!(!s.human_to_move());
    assert_eq!(s.asking, None);
    s.apply(Action::Pit(pit(&s, "b1")));
    assert_eq!(tokens_of(&s), ["a1", "f2"]);
    s.apply(Action::Go(Nav::Next));
    assert_eq!(tokens_of(&s), ["a1", "f2", "b1"]);
    s.apply(Action::Go(Nav::Last));
    assert_eq!(s.session.ply(), 4);
    s.apply(Action::Go(Nav::Next));
    assert_eq!(s.session.ply(), 4, "no step past the end");
    s.apply(Action::Go(Nav::Prev));
    assert_eq!(s.session.ply(), 3);
    s.apply(Action::Go(Nav::First));
    assert_eq!(
        (s.session.ply(), *s.position()),
        (0, Position::new(Rules::new(Variant::Urim)))
    );
}

#[test]
fn bad_moves_and_plies_are_reported_and_the_game_kept_up_to_them() {
    let tokens: Vec<String> = ["a1", "f2", "a1", "e2"].map(String::from).to_vec();
    let mut s = seated(Variant::Urim, Speed::Instant, Seat::Human, Seat::Human);
    s.load_moves(&tokens, Some(9));
    // U: a1 is empty after South sowed it, so input 3 is refused.
    assert_eq!(tokens_of(&s), ["a1", "f2"]);
    assert_eq!(s.problems.len(), 2, "{:?}", s.problems);
    assert!(s.problems[0].contains("input 3 'a1'"), "{:?}", s.problems);
    assert!(s.problems[1].contains("ply 9"), "{:?}", s.problems);
    // The human plays on from there.
    s.apply(Action::Pit(pit(&s, "b1")));
    assert_eq!(tokens_of(&s), ["a1", "f2", "b1"]);
}

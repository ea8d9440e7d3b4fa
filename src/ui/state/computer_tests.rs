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

/// The computer's answer to question `id`: `input`, at once.
fn reply(id: u64, input: &str) -> Action {
    timed(id, input, 0)
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

/// The computer's answer to question `id`: `input`, after `ms` milliseconds.
fn timed(id: u64, input: &str, ms: u64) -> Action {
    Action::Answer(Reply {
        id,
        input: Ok(input.to_string()),
        depth: 1,
        nodes: 1,
        values: vec![],
        ms,
    })
}

/// Tsoro 4 × 6, South the computer at Hard: from the opening, a1 ends on
/// the head f1 holding 3 (T6), so South's turn holds a second decision.
fn tsoro_hard_south() -> AppState {
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    AppState::new(r, Speed::Instant, None, vec![]).with_seats(ByPlayer {
        south: Seat::Computer(Level::Hard),
        north: Seat::Human,
    })
}

#[test]
fn a_turns_later_decision_gets_only_the_time_left_of_the_turn() {
    let mut s = tsoro_hard_south();
    let first = s.request().expect("South is asked");
    assert_eq!(
        first.ms, 700,
        "a turn's first decision: the page's whole turn for Hard"
    );
    s.apply(timed(first.id, "a1", 600));
    assert_eq!(tokens_of(&s), ["a1"]);
    // Still South's turn: stop at f1 or go on, with 700 − 600 ms.
    let second = s.request().expect("South decides again");
    assert_eq!(second.inputs, ["a1"]);
    assert_eq!(second.ms, 100);
    s.apply(timed(second.id, "stop", 240));
    assert_eq!(s.position().to_move(), Player::North);
    assert_eq!(s.request(), None, "the human's turn");
    // North's move (its decisions) hands South a new turn: the whole
    // budget again.
    while s.position().to_move() == Player::North {
        let north = s.legal[0];
        s.apply(Action::Play(north));
    }
    assert_eq!(s.request().expect("South's next turn").ms, 700);
}

#[test]
fn each_later_decision_gets_what_the_earlier_ones_left() {
    // Tsoro 4 × 6 (rows from the top: North's 4 and 3, South's 2 and 1):
    // e1 (2) into f1, f2; the capture at f2 takes the file f3, f4 (T9); two
    // bonus picks are due, of e4 and c3 (a4 and b4 are North's heads, T10).
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    let json = r#"{"rows": [[2,2,0,0,1,1],[0,0,3,0,0,3],[0,0,0,0,0,0],[0,0,0,0,2,0]]}"#;
    let mut s = AppState::new(r, Speed::Instant, Some(json), vec![]).with_seats(ByPlayer {
        south: Seat::Computer(Level::Hard),
        north: Seat::Human,
    });
    let sow = s.request().unwrap();
    assert_eq!(sow.ms, 700);
    s.apply(timed(sow.id, "e1", 500));
    let pick = s.request().expect("the first pick");
    assert_eq!(pick.ms, 200);
    s.apply(timed(pick.id, "c3", 50));
    // 700 − (500 + 50).
    let last = s.request().expect("the second pick");
    assert_eq!(last.ms, 150);
    s.apply(timed(last.id, "e4", 1));
    assert_eq!(tokens_of(&s), ["e1", "c3", "e4"]);
    assert_eq!(s.position().to_move(), Player::North);
}

#[test]
fn a_turn_past_its_budget_still_gives_each_later_decision_a_little() {
    let mut s = tsoro_hard_south();
    let first = s.request().unwrap();
    s.apply(timed(first.id, "a1", 698));
    assert_eq!(s.request().unwrap().ms, 10, "2 ms left: the floor");
    // Taken back and played again: a new turn, whatever the time used.
    let mut s = tsoro_hard_south();
    let first = s.request().unwrap();
    s.apply(timed(first.id, "a1", 948));
    s.apply(Action::TogglePause);
    s.apply(Action::Undo);
    assert!(tokens_of(&s).is_empty());
    s.apply(Action::TogglePause);
    assert_eq!(s.request().expect("South is asked again").ms, 700);
}

#[test]
fn a_hint_is_given_the_whole_time_whatever_the_turn_used() {
    let mut s = tsoro_hard_south();
    let first = s.request().unwrap();
    s.apply(timed(first.id, "a1", 700));
    // South's seat handed to a human in the middle of the turn: their hint
    // is Hard's whole budget (950 ms), not the 10 ms (the floor) left of
    // the computer's turn.
    s.apply(Action::SetSeat(Player::South, Seat::Human));
    assert_eq!(s.asking, None, "the computer's question is withdrawn");
    s.apply(Action::Hint);
    let hint = s.request().expect("the hint is asked");
    assert!(hint.inputs == ["a1"] && s.asking.unwrap().hint);
    assert_eq!(hint.ms, 950);
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
        ms: 0,
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

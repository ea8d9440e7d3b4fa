//! Resigning against the computer (`state/resign.rs`): who may, what the
//! page shows and records after it, undo taking it back, a new game after it.

use super::*;
use crate::engine::{EndReason, Player, Variant};
use crate::ui::computer::Reply;
use crate::ui::decisions::DecisionView;

const MEDIUM: Seat = Seat::Computer(Level::Medium);

fn seated(v: Variant, speed: Speed, south: Seat, north: Seat) -> AppState {
    AppState::new(Rules::new(v), speed, None, vec![]).with_seats(ByPlayer { south, north })
}

fn pit(s: &AppState, name: &str) -> Pit {
    s.position().layout().parse(name).unwrap()
}

/// The computer's question answered with `input`.
fn answer(s: &mut AppState, input: &str) {
    let id = s.asking.expect("the computer is asked").id;
    s.apply(Action::Answer(Reply {
        id,
        input: Ok(input.to_string()),
        depth: 1,
        nodes: 1,
        values: vec![],
        ms: 0,
    }));
}

/// Urim, South (human) against North at Medium: a1, the computer's f2;
/// South to move.
fn after_a_turn(speed: Speed) -> AppState {
    let mut s = seated(Variant::Urim, speed, Seat::Human, MEDIUM);
    s.apply(Action::Pit(pit(&s, "a1")));
    while s.animating() {
        s.apply(Action::Step);
    }
    answer(&mut s, "f2");
    s
}

#[test]
fn the_human_to_move_resigns_and_the_game_ends_there() {
    let mut s = after_a_turn(Speed::Instant);
    assert!(s.can_resign());
    assert!(DecisionView::new(&s, "").resign, "the button is shown");
    let before = *s.position();
    s.apply(Action::Resign);
    // The board is as it was; the game is over, North the winner.
    assert_eq!(*s.position(), before);
    let o = s.outcome().expect("over by resignation");
    assert_eq!(o.winner, Some(Player::North));
    assert_eq!(o.score, before.captured());
    assert_eq!(o.reason, EndReason::Resigned(Player::South));
    assert_eq!(s.session.resigned(), Some(Player::South));
    // No pit is legal, nobody plays, the computer is not asked.
    assert!(s.legal.is_empty());
    assert!(!s.human_to_move() && !s.can_resign());
    assert_eq!(s.asking, None);
    s.apply(Action::Pit(pit(&s, "b1")));
    s.apply(Action::Hint);
    assert_eq!((s.session.ply(), s.asking), (2, None));
    assert!(crate::ui::view::legal_pits(&s).is_empty());
    let bar = DecisionView::new(&s, "");
    assert!(!bar.resign && bar.hint == Some(false) && bar.side.is_none());
    assert_eq!(
        bar.prompt,
        "You resigned: the computer won 0–0. Match after 1 game: South 0, North 1."
    );
    assert!(bar.can_undo && !bar.can_redo);
    // Said, and recorded.
    assert_eq!(
        crate::ui::narration::after_change(&s),
        "South resigned. North wins."
    );
    let record = crate::ui::records::record_text(&s, None);
    assert!(
        record.contains("[Result \"N\"]\n[Termination \"S resigned\"]"),
        "{record}"
    );
    let read: crate::engine::Record = record.parse().unwrap();
    assert_eq!(read.replay().unwrap().position(), s.position());
    // Not a game in progress: nothing to keep aside.
    assert!(!s.in_progress());
}

#[test]
fn only_a_human_to_move_against_the_computer_may_resign() {
    let refused = |mut s: AppState, why: &str| {
        let (ply, outcome) = (s.session.ply(), s.outcome());
        assert!(!s.can_resign(), "{why}");
        assert!(!DecisionView::new(&s, "").resign, "{why}: no button");
        s.apply(Action::Resign);
        assert_eq!((s.outcome(), s.session.ply()), (outcome, ply), "{why}");
    };
    // Two humans: nobody to give the game to.
    let two = seated(Variant::Urim, Speed::Instant, Seat::Human, Seat::Human);
    refused(two, "two humans");
    // The computer to move (thinking).
    let mut thinking = seated(Variant::Urim, Speed::Instant, Seat::Human, MEDIUM);
    thinking.apply(Action::Pit(pit(&thinking, "a1")));
    assert!(thinking.thinking());
    refused(thinking, "the computer's turn");
    // Computers on both sides.
    let both = seated(Variant::Urim, Speed::Instant, MEDIUM, MEDIUM);
    refused(both, "no human");
    // The computer's move still being played back.
    let playing = after_a_turn(Speed::Normal);
    assert!(playing.animating() && playing.mover_seat() == Seat::Human);
    refused(playing, "animating");
    // A turn looked back at.
    let mut back = after_a_turn(Speed::Instant);
    back.apply(Action::PreviewTurn(Some(1)));
    refused(back, "looking back");
    // A diagram, and the editor.
    refused(after_a_turn(Speed::Instant).view_only(), "a diagram");
    let mut editing = after_a_turn(Speed::Instant);
    editing.apply(Action::OpenEditor);
    refused(editing, "the editor");
    // A game over by its rules (Urim, South starved at once: U10).
    let over = r#"{"rows":[[0,0,0,0,0,1],[0,0,0,0,0,0]],"captured":{"S":18,"N":17}}"#;
    let ended = AppState::new(
        Rules::new(Variant::Urim),
        Speed::Instant,
        Some(over),
        vec![],
    )
    .with_seats(ByPlayer {
        south: Seat::Human,
        north: MEDIUM,
    });
    assert!(ended.position().result().is_some());
    refused(ended, "over");
    // Once is enough.
    let mut twice = after_a_turn(Speed::Instant);
    twice.apply(Action::Resign);
    refused(twice, "already resigned");
}

#[test]
fn undo_takes_the_resignation_back_and_the_game_goes_on() {
    let mut s = after_a_turn(Speed::Instant);
    let before = *s.position();
    s.apply(Action::Resign);
    s.apply(Action::Undo);
    // Only the resignation: South is to move on the same board.
    assert_eq!((s.outcome(), s.session.ply()), (None, 2));
    assert_eq!(*s.position(), before);
    assert!(s.human_to_move() && s.can_resign());
    assert!(!s.legal.is_empty());
    assert_eq!(s.asking, None, "South's turn: the computer waits");
    assert_eq!(s.last_change, Change::Undone);
    // The game goes on as before: South plays, the computer answers.
    s.apply(Action::Pit(pit(&s, "b1")));
    assert!(s.thinking());
    // A second undo goes on taking back turns, as ever.
    let mut t = after_a_turn(Speed::Instant);
    t.apply(Action::Resign);
    t.apply(Action::Undo);
    t.apply(Action::Undo);
    assert_eq!(t.session.ply(), 0);
}

#[test]
fn a_new_game_after_a_resignation_counts_it_in_the_match() {
    let mut s = after_a_turn(Speed::Instant);
    s.apply(Action::Resign);
    s.apply(Action::NewGame);
    assert_eq!((s.session.ply(), s.outcome()), (0, None));
    assert_eq!(s.session.resigned(), None);
    // Urim: the game given up is North's whole point (`Outcome::resigned`).
    assert_eq!((s.tally.south, s.tally.north, s.match_games), (0, 2, 1));
    // It was over: it is not kept to come back to.
    assert!(s.kept_for(s.rules).is_none());
    assert!(s.can_resign() || s.session.ply() == 0);
    s.apply(Action::Pit(pit(&s, "a1")));
    assert!(s.thinking(), "the computer plays the new game");
}

#[test]
fn a_record_or_a_save_of_a_resigned_game_opens_it_resigned() {
    let mut s = after_a_turn(Speed::Instant);
    s.apply(Action::Resign);
    let record = crate::ui::records::record_text(&s, None);
    let mut loaded = seated(Variant::Gore, Speed::Instant, Seat::Human, MEDIUM);
    loaded.load_record(&record, None).unwrap();
    assert_eq!(loaded.session.resigned(), Some(Player::South));
    assert_eq!(loaded.outcome().and_then(|o| o.winner), Some(Player::North));
    assert_eq!(loaded.asking, None);
    // Shown earlier (`ply=1`): that position was not given up.
    loaded.load_record(&record, Some(1)).unwrap();
    assert_eq!((loaded.session.resigned(), loaded.session.ply()), (None, 1));

    let text = crate::ui::saved::save(&s);
    assert!(text.ends_with(r#","resigned":"S"}"#), "{text}");
    let back = crate::ui::saved::load(&text).unwrap();
    assert_eq!(back.resigned, Some(Player::South));
    let r = back.restore();
    assert_eq!(r.session.resigned(), Some(Player::South));
    assert!(r.legal.is_empty() && r.asking.is_none());
    // Undone, it is a game in progress again, saved without the field.
    let mut r = r;
    r.apply(Action::Undo);
    assert!(!crate::ui::saved::save(&r).contains("resigned"));
}

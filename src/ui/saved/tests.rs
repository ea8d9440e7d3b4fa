use super::*;
use crate::engine::ai::Level;
use crate::ui::state::Action;

fn urim_game() -> AppState {
    let mut s =
        AppState::new(Rules::new(Variant::Urim), Speed::Fast, None, vec![]).with_seats(ByPlayer {
            south: Seat::Human,
            north: Seat::Human,
        });
    for name in ["a1", "f2", "b1", "e2"] {
        let p = s.position().layout().parse(name).unwrap();
        s.apply(Action::Pit(p));
        s.apply(Action::SkipAnimation);
    }
    s.apply(Action::Undo); // e2 taken back: it stays to redo
    s
}

#[test]
fn a_game_survives_a_reload_with_its_undo_history_and_settings() {
    let mut s = urim_game();
    s.auto_turn = true;
    s.seats.north = Seat::Computer(Level::Hard);
    let text = save(&s);
    let back = load(&text).unwrap();
    assert_eq!(back.inputs, ["a1", "f2", "b1", "e2"]);
    assert_eq!(back.ply, 3);
    assert_eq!(back.speed, Speed::Fast);
    assert_eq!(back.seats.north, Seat::Computer(Level::Hard));
    let r = back.restore();
    assert_eq!(r.position(), s.position());
    assert!(r.session.can_redo(), "the undone e2 can be redone");
    assert!(r.auto_turn);
    assert!(r.problems.is_empty(), "{:?}", r.problems);
    // North (Hard) is to move after b1: the computer is asked at once.
    assert!(r.thinking());
}

#[test]
fn a_start_position_and_options_are_kept() {
    let mut rules = Rules::new(Variant::Urim);
    rules.set_option("pits", "7").unwrap();
    let json = r#"{"rows":[[0,0,0,0,0,0,3],[0,0,0,0,0,0,1]],"to_move":"S"}"#;
    let s = AppState::new(rules, Speed::Normal, Some(json), vec![]);
    let back = load(&save(&s)).unwrap();
    assert_eq!(back.rules, rules);
    let r = back.restore();
    assert_eq!(r.position(), s.position());
    assert_eq!(r.session.start(), s.session.start());
}

#[test]
fn unreadable_saves_are_errors_never_panics() {
    for bad in [
        "",
        "null",
        "{",
        r#"{"v":2}"#,
        r#"{"v":1,"game":"chess","inputs":[]}"#,
        r#"{"v":1,"game":"urim","options":["pits=99"],"inputs":[]}"#,
        r#"{"v":1,"game":"urim","options":[]}"#,
        r#"{"v":1,"game":"urim","options":[],"inputs":[1,2]}"#,
    ] {
        assert!(load(bad).is_err(), "{bad}");
    }
    // Readable but with an impossible input: loaded, and the replay reports it.
    let s = load(r#"{"v":1,"game":"urim","options":[],"inputs":["a1","a1"]}"#).unwrap();
    let r = s.restore();
    assert_eq!(r.session.ply(), 1);
    assert_eq!(r.problems.len(), 2, "{:?}", r.problems);
}

#[test]
fn a_fresh_board_never_overwrites_a_saved_game_in_progress() {
    let played = save(&urim_game());
    let fresh = AppState::new(Rules::new(Variant::Urim), Speed::Fast, None, vec![]);
    assert!(
        !may_overwrite(&fresh, Some(&played)),
        "3 inputs played, not over"
    );
    // Nothing stored, or nothing worth keeping (a game at its opening, an
    // unreadable text): written.
    assert!(may_overwrite(&fresh, None));
    assert!(may_overwrite(&fresh, Some(&save(&fresh))));
    assert!(may_overwrite(&fresh, Some("{")));
    // The new game's first input: written.
    let mut one = fresh.clone();
    let a1 = one.position().layout().parse("a1").unwrap();
    one.apply(Action::Pit(a1));
    assert!(may_overwrite(&one, Some(&played)));
    // A game over is no game in progress: a fresh board may replace it.
    let over = r#"{"rows":[[0,0,0,0,0,0],[0,0,0,0,0,0]],"captured":{"S":20,"N":16}}"#;
    let finished = AppState::new(Rules::new(Variant::Urim), Speed::Fast, Some(over), vec![]);
    assert!(finished.position().result().is_some());
    assert!(may_overwrite(&fresh, Some(&save(&finished))));
}

#[test]
fn a_resignation_is_an_optional_field_older_texts_go_without() {
    // Every text written before resigning existed reads as not given up,
    // and is written again without the field (`migration_tests::same`).
    for old in [super::fixtures::URIM_UNDO, super::fixtures::URIM_FINISHED] {
        assert_eq!(load(old).unwrap().resigned, None);
    }
    // A resignation that no longer fits the game (not the player to move
    // there) is dropped, as a record's reader drops what it cannot use.
    let text = save(&urim_game()).replace('}', r#","resigned":"S"}"#);
    let s = load(&text).unwrap();
    assert_eq!(s.resigned, Some(crate::engine::Player::South));
    let r = s.restore();
    assert_eq!(r.position().to_move(), crate::engine::Player::North);
    assert_eq!((r.session.resigned(), r.outcome()), (None, None));
    // Unknown words are no resignation.
    let odd = save(&urim_game()).replace('}', r#","resigned":"W"}"#);
    assert_eq!(load(&odd).unwrap().resigned, None);
}

//! The reader's level per game (contract, "Opponents, hints"; issue 24):
//! the computer chosen or played against becomes the reader's level in that
//! game, a game card seats the computer at the reader's level in the game
//! chosen, and the level is kept in storage (not from a frame).

use super::*;
use crate::engine::{Player, Variant};
use crate::ui::saved::prefs::level_key;
use crate::ui::saved::store::{autosave, Op};

fn against(level: Level) -> ByPlayer<Seat> {
    ByPlayer {
        south: Seat::Human,
        north: Seat::Computer(level),
    }
}

fn page(v: Variant, seats: ByPlayer<Seat>) -> AppState {
    AppState::new(Rules::new(v), Speed::Instant, None, vec![]).with_seats(seats)
}

/// The level written by `autosave` with nothing in storage.
fn level_written(s: &AppState) -> Option<String> {
    let key = level_key(s.rules.variant());
    autosave(s, &|_| None).into_iter().find_map(|op| match op {
        Op::Write(k, text) if k == key => Some(text),
        _ => None,
    })
}

#[test]
fn a_level_chosen_is_the_readers_in_that_game_and_kept() {
    let mut s = page(Variant::Urim, against(Level::Beginner));
    assert_eq!(
        s.levels.known(Variant::Urim),
        None,
        "nothing chosen or played yet"
    );
    assert_eq!(level_written(&s), None);
    s.apply(Action::SetSeat(Player::North, Seat::Computer(Level::Easy)));
    assert_eq!(s.levels.known(Variant::Urim), Some(Level::Easy));
    assert_eq!(
        level_written(&s).as_deref(),
        Some(r#"{"v":1,"level":"easy"}"#)
    );
    // Two people at one screen: the level stays what it was.
    s.apply(Action::SetSeats(ByPlayer {
        south: Seat::Human,
        north: Seat::Human,
    }));
    assert_eq!(s.levels.known(Variant::Urim), Some(Level::Easy));
    // A frame's seats are the article's: kept in memory, never stored.
    s.apply(Action::SetSeats(against(Level::Hard)));
    s.embed = true;
    assert_eq!(level_written(&s), None);
}

#[test]
fn a_level_played_against_becomes_the_readers() {
    // A link seated Hard (`north=hard`): once the reader plays, Hard is theirs.
    let mut s = page(Variant::Urim, against(Level::Hard));
    assert_eq!(s.levels.known(Variant::Urim), None);
    let c1 = s.position().layout().parse("c1").unwrap();
    s.apply(Action::Pit(c1));
    assert_eq!(s.levels.known(Variant::Urim), Some(Level::Hard));
    assert_eq!(s.levels.known(Variant::Gore), None);
}

#[test]
fn a_game_card_seats_the_computer_at_the_readers_level_there() {
    let mut s = page(Variant::Urim, against(Level::Hard));
    s.apply(Action::SetSeat(Player::North, Seat::Computer(Level::Hard)));
    // Goré never played: Beginner.
    s.apply(Action::SetRules(Rules::new(Variant::Gore)));
    assert_eq!(s.seats, against(Level::Beginner));
    // Back to Urim: Hard again.
    s.apply(Action::SetRules(Rules::new(Variant::Urim)));
    assert_eq!(s.seats, against(Level::Hard));
    // Other options of the same game change nobody.
    let mut urim7 = Rules::new(Variant::Urim);
    urim7.set_option("pits", "7").unwrap();
    s.apply(Action::SetSeat(
        Player::North,
        Seat::Computer(Level::Medium),
    ));
    s.apply(Action::SetRules(urim7));
    assert_eq!(s.seats, against(Level::Medium));
    // Two people stay two people, whatever the game.
    s.apply(Action::SetSeats(ByPlayer {
        south: Seat::Human,
        north: Seat::Human,
    }));
    s.apply(Action::SetRules(Rules::new(Variant::Tsoro)));
    assert_eq!(s.seats.north, Seat::Human);
}

#[test]
fn a_lesson_or_a_diagram_teaches_no_level() {
    let mut s = page(Variant::Urim, against(Level::Easy)).view_only();
    s.apply(Action::SetSeats(against(Level::Hard)));
    assert_eq!(s.levels.known(Variant::Urim), None);
}

//! The result in the status line and the level offers (`ui::ending`):
//! words worked out by hand from lang/*.ftl, offers from the ladder
//! Beginner < Easy < Medium < Hard and the heavy-loss share (¾).

use super::*;
use crate::engine::{Rules, Variant};
use crate::ui::decisions::DecisionView;
use crate::ui::settings::Speed;
use crate::ui::state::Action;

const HUMAN: Seat = Seat::Human;

fn seats(south: Seat, north: Seat) -> ByPlayer<Seat> {
    ByPlayer { south, north }
}

fn vs(level: Level) -> ByPlayer<Seat> {
    seats(HUMAN, Seat::Computer(level))
}

/// A game over by the rules (Urim's starvation), South `s`, North `n`.
fn ended(s: u16, n: u16) -> Outcome {
    let winner = match s.cmp(&n) {
        std::cmp::Ordering::Greater => Some(Player::South),
        std::cmp::Ordering::Less => Some(Player::North),
        std::cmp::Ordering::Equal => None,
    };
    Outcome {
        winner,
        score: ByPlayer::new(s, n),
        reason: EndReason::Starved(Player::North),
        glory: true,
        half_points: None,
    }
}

fn resigned(who: Player, s: u16, n: u16) -> Outcome {
    Outcome {
        winner: Some(who.other()),
        reason: EndReason::Resigned(who),
        ..ended(s, n)
    }
}

#[test]
fn the_result_reads_in_the_readers_terms_against_the_computer() {
    let en = |o: Outcome, seats| result_words(&o, seats, Lang::En);
    let medium = vs(Level::Medium);
    assert_eq!(en(ended(31, 17), medium), "You won 31–17");
    assert_eq!(en(ended(17, 31), medium), "The computer won 17–31");
    assert_eq!(en(ended(24, 24), medium), "Draw 24–24");
    // The reader North: their seeds still come first.
    let north = seats(Seat::Computer(Level::Easy), HUMAN);
    assert_eq!(en(ended(17, 31), north), "You won 31–17");
    assert_eq!(en(ended(31, 17), north), "The computer won 17–31");
    // A resignation says who resigned; the score is as it stood.
    assert_eq!(
        en(resigned(Player::South, 20, 12), medium),
        "You resigned: the computer won 20–12"
    );
}

#[test]
fn between_two_people_or_two_computers_the_sides_are_named() {
    let en = |o: Outcome, seats| result_words(&o, seats, Lang::En);
    let people = seats(HUMAN, HUMAN);
    let computers = seats(Seat::Computer(Level::Hard), Seat::Computer(Level::Easy));
    assert_eq!(en(ended(31, 17), people), "South won 31–17");
    assert_eq!(en(ended(17, 31), computers), "North won 17–31");
    assert_eq!(en(ended(18, 18), people), "Draw 18–18");
    assert_eq!(
        en(resigned(Player::North, 10, 14), people),
        "North resigned: South won 10–14"
    );
    // Goré: a win after declining an offer has no glory (G8).
    let o = Outcome {
        glory: false,
        ..ended(30, 18)
    };
    assert_eq!(
        en(o, people),
        "South won 30–18 — a victory without glory (G8)"
    );
}

#[test]
fn the_result_in_turkish_and_azerbaijani() {
    let medium = vs(Level::Medium);
    assert_eq!(
        result_words(&ended(31, 17), medium, Lang::Tr),
        "Kazandın: 31–17"
    );
    assert_eq!(
        result_words(&ended(17, 31), medium, Lang::Az),
        "Kompüter qalib gəldi: 17–31"
    );
    assert_eq!(
        result_words(&ended(31, 17), seats(HUMAN, HUMAN), Lang::Tr),
        "Güney kazandı: 31–17"
    );
    assert_eq!(
        result_words(&resigned(Player::South, 3, 5), medium, Lang::Az),
        "Təslim oldun, kompüter qalib gəldi: 3–5"
    );
}

#[test]
fn a_win_offers_the_next_level_up_and_none_above_hard() {
    let won = ended(20, 16);
    assert_eq!(
        level_offer(&won, vs(Level::Beginner)),
        Some(LevelOffer::Up(Level::Easy))
    );
    assert_eq!(
        level_offer(&won, vs(Level::Easy)),
        Some(LevelOffer::Up(Level::Medium))
    );
    assert_eq!(
        level_offer(&won, vs(Level::Medium)),
        Some(LevelOffer::Up(Level::Hard))
    );
    assert_eq!(level_offer(&won, vs(Level::Hard)), None);
    // The reader North wins with North's seeds.
    let north = seats(Seat::Computer(Level::Easy), HUMAN);
    assert_eq!(
        level_offer(&ended(16, 20), north),
        Some(LevelOffer::Up(Level::Medium))
    );
    assert_eq!(LevelOffer::Up(Level::Easy).hook(), "level-up");
    assert_eq!(LevelOffer::Up(Level::Easy).label(Lang::En), "Try Easy next");
}

#[test]
fn a_heavy_loss_offers_the_level_below_and_a_narrow_one_nothing() {
    // ¾ of the seeds held at the end to the computer: 9–27 is heavy.
    let heavy = ended(9, 27);
    assert!(heavy_loss(&heavy, Player::South));
    assert_eq!(
        level_offer(&heavy, vs(Level::Medium)),
        Some(LevelOffer::Down(Level::Easy))
    );
    assert_eq!(
        level_offer(&heavy, vs(Level::Easy)),
        Some(LevelOffer::Down(Level::Beginner))
    );
    assert_eq!(
        level_offer(&ended(0, 36), vs(Level::Hard)).map(|o| o.hook()),
        Some("level-down")
    );
    // None below Beginner.
    assert_eq!(level_offer(&heavy, vs(Level::Beginner)), None);
    // 10–26 is a loss, not a rout: the level stays.
    let narrow = ended(10, 26);
    assert!(!heavy_loss(&narrow, Player::South));
    assert_eq!(level_offer(&narrow, vs(Level::Medium)), None);
    assert_eq!(level_offer(&ended(17, 19), vs(Level::Medium)), None);
    // A draw offers nothing.
    assert_eq!(level_offer(&ended(18, 18), vs(Level::Medium)), None);
    // Giving up is a heavy loss whatever the seeds say.
    let gave_up = resigned(Player::South, 20, 12);
    assert!(heavy_loss(&gave_up, Player::South));
    assert_eq!(
        level_offer(&gave_up, vs(Level::Hard)),
        Some(LevelOffer::Down(Level::Medium))
    );
    assert_eq!(
        LevelOffer::Down(Level::Beginner).label(Lang::En),
        "Try Beginner next"
    );
}

#[test]
fn two_people_or_two_computers_are_offered_no_level() {
    let c = |l| Seat::Computer(l);
    for seats in [seats(HUMAN, HUMAN), seats(c(Level::Easy), c(Level::Medium))] {
        assert_eq!(level_offer(&ended(30, 6), seats), None);
        assert_eq!(level_offer(&ended(6, 30), seats), None);
    }
}

/// Urim, South to move: f1's one seed makes 2 in f2 (captured, U7); North
/// has no seed left and cannot move (U10), a1's 2 go to South (U11): 28–8.
const URIM_LAST: &str = r#"{"rows": [[0,0,0,0,0,1],[2,0,0,0,0,1]], "captured": {"S": 24, "N": 8}}"#;

fn urim_against(level: Level, speed: Speed) -> AppState {
    let s = AppState::new(Rules::new(Variant::Urim), speed, Some(URIM_LAST), vec![]);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s.with_seats(vs(level))
}

fn sow(s: &mut AppState, name: &str) {
    let p = s.position().layout().parse(name).unwrap();
    s.apply(Action::Pit(p));
}

#[test]
fn the_status_tells_the_result_and_the_match_and_offers_the_way_on() {
    let mut s = urim_against(Level::Beginner, Speed::Instant);
    assert_eq!(way_on(&s), None, "not over yet");
    sow(&mut s, "f1");
    let bar = DecisionView::new(&s, "");
    assert_eq!(
        bar.prompt,
        "You won 28–8. Match after 1 game: South 1, North 0."
    );
    assert_eq!(
        bar.way_on,
        Some(WayOn {
            next_match_game: true,
            level: Some(LevelOffer::Up(Level::Easy)),
            review: true,
        })
    );
    assert_eq!(
        bar.way_on.unwrap().again_label(Lang::En),
        "Next game of the match"
    );
    // Reviewed: the review panel shows it, the button goes; cancelled, it
    // comes back.
    s.apply(Action::StartReview);
    assert!(!way_on(&s).unwrap().review);
    s.apply(Action::CancelReview);
    assert!(way_on(&s).unwrap().review);
    // Accepted: a new game against Easy, Easy kept as the reader's level,
    // and a new match (another opponent).
    s.apply(Action::TryLevel(Level::Easy));
    assert_eq!(s.seats, vs(Level::Easy));
    assert_eq!(s.levels.known(Variant::Urim), Some(Level::Easy));
    assert_eq!((s.session.ply(), s.outcome()), (0, None));
    assert_eq!((s.tally, s.match_games), (ByPlayer::default(), 0));
    assert_eq!(way_on(&s), None);
}

#[test]
fn only_the_level_offered_is_accepted() {
    let mut s = urim_against(Level::Beginner, Speed::Instant);
    // Not over: nothing is offered, nothing changes.
    s.apply(Action::TryLevel(Level::Easy));
    assert_eq!(
        (s.seats, s.levels.known(Variant::Urim)),
        (vs(Level::Beginner), None)
    );
    sow(&mut s, "f1");
    // Over, but Hard is not what is offered.
    s.apply(Action::TryLevel(Level::Hard));
    assert_eq!(s.seats, vs(Level::Beginner));
    assert!(s.outcome().is_some());
}

#[test]
fn the_result_waits_for_the_last_move_to_play_back() {
    let mut s = urim_against(Level::Beginner, Speed::Normal);
    sow(&mut s, "f1");
    assert!(s.animating() && s.outcome().is_some());
    let bar = DecisionView::new(&s, "");
    assert!(bar.sowing(), "the sowing is told, with its skip button");
    assert_eq!(bar.way_on, None);
    while s.animating() {
        s.apply(Action::Step);
    }
    let bar = DecisionView::new(&s, "");
    assert!(bar.prompt.starts_with("You won 28–8."), "{}", bar.prompt);
    assert!(bar.way_on.is_some());
}

#[test]
fn a_frame_a_diagram_and_two_people_get_no_level_offer() {
    let mut s = urim_against(Level::Beginner, Speed::Instant);
    s.embed = true;
    sow(&mut s, "f1");
    assert_eq!((way_on(&s), level_offer_now(&s)), (None, None));
    assert!(DecisionView::new(&s, "")
        .prompt
        .starts_with("You won 28–8."));
    let mut s = AppState::new(
        Rules::new(Variant::Urim),
        Speed::Instant,
        Some(URIM_LAST),
        vec![],
    );
    sow(&mut s, "f1");
    let w = way_on(&s).expect("two people may play again");
    assert_eq!(w.level, None);
    assert!(DecisionView::new(&s, "")
        .prompt
        .starts_with("South won 28–8."));
}

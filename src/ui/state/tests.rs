//! The page's logic without a browser: every expected value is worked out by
//! hand from docs/rules/*.md, cited by rule id.

use super::*;
use crate::engine::{Awaiting, PitSet, Player, Variant};

fn rules(v: Variant) -> Rules {
    Rules::new(v)
}

/// A page at instant speed (moves settle at once) from the opening or a position.
fn page(v: Variant, position: Option<&str>) -> AppState {
    let s = AppState::new(rules(v), Speed::Instant, position, vec![]);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s
}

fn pit(s: &AppState, name: &str) -> Pit {
    s.position().layout().parse(name).unwrap()
}

fn count(s: &AppState, name: &str) -> u8 {
    s.position().board().count(pit(s, name))
}

/// The set of these pits.
fn mask(s: &AppState, names: &[&str]) -> PitSet {
    names.iter().map(|n| pit(s, n)).collect()
}

/// Goré, mid-game: 3 counters in every pit, 12 captured each (48 in all, G1),
/// so North could pay for two pits (G5: 6 each) but not three.
const GORE_12_12: &str = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 12}}"#;

#[test]
fn an_offer_is_composed_pit_by_pit_up_to_three() {
    let mut s = page(Variant::Gore, Some(GORE_12_12));
    s.apply(Action::StartOffer);
    assert_eq!(s.offer(), Some(PitSet::EMPTY));
    for name in ["a1", "b1", "c1"] {
        s.apply(Action::Pit(pit(&s, name)));
    }
    assert_eq!(s.offer(), Some(mask(&s, &["a1", "b1", "c1"])));
    assert_eq!(s.message, None);
    // A fourth pit is one too many (G5): refused, the three stay chosen.
    s.apply(Action::Pit(pit(&s, "d1")));
    assert_eq!(s.offer(), Some(mask(&s, &["a1", "b1", "c1"])));
    assert!(s.message.as_deref().unwrap().contains("at most three"));
    // North's pit cannot be offered by South.
    s.apply(Action::Pit(pit(&s, "a2")));
    assert_eq!(s.offer(), Some(mask(&s, &["a1", "b1", "c1"])));
    assert_eq!(
        s.message.as_deref(),
        Some("Only your own pits can be offered.")
    );
    // A second click on a chosen pit takes it out again.
    s.apply(Action::Pit(pit(&s, "c1")));
    assert_eq!(s.offer(), Some(mask(&s, &["a1", "b1"])));
    assert_eq!(s.message, None);
    // Composing plays nothing.
    assert!(s.session.inputs().is_empty());
}

#[test]
fn a_confirmed_offer_is_played_and_awaits_the_answer() {
    let mut s = page(Variant::Gore, Some(GORE_12_12));
    s.apply(Action::StartOffer);
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(Action::Pit(pit(&s, "b1")));
    let offered = mask(&s, &["a1", "b1"]);
    s.apply(Action::ConfirmOffer);
    assert_eq!(s.offer(), None);
    assert_eq!(
        s.session.inputs(),
        &[(Player::South, Input::Offer(offered))]
    );
    // G6: North answers.
    assert_eq!(s.position().to_move(), Player::North);
    assert_eq!(s.position().awaiting(), Awaiting::TradeResponse { offered });
    assert_eq!(&*s.legal, &[Input::Accept, Input::Decline]);
    // G7: accepted, a1 and b1 are North's, with 6 more counters each: 3 + 6 = 9,
    // paid from North's 12 captured, which leaves 0.
    s.apply(Action::Play(Input::Accept));
    for name in ["a1", "b1"] {
        assert_eq!(count(&s, name), 9, "{name}");
        assert_eq!(s.position().board().owner(pit(&s, name)), Player::North);
    }
    assert_eq!(s.position().captured().north, 0);
}

#[test]
fn a_cancelled_offer_leaves_the_move_to_make() {
    let mut s = page(Variant::Gore, Some(GORE_12_12));
    let legal_before = s.legal.clone();
    s.apply(Action::StartOffer);
    s.apply(Action::Pit(pit(&s, "d1")));
    s.apply(Action::CancelOffer);
    assert_eq!(s.offer(), None);
    assert!(s.session.inputs().is_empty());
    assert_eq!(s.legal, legal_before);
    // Without an offer being composed, a click on a1 sows it (G3): 3 counters
    // into b1, c1, d1, which make 4 each.
    s.apply(Action::Pit(pit(&s, "a1")));
    assert_eq!(["a1", "b1", "c1", "d1"].map(|n| count(&s, n)), [0, 4, 4, 4]);
}

#[test]
fn confirming_no_pits_is_refused_with_a_message() {
    let mut s = page(Variant::Gore, Some(GORE_12_12));
    s.apply(Action::StartOffer);
    s.apply(Action::ConfirmOffer);
    assert!(s.session.inputs().is_empty());
    assert!(s.message.as_deref().unwrap().contains("is not allowed"));
    assert_eq!(s.position().awaiting(), Awaiting::Move);
}

#[test]
fn no_offer_can_be_started_when_none_is_legal() {
    // The opening: North has captured nothing, so could pay for no pit (G5).
    let mut s = page(Variant::Gore, None);
    s.apply(Action::StartOffer);
    assert_eq!(s.offer(), None);
}

#[test]
fn undo_and_redo_take_back_and_replay_whole_turns() {
    // Urim 2 × 6, 3 seeds a pit (U1). South sows a1 into b1, c1, d1 (U3), North
    // f2 into e2, d2, c2 (counter-clockwise: right to left along row 2).
    let mut s = page(Variant::Urim, None);
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(Action::Pit(pit(&s, "f2")));
    assert_eq!(s.session.inputs().len(), 2);
    s.apply(Action::Undo);
    assert_eq!(s.position().to_move(), Player::North);
    assert_eq!(
        ["a1", "b1", "d1", "e1", "f2", "c2"].map(|n| count(&s, n)),
        [0, 4, 4, 3, 3, 3]
    );
    s.apply(Action::Undo);
    assert_eq!(s.position(), s.session.start());
    assert!(!s.session.can_undo());
    // Undo with nothing to undo changes nothing.
    s.apply(Action::Undo);
    assert_eq!(s.position(), s.session.start());
    s.apply(Action::Redo);
    assert_eq!(count(&s, "a1"), 0);
    s.apply(Action::Redo);
    assert_eq!(
        ["f2", "e2", "d2", "c2", "b2"].map(|n| count(&s, n)),
        [0, 4, 4, 4, 3]
    );
    assert!(!s.session.can_redo());
    // A new move after an undo drops the turn that could be redone.
    s.apply(Action::Undo);
    s.apply(Action::Pit(pit(&s, "a2")));
    assert!(!s.session.can_redo());
    assert_eq!(s.session.inputs().len(), 2);
}

#[test]
fn undo_during_playback_stops_it_and_offers_the_moves_again() {
    let mut s = AppState::new(rules(Variant::Urim), Speed::Normal, None, vec![]);
    s.apply(Action::Pit(pit(&s, "a1")));
    assert!(s.animating());
    s.apply(Action::Undo);
    assert!(!s.animating());
    assert_eq!(s.position(), s.session.start());
    // South's six pits are legal again (U3: any non-empty pit of one's row).
    assert_eq!(s.legal.len(), 6);
}

/// Loads a position into the game in progress, as if the game had got there.
fn reach(s: &mut AppState, json: &str) {
    let p = position_from_json(s.rules, json).unwrap();
    s.session = Rc::new(Session::new(p));
    s.legal = s.position().legal().into();
}

#[test]
fn urim_match_points_add_up_over_the_games_of_a_match() {
    // Game 1: South sows a1 into b1. North's row is empty and no move is left
    // to North (U10); b1's seed goes to South (U11): 21–15 of 36, more than
    // half and under three quarters: ½ point to South, none to North (U12).
    let mut s = page(
        Variant::Urim,
        Some(r#"{"rows": [[0,0,0,0,0,0],[1,0,0,0,0,0]], "captured": {"S": 20, "N": 15}}"#),
    );
    s.apply(Action::Pit(pit(&s, "a1")));
    let o = s.position().result().expect("over");
    assert_eq!((o.score.south, o.score.north), (21, 15));
    assert_eq!(
        s.tally,
        ByPlayer::new(0, 0),
        "counted when the next game starts"
    );
    s.apply(Action::NewGame);
    assert_eq!((s.tally.south, s.tally.north, s.match_games), (1, 0, 1));
    assert_eq!(s.position(), &Position::new(s.rules));
    // Game 2: North sows a2's one seed into a1, making 2: captured (U7). South
    // then has no seed and cannot move (U10): North 32 + 2 = 34 of 36, at least
    // three quarters: 1 point (two halves) to North; South's 2: none.
    reach(
        &mut s,
        r#"{"rows": [[1,0,0,0,0,0],[1,0,0,0,0,0]], "captured": {"S": 2, "N": 32}, "to_move": "N"}"#,
    );
    s.apply(Action::Pit(pit(&s, "a2")));
    let o = s.position().result().expect("over");
    assert_eq!((o.score.south, o.score.north), (2, 34));
    s.apply(Action::NewGame);
    assert_eq!((s.tally.south, s.tally.north, s.match_games), (1, 2, 2));
    // A game abandoned before its end adds nothing.
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(Action::NewGame);
    assert_eq!((s.tally.south, s.tally.north, s.match_games), (1, 2, 2));
    // Another game, or other options, start a new match.
    let mut seven = rules(Variant::Urim);
    seven.set_option("pits", "7").unwrap();
    s.apply(Action::SetRules(seven));
    assert_eq!((s.tally.south, s.tally.north, s.match_games), (0, 0, 0));
}

#[test]
fn rechoosing_the_same_game_keeps_the_game_in_progress() {
    let mut s = page(Variant::Urim, None);
    s.apply(Action::Pit(pit(&s, "a1")));
    let (position, revision) = (*s.position(), s.revision);
    s.apply(Action::SetRules(rules(Variant::Urim)));
    assert_eq!(*s.position(), position);
    assert_eq!(s.session.inputs().len(), 1);
    assert_eq!(s.revision, revision);
}

#[test]
fn choosing_another_game_or_option_starts_afresh() {
    let mut s = AppState::new(
        rules(Variant::Urim),
        Speed::Instant,
        Some("{\"rows\": 5}"),
        vec![],
    );
    assert_eq!(s.problems.len(), 1, "a bad position is reported");
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(Action::SetRules(rules(Variant::Gore)));
    assert_eq!(s.rules.variant(), Variant::Gore);
    assert!(s.session.inputs().is_empty());
    assert!(s.problems.is_empty(), "the old complaint is gone");
    // G1: 2 × 4 pits of 6; South's own pits a1…d1 are the moves (G3).
    assert_eq!(s.position().board().total(), 48);
    assert_eq!(s.legal.len(), 4);
    for name in ["a1", "b1", "c1", "d1"] {
        assert!(s.legal.contains(&Input::Sow(pit(&s, name))), "{name}");
    }
    // An option of the same game: Tsoro 4 × 8 has 2 × 8 stones in each outer
    // row (T3): 32.
    s.apply(Action::SetRules(rules(Variant::Tsoro)));
    let mut eight = rules(Variant::Tsoro);
    eight.set_option("columns", "8").unwrap();
    s.apply(Action::SetRules(eight));
    assert_eq!(s.position().layout().len(), 32);
    assert_eq!(s.position().board().total(), 32);
}

#[test]
fn a_click_during_playback_is_refused_and_changes_nothing() {
    let mut s = AppState::new(rules(Variant::Urim), Speed::Normal, None, vec![]);
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(Action::Step);
    let (progress, position) = (s.playback.as_ref().unwrap().progress(), *s.position());
    // b1 would be a legal move once the sowing is over.
    s.apply(Action::Pit(pit(&s, "b1")));
    assert_eq!(
        s.message.as_deref(),
        Some("Wait for the sowing to finish, or skip it.")
    );
    assert_eq!(s.playback.as_ref().unwrap().progress(), progress);
    assert_eq!(*s.position(), position);
    assert_eq!(s.session.inputs().len(), 1);
    // Nor can an offer be started then (nor would one be legal in Urim).
    s.apply(Action::StartOffer);
    assert_eq!(s.offer(), None);
}

#[test]
fn a_click_on_an_illegal_pit_is_explained_and_changes_nothing() {
    let mut s = page(Variant::Urim, None);
    let revision = s.revision;
    // South to move: North's a2 is not South's to sow (U3).
    s.apply(Action::Pit(pit(&s, "a2")));
    let m = s.message.clone().unwrap();
    assert!(m.starts_with("“sow a2” is not allowed"), "{m}");
    assert_eq!(s.position(), s.session.start());
    assert_eq!(s.revision, revision);
    // After a1, a1 is empty: sowing it is refused too.
    s.apply(Action::Pit(pit(&s, "a1")));
    s.apply(Action::Pit(pit(&s, "f2")));
    let before = *s.position();
    s.apply(Action::Pit(pit(&s, "a1")));
    assert!(s
        .message
        .as_deref()
        .unwrap()
        .starts_with("“sow a1” is not allowed"));
    assert_eq!(*s.position(), before);
    // The next good move clears the message.
    s.apply(Action::Pit(pit(&s, "b1")));
    assert_eq!(s.message, None);
}

#[test]
fn playback_steps_then_ends_or_is_skipped() {
    let mut s = AppState::new(rules(Variant::Urim), Speed::Fast, None, vec![]);
    s.apply(Action::Pit(pit(&s, "a1")));
    // Events of a1: a lift and three drops (U3).
    assert_eq!(s.playback.as_ref().unwrap().progress(), (0, 4));
    for _ in 0..4 {
        assert!(s.animating());
        s.apply(Action::Step);
    }
    assert!(!s.animating());
    s.apply(Action::Pit(pit(&s, "f2")));
    assert!(s.animating());
    s.apply(Action::SkipAnimation);
    assert!(!s.animating());
    // Instant speed ends any playback at once.
    s.apply(Action::Pit(pit(&s, "b1")));
    s.apply(Action::SetSpeed(Speed::Instant));
    assert!(!s.animating());
    s.apply(Action::Pit(pit(&s, "e2")));
    assert!(s.playback.is_none());
}

#[test]
fn a_bonus_pick_is_a_click_on_an_enemy_pit() {
    // Tsoro 4 × 6: e1 (2) sows f1, f2; f2 was an empty inner pit and f3
    // opposite holds 3: f3 and f4 are captured (T9), then two bonus picks (T10).
    let mut r = rules(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    // North holds 12, its opening count (T3): no side grows in Tsoro.
    let json = r#"{"rows": [[2,2,0,0,1,1],[0,0,3,0,0,3],[0,0,0,0,0,0],[0,0,0,0,2,0]]}"#;
    let mut s = AppState::new(r, Speed::Instant, Some(json), vec![]);
    s.apply(Action::Pit(pit(&s, "e1")));
    assert_eq!(s.position().awaiting(), Awaiting::BonusPick { left: 2 });
    s.apply(Action::Pit(pit(&s, "c3")));
    assert_eq!(
        s.session.inputs().last().unwrap().1,
        Input::Pick(pit(&s, "c3"))
    );
    assert_eq!(count(&s, "c3"), 0);
    assert_eq!(s.position().awaiting(), Awaiting::BonusPick { left: 1 });
}

#[test]
fn panels_open_switch_and_close() {
    let mut s = page(Variant::Gore, None);
    s.apply(Action::Show(Panel::Rules));
    assert_eq!(s.panel, Panel::Rules);
    s.apply(Action::Show(Panel::About));
    assert_eq!(s.panel, Panel::About);
    s.apply(Action::Show(Panel::About));
    assert_eq!(s.panel, Panel::None);
    s.apply(Action::ToggleAutoTurn);
    assert!(s.auto_turn);
}

#[test]
fn b2_a_side_denser_than_any_game_reaches_is_refused_for_the_opening() {
    // B2: a Bao Kigogo side starts with 46 seeds and never gains one (B1, B3).
    // North with 48 here: the page says why and starts from the opening (its
    // 92 seeds, South to move with its 23 pits of 2 as moves: all but a2, B3).
    let dense = r#"{"rows":[[4,2,2,2,2,2,2,2,2,2,2,2],[0,2,2,2,2,2,2,2,2,2,2,2],
        [0,0,0,0,0,0,0,0,0,0,0,0],[2,0,0,0,0,0,0,0,0,0,0,0]]}"#;
    let s = AppState::new(
        rules(Variant::BaoKigogo),
        Speed::Instant,
        Some(dense),
        vec![],
    );
    assert_eq!(s.problems.len(), 1, "{:?}", s.problems);
    assert!(
        s.problems[0].contains("North holds 48 seeds, more than the 46"),
        "{:?}",
        s.problems
    );
    assert!(s.problems[0].ends_with("starting from the opening instead"));
    assert_eq!(s.position().board().total(), 92);
    assert_eq!(s.legal.len(), 23);
}

//! The position editor; expected values worked out by hand from
//! docs/rules/*.md (G1, U1, U5, T3) and the contract's state object.

use super::*;
use crate::engine::{state_json, Variant};

fn editor(v: Variant) -> Editor {
    Editor::new(&Position::new(Rules::new(v)))
}

fn pit(e: &Editor, name: &str) -> Pit {
    e.layout().parse(name).unwrap()
}

#[test]
fn clicks_add_and_remove_seeds_and_the_total_is_checked_against_the_game() {
    // Goré: 6 counters in each of 8 pits, 48 in all (G1).
    let mut e = editor(Variant::Gore);
    let a1 = pit(&e, "a1");
    let c = e.check();
    assert_eq!(
        (c.on_board, c.captured, c.total, c.fault),
        (48, 0, 48, None)
    );
    assert!(e.apply(Edit::Add(a1)));
    assert_eq!(e.now.board.count(a1), 7);
    // 49 seeds: more than the game has.
    assert_eq!(e.check().fault, Some(SetupError::TooMany(49, 48)));
    assert!(e.apply(Edit::Remove(a1)) && e.apply(Edit::Remove(a1)));
    assert_eq!(e.now.board.count(a1), 5);
    // Fewer is fine: a seed taken out of play. Into North's pile it counts again.
    assert_eq!(e.check().fault, None);
    assert!(e.apply(Edit::AddCaptured(Player::North)));
    let c = e.check();
    assert_eq!((c.on_board, c.captured, c.fault), (47, 1, None));
}

#[test]
fn an_empty_pit_loses_nothing_more_and_undo_walks_back_every_change() {
    let mut e = editor(Variant::Gore);
    let opening = e.now;
    assert!(!e.can_undo());
    assert!(e.apply(Edit::Clear));
    assert!(
        !e.apply(Edit::Remove(pit(&e, "b2"))),
        "already empty: no change, no undo step"
    );
    assert!(e.apply(Edit::SwitchSide));
    assert_eq!(e.now.to_move, Player::North);
    assert!(e.apply(Edit::Undo));
    assert_eq!(e.now.to_move, Player::South);
    assert!(e.apply(Edit::Undo));
    assert_eq!(e.now, opening);
    assert!(!e.apply(Edit::Undo), "nothing left to take back");
}

#[test]
fn owners_change_in_gore_only() {
    // G2: Goré's pits change hands; Urim's belong to their row (U2).
    let mut g = editor(Variant::Gore);
    let a1 = pit(&g, "a1");
    assert!(g.apply(Edit::Owner(a1)));
    assert_eq!(g.now.board.owner(a1), Player::North);
    let json = g.json();
    assert!(
        json.contains(r#""owners":[["N","N","N","N"],["N","S","S","S"]]"#),
        "{json}"
    );
    assert_eq!(g.check().fault, None);
    let mut u = editor(Variant::Urim);
    let a1 = pit(&u, "a1");
    assert!(!u.apply(Edit::Owner(a1)));
    assert_eq!(u.now.board.owner(a1), Player::South);
}

#[test]
fn a_click_adds_a_seed_or_with_the_owner_tool_changes_the_owner() {
    // Goré 2 × 4, 6 cows a pit (G1).
    let mut g = editor(Variant::Gore);
    let b1 = pit(&g, "b1");
    assert!(g.click(b1));
    assert_eq!(
        (g.now.board.count(b1), g.now.board.owner(b1)),
        (7, Player::South)
    );
    g.toggle_owner_tool();
    assert!(g.owner_tool);
    assert!(g.click(b1));
    assert_eq!(
        (g.now.board.count(b1), g.now.board.owner(b1)),
        (7, Player::North)
    );
    // The tool is a way of editing: undo takes back the owner, not the tool.
    assert!(g.apply(Edit::Undo));
    assert_eq!(g.now.board.owner(b1), Player::South);
    assert!(g.owner_tool);
    g.toggle_owner_tool();
    assert!(!g.owner_tool);
    // Urim's pits belong to their row (U2): the tool never comes on.
    let mut u = editor(Variant::Urim);
    u.toggle_owner_tool();
    assert!(!u.owner_tool);
}

#[test]
fn the_json_loads_as_the_same_position() {
    // Urim 2 × 6, 3 seeds each (U1): a1 emptied, f2 given 5, North to move,
    // South's store 3: still 36 seeds.
    let mut e = editor(Variant::Urim);
    e.apply(Edit::Set(pit(&e, "a1"), 0));
    e.apply(Edit::Set(pit(&e, "f2"), 5));
    e.apply(Edit::SwitchSide);
    e.apply(Edit::AddCaptured(Player::South));
    e.apply(Edit::Remove(pit(&e, "b1")));
    assert_eq!(
        e.json(),
        r#"{"rows":[[3,3,3,3,3,5],[0,2,3,3,3,3]],"owners":[["N","N","N","N","N","N"],["S","S","S","S","S","S"]],"captured":{"S":1,"N":0},"to_move":"N"}"#
    );
    let pos = e.position().unwrap();
    let state = state_json(&pos).to_string();
    assert!(state.contains(r#""to_move":"N""#), "{state}");
    assert!(
        state.contains(r#""rows":[[3,3,3,3,3,5],[0,2,3,3,3,3]]"#),
        "{state}"
    );
    assert!(state.contains(r#""captured":{"S":1,"N":0}"#), "{state}");
}

#[test]
fn urims_seventeen_and_a_four_row_sides_seeds_are_refused_with_their_reason() {
    // U5: no Urim pit holds more than 17.
    let mut u = editor(Variant::Urim);
    u.apply(Edit::Clear);
    u.apply(Edit::Set(pit(&u, "c1"), 18));
    match u.check().fault {
        Some(SetupError::PitOverLimit(p, 18, 17, Variant::Urim)) => assert_eq!(p, "c1"),
        other => panic!("{other:?}"),
    }
    // Tsoro: no seed crosses sides, so a side never holds more than it
    // starts with (T3; the page's own check).
    // One stone moved from North's a4 to South's a1: the total is still the
    // game's, but South now holds one more than it started with.
    let mut t = editor(Variant::Tsoro);
    t.apply(Edit::Remove(pit(&t, "a4")));
    t.apply(Edit::Add(pit(&t, "a1")));
    assert!(matches!(
        t.check().fault,
        Some(SetupError::SideBeyond(Player::South, _, _, _))
    ));
}

#[test]
fn an_empty_board_is_loadable_and_tsoro_is_over_at_once() {
    // Tsoro with no stones: South, to move, is immobilised (T12).
    let mut t = editor(Variant::Tsoro);
    t.apply(Edit::Clear);
    let c = t.check();
    assert_eq!(
        (c.on_board, c.fault.clone(), c.over_at_once),
        (0, None, true)
    );
    // Goré with no counters: loadable, and South must pass (G4), not over.
    let mut g = editor(Variant::Gore);
    g.apply(Edit::Clear);
    assert_eq!((g.check().fault, g.check().over_at_once), (None, false));
}

#[test]
fn the_rules_listed_are_the_games_and_say_which_are_kept() {
    // Urim: 36 seeds (U1), 17 a pit at most (U5), owners by row (U2).
    let mut u = editor(Variant::Urim);
    assert_eq!(
        u.rules_kept(),
        [
            (Rule::Total(36), true),
            (Rule::PitLimit(17), true),
            (Rule::OwnersFixed, true)
        ]
    );
    u.apply(Edit::Set(pit(&u, "a1"), 18));
    assert_eq!(
        u.rules_kept()[..2],
        [(Rule::Total(36), false), (Rule::PitLimit(17), false)]
    );
    // Tsoro 4 × 21: 2 stones in each of 21 outer pits a side (T3): 42 each.
    let t = editor(Variant::Tsoro);
    assert_eq!(t.rules_kept()[1], (Rule::Sides(42), true));
    assert_eq!(
        editor(Variant::Gore).rules_kept()[1],
        (Rule::OwnersFree, true)
    );
}

#[test]
fn links_carry_the_game_its_options_and_the_position() {
    let e = editor(Variant::Gore);
    let q = e.query(&[("mode", "view"), ("embed", "1")]);
    assert!(
        q.starts_with("?game=gore&mode=view&embed=1&position=%7B%22rows%22"),
        "{q}"
    );
    let back = crate::ui::query::parse_query(&q);
    assert_eq!(back.position.as_deref(), Some(e.json().as_str()));
    assert_eq!(back.mode, crate::ui::query::Mode::View);
}

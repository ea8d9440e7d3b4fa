//! Arrow keys and the focus, worked out by hand from how the board is drawn
//! (`ui::geometry`: row 1 at the bottom, column a on the left; turned 180°
//! when flipped; a quarter clockwise when upright, South then on the left).

use super::*;
use crate::engine::{Layout, Rules, Variant};

fn gore() -> Layout {
    Layout {
        columns: 4,
        four_rows: false,
    }
}

fn tsoro6() -> Layout {
    let mut r = Rules::new(Variant::Tsoro);
    r.set_option("columns", "6").unwrap();
    crate::engine::Position::new(r).layout()
}

/// Where each step leads from `from`, as pit names ("-" at the edge).
fn steps(l: Layout, flipped: bool, upright: bool, from: &str) -> [String; 6] {
    let g = Geometry::new(l, flipped).upright(upright);
    let p = l.parse(from).unwrap();
    [
        Step::Left,
        Step::Right,
        Step::Up,
        Step::Down,
        Step::RowStart,
        Step::RowEnd,
    ]
    .map(|s| neighbour(&g, p, s).map_or("-".into(), |q| l.name(q)))
}

fn set(l: Layout, names: &[&str]) -> PitSet {
    names.iter().map(|n| l.parse(n).unwrap()).collect()
}

#[test]
fn arrows_follow_the_board_lying_down_south_at_the_bottom() {
    // a2 b2 c2 d2   (row 2, North, at the top)
    // a1 b1 c1 d1   (row 1, South)
    //            [left, right, up, down, home, end]
    assert_eq!(
        steps(gore(), false, false, "a1"),
        ["-", "b1", "a2", "-", "-", "d1"]
    );
    assert_eq!(
        steps(gore(), false, false, "c2"),
        ["b2", "d2", "-", "c1", "a2", "d2"]
    );
}

#[test]
fn arrows_follow_the_board_turned_north_at_the_bottom() {
    // d1 c1 b1 a1   (row 1 at the top, read from the right)
    // d2 c2 b2 a2
    assert_eq!(
        steps(gore(), true, false, "a1"),
        ["b1", "-", "-", "a2", "d1", "-"]
    );
    assert_eq!(
        steps(gore(), true, false, "b2"),
        ["c2", "a2", "b1", "-", "d2", "a2"]
    );
}

#[test]
fn arrows_follow_the_board_drawn_upright() {
    // Upright: a1 a2 / b1 b2 / c1 c2 / d1 d2 down the page, South on the left.
    assert_eq!(
        steps(gore(), false, true, "a1"),
        ["-", "a2", "-", "b1", "-", "a2"]
    );
    assert_eq!(
        steps(gore(), false, true, "c2"),
        ["c1", "-", "b2", "d2", "c1", "-"]
    );
    // Upright and turned: d2 d1 / c2 c1 / b2 b1 / a2 a1, North on the left.
    assert_eq!(
        steps(gore(), true, true, "a1"),
        ["a2", "-", "b1", "-", "a2", "-"]
    );
}

#[test]
fn arrows_cross_the_middle_of_a_four_row_board() {
    // Rows 4, 3 (North) above rows 2, 1 (South): c1 → c2 → c3 → c4 upwards.
    let l = tsoro6();
    assert_eq!(steps(l, false, false, "c1")[2], "c2");
    assert_eq!(steps(l, false, false, "c2")[2], "c3");
    assert_eq!(steps(l, false, false, "c3")[2], "c4");
    assert_eq!(steps(l, false, false, "c4")[2], "-");
    assert_eq!(steps(l, false, false, "c3")[3], "c2");
    // Turned: row 1 at the top, so down from c1 is c2; f1 is at the far left.
    assert_eq!(steps(l, true, false, "c1")[3], "c2");
    assert_eq!(steps(l, true, false, "c1")[4], "f1");
}

#[test]
fn the_tab_stop_is_a_pit_that_can_be_chosen() {
    let l = gore();
    let south = set(l, &["b1", "c1", "d1"]);
    let name = |p: Pit| l.name(p);
    // Nothing focused yet: the first legal pit in sowing order.
    assert_eq!(name(tab_stop(None, south)), "b1");
    // The pit last focused, while it may be chosen.
    assert_eq!(name(tab_stop(l.parse("c1"), south)), "c1");
    // Not choosable (North's pit): the first legal one instead.
    assert_eq!(name(tab_stop(l.parse("a2"), south)), "b1");
    // North's sowing order from its left runs d2, c2, b2, a2 (C3).
    let north = set(l, &["a2", "b2", "c2", "d2"]);
    assert_eq!(name(tab_stop(l.parse("a1"), north)), "d2");
    // No pit may be chosen (the computer's turn): where the reader was, else a1.
    assert_eq!(name(tab_stop(l.parse("c2"), PitSet::EMPTY)), "c2");
    assert_eq!(name(tab_stop(None, PitSet::EMPTY)), "a1");
}

#[test]
fn after_a_move_the_focus_goes_to_a_choice() {
    let l = gore();
    let c1 = l.parse("c1");
    let legal = set(l, &["b1", "c1"]);
    // The chosen pit, still legal (South moves again after a Goré answer).
    assert_eq!(focus_target(c1, legal, true), Target::Pit(c1.unwrap()));
    // An offer to answer: no pit, the first decision button (accept).
    assert_eq!(focus_target(c1, PitSet::EMPTY, true), Target::FirstButton);
    // The computer to move: nothing to choose, the focus stays on the board.
    assert_eq!(
        focus_target(c1, PitSet::EMPTY, false),
        Target::Pit(c1.unwrap())
    );
}

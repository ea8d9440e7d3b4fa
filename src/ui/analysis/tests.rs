//! The review's arithmetic, on values written by hand.

use super::*;
use crate::engine::{Position, Rules, Variant};

fn ply(mover: Player, played: i32, best_value: i32) -> PlyReview {
    let l = Position::new(Rules::new(Variant::Urim)).layout();
    PlyReview {
        mover,
        played: Input::Sow(l.parse("a1").unwrap()),
        played_value: played,
        best: Input::Sow(l.parse("b1").unwrap()),
        best_value,
    }
}

#[test]
fn a_mistake_gives_away_three_seeds_or_more_against_the_best() {
    assert_eq!(ply(Player::South, 100, 100).loss(), 0);
    assert!(
        !ply(Player::South, -100, 150).mistake(),
        "2.5 seeds: not yet"
    );
    assert!(ply(Player::North, -200, 100).mistake(), "3 seeds");
    assert!(!ply(Player::North, -200, 100).lost_the_game());
    assert!(ply(Player::North, -1_000_000, 100).lost_the_game());
    // Both lost: no worse than the best, not "this loses the game".
    assert!(!ply(Player::North, -1_000_000, -900_000).lost_the_game());
    // A forced win let go for a game still good (+3): a missed win, not a
    // lost game.
    let missed = ply(Player::South, 300, 1_000_800);
    assert!(missed.mistake() && missed.missed_a_win() && !missed.lost_the_game());
    // The curve is South's: North's +1 is South's -1.
    assert_eq!(ply(Player::North, -200, 100).for_south(), -100);
}

#[test]
fn the_chart_puts_south_up_and_clamps_big_values() {
    let s = Rc::new(Session::new(Position::new(Rules::new(Variant::Urim))));
    let mut r = Review::new(s, 4);
    r.plies = vec![
        ply(Player::South, 0, 0),
        ply(Player::North, 0, 1000),
        ply(Player::South, 0, 50_000),
    ];
    // Width 100 for 4 positions: x 0, 25, 50; height 40, 0 at 20; North's
    // +10 is South's -10: 20 + 10/20 × 20 = 30; South's +500 is clamped at 20: y 0.
    assert_eq!(r.chart_points(100, 40), [(0, 20), (25, 30), (50, 0)]);
    assert_eq!(r.mistakes().iter().map(|m| m.0).collect::<Vec<_>>(), [1, 2]);
}

#[test]
fn the_best_of_equal_values_is_the_first() {
    let l = Position::new(Rules::new(Variant::Urim)).layout();
    let a = Input::Sow(l.parse("a1").unwrap());
    let b = Input::Sow(l.parse("b1").unwrap());
    assert_eq!(best(&[(a, 1), (b, 1)]), Some((a, 1)));
    assert_eq!(best(&[(a, 1), (b, 2)]), Some((b, 2)));
    assert_eq!(best::<i32>(&[]), None);
}

#[test]
fn values_are_written_signed_to_a_tenth_and_a_decided_game_as_infinity() {
    assert_eq!(signed_seeds(246), "+2.5");
    assert_eq!(signed_seeds(245), "+2.5", "halves away from zero");
    assert_eq!(signed_seeds(-100), "-1.0");
    assert_eq!(signed_seeds(-96), "-1.0");
    assert_eq!(signed_seeds(4), "0.0");
    assert_eq!(signed_seeds(-4), "0.0");
    assert_eq!(signed_seeds(1_000_000), "+∞");
    assert_eq!(signed_seeds(-999_050), "-∞");
    assert_eq!(decimal(825), "8.25");
    assert_eq!(decimal(-150), "-1.50");
    assert_eq!(decimal(-5), "-0.05");
    assert_eq!(decimal(0), "0.00");
}

//! Urim's match-point tables (U12): loops over many finished positions, every
//! threshold of 36, 42, 48 and 56 seeds, worked out by hand from
//! `docs/rules/urim.md`. Every other Urim scenario is in tests/scenarios/urim.txt.
//!
//! Reading the boards: `rows[0]` is North's row `a2…f2` (left to right), `rows[1]`
//! is South's row `a1…f1`.
mod common;
use common::*;

use mancala::engine::Game;

/// The match points of a finished game, as numbers.
fn points(g: &Game) -> (f64, f64) {
    let r = result(g);
    let p = &r["points"];
    assert!(p["S"].is_number() && p["N"].is_number(), "points: {p}");
    (p["S"].as_f64().unwrap(), p["N"].as_f64().unwrap())
}

// ---------------------------------------------------------------- U12 ------

/// A finished game: `to_move` South with an empty row; North's row holds 4
/// seeds (1 in each of the two pits at each end), swept to North at once.
fn ended(opts: &[&str], cols: usize, s: u64, n: u64) -> Game {
    let mut north = vec![0u64; cols];
    north[0] = 1;
    north[1] = 1;
    north[cols - 2] = 1;
    north[cols - 1] = 1;
    let json = format!(
        r#"{{"rows": [{north:?},{:?}], "captured": {{"S": {s}, "N": {n}}}, "to_move": "S"}}"#,
        vec![0u64; cols]
    );
    let g = load("urim", opts, &json);
    assert!(over(&g));
    g
}

#[test]
fn u12_match_points_with_36_seeds() {
    // T = 36: ≥ 27 → 1; 19–26 → ½; otherwise (18–18) a draw, 0 each.
    // (S store, N store) before the sweep of North's 4; final = (S, N+4).
    let cases = [
        ((27, 5), (27, 9), "S", (1.0, 0.0)),
        ((30, 2), (30, 6), "S", (1.0, 0.0)),
        ((26, 6), (26, 10), "S", (0.5, 0.0)),
        ((19, 13), (19, 17), "S", (0.5, 0.0)),
        ((18, 14), (18, 18), "draw", (0.0, 0.0)),
        ((10, 22), (10, 26), "N", (0.0, 0.5)),
        ((17, 15), (17, 19), "N", (0.0, 0.5)),
        ((9, 23), (9, 27), "N", (0.0, 1.0)),
    ];
    for ((s, n), fin, win, pts) in cases {
        let g = ended(&["pits=6"], 6, s, n);
        assert_eq!(score(&g), fin, "{s}/{n}");
        assert_eq!(winner(&g), win, "{s}/{n}");
        assert_eq!(points(&g), pts, "{s}/{n}");
    }
    // The JSON numbers are exactly 0, 0.5 and 1.
    let g = ended(&["pits=6"], 6, 26, 6);
    assert_eq!(result(&g)["points"]["S"], serde_json::json!(0.5));
    assert_eq!(result(&g)["points"]["N"].as_f64(), Some(0.0));
    let g = ended(&["pits=6"], 6, 27, 5);
    assert_eq!(result(&g)["points"]["S"].as_f64(), Some(1.0));
}

/// Options, pits per row, final (S, N) captured, expected (S, N) points.
type PointsCase = (&'static [&'static str], usize, (u64, u64), (f64, f64));

#[test]
fn u12_match_points_with_42_48_and_56_seeds() {
    // T = 42: ≥ 32 → 1, 22–31 → ½, 21–21 draw.
    // T = 48: ≥ 36 → 1, 25–35 → ½, 24–24 draw.
    // T = 56: ≥ 42 → 1, 29–41 → ½, 28–28 draw.
    let cases: [PointsCase; 12] = [
        (&["pits=7"], 7, (32, 6), (1.0, 0.0)),
        (&["pits=7"], 7, (31, 7), (0.5, 0.0)),
        (&["pits=7"], 7, (22, 16), (0.5, 0.0)),
        (&["pits=7"], 7, (21, 17), (0.0, 0.0)),
        (&["pits=6", "seeds=4"], 6, (36, 8), (1.0, 0.0)),
        (&["pits=6", "seeds=4"], 6, (35, 9), (0.5, 0.0)),
        (&["pits=6", "seeds=4"], 6, (25, 19), (0.5, 0.0)),
        (&["pits=6", "seeds=4"], 6, (24, 20), (0.0, 0.0)),
        (&["pits=7", "seeds=4"], 7, (42, 10), (1.0, 0.0)),
        (&["pits=7", "seeds=4"], 7, (41, 11), (0.5, 0.0)),
        (&["pits=7", "seeds=4"], 7, (29, 23), (0.5, 0.0)),
        (&["pits=7", "seeds=4"], 7, (28, 24), (0.0, 0.0)),
    ];
    for (opts, cols, (s, n), pts) in cases {
        let g = ended(opts, cols, s, n);
        assert_eq!(score(&g), (s, n + 4), "{opts:?} {s}/{n}");
        assert_eq!(points(&g), pts, "{opts:?} {s}/{n}");
        let expect = if s > n + 4 { "S" } else { "draw" };
        assert_eq!(winner(&g), expect, "{opts:?} {s}/{n}");
    }
}

//! Tsoro scenarios, one or more per rule (T1–T16, with C6 and C7 as Tsoro plays
//! them); every board is worked out by hand from `docs/rules/tsoro.md`.
//!
//! Reading the boards: `rows` are the contract's, top row first:
//! `rows[0]` = row 4 (North's outer, `a4` first), `rows[1]` = row 3 (North's
//! inner), `rows[2]` = row 2 (South's inner), `rows[3]` = row 1 (South's outer).
//! On 6 columns South sows a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2 (a1 …) and North
//! a3 b3 c3 d3 e3 f3 f4 e4 d4 c4 b4 a4 (a3 …). Heads (T2): South e1 f1, North
//! a4 b4 (with `heads=1`: f1 and a4).
mod common;
use common::*;

use mancala::engine::{Awaiting, CaptureCause, Event, Game, Pit, Player, Rules, Variant};

const S: Player = Player::South;
const N: Player = Player::North;

// ---------------------------------------------------------------- helpers

fn pit(g: &Game, name: &str) -> Pit {
    g.position()
        .layout()
        .parse(name)
        .unwrap_or_else(|| panic!("{name} is not a pit"))
}

fn lift(g: &Game, name: &str, count: u8, relay: bool) -> Event {
    Event::Lift {
        pit: pit(g, name),
        count,
        relay,
    }
}

fn drop_in(g: &Game, name: &str) -> Event {
    Event::Drop { pit: pit(g, name) }
}

fn capture(g: &Game, name: &str, count: u8, by: Player, cause: CaptureCause) -> Event {
    Event::Capture {
        pit: pit(g, name),
        count,
        by,
        cause,
    }
}

fn awaiting(g: &Game) -> String {
    state(g)["awaiting"].as_str().unwrap_or("").to_string()
}

fn in_hand(g: &Game) -> u64 {
    state(g)["in_hand"].as_u64().unwrap()
}

/// Stones on the board plus stones captured by both players.
fn stones(g: &Game) -> u64 {
    let (s, n) = captured(g);
    rows(g).iter().flatten().sum::<u64>() + s + n
}

/// Pit name from a 0-based column and a row number.
fn name(col: usize, row: u8) -> String {
    format!("{}{}", (b'a' + col as u8) as char, row)
}

/// Contract JSON for a board given as rows top first.
fn board_json(r: &[Vec<u64>; 4], to_move: &str) -> String {
    format!(
        r#"{{"rows": {}, "to_move": "{to_move}"}}"#,
        serde_json::to_string(&r.to_vec()).unwrap()
    )
}

const SIZES: [usize; 6] = [6, 8, 12, 15, 18, 21];

// ------------------------------------------------------------ T1, T3, T15, T16

#[test]
fn t1_four_rows_of_21_by_default_south_owns_rows_1_and_2() {
    let g = opening("tsoro", &[]);
    let r = rows(&g);
    assert_eq!(r.len(), 4);
    assert!(r.iter().all(|row| row.len() == 21));
    // Contract rows top first: rows 4 and 3 are North's, 2 and 1 South's.
    assert_eq!(
        owners(&g),
        vec![
            "N".repeat(21),
            "N".repeat(21),
            "S".repeat(21),
            "S".repeat(21)
        ]
    );
    let l = g.position().layout();
    assert!(l.parse("u1").is_some() && l.parse("u4").is_some());
    assert!(l.parse("v1").is_none(), "21 columns are a … u");
    let s = state(&g);
    assert_eq!(
        s["options"],
        serde_json::json!({"columns": 21, "bonus": 2, "heads": 2})
    );
    assert_eq!(captured(&g), (0, 0), "no stores: nothing captured yet");
}

#[test]
fn t3_opening_two_in_every_outer_pit_inner_rows_empty_every_size() {
    // T3: 2 stones in each outer pit, inner rows empty: 4 × columns stones.
    // South moves first (C1) and every outer pit of row 1 holds 2 (T4); no
    // Tsoro sowing is endless (see the C6 test), so all of them are legal.
    for n in SIZES {
        let opt = format!("columns={n}");
        let g = opening("tsoro", &[&opt]);
        assert_eq!(
            rows(&g),
            vec![vec![2; n], vec![0; n], vec![0; n], vec![2; n]],
            "{n} columns"
        );
        assert_eq!(stones(&g), 4 * n as u64, "{n} columns");
        assert_eq!(to_move(&g), "S");
        assert_eq!(awaiting(&g), "move");
        let want: Vec<String> = (0..n).map(|c| name(c, 1)).collect();
        let mut got = legal(&g);
        got.sort();
        let mut want = want;
        want.sort();
        assert_eq!(got, want, "{n} columns");
    }
    assert_eq!(
        stones(&opening("tsoro", &[])),
        84,
        "T3: 84 stones on 4 × 21"
    );
}

#[test]
fn t15_single_head_starts_with_three_stones() {
    // T15: with one head each, South's f1-side head (last column of row 1) and
    // North's a4 start with 3: 4n + 2 stones.
    for n in SIZES {
        let opt = format!("columns={n}");
        let g = opening("tsoro", &[&opt, "heads=1"]);
        let mut north = vec![2; n];
        north[0] = 3;
        let mut south = vec![2; n];
        south[n - 1] = 3;
        assert_eq!(
            rows(&g),
            vec![north, vec![0; n], vec![0; n], south],
            "{n} columns"
        );
        assert_eq!(stones(&g), 4 * n as u64 + 2, "{n} columns");
    }
    assert_eq!(stones(&opening("tsoro", &["heads=1"])), 86);
    assert_eq!(
        state(&opening("tsoro", &["columns=8", "heads=1"]))["options"],
        serde_json::json!({"columns": 8, "bonus": 2, "heads": 1})
    );
}

#[test]
fn t15_with_one_head_e1_is_an_ordinary_pit_and_f1_the_head() {
    // heads=1, 6 columns: row 1 = 2 2 2 2 2 3 (f1 the head, 3 stones).
    // c1 (2): d1 3, e1 3. e1 is NOT a head now: relay its 3: f1 4, f2 1,
    // e2 1. e2 was empty: the move ends (e3 opposite is empty: no capture).
    let mut g = opening("tsoro", &["columns=6", "heads=1"]);
    play(&mut g, &["c1"]);
    assert_eq!(rows(&g)[3], vec![2, 2, 0, 3, 0, 4]);
    assert_eq!(rows(&g)[2], vec![0, 0, 0, 0, 1, 1]);
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
    // d1 (2): e1 3, f1 4: f1 is the single head, occupied: South chooses,
    // with 4 stones in it.
    let mut g = opening("tsoro", &["columns=6", "heads=1"]);
    play(&mut g, &["d1"]);
    assert_eq!(awaiting(&g), "head_choice");
    assert_eq!(in_hand(&g), 4);
    assert_eq!(rows(&g)[3], vec![2, 2, 2, 0, 3, 4]);
    // With two heads the same c1 stops at e1 (3 stones): a head there.
    let mut g = opening("tsoro", &["columns=6"]);
    play(&mut g, &["c1"]);
    assert_eq!(awaiting(&g), "head_choice");
    assert_eq!(in_hand(&g), 3);
    assert_eq!(rows(&g)[3], vec![2, 2, 0, 3, 3, 2]);
}

#[test]
fn t16_board_sizes_are_6_8_12_15_18_21_only() {
    for n in SIZES {
        let mut r = Rules::new(Variant::Tsoro);
        r.set_option_str(&format!("columns={n}")).unwrap();
        assert_eq!(r.columns() as usize, n);
        let g = Game::new(r);
        assert_eq!(rows(&g)[0].len(), n);
        assert_eq!(state(&g)["options"]["columns"], n as u64);
    }
    for bad in [
        "columns=7",
        "columns=10",
        "columns=24",
        "columns=0",
        "columns=x",
    ] {
        assert!(
            Rules::new(Variant::Tsoro).set_option_str(bad).is_err(),
            "{bad}"
        );
    }
    assert_eq!(Rules::new(Variant::Tsoro).columns(), 21, "default 21");
}

#[test]
fn t14_bonus_option_is_1_2_or_3_default_2() {
    for b in [1u64, 2, 3] {
        let opt = format!("bonus={b}");
        assert_eq!(state(&opening("tsoro", &[&opt]))["options"]["bonus"], b);
    }
    assert_eq!(state(&opening("tsoro", &[]))["options"]["bonus"], 2);
    for bad in ["bonus=0", "bonus=4", "bonus=two", "heads=3", "heads=0"] {
        assert!(
            Rules::new(Variant::Tsoro).set_option_str(bad).is_err(),
            "{bad}"
        );
    }
}

// ------------------------------------------------------------ the contract's example

#[test]
fn contract_example_a1_on_six_columns_awaits_a_head_choice() {
    // a1 (2): b1 3, c1 3. c1 was occupied, not a head: relay its 3 (T5):
    // d1 3, e1 3, f1 3. f1 is an occupied head: South must choose (T6), the 3
    // stones still in f1.
    let mut g = opening("tsoro", &["columns=6"]);
    let ev = play(&mut g, &["a1"]);
    let s = state(&g);
    assert_eq!(s["game"], "tsoro");
    assert_eq!(
        s["options"],
        serde_json::json!({"columns": 6, "bonus": 2, "heads": 2})
    );
    assert_eq!(
        rows(&g),
        vec![
            vec![2, 2, 2, 2, 2, 2],
            vec![0; 6],
            vec![0; 6],
            vec![0, 3, 0, 3, 3, 3]
        ]
    );
    assert_eq!(s["captured"], serde_json::json!({"S": 0, "N": 0}));
    assert_eq!(s["to_move"], "S");
    assert_eq!(s["awaiting"], "head_choice");
    assert_eq!(legal(&g), sorted(&["stop", "continue"]));
    assert_eq!(s["in_hand"], 3);
    assert!(s["result"].is_null());
    assert_eq!(
        ev,
        vec![
            lift(&g, "a1", 2, false),
            drop_in(&g, "b1"),
            drop_in(&g, "c1"),
            lift(&g, "c1", 3, true),
            drop_in(&g, "d1"),
            drop_in(&g, "e1"),
            drop_in(&g, "f1"),
            Event::HeadReached {
                pit: pit(&g, "f1"),
                stones: 3
            },
        ]
    );
}

// ------------------------------------------------------------ T2 heads

#[test]
fn t2_heads_on_eight_columns_two_and_one() {
    // 8 columns: South's heads g1 h1 (heads=2) or h1 (heads=1).
    // e1 (2): f1 1, g1 1 → 2.
    let json = r#"{"rows": [[0,0,2,0,0,0,0,0],[0,0,0,0,0,0,0,0],
                            [0,0,0,0,0,0,0,0],[0,0,0,0,2,0,1,0]], "to_move": "S"}"#;
    // heads=2: g1 is an occupied head: choose, 2 stones in it.
    let mut g = load("tsoro", &["columns=8"], json);
    play(&mut g, &["e1"]);
    assert_eq!(awaiting(&g), "head_choice");
    assert_eq!(in_hand(&g), 2);
    assert_eq!(rows(&g)[3], vec![0, 0, 0, 0, 0, 1, 2, 0]);
    // heads=1: g1 is an ordinary pit: relay its 2: h1 1, h2 1; h2 was empty,
    // the move ends (h3 empty: no capture).
    let mut g = load("tsoro", &["columns=8", "heads=1"], json);
    play(&mut g, &["e1"]);
    assert_eq!(awaiting(&g), "move");
    assert_eq!(to_move(&g), "N");
    assert_eq!(rows(&g)[3], vec![0, 0, 0, 0, 0, 1, 0, 1]);
    assert_eq!(rows(&g)[2], vec![0, 0, 0, 0, 0, 0, 0, 1]);

    // North, 8 columns: heads a4 b4 (heads=2) or a4 (heads=1).
    // d4 (2): c4 1, b4 1 → 2.
    let json = r#"{"rows": [[0,1,0,2,0,0,0,0],[0,0,0,0,0,0,0,0],
                            [0,0,0,0,0,0,0,0],[2,0,0,0,0,0,0,0]], "to_move": "N"}"#;
    let mut g = load("tsoro", &["columns=8"], json);
    play(&mut g, &["d4"]);
    assert_eq!(awaiting(&g), "head_choice");
    assert_eq!(in_hand(&g), 2);
    assert_eq!(rows(&g)[0], vec![0, 2, 1, 0, 0, 0, 0, 0]);
    // heads=1: b4 is ordinary: relay 2: a4 1, a3 1; a3 was empty: the end
    // (a2 opposite is empty: no capture).
    let mut g = load("tsoro", &["columns=8", "heads=1"], json);
    play(&mut g, &["d4"]);
    assert_eq!((awaiting(&g), to_move(&g)), ("move".into(), "S".into()));
    assert_eq!(rows(&g)[0], vec![1, 0, 1, 0, 0, 0, 0, 0]);
    assert_eq!(rows(&g)[1], vec![1, 0, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn t2_which_pits_are_heads_on_every_size() {
    // For each target pit X of a player's outer row: X holds 1, the pit two
    // before it (in sowing order) holds 2, the pit between is empty. Sowing the
    // 2 puts the last stone in X, now 2: a head choice exactly when X is a head
    // (T2, T15); otherwise a relay of 2 into two empty pits, which ends the
    // move there. South's heads: the last `heads` columns of row 1; North's:
    // a4 (and b4 with two heads).
    for n in SIZES {
        for heads in [2usize, 1] {
            let opts = [format!("columns={n}"), format!("heads={heads}")];
            let opts: Vec<&str> = opts.iter().map(|s| s.as_str()).collect();
            // South: target column t of row 1, source t - 2.
            for t in 2..n {
                let mut r = [vec![0; n], vec![0; n], vec![0; n], vec![0; n]];
                r[0][n / 2] = 2; // North keeps a move
                r[3][t - 2] = 2;
                r[3][t] = 1;
                let mut g = load("tsoro", &opts, &board_json(&r, "S"));
                play(&mut g, &[name(t - 2, 1).as_str()]);
                let head = t >= n - heads;
                assert_eq!(
                    awaiting(&g) == "head_choice",
                    head,
                    "{n} columns, heads={heads}: {}",
                    name(t, 1)
                );
                if head {
                    assert_eq!(in_hand(&g), 2);
                } else {
                    assert_eq!(to_move(&g), "N");
                }
            }
            // North: target column t of row 4, source t + 2 (row 4 is sown
            // right to left).
            for t in 0..n - 2 {
                let mut r = [vec![0; n], vec![0; n], vec![0; n], vec![0; n]];
                r[3][n / 2] = 2; // South keeps a move
                r[0][t + 2] = 2;
                r[0][t] = 1;
                let mut g = load("tsoro", &opts, &board_json(&r, "N"));
                play(&mut g, &[name(t + 2, 4).as_str()]);
                let head = t < heads;
                assert_eq!(
                    awaiting(&g) == "head_choice",
                    head,
                    "{n} columns, heads={heads}: {}",
                    name(t, 4)
                );
                if !head {
                    assert_eq!(to_move(&g), "S");
                }
            }
        }
    }
}

// ------------------------------------------------------------ T4, T5

#[test]
fn t4_only_own_pits_with_two_or_more_may_be_sown() {
    // South: a1 1, c1 2, d2 3; North: c4 2.
    // Legal: c1 and d2 (2 and 3 stones); a1 has one (and a pit holds two, so no
    // single may move, T8), b1 is empty, c4 is North's.
    let json = r#"{"rows": [[0,0,2,0,0,0],[0,0,0,0,0,0],
                            [0,0,0,3,0,0],[1,0,2,0,0,0]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    assert_eq!(legal(&g), sorted(&["c1", "d2"]));
    for t in ["a1", "b1", "c4", "a3"] {
        assert!(refused(&g, t), "{t}");
    }
    // d2 (3): c2 1, b2 1, a2 1; a2 was empty, a3 opposite empty: no capture.
    play(&mut g, &["d2"]);
    assert_eq!(rows(&g)[2], vec![1, 1, 1, 0, 0, 0]);
    assert_eq!(rows(&g)[3], vec![1, 0, 2, 0, 0, 0]);
    assert_eq!(to_move(&g), "N");
    assert_eq!(legal(&g), sorted(&["c4"]));
    assert!(refused(&g, "c1"), "South's pit, North to move");
}

#[test]
fn t5_relay_lifts_an_occupied_non_head_pit_and_sows_on() {
    // South: d1 3, e1 1, f1 1, f2 1. d1 (3): e1 2, f1 2 (heads passed over
    // mid-lap do nothing), f2 2: the last stone is in f2, occupied, not a head:
    // lift its 2 and sow from the next pit: e2 1, d2 1. d2 was empty: the end
    // (d3 empty: no capture).
    let json = r#"{"rows": [[2,0,0,0,0,0],[0,0,0,0,0,0],
                            [0,0,0,0,0,1],[0,0,0,3,1,1]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let ev = play(&mut g, &["d1"]);
    assert_eq!(
        ev,
        vec![
            lift(&g, "d1", 3, false),
            drop_in(&g, "e1"),
            drop_in(&g, "f1"),
            drop_in(&g, "f2"),
            lift(&g, "f2", 2, true),
            drop_in(&g, "e2"),
            drop_in(&g, "d2"),
        ]
    );
    assert_eq!(rows(&g)[3], vec![0, 0, 0, 0, 2, 2]);
    assert_eq!(rows(&g)[2], vec![0, 0, 0, 1, 1, 0]);
    assert_eq!(to_move(&g), "N");

    // North: c3 2, e3 1. c3 (2): d3 1, e3 2 → relay 2: f3 1, f4 1; f4 was
    // empty: the end (outer row: no capture).
    let json = r#"{"rows": [[0,0,0,0,0,0],[0,0,2,0,1,0],
                            [0,0,0,0,0,0],[2,0,0,0,0,0]], "to_move": "N"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let ev = play(&mut g, &["c3"]);
    assert_eq!(
        ev,
        vec![
            lift(&g, "c3", 2, false),
            drop_in(&g, "d3"),
            drop_in(&g, "e3"),
            lift(&g, "e3", 2, true),
            drop_in(&g, "f3"),
            drop_in(&g, "f4"),
        ]
    );
    assert_eq!(rows(&g)[1], vec![0, 0, 0, 1, 0, 1]);
    assert_eq!(rows(&g)[0], vec![0, 0, 0, 0, 0, 1]);
    assert_eq!(to_move(&g), "S");
}

// ------------------------------------------------------------ T6, T7

#[test]
fn t6_continue_lifts_the_head_and_relays_on() {
    // After the contract's a1 (f1 holds 3): continue lifts f1's 3 and sows
    // f2 1, e2 1, d2 1; d2 was empty: the end (d3 empty: no capture).
    let mut g = opening("tsoro", &["columns=6"]);
    play(&mut g, &["a1"]);
    let ev = play(&mut g, &["continue"]);
    assert_eq!(
        ev,
        vec![
            Event::HeadChoice {
                pit: pit(&g, "f1"),
                go_on: true
            },
            lift(&g, "f1", 3, true),
            drop_in(&g, "f2"),
            drop_in(&g, "e2"),
            drop_in(&g, "d2"),
        ]
    );
    assert_eq!(rows(&g)[3], vec![0, 3, 0, 3, 3, 0]);
    assert_eq!(rows(&g)[2], vec![0, 0, 0, 1, 1, 1]);
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(legal(&g), sorted(&["a4", "b4", "c4", "d4", "e4", "f4"]));
}

#[test]
fn t6_stop_ends_the_move_and_never_captures() {
    // After the contract's a1: stop. Nothing is sown or taken; the board stays
    // as it was at the head, North moves.
    let mut g = opening("tsoro", &["columns=6"]);
    play(&mut g, &["a1"]);
    let ev = play(&mut g, &["stop"]);
    assert_eq!(
        ev,
        vec![Event::HeadChoice {
            pit: pit(&g, "f1"),
            go_on: false
        }]
    );
    assert_eq!(rows(&g)[3], vec![0, 3, 0, 3, 3, 3]);
    assert_eq!(rows(&g)[2], vec![0; 6]);
    assert_eq!(rows(&g)[0], vec![2; 6]);
    assert_eq!(captured(&g), (0, 0));
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
    assert_eq!(in_hand(&g), 0);
    assert!(
        refused(&g, "continue") && refused(&g, "stop"),
        "no head choice now"
    );

    // A stop in a column whose opposite pits are full still takes nothing:
    // North c4 2, a4 1 (head), and South stones right opposite in a1 a2.
    // c4 (2): b4 1, a4 2: occupied head, North stops.
    let json = r#"{"rows": [[1,0,2,0,0,0],[0,0,0,0,0,0],
                            [2,0,0,0,0,0],[2,0,0,0,0,0]], "to_move": "N"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    play(&mut g, &["c4"]);
    assert_eq!(awaiting(&g), "head_choice");
    assert_eq!(in_hand(&g), 2);
    play(&mut g, &["stop"]);
    assert_eq!(
        rows(&g),
        vec![
            vec![2, 1, 0, 0, 0, 0],
            vec![0; 6],
            vec![2, 0, 0, 0, 0, 0],
            vec![2, 0, 0, 0, 0, 0]
        ]
    );
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "S");
}

#[test]
fn t6_north_continues_from_a4_into_its_inner_row() {
    // North: c4 2, a4 1. c4 (2): b4 1, a4 2: a4 is an occupied head, 2 stones.
    // continue: lift a4's 2: a3 1, b3 1; b3 empty: the end (b2 empty).
    let json = r#"{"rows": [[1,0,2,0,0,0],[0,0,0,0,0,0],
                            [0,0,0,0,0,0],[0,0,0,0,0,2]], "to_move": "N"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let ev = play(&mut g, &["c4"]);
    assert_eq!(
        ev.last(),
        Some(&Event::HeadReached {
            pit: pit(&g, "a4"),
            stones: 2
        })
    );
    assert_eq!(legal(&g), sorted(&["stop", "continue"]));
    play(&mut g, &["continue"]);
    assert_eq!(rows(&g)[0], vec![0, 1, 0, 0, 0, 0]);
    assert_eq!(rows(&g)[1], vec![1, 1, 0, 0, 0, 0]);
    assert_eq!(to_move(&g), "S");
}

#[test]
fn t6_landing_in_an_empty_head_just_ends_the_move() {
    // South d1 2: e1 1, f1 1. f1 (a head) was empty: the move ends, no choice.
    let json = r#"{"rows": [[2,0,0,0,0,0],[0,0,0,0,0,0],
                            [0,0,0,0,0,0],[0,0,0,2,0,0]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let ev = play(&mut g, &["d1"]);
    assert!(!ev.iter().any(|e| matches!(e, Event::HeadReached { .. })));
    assert_eq!(rows(&g)[3], vec![0, 0, 0, 0, 1, 1]);
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
    // North c4 2: b4 1, a4 1; a4 (a head) was empty: the end.
    let json = r#"{"rows": [[0,0,2,0,0,0],[0,0,0,0,0,0],
                            [0,0,0,0,0,0],[2,0,0,0,0,0]], "to_move": "N"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    play(&mut g, &["c4"]);
    assert_eq!(rows(&g)[0], vec![1, 1, 0, 0, 0, 0]);
    assert_eq!((to_move(&g), awaiting(&g)), ("S".into(), "move".into()));
}

#[test]
fn t7_last_stone_in_an_empty_outer_pit_ends_the_move_without_capture() {
    // South b1 2: c1 1, d1 1; d1 was empty: the end. d1 is in the outer row,
    // so North's d3 and d4 are safe (T9 only for the inner row).
    let json = r#"{"rows": [[0,0,0,2,0,0],[0,0,0,1,0,0],
                            [0,0,0,0,0,0],[0,2,0,0,0,0]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    play(&mut g, &["b1"]);
    assert_eq!(rows(&g)[3], vec![0, 0, 1, 1, 0, 0]);
    assert_eq!(rows(&g)[1], vec![0, 0, 0, 1, 0, 0]);
    assert_eq!(rows(&g)[0], vec![0, 0, 0, 2, 0, 0]);
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "N");
}

#[test]
fn t7_a_lap_of_twelve_ends_in_its_own_emptied_pit() {
    // South a1 12 (ring of 12): b1 … f1, f2 … a2, then the 12th stone in a1,
    // which the lift emptied: an empty pit, the end. Every South pit holds 1.
    let json = r#"{"rows": [[2,0,0,0,0,0],[0,0,0,0,0,0],
                            [0,0,0,0,0,0],[12,0,0,0,0,0]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let ev = play(&mut g, &["a1"]);
    assert_eq!(ev.len(), 13, "one lift, twelve drops, no relay");
    assert_eq!(rows(&g)[3], vec![1; 6]);
    assert_eq!(rows(&g)[2], vec![1; 6]);
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
}

#[test]
fn t7_a_lap_of_thirteen_passes_its_own_pit_and_relays() {
    // South a1 13: b1 … a2 (11), a1 (12th: 1), b1 (13th): b1 already got a
    // stone this lap, so it holds 2: relay its 2: c1 2, d1 2 → relay 2: e1 2,
    // f1 2: f1 is an occupied head: South chooses, 2 stones.
    let json = r#"{"rows": [[2,0,0,0,0,0],[0,0,0,0,0,0],
                            [0,0,0,0,0,0],[13,0,0,0,0,0]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    play(&mut g, &["a1"]);
    assert_eq!(awaiting(&g), "head_choice");
    assert_eq!(in_hand(&g), 2);
    assert_eq!(rows(&g)[3], vec![1, 0, 2, 0, 2, 2]);
    assert_eq!(rows(&g)[2], vec![1; 6]);
}

// ------------------------------------------------------------ T8 singles

#[test]
fn t8_singles_step_one_pit_and_only_into_an_empty_pit() {
    // South has only single stones: a1 b1 d1 f1 a2. A single may step into
    // the next pit if it is empty: b1 → c1, d1 → e1, f1 → f2. Not a1 (b1 is
    // occupied) nor a2 (next is a1, occupied).
    let json = r#"{"rows": [[0,0,2,0,0,0],[0,0,0,0,0,0],
                            [1,0,0,0,0,0],[1,1,0,1,0,1]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    assert_eq!(legal(&g), sorted(&["b1", "d1", "f1"]));
    for t in ["a1", "a2", "c1", "e2"] {
        assert!(refused(&g, t), "{t}");
    }
    let ev = play(&mut g, &["d1"]);
    assert_eq!(ev, vec![lift(&g, "d1", 1, false), drop_in(&g, "e1")]);
    assert_eq!(rows(&g)[3], vec![1, 1, 0, 0, 1, 1]);
    assert_eq!(rows(&g)[2], vec![1, 0, 0, 0, 0, 0]);
    assert_eq!(to_move(&g), "N");
}

#[test]
fn t8_no_single_step_while_any_pit_holds_two() {
    // South: b1 1 (c1 empty), e2 2. The single may not move: e2 holds two.
    let json = r#"{"rows": [[0,0,2,0,0,0],[0,0,0,0,0,0],
                            [0,0,0,0,2,0],[0,1,0,0,0,0]], "to_move": "S"}"#;
    let g = load("tsoro", &["columns=6"], json);
    assert_eq!(legal(&g), sorted(&["e2"]));
    assert!(refused(&g, "b1"));
}

#[test]
fn t8_a_single_step_into_the_inner_row_captures() {
    // Ruling: South f1 1 steps into f2 (empty, inner row); f3 opposite holds 2:
    // take f3 (2) and f4 (1) behind it. Then the bonus: North's pickable pits
    // are c4 only (a4 is a head): one pick of the two due.
    let json = r#"{"rows": [[2,0,1,0,0,1],[0,0,0,0,0,2],
                            [0,0,0,0,0,0],[1,0,0,0,0,1]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    assert_eq!(legal(&g), sorted(&["a1", "f1"]));
    let ev = play(&mut g, &["f1"]);
    assert_eq!(
        ev,
        vec![
            lift(&g, "f1", 1, false),
            drop_in(&g, "f2"),
            capture(&g, "f3", 2, S, CaptureCause::FileFront),
            capture(&g, "f4", 1, S, CaptureCause::FileBack),
        ]
    );
    assert_eq!(captured(&g), (3, 0));
    assert_eq!(awaiting(&g), "bonus_pick");
    assert_eq!(legal(&g), sorted(&["c4"]));
    play(&mut g, &["c4"]);
    assert_eq!(captured(&g), (4, 0));
    assert_eq!(to_move(&g), "N");
    assert_eq!(legal(&g), sorted(&["a4"]));

    // North's single a4 (a head) steps into a3 (empty, inner); a2 opposite
    // holds 2: take a2 (2) and a1 (1). South's only other stones are in f1, a
    // head: no pick is due and the move ends.
    let json = r#"{"rows": [[1,0,0,0,0,0],[0,0,1,0,0,0],
                            [2,0,0,0,0,0],[1,0,0,0,0,3]], "to_move": "N"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    assert_eq!(legal(&g), sorted(&["a4", "c3"]));
    let ev = play(&mut g, &["a4"]);
    assert_eq!(
        ev,
        vec![
            lift(&g, "a4", 1, false),
            drop_in(&g, "a3"),
            capture(&g, "a2", 2, N, CaptureCause::FileFront),
            capture(&g, "a1", 1, N, CaptureCause::FileBack),
        ]
    );
    assert_eq!(captured(&g), (0, 3));
    assert_eq!((to_move(&g), awaiting(&g)), ("S".into(), "move".into()));
    assert_eq!(legal(&g), sorted(&["f1"]));
}

// ------------------------------------------------------------ T9 file captures

#[test]
fn t9_file_capture_takes_the_inner_pit_and_the_outer_one_even_a_head() {
    // South d2 2: c2 1, b2 1. b2 was empty, in South's inner row; b3 opposite
    // holds 2: take b3 (2) and b4 (3) behind it, though b4 is a North head.
    let json = r#"{"rows": [[2,3,2,0,0,0],[0,2,0,0,1,0],
                            [0,0,0,2,0,0],[1,0,0,0,0,0]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    assert_eq!(legal(&g), sorted(&["d2"]));
    let ev = play(&mut g, &["d2"]);
    assert_eq!(
        ev,
        vec![
            lift(&g, "d2", 2, false),
            drop_in(&g, "c2"),
            drop_in(&g, "b2"),
            capture(&g, "b3", 2, S, CaptureCause::FileFront),
            capture(&g, "b4", 3, S, CaptureCause::FileBack),
        ]
    );
    assert_eq!(
        rows(&g),
        vec![
            vec![2, 0, 2, 0, 0, 0],
            vec![0, 0, 0, 0, 1, 0],
            vec![0, 1, 1, 0, 0, 0],
            vec![1, 0, 0, 0, 0, 0]
        ]
    );
    assert_eq!(captured(&g), (5, 0));
    // T10 follows: North's non-empty pits but the head a4: c4 and e3.
    assert_eq!(
        (to_move(&g), awaiting(&g)),
        ("S".into(), "bonus_pick".into())
    );
    assert_eq!(legal(&g), sorted(&["c4", "e3"]));
}

#[test]
fn t9_no_capture_when_the_inner_pit_opposite_is_empty() {
    // As above but b3 is empty: the last stone in b2 takes nothing, not even
    // b4's 3 behind the empty b3.
    let json = r#"{"rows": [[2,3,0,0,0,0],[0,0,0,0,1,0],
                            [0,0,0,2,0,0],[1,0,0,0,0,0]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let ev = play(&mut g, &["d2"]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Capture { .. })));
    assert_eq!(rows(&g)[0], vec![2, 3, 0, 0, 0, 0]);
    assert_eq!(captured(&g), (0, 0));
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
}

#[test]
fn t9_an_empty_outer_pit_leaves_just_the_inner_capture() {
    // South d2 2 → c2, b2 (empty); b3 holds 2, b4 is empty: take b3 only.
    // Pickable afterwards: e3 (a4 is a head): one pick of the two due.
    let json = r#"{"rows": [[2,0,0,0,0,0],[0,2,0,0,1,0],
                            [0,0,0,2,0,0],[1,0,0,0,0,0]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let ev = play(&mut g, &["d2"]);
    let caps: Vec<&Event> = ev
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .collect();
    assert_eq!(
        caps,
        vec![&capture(&g, "b3", 2, S, CaptureCause::FileFront)]
    );
    assert_eq!(captured(&g), (2, 0));
    assert_eq!(
        g.position().awaiting(),
        Awaiting::BonusPick { left: 1 },
        "min(2, 1 pickable)"
    );
    assert_eq!(legal(&g), sorted(&["e3"]));
}

#[test]
fn t9_north_captures_a_file_with_a_south_head_behind_it() {
    // North c3 2: d3 1, e3 1. e3 was empty, North's inner row; e2 opposite
    // holds 1: take e2 (1) and e1 (4) behind it, a South head. bonus=1: one
    // pick among South's a1 and c2 (f1 is a head).
    let json = r#"{"rows": [[2,0,0,0,0,0],[0,0,2,0,0,0],
                            [0,0,1,0,1,0],[2,0,0,0,4,3]], "to_move": "N"}"#;
    let mut g = load("tsoro", &["columns=6", "bonus=1"], json);
    assert_eq!(legal(&g), sorted(&["a4", "c3"]));
    let ev = play(&mut g, &["c3"]);
    assert_eq!(
        ev[ev.len() - 2..],
        [
            capture(&g, "e2", 1, N, CaptureCause::FileFront),
            capture(&g, "e1", 4, N, CaptureCause::FileBack),
        ]
    );
    assert_eq!(captured(&g), (0, 5));
    assert_eq!(rows(&g)[3], vec![2, 0, 0, 0, 0, 3]);
    assert_eq!(
        (to_move(&g), awaiting(&g)),
        ("N".into(), "bonus_pick".into())
    );
    assert_eq!(legal(&g), sorted(&["a1", "c2"]));
    play(&mut g, &["a1"]);
    assert_eq!(captured(&g), (0, 7));
    assert_eq!((to_move(&g), awaiting(&g)), ("S".into(), "move".into()));
    // South keeps c2 1 and f1 3: f1 holds two, so only f1 (T4, T8).
    assert_eq!(legal(&g), sorted(&["f1"]));
}

#[test]
fn t9_a_relay_ending_in_the_inner_row_captures() {
    // South d1 3, e1 1, f1 1, f2 1 (the T5 move): d1 → e1 2, f1 2, f2 2 →
    // relay f2's 2: e2 1, d2 1. d2 was empty; d3 opposite holds 1: take d3 (1)
    // and d4 (2). North's only other stones are in the head b4: no pick due.
    let json = r#"{"rows": [[0,2,0,2,0,0],[0,0,0,1,0,0],
                            [0,0,0,0,0,1],[0,0,0,3,1,1]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let ev = play(&mut g, &["d1"]);
    assert_eq!(
        ev[ev.len() - 2..],
        [
            capture(&g, "d3", 1, S, CaptureCause::FileFront),
            capture(&g, "d4", 2, S, CaptureCause::FileBack),
        ]
    );
    assert_eq!(captured(&g), (3, 0));
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
    assert_eq!(legal(&g), sorted(&["b4"]));
}

// ------------------------------------------------------------ T10, T14 bonus picks

/// South c2 2: b2 1, a2 1. a2 was empty; a3 opposite holds 2: take a3 (2) and
/// a4 (2, a head). North keeps b4 3 (head), c3 1, d4 2, f4 1: three pickable.
const BONUS_BOARD: &str = r#"{"rows": [[2,3,0,2,0,1],[2,0,1,0,0,0],
                                        [0,0,2,0,0,0],[0,0,0,0,0,2]], "to_move": "S"}"#;

#[test]
fn t10_bonus_picks_skip_heads_and_empty_pits() {
    let mut g = load("tsoro", &["columns=6"], BONUS_BOARD);
    play(&mut g, &["c2"]);
    assert_eq!(captured(&g), (4, 0));
    assert_eq!(
        rows(&g),
        vec![
            vec![0, 3, 0, 2, 0, 1],
            vec![0, 0, 1, 0, 0, 0],
            vec![1, 1, 0, 0, 0, 0],
            vec![0, 0, 0, 0, 0, 2]
        ]
    );
    assert_eq!(
        (to_move(&g), awaiting(&g)),
        ("S".into(), "bonus_pick".into())
    );
    // Only non-empty, non-head North pits.
    assert_eq!(legal(&g), sorted(&["c3", "d4", "f4"]));
    // b4: a head with 3; a4: a head (now empty); e3: empty; f1, b2: South's own.
    for t in ["b4", "a4", "e3", "a3", "f1", "b2", "stop", "continue"] {
        assert!(refused(&g, t), "{t}");
    }
    let ev = play(&mut g, &["d4"]);
    assert_eq!(ev, vec![capture(&g, "d4", 2, S, CaptureCause::Bonus)]);
    assert_eq!(legal(&g), sorted(&["c3", "f4"]));
    assert!(refused(&g, "d4"), "now empty");
}

#[test]
fn t10_t14_as_many_picks_as_the_bonus_option_one_input_each() {
    // Picks in order d4 (2), c3 (1), f4 (1), as far as the option allows;
    // each pick is one input. Then North moves: b4 3 is its only pit with two.
    for (bonus, after) in [(1u8, 6u64), (2, 7), (3, 8)] {
        let opt = format!("bonus={bonus}");
        let mut g = load("tsoro", &["columns=6", &opt], BONUS_BOARD);
        play(&mut g, &["c2"]);
        for (i, p) in ["d4", "c3", "f4"].iter().take(bonus as usize).enumerate() {
            assert_eq!(
                g.position().awaiting(),
                Awaiting::BonusPick {
                    left: bonus - i as u8
                },
                "bonus={bonus}"
            );
            assert_eq!(to_move(&g), "S");
            play(&mut g, &[*p]);
        }
        assert_eq!(captured(&g), (after, 0), "bonus={bonus}");
        assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
        assert_eq!(legal(&g), sorted(&["b4"]));
    }
    // Default: two picks.
    let mut g = load("tsoro", &["columns=6"], BONUS_BOARD);
    play(&mut g, &["c2"]);
    assert_eq!(g.position().awaiting(), Awaiting::BonusPick { left: 2 });
}

#[test]
fn t10_fewer_picks_when_fewer_pits_remain_each_still_an_input() {
    // bonus=3, but after taking a3 and a4 North has only d4 (2) and e3 (1)
    // pickable (b4 is a head): two picks, the last one forced yet still an
    // input of its own.
    let json = r#"{"rows": [[2,3,0,2,0,0],[2,0,0,0,1,0],
                            [0,0,2,0,0,0],[0,0,0,0,0,2]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6", "bonus=3"], json);
    play(&mut g, &["c2"]);
    assert_eq!(g.position().awaiting(), Awaiting::BonusPick { left: 2 });
    play(&mut g, &["d4"]);
    assert_eq!(g.position().awaiting(), Awaiting::BonusPick { left: 1 });
    assert_eq!(legal(&g), sorted(&["e3"]));
    assert_eq!(to_move(&g), "S");
    play(&mut g, &["e3"]);
    assert_eq!(captured(&g), (7, 0));
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
    assert_eq!(rows(&g)[0], vec![0, 3, 0, 0, 0, 0]);
    assert_eq!(rows(&g)[1], vec![0; 6]);
}

#[test]
fn t10_no_pick_due_when_only_heads_remain() {
    // After a3 and a4 are taken, North's only stones are in the head b4: no
    // pick is due and the move ends at once.
    let json = r#"{"rows": [[2,3,0,0,0,0],[2,0,0,0,0,0],
                            [0,0,2,0,0,0],[0,0,0,0,0,2]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6", "bonus=3"], json);
    let ev = play(&mut g, &["c2"]);
    assert_eq!(
        ev.last(),
        Some(&capture(&g, "a4", 2, S, CaptureCause::FileBack))
    );
    assert_eq!(captured(&g), (4, 0));
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
    assert_eq!(legal(&g), sorted(&["b4"]));
}

#[test]
fn t10_loaded_bonus_pick_is_due_min_of_option_and_pickable() {
    // North: b4 3 (head), d4 2, e3 1. South: a2 1, b2 1, f1 2. Pickable: d4, e3.
    let json = r#"{"rows": [[0,3,0,2,0,0],[0,0,0,0,1,0],
                            [1,1,0,0,0,0],[0,0,0,0,0,2]],
                   "to_move": "S", "awaiting": "bonus_pick"}"#;
    for (bonus, due) in [("bonus=1", 1u8), ("bonus=2", 2), ("bonus=3", 2)] {
        let mut g = load("tsoro", &["columns=6", bonus], json);
        assert_eq!(g.position().awaiting(), Awaiting::BonusPick { left: due });
        assert_eq!(awaiting(&g), "bonus_pick");
        assert_eq!(legal(&g), sorted(&["d4", "e3"]));
        assert!(refused(&g, "b4"), "a head");
        for p in ["e3", "d4"].iter().take(due as usize) {
            assert_eq!(to_move(&g), "S");
            play(&mut g, &[*p]);
        }
        assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
        assert_eq!(captured(&g), (if due == 1 { 1 } else { 3 }, 0));
    }
    // Nothing pickable (only the head b4): no pick is due, the move is over.
    let json = r#"{"rows": [[0,3,0,0,0,0],[0,0,0,0,0,0],
                            [1,1,0,0,0,0],[0,0,0,0,0,2]],
                   "to_move": "S", "awaiting": "bonus_pick"}"#;
    let g = load("tsoro", &["columns=6", "bonus=3"], json);
    assert_eq!((to_move(&g), awaiting(&g)), ("N".into(), "move".into()));
    assert_eq!(legal(&g), sorted(&["b4"]));
}

// ------------------------------------------------------------ T11, T12

#[test]
fn t11_captured_stones_leave_play_and_add_to_the_capturers_count() {
    // The T9 board, with 2 and 4 already captured: d2 takes b3 2 + b4 3, then
    // picks c4 2 and e3 1: South 2 + 8 = 10, North still 4. Board + captured
    // stays 13 + 6 = 19 throughout.
    let json = r#"{"rows": [[2,3,2,0,0,0],[0,2,0,0,1,0],
                            [0,0,0,2,0,0],[1,0,0,0,0,0]],
                   "captured": {"S": 2, "N": 4}, "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    assert_eq!(stones(&g), 19);
    play(&mut g, &["d2"]);
    assert_eq!((captured(&g), stones(&g)), ((7, 4), 19));
    play(&mut g, &["c4", "e3"]);
    assert_eq!((captured(&g), stones(&g)), ((10, 4), 19));
    assert_eq!(rows(&g).iter().flatten().sum::<u64>(), 5);
    assert_eq!(
        rows(&g),
        vec![
            vec![2, 0, 0, 0, 0, 0],
            vec![0; 6],
            vec![0, 1, 1, 0, 0, 0],
            vec![1, 0, 0, 0, 0, 0]
        ]
    );
}

#[test]
fn t12_a_player_with_no_legal_move_loses_at_once() {
    // North to move, a single in each of its 12 pits: no pit holds two, and
    // every single's next pit is occupied: immobilised. South wins, though
    // North has captured more.
    let json = r#"{"rows": [[1,1,1,1,1,1],[1,1,1,1,1,1],
                            [0,0,0,0,0,0],[2,0,0,0,0,0]],
                   "captured": {"S": 0, "N": 5}, "to_move": "N"}"#;
    let g = load("tsoro", &["columns=6"], json);
    let s = state(&g);
    assert_eq!(s["result"]["winner"], "S");
    assert_eq!(s["result"]["score"], serde_json::json!({"S": 0, "N": 5}));
    assert!(s["to_move"].is_null() && s["awaiting"].is_null());
    assert!(legal(&g).is_empty());
    // The same board with South to move: South can sow a1, the game goes on.
    let g = load("tsoro", &["columns=6"], &json.replace(r#""N"}"#, r#""S"}"#));
    assert!(!over(&g));
    assert_eq!(legal(&g), sorted(&["a1"]));

    // South immobilised the same way: North wins.
    let json = r#"{"rows": [[2,0,0,0,0,0],[0,0,0,0,0,0],
                            [1,1,1,1,1,1],[1,1,1,1,1,1]],
                   "captured": {"S": 6, "N": 0}, "to_move": "S"}"#;
    let g = load("tsoro", &["columns=6"], json);
    assert_eq!(state(&g)["result"]["winner"], "N");
    assert_eq!(
        state(&g)["result"]["score"],
        serde_json::json!({"S": 6, "N": 0})
    );
}

#[test]
fn t12_is_checked_after_the_picks() {
    // South f1 1 → f2 takes f3 2 + f4 1 (T8, T9); North keeps only c4 1. While
    // South picks, the game goes on; the pick takes c4, North has nothing
    // left and cannot move: South wins 4–0.
    let json = r#"{"rows": [[0,0,1,0,0,1],[0,0,0,0,0,2],
                            [0,0,0,0,0,0],[1,0,0,0,0,1]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    play(&mut g, &["f1"]);
    assert!(!over(&g));
    assert_eq!(
        (to_move(&g), awaiting(&g)),
        ("S".into(), "bonus_pick".into())
    );
    let ev = play(&mut g, &["c4"]);
    assert_eq!(ev.last(), Some(&Event::GameOver));
    let s = state(&g);
    assert_eq!(s["result"]["winner"], "S");
    assert_eq!(s["result"]["score"], serde_json::json!({"S": 4, "N": 0}));
    assert_eq!(s["captured"], serde_json::json!({"S": 4, "N": 0}));
    assert!(legal(&g).is_empty());
}

// ------------------------------------------------------------ T13, C6, C7

#[test]
fn t13_threefold_repetition_is_a_draw_marked_as_a_safeguard() {
    // Each side has a 6-move cycle whose moves all end in its OUTER row, so
    // no move ever captures (T9).
    // South (e1 2, f1 1, f2 1, d2 1, b2 1):
    //  e1 → f1 2, f2 2 → relay f2: e2 1, d2 2 → relay d2: c2 1, b2 2 → relay
    //       b2: a2 1, a1 1 (empty: end).    row1 1 0 0 0 0 2, row2 1 0 1 0 1 0
    //  f1 → f2 1, e2 2 → relay: d2 1, c2 2 → relay: b2 1, a2 2 → relay: a1 2,
    //       b1 1 (end).                     row1 2 1 0 0 0 0, row2 0 1 0 1 0 1
    //  a1 → b1 2, c1 1 (end); b1 → c1 2, d1 1; c1 → d1 2, e1 1 (empty head);
    //  d1 → e1 2, f1 1 (empty head): South is back where it started.
    // North is the mirror (a3 1, c3 1, e3 1, b4 2, a4 1):
    //  b4 → a4 2, a3 2 → relay: b3 1, c3 2 → relay: d3 1, e3 2 → relay: f3 1,
    //       f4 1 (end).                     row4 2 0 0 0 0 1, row3 0 1 0 1 0 1
    //  a4 → a3 1, b3 2 → relay: c3 1, d3 2 → relay: e3 1, f3 2 → relay: f4 2,
    //       e4 1 (end).                     row4 0 0 0 0 1 2, row3 1 0 1 0 1 0
    //  f4 → e4 2, d4 1; e4 → d4 2, c4 1; d4 → c4 2, b4 1 (empty head);
    //  c4 → b4 2, a4 1 (empty head): back to the start.
    // The loaded position is the first occurrence, after 12 plies the second,
    // after 24 the third: a draw, scored by the captured counts (3 and 5).
    let json = r#"{"rows": [[1,2,0,0,0,0],[1,0,1,0,1,0],
                            [0,1,0,1,0,1],[0,0,0,0,2,1]],
                   "captured": {"S": 3, "N": 5}, "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    let start = rows(&g);
    let south = ["e1", "f1", "a1", "b1", "c1", "d1"];
    let north = ["b4", "a4", "f4", "e4", "d4", "c4"];
    let south_rows: [(Vec<u64>, Vec<u64>); 6] = [
        (vec![1, 0, 0, 0, 0, 2], vec![1, 0, 1, 0, 1, 0]),
        (vec![2, 1, 0, 0, 0, 0], vec![0, 1, 0, 1, 0, 1]),
        (vec![0, 2, 1, 0, 0, 0], vec![0, 1, 0, 1, 0, 1]),
        (vec![0, 0, 2, 1, 0, 0], vec![0, 1, 0, 1, 0, 1]),
        (vec![0, 0, 0, 2, 1, 0], vec![0, 1, 0, 1, 0, 1]),
        (vec![0, 0, 0, 0, 2, 1], vec![0, 1, 0, 1, 0, 1]),
    ];
    let north_rows: [(Vec<u64>, Vec<u64>); 6] = [
        (vec![2, 0, 0, 0, 0, 1], vec![0, 1, 0, 1, 0, 1]),
        (vec![0, 0, 0, 0, 1, 2], vec![1, 0, 1, 0, 1, 0]),
        (vec![0, 0, 0, 1, 2, 0], vec![1, 0, 1, 0, 1, 0]),
        (vec![0, 0, 1, 2, 0, 0], vec![1, 0, 1, 0, 1, 0]),
        (vec![0, 1, 2, 0, 0, 0], vec![1, 0, 1, 0, 1, 0]),
        (vec![1, 2, 0, 0, 0, 0], vec![1, 0, 1, 0, 1, 0]),
    ];
    for round in 0..2 {
        for k in 0..6 {
            play(&mut g, &[south[k]]);
            assert_eq!((rows(&g)[3].clone(), rows(&g)[2].clone()), south_rows[k]);
            assert!(!over(&g), "round {round}, South's move {k}");
            play(&mut g, &[north[k]]);
            assert_eq!((rows(&g)[0].clone(), rows(&g)[1].clone()), north_rows[k]);
            assert_eq!(captured(&g), (3, 5), "no capture in the cycle");
            let last = round == 1 && k == 5;
            assert_eq!(over(&g), last, "round {round}, North's move {k}");
        }
        assert_eq!(rows(&g), start);
    }
    let s = state(&g);
    assert_eq!(s["result"]["winner"], "draw");
    assert_eq!(s["result"]["score"], serde_json::json!({"S": 3, "N": 5}));
    let reason = s["result"]["reason"].as_str().unwrap();
    assert!(reason.contains("repetition"), "{reason}");
    assert!(
        reason.contains("safeguard") || reason.contains("not"),
        "marked as outside the traditional rules: {reason}"
    );
    assert!(s["to_move"].is_null() && legal(&g).is_empty());
}

/// The 12 head-choice states of the loop in the C6 test: (head, row 1, row 2,
/// laps of the `continue` from it). Worked by hand: South has 9 stones, an
/// alternating pattern of singles with one "2" that walks backwards; each
/// continue sows the head's stones into alternate occupied pits, relaying
/// 2 at a time round the ring, until the last stone falls into the other head.
///  1 f1 3: f2 2, e2 1, d2 2 → c2 1, b2 2 → a2 1, a1 2 → b1 1, c1 2 →
///          d1 1, e1 2 (head)                                          5 laps
///  2 e1 2: f1 1, f2 3 → e2 2, d2 1, c2 2 → b2 1, a2 2 → a1 1, b1 2 →
///          c1 1, d1 2 → e1 1, f1 2 (head)                             6 laps
///  3 f1 2: f2 1, e2 3 → d2 2, c2 1, b2 2 → a2 1, a1 2 → b1 1, c1 2 →
///          d1 1, e1 2                                                 5 laps
///  4 e1 2: f1 1, f2 2 → e2 1, d2 3 → c2 2, b2 1, a2 2 → a1 1, b1 2 →
///          c1 1, d1 2 → e1 1, f1 2                                    6 laps
///  5 f1 2: f2 1, e2 2 → d2 1, c2 3 → b2 2, a2 1, a1 2 → b1 1, c1 2 →
///          d1 1, e1 2                                                 5 laps
///  6 e1 2: f1 1, f2 2 → e2 1, d2 2 → c2 1, b2 3 → a2 2, a1 1, b1 2 →
///          c1 1, d1 2 → e1 1, f1 2                                    6 laps
///  7 f1 2: f2 1, e2 2 → d2 1, c2 2 → b2 1, a2 3 → a1 2, b1 1, c1 2 →
///          d1 1, e1 2                                                 5 laps
///  8 e1 2: f1 1, f2 2 → e2 1, d2 2 → c2 1, b2 2 → a2 1, a1 3 →
///          b1 2, c1 1, d1 2 → e1 1, f1 2                              6 laps
///  9 f1 2: f2 1, e2 2 → d2 1, c2 2 → b2 1, a2 2 → a1 1, b1 3 →
///          c1 2, d1 1, e1 2                                           5 laps
/// 10 e1 2: f1 1, f2 2 → e2 1, d2 2 → c2 1, b2 2 → a2 1, a1 2 → b1 1, c1 3
///          → d1 2, e1 1, f1 2                                         6 laps
/// 11 f1 2: f2 1, e2 2 → d2 1, c2 2 → b2 1, a2 2 → a1 1, b1 2 → c1 1, d1 3
///          → e1 2, f1 1, f2 2 → e2 1, d2 2 → c2 1, b2 2 → a2 1, a1 2 →
///          b1 1, c1 2 → d1 1, e1 3                                   11 laps
/// 12 e1 3: f1 2, f2 1, e2 2 → d2 1, c2 2 → b2 1, a2 2 → a1 1, b1 2 →
///          c1 1, d1 2 → e1 1, f1 3: state 1 again                     6 laps
const LOOP: [(&str, [u64; 6], [u64; 6], usize); 12] = [
    ("f1", [1, 0, 1, 0, 1, 3], [0, 1, 0, 1, 0, 1], 5),
    ("e1", [0, 1, 0, 1, 2, 0], [1, 0, 1, 0, 1, 2], 6),
    ("f1", [1, 0, 1, 0, 1, 2], [0, 1, 0, 1, 2, 0], 5),
    ("e1", [0, 1, 0, 1, 2, 0], [1, 0, 1, 2, 0, 1], 6),
    ("f1", [1, 0, 1, 0, 1, 2], [0, 1, 2, 0, 1, 0], 5),
    ("e1", [0, 1, 0, 1, 2, 0], [1, 2, 0, 1, 0, 1], 6),
    ("f1", [1, 0, 1, 0, 1, 2], [2, 0, 1, 0, 1, 0], 5),
    ("e1", [2, 1, 0, 1, 2, 0], [0, 1, 0, 1, 0, 1], 6),
    ("f1", [0, 2, 1, 0, 1, 2], [1, 0, 1, 0, 1, 0], 5),
    ("e1", [1, 0, 2, 1, 2, 0], [0, 1, 0, 1, 0, 1], 6),
    ("f1", [0, 1, 0, 2, 1, 2], [1, 0, 1, 0, 1, 0], 11),
    ("e1", [0, 1, 0, 1, 3, 1], [1, 0, 1, 0, 1, 0], 6),
];

#[test]
fn c6_continue_round_a_loop_of_heads_stays_legal_and_c7_ends_it() {
    // C6 for Tsoro: no sowing can be endless. Every lap starts where the last
    // one ended, so the stones drop in a single unbroken stream round the
    // player's ring, one per pit per round, heads included. A head is never
    // lifted by a relay (a last stone in an occupied head stops the forced
    // sowing), so after one round both heads are occupied; a sowing that never
    // ended would have to avoid them for ever while they gain a stone every
    // round: impossible with finitely many stones. So a position where a
    // sowing "truly cycles forever" does not exist in Tsoro; what does exist
    // is a player continuing round a loop of head choices, every continue
    // finite (it reaches an occupied head) and so legal. C7/T13 end it.
    //
    // South: a1 1, c1 1, d1 2, f1 2, b2 1, d2 1, f2 1; North: c4 2.
    // d1 (2): e1 1, f1 3: an occupied head: LOOP state 1 (1st time).
    let json = r#"{"rows": [[0,0,2,0,0,0],[0,0,0,0,0,0],
                            [0,1,0,1,0,1],[1,0,1,2,0,2]], "to_move": "S"}"#;
    let mut g = load("tsoro", &["columns=6"], json);
    assert_eq!(legal(&g), sorted(&["d1", "f1"]));
    play(&mut g, &["d1"]);
    for i in 0..24 {
        let (head, r1, r2, laps) = LOOP[i % 12];
        assert_eq!(awaiting(&g), "head_choice", "step {i}");
        assert_eq!(rows(&g)[3], r1.to_vec(), "step {i}");
        assert_eq!(rows(&g)[2], r2.to_vec(), "step {i}");
        let stones_in_head = r1[if head == "e1" { 4 } else { 5 }];
        assert_eq!(in_hand(&g), stones_in_head, "step {i}");
        assert_eq!(legal(&g), sorted(&["stop", "continue"]), "step {i}");
        assert!(!refused(&g, "continue"), "step {i}");
        let ev = play(&mut g, &["continue"]);
        let lifts = ev
            .iter()
            .filter(|e| matches!(e, Event::Lift { .. }))
            .count();
        assert_eq!(lifts, laps, "step {i}");
        let next = LOOP[(i + 1) % 12].0;
        assert!(ev.contains(&Event::HeadReached {
            pit: pit(&g, next),
            stones: LOOP[(i + 1) % 12].1[if next == "e1" { 4 } else { 5 }] as u8,
        }));
        // State 1 recurs after 12 continues (2nd time) and 24 (3rd: a draw).
        assert_eq!(over(&g), i == 23, "step {i}");
    }
    assert_eq!(rows(&g)[3], LOOP[0].1.to_vec());
    assert_eq!(rows(&g)[2], LOOP[0].2.to_vec());
    let s = state(&g);
    assert_eq!(s["result"]["winner"], "draw");
    assert_eq!(s["result"]["score"], serde_json::json!({"S": 0, "N": 0}));
    assert!(s["result"]["reason"]
        .as_str()
        .unwrap()
        .contains("repetition"));
}

// ------------------------------------------------------------ events replay

#[test]
fn events_replayed_on_the_old_board_give_the_new_one() {
    // The contract's a1 (relay, head reached), its continue, and a capture
    // with its picks: each input's events, applied to the board before it,
    // give the board after it.
    let mut g = opening("tsoro", &["columns=6"]);
    let mut g2 = load(
        "tsoro",
        &["columns=6"],
        r#"{"rows": [[2,3,2,0,0,0],[0,2,0,0,1,0],
                     [0,0,0,2,0,0],[1,0,0,0,0,0]], "to_move": "S"}"#,
    );
    for (game, inputs) in [
        (&mut g, &["a1", "continue"][..]),
        (&mut g2, &["d2", "c4", "e3"][..]),
    ] {
        for t in inputs {
            let before = *game.position();
            let ev = play(game, &[*t]);
            let mut r = replay_of(&before);
            for e in &ev {
                assert!(r.apply(e), "{t}: impossible {e:?}");
            }
            assert_eq!(r.hand, 0, "{t}");
            assert_eq!(r.board, *game.position().board(), "{t}");
            let c = game.position().captured();
            assert_eq!(
                (r.captured.south, r.captured.north),
                (c.south as u32, c.north as u32)
            );
        }
    }
    assert_eq!(captured(&g2), (8, 0));
}

//! Tsoro tests that stay in Rust. Every other Tsoro scenario (T1–T16, C8) is in
//! `tests/scenarios/tsoro.txt`, run by `tests/scenarios.rs`; these are loops over
//! every board size (T2, T3, T15), option parsing (T14, T16), and the two long
//! cycles (T13, and C6/C7's loop of head choices), checked step by step. Every
//! board is worked out by hand from `docs/rules/tsoro.md`.
//!
//! Reading the boards: `rows` are the contract's, top row first:
//! `rows[0]` = row 4 (North's outer, `a4` first), `rows[1]` = row 3 (North's
//! inner), `rows[2]` = row 2 (South's inner), `rows[3]` = row 1 (South's outer).
//! On 6 columns South sows a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2 (a1 …) and North
//! a3 b3 c3 d3 e3 f3 f4 e4 d4 c4 b4 a4 (a3 …). Heads (T2): South e1 f1, North
//! a4 b4 (with `heads=1`: f1 and a4).
mod common;
use common::*;

use mancala::engine::{Event, Game, Pit, Rules, Variant};

// ---------------------------------------------------------------- helpers

fn pit(g: &Game, name: &str) -> Pit {
    g.position()
        .layout()
        .parse(name)
        .unwrap_or_else(|| panic!("{name} is not a pit"))
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

// ------------------------------------------------------------ T3, T15, T16, T14 (every size, options)

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

// ------------------------------------------------------------ T2 heads, every size

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

#[test]
fn t3_t15_a_side_denser_than_its_opening_is_unreachable() {
    // T3: a side starts with 2 in each outer pit (16 on 4 × 8, 32 in all; North
    // holds 14 here); with a single
    // head (T15) that head starts with 3 (17). Stones never cross sides (T1:
    // captures leave play; T4: sowing in the mover's own rows), so a loaded
    // position holding more is refused (C6, loaded positions).
    use mancala::engine::{position_from_json, side_beyond_opening};
    let south = |inner: u8| {
        format!(
            r#"{{"rows":[[2,2,2,2,2,2,2,0],[0,0,0,0,0,0,0,0],[{inner},0,0,0,0,0,0,0],[2,2,2,2,2,2,2,2]]}}"#
        )
    };
    let two = rules("tsoro", &["columns=8"]);
    let e = position_from_json(two, &south(1))
        .expect_err("17 > 16")
        .to_string();
    assert!(e.contains("South holds 17 seeds, more than the 16"), "{e}");
    let one = rules("tsoro", &["columns=8", "heads=1"]);
    let p = position_from_json(one, &south(1)).unwrap();
    assert_eq!(
        side_beyond_opening(&p),
        None,
        "17 is a single-head side's opening"
    );
    let e = position_from_json(one, &south(2)).expect_err("18 > 17");
    assert!(e
        .to_string()
        .contains("South holds 18 seeds, more than the 17"));
}

//! Anywoli scenarios, one or more per rule (A1–A11, and C6/C7 as Anywoli plays
//! them), on literal boards worked out by hand from `docs/rules/anywoli.md`.
//!
//! Reading the boards: `rows[0]` is North's row 2, `a2 … l2` left to right;
//! `rows[1]` is South's row 1, `a1 … l1`. Sowing is counter-clockwise:
//! a1 → … → l1 → l2 → k2 → … → a2 → a1. In the hand workings `x 1→2` means a seed
//! dropped into `x`, which held 1 and now holds 2.
mod common;
use common::*;

use mancala::engine::{CaptureCause, Event, Game, Illegal};

/// One line per event, so that a move's story reads like the hand working:
/// `lift a1 2` (a move's first lap), `relay c1 2` (a relay lap, A3), `drop b1`,
/// `mid k1 4 S` (A6: four to S's store), `last b1 4 S` (A5: four to the mover S),
/// `extra S`, `pass N`, `sweep c2 2 S`, `over`.
fn story(g: &Game, events: &[Event]) -> Vec<String> {
    let l = g.position().layout();
    events
        .iter()
        .map(|e| match *e {
            Event::Lift { pit, count, relay } => {
                format!(
                    "{} {} {count}",
                    if relay { "relay" } else { "lift" },
                    l.name(pit)
                )
            }
            Event::Drop { pit } => format!("drop {}", l.name(pit)),
            Event::Capture {
                pit,
                count,
                by,
                cause,
            } => {
                let why = match cause {
                    CaptureCause::MidSowingFour => "mid",
                    CaptureCause::LastSeedFour => "last",
                    other => panic!("Anywoli has no {other:?} capture"),
                };
                format!("{why} {} {count} {}", l.name(pit), by.letter())
            }
            Event::Pass { player } => format!("pass {}", player.letter()),
            Event::ExtraMove { player } => format!("extra {}", player.letter()),
            Event::Sweep { pit, count, to } => {
                format!("sweep {} {count} {}", l.name(pit), to.letter())
            }
            Event::GameOver => "over".to_string(),
            other => panic!("Anywoli has no event {other:?}"),
        })
        .collect()
}

/// The story without the single drops: lifts, captures, passes, sweeps.
fn laps(g: &Game, events: &[Event]) -> Vec<String> {
    story(g, events)
        .into_iter()
        .filter(|s| !s.starts_with("drop"))
        .collect()
}

/// The sweep lines of a story, sorted (the rules give no order for them).
fn sweeps(s: &[String]) -> Vec<String> {
    let mut v: Vec<String> = s
        .iter()
        .filter(|l| l.starts_with("sweep"))
        .cloned()
        .collect();
    v.sort();
    v
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// The whole board's seeds (both rows).
fn on_board(g: &Game) -> u64 {
    rows(g).iter().flatten().sum()
}

fn result_of(g: &Game) -> (String, u64, u64, String) {
    let s = state(g);
    let r = &s["result"];
    assert!(!r.is_null(), "the game should be over: {s}");
    (
        r["winner"].as_str().unwrap().to_string(),
        r["score"]["S"].as_u64().unwrap(),
        r["score"]["N"].as_u64().unwrap(),
        r["reason"].as_str().unwrap().to_string(),
    )
}

fn is_over(g: &Game) -> bool {
    !state(g)["result"].is_null()
}

// ---------------------------------------------------------------------------
// A1. Board
// ---------------------------------------------------------------------------

#[test]
fn a1_opening_has_four_in_each_of_24_pits_96_seeds() {
    // A1: 2 × 12 pits, 4 seeds each: 24 × 4 = 96; nothing captured; South first (C1).
    let g = opening("anywoli", &[]);
    assert_eq!(rows(&g), vec![vec![4; 12], vec![4; 12]]);
    assert_eq!(on_board(&g), 96);
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "S");
    let s = state(&g);
    assert_eq!(s["awaiting"], "move");
    assert!(s["result"].is_null());
    assert_eq!(owners(&g), vec!["NNNNNNNNNNNN", "SSSSSSSSSSSS"]);
    // North's pits are never South's choice (A2).
    assert!(refused(&g, "a2"));
    assert!(refused(&g, "l2"));
}

// ---------------------------------------------------------------------------
// A2. Choosing a pit and sowing it
// ---------------------------------------------------------------------------

#[test]
fn a2_sow_a_non_empty_pit_of_your_own_row_one_by_one() {
    // South: a1 = 2, l1 = 1. North (ballast, never reached): a2 = b2 = c2 = 1.
    // a1 (2 seeds): b1 0→1, c1 0→1 — the last seed falls into an empty pit, the
    // move ends (A4). 6 seeds stay on the board (> 4, A8), North to move.
    // Legal for South: a1 and l1 (l1: one seed into empty l2, a finite sowing);
    // not b1 (empty), not a2 (North's), not pass (A7).
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,1,1,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,1]],
            "captured": {"S": 44, "N": 46}, "to_move": "S"}"#,
    );
    assert_eq!(legal(&g), sorted(&["a1", "l1"]));
    assert!(refused(&g, "b1"));
    assert!(refused(&g, "a2"));
    assert!(refused(&g, "pass"));
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        story(&g, &ev),
        strings(&["lift a1 2", "drop b1", "drop c1"])
    );
    assert_eq!(
        rows(&g),
        vec![
            vec![1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            vec![0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]
        ]
    );
    assert_eq!(captured(&g), (44, 46));
    assert_eq!(to_move(&g), "N");
    // North's turn: North's own non-empty pits a2, b2, c2, all finite:
    // a2 (1): a1 0→1, ends. b2 (1): a2 1→2, relay 2: a1 0→1, b1 1→2, relay 2:
    // c1 1→2, d1 0→1, ends. c2 (1): b2 1→2, relay 2: a2 1→2, a1 0→1, ends.
    assert_eq!(legal(&g), sorted(&["a2", "b2", "c2"]));
    assert!(refused(&g, "b1"));
}

// ---------------------------------------------------------------------------
// A3. Relay
// ---------------------------------------------------------------------------

#[test]
fn a3_relay_laps_lift_the_landing_pit_in_either_row() {
    // South: k1 = 2, a1 = 1 (ballast). North: l2 = 1, k2 = 2, j2 = 2.
    // Lap 1 (South lifts k1, 2): l1 0→1, l2 1→2 — last seed in an occupied pit,
    //   not four: relay (A3), although l2 is North's pit.
    // Lap 2 (relay l2, 2): k2 2→3 (not the last seed, 3 is no four), j2 2→3 last,
    //   occupied: relay.
    // Lap 3 (relay j2, 3): i2 0→1, h2 0→1, g2 0→1 last, empty: the move ends (A4).
    // Board after: a2..l2 = 0 0 0 0 0 0 1 1 1 0 3 0; a1..l1 = 1 0 … 0 1. 8 seeds, no
    // capture, North to move.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,0,0,0,0,0,0,0,2,2,1],
                     [1,0,0,0,0,0,0,0,0,0,2,0]],
            "captured": {"S": 44, "N": 44}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["k1"]);
    assert_eq!(
        story(&g, &ev),
        strings(&[
            "lift k1 2",
            "drop l1",
            "drop l2",
            "relay l2 2",
            "drop k2",
            "drop j2",
            "relay j2 3",
            "drop i2",
            "drop h2",
            "drop g2",
        ])
    );
    // Lift events: the first lap is not a relay, every later one is.
    let relays: Vec<bool> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Lift { relay, .. } => Some(*relay),
            _ => None,
        })
        .collect();
    assert_eq!(relays, vec![false, true, true]);
    assert_eq!(
        rows(&g),
        vec![
            vec![0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 3, 0],
            vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
        ]
    );
    assert_eq!(captured(&g), (44, 44));
    assert_eq!(to_move(&g), "N");
}

// ---------------------------------------------------------------------------
// A4. The end of a move
// ---------------------------------------------------------------------------

#[test]
fn a4_move_ends_when_the_last_seed_falls_into_an_empty_pit() {
    // South: d1 = 2, g1 = 2; North: c2 = 1, h2 = 1, j2 = 1 (ballast).
    // d1 (2): e1 0→1, f1 0→1 last, empty: the move ends at once; g1 next to it is
    // occupied but is not touched (no relay from an empty landing).
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,1,0,0,0,0,1,0,1,0,0],
                     [0,0,0,2,0,0,2,0,0,0,0,0]],
            "captured": {"S": 40, "N": 49}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["d1"]);
    assert_eq!(
        story(&g, &ev),
        strings(&["lift d1 2", "drop e1", "drop f1"])
    );
    assert_eq!(
        rows(&g),
        vec![
            vec![0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0],
            vec![0, 0, 0, 0, 1, 1, 2, 0, 0, 0, 0, 0]
        ]
    );
    assert_eq!(to_move(&g), "N");
    assert_eq!(captured(&g), (40, 49));
}

#[test]
fn a4_move_ends_when_the_last_seed_captures_no_relay_of_the_four() {
    // South: e1 = 1, f1 = 3. North ballast: a2 = b2 = c2 = f2 = g2 = 1.
    // e1 (1): f1 3→4 by the last seed: captured by South (A5) and the move ends
    // there: f1 now holds nothing to relay, and nothing more is sown. 5 seeds
    // remain (> 4), South has an extra move.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,1,1,0,0,1,1,0,0,0,0,0],
                     [0,0,0,0,1,3,0,0,0,0,0,0]],
            "captured": {"S": 40, "N": 44}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["e1"]);
    assert_eq!(
        story(&g, &ev),
        strings(&["lift e1 1", "drop f1", "last f1 4 S", "extra S"])
    );
    assert_eq!(
        rows(&g),
        vec![vec![1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0], vec![0; 12]]
    );
    assert_eq!(captured(&g), (44, 44));
    assert_eq!(to_move(&g), "S");
    // South's row is empty: the extra move can only be a pass (A5).
    assert_eq!(legal(&g), sorted(&["pass"]));
}

// ---------------------------------------------------------------------------
// A5. Last-seed four
// ---------------------------------------------------------------------------

#[test]
fn a5_last_seed_four_in_the_opponents_row_goes_to_the_mover_with_an_extra_move() {
    // South: l1 = 1, c1 = 1, e1 = 1. North: l2 = 3, a2 = c2 = f2 = 1.
    // l1 (1): l2 3→4 with the last (only) seed: the four are South's (the mover),
    // although l2 is North's pit. The move ends and South moves again.
    // Board after: c1, e1, a2, c2, f2 = 5 seeds (> 4, the game goes on).
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,0,1,0,0,1,0,0,0,0,0,3],
                     [0,0,1,0,1,0,0,0,0,0,0,1]],
            "captured": {"S": 40, "N": 44}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["l1"]);
    assert_eq!(
        story(&g, &ev),
        strings(&["lift l1 1", "drop l2", "last l2 4 S", "extra S"])
    );
    assert_eq!(captured(&g), (44, 44));
    assert_eq!(to_move(&g), "S");
    assert_eq!(
        rows(&g),
        vec![
            vec![1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0],
            vec![0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0]
        ]
    );
    // The extra move: South's pits c1 (→ d1 empty) and e1 (→ f1 empty).
    assert_eq!(legal(&g), sorted(&["c1", "e1"]));
}

#[test]
fn a5_north_last_seed_four_in_souths_row_is_norths() {
    // North: a2 = f2 = h2 = j2 = 1. South: a1 = 3, d1 = 1, g1 = 1.
    // North sows a2 (1): the ring goes a2 → a1: a1 3→4 with the last seed: the four
    // go to North, the mover, though a1 is South's pit. 5 seeds remain; North
    // moves again: f2, h2, j2 each sow one seed into an empty pit.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,0,0,0,0,1,0,1,0,1,0,0],
                     [3,0,0,1,0,0,1,0,0,0,0,0]],
            "captured": {"S": 40, "N": 44}, "to_move": "N"}"#,
    );
    let ev = play(&mut g, &["a2"]);
    assert_eq!(
        story(&g, &ev),
        strings(&["lift a2 1", "drop a1", "last a1 4 N", "extra N"])
    );
    assert_eq!(captured(&g), (40, 48));
    assert_eq!(to_move(&g), "N");
    assert_eq!(legal(&g), sorted(&["f2", "h2", "j2"]));
}

#[test]
fn a5_extra_move_earns_another_and_a_mover_without_seeds_passes() {
    // South: a1 = 1, b1 = 3, l1 = 1. North: l2 = 3; ballast a2 c2 e2 g2 i2 = 1 each.
    // Move 1, l1 (1): l2 3→4 last seed: South takes 4 (44), extra move. Board 9.
    //   Legal then: a1 (→ b1 3→4, a capture) and b1 (c1, d1, e1 all 0→1, ends).
    // Extra move, a1 (1): b1 3→4 last seed: South takes 4 (48) and earns another
    //   extra move (A5). Board 5 (the ballast) > 4: the game goes on (A8).
    // South's row is now empty: the extra move is a pass (A5, A7).
    // After the pass North moves: each ballast pit sows one seed into an empty pit.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,0,1,0,1,0,1,0,1,0,0,3],
                     [1,3,0,0,0,0,0,0,0,0,0,1]],
            "captured": {"S": 40, "N": 40}, "to_move": "S"}"#,
    );
    assert_eq!(legal(&g), sorted(&["a1", "b1", "l1"]));
    let ev = play(&mut g, &["l1"]);
    assert_eq!(
        laps(&g, &ev),
        strings(&["lift l1 1", "last l2 4 S", "extra S"])
    );
    assert_eq!(to_move(&g), "S");
    assert_eq!(legal(&g), sorted(&["a1", "b1"]));
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        story(&g, &ev),
        strings(&["lift a1 1", "drop b1", "last b1 4 S", "extra S"])
    );
    assert_eq!(captured(&g), (48, 40));
    assert_eq!(to_move(&g), "S");
    assert_eq!(legal(&g), sorted(&["pass"]));
    assert!(refused(&g, "c1"));
    let ev = play(&mut g, &["pass"]);
    assert_eq!(story(&g, &ev), strings(&["pass S"]));
    assert_eq!(to_move(&g), "N");
    assert!(!is_over(&g));
    assert_eq!(
        rows(&g),
        vec![vec![1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0], vec![0; 12]]
    );
    assert_eq!(legal(&g), sorted(&["a2", "c2", "e2", "g2", "i2"]));
}

// ---------------------------------------------------------------------------
// A6. Mid-sowing fours
// ---------------------------------------------------------------------------

#[test]
fn a6_mid_sowing_four_goes_to_pit_owner() {
    // North moves b2 (3). Ring: b2 → a2 → a1 → b1.
    //   a2 3→4, not the last seed: captured at once to a2's owner, North (44→48).
    //   a1 3→4, not the last seed: captured at once to a1's owner, SOUTH (36→40),
    //   although North is moving.
    //   b1 0→1, the last seed, empty: the move ends. No extra move.
    // Ballast: f1 g1 h1 = 1, f2 g2 = 1. Board after: b1 + 5 = 6.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[3,3,0,0,0,1,1,0,0,0,0,0],
                     [3,0,0,0,0,1,1,1,0,0,0,0]],
            "captured": {"S": 36, "N": 44}, "to_move": "N"}"#,
    );
    let ev = play(&mut g, &["b2"]);
    assert_eq!(
        story(&g, &ev),
        strings(&[
            "lift b2 3",
            "drop a2",
            "mid a2 4 N",
            "drop a1",
            "mid a1 4 S",
            "drop b1",
        ])
    );
    assert_eq!(captured(&g), (40, 48));
    assert_eq!(to_move(&g), "S");
    assert_eq!(
        rows(&g),
        vec![
            vec![0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0],
            vec![0, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0]
        ]
    );
}

#[test]
fn a6_several_mid_sowing_fours_in_one_move_both_rows_pit_sown_again() {
    // South moves j1 (4); 21 seeds on the board:
    //   a2..l2 = 1 0 1 0 1 0 1 0 1 0 1 3
    //   a1..l1 = 0 1 0 1 0 1 0 2 0 4 3 0
    // Lap 1, lift j1 4: k1 3→4 (not last): to k1's owner South (36→40);
    //   l1 0→1; l2 3→4 (not last): to l2's owner North (36→40); k2 1→2 last: relay.
    // Lap 2, relay k2 2: j2 0→1, i2 1→2: relay.
    // Lap 3, relay i2 2: h2 0→1, g2 1→2: relay.
    // Lap 4, relay g2 2: f2 0→1, e2 1→2: relay.
    // Lap 5, relay e2 2: d2 0→1, c2 1→2: relay.
    // Lap 6, relay c2 2: b2 0→1, a2 1→2: relay.
    // Lap 7, relay a2 2: a1 0→1, b1 1→2: relay.
    // Lap 8, relay b1 2: c1 0→1, d1 1→2: relay.
    // Lap 9, relay d1 2: e1 0→1, f1 1→2: relay.
    // Lap 10, relay f1 2: g1 0→1, h1 2→3: relay.
    // Lap 11, relay h1 3: i1 0→1, j1 0→1 (the emptied starting pit is sown, A7),
    //   k1 0→1: the last seed, into k1 that the first lap's capture emptied: the
    //   pit is sown again (A6) and, being empty, ends the move (A4).
    // Board after (13 seeds):
    //   a2..l2 = 0 1 0 1 0 1 0 1 0 1 0 0
    //   a1..l1 = 1 0 1 0 1 0 1 0 1 1 1 1
    let before = r#"{"rows": [[1,0,1,0,1,0,1,0,1,0,1,3],
                              [0,1,0,1,0,1,0,2,0,4,3,0]],
                     "captured": {"S": 36, "N": 36}, "to_move": "S"}"#;
    let mut g = load("anywoli", &[], before);
    let ev = play(&mut g, &["j1"]);
    assert_eq!(
        story(&g, &ev)[..8],
        strings(&[
            "lift j1 4",
            "drop k1",
            "mid k1 4 S",
            "drop l1",
            "drop l2",
            "mid l2 4 N",
            "drop k2",
            "relay k2 2",
        ])[..]
    );
    assert_eq!(
        laps(&g, &ev),
        strings(&[
            "lift j1 4",
            "mid k1 4 S",
            "mid l2 4 N",
            "relay k2 2",
            "relay i2 2",
            "relay g2 2",
            "relay e2 2",
            "relay c2 2",
            "relay a2 2",
            "relay b1 2",
            "relay d1 2",
            "relay f1 2",
            "relay h1 3",
        ])
    );
    assert_eq!(
        story(&g, &ev)[story(&g, &ev).len() - 4..],
        strings(&["relay h1 3", "drop i1", "drop j1", "drop k1"])[..]
    );
    assert_eq!(
        rows(&g),
        vec![
            vec![0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0],
            vec![1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1]
        ]
    );
    assert_eq!(captured(&g), (40, 40));
    assert_eq!(to_move(&g), "N");
}

#[test]
fn move_events_replay_to_the_new_board() {
    // The A6 move above, replayed event by event from the board before it: every
    // event applies (no lift or capture of seeds that are not there), the hand is
    // empty at the end, and board and captured counts are those after the move.
    let before = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,0,1,0,1,0,1,0,1,0,1,3],
                     [0,1,0,1,0,1,0,2,0,4,3,0]],
            "captured": {"S": 36, "N": 36}, "to_move": "S"}"#,
    );
    let mut g = before.clone();
    let ev = play(&mut g, &["j1"]);
    let mut r = replay_of(before.position());
    let total = r.total();
    for e in &ev {
        assert!(r.apply(e), "event {e:?} does not apply");
        assert_eq!(r.total(), total, "C8: seeds conserved at {e:?}");
    }
    assert_eq!(r.hand, 0);
    assert_eq!(r.board, *g.position().board());
    assert_eq!(
        (r.captured.south as u64, r.captured.north as u64),
        captured(&g)
    );
    assert_eq!((r.captured.south, r.captured.north), (40, 40));

    // And a move that ends the game: the sweep events replay too (A8, A9).
    let before = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,2,0,2,0,0,0,0,0,0,0],
                     [1,3,0,0,0,0,0,0,0,0,0,0]],
            "captured": {"S": 42, "N": 46}, "to_move": "S"}"#,
    );
    let mut g = before.clone();
    let ev = play(&mut g, &["a1"]);
    let mut r = replay_of(before.position());
    for e in &ev {
        assert!(r.apply(e), "event {e:?} does not apply");
    }
    assert_eq!(r.board, *g.position().board());
    assert_eq!((r.captured.south, r.captured.north), (50, 46));
}

// ---------------------------------------------------------------------------
// A7. Passing
// ---------------------------------------------------------------------------

#[test]
fn a7_a_player_with_no_seeds_passes_and_only_then() {
    // North to move with an empty row; South has b1 = 2, e1 = 1, h1 = 1, j1 = 1.
    // North has no sowing: the only legal input is pass (A7). The board is
    // unchanged (5 seeds > 4, the game goes on) and South moves.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,2,0,0,1,0,0,1,0,1,0,0]],
            "captured": {"S": 44, "N": 44}, "to_move": "N"}"#,
    );
    assert_eq!(legal(&g), sorted(&["pass"]));
    assert!(refused(&g, "a2"));
    assert!(refused(&g, "b1"));
    let ev = play(&mut g, &["pass"]);
    assert_eq!(story(&g, &ev), strings(&["pass N"]));
    assert_eq!(to_move(&g), "S");
    assert!(!is_over(&g));
    assert_eq!(
        rows(&g),
        vec![vec![0; 12], vec![0, 2, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0]]
    );
    // South has sowings (b1: c1, d1 0→1; e1, h1, j1: one seed into an empty pit):
    // South must move, passing is refused.
    assert_eq!(legal(&g), sorted(&["b1", "e1", "h1", "j1"]));
    assert!(refused(&g, "pass"));
}

#[test]
fn a7_the_emptied_starting_pit_is_not_skipped() {
    // a1 = 24, every other pit empty. The 24 seeds go b1…l1 (11), l2…a2 (12), and
    // the 24th into a1 itself, which was emptied: 0→1, an empty pit, the move
    // ends (A4). Every pit now holds 1. (Skipping a1 would have dropped the 24th
    // seed into b1, 1→2, and relayed.)
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [24,0,0,0,0,0,0,0,0,0,0,0]],
            "captured": {"S": 36, "N": 36}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["a1"]);
    let s = story(&g, &ev);
    assert_eq!(s.len(), 25);
    assert_eq!(s[0], "lift a1 24");
    assert_eq!(s[1], "drop b1");
    assert_eq!(s[12], "drop l2");
    assert_eq!(s[23], "drop a2");
    assert_eq!(s[24], "drop a1");
    assert_eq!(rows(&g), vec![vec![1; 12], vec![1; 12]]);
    assert_eq!(to_move(&g), "N");
}

// ---------------------------------------------------------------------------
// A8. End of the game
// ---------------------------------------------------------------------------

#[test]
fn a8_game_ends_when_four_remain_after_a_move_before_the_extra_move() {
    // South: a1 = 1, b1 = 3. North: c2 = 2, e2 = 2. Captured S 42, N 46 (96).
    // a1 (1): b1 3→4 last seed: South takes 4 (46) and would move again, but only
    // c2 + e2 = 4 seeds remain: the game ends first (A8, checked before the extra
    // move). The last four go to the most recent capturer, South (A9): S 50, N 46.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,2,0,2,0,0,0,0,0,0,0],
                     [1,3,0,0,0,0,0,0,0,0,0,0]],
            "captured": {"S": 42, "N": 46}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["a1"]);
    let s = laps(&g, &ev);
    assert_eq!(s[..2], strings(&["lift a1 1", "last b1 4 S"])[..]);
    assert_eq!(s.last().unwrap(), "over");
    assert_eq!(s.len(), 2 + sweeps(&s).len() + 1);
    assert_eq!(sweeps(&s), strings(&["sweep c2 2 S", "sweep e2 2 S"]));
    assert_eq!(s.last().unwrap(), "over");
    assert!(!s.contains(&"extra S".to_string()));
    assert_eq!(rows(&g), vec![vec![0; 12], vec![0; 12]]);
    assert_eq!(captured(&g), (50, 46));
    let (winner, sc, nc, reason) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("S", 50, 46));
    assert!(!reason.contains("repetition"));
    assert_eq!(to_move(&g), "");
    assert!(legal(&g).is_empty());
    assert!(refused(&g, "a1"));
}

#[test]
fn a8_game_ends_when_all_seeds_are_captured() {
    // South: a1 = 1, b1 = 3, nothing else on the board. Captured S 44, N 48.
    // a1 (1): b1 3→4 last seed, South takes it: 48. The board is empty: every seed
    // is captured, the game ends (no extra move). 48–48: a draw (A10).
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [1,3,0,0,0,0,0,0,0,0,0,0]],
            "captured": {"S": 44, "N": 48}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        story(&g, &ev),
        strings(&["lift a1 1", "drop b1", "last b1 4 S", "over"])
    );
    let (winner, sc, nc, _) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("draw", 48, 48));
}

#[test]
fn a8_checked_after_a_pass_and_a9_no_capture_yet_row_owner() {
    // Loaded: North to move with an empty row; South a1 = c1 = e1 = 1 (3 seeds).
    // A loaded position is not ended on load for the last four (contract): North
    // must pass. After the pass only 3 (≤ 4) seeds remain: the game ends (A8).
    // No capture has been made in this game (a loaded position has no history),
    // so the last seeds go to the owner of their row: all 3 to South (A9 ruling).
    // S 44 + 3 = 47, N 48: North wins.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [1,0,1,0,1,0,0,0,0,0,0,0]],
            "captured": {"S": 44, "N": 48}, "to_move": "N"}"#,
    );
    assert!(!is_over(&g));
    assert_eq!(legal(&g), sorted(&["pass"]));
    let ev = play(&mut g, &["pass"]);
    let s = story(&g, &ev);
    assert_eq!(s[0], "pass N");
    assert_eq!(
        sweeps(&s),
        strings(&["sweep a1 1 S", "sweep c1 1 S", "sweep e1 1 S"])
    );
    assert_eq!(s.last().unwrap(), "over");
    let (winner, sc, nc, _) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("N", 47, 48));
}

// ---------------------------------------------------------------------------
// A9. The last four
// ---------------------------------------------------------------------------

/// South: a1 = 1, b1 = 3, l1 = 2. North: l2 = 3, e2 = f2 = g2 = 1. Captured
/// S 40, N 44 (96 in all).
/// Move 1, a1 (1): b1 3→4 last seed: South's (44), the first last-seed capture of
///   the game. 8 seeds remain; extra move.
/// Extra move, l1 (2): l2 3→4, not the last seed: to l2's owner North (48), the
///   most recent capture; k2 0→1 last, empty: ends. k2 e2 f2 g2 = 4 seeds remain:
///   the game ends (A8).
const A9_BOARD: &str = r#"{"rows": [[0,0,0,0,1,1,1,0,0,0,0,3],
                                    [1,3,0,0,0,0,0,0,0,0,0,2]],
                           "captured": {"S": 40, "N": 44}, "to_move": "S"}"#;

#[test]
fn a9_last_four_go_to_the_most_recent_capturer_by_default() {
    // Default (penultimate): the capture before the last four was l2's mid-sowing
    // four, received by North's store although South was moving: the last four go
    // to North. S 44, N 48 + 4 = 52: North wins.
    let mut g = load("anywoli", &[], A9_BOARD);
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        laps(&g, &ev),
        strings(&["lift a1 1", "last b1 4 S", "extra S"])
    );
    assert_eq!(legal(&g), sorted(&["l1"]));
    let ev = play(&mut g, &["l1"]);
    let s = laps(&g, &ev);
    assert_eq!(s[..2], strings(&["lift l1 2", "mid l2 4 N"])[..]);
    assert_eq!(s.last().unwrap(), "over");
    assert_eq!(s.len(), 2 + sweeps(&s).len() + 1);
    assert_eq!(
        sweeps(&s),
        strings(&[
            "sweep e2 1 N",
            "sweep f2 1 N",
            "sweep g2 1 N",
            "sweep k2 1 N"
        ])
    );
    let (winner, sc, nc, _) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("N", 44, 52));
}

#[test]
fn a9_option_first_last_seed_gives_the_last_four_to_the_first_last_seed_capturer() {
    // Same moves with last_four=first_last_seed: South made the game's first
    // last-seed capture (b1), so the last four go to South: S 48, N 48: a draw.
    let mut g = load("anywoli", &["last_four=first_last_seed"], A9_BOARD);
    play(&mut g, &["a1", "l1"]);
    let (winner, sc, nc, _) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("draw", 48, 48));
}

#[test]
fn a9_option_with_no_last_seed_capture_yet_gives_seeds_to_row_owners() {
    // South: l1 = 2, a1 = 1, c1 = 1. North: l2 = 3, e2 = 1. Captured S 40, N 48.
    // l1 (2): l2 3→4 not last: to North (52); k2 0→1 last, empty: ends.
    // Left: a1, c1 (South's row), k2, e2 (North's row): 4 seeds, the game ends.
    // With last_four=first_last_seed nobody has made a last-seed capture yet, so
    // each seed goes to its row's owner: S 42, N 54.
    // Under the default rule the four would all go to North (the mid-sowing
    // capture was the most recent): S 40, N 56.
    let board = r#"{"rows": [[0,0,0,0,1,0,0,0,0,0,0,3],
                             [1,0,1,0,0,0,0,0,0,0,0,2]],
                    "captured": {"S": 40, "N": 48}, "to_move": "S"}"#;
    let mut g = load("anywoli", &["last_four=first_last_seed"], board);
    let ev = play(&mut g, &["l1"]);
    let s = laps(&g, &ev);
    assert_eq!(s[..2], strings(&["lift l1 2", "mid l2 4 N"])[..]);
    assert_eq!(s.last().unwrap(), "over");
    assert_eq!(s.len(), 2 + sweeps(&s).len() + 1);
    assert_eq!(
        sweeps(&s),
        strings(&[
            "sweep a1 1 S",
            "sweep c1 1 S",
            "sweep e2 1 N",
            "sweep k2 1 N"
        ])
    );
    let (winner, sc, nc, _) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("N", 42, 54));

    let mut g = load("anywoli", &[], board);
    play(&mut g, &["l1"]);
    let (winner, sc, nc, _) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("N", 40, 56));
}

// ---------------------------------------------------------------------------
// A10. Winner
// ---------------------------------------------------------------------------

#[test]
fn a10_more_seeds_wins_whoever_captured_last() {
    // South: a1 = 1, b1 = 3; North: c2 = 1. Captured S 42, N 49 (96).
    // a1: b1 3→4 last seed, South 46; 1 seed left (≤ 4): the game ends and the last
    // seed goes to South, the most recent capturer: 47. North has 49 and wins.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,1,0,0,0,0,0,0,0,0,0],
                     [1,3,0,0,0,0,0,0,0,0,0,0]],
            "captured": {"S": 42, "N": 49}, "to_move": "S"}"#,
    );
    play(&mut g, &["a1"]);
    let (winner, sc, nc, _) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("N", 47, 49));
    assert_eq!(captured(&g), (47, 49));
}

#[test]
fn a10_equal_totals_48_48_is_a_draw() {
    // North: a2 = 1. South: a1 = 3, c1 = e1 = g1 = 1. Captured S 48, N 41 (96).
    // North sows a2 (1): a1 3→4 last seed: North's, 45. 3 seeds remain (c1 e1 g1,
    // ≤ 4): the game ends and they go to North, the most recent capturer: 48.
    // S 48, N 48: a draw.
    let mut g = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,0,0,0,0,0,0,0,0,0,0,0],
                     [3,0,1,0,1,0,1,0,0,0,0,0]],
            "captured": {"S": 48, "N": 41}, "to_move": "N"}"#,
    );
    let ev = play(&mut g, &["a2"]);
    let s = laps(&g, &ev);
    assert_eq!(s[..2], strings(&["lift a2 1", "last a1 4 N"])[..]);
    let (winner, sc, nc, _) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("draw", 48, 48));
    assert_eq!(state(&g)["result"]["winner"], "draw");
}

// ---------------------------------------------------------------------------
// A11 / C7. Repetition
// ---------------------------------------------------------------------------

#[test]
fn a11_threefold_repetition_ends_the_game_seeds_to_row_owners() {
    // Six single seeds, four pits apart: a1 e1 i1 (South), l2 h2 d2 (North).
    // Captured S 44, N 46 (96). Each input moves one seed one pit on, into an
    // empty pit (no relay, no capture). One "round" of six plies moves each seed
    // one pit, the front seed of each group first so that no seed lands on another:
    //   round k (k = 1..4), South: i1-seed, e1-seed, a1-seed; North: d2-seed,
    //   h2-seed, l2-seed, alternating S, N, S, N, S, N.
    // After 4 rounds (24 plies) every seed has moved 4 pits: i1→l2 (South sows it
    // out of l1 into l2), d2→a1 (North sows a2 into a1), and so on: the seeds are
    // again at a1 e1 i1 / l2 h2 d2 with South to move — the loaded position, a
    // second time. (Within the 24 plies no position repeats: each ply moves one
    // seed one pit on, so the sum of the seeds' ring positions grows by 1 mod 24.)
    // The same 24 plies again bring it a third time: the game ends (C7), and the
    // board seeds go to the owners of their rows (A11): S 44 + 3 = 47,
    // N 46 + 3 = 49: North wins.
    let cycle = [
        "i1", "d2", "e1", "h2", "a1", "l2", // round 1
        "j1", "c2", "f1", "g2", "b1", "k2", // round 2
        "k1", "b2", "g1", "f2", "c1", "j2", // round 3
        "l1", "a2", "h1", "e2", "d1", "i2", // round 4
    ];
    let start = r#"{"rows": [[0,0,0,1,0,0,0,1,0,0,0,1],
                             [1,0,0,0,1,0,0,0,1,0,0,0]],
                    "captured": {"S": 44, "N": 46}, "to_move": "S"}"#;
    let mut g = load("anywoli", &[], start);
    let start_rows = rows(&g);
    for (i, t) in cycle.iter().enumerate() {
        let ev = play(&mut g, &[t]);
        // Every ply: lift one seed, drop it into an empty pit.
        assert_eq!(story(&g, &ev).len(), 2, "ply {i} {t}");
        assert!(!is_over(&g));
    }
    assert_eq!(rows(&g), start_rows);
    assert_eq!(to_move(&g), "S");
    for t in &cycle[..23] {
        play(&mut g, &[t]);
        assert!(!is_over(&g), "ended early at {t}");
    }
    let ev = play(&mut g, &[cycle[23]]);
    assert!(is_over(&g));
    let s = laps(&g, &ev);
    assert_eq!(s[0], "lift i2 1");
    assert_eq!(s.last().unwrap(), "over");
    assert_eq!(s.len(), 1 + sweeps(&s).len() + 1);
    assert_eq!(
        sweeps(&s),
        strings(&[
            "sweep a1 1 S",
            "sweep d2 1 N",
            "sweep e1 1 S",
            "sweep h2 1 N",
            "sweep i1 1 S",
            "sweep l2 1 N",
        ])
    );
    let (winner, sc, nc, reason) = result_of(&g);
    assert_eq!((winner.as_str(), sc, nc), ("N", 47, 49));
    assert!(reason.contains("repetition"), "{reason}");
    assert_eq!(rows(&g), vec![vec![0; 12], vec![0; 12]]);
}

// ---------------------------------------------------------------------------
// C6. Endless sowing
// ---------------------------------------------------------------------------

#[test]
fn c6_endless_sowing_is_not_legal() {
    // 21 seeds, South to move:
    //   a2..l2 = 1 2 0 1 0 1 2 0 1 0 1 2
    //   a1..l1 = 0 1 3 1 0 1 0 2 1 0 1 0
    // South sows c1 (3):
    //  1. lift c1 3: d1 1→2, e1 0→1, f1 1→2 (last, occupied): relay
    //  2. relay f1 2: g1 0→1, h1 2→3: relay
    //  3. relay h1 3: i1 1→2, j1 0→1, k1 1→2: relay
    //  4. relay k1 2: l1 0→1, l2 2→3: relay
    //  5. relay l2 3: k2 1→2, j2 0→1, i2 1→2: relay
    //  6. relay i2 2: h2 0→1, g2 2→3: relay
    //  7. relay g2 3: f2 1→2, e2 0→1, d2 1→2: relay
    //  8. relay d2 2: c2 0→1, b2 2→3: relay
    //  9. relay b2 3: a2 1→2, a1 0→1, b1 1→2: relay
    // 10. relay b1 2: c1 0→1, d1 2→3: relay, d1 (3) to lift next.
    // Board now:
    //   a2..l2 = 2 0 1 0 1 2 0 1 0 1 2 0
    //   a1..l1 = 1 0 1 3 1 0 1 0 2 1 0 1
    // which is the starting board moved one pit on round the ring (each pit now
    // holds what the pit before it held: a1 = old a2, b1 = old a1, …, a2 = old b2),
    // with d1 (3) to lift as c1 (3) was. No pit is privileged, so the next ten laps
    // do the same again, one more pit on, and so forth: no lap ever ends in an
    // empty pit or makes a four (no pass through a 3 occurs: the pits passed
    // through hold 0, 1 or 2). After 24 such shifts (in fact already after 48
    // laps) board, pit reached and hand are exactly those of the start: the sowing
    // never ends, so c1 is not a legal move (C6).
    // The other sowings are finite: b1 (1) → c1 3→4, a last-seed capture;
    // d1 → e1, f1 → g1, i1 → j1, k1 → l1 each into an empty pit;
    // h1 (2): i1 1→2, j1 0→1 into an empty pit.
    let g = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,2,0,1,0,1,2,0,1,0,1,2],
                     [0,1,3,1,0,1,0,2,1,0,1,0]],
            "captured": {"S": 36, "N": 39}, "to_move": "S"}"#,
    );
    assert_eq!(legal(&g), sorted(&["b1", "d1", "f1", "h1", "i1", "k1"]));
    assert!(refused(&g, "c1"));
    assert_eq!(g.position().check(parse(&g, "c1")), Err(Illegal::Endless));
    // Some sowing is legal, so South may not pass either (A7).
    assert!(refused(&g, "pass"));
    let mut g2 = g.clone();
    let mut sink: Vec<Event> = vec![];
    assert!(g2.play(parse(&g, "c1"), &mut sink).is_err());
    assert!(sink.is_empty());
    assert_eq!(rows(&g2), rows(&g));
}

#[test]
fn c6_the_same_cycle_entered_by_north_is_endless_too() {
    // The board of the test above turned half a ring (each pit's seeds moved 12
    // pits on: a1 → l2, b1 → k2, …, l2 → a1), North to move:
    //   a2..l2 = 0 1 0 1 2 0 1 0 1 3 1 0
    //   a1..l1 = 2 1 0 1 0 2 1 0 1 0 2 1
    // No rule tells pits apart except by owner, and owners only matter for
    // captures, which the cycle never makes: North's j2 (3) runs the same ten-lap
    // shift (j2 → g2 → e2 → b2 → a1 → d1 → f1 → i1 → k1 → k2, then i2 (3) to lift,
    // everything one pit on), so j2 is not legal.
    // North's other sowings are finite: k2 (1) → j2 3→4, a last-seed capture;
    // i2 → h2, g2 → f2, d2 → c2, b2 → a2 into empty pits; e2 (2): d2 1→2, c2 0→1.
    let g = load(
        "anywoli",
        &[],
        r#"{"rows": [[0,1,0,1,2,0,1,0,1,3,1,0],
                     [2,1,0,1,0,2,1,0,1,0,2,1]],
            "captured": {"S": 36, "N": 39}, "to_move": "N"}"#,
    );
    assert!(refused(&g, "j2"));
    assert_eq!(legal(&g), sorted(&["b2", "d2", "e2", "g2", "i2", "k2"]));
}

//! Urim scenarios, one or more per rule (U1–U12); every board worked out by hand
//! from `docs/rules/urim.md`, never from the engine's output.
//!
//! Reading the boards: `rows[0]` is North's row `a2…f2` (left to right), `rows[1]`
//! is South's row `a1…f1`. Sowing runs a1→…→f1→f2→e2→…→a2→a1, so going
//! *backward* from a North pit leads towards f2, and from a South pit towards a1.
mod common;
use common::*;

use mancala::engine::{
    position_from_json, CaptureCause, Event, Game, Illegal, SetupError, SkipReason,
};

/// A move's events as short words, pit names as in the contract:
/// `lift a1 12`, `drop b1`, `skip a1 origin`, `skip b1 full`,
/// `capture c2 3 S landing`, `capture d2 2 S chain`, `sweep a1 4 S`, `over`.
fn story(g: &Game, events: &[Event]) -> Vec<String> {
    let l = g.position().layout();
    events
        .iter()
        .map(|e| match *e {
            Event::Lift { pit, count, .. } => format!("lift {} {count}", l.name(pit)),
            Event::Drop { pit } => format!("drop {}", l.name(pit)),
            Event::Skip { pit, why } => format!(
                "skip {} {}",
                l.name(pit),
                match why {
                    SkipReason::Origin => "origin",
                    SkipReason::Full => "full",
                }
            ),
            Event::Capture {
                pit,
                count,
                by,
                cause,
            } => format!(
                "capture {} {count} {} {}",
                l.name(pit),
                by.letter(),
                match cause {
                    CaptureCause::Landing => "landing".to_string(),
                    CaptureCause::ChainBackward => "chain".to_string(),
                    other => format!("{other:?}"),
                }
            ),
            Event::Sweep { pit, count, to } => {
                format!("sweep {} {count} {}", l.name(pit), to.letter())
            }
            Event::GameOver => "over".to_string(),
            other => format!("{other:?}"),
        })
        .collect()
}

/// The story with the end-of-game sweeps taken out and sorted (the rules say where
/// the seeds go, not in which order the pits are emptied).
fn story_and_sweeps(g: &Game, events: &[Event]) -> (Vec<String>, Vec<String>) {
    let (mut sweeps, rest): (Vec<String>, Vec<String>) = story(g, events)
        .into_iter()
        .partition(|s| s.starts_with("sweep"));
    sweeps.sort();
    (rest, sweeps)
}

fn words(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// `lift`, then a `drop` in each named pit, in order (a `skip …` word is kept as is).
fn sowing(lift: &str, pits: &[&str]) -> Vec<String> {
    let mut v = vec![lift.to_string()];
    for p in pits {
        if p.starts_with("skip") {
            v.push(p.to_string());
        } else {
            v.push(format!("drop {p}"));
        }
    }
    v
}

/// The match points of a finished game, as numbers.
fn points(g: &Game) -> (f64, f64) {
    let r = result(g);
    let p = &r["points"];
    assert!(p["S"].is_number() && p["N"].is_number(), "points: {p}");
    (p["S"].as_f64().unwrap(), p["N"].as_f64().unwrap())
}

// ---------------------------------------------------------------- U1 -------

#[test]
fn u1_openings_for_all_four_option_combinations() {
    // 3 or 4 seeds in each of 2 × 6 or 2 × 7 pits: 36, 42, 48, 56 seeds.
    let cases: [(&[&str], usize, u64, u64); 4] = [
        (&["pits=6"], 6, 3, 36),
        (&["pits=7"], 7, 3, 42),
        (&["pits=6", "seeds=4"], 6, 4, 48),
        (&["pits=7", "seeds=4"], 7, 4, 56),
    ];
    for (opts, cols, seeds, total) in cases {
        let g = opening("urim", opts);
        assert_eq!(rows(&g), vec![vec![seeds; cols]; 2], "{opts:?}");
        assert_eq!(board_total(&g), total, "{opts:?}");
        assert_eq!(captured(&g), (0, 0));
        assert_eq!(to_move(&g), "S", "C1: South moves first");
        // Every South pit is a legal opening move.
        let names: Vec<String> = (0..cols)
            .map(|c| format!("{}1", (b'a' + c as u8) as char))
            .collect();
        let names: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
        assert_eq!(legal(&g), sorted(&names));
    }
    // No options: 2 × 6 with 3 seeds.
    let g = opening("urim", &[]);
    assert_eq!(rows(&g), vec![vec![3; 6]; 2]);
    assert_eq!(state(&g)["options"]["pits"], 6);
    assert_eq!(state(&g)["options"]["seeds"], 3);
}

// ---------------------------------------------------------------- U2 -------

#[test]
fn u2_captures_go_to_the_capturers_store() {
    // North to move. a2=2, f2=3; South a1=1, b1=1, f1=2.
    // North sows a2 (2): a1 1→2, b1 1→2. Last seed in b1 (South's row) makes 2:
    // captured (U7); backward from b1 is a1 = 2: captured (U8); backward from a1 is
    // a2, North's own row: stop. North's store gets 2 + 2 = 4; South's stays 0.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[2,0,0,0,0,3],[1,1,0,0,0,2]], "captured": {"S": 0, "N": 0}, "to_move": "N"}"#,
    );
    let ev = play(&mut g, &["a2"]);
    assert_eq!(
        story(&g, &ev),
        words(&[
            "lift a2 2",
            "drop a1",
            "drop b1",
            "capture b1 2 N landing",
            "capture a1 2 N chain",
        ])
    );
    assert_eq!(
        rows(&g),
        vec![vec![0, 0, 0, 0, 0, 3], vec![0, 0, 0, 0, 0, 2]]
    );
    assert_eq!(captured(&g), (0, 4));
    assert_eq!(to_move(&g), "S");

    // And South's captures go to South's store: South f1 (1) → f2 1→2, captured.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[1,0,0,0,0,1],[1,0,0,0,0,1]], "captured": {"S": 3, "N": 5}, "to_move": "S"}"#,
    );
    play(&mut g, &["f1"]);
    assert_eq!(captured(&g), (5, 5));
}

// ---------------------------------------------------------------- U3 -------

#[test]
fn u3_single_lap_ends_when_the_hand_is_empty() {
    // Opening, South sows d1 (3): e1 3→4, f1 3→4, f2 3→4. The hand is empty: the
    // move is over, although the last seed fell into an occupied pit (no relay),
    // and f2 = 4 captures nothing (U7).
    let mut g = opening("urim", &["pits=6"]);
    let ev = play(&mut g, &["d1"]);
    assert_eq!(story(&g, &ev), sowing("lift d1 3", &["e1", "f1", "f2"]));
    assert_eq!(
        rows(&g),
        vec![vec![3, 3, 3, 3, 3, 4], vec![3, 3, 3, 0, 4, 4]]
    );
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "N");
    // Exactly one lift: one lap.
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::Lift { .. }))
            .count(),
        1
    );
}

// ---------------------------------------------------------------- U4 -------

#[test]
fn u4_origin_skipped_on_twelve_seeds_on_2x6() {
    // South a1 = 12, North 1 in every pit. Sowing a1 (12):
    //  1 b1, 2 c1, 3 d1, 4 e1, 5 f1, 6 f2, 7 e2, 8 d2, 9 c2, 10 b2, 11 a2,
    //  a1 is the emptied origin: skipped, 12 b1.
    // b1 = 2, c1…f1 = 1, every North pit 1→2. The last seed is in b1, South's own
    // row: no capture. The lap is 2n = 12 pits with 3 or 4 seeds a pit alike.
    for opts in [&["pits=6"][..], &["pits=6", "seeds=4"][..]] {
        let mut g = load(
            "urim",
            opts,
            r#"{"rows": [[1,1,1,1,1,1],[12,0,0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
        );
        let ev = play(&mut g, &["a1"]);
        assert_eq!(
            story(&g, &ev),
            sowing(
                "lift a1 12",
                &[
                    "b1",
                    "c1",
                    "d1",
                    "e1",
                    "f1",
                    "f2",
                    "e2",
                    "d2",
                    "c2",
                    "b2",
                    "a2",
                    "skip a1 origin",
                    "b1"
                ]
            ),
            "{opts:?}"
        );
        assert_eq!(rows(&g), vec![vec![2; 6], vec![0, 2, 1, 1, 1, 1]]);
        assert_eq!(captured(&g), (0, 0));
    }
}

#[test]
fn u4_origin_skipped_on_fourteen_seeds_on_2x7() {
    // 2 × 7: South a1 = 14, North 1 in every pit. Sowing a1 (14):
    //  1 b1 … 6 g1, 7 g2, 8 f2, … 13 a2, a1 skipped (origin), 14 b1.
    // Last seed in b1 (own row): no capture.
    let mut g = load(
        "urim",
        &["pits=7"],
        r#"{"rows": [[1,1,1,1,1,1,1],[14,0,0,0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        story(&g, &ev),
        sowing(
            "lift a1 14",
            &[
                "b1",
                "c1",
                "d1",
                "e1",
                "f1",
                "g1",
                "g2",
                "f2",
                "e2",
                "d2",
                "c2",
                "b2",
                "a2",
                "skip a1 origin",
                "b1"
            ]
        )
    );
    assert_eq!(rows(&g), vec![vec![2; 7], vec![0, 2, 1, 1, 1, 1, 1]]);
    assert_eq!(captured(&g), (0, 0));
}

#[test]
fn u4_a_smaller_handful_does_not_come_round() {
    // 2 × 6, a1 = 11, North 3 everywhere: b1…f1 get 1, f2…a2 get 3→4; the 11th
    // seed is the a2 one, so the origin is never reached (no skip). a2 = 4: no
    // capture (U7).
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[3,3,3,3,3,3],[11,0,0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        story(&g, &ev),
        sowing(
            "lift a1 11",
            &["b1", "c1", "d1", "e1", "f1", "f2", "e2", "d2", "c2", "b2", "a2"]
        )
    );
    assert_eq!(rows(&g), vec![vec![4; 6], vec![0, 1, 1, 1, 1, 1]]);
    assert_eq!(captured(&g), (0, 0));

    // 2 × 7, a1 = 13, North 3 everywhere: b1…g1, g2…a2 (13 pits); a2 = 4.
    let mut g = load(
        "urim",
        &["pits=7"],
        r#"{"rows": [[3,3,3,3,3,3,3],[13,0,0,0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["a1"]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Skip { .. })));
    assert_eq!(rows(&g), vec![vec![4; 7], vec![0, 1, 1, 1, 1, 1, 1]]);
    assert_eq!(captured(&g), (0, 0));
}

#[test]
fn u4_origin_skipped_whenever_sowing_comes_round_even_with_a_small_handful() {
    // Ruling: the origin is skipped whenever sowing reaches it again, which a full
    // pit (U5) can cause with fewer than 12 seeds. d2 = 17, South a1 = 11:
    //  1 b1, 2 c1, 3 d1, 4 e1, 5 f1, 6 f2, 7 e2, d2 holds 17: skipped,
    //  8 c2, 9 b2, 10 a2, a1 is the origin: skipped, 11 b1.
    // b1 = 2 (own row): no capture.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,17,0,0],[11,0,0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        story(&g, &ev),
        sowing(
            "lift a1 11",
            &[
                "b1",
                "c1",
                "d1",
                "e1",
                "f1",
                "f2",
                "e2",
                "skip d2 full",
                "c2",
                "b2",
                "a2",
                "skip a1 origin",
                "b1"
            ]
        )
    );
    assert_eq!(
        rows(&g),
        vec![vec![1, 1, 1, 17, 1, 1], vec![0, 2, 1, 1, 1, 1]]
    );
    assert_eq!(captured(&g), (0, 0));
}

// ---------------------------------------------------------------- U5 -------

#[test]
fn u5_a_pit_holding_17_is_skipped() {
    // South a1 = 17, b1 = 16; North a2 = 1. Sowing a1 (17):
    //  1 b1 16→17, 2 c1, 3 d1, 4 e1, 5 f1, 6 f2, 7 e2, 8 d2, 9 c2, 10 b2, 11 a2 1→2,
    //  a1 skipped (origin), b1 skipped (it now holds 17),
    //  12 c1 →2, 13 d1 →2, 14 e1 →2, 15 f1 →2, 16 f2 →2, 17 e2 →2.
    // Last seed in e2 (North's) makes 2: captured; backward f2 = 2: captured;
    // backward of f2 is f1, South's own: stop. South takes 4.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[1,0,0,0,0,0],[17,16,0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let before = *g.position();
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        story(&g, &ev),
        [
            sowing(
                "lift a1 17",
                &[
                    "b1",
                    "c1",
                    "d1",
                    "e1",
                    "f1",
                    "f2",
                    "e2",
                    "d2",
                    "c2",
                    "b2",
                    "a2",
                    "skip a1 origin",
                    "skip b1 full",
                    "c1",
                    "d1",
                    "e1",
                    "f1",
                    "f2",
                    "e2"
                ]
            ),
            words(&["capture e2 2 S landing", "capture f2 2 S chain"])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        vec![vec![2, 1, 1, 1, 0, 0], vec![0, 17, 2, 2, 2, 2]]
    );
    assert_eq!(captured(&g), (4, 0));
    // No pit ever holds more than 17, seed by seed.
    let mut r = replay_of(&before);
    for e in &ev {
        assert!(r.apply(e));
        assert!(r.board.counts.iter().all(|&c| c <= 17), "{e:?}");
    }
}

#[test]
fn u5_a_position_with_a_pit_over_17_is_refused() {
    // 18 seeds in a1 is fewer than the game's total, but over the pit limit, on
    // every board (the limit is 17 whatever the seeds per pit, U1).
    for (opts, json) in [
        (
            &["pits=6"][..],
            r#"{"rows": [[0,0,0,0,0,0],[18,0,0,0,0,0]]}"#,
        ),
        (
            &["pits=6", "seeds=4"][..],
            r#"{"rows": [[0,0,0,18,0,0],[0,0,0,0,0,0]]}"#,
        ),
        (
            &["pits=7", "seeds=4"][..],
            r#"{"rows": [[0,0,0,0,0,0,0],[0,0,0,0,0,0,18]]}"#,
        ),
    ] {
        let err = position_from_json(rules("urim", opts), json);
        assert!(
            matches!(err, Err(SetupError::Seeds(_))),
            "{opts:?}: {err:?}"
        );
    }
    // 17 is allowed.
    let ok = position_from_json(
        rules("urim", &["pits=6"]),
        r#"{"rows": [[0,0,0,0,0,0],[17,0,0,0,0,0]]}"#,
    );
    assert!(ok.is_ok());
}

// ---------------------------------------------------------------- U6 -------

#[test]
fn u6_only_feeding_moves_are_legal_when_the_opponent_row_is_empty() {
    // North's row is empty. South: a1=2, c1=3, d1=3, f1=1.
    //  a1 (2): b1, c1            — stays home;
    //  c1 (3): d1, e1, f1        — stays home;
    //  d1 (3): e1, f1, f2        — feeds f2;
    //  f1 (1): f2                — feeds f2.
    // Only d1 and f1 are legal.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,0,0,0],[2,0,3,3,0,1]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    assert!(!over(&g), "South, to move, has seeds");
    assert_eq!(legal(&g), sorted(&["d1", "f1"]));
    assert!(refused(&g, "a1") && refused(&g, "c1"));
    assert_eq!(g.position().check(parse(&g, "a1")), Err(Illegal::MustFeed));
    // d1: e1 0→1, f1 1→2, f2 0→1 (makes 1: no capture). North can now move.
    play(&mut g, &["d1"]);
    assert_eq!(
        rows(&g),
        vec![vec![0, 0, 0, 0, 0, 1], vec![2, 0, 3, 0, 1, 2]]
    );
    assert_eq!(to_move(&g), "N");
    assert!(!over(&g));
}

#[test]
fn u6_when_no_move_feeds_any_move_is_legal() {
    // North's row is empty; South d1=2, e1=1. d1 (2): e1, f1; e1 (1): f1. Neither
    // reaches row 2, so (ruling) both are legal. South plays d1: e1 1→2, f1 0→1.
    // North, to move, has no seeds: the game ends (U10) and the 3 seeds of row 1
    // go to South (U11): S 10+3 = 13, N 23. N wins; 23 is in 19–26: ½ point.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,0,0,0],[0,0,0,2,1,0]], "captured": {"S": 10, "N": 23}, "to_move": "S"}"#,
    );
    assert_eq!(legal(&g), sorted(&["d1", "e1"]));
    let ev = play(&mut g, &["d1"]);
    let (rest, sweeps) = story_and_sweeps(&g, &ev);
    assert_eq!(rest, words(&["lift d1 2", "drop e1", "drop f1", "over"]));
    assert_eq!(sweeps, words(&["sweep e1 2 S", "sweep f1 1 S"]));
    assert_eq!(score(&g), (13, 23));
    assert_eq!(winner(&g), "N");
    assert_eq!(points(&g), (0.0, 0.5));
}

#[test]
fn u6_a_feeding_move_counts_even_if_its_capture_takes_the_seeds_back() {
    // North's row is empty. South a1=1, d1=3, f1=17; stores S 5, N 10 (36 in all).
    //  a1 (1): b1 — does not feed: illegal.
    //  d1 (3): e1, f1 holds 17: skipped, f2, e2 — feeds.
    //  f1 (17): 1 f2, 2 e2, 3 d2, 4 c2, 5 b2, 6 a2, 7 a1 →2, 8 b1, 9 c1, 10 d1 →4,
    //           11 e1, f1 skipped (origin), 12 f2 →2, 13 e2 →2, 14 d2 →2, 15 c2 →2,
    //           16 b2 →2, 17 a2 →2 — feeds.
    // Both feeding moves are legal, f1 too although its capture takes everything
    // back: last seed a2 = 2, captured; backward b2, c2, d2, e2, f2 = 2 each,
    // captured; then f1 (own row) stops the chain: 12 seeds.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,0,0,0],[1,0,0,3,0,17]], "captured": {"S": 5, "N": 10}, "to_move": "S"}"#,
    );
    assert_eq!(legal(&g), sorted(&["d1", "f1"]));
    let ev = play(&mut g, &["f1"]);
    let (rest, sweeps) = story_and_sweeps(&g, &ev);
    assert_eq!(
        rest,
        [
            sowing(
                "lift f1 17",
                &[
                    "f2",
                    "e2",
                    "d2",
                    "c2",
                    "b2",
                    "a2",
                    "a1",
                    "b1",
                    "c1",
                    "d1",
                    "e1",
                    "skip f1 origin",
                    "f2",
                    "e2",
                    "d2",
                    "c2",
                    "b2",
                    "a2"
                ]
            ),
            words(&[
                "capture a2 2 S landing",
                "capture b2 2 S chain",
                "capture c2 2 S chain",
                "capture d2 2 S chain",
                "capture e2 2 S chain",
                "capture f2 2 S chain",
                "over",
            ])
        ]
        .concat()
    );
    // North is left with nothing (U9) and, to move, cannot move (U10); row 1's
    // a1 2 + b1 1 + c1 1 + d1 4 + e1 1 = 9 go to South (U11): S 5+12+9 = 26.
    assert_eq!(
        sweeps,
        words(&[
            "sweep a1 2 S",
            "sweep b1 1 S",
            "sweep c1 1 S",
            "sweep d1 4 S",
            "sweep e1 1 S"
        ])
    );
    assert_eq!(score(&g), (26, 10));
    assert_eq!(winner(&g), "S");
    assert_eq!(points(&g), (0.5, 0.0));
}

// ---------------------------------------------------------------- U7 -------

#[test]
fn u7_landing_that_makes_two_captures() {
    // South f1 (1): f2 1→2, North's row: 2 captured. Backward of f2 is f1 (own):
    // no chain.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[1,0,0,0,0,1],[1,0,0,0,0,1]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["f1"]);
    assert_eq!(
        story(&g, &ev),
        words(&["lift f1 1", "drop f2", "capture f2 2 S landing"])
    );
    assert_eq!(
        rows(&g),
        vec![vec![1, 0, 0, 0, 0, 0], vec![1, 0, 0, 0, 0, 0]]
    );
    assert_eq!(captured(&g), (2, 0));
}

#[test]
fn u7_landing_that_makes_three_captures() {
    // South e1 (2): f1 0→1, f2 2→3: 3 captured.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[1,0,0,0,0,2],[0,0,0,0,2,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["e1"]);
    assert_eq!(
        story(&g, &ev),
        words(&["lift e1 2", "drop f1", "drop f2", "capture f2 3 S landing"])
    );
    assert_eq!(
        rows(&g),
        vec![vec![1, 0, 0, 0, 0, 0], vec![0, 0, 0, 0, 0, 1]]
    );
    assert_eq!(captured(&g), (3, 0));
}

#[test]
fn u7_landing_that_makes_four_captures_nothing() {
    // South d1 (4): e1 0→1, f1 0→1, f2 1→2, e2 3→4. The last seed makes 4: no
    // capture, so no chain either, although f2 behind it now holds 2.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,0,3,1],[0,0,0,4,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["d1"]);
    assert_eq!(
        story(&g, &ev),
        sowing("lift d1 4", &["e1", "f1", "f2", "e2"])
    );
    assert_eq!(
        rows(&g),
        vec![vec![0, 0, 0, 0, 4, 2], vec![0, 0, 0, 0, 1, 1]]
    );
    assert_eq!(captured(&g), (0, 0));
}

#[test]
fn u7_landing_in_the_own_row_captures_nothing() {
    // North f2 (2): e2 0→1, d2 1→2. d2 is North's own pit: no capture.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,1,0,2],[1,1,0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "N"}"#,
    );
    let ev = play(&mut g, &["f2"]);
    assert_eq!(story(&g, &ev), sowing("lift f2 2", &["e2", "d2"]));
    assert_eq!(
        rows(&g),
        vec![vec![0, 0, 0, 2, 1, 0], vec![1, 1, 0, 0, 0, 0]]
    );
    assert_eq!(captured(&g), (0, 0));

    // South a1 (2): b1 0→1, c1 2→3. c1 is South's own: no capture.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[1,0,0,0,0,0],[2,0,2,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    play(&mut g, &["a1"]);
    assert_eq!(
        rows(&g),
        vec![vec![1, 0, 0, 0, 0, 0], vec![0, 1, 3, 0, 0, 0]]
    );
    assert_eq!(captured(&g), (0, 0));
}

// ---------------------------------------------------------------- U8 -------

#[test]
fn u8_chain_takes_twos_threes_and_fours_going_backward_to_the_row_end() {
    // North a2..f2 = 5,2,2,1,2,3; South e1 = 5.
    // e1 (5): f1 0→1, f2 3→4, e2 2→3, d2 1→2, c2 2→3 (last).
    // c2 = 3: captured. Backward: d2 = 2, e2 = 3, f2 = 4: captured; then f1 is
    // South's own row: the end of North's row stops the chain.
    // b2 = 2 lies *ahead* of the landing pit: untouched. 3+2+3+4 = 12.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[5,2,2,1,2,3],[0,0,0,0,5,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["e1"]);
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift e1 5", &["f1", "f2", "e2", "d2", "c2"]),
            words(&[
                "capture c2 3 S landing",
                "capture d2 2 S chain",
                "capture e2 3 S chain",
                "capture f2 4 S chain",
            ])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        vec![vec![5, 2, 0, 0, 0, 0], vec![0, 0, 0, 0, 0, 1]]
    );
    assert_eq!(captured(&g), (12, 0));
}

#[test]
fn u8_chain_stops_at_another_count() {
    // North a2..f2 = 0,2,2,1,4,3; South e1 = 5.
    // e1 (5): f1 0→1, f2 3→4, e2 4→5, d2 1→2, c2 2→3 (last).
    // c2 = 3 captured, d2 = 2 captured, e2 = 5 stops the chain: f2 = 4 beyond it
    // is not taken. 3+2 = 5.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,2,2,1,4,3],[0,0,0,0,5,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["e1"]);
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift e1 5", &["f1", "f2", "e2", "d2", "c2"]),
            words(&["capture c2 3 S landing", "capture d2 2 S chain"])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        vec![vec![0, 2, 0, 0, 5, 4], vec![0, 0, 0, 0, 0, 1]]
    );
    assert_eq!(captured(&g), (5, 0));
}

// ---------------------------------------------------------------- U9 -------

#[test]
fn u9_capturing_the_whole_opponent_row_is_allowed() {
    // North 1 in every pit; South a1 = 3, e1 = 7; stores 10 and 10 (36 in all).
    // e1 (7): f1 0→1, f2, e2, d2, c2, b2, a2 each 1→2. Last a2 = 2: captured, and
    // backward b2, c2, d2, e2, f2 = 2 each: captured, up to f1 (own): 12 seeds,
    // the whole of North's row. North, to move, has nothing: the game ends (U10)
    // and a1 3 + f1 1 go to South (U11): S 10+12+4 = 26, N 10.
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[1,1,1,1,1,1],[3,0,0,0,7,0]], "captured": {"S": 10, "N": 10}, "to_move": "S"}"#,
    );
    assert!(!refused(&g, "e1"));
    let ev = play(&mut g, &["e1"]);
    let (rest, sweeps) = story_and_sweeps(&g, &ev);
    assert_eq!(
        rest,
        [
            sowing("lift e1 7", &["f1", "f2", "e2", "d2", "c2", "b2", "a2"]),
            words(&[
                "capture a2 2 S landing",
                "capture b2 2 S chain",
                "capture c2 2 S chain",
                "capture d2 2 S chain",
                "capture e2 2 S chain",
                "capture f2 2 S chain",
                "over",
            ])
        ]
        .concat()
    );
    assert_eq!(sweeps, words(&["sweep a1 3 S", "sweep f1 1 S"]));
    assert_eq!(score(&g), (26, 10));
    assert_eq!(winner(&g), "S");
    assert_eq!(points(&g), (0.5, 0.0));
}

// ---------------------------------------------------------------- U10 ------

#[test]
fn u10_game_ends_when_the_player_to_move_has_no_seeds() {
    // Loaded with South to move and row 1 empty: over at once. North's row
    // (1+2+3 = 6) goes to North: S 20, N 10+6 = 16. S wins, 20 is in 19–26.
    let g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[1,2,0,0,0,3],[0,0,0,0,0,0]], "captured": {"S": 20, "N": 10}, "to_move": "S"}"#,
    );
    assert!(over(&g));
    let s = state(&g);
    assert!(s["to_move"].is_null() && s["awaiting"].is_null());
    assert_eq!(legal(&g), Vec::<String>::new());
    assert_eq!(rows(&g), vec![vec![0; 6]; 2]);
    assert_eq!(captured(&g), (20, 16));
    assert_eq!(score(&g), (20, 16));
    assert_eq!(winner(&g), "S");
    assert_eq!(points(&g), (0.5, 0.0));
    assert!(!s["result"]["reason"]
        .as_str()
        .unwrap()
        .contains("repetition"));
    assert!(refused(&g, "a1"));

    // Same with North to move and row 2 empty: South's 5 seeds go to South.
    let g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,0,0,0],[0,4,0,0,0,1]], "captured": {"S": 15, "N": 16}, "to_move": "N"}"#,
    );
    assert!(over(&g));
    assert_eq!(score(&g), (20, 16));

    // Not over while the player to move has seeds, even if the other has none.
    let g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,0,0,0],[0,0,0,0,0,1]], "to_move": "S"}"#,
    );
    assert!(!over(&g));
    assert_eq!(legal(&g), sorted(&["f1"]));
}

#[test]
fn u10_threefold_repetition_ends_the_game() {
    // Four single seeds a quarter of the ring apart: a1, d1 (South), f2, c2
    // (North); stores 16 and 16. In ring order a1=0 … f1=5, f2=6 … a2=11 the seeds
    // sit at 0, 3, 6, 9. Twelve single-seed moves, each into an empty pit (so no
    // capture: a landing makes 1), move every seed three pits on; the board is
    // then the same and South is to move again:
    //   S d1→e1, N f2→e2, S e1→f1, N e2→d2, S f1→f2, N c2→b2,
    //   S a1→b1, N b2→a2, S b1→c1, N a2→a1, S c1→d1, N d2→c2.
    // Both rows always hold a seed, so U6 never restricts a choice. The opening
    // position counts once (C7), after 12 moves twice, after 24 three times: the
    // game ends. U11: a1, d1 → South, f2, c2 → North: 18–18, a draw, no points.
    let start = r#"{"rows": [[0,0,1,0,0,1],[1,0,0,1,0,0]], "captured": {"S": 16, "N": 16}, "to_move": "S"}"#;
    let cycle = [
        "d1", "f2", "e1", "e2", "f1", "c2", "a1", "b2", "b1", "a2", "c1", "d2",
    ];
    let mut g = load("urim", &["pits=6"], start);
    let first = rows(&g);
    let ev = play(&mut g, &cycle);
    assert!(!ev.iter().any(|e| matches!(e, Event::Capture { .. })));
    assert_eq!(rows(&g), first);
    assert_eq!(to_move(&g), "S");
    assert!(!over(&g), "second occurrence only");
    play(&mut g, &cycle[..11]);
    assert!(!over(&g));
    let ev = play(&mut g, &cycle[11..]);
    assert!(over(&g), "third occurrence");
    let (rest, sweeps) = story_and_sweeps(&g, &ev);
    assert_eq!(rest, words(&["lift d2 1", "drop c2", "over"]));
    assert_eq!(
        sweeps,
        words(&[
            "sweep a1 1 S",
            "sweep c2 1 N",
            "sweep d1 1 S",
            "sweep f2 1 N"
        ])
    );
    let r = result(&g);
    assert!(r["reason"].as_str().unwrap().contains("repetition"));
    assert_eq!(score(&g), (18, 18));
    assert_eq!(winner(&g), "draw");
    assert_eq!(points(&g), (0.0, 0.0));
}

// ---------------------------------------------------------------- U11 ------

#[test]
fn u11_leftover_seeds_go_to_the_owner_of_their_row() {
    // South f1 (1): f2 1→2, captured (2). North's row is now empty and North is to
    // move: the game ends. The 4 seeds left in a1 lie in South's row: South's,
    // even though North wins. S 10+2+4 = 16, N 20: N ½ (20 in 19–26).
    let mut g = load(
        "urim",
        &["pits=6"],
        r#"{"rows": [[0,0,0,0,0,1],[4,0,0,0,0,1]], "captured": {"S": 10, "N": 20}, "to_move": "S"}"#,
    );
    let ev = play(&mut g, &["f1"]);
    assert_eq!(
        story(&g, &ev),
        words(&[
            "lift f1 1",
            "drop f2",
            "capture f2 2 S landing",
            "sweep a1 4 S",
            "over"
        ])
    );
    assert_eq!(rows(&g), vec![vec![0; 6]; 2]);
    assert_eq!(captured(&g), (16, 20));
    assert_eq!(score(&g), (16, 20));
    assert_eq!(winner(&g), "N");
    assert_eq!(points(&g), (0.0, 0.5));
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

// ---------------------------------------------------------- events ---------

#[test]
fn events_replay_to_the_new_board() {
    // The U5 move (skips and a capture) and the U9 move (a capture ending the game
    // with a sweep): applying each move's events to the board before it gives the
    // board after it, and no seed is created or lost on the way (C8).
    for (json, token) in [
        (
            r#"{"rows": [[1,0,0,0,0,0],[17,16,0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
            "a1",
        ),
        (
            r#"{"rows": [[1,1,1,1,1,1],[3,0,0,0,7,0]], "captured": {"S": 10, "N": 10}, "to_move": "S"}"#,
            "e1",
        ),
    ] {
        let mut g = load("urim", &["pits=6"], json);
        let before = *g.position();
        let ev = play(&mut g, &[token]);
        let mut r = replay_of(&before);
        let total = r.total();
        for e in &ev {
            assert!(r.apply(e), "{e:?}");
            assert_eq!(r.total(), total, "{e:?}");
        }
        assert_eq!(r.hand, 0);
        assert_eq!(r.board, *g.position().board());
        let (s, n) = captured(&g);
        assert_eq!((r.captured.south as u64, r.captured.north as u64), (s, n));
    }
}

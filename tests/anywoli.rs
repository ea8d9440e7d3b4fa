//! Anywoli tests that stay in Rust. Every other Anywoli scenario (A1–A10, C6,
//! C8) is in `tests/scenarios/anywoli.txt`, run by `tests/scenarios.rs`. Here: a
//! loop (a 24-ply cycle played three times, checked ply by ply), and what a
//! refused endless sowing does when played anyway (the notation's `refused` only
//! asks the position). Worked by hand from `docs/rules/anywoli.md`.
//!
//! Reading the boards: `rows[0]` is North's row 2, `a2 … l2` left to right;
//! `rows[1]` is South's row 1, `a1 … l1`. Sowing is counter-clockwise:
//! a1 → … → l1 → l2 → k2 → … → a2 → a1.
mod common;
use common::*;

use mancala::engine::{Event, Game};

/// One word per event: `lift a1 2`, `drop b1`, `sweep c2 2 S`, `over`; other
/// events by their debug form (none occur in this test).
fn story(g: &Game, events: &[Event]) -> Vec<String> {
    let l = g.position().layout();
    events
        .iter()
        .map(|e| match *e {
            Event::Lift { pit, count, relay } => format!(
                "{} {} {count}",
                if relay { "relay" } else { "lift" },
                l.name(pit)
            ),
            Event::Drop { pit } => format!("drop {}", l.name(pit)),
            Event::Sweep { pit, count, to } => {
                format!("sweep {} {count} {}", l.name(pit), to.letter())
            }
            Event::GameOver => "over".to_string(),
            other => format!("{other:?}"),
        })
        .collect()
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
        assert!(!over(&g));
    }
    assert_eq!(rows(&g), start_rows);
    assert_eq!(to_move(&g), "S");
    for t in &cycle[..23] {
        play(&mut g, &[t]);
        assert!(!over(&g), "ended early at {t}");
    }
    let ev = play(&mut g, &[cycle[23]]);
    assert!(over(&g));
    // Without the drops: the lift, the sweeps (the rules give no order for
    // them: sorted here), the end.
    let s: Vec<String> = story(&g, &ev)
        .into_iter()
        .filter(|w| !w.starts_with("drop"))
        .collect();
    let mut sweeps: Vec<String> = s
        .iter()
        .filter(|w| w.starts_with("sweep"))
        .cloned()
        .collect();
    sweeps.sort();
    assert_eq!(s[0], "lift i2 1");
    assert_eq!(s.last().unwrap(), "over");
    assert_eq!(s.len(), 1 + sweeps.len() + 1);
    assert_eq!(
        sweeps,
        [
            "sweep a1 1 S",
            "sweep d2 1 N",
            "sweep e1 1 S",
            "sweep h2 1 N",
            "sweep i1 1 S",
            "sweep l2 1 N",
        ]
    );
    assert_eq!((winner(&g).as_str(), score(&g)), ("N", (47, 49)));
    assert!(reason(&g).contains("repetition"), "{}", reason(&g));
    assert_eq!(rows(&g), vec![vec![0; 12], vec![0; 12]]);
}

// ---------------------------------------------------------------------------
// C6. Endless sowing
// ---------------------------------------------------------------------------

#[test]
fn c6_an_endless_sowing_played_anyway_is_refused_and_changes_nothing() {
    // The board of the scenario `c6_endless_sowing_is_not_legal`
    // (tests/scenarios/anywoli.txt, where the hand working is): South's c1 (3)
    // sows for ever, so it is not legal (C6). The scenario's `refused c1` asks
    // the position; here the game is told to play it anyway: it refuses, emits
    // no event, and the board is as before.
    let g = load(
        "anywoli",
        &[],
        r#"{"rows": [[1,2,0,1,0,1,2,0,1,0,1,2],
                     [0,1,3,1,0,1,0,2,1,0,1,0]],
            "captured": {"S": 36, "N": 39}, "to_move": "S"}"#,
    );
    let mut g2 = g.clone();
    let mut sink: Vec<Event> = vec![];
    assert!(g2.play(parse(&g, "c1"), &mut sink).is_err());
    assert!(sink.is_empty());
    assert_eq!(rows(&g2), rows(&g));
}

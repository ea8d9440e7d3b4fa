//! Bao Kigogo scenarios, one or more per rule (B1–B11, and C6 as Bao plays it);
//! every board worked out by hand from `docs/rules/bao-kigogo.md` and
//! `docs/rules/README.md`, never from the engine's output.
//!
//! Reading the boards: `rows` is top row first, as in the contract:
//! `rows[0]` = row 4 (North's back row), `rows[1]` = row 3 (North's front row),
//! `rows[2]` = row 2 (South's front row), `rows[3]` = row 1 (South's back row),
//! each left to right `a…l`.
//! South sows a1→b1→…→l1→l2→k2→…→a2→a1; North sows a3→…→l3→l4→k4→…→a4→a3.
//! In the workings, "S ring" position `rN` counts South's pits in sowing order
//! (r0 = a1 … r11 = l1, r12 = l2 … r23 = a2), and North's ring likewise
//! (r0 = a3 … r11 = l3, r12 = l4 … r23 = a4).
mod common;
use common::*;

use mancala::engine::{position_from_json, CaptureCause, Event, Game, Illegal, Position};

const BAO: &str = "bao-kigogo";

fn bao(json: &str) -> Game {
    load(BAO, &[], json)
}

/// A move's events as short words: `lift a1 2` (first lap), `relay c1 3` (a relay
/// lap, B4), `drop b1`, `capture a3 2 S front` / `capture a4 2 S back` (B7, B8),
/// `over`.
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
                    CaptureCause::FileFront => "front".to_string(),
                    CaptureCause::FileBack => "back".to_string(),
                    other => format!("{other:?}"),
                }
            ),
            Event::GameOver => "over".to_string(),
            other => format!("{other:?}"),
        })
        .collect()
}

fn words(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// `lift`, then a `drop` in each named pit, in order.
fn sowing(lift: &str, pits: &[&str]) -> Vec<String> {
    let mut v = vec![lift.to_string()];
    v.extend(pits.iter().map(|p| format!("drop {p}")));
    v
}

fn grid(r: [[u64; 12]; 4]) -> Vec<Vec<u64>> {
    r.iter().map(|row| row.to_vec()).collect()
}

/// Seeds on South's two rows (rows 2 and 1) and on North's (rows 4 and 3).
fn sides(g: &Game) -> (u64, u64) {
    let r = rows(g);
    (
        r[2].iter().chain(&r[3]).sum(),
        r[0].iter().chain(&r[1]).sum(),
    )
}

/// The game is over: no one to move, nothing legal, and the result given.
fn assert_over(g: &Game, win: &str, sc: (u64, u64)) {
    assert!(over(g), "game should be over: {}", state(g));
    assert_eq!(winner(g), win);
    assert_eq!(score(g), sc);
    assert_eq!(captured(g), sc, "score equals captured");
    assert!(!reason(g).is_empty());
    assert_eq!(to_move(g), "");
    assert!(state(g)["awaiting"].is_null());
    assert!(legal(g).is_empty());
}

/// Plays one token and checks that its events, replayed on the position before,
/// give the position after (board, captured, empty hand).
fn play_checked(g: &mut Game, token: &str) -> Vec<Event> {
    let before: Position = *g.position();
    let ev = play(g, &[token]);
    let mut r = replay_of(&before);
    for e in &ev {
        assert!(r.apply(e), "{token}: impossible event {e:?}");
    }
    assert_eq!(r.board, *g.position().board(), "{token}: replayed board");
    assert_eq!(r.hand, 0, "{token}: seeds left in hand");
    let c = g.position().captured();
    assert_eq!(
        (r.captured.south, r.captured.north),
        (c.south as u32, c.north as u32),
        "{token}: replayed captures"
    );
    ev
}

/// Why a token would be refused on a raw position (no end-of-game check first).
fn check_raw(json: &str, token: &str) -> Result<(), Illegal> {
    let p = position_from_json(rules(BAO, &[]), json).unwrap();
    let input = p.parse_input(token).unwrap();
    p.check(input)
}

// ---------------------------------------------------------------- B1, B2 ---

#[test]
fn b1_b2_opening_has_92_seeds_with_a2_and_l3_empty() {
    // B1: 4 × 12, South owns rows 1 and 2, North rows 3 and 4.
    // B2: 2 everywhere except a2 and l3: 48 pits × 2 − 2 × 2 = 92.
    let g = opening(BAO, &[]);
    assert_eq!(
        rows(&g),
        grid([
            [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
            [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0],
            [0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
            [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
        ])
    );
    assert_eq!(board_total(&g), 92);
    assert_eq!(sides(&g), (46, 46));
    assert_eq!(
        owners(&g),
        vec![
            "NNNNNNNNNNNN",
            "NNNNNNNNNNNN",
            "SSSSSSSSSSSS",
            "SSSSSSSSSSSS"
        ]
    );
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "S"); // C1
    assert_eq!(state(&g)["awaiting"], "move");
    assert!(!over(&g));
    // B3: every South pit holding two may be sown; each of these 23 sowings
    // ends (worked one by one in `b3_to_b9_every_opening_move_worked_by_hand`).
    assert_eq!(
        legal(&g),
        sorted(&[
            "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "b2", "c2",
            "d2", "e2", "f2", "g2", "h2", "i2", "j2", "k2", "l2",
        ])
    );
    // a2 is empty, North's pits are not South's.
    assert!(refused(&g, "a2"));
    assert!(refused(&g, "a3"));
    assert!(refused(&g, "a4"));
}

#[test]
fn b2_b4_b7_b8_opening_a1_relays_round_to_a2_and_takes_file_a() {
    // From the opening, South sows a1 (2): b1 3, c1 3. c1 was occupied: relay.
    // relay c1 (3): d1 3, e1 3, f1 3 (f1 occupied: relay)
    // relay f1 (3): g1 3, h1 3, i1 3
    // relay i1 (3): j1 3, k1 3, l1 3
    // relay l1 (3): l2 3, k2 3, j2 3          (round the corner l1 → l2)
    // relay j2 (3): i2 3, h2 3, g2 3
    // relay g2 (3): f2 3, e2 3, d2 3
    // relay d2 (3): c2 3, b2 3, a2 1 — a2 was empty: the move ends (B5) in
    // South's front row; a3 opposite holds 2: taken (B7), and a4 behind it
    // holds 2: taken too (B8). 4 seeds leave play. The relay landings in j2, g2,
    // d2 were in occupied pits, so they captured nothing.
    let mut g = opening(BAO, &[]);
    let ev = play_checked(&mut g, "a1");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift a1 2", &["b1", "c1"]),
            sowing("relay c1 3", &["d1", "e1", "f1"]),
            sowing("relay f1 3", &["g1", "h1", "i1"]),
            sowing("relay i1 3", &["j1", "k1", "l1"]),
            sowing("relay l1 3", &["l2", "k2", "j2"]),
            sowing("relay j2 3", &["i2", "h2", "g2"]),
            sowing("relay g2 3", &["f2", "e2", "d2"]),
            sowing("relay d2 3", &["c2", "b2", "a2"]),
            words(&["capture a3 2 S front", "capture a4 2 S back"]),
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
            [0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0],
            [1, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3],
            [0, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0],
        ])
    );
    assert_eq!(captured(&g), (4, 0));
    assert_eq!(sides(&g), (46, 42));
    assert_eq!(board_total(&g) + 4, 92); // C8
    assert_eq!(to_move(&g), "N");
    assert!(!over(&g));
}

// ------------------------------------------------------- B3 … B9 (opening) ---

#[test]
fn b3_to_b9_every_opening_move_worked_by_hand() {
    // South's ring from a pit k (r0 = a1 … r11 = l1, r12 = l2 … r23 = a2): every
    // pit holds 2 except r23 (a2), 0. Sowing rk (2) gives r(k+1) 3 and r(k+2) 3:
    // a relay of 3, and each relay lap of 3 lands on an untouched 2 three pits on
    // (landings k+2, k+5, k+8, …), leaving the pits between at 3.
    // - k ≡ 0 (mod 3): a landing falls on r23 = a2, empty: the move ends there and
    //   takes a3 (2) and a4 (2): 4 seeds.
    // - k ≡ 1 or 2: the landings pass a2 (it gets one seed in passing), go round
    //   (r0, r3, … or r1, r4, …: untouched 2s, relays of 3) and reach r(k+2),
    //   the first relay pit, emptied when lifted: the move ends there (k = 22:
    //   r24 = r0 = a1). If that pit is in row 2 (r12…r23) and North's pit
    //   opposite holds 2, the file is taken (2 + 2); k1 (k = 10) ends in l2, and
    //   l3 is empty, so nothing is taken and l4 is safe (B9).
    // In every case South keeps its 46 seeds, the move ends after one landing
    // in an empty pit, and North is to move.
    let table: [(&str, &str, Option<char>); 23] = [
        ("a1", "a2", Some('a')),
        ("b1", "d1", None),
        ("c1", "e1", None),
        ("d1", "a2", Some('a')),
        ("e1", "g1", None),
        ("f1", "h1", None),
        ("g1", "a2", Some('a')),
        ("h1", "j1", None),
        ("i1", "k1", None),
        ("j1", "a2", Some('a')),
        ("k1", "l2", None),
        ("l1", "k2", Some('k')),
        ("l2", "a2", Some('a')),
        ("k2", "i2", Some('i')),
        ("j2", "h2", Some('h')),
        ("i2", "a2", Some('a')),
        ("h2", "f2", Some('f')),
        ("g2", "e2", Some('e')),
        ("f2", "a2", Some('a')),
        ("e2", "c2", Some('c')),
        ("d2", "b2", Some('b')),
        ("c2", "a2", Some('a')),
        ("b2", "a1", None),
    ];
    for (pit, landing, file) in table {
        let mut g = opening(BAO, &[]);
        let ev = play_checked(&mut g, pit);
        let s = story(&g, &ev);
        let drops: Vec<&String> = s.iter().filter(|w| w.starts_with("drop")).collect();
        assert_eq!(
            drops.last().unwrap().as_str(),
            format!("drop {landing}"),
            "{pit}"
        );
        let caps: Vec<String> = s
            .iter()
            .filter(|w| w.starts_with("capture"))
            .cloned()
            .collect();
        match file {
            Some(c) => {
                assert_eq!(
                    caps,
                    vec![
                        format!("capture {c}3 2 S front"),
                        format!("capture {c}4 2 S back")
                    ],
                    "{pit}"
                );
                assert_eq!(captured(&g), (4, 0), "{pit}");
            }
            None => {
                assert!(caps.is_empty(), "{pit}: {caps:?}");
                assert_eq!(captured(&g), (0, 0), "{pit}");
            }
        }
        // The captures, if any, are the last events: the move ends (B9).
        let last_drop = s.iter().rposition(|w| w.starts_with("drop")).unwrap();
        assert_eq!(s.len() - last_drop - 1, caps.len(), "{pit}");
        assert_eq!(sides(&g).0, 46, "{pit}");
        assert_eq!(to_move(&g), "N", "{pit}");
        assert!(!over(&g), "{pit}");
    }
}

// ---------------------------------------------------------------- B3 -------

#[test]
fn b3_only_pits_with_two_or_more_may_be_sown() {
    // South: a1 2, c1 1, f2 1. North: k4 2.
    // Only a1 holds two or more, so it is South's only move: c1 and f2 are single
    // seeds (B6 forbids them while a1 holds 2), b1 is empty, k4 and a3 are
    // North's.
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,2,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,1,0,0,0,0,0,0],
                     [2,0,1,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    assert_eq!(legal(&g), sorted(&["a1"]));
    for t in ["c1", "f2", "b1", "k4", "a3"] {
        assert!(refused(&g, t), "{t}");
    }
    // a1 (2): b1 1, c1 2 (occupied: relay); relay c1 (2): d1 1, e1 1 — e1 was
    // empty: the move ends in the back row, nothing is taken.
    let ev = play_checked(&mut g, "a1");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift a1 2", &["b1", "c1"]),
            sowing("relay c1 2", &["d1", "e1"]),
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
            [0; 12],
            [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0],
            [0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "N");
    // North's only pit with two or more is k4.
    assert_eq!(legal(&g), sorted(&["k4"]));
    assert!(refused(&g, "a1"));
}

#[test]
fn b3_north_sows_counter_clockwise_round_rows_3_and_4() {
    // North to move. North: k3 3, a4 2. South: e1 2.
    // k3 (3): l3 1, then round the corner into l4 1, k4 1 — k4 was empty: the
    // move ends in North's back row.
    let mut g = bao(r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,3,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,2,0,0,0,0,0,0,0]], "to_move": "N"}"#);
    assert_eq!(legal(&g), sorted(&["a4", "k3"]));
    assert!(refused(&g, "e1"));
    let ev = play_checked(&mut g, "k3");
    assert_eq!(story(&g, &ev), sowing("lift k3 3", &["l3", "l4", "k4"]));
    assert_eq!(
        rows(&g),
        grid([
            [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
            [0; 12],
            [0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    // South e1 (2): f1 1, g1 1 (empty): ends.
    let ev = play_checked(&mut g, "e1");
    assert_eq!(story(&g, &ev), sowing("lift e1 2", &["f1", "g1"]));
    // North a4 (2): round the other corner into a3 1, b3 1 (empty): ends in
    // North's front row; b2 opposite is empty, so nothing is taken (B7).
    let ev = play_checked(&mut g, "a4");
    assert_eq!(story(&g, &ev), sowing("lift a4 2", &["a3", "b3"]));
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
            [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
            [0; 12],
            [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0],
        ])
    );
    assert_eq!(captured(&g), (0, 0));
    // South now has single seeds only (B6): f1 cannot step into g1 (occupied),
    // g1 can step into h1.
    assert_eq!(legal(&g), sorted(&["g1"]));
}

// ---------------------------------------------------------------- B4 -------

#[test]
fn b4_relay_lifts_the_whole_pit_where_a_lap_ends_occupied() {
    // South: j1 2, l1 1, k2 1. North: a3 2, i4 2.
    // j1 (2): k1 1, l1 2 — l1 was occupied: lift its 2 (relay).
    // relay l1 (2): l2 1, k2 2 — occupied: relay.
    // relay k2 (2): j2 1, i2 1 — i2 was empty: the move ends (B5) in South's
    // front row; i3 opposite is empty, so nothing is taken and i4 is safe (B9).
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,2,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,1,0],
                     [0,0,0,0,0,0,0,0,0,2,0,1]], "to_move": "S"}"#);
    assert_eq!(legal(&g), sorted(&["j1"]));
    let ev = play_checked(&mut g, "j1");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift j1 2", &["k1", "l1"]),
            sowing("relay l1 2", &["l2", "k2"]),
            sowing("relay k2 2", &["j2", "i2"]),
        ]
        .concat()
    );
    let relays: Vec<(String, u8, bool)> = ev
        .iter()
        .filter_map(|e| match *e {
            Event::Lift { pit, count, relay } => {
                Some((g.position().layout().name(pit), count, relay))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        relays,
        vec![
            ("j1".to_string(), 2, false),
            ("l1".to_string(), 2, true),
            ("k2".to_string(), 2, true)
        ]
    );
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0],
            [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
        ])
    );
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "N");
}

#[test]
fn b4_relay_wraps_from_a2_into_a1() {
    // South: b2 2, a1 1. North: a3 2, a4 2.
    // b2 (2): a2 1, then round the corner into a1 2 — occupied: relay.
    // relay a1 (2): b1 1, c1 1 — empty: ends in the back row.
    // a2 was empty and received a seed, but not the last of a lap: no capture of
    // a3/a4 (B7 needs the last seed).
    let mut g = bao(r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0],
                     [0,2,0,0,0,0,0,0,0,0,0,0],
                     [1,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "b2");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift b2 2", &["a2", "a1"]),
            sowing("relay a1 2", &["b1", "c1"]),
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    assert_eq!(captured(&g), (0, 0));
}

// ---------------------------------------------------------------- B5 -------

#[test]
fn b5_the_move_ends_when_the_last_seed_falls_into_an_empty_pit() {
    // South: a1 3, b1 5. North: c3 2.
    // a1 (3): b1 6, c1 1, d1 1 — the last seed is in d1, empty: the move ends.
    // b1 is occupied but got a middle seed, so it is not lifted.
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,2,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [3,5,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    assert_eq!(legal(&g), sorted(&["a1", "b1"]));
    let ev = play_checked(&mut g, "a1");
    assert_eq!(story(&g, &ev), sowing("lift a1 3", &["b1", "c1", "d1"]));
    assert_eq!(
        rows(&g),
        grid([
            [0; 12],
            [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0; 12],
            [0, 6, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    assert_eq!(to_move(&g), "N");
}

#[test]
fn b5_a_lap_of_24_ends_in_its_own_emptied_pit() {
    // South: a1 24. North: c4 2.
    // a1 (24): one seed in each of b1…l1 (11), l2…a2 (12) and the 24th back in
    // a1, which was emptied when lifted: the last seed falls into an empty pit,
    // so the move ends there (no pit is skipped in Bao Kigogo). a1 is in the
    // back row: nothing is taken. Every South pit now holds 1.
    let mut g = bao(r#"{"rows": [[0,0,2,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [24,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "a1");
    assert_eq!(
        story(&g, &ev),
        sowing(
            "lift a1 24",
            &[
                "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "l2", "k2", "j2",
                "i2", "h2", "g2", "f2", "e2", "d2", "c2", "b2", "a2", "a1"
            ]
        )
    );
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0; 12],
            [1; 12],
            [1; 12],
        ])
    );
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "N");
}

// ---------------------------------------------------------------- B6 -------

#[test]
fn b6_single_seeds_move_only_when_no_pit_holds_two_or_more() {
    // South: a1 2, d1 1. North: a4 2.
    // While a1 holds 2, d1's single seed may not move, though e1 is empty.
    let mut g = bao(r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,1,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    assert_eq!(legal(&g), sorted(&["a1"]));
    assert!(refused(&g, "d1"));
    // a1 (2): b1 1, c1 1 (empty): ends. South: b1 1, c1 1, d1 1.
    play_checked(&mut g, "a1");
    // North a4 (2): a3 1, b3 1 (empty, front row; b2 opposite empty): ends.
    play_checked(&mut g, "a4");
    assert_eq!(
        rows(&g),
        grid([
            [0; 12],
            [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0; 12],
            [0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    // No South pit holds two now: single steps, each into an empty next pit.
    // b1 → c1 and c1 → d1 are occupied; d1 → e1 is empty.
    assert_eq!(legal(&g), sorted(&["d1"]));
    assert!(refused(&g, "b1"));
    assert!(refused(&g, "c1"));
    // d1 steps one pit, into e1 (back row): nothing is taken.
    let ev = play_checked(&mut g, "d1");
    assert_eq!(story(&g, &ev), sowing("lift d1 1", &["e1"]));
    assert_eq!(rows(&g)[3], vec![0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(to_move(&g), "N");
    // North too has single seeds only: a3 → b3 is occupied, b3 → c3 is empty.
    assert_eq!(legal(&g), sorted(&["b3"]));
}

#[test]
fn b6_a_single_seed_steps_one_pit_and_only_into_an_empty_pit() {
    // South: a1 1, c1 1, e1 1, f1 1, a2 1 (no pit with two). North: c4 2.
    // a1 → b1 empty: yes. c1 → d1 empty: yes. e1 → f1 occupied: no.
    // f1 → g1 empty: yes. a2 → a1 (next in the ring) occupied: no.
    let mut g = bao(r#"{"rows": [[0,0,2,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [1,0,0,0,0,0,0,0,0,0,0,0],
                     [1,0,1,0,1,1,0,0,0,0,0,0]], "to_move": "S"}"#);
    assert_eq!(legal(&g), sorted(&["a1", "c1", "f1"]));
    for t in ["e1", "a2", "b1", "c4"] {
        assert!(refused(&g, t), "{t}");
    }
    // f1 moves one step only: into g1, and stops there.
    let ev = play_checked(&mut g, "f1");
    assert_eq!(story(&g, &ev), sowing("lift f1 1", &["g1"]));
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0; 12],
            [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0],
        ])
    );
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "N");
}

#[test]
fn b6_b7_a_single_step_into_the_front_row_captures() {
    // South: e1 1, l1 1 (singles only). North: a3 2, l3 2, l4 3.
    // l1 → l2 (next in the ring, empty): the step ends in an empty pit of
    // South's front row; l3 opposite holds 2: taken (B7); l4 behind holds 3:
    // taken (B8). 5 seeds leave play.
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,3],
                     [2,0,0,0,0,0,0,0,0,0,0,2],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,1,0,0,0,0,0,0,1]], "to_move": "S"}"#);
    assert_eq!(legal(&g), sorted(&["e1", "l1"]));
    let ev = play_checked(&mut g, "l1");
    assert_eq!(
        story(&g, &ev),
        words(&[
            "lift l1 1",
            "drop l2",
            "capture l3 2 S front",
            "capture l4 3 S back"
        ])
    );
    assert_eq!(
        rows(&g),
        grid([
            [0; 12],
            [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
            [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    assert_eq!(captured(&g), (5, 0));
    assert_eq!(to_move(&g), "N");

    // A step from a2 goes round into a1, South's back row: nothing is taken
    // though a3 and a4 are full. South: a2 1. North: a3 2, a4 2.
    let mut g = bao(r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0],
                     [1,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    assert_eq!(legal(&g), sorted(&["a2"]));
    let ev = play_checked(&mut g, "a2");
    assert_eq!(story(&g, &ev), sowing("lift a2 1", &["a1"]));
    assert_eq!(rows(&g)[3][0], 1);
    assert_eq!(captured(&g), (0, 0));
}

// ---------------------------------------------------------------- B7 -------

#[test]
fn b7_last_seed_in_an_empty_front_pit_takes_the_opposite_front_pit() {
    // South: d2 2. North: b3 3, k4 2.
    // d2 (2): c2 1, b2 1 — b2 was empty and is in South's front row; b3 opposite
    // holds 3: taken. b4 behind is empty, so that is all.
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,2,0],
                     [0,3,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,2,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "d2");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift d2 2", &["c2", "b2"]),
            words(&["capture b3 3 S front"])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
            [0; 12],
            [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0; 12],
        ])
    );
    assert_eq!(captured(&g), (3, 0));
    assert_eq!(to_move(&g), "N");
    assert_eq!(legal(&g), sorted(&["k4"]));
}

#[test]
fn b7_no_capture_when_the_opposite_front_pit_is_empty() {
    // South: d2 2. North: b4 4, k3 2.
    // d2 (2): c2 1, b2 1 (empty, front row) — but b3 opposite is empty: nothing
    // is taken, and b4 is safe behind its empty front pit (B9).
    let mut g = bao(r#"{"rows": [[0,4,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,2,0],
                     [0,0,0,2,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "d2");
    assert_eq!(story(&g, &ev), sowing("lift d2 2", &["c2", "b2"]));
    assert_eq!(
        rows(&g),
        grid([
            [0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
            [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0; 12],
        ])
    );
    assert_eq!(captured(&g), (0, 0));
}

#[test]
fn b7_no_capture_when_the_last_seed_lands_in_the_back_row() {
    // South: j1 2. North: k3 2, l3 2, k4 2, l4 2.
    // j1 (2): k1 1, l1 1 (empty) — the move ends in South's back row: B7 only
    // applies to the front row, so files k and l are untouched.
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,2,2],
                     [0,0,0,0,0,0,0,0,0,0,2,2],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,2,0,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "j1");
    assert_eq!(story(&g, &ev), sowing("lift j1 2", &["k1", "l1"]));
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2],
            [0; 12],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
        ])
    );
    assert_eq!(captured(&g), (0, 0));
}

#[test]
fn b7_north_takes_the_south_front_pit_opposite() {
    // North to move. North: e3 2. South: g2 3, a1 2.
    // e3 (2): f3 1, g3 1 — g3 was empty, North's front row; g2 opposite holds
    // 3: taken; g1 behind is empty.
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,2,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,3,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "N"}"#);
    let ev = play_checked(&mut g, "e3");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift e3 2", &["f3", "g3"]),
            words(&["capture g2 3 N front"])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0; 12],
            [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0],
            [0; 12],
            [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    assert_eq!(captured(&g), (0, 3));
    assert_eq!(to_move(&g), "S");
}

// ---------------------------------------------------------------- B8 -------

#[test]
fn b8_whole_file_taken_when_back_pit_occupied() {
    // South: d2 2. North: b3 3, b4 4, k4 2.
    // d2 (2): c2 1, b2 1 (empty, front row): b3 (3) is taken, and b4 behind it
    // holds 4: taken too. 7 seeds leave play.
    let mut g = bao(r#"{"rows": [[0,4,0,0,0,0,0,0,0,0,2,0],
                     [0,3,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,2,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "d2");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift d2 2", &["c2", "b2"]),
            words(&["capture b3 3 S front", "capture b4 4 S back"])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
            [0; 12],
            [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0; 12],
        ])
    );
    assert_eq!(captured(&g), (7, 0));
    assert_eq!(to_move(&g), "N");
}

#[test]
fn b8_north_takes_the_whole_south_file() {
    // North to move. North: e3 2. South: g2 1, g1 5, a1 2.
    // e3 (2): f3 1, g3 1 (empty, front row): g2 (1) taken, g1 (5) behind taken.
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,2,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,1,0,0,0,0,0],
                     [2,0,0,0,0,0,5,0,0,0,0,0]], "to_move": "N"}"#);
    let ev = play_checked(&mut g, "e3");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift e3 2", &["f3", "g3"]),
            words(&["capture g2 1 N front", "capture g1 5 N back"])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0; 12],
            [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0],
            [0; 12],
            [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    assert_eq!(captured(&g), (0, 6));
    assert_eq!(to_move(&g), "S");
}

// ---------------------------------------------------------------- B9 -------

#[test]
fn b9_back_row_seeds_are_safe_unless_their_front_pit_is_taken() {
    // South: f2 2. North: d3 1, e3 2, c4 5, d4 2, e4 3.
    // f2 (2): e2 1, d2 1 — d2 was empty, front row: d3 (1) taken, d4 (2) taken.
    // e2 also was empty and got a seed, but not the last one: e3 and e4 stay.
    // c4 and e4 are back-row pits of other files: safe.
    let mut g = bao(r#"{"rows": [[0,0,5,2,3,0,0,0,0,0,0,0],
                     [0,0,0,1,2,0,0,0,0,0,0,0],
                     [0,0,0,0,0,2,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "f2");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift f2 2", &["e2", "d2"]),
            words(&["capture d3 1 S front", "capture d4 2 S back"])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0, 0, 5, 0, 3, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0],
            [0; 12],
        ])
    );
    assert_eq!(captured(&g), (3, 0));
}

#[test]
fn b9_a_capture_ends_the_move() {
    // South: k1 2. North: b3 2, l3 4.
    // k1 (2): l1 1, l2 1 — l2 was empty, front row: l3 (4) is taken (l4 empty).
    // The capture ends the move: the captured seeds leave play (they are not
    // sown again), South's own seeds stay where they fell, North is to move.
    let mut g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,2,0,0,0,0,0,0,0,0,0,4],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,2,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "k1");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift k1 2", &["l1", "l2"]),
            words(&["capture l3 4 S front"])
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0; 12],
            [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
        ])
    );
    assert_eq!(sides(&g), (2, 2));
    assert_eq!(board_total(&g), 4); // 8 before, 4 taken out of play
    assert_eq!(captured(&g), (4, 0));
    assert_eq!(to_move(&g), "N");
    assert!(!over(&g));
    assert_eq!(legal(&g), sorted(&["b3"]));
}

// ---------------------------------------------------------------- B10 ------

#[test]
fn b10_capturing_all_the_opponents_seeds_wins() {
    // South: e2 2. North: c3 2, c4 3 (all it has).
    // e2 (2): d2 1, c2 1 — c2 empty, front row: c3 (2) and c4 (3) are taken.
    // North has no seed left: South wins, 5 to 0.
    let mut g = bao(r#"{"rows": [[0,0,3,0,0,0,0,0,0,0,0,0],
                     [0,0,2,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,2,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    let ev = play_checked(&mut g, "e2");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift e2 2", &["d2", "c2"]),
            words(&["capture c3 2 S front", "capture c4 3 S back", "over"])
        ]
        .concat()
    );
    assert_eq!(sides(&g), (2, 0));
    assert_over(&g, "S", (5, 0));
}

#[test]
fn b10_leaving_the_opponent_without_a_legal_move_wins() {
    // South: a1 2. North: one seed in each of its 24 pits.
    // a1 (2): b1 1, c1 1 (empty, back row): no capture.
    // North to move: no pit holds two, so only single steps (B6), and every
    // North pit's next pit is occupied: North has no legal move. South wins,
    // with nothing captured.
    let mut g = bao(r#"{"rows": [[1,1,1,1,1,1,1,1,1,1,1,1],
                     [1,1,1,1,1,1,1,1,1,1,1,1],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    assert!(!over(&g));
    let ev = play_checked(&mut g, "a1");
    assert_eq!(
        story(&g, &ev),
        [sowing("lift a1 2", &["b1", "c1"]), words(&["over"])].concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [1; 12],
            [1; 12],
            [0; 12],
            [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ])
    );
    assert_over(&g, "S", (0, 0));
}

#[test]
fn b10_checked_on_a_loaded_position() {
    // South to move with a seed in each of its 24 pits and nothing else: every
    // step is blocked, no pit holds two: South cannot move and North wins at
    // once.
    let g = bao(r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [1,1,1,1,1,1,1,1,1,1,1,1],
                     [1,1,1,1,1,1,1,1,1,1,1,1]], "to_move": "S"}"#);
    assert_over(&g, "N", (0, 0));

    // North has no seeds at all: South has captured everything (the missing
    // seeds count as removed): South wins at once.
    let g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    assert_over(&g, "S", (0, 0));

    // South, to move, has no seeds: North wins at once.
    let g = bao(r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "S"}"#);
    assert_over(&g, "N", (0, 0));

    // North to move and blocked (singles only, each next pit occupied): South
    // wins at once, captured counts as loaded.
    let g = bao(r#"{"rows": [[1,1,1,1,1,1,1,1,1,1,1,1],
                     [1,1,1,1,1,1,1,1,1,1,1,1],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0]], "captured": {"S": 3, "N": 1},
            "to_move": "N"}"#);
    assert_over(&g, "S", (3, 1));

    // A loaded position where the player to move can move is not over.
    let g = bao(r#"{"rows": [[0,1,1,1,1,1,1,1,1,1,1,1],
                     [1,1,1,1,1,1,1,1,1,1,1,1],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0]], "to_move": "N"}"#);
    // North's ring a3…l3, l4…a4: the only empty pit is a4, after b4.
    assert!(!over(&g));
    assert_eq!(legal(&g), sorted(&["b4"]));
}

// ---------------------------------------------------------------- B11 ------

#[test]
fn b11_a_repeated_position_is_a_draw_at_the_first_repeat() {
    // South ring (r0 = a1 … r11 = l1, r12 = l2 … r23 = a2):
    //   P: 1 in every even pit, except r4 = e1 with 2, and 1 in r5 = f1;
    //      odd pits otherwise empty.   (row 1: 1 0 1 0 2 1 1 0 1 0 1 0,
    //                                   row 2 a…l: 0 1 0 1 0 1 0 1 0 1 0 1)
    //   e1 (2): f1 2, g1 2 — relay g1 (2): h1 1, i1 2 — relay i1 (2): j1 1,
    //   k1 2 — and so on, each relay lap of 2 from an even pit rk putting 1 in
    //   the empty r(k+1) and landing on the 1 in r(k+2): … relay b2 (2): a2 1,
    //   a1 2 — relay a1 (2): b1 1, c1 2 — relay c1 (2): d1 1, e1 1: e1 was
    //   emptied at the start: the move ends in the back row (no capture).
    //   Q: every odd pit holds 1, even pits empty, except e1 1 and f1 2.
    //   f1 (2) from Q does the same one pit further on: g1 1, h1 2 — relay h1
    //   … relay a2 (2): a1 1, b1 2 — relay b1: c1 1, d1 2 — relay d1: e1 2,
    //   f1 1 (emptied at the start): ends in the back row, and the board is P.
    // North uses the same two boards turned half round its ring (its r16 = h4
    // plays the part of South's r4 = e1): h4 and g4 alternate, each move ending
    // in North's back row (h4 or g4), so no capture is ever possible.
    //   North P: row 4 a…l 0 1 0 1 0 1 1 2 0 1 0 1, row 3 1 0 1 0 1 0 1 0 1 0 1 0
    //   h4 (2): g4 2, f4 2 — relay f4: e4 1, d4 2 — relay d4: c4 1, b4 2 —
    //   relay b4: a4 1, a3 2 — relay a3: b3 1, c3 2 — … relay k3: l3 1, l4 2 —
    //   relay l4: k4 1, j4 2 — relay j4: i4 1, h4 1 (emptied): ends.
    //   North Q: row 4 1 0 1 0 1 0 2 1 1 0 1 0, row 3 0 1 0 1 0 1 0 1 0 1 0 1.
    // Positions: P/P (S to move, loaded: the first occurrence) → e1 → Q/P (N) →
    // h4 → Q/Q (S) → f1 → P/Q (N) → g4 → P/P with South to move: the loaded
    // position again, so the game ends at once in a draw (B11).
    let start = r#"{"rows": [[0,1,0,1,0,1,1,2,0,1,0,1],
                             [1,0,1,0,1,0,1,0,1,0,1,0],
                             [0,1,0,1,0,1,0,1,0,1,0,1],
                             [1,0,1,0,2,1,1,0,1,0,1,0]], "to_move": "S"}"#;
    let mut g = bao(start);
    let loaded = rows(&g);
    assert_eq!(legal(&g), sorted(&["e1"]));
    let ev = play_checked(&mut g, "e1");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift e1 2", &["f1", "g1"]),
            sowing("relay g1 2", &["h1", "i1"]),
            sowing("relay i1 2", &["j1", "k1"]),
            sowing("relay k1 2", &["l1", "l2"]),
            sowing("relay l2 2", &["k2", "j2"]),
            sowing("relay j2 2", &["i2", "h2"]),
            sowing("relay h2 2", &["g2", "f2"]),
            sowing("relay f2 2", &["e2", "d2"]),
            sowing("relay d2 2", &["c2", "b2"]),
            sowing("relay b2 2", &["a2", "a1"]),
            sowing("relay a1 2", &["b1", "c1"]),
            sowing("relay c1 2", &["d1", "e1"]),
        ]
        .concat()
    );
    let q_south = [
        [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0],
        [0, 1, 0, 1, 1, 2, 0, 1, 0, 1, 0, 1],
    ];
    assert_eq!(
        rows(&g),
        grid([
            [0, 1, 0, 1, 0, 1, 1, 2, 0, 1, 0, 1],
            [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0],
            q_south[0],
            q_south[1],
        ])
    );
    assert_eq!(legal(&g), sorted(&["h4"]));
    assert!(!over(&g));

    let ev = play_checked(&mut g, "h4");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift h4 2", &["g4", "f4"]),
            sowing("relay f4 2", &["e4", "d4"]),
            sowing("relay d4 2", &["c4", "b4"]),
            sowing("relay b4 2", &["a4", "a3"]),
            sowing("relay a3 2", &["b3", "c3"]),
            sowing("relay c3 2", &["d3", "e3"]),
            sowing("relay e3 2", &["f3", "g3"]),
            sowing("relay g3 2", &["h3", "i3"]),
            sowing("relay i3 2", &["j3", "k3"]),
            sowing("relay k3 2", &["l3", "l4"]),
            sowing("relay l4 2", &["k4", "j4"]),
            sowing("relay j4 2", &["i4", "h4"]),
        ]
        .concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [1, 0, 1, 0, 1, 0, 2, 1, 1, 0, 1, 0],
            [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1],
            q_south[0],
            q_south[1],
        ])
    );
    assert_eq!(legal(&g), sorted(&["f1"]));
    assert!(!over(&g));

    let ev = play_checked(&mut g, "f1");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift f1 2", &["g1", "h1"]),
            sowing("relay h1 2", &["i1", "j1"]),
            sowing("relay j1 2", &["k1", "l1"]),
            sowing("relay l1 2", &["l2", "k2"]),
            sowing("relay k2 2", &["j2", "i2"]),
            sowing("relay i2 2", &["h2", "g2"]),
            sowing("relay g2 2", &["f2", "e2"]),
            sowing("relay e2 2", &["d2", "c2"]),
            sowing("relay c2 2", &["b2", "a2"]),
            sowing("relay a2 2", &["a1", "b1"]),
            sowing("relay b1 2", &["c1", "d1"]),
            sowing("relay d1 2", &["e1", "f1"]),
        ]
        .concat()
    );
    assert_eq!(rows(&g)[2], loaded[2]);
    assert_eq!(rows(&g)[3], loaded[3]);
    assert_eq!(legal(&g), sorted(&["g4"]));
    assert!(!over(&g));

    // g4 (2): f4 1, e4 2 — relay e4: d4 1, c4 2 — relay c4: b4 1, a4 2 —
    // relay a4: a3 1, b3 2 — … relay l3: l4 1, k4 2 — relay k4: j4 1, i4 2 —
    // relay i4: h4 2, g4 1 (emptied): ends; North is back to P.
    let ev = play_checked(&mut g, "g4");
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift g4 2", &["f4", "e4"]),
            sowing("relay e4 2", &["d4", "c4"]),
            sowing("relay c4 2", &["b4", "a4"]),
            sowing("relay a4 2", &["a3", "b3"]),
            sowing("relay b3 2", &["c3", "d3"]),
            sowing("relay d3 2", &["e3", "f3"]),
            sowing("relay f3 2", &["g3", "h3"]),
            sowing("relay h3 2", &["i3", "j3"]),
            sowing("relay j3 2", &["k3", "l3"]),
            sowing("relay l3 2", &["l4", "k4"]),
            sowing("relay k4 2", &["j4", "i4"]),
            sowing("relay i4 2", &["h4", "g4"]),
            words(&["over"]),
        ]
        .concat()
    );
    assert_eq!(rows(&g), loaded);
    assert_over(&g, "draw", (0, 0));
    assert!(reason(&g).contains("repetition"), "{}", reason(&g));
}

#[test]
fn b11_the_loaded_position_counts_as_the_first_occurrence_whoever_moves() {
    // The boards of the test above, loaded with North to move instead (P, Q as
    // worked there; each move is forced):
    //   loaded S=P, N=P, North to move → h4 → S=P, N=Q, South to move → e1 →
    //   S=Q, N=Q, North → g4 → S=Q, N=P, South → f1 → S=P, N=P, North to move:
    //   the loaded position (board and mover) again: a draw at once. No earlier
    //   (board, mover) pair repeats, so the game goes on until then.
    let mut g = bao(r#"{"rows": [[0,1,0,1,0,1,1,2,0,1,0,1],
                     [1,0,1,0,1,0,1,0,1,0,1,0],
                     [0,1,0,1,0,1,0,1,0,1,0,1],
                     [1,0,1,0,2,1,1,0,1,0,1,0]], "to_move": "N"}"#);
    for t in ["h4", "e1", "g4"] {
        play_checked(&mut g, t);
        assert!(!over(&g), "after {t}");
    }
    play_checked(&mut g, "f1");
    assert_over(&g, "draw", (0, 0));
}

// ---------------------------------------------------------------- C6 -------

#[test]
fn c6_an_endless_sowing_is_not_a_legal_move() {
    // South ring from a1 (r0 … r23):
    //   5 3 2 1 0 | 4 3 2 1 0 | 4 3 2 1 0 | 4 3 2 1 0 | 4 3 2 1   (51 seeds)
    //   row 1 a…l: 5 3 2 1 0 4 3 2 1 0 4 3; row 2 a…l: 1 2 3 4 0 1 2 3 4 0 1 2.
    // a1 (5): b1 4, c1 3, d1 2, e1 1, f1 5 — f1 held 4: relay with 5. Read from
    // f1, the board is again 5 3 2 1 0 4 3 2 1 0 4 3 2 1 0 4 3 2 1 0 4 3 2 1 (the
    // four pits just sown now hold 4 3 2 1 behind a1's 0, closing the last
    // block). So every lap lifts 5 and turns the whole pattern five pits on;
    // after 24 laps (120 pits = five rounds) the board and the pit being lifted
    // are exactly those of the start: the sowing never ends (C6), so a1 is not
    // a legal move.
    // The other pits holding two or more end:
    //   b1 (3): c1, d1, e1 (empty) — ends. c1 (2): d1, e1 — ends.
    //   f1, g1, h1 (4, 3, 2) end in j1 (empty); k1, l1, l2 end in j2; i2, h2,
    //   g2 end in e2.
    //   d2 (4): c2 4, b2 3, a2 2, a1 6 — relay a1 (6): b1 4, c1 3, d1 2, e1 1,
    //   f1 5, g1 4 — relay g1 (4): h1 3, i1 2, j1 1, k1 5 — relay k1 (5): l1 4,
    //   l2 3, k2 2, j2 1, i2 5 — relay i2 (5): h2 4, g2 3, f2 2, e2 1, d2 1
    //   (emptied at the start): ends.
    //   c2 (3): b2 3, a2 2, a1 6 — then as above up to relay i2 (5): h2, g2,
    //   f2, e2, d2 5 — relay d2 (5): c2 1 (emptied), b2 4, a2 3, a1 1
    //   (emptied), b1 5 — relay b1 (5): c1 4, d1 3, e1 2, f1 6, g1 1 (emptied):
    //   ends.
    //   b2 (2): a2 2, a1 6 — as above up to relay d2 (5): c2 4, b2 1 (emptied),
    //   a2 3, a1 1, b1 5 — relay b1 (5): c1, d1, e1, f1, g1 1 (emptied): ends.
    let json = r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                            [0,0,0,0,0,0,0,0,0,0,0,0],
                            [1,2,3,4,0,1,2,3,4,0,1,2],
                            [5,3,2,1,0,4,3,2,1,0,4,3]], "to_move": "S"}"#;
    let g = bao(json);
    assert!(!over(&g));
    assert_eq!(sides(&g), (51, 2));
    assert!(!legal(&g).contains(&"a1".to_string()));
    assert!(refused(&g, "a1"));
    assert_eq!(check_raw(json, "a1"), Err(Illegal::Endless));
    assert_eq!(
        legal(&g),
        sorted(&[
            "b1", "c1", "f1", "g1", "h1", "k1", "l1", "l2", "i2", "h2", "g2", "d2", "c2", "b2"
        ])
    );
    // A finite one is played as usual: b1 (3): c1 3, d1 2, e1 1 (empty): ends.
    let mut g = g;
    let ev = play_checked(&mut g, "b1");
    assert_eq!(story(&g, &ev), sowing("lift b1 3", &["c1", "d1", "e1"]));
    assert_eq!(rows(&g)[3], vec![5, 0, 3, 2, 1, 4, 3, 2, 1, 0, 4, 3]);
}

#[test]
fn c6_a_player_whose_only_sowings_are_endless_has_no_move_and_loses() {
    // South ring: a1 5, then 1 in every odd pit (r1 b1, r3 d1, …, r11 l1, r13 k2,
    // …, r23 a2), every other pit empty (17 seeds).
    //   row 1 a…l: 5 1 0 1 0 1 0 1 0 1 0 1; row 2 a…l: 1 0 1 0 1 0 1 0 1 0 1 0.
    // a1 is South's only pit with two or more. Its sowing, lap by lap:
    //   a1 (5): b1 2, c1 1, d1 2, e1 1, f1 2 — f1 held 1: relay.
    //   f1, h1, j1, l1, k2, i2, g2, e2, c2 (2 each): each lap from an odd pit rk
    //   puts 1 in the empty r(k+1) and lands on the 1 in r(k+2): relay.
    //   a2 (2): a1 1 (emptied by the first lift), b1 3 — relay.
    //   b1 (3): c1 2, d1 3, e1 2 — relay.
    //   e1, g1, i1, k1, l2, j2, h2, f2, d2 (2 each): from even pits now, each
    //   filling the pit its odd-lap predecessor emptied and landing on a 1.
    //   b2 (2): a2 1 (emptied), a1 2 — relay.
    //   a1 (2): b1 1 (emptied), c1 3 — relay.
    //   c1 (3): d1 4, e1 1 (emptied), f1 2 — relay.
    //   f1, h1, j1, l1, k2, i2, g2, e2, c2 (2 each), as in the first round.
    //   a2 (2): a1 1 (emptied), b1 2 — relay.
    //   b1 (2): c1 1 (emptied), d1 5 — relay d1 (5): the 36th lap.
    // When d1 (5) is about to be lifted the board is a1 1, b1 0, c1 1, d1 5, and
    // from d1 on 1 in every pit an odd number of pits after d1, 0 in the others:
    // the starting board turned three pits on, d1 playing the part of a1. So
    // every 35 laps the pattern turns three pits; after 8 × 35 = 280 laps
    // (8 × 3 = 24 pits) the board and the pit being lifted repeat exactly: the
    // sowing is endless (C6).
    // South therefore has no legal sowing, and may not step a single seed either
    // (b1 → c1 is empty, but a1 holds two or more: B6, C6): South cannot move
    // and loses (B10).
    let south_to_move = r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                                     [0,0,0,0,0,0,0,0,0,0,0,0],
                                     [1,0,1,0,1,0,1,0,1,0,1,0],
                                     [5,1,0,1,0,1,0,1,0,1,0,1]], "to_move": "S"}"#;
    assert_eq!(check_raw(south_to_move, "a1"), Err(Illegal::Endless));
    assert!(check_raw(south_to_move, "b1").is_err()); // single: B6
    assert!(check_raw(south_to_move, "c1").is_err()); // empty
                                                      // Loaded with South to move: over at once.
    let g = bao(south_to_move);
    assert_over(&g, "N", (0, 0));
    assert!(refused(&g, "a1"));

    // Reached by a move: North a4 (2): a3 1, b3 1 (empty, front row; b2
    // opposite is empty: nothing taken). South, to move, has the board above.
    let mut g = bao(r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0],
                     [1,0,1,0,1,0,1,0,1,0,1,0],
                     [5,1,0,1,0,1,0,1,0,1,0,1]], "to_move": "N"}"#);
    assert!(!over(&g));
    assert_eq!(legal(&g), sorted(&["a4"]));
    let ev = play_checked(&mut g, "a4");
    assert_eq!(
        story(&g, &ev),
        [sowing("lift a4 2", &["a3", "b3"]), words(&["over"])].concat()
    );
    assert_eq!(
        rows(&g),
        grid([
            [0; 12],
            [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0],
            [5, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1],
        ])
    );
    assert_over(&g, "N", (0, 0));
}

// ---------------------------------------------------------------- events ---

#[test]
fn events_replay_to_the_new_board() {
    // One move's events, applied to the position before it, give the position
    // after it: the opening a1 (8 laps and a file capture, worked out in
    // `b2_b4_b7_b8_opening_a1_relays_round_to_a2_and_takes_file_a`), then
    // North's reply l4 on that board.
    let mut g = opening(BAO, &[]);
    let before = *g.position();
    let ev = play(&mut g, &["a1"]);
    let mut r = replay_of(&before);
    assert_eq!(r.total(), 92);
    for e in &ev {
        assert!(r.apply(e), "{e:?}");
        assert_eq!(r.total(), 92, "C8 after {e:?}");
    }
    assert_eq!(r.board, *g.position().board());
    assert_eq!(r.hand, 0);
    assert_eq!((r.captured.south, r.captured.north), (4, 0));
    assert_eq!(
        r.board.counts[..48].iter().map(|&c| c as u64).sum::<u64>(),
        88
    );

    // North l4 (2): k4 3, j4 3 — relay j4 (3): i4, h4, g4 3 — relay g4: f4, e4,
    // d4 3 — relay d4: c4 3, b4 3, a4 1 — a4 was emptied by South's capture:
    // the move ends in North's back row, nothing taken.
    let before = *g.position();
    let ev = play(&mut g, &["l4"]);
    assert_eq!(
        story(&g, &ev),
        [
            sowing("lift l4 2", &["k4", "j4"]),
            sowing("relay j4 3", &["i4", "h4", "g4"]),
            sowing("relay g4 3", &["f4", "e4", "d4"]),
            sowing("relay d4 3", &["c4", "b4", "a4"]),
        ]
        .concat()
    );
    let mut r = replay_of(&before);
    for e in &ev {
        assert!(r.apply(e), "{e:?}");
    }
    assert_eq!(r.board, *g.position().board());
    assert_eq!(
        rows(&g)[0],
        vec![1, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 0],
        "row 4 after l4"
    );
}

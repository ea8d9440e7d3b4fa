//! Bao Kigogo tests that stay in Rust. Every other Bao Kigogo scenario (B1–B11,
//! C6, C8) is in `tests/scenarios/bao-kigogo.txt`, run by `tests/scenarios.rs`;
//! these two are a 23-row table and raw-position checks the notation cannot
//! state. Worked by hand from `docs/rules/bao-kigogo.md`, never from the
//! engine's output.
//!
//! Reading the boards: `rows` is top row first, as in the contract:
//! `rows[0]` = row 4 (North's back row), `rows[1]` = row 3 (North's front row),
//! `rows[2]` = row 2 (South's front row), `rows[3]` = row 1 (South's back row),
//! each left to right `a…l`.
//! South sows a1→b1→…→l1→l2→k2→…→a2→a1. In the workings, "S ring" position `rN`
//! counts South's pits in sowing order (r0 = a1 … r11 = l1, r12 = l2 … r23 = a2).
mod common;
use common::*;

use mancala::engine::{position_from_json, CaptureCause, Event, Game, Illegal, Position};

const BAO: &str = "bao-kigogo";

/// A move's events as short words: `lift a1 2`, `relay c1 3`, `drop b1`,
/// `capture a3 2 S front` / `capture a4 2 S back` (B7, B8), `over`.
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

/// Seeds on South's two rows (rows 2 and 1).
fn south_seeds(g: &Game) -> u64 {
    let r = rows(g);
    r[2].iter().chain(&r[3]).sum()
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
        assert_eq!(south_seeds(&g), 46, "{pit}");
        assert_eq!(to_move(&g), "N", "{pit}");
        assert!(!over(&g), "{pit}");
    }
}

// ---------------------------------------------------------------- C6 -------

#[test]
fn c6_only_endless_sowings_refused_on_the_raw_position() {
    // The board of the scenario
    // `c6_a_player_whose_only_sowings_are_endless_has_no_move_and_loses`
    // (tests/scenarios/bao-kigogo.txt, where the hand working is): South's only
    // pit with two or more, a1 (5), sows for ever (C6); the single b1 may not
    // step while a1 holds two or more (B6, C6); c1 is empty. Checked on the raw
    // position, before the end-of-game check that ends the loaded game at once.
    let south_to_move = r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,0],
                                     [0,0,0,0,0,0,0,0,0,0,0,0],
                                     [1,0,1,0,1,0,1,0,1,0,1,0],
                                     [5,1,0,1,0,1,0,1,0,1,0,1]], "to_move": "S"}"#;
    assert_eq!(check_raw(south_to_move, "a1"), Err(Illegal::Endless));
    assert!(check_raw(south_to_move, "b1").is_err()); // single: B6
    assert!(check_raw(south_to_move, "c1").is_err()); // empty
}

#[test]
fn b1_b2_a_side_denser_than_its_opening_is_unreachable() {
    // B2: each side starts with 46 seeds (24 pits of 2, less the empty a2 or
    // l3). Sowing stays in the mover's own rows (B3) and captures leave play
    // (B1), so a side never gains a seed. A loaded side over 46 is refused
    // (C6, loaded positions: the exact check can run for hours there).
    use mancala::engine::side_beyond_opening;
    let r = rules(BAO, &[]);
    // North: 47 = 23 pits of 2 in rows 4 and 3 plus a 3 in a4; South: 2.
    let mut top = vec![vec![2u8; 12], vec![2u8; 12]];
    top[0][0] = 3;
    top[1][11] = 0;
    let json = |north: &[Vec<u8>]| {
        format!(
            r#"{{"rows":[{:?},{:?},[0,0,0,0,0,0,0,0,0,0,0,0],[2,0,0,0,0,0,0,0,0,0,0,0]]}}"#,
            north[0], north[1]
        )
    };
    let e = position_from_json(r, &json(&top))
        .expect_err("47 > 46")
        .to_string();
    assert!(e.contains("North holds 47 seeds, more than the 46"), "{e}");
    // 46 exactly (the opening's North) is fine, as is the opening itself.
    top[0][0] = 2;
    let level = position_from_json(r, &json(&top)).unwrap();
    assert_eq!(side_beyond_opening(&level), None);
    assert_eq!(side_beyond_opening(&Position::new(r)), None);
}

//! The computer player on hand-made positions, two per game at default options:
//! a capture that wins (the search must take it) and a one-move blunder (the
//! search must not play it). Each position is worked out by hand from the rules
//! (ids of `docs/rules/`) in its comment and was checked with
//! `mancala apply --game ID --position JSON INPUT...`; the expected inputs come
//! from that working, not from the search. Each test also checks its own premise
//! (the capture really wins, the blunder really loses material) by playing the
//! inputs, so that a wrong position fails the test instead of passing it.
//!
//! Last, every level on random positions of every option set: a legal input,
//! and the same one again for the same seed.
mod common;

use std::collections::BTreeSet;

use mancala::engine::ai::{choose, Deadline, Level};
use mancala::engine::{Game, NoEvents, Player, Position, Rng, Rules};

/// A deadline that passes after `n` questions (the search asks every 2,048
/// positions): a small, repeatable budget, as in tests/ai.rs.
struct Questions(u32);

impl Deadline for Questions {
    fn passed(&mut self) -> bool {
        self.0 = self.0.saturating_sub(1);
        self.0 == 0
    }
}

/// About 30,000 positions: a few milliseconds per choice, the same every run.
const BUDGET: u32 = 15;

/// The levels whose choices these positions check.
const SEARCHING: [Level; 2] = [Level::Hard, Level::Medium];

/// The level's choice for the player to move, in contract notation.
fn chosen(g: &Game, level: Level) -> String {
    let c = choose(g, level, 7, &mut Questions(BUDGET))
        .unwrap_or_else(|| panic!("{level}: no choice, the game is over"));
    c.input.notation(g.position().layout())
}

/// `g` after the tokens (each must be legal).
fn after(g: &Game, tokens: &[&str]) -> Game {
    let mut g = g.clone();
    common::play(&mut g, tokens);
    g
}

/// The most the player to move can add to their captured count in their whole
/// turn from `pos` (every decision of theirs until the opponent is to move or
/// the game is over: Anywoli extra moves, Tsoro head choices and bonus picks;
/// end-of-game sweeps count, as they add to `captured`), with that turn's inputs.
fn best_turn(pos: &Position) -> (u16, Vec<String>) {
    fn go(pos: &Position, me: Player, start: u16) -> (u16, Vec<String>) {
        let mut best: Option<(u16, Vec<String>)> = None;
        for input in pos.legal() {
            let mut p = *pos;
            p.play(input, &mut NoEvents).unwrap();
            let token = input.notation(pos.layout());
            let (gain, mut rest) = if p.result().is_some() || p.to_move() != me {
                (p.captured()[me] - start, vec![])
            } else {
                go(&p, me, start)
            };
            rest.insert(0, token);
            if best.as_ref().is_none_or(|(b, _)| gain > *b) {
                best = Some((gain, rest));
            }
        }
        best.unwrap_or((0, vec![]))
    }
    let me = pos.to_move();
    go(pos, me, pos.captured()[me])
}

/// The winner's letter and the final score, `S:N`, of a finished game.
fn result(g: &Game) -> String {
    let o = g
        .position()
        .result()
        .unwrap_or_else(|| panic!("the game is not over: {}", common::state(g)));
    let w = o.winner.map_or('=', |w| w.letter());
    format!("{w} {}:{}", o.score.south, o.score.north)
}

// ---------------------------------------------------------------- Urim

#[test]
fn u7_urim_search_takes_the_capture_that_empties_north_and_wins() {
    // Urim 2 × 6, South to move; rows top first: e2 1, f2 2 (North's);
    // a1 1, b1 5, e1 3 (South's); stores S 10, N 14 (36 in all, U1).
    // - e1 sows f1, f2, e2 (U3): its last seed makes e2 a 2, captured (U7); the
    //   chain backward takes f2, now 3 (U8), and stops at f1, South's own: 5,
    //   S 15. North's row is empty: North cannot move and the game ends (U10);
    //   a1 1, b1 5, f1 1 go to South (U11): 22 to 14, South wins (U12).
    // - b1 sows c1, d1, e1, f1, f2: f2 makes 3, captured (U7), the chain stops
    //   at f1: 3 only, and North keeps e2. a1 sows b1: nothing.
    let g = common::load(
        "urim",
        &[],
        r#"{"rows": [[0,0,0,0,1,2],[1,5,0,0,3,0]], "captured": {"S": 10, "N": 14}}"#,
    );
    assert_eq!(result(&after(&g, &["e1"])), "S 22:14");
    assert_eq!(after(&g, &["b1"]).position().captured()[Player::South], 13);
    assert!(after(&g, &["b1"]).position().result().is_none());
    for level in SEARCHING {
        assert_eq!(chosen(&g, level), "e1", "{level}");
    }
}

#[test]
fn u7_urim_search_refuses_the_bait_that_opens_a_chain_of_three() {
    // Urim 2 × 6, South to move; rows top first: a2 6, f2 1 (North's);
    // b1 1, c1 4 (South's); stores S 11, N 13 (36 in all).
    // - c1 (the bait) sows d1, e1, f1, f2: f2 makes 2, captured (U7), the chain
    //   stops at f1 (U8): +2, the greedy baseline's choice. But d1, e1, f1 now
    //   hold 1 each: North's a2 sows a1, b1, c1, d1, e1, f1, its last seed makes
    //   f1 a 2 (U7) and the chain backward takes e1 2 and d1 2, stopping at c1 1
    //   (U8): 6, N 19. South's a1 1, b1 2, c1 1 cannot feed North (U6 allows any
    //   move), then North cannot move (U10): S 13 + 4 = 17, N 19: North wins.
    // - b1 sows c1 (5): North's a2 then ends in f1 making 1, f2 sows into its
    //   own e2: North has no capture.
    let g = common::load(
        "urim",
        &[],
        r#"{"rows": [[6,0,0,0,0,1],[0,1,4,0,0,0]], "captured": {"S": 11, "N": 13}}"#,
    );
    let bait = after(&g, &["c1"]);
    assert_eq!(bait.position().captured()[Player::South], 13);
    assert_eq!(best_turn(bait.position()), (6, vec!["a2".to_string()]));
    assert_eq!(result(&after(&bait, &["a2", "a1"])), "N 17:19");
    assert_eq!(best_turn(after(&g, &["b1"]).position()).0, 0);
    let greedy = choose(&g, Level::Greedy, 7, &mut Questions(BUDGET)).unwrap();
    assert_eq!(
        greedy.input,
        common::parse(&g, "c1"),
        "the bait tempts greedy"
    );
    for level in SEARCHING {
        assert_eq!(chosen(&g, level), "b1", "{level}");
    }
}

// ---------------------------------------------------------------- Goré

#[test]
fn g9_gore_search_takes_the_chain_that_ends_the_game_ahead() {
    // Goré, South to move; rows top first: c2 1, d2 1 (North's); a1 2, c1 3,
    // d1 1 (South's); captured S 18, N 22 (48 in all, G1). North holds 22, so
    // South may also offer 1 to 3 pits (G5).
    // - c1 sows d1, d2, c2 (G3): its last counter makes c2, North's, a 2:
    //   captured (G9); the run forward stops at b2 (0), the run backward takes
    //   d2 2 and d1 2, South's own (G10), and stops at c1 (0): 6, S 24. Every pit
    //   now holds fewer than three (a1 2): the game ends (G12), a1 goes to South
    //   (G13): 26 to 22, South wins (G14).
    // - d1 sows d2 (2): captured, 2 only (c2 1 and d1 0 stop the runs); the game
    //   goes on (c1 3). a1 sows b1, c1: South's own pits, nothing.
    let g = common::load(
        "gore",
        &[],
        r#"{"rows": [[0,0,1,1],[2,0,3,1]], "captured": {"S": 18, "N": 22}}"#,
    );
    assert_eq!(result(&after(&g, &["c1"])), "S 26:22");
    assert_eq!(after(&g, &["d1"]).position().captured()[Player::South], 20);
    for other in ["d1", "a1"] {
        assert!(after(&g, &[other]).position().result().is_none(), "{other}");
    }
    for level in SEARCHING {
        assert_eq!(chosen(&g, level), "c1", "{level}");
    }
}

#[test]
fn g9_gore_search_refuses_the_bait_that_loses_the_game() {
    // Goré, South to move, after a trade: South owns c2 (G2, G7). Rows top first:
    // a2 4, c2 1 (South's), d2 1; a1 4; captured S 19, N 19 (48 in all).
    // - a1 (the bait) sows b1, c1, d1, d2: d2, North's, makes 2: captured (G9),
    //   the runs stop at c2 1 and d1 1 (G10): +2, the greedy baseline's choice.
    //   North's a2 then sows a1, b1, c1, d1: d1 makes 2, captured, and the run
    //   backward takes c1 2, b1 2 and stops at a1 1 (G10): 6. Every pit holds
    //   fewer than three: the game ends (G12), a1 and c2 go to South (G13):
    //   S 23, N 25, North wins (G14).
    // - c2 sows into b2 (1): nothing. North's a2 then ends in d1 making 1, b2 sows
    //   into its own a2, d2 into South's c2 making 1: North has no capture.
    let g = common::load(
        "gore",
        &[],
        r#"{"rows": [[4,0,1,1],[4,0,0,0]],
            "owners": [["N","N","S","N"],["S","S","S","S"]],
            "captured": {"S": 19, "N": 19}}"#,
    );
    let bait = after(&g, &["a1"]);
    assert_eq!(bait.position().captured()[Player::South], 21);
    assert_eq!(best_turn(bait.position()), (6, vec!["a2".to_string()]));
    assert_eq!(result(&after(&bait, &["a2"])), "N 23:25");
    assert_eq!(best_turn(after(&g, &["c2"]).position()).0, 0);
    let greedy = choose(&g, Level::Greedy, 7, &mut Questions(BUDGET)).unwrap();
    assert_eq!(
        greedy.input,
        common::parse(&g, "a1"),
        "the bait tempts greedy"
    );
    for level in SEARCHING {
        assert_ne!(chosen(&g, level), "a1", "{level}");
    }
}

// ---------------------------------------------------------------- Anywoli

#[test]
fn a5_anywoli_search_takes_the_four_whose_extra_move_wins() {
    // Anywoli, South to move; rows top first: f2 2, g2 1, k2 3, l2 2 (North's);
    // a1 1, k1 3 (South's); stores 42 each (96 in all, A1).
    // - k1 sows l1, l2 (3, not a four), k2: its last seed makes k2 a 4, captured
    //   by South (A5): S 46, eight seeds left, and South moves again (A5). Now
    //   l1 (1) sows l2, making it a 4: captured, S 50, and only four seeds
    //   remain: the game ends (A8) and they go to South, who made the last
    //   capture (A9): 54 to 42, South wins (A10). (The extra move's a1 instead
    //   sows b1 and takes nothing.)
    // - a1 sows b1: an empty pit, the move ends (A4) and nothing is taken.
    let g = common::load(
        "anywoli",
        &[],
        r#"{"rows": [[0,0,0,0,0,2,1,0,0,0,3,2],[1,0,0,0,0,0,0,0,0,0,3,0]],
            "captured": {"S": 42, "N": 42}}"#,
    );
    let k1 = after(&g, &["k1"]);
    assert_eq!(k1.position().to_move(), Player::South, "an extra move");
    assert_eq!(k1.position().captured()[Player::South], 46);
    assert_eq!(result(&after(&k1, &["l1"])), "S 54:42");
    assert_eq!(after(&g, &["a1"]).position().captured()[Player::South], 42);
    for level in SEARCHING {
        assert_eq!(chosen(&g, level), "k1", "{level}");
        // The extra move is the search's decision too.
        assert_eq!(chosen(&k1, level), "l1", "{level}: the extra move");
    }
}

#[test]
fn a5_anywoli_search_does_not_make_a_three_for_north() {
    // Anywoli, South to move; rows top first: a2 2, l2 2 (North's); a1 2, b1 2
    // (South's); stores 44 each (96 in all).
    // - a1 sows b1, making it a 3 (a mid-sowing seed, not a four: A6), and c1,
    //   empty: the move ends (A4). North's a2 sows a1 and b1: its last seed makes
    //   b1 a 4, captured by North (A5); four seeds remain: the game ends (A8)
    //   and they go to North, who captured last (A9): N 52, S 44 (A10).
    // - b1 sows c1, d1, both empty: the move ends. North's a2 then sows a1 (3)
    //   and b1 (1, empty, the move ends); l2 sows k2, j2: North has no capture.
    let g = common::load(
        "anywoli",
        &[],
        r#"{"rows": [[2,0,0,0,0,0,0,0,0,0,0,2],[2,2,0,0,0,0,0,0,0,0,0,0]],
            "captured": {"S": 44, "N": 44}}"#,
    );
    let blunder = after(&g, &["a1"]);
    assert_eq!(best_turn(blunder.position()), (8, vec!["a2".to_string()]));
    assert_eq!(result(&after(&blunder, &["a2"])), "N 44:52");
    assert_eq!(best_turn(after(&g, &["b1"]).position()).0, 0);
    for level in SEARCHING {
        assert_eq!(chosen(&g, level), "b1", "{level}");
    }
}

// ---------------------------------------------------------------- Bao Kigogo

#[test]
fn b7_bao_kigogo_search_takes_the_file_that_holds_all_of_north() {
    // Bao Kigogo, South to move; rows top first (4, 3, 2, 1): c4 4, c3 1
    // (North's only seeds); b2 1, e2 2, a1 2 (South's).
    // - e2 sows d2, c2 around South's rows (B3, C3): its last seed ends in c2,
    //   an empty front-row pit (B5), and c3 opposite is occupied: c3 is
    //   captured (B7) with c4 behind it (B8): all 5 of North's seeds, South
    //   wins (B10).
    // - a1 sows b1, c1: the move ends in the back row, no capture. North's c4
    //   then sows b4, a4, a3, b3: b3 is an empty front pit with b2 opposite:
    //   North takes b2 and b1 (B7, B8).
    // (b2 holds a single seed: no singleton steps while a pit holds two, B6.)
    let g = common::load(
        "bao-kigogo",
        &[],
        r#"{"rows": [[0,0,4,0,0,0,0,0,0,0,0,0],
                     [0,0,1,0,0,0,0,0,0,0,0,0],
                     [0,1,0,0,2,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0]]}"#,
    );
    assert_eq!(result(&after(&g, &["e2"])), "S 5:0");
    assert_eq!(
        best_turn(after(&g, &["a1"]).position()),
        (2, vec!["c4".to_string()])
    );
    for level in SEARCHING {
        assert_eq!(chosen(&g, level), "e2", "{level}");
    }
}

#[test]
fn b7_bao_kigogo_search_does_not_open_the_file_of_five() {
    // Bao Kigogo, South to move; rows top first (4, 3, 2, 1): l4 3, a3 2
    // (North's); e2 2, c1 5, h1 2 (South's).
    // - e2 sows d2, c2: the move ends in c2, an empty front pit, but c3 is
    //   empty: no capture (B7). North's a3 then sows b3, c3: the last seed ends
    //   in c3, empty, with c2 opposite occupied: c2 is captured with c1 behind
    //   it (B7, B8): 6 of South's 9 seeds.
    // - h1 sows i1, j1; c1 sows d1 to h1, relays h1's 3 (B4) to i1, j1, k1:
    //   either way c2 stays empty and North's a3 (ending in c3) and l4 (ending
    //   in i4, the back row) take nothing.
    let g = common::load(
        "bao-kigogo",
        &[],
        r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,3],
                     [2,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,2,0,0,0,0,0,0,0],
                     [0,0,5,0,0,0,0,2,0,0,0,0]]}"#,
    );
    assert_eq!(
        best_turn(after(&g, &["e2"]).position()),
        (6, vec!["a3".to_string()])
    );
    for safe in ["h1", "c1"] {
        assert_eq!(best_turn(after(&g, &[safe]).position()).0, 0, "{safe}");
    }
    for level in SEARCHING {
        assert_ne!(chosen(&g, level), "e2", "{level}");
    }
}

// ---------------------------------------------------------------- Tsoro

#[test]
fn t6_t10_tsoro_search_continues_at_its_head_and_picks_north_bare() {
    // Tsoro, 4 × 21, two heads, two bonus picks (the defaults); South to move.
    // Rows top first (4, 3, 2, 1): k4 2, u4 2, g3 2, u3 1 (North's); a1 2, r1 2,
    // t1 1 (South's; t1 and u1 are South's heads, T2).
    // - r1 sows s1, t1 (T4): the last stone falls in t1, an occupied head, and
    //   South chooses (T6). `continue` lifts t1's 2 to u1 and u2: the last ends
    //   in u2, an empty inner pit, with u3 opposite occupied: u3 and u4 are
    //   captured (T9), 3, and South picks two more pits (T10): g3 and k4, the
    //   only ones (North's heads a4, b4 are empty). North has no stone left and
    //   cannot move: South wins, 7 to 0 (T12).
    // - `stop` ends the move at the head: no capture (T9). a1 sows b1, c1: the
    //   outer row, no capture.
    let g = common::load(
        "tsoro",
        &[],
        //            a b c d e f g h i j k l m n o p q r s t u
        r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,2],
                     [0,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,1],
                     [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],
                     [2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,1,0]]}"#,
    );
    assert_eq!(result(&after(&g, &["r1", "continue", "g3", "k4"])), "S 7:0");
    assert!(after(&g, &["r1", "stop"]).position().result().is_none());
    for level in SEARCHING {
        // Every decision of the turn is the search's: the sowing, the head
        // choice, the two picks.
        let mut turn = g.clone();
        let mut inputs = vec![];
        while turn.position().result().is_none() && inputs.len() < 4 {
            let c = chosen(&turn, level);
            common::play(&mut turn, &[c.as_str()]);
            inputs.push(c);
        }
        assert_eq!(inputs[..2], ["r1", "continue"], "{level}");
        assert_eq!(
            inputs[2..].iter().collect::<BTreeSet<_>>(),
            BTreeSet::from([&"g3".to_string(), &"k4".to_string()]),
            "{level}: {inputs:?}"
        );
        assert_eq!(result(&turn), "S 7:0", "{level}");
    }
}

#[test]
fn t6_t9_tsoro_search_stops_at_its_head_rather_than_feed_a_file() {
    // Tsoro, 4 × 21, defaults. Rows top first (4, 3, 2, 1): k4 2, s3 2
    // (North's); c1 4, h1 3, r1 2, t1 1 (South's). South has sown r1: s1, t1,
    // the last stone in t1, an occupied head: South must choose (T6).
    // - `continue` lifts t1's 2 to u1 and u2: u2 is an empty inner pit, u3 is
    //   empty, no capture. North's s3 then sows t3, u3: its last stone ends in
    //   u3, empty, opposite u2: u2 and u1 are captured (T9; a file capture
    //   clears the head u1, T10), then two bonus picks, c1 4 and h1 3 (T10):
    //   9 of South's 11 stones.
    // - `stop` leaves t1 2, u1 and u2 empty: North's s3 ends in u3 with u2 empty
    //   opposite, k4 ends in the outer row: North has no capture.
    let g = common::load(
        "tsoro",
        &[],
        //            a b c d e f g h i j k l m n o p q r s t u
        r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,0],
                     [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],
                     [0,0,4,0,0,0,0,3,0,0,0,0,0,0,0,0,0,2,0,1,0]]}"#,
    );
    let g = after(&g, &["r1"]);
    assert_eq!(common::state(&g)["awaiting"], "head_choice");
    let (gain, turn) = best_turn(after(&g, &["continue"]).position());
    assert_eq!(gain, 9);
    assert_eq!(turn[0], "s3");
    assert_eq!(best_turn(after(&g, &["stop"]).position()).0, 0);
    for level in SEARCHING {
        assert_eq!(chosen(&g, level), "stop", "{level}");
    }
}

// ---------------------------------------------------------------- every option set

#[test]
fn every_level_same_seed_same_legal_choice_on_random_positions_of_every_option_set() {
    // Random games of every option set; every few decisions each level is
    // asked twice with the same seed (a fresh budget each time): the same
    // choice, a legal one. Goré answers and Tsoro head choices and picks are
    // asked too, and the test checks that they were.
    let mut rng = Rng::new(0x5eed);
    let mut asked = BTreeSet::new();
    for rules in Rules::every() {
        let mut g = Game::new(rules);
        for ply in 0..240u64 {
            let legal = g.legal();
            if legal.is_empty() {
                break;
            }
            let awaiting = common::state(&g)["awaiting"].as_str().unwrap().to_string();
            if ply % 17 == 3 || (awaiting != "move" && ply % 3 == 0) {
                asked.insert(format!("{} {awaiting}", rules.variant().id()));
                for level in Level::ALL {
                    let seed = ply * 31 + 1;
                    let a = choose(&g, level, seed, &mut Questions(1)).unwrap();
                    let b = choose(&g, level, seed, &mut Questions(1)).unwrap();
                    assert_eq!(a, b, "{rules} ply {ply}: {level}");
                    assert!(
                        legal.contains(&a.input),
                        "{rules} ply {ply}: {level} chose {:?}, not legal",
                        a.input
                    );
                }
            }
            g.play(legal[rng.below(legal.len())], &mut NoEvents)
                .unwrap();
        }
    }
    for kind in [
        "gore trade_response",
        "tsoro head_choice",
        "tsoro bonus_pick",
    ] {
        assert!(asked.contains(kind), "never asked: {kind} ({asked:?})");
    }
}

//! Goré scenarios, one or more per rule (G1–G15); boards worked out by hand.
//!
//! Boards are written as the contract's `rows`: top row first, so
//! `[[a2, b2, c2, d2], [a1, b1, c1, d1]]`. The sowing ring (C3) is
//! a1 → b1 → c1 → d1 → d2 → c2 → b2 → a2 → a1.
mod common;
use common::*;
use mancala::engine::{CaptureCause, Event, Game, Player};

use CaptureCause::{ChainBackward, ChainForward, Landing};

/// A pit's contract name.
fn name(g: &Game, p: mancala::engine::Pit) -> String {
    g.position().layout().name(p)
}

/// The pits sown into, in order.
fn drops(g: &Game, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Drop { pit } => Some(name(g, pit)),
            _ => None,
        })
        .collect()
}

/// The captures, in order, as (pit, count, capturer, cause).
fn captures(g: &Game, events: &[Event]) -> Vec<(String, u8, char, CaptureCause)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture {
                pit,
                count,
                by,
                cause,
            } => Some((name(g, pit), count, by.letter(), cause)),
            _ => None,
        })
        .collect()
}

/// The end-of-game sweeps, in order, as (pit, count, receiver).
fn sweeps(g: &Game, events: &[Event]) -> Vec<(String, u8, char)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Sweep { pit, count, to } => Some((name(g, pit), count, to.letter())),
            _ => None,
        })
        .collect()
}

fn cap(pit: &str, count: u8, by: char, cause: CaptureCause) -> (String, u8, char, CaptureCause) {
    (pit.to_string(), count, by, cause)
}

fn swept(pit: &str, count: u8, to: char) -> (String, u8, char) {
    (pit.to_string(), count, to)
}

fn awaiting(g: &Game) -> String {
    state(g)["awaiting"].as_str().unwrap_or("").to_string()
}

/// Seeds on the board plus both captured piles (C8).
fn total(g: &Game) -> u64 {
    let (s, n) = captured(g);
    rows(g).iter().flatten().sum::<u64>() + s + n
}

// ---------------------------------------------------------------- G1, G2

#[test]
fn g1_opening_has_six_in_each_of_eight_pits() {
    let g = opening("gore", &[]);
    assert_eq!(rows(&g), vec![vec![6, 6, 6, 6], vec![6, 6, 6, 6]]);
}

#[test]
fn g1_literal_opening_board_is_the_opening() {
    // 6 in each of the 8 pits, 48 in all; South moves first (C1) and, with North
    // holding no captured counters, can only sow one of a1…d1.
    let g = load(
        "gore",
        &[],
        r#"{"rows": [[6,6,6,6],[6,6,6,6]], "owners": [["N","N","N","N"],["S","S","S","S"]],
            "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    let o = opening("gore", &[]);
    assert_eq!(state(&g), state(&o));
    assert_eq!(total(&g), 48);
    assert_eq!(legal(&g), sorted(&["a1", "b1", "c1", "d1"]));
    // South sows a1 (6): b1 7, c1 7, d1 7, d2 7, c2 7, b2 7. Last in b2 (North's)
    // makes 7: not 2 or 4, nothing captured.
    let mut g = g;
    play(&mut g, &["a1"]);
    assert_eq!(rows(&g), vec![vec![6, 7, 7, 7], vec![0, 7, 7, 7]]);
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(to_move(&g), "N");
}

#[test]
fn g2_each_player_starts_owning_their_own_row() {
    let g = opening("gore", &[]);
    assert_eq!(owners(&g), vec!["NNNN", "SSSS"]);
}

#[test]
fn g2_pits_not_rows_decide_who_may_sow() {
    // After trades South owns a1 b1 c1 and b2; North owns d1, a2, c2, d2.
    //   row 2: a2=1(N) b2=2(S) c2=0(N) d2=3(N)
    //   row 1: a1=1(S) b1=0(S) c1=2(S) d1=4(N)
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[1,2,0,3],[1,0,2,4]], "owners": [["N","S","N","N"],["S","S","S","N"]],
            "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    assert_eq!(owners(&g), vec!["NSNN", "SSSN"]);
    // South's non-empty pits: a1, c1 and b2 (not d1, though it is in row 1).
    assert_eq!(legal(&g), sorted(&["a1", "b2", "c1"]));
    assert!(refused(&g, "d1"));
    assert!(refused(&g, "b1")); // South's but empty
                                // South sows b2 (2): a2 1→2, a1 1→2. The last seed lands in a1, South's own:
                                // no capture (a2 reaching 2 does not matter: it is not the landing pit).
    play(&mut g, &["b2"]);
    assert_eq!(rows(&g), vec![vec![2, 0, 0, 3], vec![2, 0, 2, 4]]);
    assert_eq!(captured(&g), (0, 0));
    // North may sow a2, d2 and d1 (its pit in row 1), not b2.
    assert_eq!(to_move(&g), "N");
    assert_eq!(legal(&g), sorted(&["a2", "d1", "d2"]));
}

// ---------------------------------------------------------------- G3

#[test]
fn g3_handful_of_nine_goes_round_and_feeds_its_origin() {
    // a1=2, d1=9, every other pit empty.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,0],[2,0,0,9]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows d1 (9): d2 c2 b2 a2 a1 b1 c1 d1 d2. The emptied origin d1 is not
    // skipped: it gets the 8th seed. The 9th lands in d2 (North's), which makes
    // 0+2 = 2: captured. Forward c2 holds 1, backward d1 holds 1: no run.
    // (Skipping the origin would have ended in c2 instead.)
    let ev = play(&mut g, &["d1"]);
    assert_eq!(
        drops(&g, &ev),
        ["d2", "c2", "b2", "a2", "a1", "b1", "c1", "d1", "d2"]
    );
    assert_eq!(captures(&g, &ev), vec![cap("d2", 2, 'S', Landing)]);
    assert_eq!(rows(&g), vec![vec![1, 1, 1, 0], vec![3, 1, 1, 1]]);
    assert_eq!(captured(&g), (2, 0));
    assert_eq!(to_move(&g), "N");
    assert_eq!(total(&g), 11);
}

#[test]
fn g3_handful_of_eight_ends_in_its_own_emptied_origin() {
    // a1=8, b1=2.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,0],[8,2,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    assert!(refused(&g, "c1")); // empty
    assert!(refused(&g, "d2")); // North's
                                // South sows a1 (8): b1 c1 d1 d2 c2 b2 a2 a1: the 8th seed falls back into the
                                // emptied a1, South's own pit: nothing captured, the sowing is over.
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        drops(&g, &ev),
        ["b1", "c1", "d1", "d2", "c2", "b2", "a2", "a1"]
    );
    assert!(captures(&g, &ev).is_empty());
    assert_eq!(rows(&g), vec![vec![1, 1, 1, 1], vec![1, 3, 1, 1]]);
    assert!(result(&g).is_null()); // b1 holds 3
}

// ---------------------------------------------------------------- G4

#[test]
fn g4_pass_refused_while_the_player_can_sow() {
    // South has one counter in a1; North has 3 in d2.
    let g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,3],[1,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    assert!(refused(&g, "pass"));
    assert_eq!(legal(&g), sorted(&["a1"]));
}

#[test]
fn g4_player_who_cannot_sow_passes_or_offers_until_fed() {
    // South's pits are all empty; North: a2=2, c2=1, d2=6, and holds 6 captured,
    // enough to pay for one pit (G5), so South may offer any one pit, even empty.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[2,0,1,6],[0,0,0,0]], "captured": {"S": 0, "N": 6}, "to_move": "S"}"#,
    );
    let cannot_sow = sorted(&["pass", "offer=a1", "offer=b1", "offer=c1", "offer=d1"]);
    assert_eq!(legal(&g), cannot_sow);
    let ev = play(&mut g, &["pass"]);
    assert_eq!(
        ev,
        vec![Event::Pass {
            player: Player::South
        }]
    );
    assert_eq!(rows(&g), vec![vec![2, 0, 1, 6], vec![0, 0, 0, 0]]);
    assert_eq!(to_move(&g), "N");
    // North (South holds nothing captured: no offers) may sow a2, c2 or d2.
    assert_eq!(legal(&g), sorted(&["a2", "c2", "d2"]));
    // North sows c2 (1): b2 0→1, its own. South still has nothing: passes again.
    play(&mut g, &["c2"]);
    assert_eq!(rows(&g), vec![vec![2, 1, 0, 6], vec![0, 0, 0, 0]]);
    assert_eq!(legal(&g), cannot_sow);
    play(&mut g, &["pass"]);
    // North sows d2 (6): c2 1, b2 2, a2 3, a1 1, b1 1, c1 1; last in c1 (South's)
    // makes 1: no capture. South's pits now hold counters: no more passing.
    play(&mut g, &["d2"]);
    assert_eq!(rows(&g), vec![vec![3, 2, 1, 0], vec![1, 1, 1, 0]]);
    assert!(refused(&g, "pass"));
    assert_eq!(
        legal(&g),
        sorted(&["a1", "b1", "c1", "offer=a1", "offer=b1", "offer=c1", "offer=d1"])
    );
}

// ---------------------------------------------------------------- G5

#[test]
fn g5_offerer_must_keep_one_pit() {
    // After a trade South owns only a1 (1 counter) and b1 (empty); North owns the
    // rest and holds 18 captured, enough for three pits.
    let g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,3],[1,0,2,0]], "owners": [["N","N","N","N"],["S","S","N","N"]],
            "captured": {"S": 0, "N": 18}, "to_move": "S"}"#,
    );
    // Offering both pits would leave South none; c1 is North's.
    assert!(refused(&g, "offer=a1,b1"));
    assert!(refused(&g, "offer=c1"));
    assert!(refused(&g, "offer=a1,c1"));
    assert_eq!(legal(&g), sorted(&["a1", "offer=a1", "offer=b1"]));
}

#[test]
fn g5_offer_refused_when_receiver_cannot_pay() {
    let pos = |n: u32| {
        load(
            "gore",
            &[],
            &format!(
                r#"{{"rows": [[0,0,0,3],[1,0,0,0]], "captured": {{"S": 0, "N": {n}}}, "to_move": "S"}}"#
            ),
        )
    };
    // North holds 5 < 6: no offer at all.
    let g = pos(5);
    assert!(refused(&g, "offer=a1"));
    assert_eq!(legal(&g), sorted(&["a1"]));
    // 11: one pit (6) but not two (12).
    let g = pos(11);
    assert!(refused(&g, "offer=a1,b1"));
    assert_eq!(
        legal(&g),
        sorted(&["a1", "offer=a1", "offer=b1", "offer=c1", "offer=d1"])
    );
    // 12: two pits but not three (18).
    let g = pos(12);
    assert!(!refused(&g, "offer=a1,b1"));
    assert!(refused(&g, "offer=a1,b1,c1"));
    assert_eq!(legal(&g).len(), 1 + 4 + 6);
}

#[test]
fn g5_offers_listed_in_sowing_order_and_accepted_in_any() {
    // South owns a1…d1, North holds 12: every one- and two-pit offer, each spelt
    // with its pits in sowing order from a1.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,3],[1,0,0,0]], "captured": {"S": 0, "N": 12}, "to_move": "S"}"#,
    );
    assert_eq!(
        legal(&g),
        sorted(&[
            "a1",
            "offer=a1",
            "offer=b1",
            "offer=c1",
            "offer=d1",
            "offer=a1,b1",
            "offer=a1,c1",
            "offer=a1,d1",
            "offer=b1,c1",
            "offer=b1,d1",
            "offer=c1,d1",
        ])
    );
    // Written the other way round it is the same offer (a1 = bit 0, c1 = bit 2).
    let ev = play(&mut g, &["offer=c1,a1"]);
    assert_eq!(
        ev,
        vec![Event::Offer {
            by: Player::South,
            pits: [mancala::engine::Pit(0), mancala::engine::Pit(2)]
                .into_iter()
                .collect()
        }]
    );

    // North's row in sowing order is d2, c2, b2, a2. South holds 18: up to three.
    let g = load(
        "gore",
        &[],
        r#"{"rows": [[1,0,0,3],[1,0,0,0]], "captured": {"S": 18, "N": 0}, "to_move": "N"}"#,
    );
    assert_eq!(
        legal(&g),
        sorted(&[
            "a2",
            "d2",
            "offer=d2",
            "offer=c2",
            "offer=b2",
            "offer=a2",
            "offer=d2,c2",
            "offer=d2,b2",
            "offer=d2,a2",
            "offer=c2,b2",
            "offer=c2,a2",
            "offer=b2,a2",
            "offer=d2,c2,b2",
            "offer=d2,c2,a2",
            "offer=d2,b2,a2",
            "offer=c2,b2,a2",
        ])
    );
}

#[test]
fn g5_no_offer_on_two_consecutive_own_turns_answering_is_no_turn() {
    // d1=3, d2=3; each player holds 6 captured, so each may offer one pit.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,3],[0,0,0,3]], "captured": {"S": 6, "N": 6}, "to_move": "S"}"#,
    );
    // South offers the empty b1 (empty pits may be offered); North declines.
    play(&mut g, &["offer=b1", "decline"]);
    // Declining was not a turn of North's: North may offer now.
    assert_eq!(to_move(&g), "N");
    assert!(!refused(&g, "offer=c2"));
    play(&mut g, &["offer=c2", "decline"]);
    // South's last turn was its offer (its answer does not count): no offer now.
    assert_eq!(to_move(&g), "S");
    assert!(refused(&g, "offer=a1"));
    assert_eq!(legal(&g), sorted(&["d1"]));
    // South sows d1 (3): d2 3→4, c2 1, b2 1; last in b2 (North's) makes 1: nothing.
    play(&mut g, &["d1"]);
    assert_eq!(rows(&g), vec![vec![0, 1, 1, 4], vec![0, 0, 0, 0]]);
    // North's last turn was an offer: North must sow.
    assert!(refused(&g, "offer=d2"));
    assert_eq!(legal(&g), sorted(&["b2", "c2", "d2"]));
    // North sows b2 (1): a2 1, its own.
    play(&mut g, &["b2"]);
    assert_eq!(rows(&g), vec![vec![1, 0, 1, 4], vec![0, 0, 0, 0]]);
    // South sowed on its last turn: it may offer again (and, unable to sow, pass).
    assert_eq!(
        legal(&g),
        sorted(&["pass", "offer=a1", "offer=b1", "offer=c1", "offer=d1"])
    );
}

#[test]
fn g5_pass_counts_as_a_turn_between_offers() {
    // South has nothing to sow; North: c2=1, d2=3, and holds 6.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,1,3],[0,0,0,0]], "captured": {"S": 0, "N": 6}, "to_move": "S"}"#,
    );
    play(&mut g, &["offer=a1", "decline"]);
    // North sows c2 (1): b2 1.
    play(&mut g, &["c2"]);
    // South offered last turn and cannot sow: passing is all that is left.
    assert_eq!(legal(&g), sorted(&["pass"]));
    play(&mut g, &["pass"]);
    // North sows b2 (1): a2 1.
    play(&mut g, &["b2"]);
    assert_eq!(rows(&g), vec![vec![1, 0, 0, 3], vec![0, 0, 0, 0]]);
    // The pass was South's turn: South may offer again.
    assert_eq!(
        legal(&g),
        sorted(&["pass", "offer=a1", "offer=b1", "offer=c1", "offer=d1"])
    );
}

// ---------------------------------------------------------------- G6

#[test]
fn g6_responder_moves_next_after_decline_and_after_accept() {
    // a1=1, d1=3, d2=3; North holds 6.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,3],[1,0,0,3]], "captured": {"S": 0, "N": 6}, "to_move": "S"}"#,
    );
    play(&mut g, &["offer=b1"]);
    // The offer used South's turn; North must answer, and can only answer.
    assert_eq!(to_move(&g), "N");
    assert_eq!(awaiting(&g), "trade_response");
    assert_eq!(legal(&g), sorted(&["accept", "decline"]));
    assert!(refused(&g, "d2"));
    assert!(refused(&g, "pass"));
    assert!(refused(&g, "offer=d2"));

    let mut accepted = g.clone();
    // Declined: nothing changes and North, the responder, moves.
    play(&mut g, &["decline"]);
    assert_eq!(to_move(&g), "N");
    assert_eq!(awaiting(&g), "move");
    assert_eq!(rows(&g), vec![vec![0, 0, 0, 3], vec![1, 0, 0, 3]]);
    assert_eq!(legal(&g), sorted(&["d2"]));

    // Accepted: b1 becomes North's with 6 paid in, and North moves.
    play(&mut accepted, &["accept"]);
    assert_eq!(to_move(&accepted), "N");
    assert_eq!(awaiting(&accepted), "move");
    assert_eq!(owners(&accepted), vec!["NNNN", "SNSS"]);
    assert_eq!(rows(&accepted), vec![vec![0, 0, 0, 3], vec![1, 6, 0, 3]]);
    assert_eq!(legal(&accepted), sorted(&["b1", "d2"]));
}

// ---------------------------------------------------------------- G7

#[test]
fn g7_acquired_pits_are_paid_six_each_and_sown_by_new_owner() {
    // a2=2; a1=0, b1=1, c1=1, d1=0; North holds 12 captured.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[2,0,0,0],[0,1,1,0]], "captured": {"S": 0, "N": 12}, "to_move": "S"}"#,
    );
    assert!(legal(&g).contains(&"offer=a1,c1".to_string()));
    play(&mut g, &["offer=c1,a1"]);
    // North accepts: a1 and c1 become North's; 6 of North's 12 go into each:
    // a1 0+6 = 6, c1 1+6 = 7; North's captured 12 − 2·6 = 0.
    let ev = play(&mut g, &["accept"]);
    let mut changes: Vec<String> = ev
        .iter()
        .filter_map(|e| match *e {
            Event::OwnerChange { pit, to } => Some(format!("{}→{}", name(&g, pit), to.letter())),
            Event::Payment { pit, count, from } => Some(format!(
                "{}+{} from {}",
                name(&g, pit),
                count,
                from.letter()
            )),
            _ => None,
        })
        .collect();
    changes.sort();
    assert_eq!(changes, ["a1+6 from N", "a1→N", "c1+6 from N", "c1→N"]);
    assert_eq!(owners(&g), vec!["NNNN", "NSNS"]);
    assert_eq!(rows(&g), vec![vec![2, 0, 0, 0], vec![6, 1, 7, 0]]);
    assert_eq!(captured(&g), (0, 0));
    assert_eq!(total(&g), 16);
    // North moves and may sow its new pits.
    assert_eq!(legal(&g), sorted(&["a1", "a2", "c1"]));
    // North sows c1 (7): d1 1, d2 1, c2 1, b2 1, a2 3, a1 7, b1 2. The last seed
    // lands in b1, still South's: 2, captured by North. Forward c1 is empty (the
    // origin), backward a1 holds 7: no run.
    let ev = play(&mut g, &["c1"]);
    assert_eq!(captures(&g, &ev), vec![cap("b1", 2, 'N', Landing)]);
    assert_eq!(rows(&g), vec![vec![3, 1, 1, 1], vec![7, 0, 0, 1]]);
    assert_eq!(captured(&g), (0, 2));
    // South keeps b1 (now empty) and d1; it offered last turn: it can only sow d1.
    assert_eq!(legal(&g), sorted(&["d1"]));
}

// ---------------------------------------------------------------- G8

#[test]
fn g8_winner_who_declined_wins_without_glory() {
    // a1=3, c2=1; South holds 20, North 10; North to move.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,1,0],[3,0,0,0]], "captured": {"S": 20, "N": 10}, "to_move": "N"}"#,
    );
    // North offers d2; South declines (a1 holds 3: the game goes on) and moves.
    play(&mut g, &["offer=d2", "decline"]);
    assert!(result(&g).is_null());
    // South sows a1 (3): b1 1, c1 1, d1 1 (its own). Every pit now holds < 3:
    // the end. b1, c1, d1 → South (23); c2 → North (11). South wins, but it
    // declined an offer: victory without glory.
    play(&mut g, &["a1"]);
    let r = result(&g);
    assert_eq!(r["winner"], "S");
    assert_eq!(r["score"]["S"], 23);
    assert_eq!(r["score"]["N"], 11);
    assert_eq!(r["glory"], false);
}

#[test]
fn g8_loser_who_declined_leaves_the_winner_glory() {
    // b1=1, c2=3; South holds 20, North 10.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,3,0],[0,1,0,0]], "captured": {"S": 20, "N": 10}, "to_move": "S"}"#,
    );
    // South offers d1; North declines (c2 holds 3) and moves.
    play(&mut g, &["offer=d1", "decline"]);
    // North sows c2 (3): b2 1, a2 1, a1 1; a1 (South's) makes 1: nothing. All
    // pits < 3: a1, b1 → South (22); b2, a2 → North (12). South wins with glory:
    // only North declined.
    play(&mut g, &["c2"]);
    let r = result(&g);
    assert_eq!(r["winner"], "S");
    assert_eq!(r["score"]["S"], 22);
    assert_eq!(r["score"]["N"], 12);
    assert_eq!(r["glory"], true);
}

// ---------------------------------------------------------------- G9

#[test]
fn g9_last_counter_making_two_or_four_in_opponent_pit_captures() {
    // Making 4: b1=3; a2=3, c2=1, d2=3.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[3,0,1,3],[0,3,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows b1 (3): c1 1, d1 1, d2 3→4 (North's): captured. Forward c2 = 1,
    // backward d1 = 1: no run.
    let ev = play(&mut g, &["b1"]);
    assert_eq!(captures(&g, &ev), vec![cap("d2", 4, 'S', Landing)]);
    assert_eq!(rows(&g), vec![vec![3, 0, 1, 0], vec![0, 0, 1, 1]]);
    assert_eq!(captured(&g), (4, 0));
    assert_eq!(to_move(&g), "N");

    // Making 2, by North: a2=1, d2=3; a1=1, b1=3.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[1,0,0,3],[1,3,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "N"}"#,
    );
    // North sows a2 (1): a1 1→2 (South's): captured. Forward b1 = 3, backward a2
    // (the emptied origin) = 0: no run.
    let ev = play(&mut g, &["a2"]);
    assert_eq!(captures(&g, &ev), vec![cap("a1", 2, 'N', Landing)]);
    assert_eq!(rows(&g), vec![vec![0, 0, 0, 3], vec![0, 3, 0, 0]]);
    assert_eq!(captured(&g), (0, 2));
}

#[test]
fn g9_landing_making_three_or_in_own_pit_captures_nothing() {
    // Making 3: d1=1, d2=2.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,2],[0,0,0,1]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows d1 (1): d2 2→3: neither 2 nor 4.
    let ev = play(&mut g, &["d1"]);
    assert!(captures(&g, &ev).is_empty());
    assert_eq!(rows(&g), vec![vec![0, 0, 0, 3], vec![0, 0, 0, 0]]);
    assert_eq!(captured(&g), (0, 0));

    // Own pit by ownership: South owns d2, North owns d1 (after trades).
    // a2=3, d2=1 (S); c1=2, d1=1 (N).
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[3,0,0,1],[0,0,2,1]], "owners": [["N","N","N","S"],["S","S","S","N"]],
            "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows c1 (2): d1 1→2 (North's, but not the landing), d2 1→2: South's
    // own landing pit: nothing captured, so no run either.
    let ev = play(&mut g, &["c1"]);
    assert!(captures(&g, &ev).is_empty());
    assert_eq!(rows(&g), vec![vec![3, 0, 0, 2], vec![0, 0, 0, 2]]);
    assert_eq!(captured(&g), (0, 0));

    // Same owners: a landing in North's d1 (row 1) does capture.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[3,0,0,1],[0,2,0,1]], "owners": [["N","N","N","S"],["S","S","S","N"]],
            "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows b1 (2): c1 1, d1 1→2 (North's): captured. Forward d2 = 1,
    // backward c1 = 1: no run.
    let ev = play(&mut g, &["b1"]);
    assert_eq!(captures(&g, &ev), vec![cap("d1", 2, 'S', Landing)]);
    assert_eq!(rows(&g), vec![vec![3, 0, 0, 1], vec![0, 0, 1, 0]]);
    assert_eq!(captured(&g), (2, 0));
}

// ---------------------------------------------------------------- G10

#[test]
fn g10_forward_run_of_twos_and_fours() {
    // a2=3, b2=4, c2=2, d2=1; c1=2.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[3,4,2,1],[0,0,2,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows c1 (2): d1 1, d2 1→2 (North's): captured. Forward: c2 2, b2 4
    // captured, a2 3 stops the run. Backward: d1 1 stops at once. 2+2+4 = 8.
    let ev = play(&mut g, &["c1"]);
    assert_eq!(
        captures(&g, &ev),
        vec![
            cap("d2", 2, 'S', Landing),
            cap("c2", 2, 'S', ChainForward),
            cap("b2", 4, 'S', ChainForward),
        ]
    );
    assert_eq!(rows(&g), vec![vec![3, 0, 0, 0], vec![0, 0, 0, 1]]);
    assert_eq!(captured(&g), (8, 0));
    assert_eq!(to_move(&g), "N");
}

#[test]
fn g10_backward_run_takes_movers_own_pits() {
    // a2=3, c2=1, d2=3; a1=4, c1=3, d1=1.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[3,0,1,3],[4,0,3,1]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows a1 (4): b1 1, c1 4, d1 2, d2 3→4 (North's): captured.
    // Forward: c2 1 stops. Backward: d1 2 and c1 4, South's own pits, captured;
    // b1 1 stops. 4+2+4 = 10.
    let ev = play(&mut g, &["a1"]);
    assert_eq!(
        captures(&g, &ev),
        vec![
            cap("d2", 4, 'S', Landing),
            cap("d1", 2, 'S', ChainBackward),
            cap("c1", 4, 'S', ChainBackward),
        ]
    );
    assert_eq!(rows(&g), vec![vec![3, 0, 1, 0], vec![0, 1, 0, 0]]);
    assert_eq!(captured(&g), (10, 0));
}

#[test]
fn g10_chain_wraps_into_own_row() {
    // a2=1, d2=2; a1=4, b1=2, c1=1, d1=4.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[1,0,0,2],[4,2,1,4]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows d1 (4): d2 3, c2 1, b2 1, a2 1→2 (North's): captured.
    // Forward wraps round the ring's end a2 → a1: a1 4, b1 2 (South's own)
    // captured, c1 1 stops. Backward: b2 1 stops. 2+4+2 = 8.
    let ev = play(&mut g, &["d1"]);
    assert_eq!(
        captures(&g, &ev),
        vec![
            cap("a2", 2, 'S', Landing),
            cap("a1", 4, 'S', ChainForward),
            cap("b1", 2, 'S', ChainForward),
        ]
    );
    assert_eq!(rows(&g), vec![vec![0, 1, 1, 3], vec![0, 0, 1, 0]]);
    assert_eq!(captured(&g), (8, 0));
}

#[test]
fn g10_backward_run_wraps_and_stops_at_emptied_origin() {
    // a2=1, b2=2, c2=2; a1=1, b1=4, c1=3. North to move.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[1,2,2,0],[1,4,3,0]], "captured": {"S": 0, "N": 0}, "to_move": "N"}"#,
    );
    // North sows b2 (2): a2 2, a1 1→2 (South's): captured. Forward: b1 4
    // captured, c1 3 stops. Backward wraps a1 → a2: a2 2 (North's own) captured,
    // then b2, emptied by the lift, holds 0 and stops the run: c2's 2 stay.
    let ev = play(&mut g, &["b2"]);
    assert_eq!(
        captures(&g, &ev),
        vec![
            cap("a1", 2, 'N', Landing),
            cap("b1", 4, 'N', ChainForward),
            cap("a2", 2, 'N', ChainBackward),
        ]
    );
    assert_eq!(rows(&g), vec![vec![0, 0, 2, 0], vec![0, 0, 3, 0]]);
    assert_eq!(captured(&g), (0, 8));
}

#[test]
fn g10_pit_captured_at_most_once_round_the_ring() {
    // d1=17, d2=1.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,1],[0,0,0,17]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows d1 (17): two full rounds (every pit, d1 included, +2) and one
    // more seed into d2: d2 1+3 = 4 (North's): captured. Forward: c2 b2 a2 a1 b1
    // c1 d1 all hold 2: captured; then d2, already emptied, stops the run.
    // Backward: d1, already emptied, stops at once. 4 + 7·2 = 18, all of them.
    let ev = play(&mut g, &["d1"]);
    assert_eq!(
        captures(&g, &ev),
        vec![
            cap("d2", 4, 'S', Landing),
            cap("c2", 2, 'S', ChainForward),
            cap("b2", 2, 'S', ChainForward),
            cap("a2", 2, 'S', ChainForward),
            cap("a1", 2, 'S', ChainForward),
            cap("b1", 2, 'S', ChainForward),
            cap("c1", 2, 'S', ChainForward),
            cap("d1", 2, 'S', ChainForward),
        ]
    );
    // Empty board: the game ends (G12), nothing to sweep; South 18–0.
    assert_eq!(rows(&g), vec![vec![0, 0, 0, 0], vec![0, 0, 0, 0]]);
    assert!(sweeps(&g, &ev).is_empty());
    let r = result(&g);
    assert_eq!(r["winner"], "S");
    assert_eq!(r["score"]["S"], 18);
    assert_eq!(r["score"]["N"], 0);
}

// ---------------------------------------------------------------- G11

#[test]
fn g11_one_lap_then_the_turn_ends() {
    // a1=2, c1=4.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,0],[2,0,4,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    // South sows a1 (2): b1 1, c1 5. The hand is empty: over, no relay from c1.
    let ev = play(&mut g, &["a1"]);
    let lifts = ev
        .iter()
        .filter(|e| matches!(e, Event::Lift { .. }))
        .count();
    assert_eq!(lifts, 1);
    assert_eq!(rows(&g), vec![vec![0, 0, 0, 0], vec![0, 1, 5, 0]]);
    assert_eq!(to_move(&g), "N");
    assert_eq!(legal(&g), sorted(&["pass"]));
}

// ---------------------------------------------------------------- G12

#[test]
fn g12_not_checked_on_a_loaded_position() {
    // Every pit < 3, but nobody has played a turn yet.
    let g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,2],[1,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    assert!(result(&g).is_null());
    assert_eq!(legal(&g), sorted(&["a1"]));
}

#[test]
fn g12_checked_after_a_decline_not_after_an_offer() {
    // a1=1, d2=2: every pit < 3. North holds 6.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,2],[1,0,0,0]], "captured": {"S": 0, "N": 6}, "to_move": "S"}"#,
    );
    play(&mut g, &["offer=b1"]);
    assert!(result(&g).is_null()); // no check after an offer
    assert_eq!(awaiting(&g), "trade_response");
    let mut accepted = g.clone();

    // Declined: checked, every pit < 3: the end. a1 → South (1), d2 → North (8).
    // North wins, but declined: no glory.
    let ev = play(&mut g, &["decline"]);
    assert_eq!(
        sweeps(&g, &ev),
        vec![swept("a1", 1, 'S'), swept("d2", 2, 'N')]
    );
    assert_eq!(ev.last(), Some(&Event::GameOver));
    let r = result(&g);
    assert_eq!(r["winner"], "N");
    assert_eq!(r["score"]["S"], 1);
    assert_eq!(r["score"]["N"], 8);
    assert_eq!(r["glory"], false);
    assert_eq!(to_move(&g), "");
    assert!(legal(&g).is_empty());

    // Accepted: also checked, but b1 now holds the 6 paid in: the game goes on.
    play(&mut accepted, &["accept"]);
    assert!(result(&accepted).is_null());
    assert_eq!(rows(&accepted), vec![vec![0, 0, 0, 2], vec![1, 6, 0, 0]]);
    assert_eq!(captured(&accepted), (0, 0));
    assert_eq!(to_move(&accepted), "N");
}

#[test]
fn g12_checked_after_a_pass() {
    // South has nothing; a2=1, d2=2.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[1,0,0,2],[0,0,0,0]], "captured": {"S": 0, "N": 0}, "to_move": "S"}"#,
    );
    assert_eq!(legal(&g), sorted(&["pass"]));
    // After the pass every pit < 3: the end; d2, a2 → North, 3–0.
    let ev = play(&mut g, &["pass"]);
    let mut sw = sweeps(&g, &ev);
    sw.sort();
    assert_eq!(sw, vec![swept("a2", 1, 'N'), swept("d2", 2, 'N')]);
    let r = result(&g);
    assert_eq!(r["winner"], "N");
    assert_eq!(r["score"]["S"], 0);
    assert_eq!(r["score"]["N"], 3);
    assert_eq!(r["glory"], true);
}

// ---------------------------------------------------------------- G13

#[test]
fn g13_sweep_goes_to_the_pit_owner_not_the_row() {
    // Owners after trades: b1 is North's, c2 is South's.
    //   row 2: a2=1(N) b2=0(N) c2=2(S) d2=1(N)
    //   row 1: a1=3(S) b1=0(N) c1=0(S) d1=0(S)
    // Each player holds 10.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[1,0,2,1],[3,0,0,0]], "owners": [["N","N","S","N"],["S","N","S","S"]],
            "captured": {"S": 10, "N": 10}, "to_move": "S"}"#,
    );
    // South sows a1 (3): b1 1, c1 1, d1 1 (its own). Every pit < 3: the end.
    // By owner: c1 1 + d1 1 + c2 2 → South (14); b1 1 + d2 1 + a2 1 → North (13).
    // (By row it would have been 13–14.)
    let ev = play(&mut g, &["a1"]);
    let mut sw = sweeps(&g, &ev);
    sw.sort();
    assert_eq!(
        sw,
        vec![
            swept("a2", 1, 'N'),
            swept("b1", 1, 'N'),
            swept("c1", 1, 'S'),
            swept("c2", 2, 'S'),
            swept("d1", 1, 'S'),
            swept("d2", 1, 'N'),
        ]
    );
    assert_eq!(rows(&g), vec![vec![0, 0, 0, 0], vec![0, 0, 0, 0]]);
    assert_eq!(captured(&g), (14, 13));
    let r = result(&g);
    assert_eq!(r["winner"], "S");
    assert_eq!(r["score"]["S"], 14);
    assert_eq!(r["score"]["N"], 13);
    assert_eq!(r["glory"], true);
}

// ---------------------------------------------------------------- G14

#[test]
fn g14_equal_totals_are_a_draw_with_glory() {
    // b1=1, d1=2; c2=3, d2=2; each holds 20: 48 in all.
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,3,2],[0,1,0,2]], "captured": {"S": 20, "N": 20}, "to_move": "S"}"#,
    );
    assert_eq!(total(&g), 48);
    // South offers d1; North declines (c2 holds 3) and sows c2 (3): b2 1, a2 1,
    // a1 0→1 (South's, 1: nothing). Every pit < 3: the end.
    // South: a1 1 + b1 1 + d1 2 = 4 → 24; North: d2 2 + b2 1 + a2 1 = 4 → 24.
    // A draw; North declined, but a draw always keeps its glory.
    play(&mut g, &["offer=d1", "decline", "c2"]);
    let r = result(&g);
    assert_eq!(r["winner"], "draw");
    assert_eq!(r["score"]["S"], 24);
    assert_eq!(r["score"]["N"], 24);
    assert_eq!(r["glory"], true);
}

// ---------------------------------------------------------------- G15

#[test]
fn g15_threefold_repetition_ends_the_game() {
    // B0: a1=2, b1=1, c1=3, d1=1, North's row empty; each holds 6. South to move.
    // Occurrence 1 of (B0, South to move): the loaded position itself (C7).
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[0,0,0,0],[2,1,3,1]], "captured": {"S": 6, "N": 6}, "to_move": "S"}"#,
    );
    // South offers a1, North declines, North offers d2, South declines: the board
    // is unchanged and South is to move again: occurrence 2.
    play(&mut g, &["offer=a1", "decline", "offer=d2", "decline"]);
    assert!(result(&g).is_null());
    assert!(refused(&g, "offer=a1")); // South offered on its last turn
                                      // Now a real cycle of sowings and passes, no capture, never all pits < 3:
                                      //  a1 (S, 2): b1 2, c1 4                    → a1 0 b1 2 c1 4 d1 1
                                      //  pass (N has nothing)
                                      //  b1 (S, 2): c1 5, d1 2                    → c1 5 d1 2
                                      //  pass (N)
                                      //  c1 (S, 5): d1 3, d2 1, c2 1, b2 1, a2 1  (a2 makes 1: nothing)
                                      //  c2 (N, 1): b2 2 (own)
                                      //  d1 (S, 3): d2 2, c2 1, b2 3              (b2 makes 3: nothing)
                                      //  d2 (N, 2): c2 2, b2 4 (own)             → row 2: a2 1 b2 4 c2 2 d2 0
                                      //  pass (S has nothing)
                                      //  c2 (N, 2): b2 5, a2 2 (own)
                                      //  pass (S)
                                      //  b2 (N, 5): a2 3, a1 1, b1 1, c1 1, d1 1  (d1 makes 1: nothing)
                                      //  b1 (S, 1): c1 2 (own)
                                      //  a2 (N, 3): a1 2, b1 1, c1 3              (c1 makes 3: nothing) → B0
    let cycle = [
        "a1", "pass", "b1", "pass", "c1", "c2", "d1", "d2", "pass", "c2", "pass", "b2", "b1",
    ];
    play(&mut g, &cycle);
    assert!(result(&g).is_null());
    assert_eq!(rows(&g), vec![vec![3, 0, 0, 0], vec![1, 0, 2, 1]]);
    // The last sowing brings back B0 with South to move: occurrence 3, the end.
    // The sweep (G13) gives South's 2+1+3+1 = 7 to South: 13–6. South declined
    // North's offer: no glory.
    let ev = play(&mut g, &["a2"]);
    assert_eq!(ev.last(), Some(&Event::GameOver));
    assert_eq!(rows(&g), vec![vec![0, 0, 0, 0], vec![0, 0, 0, 0]]);
    let r = result(&g);
    assert!(r["reason"].as_str().unwrap().contains("repetition"));
    assert_eq!(r["winner"], "S");
    assert_eq!(r["score"]["S"], 13);
    assert_eq!(r["score"]["N"], 6);
    assert_eq!(r["glory"], false);
    assert_eq!(to_move(&g), "");
}

// ---------------------------------------------------------------- events

#[test]
fn events_replay_to_the_new_board() {
    // The G7 scenario and two more sowings: each input's events, applied to the
    // position before it, give the position after it (board, owners, captured).
    let mut g = load(
        "gore",
        &[],
        r#"{"rows": [[2,0,0,0],[0,1,1,0]], "captured": {"S": 0, "N": 12}, "to_move": "S"}"#,
    );
    // Offer, accept (owner changes, payments), North's capturing c1 (see G7):
    // a2 3, b2 1, c2 1, d2 1; a1 7 (N), b1 0, c1 0 (N), d1 1; captured 0–2.
    // South d1 (1): d2 1→2 (North's): captured; forward c2 1, backward d1 0: 2–2.
    // North a2 (3): a1 8, b1 1, c1 1; c1 is North's own: nothing.
    for token in ["offer=a1,c1", "accept", "c1", "d1", "a2"] {
        let before = *g.position();
        let ev = play(&mut g, &[token]);
        let mut r = replay_of(&before);
        for e in &ev {
            assert!(r.apply(e), "{token}: {e:?} impossible");
        }
        assert_eq!(r.board, *g.position().board(), "{token}");
        assert_eq!(r.hand, 0, "{token}");
        let c = g.position().captured();
        assert_eq!(
            (r.captured.south, r.captured.north),
            (c.south as u32, c.north as u32)
        );
        assert_eq!(r.total(), 16);
    }
    assert_eq!(rows(&g), vec![vec![0, 1, 1, 0], vec![8, 1, 1, 0]]);
    assert_eq!(captured(&g), (2, 2));
}

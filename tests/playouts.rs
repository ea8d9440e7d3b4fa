//! Random playouts: thousands of games per game and option set, checking after
//! every input that
//! - seeds are conserved after every single event (C8),
//! - replaying the input's events on the old board gives the new board,
//! - the legal list is non-empty until the game ends, every listed input is
//!   accepted and unlisted ones are refused,
//! - every game ends.
mod common;

use mancala::engine::{Event, Game, Input, Pit, Rng, Rules, Variant};

/// Plies after which a game is declared endless. Random Goré games are long
/// (thousands of plies: random players offer and accept trades that put
/// counters back on the board), so the cap is far above any game seen.
const PLY_CAP: usize = 2_000_000;

/// Every input that could be spelled on this board (the legal ones among them).
fn all_inputs(g: &Game) -> Vec<Input> {
    let l = g.position().layout();
    let mut v: Vec<Input> = l
        .pits()
        .flat_map(|p: Pit| [Input::Sow(p), Input::Pick(p)])
        .collect();
    v.extend([
        Input::Pass,
        Input::Accept,
        Input::Decline,
        Input::Continue,
        Input::Stop,
    ]);
    // Every offer of Goré's 8 pits, and some of other boards' first 8.
    v.extend(
        (1..=255u8).map(|m| Input::Offer((0..8u8).filter(|i| m >> i & 1 == 1).map(Pit).collect())),
    );
    v
}

fn playouts(rules: Rules, games: u64) {
    let game = rules.to_string();
    let mut rng = Rng::new(0x5eed ^ games);
    let mut total_plies = 0usize;
    for n in 0..games {
        let mut g = Game::new(rules);
        let total = g.position().total();
        let mut plies = 0;
        let universe = all_inputs(&g);
        while g.position().result().is_none() {
            let before = *g.position();
            let legal = before.legal();
            assert!(
                !legal.is_empty(),
                "{game} game {n}: no legal input before the end"
            );
            // Every listed input is accepted by check(); a sample of others refused.
            for &i in &legal {
                assert_eq!(
                    before.check(i),
                    Ok(()),
                    "{game} game {n}: listed {i:?} refused"
                );
            }
            for _ in 0..4 {
                let i = universe[rng.below(universe.len())];
                if !legal.contains(&i) {
                    assert!(
                        before.check(i).is_err(),
                        "{game} game {n}: unlisted {i:?} accepted"
                    );
                }
            }
            let input = legal[rng.below(legal.len())];
            let mut events: Vec<Event> = vec![];
            g.play(input, &mut events).unwrap();
            // Replay, checking conservation after every event (C8).
            let removed = total - common::replay_of(&before).total();
            let mut r = common::replay_of(&before);
            for e in &events {
                assert!(r.apply(e), "{game} game {n}: impossible event {e:?}");
                assert_eq!(
                    r.total() + removed,
                    total,
                    "{game} game {n}: C8 broken at {e:?}"
                );
            }
            assert_eq!(r.hand, 0, "{game} game {n}: seeds left in hand");
            let after = g.position();
            assert_eq!(
                r.board,
                *after.board(),
                "{game} game {n}: replay differs after {input:?}"
            );
            assert_eq!(r.captured.south, after.captured().south as u32);
            assert_eq!(r.captured.north, after.captured().north as u32);
            assert_eq!(after.total(), total);
            assert_eq!(
                events.last() == Some(&Event::GameOver),
                after.result().is_some(),
                "GameOver event iff the game ended"
            );
            plies += 1;
            assert!(
                plies < PLY_CAP,
                "{game} game {n}: no end after {PLY_CAP} plies"
            );
        }
        assert!(g.legal().is_empty());
        let res = g.position().result().unwrap();
        assert_eq!(
            res.score,
            g.position().captured(),
            "score equals final captured"
        );
        total_plies += plies;
    }
    assert!(
        total_plies > games as usize,
        "games of at least one ply on average"
    );
}

/// Random games per option set: more where a game has fewer option sets.
fn games_per_set(v: Variant) -> u64 {
    match v {
        Variant::Gore => 1000,
        Variant::Urim | Variant::Anywoli => 1500,
        Variant::BaoKigogo => 2000,
        Variant::Tsoro => 120,
    }
}

/// Every option set of `v`, from the engine's option table.
fn all_option_sets(v: Variant) {
    let sets: Vec<Rules> = Rules::every()
        .into_iter()
        .filter(|r| r.variant() == v)
        .collect();
    assert!(!sets.is_empty());
    for rules in sets {
        playouts(rules, games_per_set(v));
    }
}

#[test]
fn gore_random_games() {
    all_option_sets(Variant::Gore);
}

#[test]
fn urim_random_games_all_options() {
    all_option_sets(Variant::Urim);
}

#[test]
fn anywoli_random_games_both_last_four_rules() {
    all_option_sets(Variant::Anywoli);
}

#[test]
fn bao_kigogo_random_games() {
    all_option_sets(Variant::BaoKigogo);
}

#[test]
fn tsoro_random_games_every_size_and_option() {
    all_option_sets(Variant::Tsoro);
}

//! The computer player: every level answers every kind of decision with a legal
//! input, repeatably, and the searching levels find a hand-worked winning capture.
mod common;

use mancala::engine::ai::{choose, Deadline, Level, NoDeadline};
use mancala::engine::{Game, Rng, Rules};

/// A deadline that passes after `n` questions (the search asks every 2,048
/// positions): a small, repeatable budget for the strong levels in tests.
struct Questions(u32);

impl Deadline for Questions {
    fn passed(&mut self) -> bool {
        self.0 = self.0.saturating_sub(1);
        self.0 == 0
    }
}

#[test]
fn every_level_answers_every_decision_of_every_option_set_legally() {
    let mut rng = Rng::new(0xa1);
    for rules in Rules::every() {
        let mut g = Game::new(rules);
        // Random games; at every 7th decision each level is asked.
        let mut ply = 0;
        while let Some(input) = {
            let legal = g.legal();
            (!legal.is_empty()).then(|| legal[rng.below(legal.len())])
        } {
            if ply % 7 == 0 {
                let pos = *g.position();
                let legal = pos.legal();
                for level in Level::ALL {
                    let c = choose(&pos, level, ply, &mut Questions(2))
                        .unwrap_or_else(|| panic!("{rules}: {level} gave nothing"));
                    assert!(
                        legal.contains(&c.input),
                        "{rules} ply {ply}: {level} chose {:?}, not legal",
                        c.input
                    );
                }
            }
            g.play(input, &mut mancala::engine::NoEvents).unwrap();
            ply += 1;
            if ply > 400 {
                break;
            }
        }
        let over = *g.position();
        if over.result().is_some() {
            assert_eq!(choose(&over, Level::Hard, 1, &mut NoDeadline), None);
        }
    }
}

#[test]
fn same_seed_same_choice() {
    for rules in [
        common::rules("gore", &[]),
        common::rules("tsoro", &["columns=8"]),
    ] {
        let pos = *Game::new(rules).position();
        for level in Level::ALL {
            let a = choose(&pos, level, 42, &mut Questions(3));
            let b = choose(&pos, level, 42, &mut Questions(3));
            assert_eq!(a, b, "{rules} {level}");
        }
    }
}

#[test]
fn u7_every_search_level_takes_the_winning_capture() {
    // Urim 2 × 6, South to move; rows top first: f2 holds 1; a1 1, e1 2.
    // e1 sows f1, f2: the last seed makes f2 a 2, captured (U7; the chain
    // backward stops at f1, South's own, U8). North then has no seeds: the game
    // ends (U10) and a1's and f1's seeds go to South (U11): South 4, North 0.
    // a1 instead sows b1 and nothing is taken. Every level but random must see it.
    let g = common::load("urim", &[], r#"{"rows": [[0,0,0,0,0,1],[1,0,0,0,2,0]]}"#);
    let pos = *g.position();
    let e1 = pos.parse_input("e1").unwrap();
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
        let c = choose(&pos, level, 5, &mut NoDeadline).unwrap();
        assert_eq!(c.input, e1, "{level}");
        // Won, by 4 seeds to 0.
        assert!(c.eval >= 10_004.0, "{level}: eval {}", c.eval);
    }
}

#[test]
fn level_words_round_trip() {
    for l in Level::ALL {
        assert_eq!(l.id().parse::<Level>(), Ok(l));
    }
    assert!("expert".parse::<Level>().is_err());
}

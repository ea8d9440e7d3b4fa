//! `mancala match`: two levels play each other (docs/contract.md). Games come in
//! pairs from the same opening (a few random plies drawn from the seed), once
//! with each level as South, so that neither side's luck of the opening counts.

use std::time::{Duration, Instant};

use mancala::engine::ai::{choose, Level};
use mancala::engine::json::{object, Value};
use mancala::engine::{Game, NoEvents, Player, Rng};

use super::cli::{Args, Clock};

/// One side's tally.
#[derive(Default)]
struct Side {
    wins: u64,
    draws: u64,
    losses: u64,
    ms: f64,
    moves: u64,
    max_ms: f64,
}

impl Side {
    fn json(&self, level: Level, finished: u64) -> Value {
        let score = if finished == 0 {
            0.0
        } else {
            (self.wins as f64 + self.draws as f64 / 2.0) / finished as f64
        };
        object([
            ("level", level.id().into()),
            ("wins", self.wins.into()),
            ("draws", self.draws.into()),
            ("losses", self.losses.into()),
            ("score", score.into()),
        ])
    }
}

/// Plays the match and prints its JSON line.
pub(crate) fn run(a: &Args) -> String {
    let (la, lb) = a.pair;
    let mut sides = [Side::default(), Side::default()];
    let (mut unfinished, mut plies_total) = (0u64, 0u64);
    let mut rng = Rng::new(a.seed);
    let mut opening = Game::new(a.rules);
    for g in 0..a.games {
        // A new opening for each pair: `openings` random plies from the start.
        if g % 2 == 0 {
            opening = Game::new(a.rules);
            for _ in 0..a.openings {
                let legal = opening.legal();
                if legal.is_empty() {
                    break;
                }
                opening.play_legal(legal[rng.below(legal.len())], &mut NoEvents);
            }
        }
        // Level a is South in even games, North in odd ones.
        let a_side = if g % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        let mut game = opening.clone();
        let mut plies = 0u32;
        while game.position().result().is_none() && plies < a.rules.variant().match_ply_cap() {
            let pos = *game.position();
            let who = if pos.to_move() == a_side { 0 } else { 1 };
            let level = [la, lb][who];
            let start = Instant::now();
            let ms = a.ms.unwrap_or(level.default_ms());
            let mut clock = Clock(start + Duration::from_millis(ms));
            let seed = a.seed ^ (g << 32) ^ plies as u64;
            let Some(c) = choose(&game, level, seed, &mut clock) else {
                break;
            };
            let took = start.elapsed().as_secs_f64() * 1000.0;
            let s = &mut sides[who];
            s.ms += took;
            s.moves += 1;
            s.max_ms = s.max_ms.max(took);
            game.play_legal(c.input, &mut NoEvents);
            plies += 1;
        }
        plies_total += plies as u64;
        match game.position().result() {
            None => unfinished += 1,
            Some(o) => match o.winner {
                None => {
                    sides[0].draws += 1;
                    sides[1].draws += 1;
                }
                Some(w) => {
                    let winner = if w == a_side { 0 } else { 1 };
                    sides[winner].wins += 1;
                    sides[1 - winner].losses += 1;
                }
            },
        }
    }
    let finished = a.games - unfinished;
    let per_move = |s: &Side| {
        if s.moves == 0 {
            0.0
        } else {
            s.ms / s.moves as f64
        }
    };
    let pair = |a: f64, b: f64| object([("a", a.into()), ("b", b.into())]);
    object([
        ("game", a.rules.variant().id().into()),
        ("games", a.games.into()),
        ("a", sides[0].json(la, finished)),
        ("b", sides[1].json(lb, finished)),
        ("unfinished", unfinished.into()),
        ("mean_plies", (plies_total as f64 / a.games as f64).into()),
        (
            "ms_per_move",
            pair(per_move(&sides[0]), per_move(&sides[1])),
        ),
        ("max_ms", pair(sides[0].max_ms, sides[1].max_ms)),
    ])
    .to_string()
}

//! Golden fingerprints: for every game and every option set, a hash of a few
//! seeded random games (each input, each event in the scenario notation's stable
//! words, `common::event_word`, never `Debug` output, and the contract state after
//! each input). Any change of behaviour, even one that keeps every invariant the
//! playouts check, changes a fingerprint and fails here; renaming a field or a
//! variant of `Event` does not.
//!
//! The expected values live in `tests/golden/fingerprints.txt`. When a rule truly
//! changes (and only then), re-bless them with
//! `BLESS=1 cargo test --test fingerprints` and commit the file with the rule
//! change; `docs/architecture.md` says more.
mod common;

use common::event_word;
use mancala::engine::{state_json, Event, Game, Input, Rng, Rules};

/// Random games per option set (Goré's are thousands of plies long).
const GAMES: u64 = 3;

/// FNV-1a, 64 bits: stable across Rust versions and platforms, unlike
/// `DefaultHasher`, whose algorithm the standard library may change.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn add(&mut self, s: &str) {
        for b in s.bytes().chain([b'\n']) {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// The fingerprint of `GAMES` seeded random games under these rules. Inputs are
/// drawn from the legal list sorted by notation, so the draw does not depend on
/// the order `legal()` happens to list them in (the state JSON still records it).
fn fingerprint(rules: Rules) -> String {
    let mut h = Fnv::new();
    let mut plies = 0usize;
    for n in 0..GAMES {
        let mut rng = Rng::new(0xf1_9e7 + n);
        let mut g = Game::new(rules);
        let l = g.position().layout();
        h.add(&state_json(g.position()).to_string());
        while g.position().result().is_none() {
            let mut legal: Vec<(String, Input)> =
                g.legal().into_iter().map(|i| (i.notation(l), i)).collect();
            legal.sort_by(|a, b| a.0.cmp(&b.0));
            let (token, input) = legal[rng.below(legal.len())].clone();
            let mut events: Vec<Event> = vec![];
            g.play(input, &mut events).unwrap();
            h.add(&token);
            for e in &events {
                h.add(&event_word(l, e));
            }
            h.add(&state_json(g.position()).to_string());
            plies += 1;
        }
    }
    format!("{:016x} {plies}", h.0)
}

#[test]
fn golden_fingerprints() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/fingerprints.txt");
    // Every option set of every game, from the engine's option table.
    let got: String = Rules::every()
        .into_iter()
        .map(|rules| format!("{rules}: {}\n", fingerprint(rules)))
        .collect();
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(path, &got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(path).unwrap_or_default();
    if got != want {
        let diff: Vec<String> = want
            .lines()
            .zip(got.lines())
            .filter(|(w, g)| w != g)
            .map(|(w, g)| format!("  want {w}\n  got  {g}"))
            .chain((want.lines().count() != got.lines().count()).then(|| {
                format!(
                    "  want {} sets, got {}",
                    want.lines().count(),
                    got.lines().count()
                )
            }))
            .collect();
        panic!(
            "behaviour changed (re-bless only for a true rule change: BLESS=1 cargo test --test fingerprints):\n{}",
            diff.join("\n")
        );
    }
}

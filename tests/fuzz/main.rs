//! Hostile input, fuzzed (proptest): random and mutated text fed to every
//! reader of outside input — the record parser, `position_from_json` (every
//! option set), the page's URL parser, a picture's `<desc>` (`mancala diagram
//! --from`) and the command line (in process). None
//! may panic; each either loads or returns one clear error: one line, not empty.
//! What loads is used: records are replayed and written back (and read again
//! as the same record), positions are played on for a few random plies.
//!
//! The cases are fixed by a seed, so a run is repeatable; `PROPTEST_RNG_SEED`
//! and `PROPTEST_CASES` (every target) override them. docs/benchmarks.md
//! ("Hostile input, fuzzed") lists the counts.

use mancala::engine::ai::{choose, Deadline, Level};
use mancala::engine::{
    position_from_json, state_json, Game, NoEvents, Position, Record, RecordResult, Rng, Rules,
};
use mancala::ui::query::{parse_query, to_query};
use mancala::ui::settings::{Speed, DEFAULT_SEATS};
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::RngSeed;
use serde_json::Value;
use std::sync::OnceLock;

// The command line, in process: its source included as a module, so that
// `cli::run_with` can be called with any arguments and any standard input.
#[allow(dead_code)]
#[path = "../../src/bin/mancala/main.rs"]
mod mancala_bin;
use mancala_bin::cli;

/// `cases` cases from a fixed seed, unless the environment says otherwise; no
/// regression files written.
fn config(cases: u32) -> ProptestConfig {
    let base = ProptestConfig::default();
    ProptestConfig {
        cases: if std::env::var("PROPTEST_CASES").is_ok() {
            base.cases
        } else {
            cases
        },
        rng_seed: match base.rng_seed {
            RngSeed::Random => RngSeed::Fixed(2026),
            seed => seed,
        },
        failure_persistence: None,
        // A failure is shrunk for a bounded time, then reported.
        max_shrink_iters: base.max_shrink_iters.min(2000),
        ..base
    }
}

/// One clear error: one line, not empty.
fn clear(e: &str) {
    assert!(!e.trim().is_empty(), "an empty error");
    assert!(!e.contains('\n'), "an error over more than one line: {e:?}");
}

// ---- edits: what a mutation does to a valid text --------------------------

#[derive(Clone, Debug)]
enum Edit {
    DeleteChar(usize),
    DuplicateChar(usize),
    SwapChars(usize, usize),
    InsertChar(usize, char),
    DeleteSpan(usize, usize),
    DeleteLine(usize),
    DuplicateLine(usize),
    SwapLines(usize, usize),
}

/// Characters that mean something to one of the readers, and a few that
/// mean nothing to any.
const SPECIAL: &[char] = &[
    '{', '}', '[', ']', '"', '=', '.', ',', ' ', '\n', '\r', '\t', '0', '1', '9', 'a', 'z', '-',
    '+', '%', '&', '?', ':', '\\', '\0', '\u{feff}', 'é', '💥',
];

fn edit() -> impl Strategy<Value = Edit> {
    let any_char = prop_oneof![select(SPECIAL), any::<char>()];
    prop_oneof![
        any::<usize>().prop_map(Edit::DeleteChar),
        any::<usize>().prop_map(Edit::DuplicateChar),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::SwapChars(a, b)),
        (any::<usize>(), any_char).prop_map(|(a, c)| Edit::InsertChar(a, c)),
        (any::<usize>(), 1..20usize).prop_map(|(a, n)| Edit::DeleteSpan(a, n)),
        any::<usize>().prop_map(Edit::DeleteLine),
        any::<usize>().prop_map(Edit::DuplicateLine),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::SwapLines(a, b)),
    ]
}

fn apply_edits(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len().max(1);
        match *e {
            Edit::DeleteChar(i) if !chars.is_empty() => {
                chars.remove(i % n);
            }
            Edit::DuplicateChar(i) if !chars.is_empty() => chars.insert(i % n, chars[i % n]),
            Edit::SwapChars(a, b) if !chars.is_empty() => chars.swap(a % n, b % n),
            Edit::InsertChar(i, c) => chars.insert(i % (chars.len() + 1), c),
            Edit::DeleteSpan(i, len) if !chars.is_empty() => {
                let start = i % n;
                chars.drain(start..(start + len).min(chars.len()));
            }
            Edit::DeleteLine(i) | Edit::DuplicateLine(i) | Edit::SwapLines(i, _) => {
                let s: String = chars.iter().collect();
                let mut lines: Vec<&str> = s.split('\n').collect();
                let m = lines.len();
                match *e {
                    Edit::DeleteLine(_) => {
                        lines.remove(i % m);
                    }
                    Edit::DuplicateLine(_) => lines.insert(i % m, lines[i % m]),
                    Edit::SwapLines(_, j) => lines.swap(i % m, j % m),
                    _ => unreachable!(),
                }
                chars = lines.join("\n").chars().collect();
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// The corpus text `k` picks, mutated by `edits`.
fn mutated(corpus: &[String], k: prop::sample::Index, edits: &[Edit]) -> String {
    apply_edits(&corpus[k.index(corpus.len())], edits)
}

/// Stops a search after a few checks (every 2,048 nodes): a short search.
struct Checks(u32);

impl Deadline for Checks {
    fn passed(&mut self) -> bool {
        self.0 = self.0.saturating_sub(1);
        self.0 == 0
    }
}

/// A game from this position played on for up to `plies` random plies: the
/// engine must neither panic nor stick (a game not over has a legal input).
/// One game in four first asks the computer (a level drawn by the seed, a
/// short search) for a legal choice.
fn play_on(pos: Position, seed: u64, plies: usize) {
    let mut game = Game::from_position(pos);
    if seed % 4 == 0 {
        let level = Level::ALL[(seed / 4) as usize % Level::ALL.len()];
        match choose(&game, level, seed, &mut Checks(2)) {
            Some(c) => assert!(game.legal().contains(&c.input), "{level:?}: {c:?}"),
            None => assert!(game.position().result().is_some()),
        }
    }
    let (mut rng, mut buf) = (Rng::new(seed), vec![]);
    for _ in 0..plies {
        let _ = state_json(game.position());
        let p = *game.position();
        match p.random_input(&mut rng, &mut buf) {
            Some(i) => game.play_legal(i, &mut NoEvents),
            None => {
                assert!(p.result().is_some(), "stuck: {}", state_json(&p));
                return;
            }
        }
    }
}

#[path = "../common/mod.rs"]
mod common;
use common::random_inputs;

mod command_line;
mod diagrams;
mod positions;
mod query;
mod records;

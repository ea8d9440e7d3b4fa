//! The engine's scenario tests: one notation, one runner. Each game's hand-worked
//! scenarios are in `tests/scenarios/<game>.txt`; `cargo test --test scenarios gore`
//! runs one game's file, `SCENARIO=g10_ cargo test --test scenarios` only the
//! scenarios whose name contains `g10_`. A failure names every failing scenario
//! with file:line, the line, what was expected and what was found, and the
//! position then in the same notation. Parsing: tests/common/scenario.rs; running:
//! tests/common/scenario/run.rs; the one function that words engine events:
//! `common::event_word`.
//!
//! # The notation
//!
//! `#` starts a comment; blank lines are ignored; a line starting with `|`
//! continues the line before. Expected values are only ever hand-worked ones,
//! with their working as comments right above them.
//!
//! A scenario starts with `scenario <name>` (unique in its file), then:
//! - header: `rule G10 G9 C3` (required; read by the rule-coverage tests below),
//!   `game urim pits=7 seeds=4` (required, before the start position);
//! - start position, one of: `opening`; `rows 0 0 0 0 / 2 0 0 9` (contract rows,
//!   top row first) optionally followed by the setup lines `owners NNNN / SSSS`,
//!   `captured S N`, `to S|N`, `awaiting bonus_pick`; `json {…}` (a raw contract
//!   object). After `json` or `rows`, `load-error <text>`: loading fails with an
//!   error whose text contains <text>; it ends the position.
//! - actions: `play t1 t2 …` (each must be accepted); `then` (check the loaded
//!   position without playing; setup ends with `then` or `play`); `refused t …`
//!   and `refused t … : <text>` (refused now, the reason containing <text>);
//!   `bad-token t …` (does not parse).
//! - checks of the state now: `rows …`, `owners …`, `captured S N`, `to S|N|-`,
//!   `awaiting move|trade_response|head_choice|bonus_pick|over`, `in_hand n`,
//!   `legal t …` (exact set, order-free), `legal-has t …`, `legal-lacks t …`,
//!   `result -` / `result S|N|draw <S> <N> [| reason substring]`,
//!   `glory true|false`, `points S N` (0.5 allowed), `total n` (board + captured).
//! - checks of the events of the last `play` line, items separated by `|` in the
//!   wording of `common::event_word` (`drop a b c` = `drop a | drop b | drop c`,
//!   `none` = no items): `events …` (the exact list), `drops d2 c2 …` (pits sown
//!   into), `captures …` / `sweeps …` (only those, in order; the leading word may be
//!   left out), `has …` (these, in this order, not necessarily adjacent).
//!
//! ## Additions (also in the team's notation notes)
//! - `restart`: a new start position in the same scenario (an old test with
//!   several boards), optionally after a new `game` line; `load-error` may be
//!   followed by `restart`.
//! - `save <label>` / `restore <label>`: keep the game (and its last events) and go
//!   back to it, for a test that tried two answers from one position.
//! - `refused` takes several tokens (each refused); `allowed t …`: each token
//!   would be accepted now (nothing played).
//! - `legal none` (or a bare `legal`): no legal input; `legal-count n`.
//! - `row <n> <counts>`: one row, numbered as in the rules (1 = South's row, or
//!   South's outer row; 4 = North's outer row), counts from column a.
//! - `picks-left n` (Tsoro): awaiting a bonus pick with n picks still due.
//! - `reason-lacks <text>`: the game is over and its reason does not contain it.
//! - `options pits=6 seeds=3`: the state's options have these values.
//! - `is-opening`: the whole contract state equals the game's opening state.
//! - `events-but-sweeps …`: the exact list of the events other than sweeps;
//!   `sweeps-set …`: the sweeps in any order (where the rules say where the seeds
//!   go, not in which order the pits are emptied); `trades …`: the owner changes
//!   and payments (`owner a1 N | pay a1 6 N`), in any order; `last …`: the events
//!   end with these; `count <event word> n`: how many events start with that word
//!   (`count lift 1`, `count skip 0`).
//! - `replay` / `replay max 17`: the events of the last `play` line, applied one by
//!   one to the position before it, are each possible, never change the seed
//!   total (C8), never put more than 17 in a pit (with `max`), and give the board,
//!   owners and captured piles now, with an empty hand.
//! - Setup lines end with `then` or `play`: any other action or check before them
//!   is a parse error (so `rows` after `refused` can never be read as setup).
//!
//! ## Rule coverage
//! The `rule_coverage_*` tests (one per game, and one over `Variant::ALL`, so that
//! a new game is covered too) read the rule ids from docs/rules/*.md (list items
//! `- G10. …`, numbered without gaps) and require each of a game's ids on some
//! `rule` line of its file or as the prefix of a `#[test] fn` in tests/<game>.rs
//! (`fn u12_…`), and each common id (C…) on some `rule` line of some file.
mod common;

use std::collections::BTreeSet;

use common::scenario::parse;
use common::scenario::run::run_file;
use mancala::engine::Variant;

#[test]
fn gore() {
    run_file("gore");
}

#[test]
fn urim() {
    run_file("urim");
}

#[test]
fn anywoli() {
    run_file("anywoli");
}

#[test]
fn bao_kigogo() {
    run_file("bao-kigogo");
}

#[test]
fn tsoro() {
    run_file("tsoro");
}

// ------------------------------------------------------------ rule coverage

/// (scenario file, Rust test file, rules document) of a game, named after its
/// contract id: every game of `Variant::ALL` must have them, so a new game fails
/// here until its rules are documented and demonstrated.
fn files(v: Variant) -> (&'static str, String, &'static str) {
    (v.id(), v.id().replace('-', "_"), v.id())
}

fn read(path: &str) -> Option<String> {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).ok()
}

/// The rule ids a rules document defines: list items `- G10. …`, checked to run
/// 1, 2, 3, … without a gap (a gap means a definition this reader missed).
fn rule_ids(doc: &str, letter: char) -> Vec<String> {
    let text = read(&format!("docs/rules/{doc}")).unwrap_or_else(|| panic!("no docs/rules/{doc}"));
    let ids: Vec<String> = text
        .lines()
        .filter_map(|l| {
            let item = l.trim_start().strip_prefix("- ")?.trim_start();
            let (id, _) = item.split_once(". ")?;
            let digits = id.strip_prefix(letter)?;
            (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()))
                .then(|| id.to_string())
        })
        .collect();
    assert!(
        !ids.is_empty(),
        "docs/rules/{doc}: no rule ids ({letter}1. …) found"
    );
    let expected: Vec<String> = (1..=ids.len()).map(|i| format!("{letter}{i}")).collect();
    assert_eq!(
        ids,
        expected,
        "docs/rules/{doc}: rule ids are not {letter}1…{letter}{}",
        ids.len()
    );
    ids
}

/// The rule ids on the `rule` lines of a game's scenario file (`None`: no file).
fn scenario_rules(file: &str) -> Option<BTreeSet<String>> {
    let text = read(&format!("tests/scenarios/{file}.txt"))?;
    Some(parse(&text).0.into_iter().flat_map(|s| s.rules).collect())
}

/// The names of the `#[test]` functions of a Rust test file.
fn rust_tests(file: &str) -> Vec<String> {
    let text = read(&format!("tests/{file}.rs")).unwrap_or_default();
    let mut after_test = false;
    let mut names = vec![];
    for l in text.lines().map(str::trim) {
        if l == "#[test]" {
            after_test = true;
        } else if let Some(rest) = l.strip_prefix("fn ").filter(|_| after_test) {
            names.extend(rest.split('(').next().map(str::to_string));
            after_test = false;
        }
    }
    names
}

/// Every rule of the game is demonstrated by a scenario (its `rule` line) or by a
/// Rust test named after it (`fn u12_…`); every id a `rule` line names exists.
fn coverage(v: Variant) {
    let (file, rs, doc) = files(v);
    let rs = rs.as_str();
    let letter = doc.chars().next().unwrap().to_ascii_uppercase();
    let ids = rule_ids(&format!("{doc}.md"), letter);
    let known: BTreeSet<String> = ids
        .iter()
        .cloned()
        .chain(rule_ids("README.md", 'C'))
        .collect();
    let named = scenario_rules(file);
    let named = named.unwrap_or_else(|| panic!("tests/scenarios/{file}.txt does not exist yet"));
    let tests = rust_tests(rs);
    let missing: Vec<&String> = ids
        .iter()
        .filter(|id| !named.contains(*id))
        .filter(|id| {
            !tests
                .iter()
                .any(|t| t.starts_with(&format!("{}_", id.to_lowercase())))
        })
        .collect();
    let unknown: Vec<&String> = named.iter().filter(|id| !known.contains(*id)).collect();
    assert!(
        missing.is_empty() && unknown.is_empty(),
        "{doc}: rules with no scenario in tests/scenarios/{file}.txt nor test fn in tests/{rs}.rs: \
         {missing:?}; ids on rule lines that docs/rules/{doc}.md and README.md do not define: {unknown:?}"
    );
}

#[test]
fn rule_coverage_gore() {
    coverage(Variant::Gore);
}

#[test]
fn rule_coverage_urim() {
    coverage(Variant::Urim);
}

#[test]
fn rule_coverage_anywoli() {
    coverage(Variant::Anywoli);
}

#[test]
fn rule_coverage_bao_kigogo() {
    coverage(Variant::BaoKigogo);
}

#[test]
fn rule_coverage_tsoro() {
    coverage(Variant::Tsoro);
}

/// A game added to the engine is covered too (the tests above name the five).
#[test]
fn rule_coverage_every_game() {
    for v in Variant::ALL {
        coverage(v);
    }
}

/// Every common rule (C1…) is demonstrated by some scenario of some game.
#[test]
fn rule_coverage_common() {
    let ids = rule_ids("README.md", 'C');
    let mut named = BTreeSet::new();
    let mut absent = vec![];
    for (file, _, _) in Variant::ALL.map(files) {
        match scenario_rules(file) {
            Some(r) => named.extend(r),
            None => absent.push(format!("tests/scenarios/{file}.txt")),
        }
    }
    let missing: Vec<&String> = ids.iter().filter(|id| !named.contains(*id)).collect();
    assert!(
        missing.is_empty(),
        "common rules with no scenario: {missing:?} (files not there yet: {absent:?})"
    );
}

//! Hostile input, fuzzed (proptest): random and mutated text fed to every
//! reader of outside input — the record parser, `position_from_json` (every
//! option set), the page's URL parser and the command line (in process). None
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
use mancala::ui::query::{parse_query, to_query, Speed, DEFAULT_SEATS};
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::RngSeed;
use serde_json::Value;
use std::sync::OnceLock;

// The command line, in process: its source included as a module, so that
// `cli::run_with` can be called with any arguments and any standard input.
#[allow(dead_code)]
#[path = "../src/bin/mancala/main.rs"]
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

/// `plies` random legal inputs from the opening, in contract notation.
fn random_tokens(rules: Rules, seed: u64, plies: usize) -> Vec<String> {
    let mut game = Game::new(rules);
    let (mut rng, mut buf, mut out) = (Rng::new(seed), vec![], vec![]);
    while out.len() < plies {
        let Some(i) = game.position().random_input(&mut rng, &mut buf) else {
            break;
        };
        out.push(i.notation(game.position().layout()));
        game.play_legal(i, &mut NoEvents);
    }
    out
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

// ---- records ----------------------------------------------------------------

/// Valid records of every option set: random games, some from a position,
/// with players, comments, move numbers and unknown headers.
fn valid_records() -> &'static [String] {
    static CORPUS: OnceLock<Vec<String>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut out = vec![];
        for (k, rules) in Rules::every().into_iter().enumerate() {
            let seed = k as u64 + 1;
            let mut rec = Record::new(rules, None, random_tokens(rules, seed, 12 + k % 20));
            if k % 3 == 0 {
                // From a position reached by play: its state as the Position.
                let game = rec.replay().unwrap();
                let pos = position_from_json(rules, &state_json(game.position()).to_string());
                if let Ok(pos) = pos {
                    rec = Record::new(rules, Some(pos), random_tokens(rules, seed, 0));
                    rec.inputs.clear();
                    let mut g = Game::from_position(pos);
                    let (mut rng, mut buf) = (Rng::new(seed), vec![]);
                    for _ in 0..8 {
                        let Some(i) = g.position().random_input(&mut rng, &mut buf) else {
                            break;
                        };
                        rec.inputs.push(mancala::engine::RecordInput {
                            token: i.notation(g.position().layout()),
                            line: None,
                        });
                        g.play_legal(i, &mut NoEvents);
                    }
                }
            }
            if k % 2 == 0 {
                rec.south = Some("Ayşe \"the hand\"".into());
                rec.north = Some("hard".into());
                rec.date = Some("2026-12-01".into());
                rec.lang = Some("tr".into());
                rec.other = vec![("Event".into(), "club [night]".into())];
            }
            rec.result = Some(RecordResult::of(rec.replay().unwrap().position()));
            let mut text = rec.to_string();
            if k % 4 == 1 {
                text = text.replacen("\n\n", "\n\n{a comment {with a brace}\n", 1);
                text = text.replace(". ", ".");
            }
            out.push(text);
        }
        out
    })
}

/// A text that read as a record: it replays or names its bad input, and
/// written back it reads as the same record (the writer is the inverse).
fn check_record(text: &str) {
    let rec = match Record::parse(text) {
        Ok(r) => r,
        Err(e) => return clear(&e.to_string()),
    };
    if let Err(e) = rec.replay() {
        clear(&e.to_string());
    }
    let written = rec.to_string();
    let mut back = Record::parse(&written)
        .unwrap_or_else(|e| panic!("written record unreadable: {e}\n{written}"));
    for i in &mut back.inputs {
        i.line = None;
    }
    let mut plain = rec.clone();
    for i in &mut plain.inputs {
        i.line = None;
    }
    assert_eq!(back, plain, "{written}");
    assert_eq!(back.to_string(), written);
}

proptest! {
    #![proptest_config(config(10_000))]

    #[test]
    fn record_parser_survives_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check_record(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn record_parser_survives_random_record_like_text(
        text in "(\\[[A-Za-z]{0,8} ?\"[a-z0-9= {}\\[\\]\":,.-]{0,30}\"\\]\n){0,4}[a-z0-9 .{}\\[\\]\"=,\n-]{0,80}",
    ) {
        check_record(&text);
    }

    #[test]
    fn record_parser_survives_mutated_records(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let corpus = valid_records();
        check_record(&apply_edits(&corpus[k.index(corpus.len())], &edits));
    }
}

#[test]
fn valid_records_read_back_unchanged() {
    for text in valid_records() {
        let rec = Record::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        rec.replay().unwrap_or_else(|e| panic!("{e}\n{text}"));
        check_record(text);
    }
}

// ---- positions --------------------------------------------------------------

/// Valid state objects of every option set: the opening and after random play.
fn valid_states() -> &'static [(Rules, String)] {
    static CORPUS: OnceLock<Vec<(Rules, String)>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut out = vec![];
        for (k, rules) in Rules::every().into_iter().enumerate() {
            for plies in [0, 7, 40] {
                let tokens = random_tokens(rules, k as u64 + plies, plies as usize);
                let game = Game::replay(Position::new(rules), &tokens).unwrap();
                let text = state_json(game.position()).to_string();
                // Mid-move decisions cannot be loaded (contract).
                if position_from_json(rules, &text).is_ok() {
                    out.push((rules, text));
                }
            }
        }
        out
    })
}

/// Loads `text` as a position of `rules`: an error is one clear line; a
/// position is played on.
fn check_position(rules: Rules, text: &str, seed: u64) {
    match position_from_json(rules, text) {
        Err(e) => clear(&e.to_string()),
        Ok(pos) => play_on(pos, seed, 100),
    }
}

fn json_number() -> impl Strategy<Value = Value> {
    prop_oneof![
        select(vec![
            "0",
            "1",
            "2",
            "3",
            "17",
            "18",
            "48",
            "84",
            "255",
            "256",
            "65535",
            "65536",
            "-1",
            "1.5",
            "1e30",
            "-0",
            "18446744073709551615",
            "18446744073709551616",
        ])
        .prop_map(|s| serde_json::from_str::<Value>(s).unwrap()),
        (0u64..40).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
    ]
}

fn json_value() -> impl Strategy<Value = Value> {
    let word = select(vec![
        "S",
        "N",
        "E",
        "",
        "move",
        "bonus_pick",
        "head_choice",
        "trade_response",
        "null",
        "a1",
    ]);
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        json_number(),
        word.prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 48, 8, |inner| {
        let key = select(vec![
            "rows", "owners", "captured", "to_move", "awaiting", "S", "N", "legal", "x",
        ]);
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::vec((key, inner), 0..6).prop_map(|kv| {
                Value::Object(kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
            }),
        ]
    })
}

/// One change deep inside a JSON value: replace, remove or add a node.
#[derive(Clone, Debug)]
enum JsonEdit {
    Replace(usize, Value),
    Remove(usize),
    Push(usize, Value),
}

fn edit_json(v: &mut Value, e: &JsonEdit) {
    fn count(v: &Value) -> usize {
        1 + match v {
            Value::Array(a) => a.iter().map(count).sum(),
            Value::Object(o) => o.values().map(count).sum(),
            _ => 0,
        }
    }
    /// Applies the edit to the `i`-th node in pre-order.
    fn at(v: &mut Value, i: &mut usize, e: &JsonEdit) -> bool {
        if *i > 0 {
            *i -= 1;
            return match v {
                Value::Array(a) => a.iter_mut().any(|c| at(c, i, e)),
                Value::Object(o) => o.values_mut().any(|c| at(c, i, e)),
                _ => false,
            };
        }
        match (e, v) {
            (JsonEdit::Replace(_, x), v) => *v = x.clone(),
            (JsonEdit::Push(_, x), Value::Array(a)) => a.push(x.clone()),
            (JsonEdit::Push(_, x), Value::Object(o)) => {
                o.insert("extra".into(), x.clone());
            }
            (JsonEdit::Push(_, x), v) => *v = Value::Array(vec![v.clone(), x.clone()]),
            (JsonEdit::Remove(_), Value::Array(a)) => {
                a.pop();
            }
            (JsonEdit::Remove(_), Value::Object(o)) => {
                let last = o.keys().next_back().cloned();
                if let Some(k) = last {
                    o.remove(&k);
                }
            }
            (JsonEdit::Remove(_), v) => *v = Value::Null,
        }
        true
    }
    let (JsonEdit::Replace(i, _) | JsonEdit::Push(i, _) | JsonEdit::Remove(i)) = e;
    let mut i = *i % count(v);
    at(v, &mut i, e);
}

fn json_edit() -> impl Strategy<Value = JsonEdit> {
    prop_oneof![
        (any::<usize>(), json_value()).prop_map(|(i, v)| JsonEdit::Replace(i, v)),
        any::<usize>().prop_map(JsonEdit::Remove),
        (any::<usize>(), json_value()).prop_map(|(i, v)| JsonEdit::Push(i, v)),
    ]
}

/// A state object of the right shape for `rules` with random contents: gets
/// past the shape checks to the seed counts, and (mostly) loads.
fn shaped_state(
    rules: Rules,
    counts: &[u8],
    owners: &[bool],
    captured: (u16, u16),
    to_move: &str,
    awaiting: &str,
    within: bool,
) -> String {
    let (rows, cols) = (rules.rows() as usize, rules.columns() as usize);
    let grid = |f: &dyn Fn(usize) -> Value| -> Value {
        (0..rows)
            .map(|r| (0..cols).map(|c| f(r * cols + c)).collect::<Vec<_>>())
            .collect::<Vec<_>>()
            .into()
    };
    // Within the game's seeds (the opening's total) where `within`, pit by
    // pit. In the four-row games no seed ever crosses to the other side, so
    // there each side holds at most its opening seeds: a side with about
    // twice as many can hold a relay sowing whose exact endlessness check
    // (C6) takes billions of laps (docs/benchmarks.md, "Hostile input").
    let total = Position::new(rules).total() as i64;
    let mut left = if within { total } else { 2 * total } - (captured.0 + captured.1) as i64;
    let per_side = if within && rules.variant().four_rows() {
        total / 2
    } else {
        i64::MAX
    };
    let mut side_left = [per_side; 2];
    let counts: Vec<u8> = (0..rows * cols)
        .map(|i| {
            let c = counts[i % counts.len()];
            let side = &mut side_left[i * 2 / (rows * cols)];
            if (c as i64) > left.min(*side) {
                return 0;
            }
            left -= c as i64;
            *side -= c as i64;
            c
        })
        .collect();
    let mut v = serde_json::json!({
        "rows": grid(&|i| counts[i].into()),
        "captured": {"S": captured.0, "N": captured.1},
        "to_move": to_move,
        "awaiting": awaiting,
    });
    if !owners.is_empty() {
        v["owners"] = grid(&|i| if owners[i % owners.len()] { "S" } else { "N" }.into());
    }
    v.to_string()
}

proptest! {
    #![proptest_config(config(10_000))]

    #[test]
    fn positions_survive_random_json(
        k in any::<prop::sample::Index>(),
        v in json_value(),
        seed in any::<u64>(),
    ) {
        let every = Rules::every();
        check_position(every[k.index(every.len())], &v.to_string(), seed);
    }

    #[test]
    fn positions_survive_random_text(
        k in any::<prop::sample::Index>(),
        text in "[\\[\\]{}\":, 0-9a-z_.-]{0,60}",
    ) {
        let every = Rules::every();
        check_position(every[k.index(every.len())], &text, 1);
    }

    #[test]
    fn positions_survive_mutated_states(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(json_edit(), 1..4),
        text_edits in prop_oneof![
            3 => Just(vec![]),
            1 => prop::collection::vec(edit(), 1..3),
        ],
        seed in any::<u64>(),
    ) {
        let corpus = valid_states();
        let (rules, text) = &corpus[k.index(corpus.len())];
        let mut v: Value = serde_json::from_str(text).unwrap();
        for e in &edits {
            edit_json(&mut v, e);
        }
        check_position(*rules, &apply_edits(&v.to_string(), &text_edits), seed);
    }

}

proptest! {
    // Each case loads and plays on: slower than the others.
    #![proptest_config(config(5_000))]

    #[test]
    fn positions_survive_random_contents_of_the_right_shape(
        k in any::<prop::sample::Index>(),
        counts in prop::collection::vec(prop_oneof![200 => 0u8..8, 1 => any::<u8>()], 1..84),
        owners in prop_oneof![
            3 => Just(vec![]),
            1 => prop::collection::vec(any::<bool>(), 1..84),
        ],
        captured in (0u16..8, 0u16..8),
        to_move in select(vec!["S", "N"]),
        awaiting in select(vec!["move", "move", "bonus_pick"]),
        within in prop::bool::weighted(0.9),
        seed in any::<u64>(),
    ) {
        let every = Rules::every();
        let rules = every[k.index(every.len())];
        let text = shaped_state(rules, &counts, &owners, captured, to_move, awaiting, within);
        check_position(rules, &text, seed);
    }
}

#[test]
fn valid_states_load() {
    for (rules, text) in valid_states() {
        let pos = position_from_json(*rules, text).unwrap_or_else(|e| panic!("{e}: {text}"));
        play_on(pos, 4, 100);
    }
}

// ---- the page's URL ---------------------------------------------------------

fn valid_queries() -> Vec<String> {
    let mut out = vec![];
    for (k, rules) in Rules::every().into_iter().enumerate() {
        let speed = Speed::ALL[k % Speed::ALL.len()];
        let mut q = to_query(&rules, speed, DEFAULT_SEATS);
        if k % 2 == 0 {
            q.push_str("&south=hard&north=human&position=%7B%22rows%22%3A%5B%5B1%2C2%5D%5D%7D");
        }
        out.push(q);
    }
    out
}

fn check_query(q: &str) {
    let page = parse_query(q);
    for p in &page.problems {
        assert!(!p.trim().is_empty(), "an empty problem for {q:?}");
    }
    // What it opens can be set up: the game's opening, or the position asked.
    if let Some(json) = &page.position {
        if let Err(e) = position_from_json(page.rules, json) {
            clear(&e.to_string());
        }
    }
    let _ = Position::new(page.rules);
}

proptest! {
    #![proptest_config(config(10_000))]

    #[test]
    fn query_parser_survives_random_text(q in "\\PC{0,80}") {
        check_query(&q);
    }

    #[test]
    fn query_parser_survives_query_like_text(
        q in "\\??(&?[a-z_]{0,8}=?[a-z0-9%+{}\\[\\]\",.-]{0,12}){0,6}",
    ) {
        check_query(&q);
    }

    #[test]
    fn query_parser_survives_mutated_queries(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..5),
    ) {
        let corpus = valid_queries();
        check_query(&apply_edits(&corpus[k.index(corpus.len())], &edits));
    }
}

// ---- the command line -------------------------------------------------------

/// Files `--record` may name: a valid record, a directory, a missing file.
fn record_paths() -> &'static [String] {
    static PATHS: OnceLock<Vec<String>> = OnceLock::new();
    PATHS.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
        let file = dir.join("fuzz-record.txt");
        std::fs::write(&file, &valid_records()[1]).unwrap();
        vec![
            file.to_str().unwrap().to_string(),
            dir.to_str().unwrap().to_string(),
            dir.join("no-such-record.txt").to_str().unwrap().to_string(),
            "-".to_string(),
        ]
    })
}

/// Words the command line knows, values, and near misses.
#[rustfmt::skip]
const WORDS: &[&str] = &[
    "--game", "--option", "--position", "--record", "--level", "--ms", "--seed", "--playouts",
    "--games", "--openings", "--a", "--b", "--help", "-", "--",
    "gore", "urim", "anywoli", "bao-kigogo", "tsoro", "chess",
    "pits=7", "seeds=4", "columns=6", "bonus=3", "heads=1", "last_four=first_last_seed",
    "pits=9", "x=1", "=", "pits",
    "a1", "b1", "f2", "a3", "z9", "pass", "offer=a1,b1", "offer=a1,a1", "accept", "decline",
    "continue", "stop",
    "random", "greedy", "hard", "0", "1", "-1", "18446744073709551616", "3.5",
    r#"{"rows": [[2,2,2,2,2,2],[2,2,2,2,2,2]]}"#, r#"{"rows": [[1]]}"#, "{", "[]",
];

/// One argument: a word the command line knows, a value, or noise.
fn cli_arg() -> impl Strategy<Value = String> {
    let known = select(WORDS);
    prop_oneof![
        6 => known.prop_map(str::to_string),
        1 => any::<prop::sample::Index>().prop_map(|i| {
            let p = record_paths();
            p[i.index(p.len())].clone()
        }),
        2 => "[a-z0-9=,.{}\\[\\]\"-]{0,10}",
        1 => "\\PC{0,6}",
        1 => "[a-z]{1,4}\n[a-z]{1,4}",
    ]
}

/// Valid command lines: applied inputs of random games, their records.
fn valid_command_lines() -> Vec<Vec<String>> {
    let mut out = vec![];
    for (k, rules) in Rules::every().into_iter().enumerate().step_by(3) {
        let mut args: Vec<String> = vec!["--game".into(), rules.variant().id().into()];
        for (key, v) in rules.options() {
            args.extend(["--option".to_string(), format!("{key}={v}")]);
        }
        args.extend(random_tokens(rules, k as u64, 10));
        for cmd in ["apply", "record"] {
            out.push([vec![cmd.to_string()], args.clone()].concat());
        }
    }
    out.push(vec!["apply".into(), "--record".into(), "-".into()]);
    out.push(vec!["games".into()]);
    out
}

#[derive(Clone, Debug)]
enum ArgEdit {
    Delete(usize),
    Duplicate(usize),
    Swap(usize, usize),
    Insert(usize, String),
    Chars(usize, Vec<Edit>),
}

fn arg_edit() -> impl Strategy<Value = ArgEdit> {
    prop_oneof![
        any::<usize>().prop_map(ArgEdit::Delete),
        any::<usize>().prop_map(ArgEdit::Duplicate),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| ArgEdit::Swap(a, b)),
        (any::<usize>(), cli_arg()).prop_map(|(a, s)| ArgEdit::Insert(a, s)),
        (any::<usize>(), prop::collection::vec(edit(), 1..3))
            .prop_map(|(a, e)| ArgEdit::Chars(a, e)),
    ]
}

/// Runs a command line in process with this standard input. The commands
/// that play many games or think get flags appended that bound their time (a
/// flag given twice takes its last value; a mangled one is an error).
fn check_cli(mut argv: Vec<String>, stdin: &[u8]) {
    let bound: &[&str] = match argv.first().map(String::as_str) {
        Some("bench") => &["--playouts", "1"],
        Some("ai") => &["--ms", "5"],
        Some("match") => &[
            "--a",
            "random",
            "--b",
            "random",
            "--games",
            "2",
            "--openings",
            "1",
        ],
        _ => &[],
    };
    argv.extend(bound.iter().map(|s| s.to_string()));
    let mut input = stdin;
    match cli::run_with(argv, &mut input) {
        Ok(out) => assert!(!out.is_empty()),
        Err(e) => clear(&e),
    }
}

fn stdin_bytes() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(vec![]),
        any::<prop::sample::Index>().prop_map(|i| {
            let c = valid_records();
            c[i.index(c.len())].as_bytes().to_vec()
        }),
        prop::collection::vec(any::<u8>(), 0..100),
    ]
}

proptest! {
    #![proptest_config(config(5_000))]

    #[test]
    fn cli_survives_random_arguments(
        cmd in select(vec!["apply", "record", "ai", "bench", "match", "games", "help", "x"]),
        args in prop::collection::vec(cli_arg(), 0..10),
        stdin in stdin_bytes(),
    ) {
        check_cli([vec![cmd.to_string()], args].concat(), &stdin);
    }

    #[test]
    fn cli_survives_mutated_command_lines(
        k in any::<prop::sample::Index>(),
        edits in prop::collection::vec(arg_edit(), 1..4),
        stdin in stdin_bytes(),
    ) {
        let corpus = valid_command_lines();
        let mut argv = corpus[k.index(corpus.len())].clone();
        for e in edits {
            let n = argv.len().max(1);
            match e {
                ArgEdit::Delete(i) if !argv.is_empty() => {
                    argv.remove(i % n);
                }
                ArgEdit::Duplicate(i) if !argv.is_empty() => argv.insert(i % n, argv[i % n].clone()),
                ArgEdit::Swap(a, b) if !argv.is_empty() => argv.swap(a % n, b % n),
                ArgEdit::Insert(i, s) => argv.insert(i % (argv.len() + 1), s),
                ArgEdit::Chars(i, e) if !argv.is_empty() => argv[i % n] = apply_edits(&argv[i % n], &e),
                _ => {}
            }
        }
        check_cli(argv, &stdin);
    }
}

#[test]
fn valid_command_lines_run() {
    for argv in valid_command_lines() {
        let stdin = valid_records()[0].as_bytes();
        let mut input = stdin;
        cli::run_with(argv.clone(), &mut input).unwrap_or_else(|e| panic!("{argv:?}: {e}"));
    }
}

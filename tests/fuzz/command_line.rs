//! The command line, in process: random and mutated arguments and standard
//! input fed to `cli::run_with`.

use super::records::valid_records;
use super::*;

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
        args.extend(random_inputs(rules, k as u64, 10));
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

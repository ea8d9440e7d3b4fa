//! Game records (docs/contract.md, "Game records"): `Record` read, replayed and
//! written back; `mancala record` and `mancala apply --record` against
//! `mancala apply`; each malformed or illegal record's one-line error.

use mancala::engine::{
    position_from_json, HeaderFault, Record, RecordError, RecordResult, Rules, Variant,
};

mod common;

use common::cli::{fails_with as fails, run_with as run};
use common::random_inputs;

fn ok(args: &[&str], stdin: &str) -> String {
    let (code, out, err) = run(args, stdin);
    assert_eq!(code, 0, "{args:?}: {err}");
    assert!(err.is_empty(), "{err}");
    out
}

/// A record read from standard input must fail with these words.
fn bad_record(text: &str, needles: &[&str]) {
    fails(&["apply", "--record", "-"], text, needles);
}

fn rules(game: &str, options: &[&str]) -> Rules {
    let mut r = Rules::new(game.parse::<Variant>().unwrap());
    for o in options {
        r.set_option_str(o).unwrap();
    }
    r
}

#[test]
fn every_game_written_by_record_replays_as_apply() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (game, options, plies) in [
        ("gore", vec![], 80),
        ("urim", vec!["pits=7", "seeds=4"], 1000),
        ("anywoli", vec!["last_four=first_last_seed"], 80),
        ("bao-kigogo", vec![], 60),
        ("tsoro", vec!["columns=6", "bonus=3", "heads=1"], 1000),
        ("tsoro", vec![], 60),
    ] {
        for seed in 1..=3 {
            let inputs = random_inputs(rules(game, &options), seed, plies);
            let mut args = vec!["--game", game];
            for o in &options {
                args.extend(["--option", o]);
            }
            args.extend(inputs.iter().map(String::as_str));
            let record = ok(&[&["record"], &args[..]].concat(), "");
            assert!(
                record.starts_with(&format!("[Game \"{game}\"]\n")),
                "{record}"
            );
            let state = ok(&[&["apply"], &args[..]].concat(), "");
            // From standard input and from a file.
            assert_eq!(ok(&["apply", "--record", "-"], &record), state, "{record}");
            let file = dir.join(format!("{game}-{seed}.txt"));
            std::fs::write(&file, &record).unwrap();
            let path = file.to_str().unwrap();
            assert_eq!(ok(&["apply", "--record", path], ""), state);
            // The Result header says how the game stands.
            let parsed: Record = record.parse().unwrap();
            let game_now = parsed.replay().unwrap();
            assert_eq!(parsed.result, Some(RecordResult::of(game_now.position())));
            assert_eq!(parsed.tokens(), inputs);
        }
    }
}

#[test]
fn short_full_games_end_with_their_result() {
    // Random Urim games end within 1000 plies: the Result is S, N or draw.
    let mut ended = 0;
    for seed in 1..=5 {
        let r = rules("urim", &[]);
        let inputs = random_inputs(r, seed, 1000);
        let rec = Record::new(r, None, inputs);
        let game = rec.replay().unwrap();
        if game.position().result().is_some() {
            ended += 1;
            assert_ne!(RecordResult::of(game.position()), RecordResult::Unfinished);
        }
    }
    assert!(ended > 0);
}

#[test]
fn record_writes_the_position_header_and_it_loads() {
    let pos = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 0}, "to_move": "N"}"#;
    let record = ok(
        &[
            "record",
            "--game",
            "gore",
            "--position",
            pos,
            "offer=b2,a2",
            "accept",
        ],
        "",
    );
    let lines: Vec<&str> = record.lines().collect();
    assert_eq!(lines[0], "[Game \"gore\"]");
    assert_eq!(lines[1], "[Options \"\"]");
    assert!(lines[2].starts_with("[Position \"{\"rows\":[[3,3,3,3],[3,3,3,3]]"));
    assert_eq!(lines[3], "[Result \"*\"]");
    let state = ok(
        &[
            "apply",
            "--game",
            "gore",
            "--position",
            pos,
            "offer=b2,a2",
            "accept",
        ],
        "",
    );
    assert_eq!(ok(&["apply", "--record", "-"], &record), state);
}

#[test]
fn hand_written_records_with_comments_numbers_and_unknown_headers() {
    // Tsoro 4 × 6, the contract's example: a1 reaches the occupied head f1.
    let text = "\u{feff}[Event \"club night\"]\r\n\
        [Game \"tsoro\"]\r\n\
        \r\n\
        [Options \"heads=2 columns=6 bonus=2\"]\r\n\
        [South \"Ayşe\"]\r\n\
        [North \"hard\"]\r\n\
        [Date \"2026-12-01\"]\r\n\
        [Result \"*\"]\r\n\
        [Lang \"tr\"]\r\n\
        \r\n\
        {South opens; the head f1 is occupied, so South chooses}\r\n\
        1.a1 {one comment\r\n over two lines} stop\r\n";
    let state = ok(
        &[
            "apply",
            "--game",
            "tsoro",
            "--option",
            "columns=6",
            "a1",
            "stop",
        ],
        "",
    );
    assert_eq!(ok(&["apply", "--record", "-"], text), state);
    let r: Record = text.parse().unwrap();
    assert_eq!(r.south.as_deref(), Some("Ayşe"));
    assert_eq!(r.north.as_deref(), Some("hard"));
    assert_eq!(r.date.as_deref(), Some("2026-12-01"));
    assert_eq!(r.lang.as_deref(), Some("tr"));
    assert_eq!(r.result, Some(RecordResult::Unfinished));
    assert_eq!(r.other, [("Event".to_string(), "club night".to_string())]);
    assert_eq!(r.tokens(), ["a1", "stop"]);
    assert_eq!(r.inputs[0].line, Some(12));
    assert_eq!(r.inputs[1].line, Some(13));
    // Move numbers in every spelling, white space of any kind.
    let u = "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n1. a1 2... f2\n\t3.e1   {x}4.\na2\n";
    assert_eq!(
        ok(&["apply", "--record", "-"], u),
        ok(&["apply", "--game", "urim", "a1", "f2", "e1", "a2"], "")
    );
    // No inputs at all: the opening position.
    assert_eq!(
        ok(
            &["apply", "--record", "-"],
            "[Game \"gore\"]\n[Options \"\"]\n"
        ),
        ok(&["apply", "--game", "gore"], "")
    );
}

#[test]
fn a_record_round_trips_with_every_header() {
    let r = rules("anywoli", &["last_four=first_last_seed"]);
    let json = r#"{"rows": [[4,4,4,4,4,4,4,4,4,4,4,4],[4,4,4,4,4,4,4,4,4,4,4,0]], "to_move": "N"}"#;
    let mut rec = Record::new(r, Some(position_from_json(r, json).unwrap()), ["a2", "b2"]);
    rec.south = Some("Ana \"the hand\" M.".into());
    rec.north = Some("medium".into());
    rec.date = Some("2026-01-31".into());
    rec.result = Some(RecordResult::Draw);
    rec.lang = Some("az".into());
    rec.other = vec![("Site".into(), "wiki [sandbox]".into())];
    let text = rec.to_string();
    let mut back: Record = text.parse().unwrap();
    assert!(back.inputs.iter().all(|i| i.line.is_some()));
    for i in &mut back.inputs {
        i.line = None;
    }
    assert_eq!(back, rec, "{text}");
    assert_eq!(back.to_string(), text);
    // Each result word reads back.
    for res in RecordResult::ALL {
        rec.result = Some(res);
        let back: Record = rec.to_string().parse().unwrap();
        assert_eq!(back.result, Some(res));
    }
}

#[test]
fn errors_are_typed_and_name_the_line() {
    let e = |t: &str| t.parse::<Record>().unwrap_err();
    assert_eq!(
        e("[Options \"\"]\n"),
        RecordError::MissingHeader("Game"),
        "missing Game"
    );
    assert_eq!(
        e("[Game \"urim\"]\n[Options \"pits=6\"]\n").to_string(),
        "line 2: header Options: option seeds is missing (every option is written)"
    );
    assert!(matches!(
        e("[Game \"urim\"]\n[Options \"pits=6 seeds=3 pits=7\"]\n"),
        RecordError::Header {
            line: 2,
            fault: HeaderFault::RepeatedOption(_),
            ..
        }
    ));
    assert_eq!(
        e("[Game \"gore\"]\n[Game \"gore\"]\n[Options \"\"]").to_string(),
        "line 2: header Game: it is given twice"
    );
    assert_eq!(
        e("[Game \"gore\"]\n[Options \"\"]\n\na1 } b2").to_string(),
        "line 4: '}' closes no comment"
    );
    assert_eq!(
        e("[Game \"gore\"]\n[Options \"\"]\na1\n[Result \"*\"]").to_string(),
        "line 4: a header after the inputs (headers come first)"
    );
    // Found by tests/fuzz/: a '[' right after a move number was kept as
    // part of an input, then written back where it read as a header.
    assert_eq!(
        e("[Game \"gore\"]\n[Options \"\"]\n1. a1 2.[b2").to_string(),
        "line 3: a header after the inputs (headers come first)"
    );
    assert_eq!(
        e("[Game \"gore\"]\n[Options]\n").to_string(),
        "line 2: a header is written [Key \"value\"]"
    );
    let rec: Record = "[Game \"gore\"]\n[Options \"\"]\n1. a1\n2. a2\n3. a1 c9"
        .parse()
        .unwrap();
    assert_eq!(
        rec.replay().unwrap_err().to_string(),
        "line 5: input 4 'c9': 'c9' is not a pit of this board"
    );
}

#[test]
fn bad_records_give_one_line_naming_the_problem() {
    bad_record(
        "[Options \"\"]\n\na1\n",
        &["record (standard input)", "Game"],
    );
    bad_record(
        "[Game \"urim\"]\n[Options \"pits=6 seeds=3 x=1\"]\n",
        &["line 2", "header Options", "unknown option 'x'"],
    );
    bad_record(
        "[Game \"urim\"]\n[Options \"pits=8 seeds=3\"]\n",
        &["line 2", "header Options", "pits"],
    );
    bad_record(
        "[Game \"chess\"]\n[Options \"\"]\n",
        &["line 1", "header Game", "unknown game 'chess'"],
    );
    // Input 5 is illegal: Urim a1, f2, b1, e2, then a1 again (empty).
    bad_record(
        "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n\n1. a1 2. f2\n3. b1 4. e2\n5. a1\n",
        &["line 6", "input 5 'a1' is illegal"],
    );
    bad_record(
        "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n\n1. a1 {f2 is next\n2. f2\n",
        &["line 4", "comment", "never closed"],
    );
    bad_record(
        "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n[Position \"{\"rows\": [[3,3]\"]\n",
        &["line 3", "header Position", "not valid JSON"],
    );
    bad_record(
        "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n[Position \"{\"rows\": [[3,3]]}\"]\n",
        &["line 3", "header Position", "2 rows"],
    );
    bad_record(
        "[Game \"gore\"]\n[Options \"\"]\n[Result \"1-0\"]\n",
        &["line 3", "header Result", "'1-0'"],
    );
    bad_record(
        "[Game \"gore\"]\n[Options \"\"]\n[Date \"1/2/2026\"]\n",
        &["line 3", "header Date", "YYYY-MM-DD"],
    );
    bad_record("", &["Game", "missing"]);
    fails(
        &["apply", "--record", "-"],
        "[Game \"gore\"]\n[Options \"\"]\n\u{0}\u{ff}",
        &["input 1"],
    );
}

#[test]
fn record_flags_are_checked() {
    fails(
        &["apply", "--record", "-", "--game", "urim"],
        "",
        &["--record replaces --game"],
    );
    fails(
        &["apply", "--record", "-", "a1"],
        "",
        &["--record replaces", "inputs"],
    );
    fails(&["apply", "--record"], "", &["--record needs a value"]);
    fails(
        &["apply", "--record", "/no/such/record.txt"],
        "",
        &["cannot read the record /no/such/record.txt"],
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let latin1 = dir.join("latin1.txt");
    std::fs::write(&latin1, b"[Game \"gore\"]\n[South \"Jos\xe9\"]\n").unwrap();
    fails(
        &["apply", "--record", latin1.to_str().unwrap()],
        "",
        &["not UTF-8"],
    );
    fails(
        &["record", "--game", "urim", "a1", "a1"],
        "",
        &["input 2 'a1'"],
    );
    fails(
        &["record", "--record", "-"],
        "",
        &["unknown flag '--record'"],
    );
    fails(&["record"], "", &["--game"]);
}

#[test]
fn a_resigned_game_says_so_in_termination_and_still_replays() {
    use mancala::engine::{EndReason, Outcome, Player};
    // Urim a1 f2, then South gives up: the page writes this record.
    let r = rules("urim", &[]);
    let mut rec = Record::new(r, None, ["a1", "f2"]);
    rec.result = Some(RecordResult::won_by(Player::North));
    rec.resigned = Some(Player::South);
    let text = rec.to_string();
    assert!(
        text.contains("[Result \"N\"]\n[Termination \"S resigned\"]\n"),
        "{text}"
    );
    let back: Record = text.parse().unwrap();
    assert_eq!(back.resigned, Some(Player::South));
    assert!(back.other.is_empty(), "Termination is read, not kept aside");
    assert_eq!(back.to_string(), text);
    // The position is not over: `apply --record` prints it as it stands,
    // `result` null, South to move (the state object is the board's, the
    // resignation is the record's).
    let state = ok(&["apply", "--record", "-"], &text);
    assert_eq!(state, ok(&["apply", "--game", "urim", "a1", "f2"], ""));
    assert!(state.contains("\"result\": null") || state.contains("\"result\":null"));
    // The game's end as the page shows it: North wins, the seeds as they
    // stand, a whole point to the winner (U12 knows no resignation).
    let game = back.replay().unwrap();
    let o = Outcome::resigned(game.position(), Player::South);
    assert_eq!(o.winner, Some(Player::North));
    assert_eq!(o.score, game.position().captured());
    assert_eq!(o.reason, EndReason::Resigned(Player::South));
    assert_eq!(o.reason.phrase(), "South resigned");
    assert_eq!(o.half_points.map(|h| (h.south, h.north)), Some((0, 2)));
    // Read with the name in full, or without a Result; written back the
    // one way.
    let loose = "[Game \"gore\"]\n[Options \"\"]\n[Termination \" North resigned \"]\n\na1\n";
    let r: Record = loose.parse().unwrap();
    assert_eq!((r.resigned, r.result), (Some(Player::North), None));
    assert!(r.to_string().contains("[Termination \"N resigned\"]"));
    assert_eq!(
        ok(&["apply", "--record", "-"], loose),
        ok(&["apply", "--game", "gore", "a1"], "")
    );
}

#[test]
fn another_termination_is_kept_and_ignored_a_contradicting_result_is_refused() {
    let text = "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n[Result \"*\"]\n\
        [Termination \"time forfeit\"]\n[Round \"3\"]\n\na1\n";
    let r: Record = text.parse().unwrap();
    assert_eq!(r.resigned, None);
    assert_eq!(
        r.other,
        [
            ("Termination".to_string(), "time forfeit".to_string()),
            ("Round".to_string(), "3".to_string())
        ]
    );
    assert_eq!(
        ok(&["apply", "--record", "-"], text),
        ok(&["apply", "--game", "urim", "a1"], "")
    );
    // A resignation whose Result names the one who resigned, or no winner.
    for result in ["S", "draw", "*"] {
        bad_record(
            &format!(
                "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n[Result \"{result}\"]\n\
                 [Termination \"S resigned\"]\n\na1\n"
            ),
            &[
                "line 4",
                "header Termination",
                &format!("S resigned, so the Result is N, not '{result}'"),
            ],
        );
    }
    let e = "[Game \"gore\"]\n[Options \"\"]\n[Result \"S\"]\n[Termination \"S resigned\"]\n"
        .parse::<Record>()
        .unwrap_err();
    assert!(matches!(
        e,
        RecordError::Header {
            line: 4,
            fault: HeaderFault::ResignedResult { .. },
            ..
        }
    ));
}

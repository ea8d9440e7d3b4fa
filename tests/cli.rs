//! The `mancala` program against docs/contract.md: output shape, every
//! error path (one line on stderr, nothing on stdout, exit 2), bench.

mod common;

use common::cli::{fails, run};
use serde_json::Value;

fn ok(args: &[&str]) -> Value {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    assert!(err.is_empty(), "{err}");
    serde_json::from_str(&out).expect("one JSON object")
}

#[test]
fn apply_prints_the_state_object() {
    // Goré a1: six counters into b1 c1 d1 d2 c2 b2 (G3), nothing captured.
    let v = ok(&["apply", "--game", "gore", "a1"]);
    assert_eq!(v["game"], "gore");
    assert_eq!(v["rows"], serde_json::json!([[6, 7, 7, 7], [0, 7, 7, 7]]));
    assert_eq!(
        v["owners"],
        serde_json::json!([["N", "N", "N", "N"], ["S", "S", "S", "S"]])
    );
    assert_eq!(v["captured"], serde_json::json!({"S": 0, "N": 0}));
    assert_eq!(v["to_move"], "N");
    assert_eq!(v["awaiting"], "move");
    assert_eq!(v["in_hand"], 0);
    assert_eq!(v["result"], Value::Null);
    let mut legal: Vec<&str> = v["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    legal.sort();
    // North holds no captured counters, so South cannot pay for any offer (G5).
    assert_eq!(legal, ["a2", "b2", "c2", "d2"]);
}

#[test]
fn apply_reads_options_and_reports_them() {
    let v = ok(&[
        "apply", "--game", "urim", "--option", "pits=7", "--option", "seeds=4",
    ]);
    assert_eq!(v["options"], serde_json::json!({"pits": 7, "seeds": 4}));
    assert_eq!(v["rows"][0].as_array().unwrap().len(), 7);
    assert_eq!(v["rows"][1][0], 4);
    let v = ok(&[
        "apply",
        "--game",
        "anywoli",
        "--option",
        "last_four=first_last_seed",
    ]);
    assert_eq!(
        v["options"],
        serde_json::json!({"last_four": "first_last_seed"})
    );
}

#[test]
fn apply_loads_a_position_with_defaults() {
    // Only rows given: standard owners, nothing captured, South to move. Urim
    // with 24 of 36 seeds: the 12 missing count as removed by neither player.
    let v = ok(&[
        "apply",
        "--game",
        "urim",
        "--position",
        r#"{"rows": [[2,2,2,2,2,2],[2,2,2,2,2,2]], "to_move": null, "legal": ["junk"]}"#,
        "a1",
    ]);
    // a1's two seeds to b1, c1 (3 each): own row, no capture (U7).
    assert_eq!(v["rows"][1], serde_json::json!([0, 3, 3, 2, 2, 2]));
    assert_eq!(v["to_move"], "N");
}

#[test]
fn offers_are_accepted_in_any_order() {
    // South 12 captured, North to move with 4 pits: offer=b2,a2 is legal (G5).
    let pos = r#"{"rows": [[3,3,3,3],[3,3,3,3]], "captured": {"S": 12, "N": 0}, "to_move": "N"}"#;
    let v = ok(&["apply", "--game", "gore", "--position", pos, "offer=a2,b2"]);
    assert_eq!(v["awaiting"], "trade_response");
    assert_eq!(v["to_move"], "S");
    let w = ok(&[
        "apply",
        "--game",
        "gore",
        "--position",
        pos,
        "offer=b2,a2",
        "accept",
    ]);
    // G7: a2 and b2 now South's, 6 counters paid into each.
    assert_eq!(w["rows"][0], serde_json::json!([9, 9, 3, 3]));
    assert_eq!(w["owners"][0], serde_json::json!(["S", "S", "N", "N"]));
    assert_eq!(w["captured"]["S"], 0);
}

#[test]
fn errors_unknown_game_option_or_value() {
    fails(&["apply", "--game", "oware"], "unknown game 'oware'");
    fails(&["apply", "--game", "urim", "--option", "pits=8"], "pits");
    fails(
        &["apply", "--game", "urim", "--option", "columns=8"],
        "unknown option 'columns'",
    );
    fails(
        &["apply", "--game", "gore", "--option", "pits"],
        "key=value",
    );
    fails(&["apply"], "--game");
    fails(&["apply", "--game"], "--game needs a value");
    // Found by tests/fuzz/: an argument with a line break, quoted in the
    // error, made it two lines; it is shown as \n.
    fails(&["apply", "--game", "ur\nim"], "unknown game 'ur\\nim'");
    fails(&["bench", "a\r\nb"], "'a\\r\\nb'");
    fails(&["frobnicate"], "unknown command");
    fails(&[], "usage");
    fails(
        &["apply", "--game", "gore", "--playouts", "3"],
        "unknown flag",
    );
}

#[test]
fn errors_name_the_input_and_its_index() {
    fails(&["apply", "--game", "gore", "a1", "a1"], "input 2 'a1'");
    fails(&["apply", "--game", "gore", "a2"], "input 1 'a2'");
    fails(&["apply", "--game", "gore", "z9"], "input 1 'z9'");
    fails(&["apply", "--game", "gore", "a1", "jump"], "input 2 'jump'");
    fails(&["apply", "--game", "gore", "accept"], "input 1 'accept'");
    fails(
        &["apply", "--game", "gore", "offer=a1,a1"],
        "input 1 'offer=a1,a1'",
    );
    fails(&["apply", "--game", "urim", "pass"], "input 1 'pass'");
}

#[test]
fn errors_bad_positions() {
    let g =
        |json: &str, needle: &str| fails(&["apply", "--game", "urim", "--position", json], needle);
    g("{", "not valid JSON");
    g("[1,2]", "object");
    g(r#"{"to_move": "S"}"#, "rows is required");
    g(r#"{"rows": [[3,3,3,3,3,3]]}"#, "2 rows");
    g(r#"{"rows": [[3,3,3,3,3],[3,3,3,3,3,3]]}"#, "6 pits");
    g(r#"{"rows": [[3,3,3,3,3,-1],[3,3,3,3,3,3]]}"#, "rows[0][5]");
    g(r#"{"rows": [[3,3,3,3,3,1.5],[3,3,3,3,3,3]]}"#, "rows[0][5]");
    g(r#"{"rows": [[18,0,0,0,0,0],[0,0,0,0,0,0]]}"#, "17");
    g(
        r#"{"rows": [[3,3,3,3,3,3],[3,3,3,3,3,3]], "captured": {"S": 1}}"#,
        "more than the game's 36",
    );
    g(
        r#"{"rows": [[3,3,3,3,3,3],[3,3,3,3,3,3]], "captured": {"X": 1}}"#,
        "captured",
    );
    g(
        r#"{"rows": [[3,3,3,3,3,3],[3,3,3,3,3,3]], "to_move": "E"}"#,
        "to_move",
    );
    g(
        r#"{"rows": [[3,3,3,3,3,3],[3,3,3,3,3,3]], "awaiting": "trade_response"}"#,
        "cannot be loaded",
    );
    g(
        r#"{"rows": [[3,3,3,3,3,3],[3,3,3,3,3,3]], "awaiting": "bonus_pick"}"#,
        "awaiting",
    );
    g(
        r#"{"rows": [[3,3,3,3,3,3],[3,3,3,3,3,3]], "owners": [["S","N","N","N","N","N"],["S","S","S","S","S","S"]]}"#,
        "only Goré",
    );
    fails(
        &[
            "apply",
            "--game",
            "gore",
            "--position",
            r#"{"rows": [[6,6,6,6],[6,6,6,6]], "owners": [["N","N","N","X"],["S","S","S","S"]]}"#,
        ],
        "owners[0][3]",
    );
    fails(
        &[
            "apply",
            "--game",
            "gore",
            "--position",
            r#"{"rows": [[6,6,6,6],[6,6,6,6]], "awaiting": "head_choice"}"#,
        ],
        "cannot be loaded",
    );
    fails(
        &[
            "apply",
            "--game",
            "gore",
            "--position",
            r#"{"rows": [[6,6,6,6],[6,6,6,300]]}"#,
        ],
        "d1",
    );
}

#[test]
fn c6_a_loaded_four_row_side_denser_than_it_starts_is_refused() {
    // C6, loaded positions: in Bao Kigogo and Tsoro no seed crosses to the
    // other side's rows (B1, B3; T1, T4), so a side never holds more than it
    // starts with, and a loaded position where one does is refused.
    // Tsoro, 4 × 8: a side starts with 16 (T3), or 17 with one head (T15).
    let tsoro = |opts: &[&str], inner: u8| -> Vec<String> {
        let json = format!(
            r#"{{"rows": [[2,2,2,2,2,2,2,0],[0,0,0,0,0,0,0,0],[{inner},0,0,0,0,0,0,0],[2,2,2,2,2,2,2,2]]}}"#
        );
        let mut a: Vec<String> = ["apply", "--game", "tsoro"].map(String::from).to_vec();
        for o in opts {
            a.extend(["--option".to_string(), o.to_string()]);
        }
        a.extend(["--position".to_string(), json]);
        a
    };
    let run_fails =
        |a: Vec<String>, why: &str| fails(&a.iter().map(String::as_str).collect::<Vec<_>>(), why);
    run_fails(
        tsoro(&["columns=8"], 1),
        "South holds 17 seeds, more than the 16 a side starts with",
    );
    run_fails(
        tsoro(&["columns=8", "heads=1"], 2),
        "South holds 18 seeds, more than the 17 a side starts with",
    );
    // As many as it starts with is allowed: 17 with a single head.
    let args = tsoro(&["columns=8", "heads=1"], 1);
    let v = ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(v["rows"][2][0], 1);
    // Bao Kigogo: a side starts with 46 (B2). North 47 here (23 pits of 2 and
    // a4 3, l3 empty), South 2.
    let bao47 = r#"{"rows": [[3,2,2,2,2,2,2,2,2,2,2,2],[2,2,2,2,2,2,2,2,2,2,2,0],
        [0,0,0,0,0,0,0,0,0,0,0,0],[2,0,0,0,0,0,0,0,0,0,0,0]]}"#;
    fails(
        &["apply", "--game", "bao-kigogo", "--position", bao47],
        "North holds 47 seeds, more than the 46 a side starts with",
    );
    // The other games are not concerned: a Urim row may hold more than it
    // started with (seeds cross sides there).
    ok(&[
        "apply",
        "--game",
        "urim",
        "--position",
        r#"{"rows": [[0,0,0,0,0,0],[9,9,9,0,0,0]]}"#,
    ]);
    // Last, as it would not return were it accepted: North holds 82 here (the
    // total, 92 with the captured, is the game's), and its sowing from c4 ran
    // 2.1e9 laps natively without ending or repeating (docs/benchmarks.md).
    // Refused by every command that loads a position, and in a record.
    let hostile = r#"{"rows": [[1,2,6,10,4,0,1,0,1,4,3,0],[2,4,3,9,1,5,4,1,8,3,0,10],
        [0,0,0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,1,0,0,1,0]],
        "captured": {"S": 1, "N": 7}, "to_move": "N"}"#;
    let why = "North holds 82 seeds, more than the 46 a side starts with";
    let bao = ["--game", "bao-kigogo", "--position", hostile];
    fails(&[&["apply"][..], &bao].concat(), why);
    fails(&[&["ai"][..], &bao].concat(), why);
    fails(&[&["diagram"][..], &bao].concat(), why);
    let record = format!(
        "[Game \"bao-kigogo\"]\n[Options \"\"]\n[Position \"{}\"]\n\n",
        hostile.replace('\n', " ")
    );
    common::cli::fails_with(&["apply", "--record", "-"], &record, &[why, "Position"]);
}

#[test]
fn a_loaded_position_is_checked_at_once() {
    // U10: South to move with an empty row: the game is over at once, and U11
    // gives North the 5 seeds of its row.
    let v = ok(&[
        "apply",
        "--game",
        "urim",
        "--position",
        r#"{"rows": [[1,1,1,1,1,0],[0,0,0,0,0,0]]}"#,
    ]);
    assert_eq!(v["awaiting"], Value::Null);
    assert_eq!(v["to_move"], Value::Null);
    assert_eq!(v["legal"], serde_json::json!([]));
    assert_eq!(v["result"]["score"], serde_json::json!({"S": 0, "N": 5}));
    assert_eq!(v["captured"], serde_json::json!({"S": 0, "N": 5}));
    // After the end, any input is refused.
    fails(
        &[
            "apply",
            "--game",
            "urim",
            "--position",
            r#"{"rows": [[1,1,1,1,1,0],[0,0,0,0,0,0]]}"#,
            "a2",
        ],
        "game is over",
    );
}

#[test]
fn bench_reports_speed_and_is_reproducible() {
    let a = ok(&["bench", "--game", "urim", "--playouts", "50", "--seed", "7"]);
    let b = ok(&["bench", "--game", "urim", "--playouts", "50", "--seed", "7"]);
    for k in [
        "game",
        "playouts",
        "seconds",
        "playouts_per_second",
        "moves_per_second",
        "mean_plies",
    ] {
        assert!(a.get(k).is_some(), "bench lacks {k}");
    }
    assert_eq!(a["playouts"], 50);
    assert_eq!(a["mean_plies"], b["mean_plies"], "same seed, same games");
    assert!(a["mean_plies"].as_f64().unwrap() > 1.0);
    fails(
        &["bench", "--game", "urim", "--playouts", "0"],
        "--playouts",
    );
    fails(&["bench", "--game", "urim", "--seed", "x"], "--seed");
    fails(&["bench", "--game", "urim", "a1"], "unexpected argument");
}

#[test]
fn the_contracts_tsoro_example() {
    // contract.md: South sows a1 on 4 × 6: b1, then c1's 3 relay to d1 e1 f1;
    // f1 is an occupied head, so South must choose.
    let v = ok(&["apply", "--game", "tsoro", "--option", "columns=6", "a1"]);
    let expected: Value = serde_json::from_str(
        r#"{"game": "tsoro", "options": {"columns": 6, "bonus": 2, "heads": 2},
 "rows": [[2,2,2,2,2,2], [0,0,0,0,0,0], [0,0,0,0,0,0], [0,3,0,3,3,3]],
 "owners": [["N","N","N","N","N","N"], ["N","N","N","N","N","N"],
            ["S","S","S","S","S","S"], ["S","S","S","S","S","S"]],
 "captured": {"S": 0, "N": 0}, "to_move": "S", "awaiting": "head_choice",
 "legal": ["stop", "continue"], "in_hand": 3, "result": null}"#,
    )
    .unwrap();
    let mut got = v.clone();
    let mut legal: Vec<Value> = got["legal"].as_array().unwrap().clone();
    legal.sort_by_key(|t| t.as_str().unwrap().to_string());
    got["legal"] = legal.into();
    let mut want = expected;
    want["legal"] = serde_json::json!(["continue", "stop"]);
    assert_eq!(got, want);
}

#[test]
fn every_game_and_option_applies_and_benches() {
    for (game, opts) in [
        ("bao-kigogo", vec![]),
        (
            "tsoro",
            vec![
                "--option",
                "columns=8",
                "--option",
                "bonus=3",
                "--option",
                "heads=1",
            ],
        ),
        ("tsoro", vec![]),
        ("anywoli", vec!["--option", "last_four=penultimate"]),
    ] {
        let mut args = vec!["apply", "--game", game];
        args.extend(&opts);
        let v = ok(&args);
        assert_eq!(v["game"], game);
        let mut args = vec!["bench", "--game", game, "--playouts", "3"];
        args.extend(&opts);
        assert_eq!(ok(&args)["playouts"], 3);
    }
    fails(
        &["apply", "--game", "tsoro", "--option", "columns=7"],
        "columns",
    );
    fails(
        &["apply", "--game", "tsoro", "--option", "heads=3"],
        "heads",
    );
    fails(
        &["apply", "--game", "tsoro", "--option", "bonus=0"],
        "bonus",
    );
    fails(
        &["apply", "--game", "bao-kigogo", "--option", "pits=6"],
        "unknown option 'pits'",
    );
    fails(
        &[
            "apply",
            "--game",
            "tsoro",
            "--option",
            "columns=6",
            "a1",
            "b3",
        ],
        "input 2 'b3'",
    );
}

#[test]
fn games_lists_every_option_set_of_the_contract() {
    // The contract's options: Urim pits 6|7 × seeds 3|4, Anywoli's two
    // last_four rules, Tsoro columns 6|8|12|15|18|21 × bonus 1|2|3 × heads 2|1;
    // Goré and Bao Kigogo have none: 1 + 4 + 2 + 1 + 36 lines.
    let (code, out, err) = run(&["games"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 44, "{out}");
    for want in [
        "gore",
        "bao-kigogo",
        "urim pits=7 seeds=4",
        "anywoli last_four=first_last_seed",
        "tsoro columns=6 bonus=3 heads=1",
    ] {
        assert!(lines.contains(&want), "{want} missing from {out}");
    }
    fails(&["games", "extra"], "unknown command");
}

#[test]
fn ai_prints_a_legal_choice_and_refuses_a_finished_game() {
    // Urim, as in tests/ai.rs: e1 captures f2's 2 and wins at once (U7, U10, U11).
    let pos = r#"{"rows": [[0,0,0,0,0,1],[1,0,0,0,2,0]]}"#;
    for level in ["random", "greedy", "beginner", "easy", "medium", "hard"] {
        let v = ok(&[
            "ai",
            "--game",
            "urim",
            "--position",
            pos,
            "--level",
            level,
            "--ms",
            "200",
            "--seed",
            "3",
        ]);
        assert_eq!(v["level"], level);
        let input = v["input"].as_str().unwrap();
        assert!(["a1", "e1"].contains(&input), "{level}: {input}");
        if level != "random" && level != "beginner" {
            assert_eq!(input, "e1", "{level}");
        }
        for key in ["depth", "nodes", "ms", "eval"] {
            assert!(v[key].is_number(), "{level}: {key} in {v}");
        }
    }
    // Inputs first, as apply: after e1 the game is over.
    fails(
        &["ai", "--game", "urim", "--position", pos, "e1"],
        "game is over",
    );
    fails(
        &["ai", "--game", "urim", "--level", "expert"],
        "unknown level",
    );
    fails(&["ai", "--game", "urim", "--ms", "0"], "--ms");
}

#[test]
fn match_tallies_every_game_once_and_repeats_with_its_seed() {
    let args = [
        "match", "--game", "urim", "--a", "greedy", "--b", "random", "--games", "6", "--seed", "4",
    ];
    let v = ok(&args);
    assert_eq!(v["games"], 6);
    let n = |side: &str, k: &str| v[side][k].as_u64().unwrap();
    let finished = 6 - v["unfinished"].as_u64().unwrap();
    assert_eq!(
        n("a", "wins") + n("a", "draws") + n("a", "losses"),
        finished
    );
    assert_eq!(n("a", "wins"), n("b", "losses"));
    assert_eq!(n("a", "draws"), n("b", "draws"));
    assert_eq!(v["a"]["level"], "greedy");
    for k in ["mean_plies", "ms_per_move", "max_ms"] {
        assert!(!v[k].is_null(), "{k} in {v}");
    }
    // The baselines do not depend on time: the same seed plays the same games.
    let w = ok(&args);
    assert_eq!(
        (&v["a"], &v["b"], &v["mean_plies"]),
        (&w["a"], &w["b"], &w["mean_plies"])
    );
    fails(&["match", "--game", "urim", "--a", "hard"], "--b");
    fails(
        &[
            "match", "--game", "urim", "--a", "hard", "--b", "easy", "--games", "0",
        ],
        "--games",
    );
}

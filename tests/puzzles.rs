//! The puzzle files (`static/puzzles/<game>.json`, written by `mancala
//! puzzles`): every puzzle judged again natively, as `mancala puzzles --check`
//! does, and the files regenerated from their `generated_by`; then the
//! checker's judgements on small positions worked out by hand from the rules.
//!
//! Time, measured (`cargo test --locked --test puzzles`, test profile at
//! opt-level 2, 2 cores): 106 s for the whole file, 205 s of CPU. Checking
//! costs one Hard search per puzzle (0.2 to 0.5 s; 7 to 13 s a file). Making
//! a file costs Hard's searches on every candidate it turns down too: Goré
//! 21 s, Urim 21 s, Tsoro 31 s, Bao Kigogo 40 s, Anywoli 78 s. Every file is
//! regenerated, each in its own test so that the two cores share them.

use std::path::PathBuf;

use mancala::engine::{position_from_json, Game, Rules, Variant};
use mancala::puzzles::{
    check_puzzle, check_text, generate, judge, make, Grade, PuzzleFile, Request, Task,
};

fn path(variant: Variant) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("static/puzzles")
        .join(format!("{}.json", variant.id()))
}

fn text(variant: Variant) -> String {
    let p = path(variant);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Every puzzle of the game's file passes the check; at least 20, of at
/// least three tasks.
fn checks(variant: Variant) {
    let text = text(variant);
    let report = check_text(&text);
    assert_eq!(report.failures, 0, "{}", report.lines.join("\n"));
    assert!(report.lines.len() >= 20, "{} puzzles", report.lines.len());
    let file = PuzzleFile::read(&text).unwrap();
    let mut tasks: Vec<&str> = file.puzzles.iter().map(|p| p.task.id()).collect();
    tasks.sort();
    tasks.dedup();
    assert!(tasks.len() >= 3, "{}: only {tasks:?}", variant.id());
}

#[test]
fn gore_puzzles_check() {
    checks(Variant::Gore);
}

#[test]
fn urim_puzzles_check() {
    checks(Variant::Urim);
}

#[test]
fn anywoli_puzzles_check() {
    checks(Variant::Anywoli);
}

#[test]
fn bao_kigogo_puzzles_check() {
    checks(Variant::BaoKigogo);
}

#[test]
fn tsoro_puzzles_check() {
    checks(Variant::Tsoro);
}

/// Every file's `generated_by` names its own game and options; Tsoro's board
/// is a small one.
#[test]
fn every_file_says_how_it_was_made() {
    for variant in Variant::ALL {
        let r = PuzzleFile::read(&text(variant)).unwrap().request;
        let by = r.command_line();
        assert_eq!(r.rules.variant(), variant, "{by}");
        assert!(text(variant).contains(&format!("\"generated_by\": \"{by}\"")));
        if variant.has_heads() {
            assert!(r.rules.columns() <= 8, "{by}");
        }
    }
}

/// The game's file, made again from its `generated_by`, is the same byte for byte.
fn regenerates(variant: Variant) {
    let text = text(variant);
    let request = PuzzleFile::read(&text).unwrap().request;
    let again = generate(&request).to_text() + "\n";
    assert!(
        again == text,
        "{} differs from what its generated_by makes now",
        path(variant).display()
    );
}

#[test]
fn gore_file_regenerates() {
    regenerates(Variant::Gore);
}

#[test]
fn urim_file_regenerates() {
    regenerates(Variant::Urim);
}

#[test]
fn tsoro_file_regenerates() {
    regenerates(Variant::Tsoro);
}

#[test]
fn bao_kigogo_file_regenerates() {
    regenerates(Variant::BaoKigogo);
}

#[test]
fn anywoli_file_regenerates() {
    regenerates(Variant::Anywoli);
}

// ---- hand-worked judgements ---------------------------------------------

fn game(rules: Rules, rows: &str, setup: &[&str]) -> Game {
    let pos = position_from_json(rules, &format!("{{\"rows\": {rows}}}")).unwrap();
    Game::replay(pos, setup).unwrap()
}

fn urim(rows: &str) -> Game {
    game(Rules::new(Variant::Urim), rows, &[])
}

fn token(g: &Game, i: mancala::engine::Input) -> String {
    i.notation(g.position().layout())
}

/// Urim, South to move. North (top row, a2…f2): 2 0 0 1 1 2; South: a1 = 1,
/// f1 = 3. f1 sows f2 (3), e2 (2), d2 (2): the last seed makes d2 two (U7),
/// and the chain back (U8) takes e2 and f2 too: 7. a1 only reaches b1.
#[test]
fn urim_one_input_captures_the_most() {
    let g = urim("[[2,0,0,1,1,2],[1,0,0,0,0,3]]");
    let j = judge(&g, Task::Capture).unwrap();
    assert_eq!(token(&g, j.answer), "f1");
    assert_eq!(j.note, "captures 7, the next 0");
    assert_eq!(token(&g, j.values[0].0), "f1");
    // The puzzle made of it checks, and North's only reply closes its line.
    let start = *g.position();
    let p = make(start, &[], Task::Capture).unwrap();
    assert_eq!(p.line, vec![vec!["f1".to_string()], vec!["a2".to_string()]]);
    assert_eq!(p.grade, Grade::Easy);
    assert!(check_puzzle(&p).is_ok());
    // It is no `best` puzzle: the best input is simply the biggest capture.
    let e = judge(&g, Task::Best).unwrap_err();
    assert!(e.contains("simply the biggest capture"), "{e}");
}

/// Urim: North a2 = 2, e2 = 1, f2 = 1; South e1 = 2, f1 = 1. f1 makes f2
/// two (2 captured); e1 sows f1 and f2, again two in f2 (2 captured): the
/// most is not 2 ahead of the next, no capture puzzle.
#[test]
fn urim_a_capture_level_with_another_is_refused() {
    let g = urim("[[2,0,0,0,1,1],[0,0,0,0,2,1]]");
    let e = judge(&g, Task::Capture).unwrap_err();
    assert!(e.contains("is not 2 ahead of the next (2)"), "{e}");
}

/// Tsoro on 6 columns, South to move: a1 = b1 = e1 = 2; North in row 3
/// b3 = 2, c3 = 1, f3 = 2, in row 4 the head a4 = 2, and c4 = 1, d4 = 4.
/// e1 sows f1, then f2, empty, in South's inner row: f3 is taken (2, T9;
/// f4 is empty), then two bonus picks (T10), the richest d4 (4) and b3 (2),
/// not the head a4: 8 in the turn. a1 and b1 end in empty pits of the outer
/// row: nothing. The picks may come in either order.
#[test]
fn tsoro_capture_counts_the_bonus_picks() {
    let mut rules = Rules::new(Variant::Tsoro);
    rules.set_option("columns", "6").unwrap();
    let rows = "[[2,0,1,4,0,0],[0,2,1,0,0,2],[0,0,0,0,0,0],[2,2,0,0,2,0]]";
    let g = game(rules, rows, &[]);
    let j = judge(&g, Task::Capture).unwrap();
    assert_eq!(token(&g, j.answer), "e1");
    assert_eq!(j.note, "captures 8, the next 0");
    let p = make(*g.position(), &[], Task::Capture).unwrap();
    assert_eq!(p.line[0], ["e1"]);
    let mut first = p.line[1].clone();
    first.sort();
    assert_eq!(first, ["b3", "d4"]);
    let other = if p.line[1][0] == "d4" { "b3" } else { "d4" };
    assert_eq!(p.line[2], [other]);
    assert_eq!(p.task, Task::Capture);
    assert!(check_puzzle(&p).is_ok());
    // A line that picks the poor c4 is refused.
    let mut wrong = p.clone();
    wrong.line[1] = vec!["c4".into()];
    assert!(check_puzzle(&wrong).is_err());
}

/// Bao Kigogo, South to move: h2 = 2, a1 = 2; North has only f3 = 2. h2
/// sows g2 and f2, empty, in the front row, opposite f3: f3 is taken (B7)
/// and North has no seed left (B10). a1 sows b1, c1 in the back row: no
/// capture. A win in one, so no win in two.
#[test]
fn bao_kigogo_win_in_one() {
    let z = "[0,0,0,0,0,0,0,0,0,0,0,0]";
    let rows = format!(
        "[{z},[0,0,0,0,0,2,0,0,0,0,0,0],[0,0,0,0,0,0,0,2,0,0,0,0],[2,0,0,0,0,0,0,0,0,0,0,0]]"
    );
    let g = game(Rules::new(Variant::BaoKigogo), &rows, &[]);
    let j = judge(&g, Task::Win1).unwrap();
    assert_eq!(token(&g, j.answer), "h2");
    let e = judge(&g, Task::Win).unwrap_err();
    assert_eq!(e, "h2 wins in one");
    let p = make(*g.position(), &[], Task::Win1).unwrap();
    assert_eq!(p.line, vec![vec!["h2".to_string()]]);
    assert!(check_puzzle(&p).is_ok());
}

/// The check refuses a puzzle whose values, answer, grade or setup are not
/// what the search and the rules say.
#[test]
fn the_check_refuses_a_tampered_puzzle() {
    let g = urim("[[2,0,0,1,1,2],[1,0,0,0,0,3]]");
    let p = make(*g.position(), &[], Task::Capture).unwrap();
    let mut values = p.clone();
    values.values[0].1 += 1;
    assert!(check_puzzle(&values).unwrap_err().contains("values"));
    let mut answer = p.clone();
    answer.line[0] = vec!["a1".into()];
    assert!(check_puzzle(&answer).is_err());
    let mut grade = p.clone();
    grade.grade = Grade::Hard;
    assert!(check_puzzle(&grade).unwrap_err().contains("grade"));
    let mut task = p.clone();
    task.task = Task::Decide;
    assert!(
        check_puzzle(&task).is_err(),
        "no decision inside a turn here"
    );
    let mut setup = p.clone();
    setup.setup = vec!["b1".into()];
    assert!(check_puzzle(&setup).unwrap_err().starts_with("setup"));
}

/// A file's puzzles must run easy to hard, numbered from 1.
#[test]
fn the_check_refuses_a_file_out_of_order() {
    let easy = make(
        *urim("[[2,0,0,1,1,2],[1,0,0,0,0,3]]").position(),
        &[],
        Task::Capture,
    )
    .unwrap();
    let request = Request::from_args(&["--game", "urim"]).unwrap();
    let file = |puzzles| PuzzleFile { request, puzzles }.to_text();
    let mut hard = easy.clone();
    hard.grade = Grade::Hard;
    let ok = check_text(&file(vec![easy.clone(), easy.clone()]));
    assert_eq!(ok.failures, 0, "{:?}", ok.lines);
    assert!(
        ok.lines[0].starts_with("ok 1 easy capture: f1 captures 7"),
        "{:?}",
        ok.lines
    );
    let bad = check_text(&file(vec![hard, easy.clone()]));
    assert_eq!(bad.failures, 2, "{:?}", bad.lines);
    assert!(
        bad.lines[1].contains("after a hard puzzle"),
        "{:?}",
        bad.lines
    );
    let renumbered = file(vec![easy.clone()]).replace("\"n\": 1", "\"n\": 2");
    assert_eq!(check_text(&renumbered).failures, 1);
}

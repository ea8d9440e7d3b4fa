//! `mancala diagram` and `ui::diagram` against docs/contract.md ("`mancala
//! diagram`"): for every game and option set, the opening and a position
//! reached by random play are drawn; each picture must pass the checks of
//! MediaWiki's upload (`UploadBase`: no scripts, event attributes,
//! `foreignObject`, outside links, `@import` or outside `url(`, no DOCTYPE or
//! processing instructions), show the position's counts, owners, stores and
//! heads, ring the pits asked for, turn with `--flip`, and render with
//! `rsvg-convert` (Debian's librsvg2-bin, installed by
//! scripts/setup-browser.sh) to a PNG of its own size. The PNGs land in
//! `target/diagrams/` to be looked at.

use std::process::Command;

#[path = "../common/mod.rs"]
mod common;
mod lua;
mod reading;
mod redraw;
mod rendering;
mod upload_check;
mod wiki;

use reading::check_picture;
use rendering::{out_dir, render};

use common::cli::{fails, run};

use mancala::engine::{state_json, Game, NoEvents, PitSet, Player, Position, Rng, Rules};
use mancala::ui::diagram::{self, Options};
use mancala::ui::texts::{head_word, player_word, store_word, Lang};

const SVG_NS: &str = "http://www.w3.org/2000/svg";

// ---------------------------------------------------------------------------
// Every game and option set.

/// A position after up to `plies` random inputs (fewer if the game ends).
fn mid_game(rules: Rules, seed: u64, plies: usize) -> Position {
    let mut game = Game::new(rules);
    let mut rng = Rng::new(seed);
    let mut buf = vec![];
    for _ in 0..plies {
        match game.position().random_input(&mut rng, &mut buf) {
            Some(input) => game.play_legal(input, &mut NoEvents),
            None => break,
        }
    }
    *game.position()
}

/// A file name for a set of rules: `tsoro-columns=8-bonus=2-heads=2`.
fn file_name(rules: Rules) -> String {
    rules.to_string().replace(' ', "-")
}

fn every_option_set_of(game: &str) {
    let sets: Vec<Rules> = Rules::every()
        .into_iter()
        .filter(|r| r.variant().id() == game)
        .collect();
    assert!(!sets.is_empty(), "{game}");
    for (i, rules) in sets.into_iter().enumerate() {
        let opening = Position::new(rules);
        let layout = opening.layout();
        let lang = Lang::ALL[i % Lang::ALL.len()];
        // The opening upright, its first and last pits ringed.
        let ends: PitSet = [layout.pits().next().unwrap(), layout.pits().last().unwrap()]
            .into_iter()
            .collect();
        let upright = Options {
            flipped: false,
            highlight: ends,
            lang,
        };
        // Mid-game turned, the pits the mover may play ringed.
        let mid = mid_game(rules, 7 + i as u64, 17);
        let legal: PitSet = layout
            .pits()
            .filter(|&p| mid.legal().contains(&mid.input_for_pit(p)))
            .collect();
        let turned = Options {
            flipped: true,
            highlight: legal,
            lang: Lang::ALL[(i + 1) % Lang::ALL.len()],
        };
        for (pos, o, stage) in [(&opening, upright, "opening"), (&mid, turned, "mid")] {
            let what = format!("{rules} {stage}");
            let svg = diagram::svg(pos, &o);
            check_picture(&svg, pos, &o, &what);
            render(&svg, &format!("{}-{stage}", file_name(rules)));
        }
    }
}

#[test]
fn gore_pictures() {
    every_option_set_of("gore");
}

#[test]
fn urim_pictures() {
    every_option_set_of("urim");
}

#[test]
fn anywoli_pictures() {
    every_option_set_of("anywoli");
}

#[test]
fn bao_kigogo_pictures() {
    every_option_set_of("bao-kigogo");
}

#[test]
fn tsoro_pictures() {
    every_option_set_of("tsoro");
}

#[test]
fn every_game_is_drawn() {
    let games: std::collections::BTreeSet<&str> =
        Rules::every().iter().map(|r| r.variant().id()).collect();
    assert_eq!(
        games.into_iter().collect::<Vec<_>>(),
        ["anywoli", "bao-kigogo", "gore", "tsoro", "urim"],
        "a new game needs its own *_pictures test here"
    );
}

#[test]
fn full_pits_and_stores_draw_at_most_the_page_s_seeds() {
    // Goré, 40 counters in one pit and captured piles of 8 and 0 (G: 48 in all).
    let json = r#"{"rows": [[0,0,0,0],[40,0,0,0]], "captured": {"S": 8, "N": 0}}"#;
    let rules = Rules::new("gore".parse().unwrap());
    let pos = mancala::engine::position_from_json(rules, json).unwrap();
    let o = Options::default();
    let svg = diagram::svg(&pos, &o);
    check_picture(&svg, &pos, &o, "gore full pit");
    render(&svg, "gore-full-pit");
    // Anywoli with a big store: 96 seeds, 70 of them in South's store.
    let json = r#"{"rows": [[0,0,0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0,0,26]],
                   "captured": {"S": 70, "N": 0}}"#;
    let rules = Rules::new("anywoli".parse().unwrap());
    let pos = mancala::engine::position_from_json(rules, json).unwrap();
    let svg = diagram::svg(&pos, &o);
    check_picture(&svg, &pos, &o, "anywoli big store");
    render(&svg, "anywoli-big-store");
}

// ---------------------------------------------------------------------------
// The command line.

#[test]
fn the_command_prints_the_picture_of_the_state_apply_reaches() {
    let (code, out, err) = run(&["diagram", "--game", "gore"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let opening = Position::new(Rules::new("gore".parse().unwrap()));
    assert_eq!(out, diagram::svg(&opening, &Options::default()));
    check_picture(&out, &opening, &Options::default(), "cli gore");

    // Tsoro 4×8 after a1: South must choose at the occupied head (contract).
    let args = [
        "diagram",
        "--game",
        "tsoro",
        "--option",
        "columns=8",
        "--highlight",
        "a1,h1",
        "--highlight",
        "g1",
        "--flip",
        "--lang",
        "az",
        "a1",
    ];
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    let mut rules = Rules::new("tsoro".parse().unwrap());
    rules.set_option_str("columns=8").unwrap();
    let pos = *Game::replay(Position::new(rules), &["a1"])
        .unwrap()
        .position();
    let l = pos.layout();
    let o = Options {
        flipped: true,
        highlight: diagram::parse_highlight(l, "a1,g1,h1").unwrap(),
        lang: Lang::Az,
    };
    assert_eq!(out, diagram::svg(&pos, &o));
    check_picture(&out, &pos, &o, "cli tsoro");
    render(&out, "cli-tsoro-columns=8-a1-flipped-az");

    // --position, in Turkish.
    let json = r#"{"rows": [[0,0,0,0,0,1],[3,0,0,0,0,2]], "captured": {"S": 20, "N": 10}}"#;
    let (code, out, err) = run(&[
        "diagram",
        "--game",
        "urim",
        "--position",
        json,
        "--lang",
        "tr",
    ]);
    assert_eq!(code, 0, "{err}");
    let pos =
        mancala::engine::position_from_json(Rules::new("urim".parse().unwrap()), json).unwrap();
    let o = Options {
        lang: Lang::Tr,
        ..Options::default()
    };
    check_picture(&out, &pos, &o, "cli urim");
    assert!(out.contains(">ambar<") && out.contains(">Güney<"), "{out}");
    render(&out, "cli-urim-position-tr");
}

#[test]
fn a_reader_that_stops_early_is_no_panic() {
    // `mancala diagram … | head -c 0`: the pipe is closed before the picture
    // (about 25 KB for Tsoro 4 × 21) is written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["diagram", "--game", "tsoro"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("mancala runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(out.status.code(), Some(0), "{err}");
}

#[test]
fn bad_diagram_arguments_are_one_line_errors() {
    fails(
        &["diagram", "--game", "gore", "--highlight", "e1"],
        "--highlight: 'e1' is not a pit of this board",
    );
    fails(
        &["diagram", "--game", "gore", "--highlight", "a1,,b1"],
        "--highlight",
    );
    fails(
        &["diagram", "--game", "gore", "--highlight"],
        "--highlight needs a value",
    );
    fails(
        &["diagram", "--game", "gore", "--lang", "de"],
        "--lang: unknown language 'de'; expected en, tr, az, sw, fr or pt",
    );
    fails(
        &["diagram", "--game", "gore", "--lang"],
        "--lang needs a value",
    );
    fails(
        &["diagram", "--game", "gore", "--frob"],
        "unknown flag '--frob' for diagram",
    );
    fails(&["diagram", "--game", "gore", "a2"], "input 1 'a2'");
    fails(&["diagram", "--game", "oware"], "unknown game 'oware'");
    fails(&["diagram"], "--game");
    fails(&["diagram", "--game", "urim", "--position", "{"], "");
    // The picture's flags belong to diagram only.
    fails(
        &["apply", "--game", "gore", "--flip"],
        "unknown flag '--flip' for apply",
    );
    fails(
        &["apply", "--game", "gore", "--lang", "en"],
        "unknown flag '--lang' for apply",
    );
    fails(
        &["ai", "--game", "gore", "--highlight", "a1"],
        "unknown flag '--highlight' for ai",
    );
}

#[test]
fn a_record_is_drawn_at_any_ply() {
    let dir = out_dir();
    let file = dir.join("record-urim.txt");
    let record = "[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n\n1. a1 {opening} 2. f2 3. b1\n";
    std::fs::write(&file, record).unwrap();
    let f = file.to_str().unwrap();
    // --ply 2 draws what a1 f2 would: the same picture.
    let (code, at_two, err) = run(&["diagram", "--record", f, "--ply", "2"]);
    assert_eq!(code, 0, "{err}");
    let (_, direct, _) = run(&["diagram", "--game", "urim", "a1", "f2"]);
    assert_eq!(at_two, direct);
    // Without --ply: the last input.
    let (_, all, _) = run(&["diagram", "--record", f]);
    let (_, three, _) = run(&["diagram", "--game", "urim", "a1", "f2", "b1"]);
    assert_eq!(all, three);
    let (code, out, err) = run(&["diagram", "--record", f, "--ply", "4"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("--ply 4: the game has only 3 inputs"), "{err}");
}

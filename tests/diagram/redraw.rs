//! `mancala diagram --from FILE` (docs/contract.md, "`mancala diagram`"): a
//! picture drawn again from its own `<desc>` is the same file byte for byte,
//! whatever the state (a move, a Goré answer, a Tsoro head choice or bonus
//! pick, a finished game); the drawing flags apply to the redrawing; and what
//! is not our picture, or a damaged one, is a one-line error naming the file.

use mancala::engine::{Input, Variant};
use mancala::ui::diagram::{Diagram, FromError};

use super::*;

/// A game of up to `plies` random inputs: the position and the inputs as
/// contract tokens (what `mancala diagram` takes as INPUTs).
pub(crate) fn played(rules: Rules, seed: u64, plies: usize) -> (Position, Vec<String>) {
    let mut game = Game::new(rules);
    let mut rng = Rng::new(seed);
    let (mut buf, mut tokens) = (vec![], vec![]);
    for _ in 0..plies {
        let pos = *game.position();
        let Some(input) = pos.random_input(&mut rng, &mut buf) else {
            break;
        };
        tokens.push(Input::notation(input, pos.layout()));
        game.play_legal(input, &mut NoEvents);
    }
    (*game.position(), tokens)
}

/// What the state awaits, as its `<desc>` says (`null` once over).
fn awaiting(pos: &Position) -> String {
    state_json(pos)["awaiting"].to_string()
}

/// Drawn, read back and drawn again: the same picture, and the redrawing
/// takes the drawing options like a first drawing.
fn same_again(pos: &Position, what: &str) {
    let l = pos.layout();
    let first = l.pits().next().unwrap();
    let plain = Options::default();
    let dressed = Options {
        flipped: true,
        highlight: [first].into_iter().collect(),
        lang: Lang::Tr,
    };
    let svg = diagram::svg(pos, &plain);
    let back = Diagram::from_svg(&svg).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(back.svg(&plain), svg, "{what}");
    assert_eq!(back.svg(&dressed), diagram::svg(pos, &dressed), "{what}");
    let call = Diagram::of(pos).wikitext(&dressed);
    assert_eq!(back.wikitext(&dressed), call, "{what}");
    // Drawn turned and in Turkish, read back: the same again.
    let turned = diagram::svg(pos, &dressed);
    let back = Diagram::from_svg(&turned).unwrap();
    assert_eq!(back.svg(&dressed), turned, "{what} turned");
}

#[test]
fn every_option_set_and_kind_of_state_is_drawn_again_the_same() {
    let mut kinds = std::collections::BTreeSet::new();
    for (i, rules) in Rules::every().into_iter().enumerate() {
        same_again(&Position::new(rules), &format!("{rules} opening"));
        // Along a game to its end (or 3,000 plies): the first state of each
        // kind awaited, every 40th, and the last.
        let mut game = Game::new(rules);
        let mut rng = Rng::new(100 + i as u64);
        let mut buf = vec![];
        let mut seen = std::collections::BTreeSet::new();
        for ply in 0..3000 {
            let pos = *game.position();
            if seen.insert(awaiting(&pos)) || ply % 40 == 0 {
                same_again(&pos, &format!("{rules} ply {ply} {}", awaiting(&pos)));
            }
            match pos.random_input(&mut rng, &mut buf) {
                Some(input) => game.play_legal(input, &mut NoEvents),
                None => break,
            }
        }
        same_again(game.position(), &format!("{rules} last"));
        kinds.extend(seen);
    }
    // Every kind of state was met, those a position cannot load included.
    let all = ["move", "trade_response", "head_choice", "bonus_pick"];
    let mut expected: Vec<String> = all.iter().map(|k| format!("\"{k}\"")).collect();
    expected.push("null".into());
    expected.sort();
    assert_eq!(kinds.into_iter().collect::<Vec<_>>(), expected);
}

/// `mancala diagram ARGS > file`, then `mancala diagram --from file FLAGS`
/// against the direct `mancala diagram ARGS FLAGS`.
fn redrawn_by_the_command(name: &str, args: &[&str]) {
    let (code, svg, err) = run(&[&["diagram"], args].concat());
    assert_eq!(code, 0, "{name}: {err}");
    let file = out_dir().join(format!("from-{name}.svg"));
    std::fs::write(&file, &svg).unwrap();
    let f = file.to_str().unwrap();
    let flag_sets: [&[&str]; 4] = [
        &[],
        &["--flip"],
        &["--lang", "az", "--highlight", "a2", "--flip"],
        &[
            "--format",
            "wikitext",
            "--highlight",
            "a1,b2",
            "--lang",
            "tr",
        ],
    ];
    for flags in flag_sets {
        let (code, again, err) = run(&[&["diagram", "--from", f], flags].concat());
        assert_eq!((code, err.as_str()), (0, ""), "{name} {flags:?}");
        let (_, direct, _) = run(&[&["diagram"], args, flags].concat());
        assert_eq!(again, direct, "{name} --from with {flags:?}");
    }
    // `--from -`: the picture on standard input.
    let (code, again, err) = common::cli::run_with(&["diagram", "--from", "-"], &svg);
    assert_eq!(
        (code, again.as_str()),
        (0, svg.as_str()),
        "{name} stdin: {err}"
    );
}

#[test]
fn the_command_redraws_every_game_from_its_file() {
    for variant in Variant::ALL {
        let (rules, game) = (Rules::new(variant), variant.id());
        let (_, tokens) = played(rules, 5, 12);
        let mut args = vec!["--game", game];
        args.extend(tokens.iter().map(String::as_str));
        redrawn_by_the_command(&format!("{game}-mid"), &args);
    }
    // A Tsoro option set, mid-game.
    let mut rules = Rules::new("tsoro".parse().unwrap());
    let options = ["columns=8", "bonus=1", "heads=1"];
    for o in options {
        rules.set_option_str(o).unwrap();
    }
    let (_, tokens) = played(rules, 3, 15);
    let mut args = vec!["--game", "tsoro"];
    for o in &options {
        args.extend(["--option", o]);
    }
    args.extend(tokens.iter().map(String::as_str));
    redrawn_by_the_command("tsoro-8-1-1-mid", &args);
    // What a position cannot load: a head choice (the contract's example),
    // and a game over.
    redrawn_by_the_command(
        "tsoro-head-choice",
        &["--game", "tsoro", "--option", "columns=6", "a1"],
    );
    let over = r#"{"rows":[[0,0,0,0,0,1],[0,0,0,0,0,0]],"captured":{"S":20,"N":15}}"#;
    redrawn_by_the_command("urim-over", &["--game", "urim", "--position", over]);
}

#[test]
fn a_goré_answer_awaited_is_drawn_again() {
    // The first random Goré game that reaches an offer, stopped there.
    let rules = Rules::new("gore".parse().unwrap());
    let tokens = (1..200)
        .find_map(|seed| {
            let (_, tokens) = played(rules, seed, 60);
            let at = tokens.iter().position(|t| t.starts_with("offer="))?;
            Some(tokens[..=at].to_vec())
        })
        .expect("a random Goré game with an offer");
    let mut args = vec!["--game", "gore"];
    args.extend(tokens.iter().map(String::as_str));
    let (_, state, _) = run(&[&["apply"], &args[..]].concat());
    assert!(state.contains("\"awaiting\":\"trade_response\""), "{state}");
    redrawn_by_the_command("gore-offer", &args);
}

#[test]
fn from_goes_with_the_drawing_flags_only() {
    let file = out_dir().join("from-conflicts.svg");
    let (_, svg, _) = run(&["diagram", "--game", "urim"]);
    std::fs::write(&file, svg).unwrap();
    let f = file.to_str().unwrap();
    for (extra, flag) in [
        (&["--game", "urim"][..], "--game"),
        (&["--option", "pits=7"], "--option"),
        (
            &["--position", "{\"rows\":[[0,0,0,0,0,0],[0,0,0,0,0,0]]}"],
            "--position",
        ),
        (&["--record", f], "--record"),
        (&["--ply", "0"], "--ply"),
        (&["a1"], "the input 'a1'"),
    ] {
        fails(
            &[&["diagram", "--from", f], extra].concat(),
            &format!("--from cannot go with {flag}"),
        );
        // In either order.
        fails(
            &[&["diagram"], extra, &["--from", f]].concat(),
            &format!("--from cannot go with {flag}"),
        );
    }
    fails(
        &["diagram", "--from", f, "--format", "png"],
        "--format must be svg or wikitext, not 'png'",
    );
    fails(&["diagram", "--from"], "--from needs a value");
    fails(&["apply", "--from", f], "unknown flag '--from' for apply");
}

#[test]
fn what_is_not_our_picture_or_is_damaged_is_one_line_naming_the_file() {
    let dir = out_dir();
    let write = |name: &str, text: &str| -> String {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        file.to_str().unwrap().to_string()
    };
    let (_, svg, _) = run(&["diagram", "--game", "gore"]);
    let not_ours = [
        write("from-text.svg", "a record, not a picture\n"),
        write(
            "from-no-desc.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ),
        write(
            "from-words.svg",
            "<svg><title>A board</title><desc>Drawn by hand.</desc></svg>",
        ),
    ];
    for f in &not_ours {
        fails(
            &["diagram", "--from", f],
            &format!("--from: {f} {}", FromError::NotDiagram),
        );
    }
    let damaged = [
        (
            "from-bad-json.svg",
            svg.replace("\"rows\":[[", "\"rows\":[[x"),
            "expected",
        ),
        (
            "from-oware.svg",
            svg.replace("\"game\":\"gore\"", "\"game\":\"oware\""),
            "oware",
        ),
        (
            "from-urim-board.svg",
            svg.replace("\"game\":\"gore\"", "\"game\":\"urim\""),
            "rows",
        ),
        (
            "from-option.svg",
            svg.replace("\"options\":{}", "\"options\":{\"pits\":7}"),
            "pits",
        ),
        (
            "from-entity.svg",
            svg.replace("\"game\"", "&bogus;\"game\""),
            "&bogus;",
        ),
    ];
    for (name, text, needle) in &damaged {
        let f = write(name, text);
        common::cli::fails_with(
            &["diagram", "--from", &f],
            "",
            &[&format!("--from: {f}: its <desc> is damaged"), *needle],
        );
    }
    let missing = dir.join("from-missing.svg");
    let _ = std::fs::remove_file(&missing);
    let m = missing.to_str().unwrap();
    fails(
        &["diagram", "--from", m],
        &format!("cannot read the diagram {m}"),
    );
}

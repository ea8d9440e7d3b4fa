//! The Lua board of docs/wiki/ (Module:Mancala) run by a Lua 5.1 with a stub
//! frame (tests/diagram/wiki_harness.lua) on the calls of `mancala diagram
//! --format wikitext`, its table read back: every pit's count as `mancala
//! apply` gives it, owners, stores, heads, highlights, the side to move, the
//! board's orientation, the words of the page's catalogues; errors shown,
//! never raised. Without a `lua5.1` (or `lua`) these tests say so and pass;
//! scripts/setup-browser.sh installs Debian's lua5.1.

use std::path::Path;

use serde_json::Value;

use super::redraw::played;
use super::wiki::{applied, CASES};
use super::*;

/// A Lua 5.1 (or a later `lua`) to run the module with, if installed; else
/// a note (written past the test harness's capture, so it is seen) and none.
fn lua() -> Option<&'static str> {
    let found = ["lua5.1", "lua"].into_iter().find(|bin| {
        Command::new(bin)
            .args(["-e", "os.exit(0)"])
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if found.is_none() {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "note: no lua5.1 or lua found, the Lua board is not run (skipped): \
             `bash scripts/setup-browser.sh` installs Debian's lua5.1"
        );
    }
    found
}

/// What Module:Mancala returns for this call, run by the harness.
fn module_output(lua: &str, call: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(lua)
        .arg(root.join("tests/diagram/wiki_harness.lua"))
        .arg(root.join("docs/wiki/Module-Mancala.lua"))
        .arg(call)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && err.is_empty(), "{call}: {err}");
    String::from_utf8(out.stdout).unwrap()
}

/// The attribute `name` of a tag's text (`<td class="x" data-pit="c1">`).
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

/// Every `<td …>…</td>` of the table: (opening tag, content).
fn cells(html: &str) -> Vec<(&str, &str)> {
    html.split("<td")
        .skip(1)
        .filter_map(|rest| {
            let open = rest.find('>')?;
            let end = rest.find("</td>")?;
            Some((&rest[..open], &rest[open + 1..end]))
        })
        .collect()
}

/// The module's table for `call` holds exactly `state`, drawn as `o` asks.
fn check_table(lua: &str, call: &str, state: &Value, o: &Options, what: &str) {
    let html = module_output(lua, call);
    assert!(!html.contains("error"), "{what}: {call}\n{html}");
    assert!(
        html.starts_with("<table class=\"wikitable mancala-board"),
        "{what}: {html}"
    );
    let rules = board_of(state);
    let variant = rules.rules().variant();
    let caption = html
        .split("<caption>")
        .nth(1)
        .unwrap()
        .split("</caption>")
        .next()
        .unwrap();
    assert!(caption.starts_with(variant.title()), "{what}: {caption}");
    if let Some(who) = state["to_move"].as_str() {
        let p = Player::from_letter(who).unwrap();
        assert!(
            caption.contains(&player_word(p, o.lang)),
            "{what}: {caption}"
        );
    }
    // The pits, in reading order: top row first, a first; turned, all reversed.
    let rows = state["rows"].as_array().unwrap();
    let mut expected = vec![];
    for (i, row) in rows.iter().enumerate() {
        for (c, count) in row.as_array().unwrap().iter().enumerate() {
            let name = format!("{}{}", (b'a' + c as u8) as char, rows.len() - i);
            let owner = state["owners"][i][c].as_str().unwrap().to_string();
            expected.push((name, count.as_u64().unwrap(), owner));
        }
    }
    if o.flipped {
        expected.reverse();
    }
    let all = cells(&html);
    let pits: Vec<_> = all
        .iter()
        .filter(|(t, _)| attr(t, "data-pit").is_some())
        .collect();
    assert_eq!(pits.len(), expected.len(), "{what}");
    let layout = rules.layout();
    for ((tag, text), (name, count, owner)) in pits.iter().zip(&expected) {
        assert_eq!(attr(tag, "data-pit"), Some(name.as_str()), "{what}: order");
        assert_eq!(
            attr(tag, "data-count"),
            Some(count.to_string().as_str()),
            "{what}: {name}"
        );
        assert!(
            text.contains(&format!("<br><b>{count}</b>")),
            "{what}: {name}: {text}"
        );
        assert!(text.contains(name.as_str()), "{what}: {text}");
        assert_eq!(
            attr(tag, "data-owner"),
            Some(owner.as_str()),
            "{what}: {name}"
        );
        let pit = layout.parse(name).unwrap();
        let ringed = o.highlight.contains(pit);
        assert_eq!(
            attr(tag, "class").unwrap().contains("highlight"),
            ringed,
            "{what}: {name}"
        );
        // Marks in words, not colour only.
        assert_eq!(
            text.contains("</small>"),
            ringed || variant.owners_change() || rules.is_head(pit),
            "{what}: {name}: {text}"
        );
        assert_eq!(
            text.contains(&head_word(o.lang)),
            rules.is_head(pit),
            "{what}: {name}: {text}"
        );
        if variant.owners_change() {
            let p = Player::from_letter(owner).unwrap();
            assert!(
                text.contains(&player_word(p, o.lang)),
                "{what}: {name}: {text}"
            );
        }
    }
    // The stores: North's on the left, South's on the right, or turned.
    let stores: Vec<_> = all
        .iter()
        .filter(|(t, _)| attr(t, "data-captured").is_some())
        .collect();
    let sides = if o.flipped { ["S", "N"] } else { ["N", "S"] };
    assert_eq!(stores.len(), 2, "{what}");
    for ((tag, text), side) in stores.iter().zip(sides) {
        assert_eq!(attr(tag, "data-captured"), Some(side), "{what}");
        let n = state["captured"][side].as_u64().unwrap();
        assert_eq!(
            attr(tag, "data-count"),
            Some(n.to_string().as_str()),
            "{what}"
        );
        assert!(
            text.contains(&store_word(variant, o.lang)),
            "{what}: {text}"
        );
    }
}

/// The opening of the game and options a state object names: its layout
/// and heads.
fn board_of(state: &Value) -> Position {
    let mut rules = Rules::new(state["game"].as_str().unwrap().parse().unwrap());
    for (k, v) in state["options"].as_object().unwrap() {
        let v = v.as_str().map_or(v.to_string(), str::to_string);
        rules.set_option(k, &v).unwrap();
    }
    Position::new(rules)
}

#[test]
fn the_lua_board_shows_every_pit_of_the_hand_checked_cases() {
    let Some(lua) = lua() else {
        return;
    };
    for case in &CASES {
        let state = applied(case);
        let args = [&["diagram"], case.apply, case.flags].concat();
        let o = options_of(&state, case.flags);
        let (_, call, _) = run(&[&args[..], &["--format", "wikitext"]].concat());
        check_table(lua, call.trim_end(), &state, &o, case.call);
    }
}

/// The drawing options that `flags` ask for, on the board of `state`.
fn options_of(state: &Value, flags: &[&str]) -> Options {
    let layout = board_of(state).layout();
    let mut o = Options::default();
    for (i, flag) in flags.iter().enumerate() {
        match *flag {
            "--flip" => o.flipped = true,
            "--highlight" => o.highlight = diagram::parse_highlight(layout, flags[i + 1]).unwrap(),
            "--lang" => o.lang = flags[i + 1].parse().unwrap(),
            _ => {}
        }
    }
    o
}

#[test]
fn the_lua_board_draws_every_option_set_upright_and_turned() {
    let Some(lua) = lua() else {
        return;
    };
    for (i, rules) in Rules::every().into_iter().enumerate() {
        let (mid, _) = played(rules, 11 + i as u64, 19);
        let l = mid.layout();
        let legal: PitSet = l
            .pits()
            .filter(|&p| mid.legal().contains(&mid.input_for_pit(p)))
            .collect();
        let ends: PitSet = [l.pits().next().unwrap(), l.pits().last().unwrap()]
            .into_iter()
            .collect();
        let lang = |k: usize| Lang::ALL[(i + k) % Lang::ALL.len()];
        let drawings = [
            (
                Position::new(rules),
                Options {
                    flipped: false,
                    highlight: ends,
                    lang: lang(0),
                },
            ),
            (
                mid,
                Options {
                    flipped: true,
                    highlight: legal,
                    lang: lang(1),
                },
            ),
        ];
        for (pos, o) in drawings {
            let call = diagram::Diagram::of(&pos).wikitext(&o);
            let state: Value = serde_json::from_str(&state_json(&pos).to_string()).unwrap();
            check_table(lua, &call, &state, &o, &format!("{rules}"));
        }
    }
}

#[test]
fn bad_parameters_are_shown_as_errors_never_raised() {
    let Some(lua) = lua() else {
        return;
    };
    let urim = "rows=3,3,3,3,3,3/3,3,3,3,3,3";
    for (params, needle) in [
        ("rows=1".to_string(), "game= is missing"),
        ("game=oware|rows=1".into(), "unknown game 'oware'"),
        ("game=urim".into(), "rows= is missing"),
        ("game=urim|rows=3,3,3,3,3,3".into(), "rows= needs 2 rows"),
        (
            "game=urim|rows=3,3,3/3,3,3,3,3,3".into(),
            "row 2 needs 6 pits",
        ),
        (
            "game=urim|rows=3,3,3,3,3,3/3,3,x,3,3,3".into(),
            "the count of c1 is 'x'",
        ),
        (
            format!("game=urim|pits=8|{urim}"),
            "pits=8 is not an option of Urim",
        ),
        (
            format!("game=urim|{urim}|owners=N,N,N,N,N,N/S,S,S,S,S,S"),
            "owners= is for Goré only",
        ),
        (
            "game=gore|rows=1,1,1,1/1,1,1,1|owners=N,N,N,N/S,S,S,X".into(),
            "d1 is owned by 'X'",
        ),
        (
            format!("game=urim|{urim}|captured=1"),
            "captured= needs two whole numbers",
        ),
        (format!("game=urim|{urim}|tomove=W"), "tomove= is S or N"),
        (
            format!("game=urim|{urim}|tomove=S|over=1"),
            "cannot go together",
        ),
        (
            format!("game=urim|{urim}|highlight=g1"),
            "'g1' is not a pit",
        ),
        (format!("game=urim|{urim}|flip=yes"), "flip= is 1 or 0"),
        (
            format!("game=urim|{urim}|lang=de"),
            "lang= is en, tr, az, sw, fr or pt",
        ),
        (
            format!("game=urim|{urim}|colour=red"),
            "unknown parameter 'colour'",
        ),
        (
            format!("game=urim|{urim}|columns=8"),
            "unknown parameter 'columns'",
        ),
        (
            format!("game=urim|{urim}|<b>x</b>"),
            "unknown parameter '1'",
        ),
    ] {
        let call = format!("{{{{Mancala board|{params}}}}}");
        let out = module_output(lua, &call);
        assert!(
            out.starts_with("<strong class=\"error\">Mancala board: ") && out.contains(needle),
            "{call}: {out}"
        );
        assert!(
            !out.contains("<b>x"),
            "{call}: the editor's text is shown as text: {out}"
        );
    }
}

#[test]
fn the_calls_in_the_docs_draw_their_boards() {
    let Some(lua) = lua() else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut calls = 0;
    for doc in [
        "docs/wiki/README.md",
        "docs/wiki/Template-Mancala_board.wikitext",
        "docs/embedding.md",
    ] {
        let text = std::fs::read_to_string(root.join(doc)).unwrap();
        for chunk in text.split("{{Mancala board|").skip(1) {
            let Some(end) = chunk.find("}}") else {
                continue;
            };
            let call = format!("{{{{Mancala board|{}}}}}", &chunk[..end]);
            let html = module_output(lua, &call);
            assert!(html.starts_with("<table"), "{doc}: {call}: {html}");
            calls += 1;
        }
    }
    assert!(calls >= 3, "the docs show calls of the board");
}

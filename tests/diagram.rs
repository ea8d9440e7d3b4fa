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

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

use common::cli::{fails, run};

use mancala::engine::{state_json, Game, NoEvents, PitSet, Player, Position, Rng, Rules};
use mancala::ui::diagram::{self, Options};
use mancala::ui::texts::{head_word, player_word, store_word, Lang};
use roxmltree::{Document, Node, NodeType};

const SVG_NS: &str = "http://www.w3.org/2000/svg";

// ---------------------------------------------------------------------------
// MediaWiki's upload check, as this test applies it.

/// What MediaWiki's CSS check refuses in a `<style>` element or a style-like
/// attribute: `@import`, `expression`, `-o-link`, control characters, and any
/// `url(`, `image(` or `image-set(` that does not point inside the file (`#`).
fn css_refused(css: &str) -> Option<String> {
    let lower = css.to_ascii_lowercase();
    for bad in ["@import", "expression", "-o-link", "-o-replace"] {
        if lower.contains(bad) {
            return Some(format!("CSS with {bad}"));
        }
    }
    if lower
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\x0c'))
    {
        return Some("CSS with a control character".into());
    }
    for func in ["url", "image", "image-set"] {
        let mut rest = lower.as_str();
        while let Some(i) = rest.find(func) {
            let after = rest[i + func.len()..].trim_start();
            if let Some(arg) = after.strip_prefix('(') {
                let arg = arg
                    .trim_start()
                    .trim_start_matches(['"', '\''])
                    .trim_start();
                if !arg.starts_with('#') {
                    return Some(format!("CSS {func}( pointing outside the file"));
                }
            }
            rest = &rest[i + func.len()..];
        }
    }
    None
}

/// Why MediaWiki would refuse this SVG on upload, or `None` if it passes.
/// Stricter than MediaWiki where that is simpler: no `href` at all but `#…`,
/// no namespace but SVG's, no `foreignObject`, no processing instruction.
fn refused(svg: &str) -> Option<String> {
    let lower = svg.to_ascii_lowercase();
    // UploadBase::detectScript reads the raw text.
    for bad in [
        "<!doctype",
        "<!entity",
        "<script",
        "<html",
        "<head",
        "<body",
        "<?xml-stylesheet",
        "javascript",
        "ecmascript",
    ] {
        if lower.contains(bad) {
            return Some(format!("raw text contains {bad}"));
        }
    }
    // Well-formed XML with no DTD (roxmltree refuses one by default).
    let doc = match Document::parse(svg) {
        Ok(d) => d,
        Err(e) => return Some(format!("not well-formed XML without a DTD: {e}")),
    };
    let root = doc.root_element();
    if root.tag_name().name() != "svg" || root.tag_name().namespace() != Some(SVG_NS) {
        return Some("the root is not an SVG <svg>".into());
    }
    for a in ["viewBox", "width", "height"] {
        if root.attribute(a).is_none() {
            return Some(format!("the root has no {a}"));
        }
    }
    let css_attrs = [
        "style",
        "font",
        "clip-path",
        "fill",
        "filter",
        "marker",
        "marker-end",
        "marker-mid",
        "marker-start",
        "mask",
        "stroke",
    ];
    for node in doc.descendants() {
        match node.node_type() {
            NodeType::PI => return Some("a processing instruction".into()),
            NodeType::Element => {}
            _ => continue,
        }
        let name = node.tag_name().name().to_ascii_lowercase();
        if node.tag_name().namespace() != Some(SVG_NS) {
            return Some(format!("element <{name}> outside SVG's namespace"));
        }
        if ["script", "handler", "stylesheet", "iframe", "foreignobject"].contains(&name.as_str()) {
            return Some(format!("element <{name}>"));
        }
        if name == "style" {
            let css: String = node
                .children()
                .filter(|c| c.is_text())
                .filter_map(|c| c.text())
                .collect();
            if let Some(why) = css_refused(&css) {
                return Some(format!("<style>: {why}"));
            }
        }
        for a in node.attributes() {
            let an = a.name().to_ascii_lowercase();
            let value = a.value();
            if an.starts_with("on") {
                return Some(format!("event attribute {an} on <{name}>"));
            }
            if an == "href" && !value.is_empty() && !value.starts_with('#') {
                return Some(format!("href '{value}' on <{name}>"));
            }
            if an == "attributename" && ["animate", "set"].contains(&name.as_str()) {
                return Some(format!("<{name}> changing {value}"));
            }
            if css_attrs.contains(&an.as_str()) {
                if let Some(why) = css_refused(value) {
                    return Some(format!("{an} on <{name}>: {why}"));
                }
            }
        }
    }
    None
}

#[test]
fn the_upload_check_refuses_what_mediawiki_refuses() {
    let ok = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="1" height="1"><style>.a{fill:url(#g)}</style><use href="#a"/></svg>"##;
    assert_eq!(refused(ok), None);
    let svg = |inner: &str| {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
             viewBox=\"0 0 1 1\" width=\"1\" height=\"1\">{inner}</svg>"
        )
    };
    let bad = [
        svg("<script>alert(1)</script>"),
        svg("<g onload=\"x()\"/>"),
        svg("<rect onClick=\"x()\"/>"),
        svg("<foreignObject/>"),
        svg("<image href=\"http://example.org/a.png\"/>"),
        svg("<use xlink:href=\"other.svg#a\"/>"),
        svg("<style>@import 'x.css';</style>"),
        svg("<style>text{font-family:F;src:url(http://example.org/f.woff)}</style>"),
        svg("<rect style=\"fill:url( 'x.svg#g')\"/>"),
        svg("<rect fill=\"url(http://example.org/#g)\"/>"),
        svg("<set attributeName=\"href\" to=\"#a\"/>"),
        "<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>".into(),
        "<?xml-stylesheet href=\"x.css\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>".into(),
        "<svg viewBox=\"0 0 1 1\" width=\"1\" height=\"1\"/>".into(),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>".into(),
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><g>".into(),
    ];
    for b in &bad {
        assert!(refused(b).is_some(), "should be refused: {b}");
    }
}

// ---------------------------------------------------------------------------
// Reading a picture back.

fn by_id<'a, 'i>(doc: &'a Document<'i>, id: &str) -> Node<'a, 'i> {
    doc.descendants()
        .find(|n| n.attribute("id") == Some(id))
        .unwrap_or_else(|| panic!("no element id={id}"))
}

fn text_of(n: Node) -> String {
    n.descendants()
        .filter(|c| c.is_text())
        .filter_map(|c| c.text())
        .collect()
}

fn classes<'a>(n: Node<'a, '_>) -> Vec<&'a str> {
    n.attribute("class").unwrap_or("").split(' ').collect()
}

fn num(n: Node, attr: &str) -> f64 {
    n.attribute(attr)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{attr} of {n:?}"))
}

/// The child circles of a group with this class.
fn circles<'a, 'i>(g: Node<'a, 'i>, class: &str) -> Vec<Node<'a, 'i>> {
    g.children()
        .filter(|c| c.tag_name().name() == "circle" && classes(*c).contains(&class))
        .collect()
}

/// Everything the picture must show of `pos` drawn with `o`, read back.
fn check_picture(svg: &str, pos: &Position, o: &Options, what: &str) {
    if let Some(why) = refused(svg) {
        panic!("{what}: MediaWiki would refuse it: {why}");
    }
    let doc = Document::parse(svg).unwrap();
    let root = doc.root_element();
    let view: Vec<f64> = root
        .attribute("viewBox")
        .unwrap()
        .split(' ')
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(view[..2], [0.0, 0.0], "{what}");
    assert_eq!(
        (num(root, "width"), num(root, "height")),
        (view[2], view[3])
    );
    assert_eq!(
        root.attribute(("http://www.w3.org/XML/1998/namespace", "lang")),
        Some(o.lang.code()),
        "{what}"
    );
    // Generic font families only, and the <desc> is the contract's state.
    let style: String = doc
        .descendants()
        .filter(|n| n.has_tag_name((SVG_NS, "style")))
        .map(text_of)
        .collect();
    for decl in style.split("font-family:").skip(1) {
        let family = decl.split([';', '}']).next().unwrap().trim();
        assert!(
            ["sans-serif", "serif", "monospace"].contains(&family),
            "{what}: font {family}"
        );
    }
    assert!(!svg.contains("font-family=") && !style.contains("@font-face"));
    let desc = doc
        .descendants()
        .find(|n| n.has_tag_name((SVG_NS, "desc")))
        .map(text_of)
        .unwrap();
    let desc: serde_json::Value = serde_json::from_str(&desc).unwrap();
    let state: serde_json::Value = serde_json::from_str(&state_json(pos).to_string()).unwrap();
    assert_eq!(desc, state, "{what}");

    let layout = pos.layout();
    let board = pos.board();
    let centre = |name: &str| {
        let hole = circles(by_id(&doc, &format!("pit-{name}")), "hole")[0];
        (num(hole, "cx"), num(hole, "cy"))
    };
    for pit in layout.pits() {
        let name = layout.name(pit);
        let g = by_id(&doc, &format!("pit-{name}"));
        let c = classes(g);
        let count = text_of(by_id(&doc, &format!("count-{name}")));
        assert_eq!(count, board.count(pit).to_string(), "{what}: {name}");
        let seeds = circles(g, "seed").len() as u32;
        assert_eq!(seeds, (board.count(pit) as u32).min(24), "{what}: {name}");
        let owner = match board.owner(pit) {
            Player::South => "south",
            Player::North => "north",
        };
        assert!(c.contains(&owner), "{what}: {name} owner {c:?}");
        let head = pos.is_head(pit);
        assert_eq!(c.contains(&"head"), head, "{what}: {name} head");
        let label: Vec<String> = g
            .children()
            .filter(|n| classes(*n).contains(&"head-label"))
            .map(text_of)
            .collect();
        let expected: Vec<String> = head
            .then(|| head_word(o.lang).to_string())
            .into_iter()
            .collect();
        assert_eq!(label, expected, "{what}: {name} head label");
        let ringed = o.highlight.contains(pit);
        assert_eq!(c.contains(&"highlight"), ringed, "{what}: {name}");
        assert_eq!(circles(g, "ring").len(), ringed as usize, "{what}: {name}");
        let name_text: Vec<String> = g
            .children()
            .filter(|n| classes(*n).contains(&"name"))
            .map(text_of)
            .collect();
        assert_eq!(name_text, std::slice::from_ref(&name), "{what}");
    }
    let word = store_word(pos.rules().variant(), o.lang);
    for who in Player::BOTH {
        let l = who.letter();
        let g = by_id(&doc, &format!("store-{l}"));
        let captured = pos.captured()[who] as u32;
        assert_eq!(
            text_of(by_id(&doc, &format!("captured-{l}"))),
            captured.to_string()
        );
        assert_eq!(circles(g, "seed").len() as u32, captured.min(60), "{what}");
        let texts: Vec<String> = g
            .children()
            .filter(|n| n.is_element())
            .map(text_of)
            .collect();
        assert!(
            texts.contains(&player_word(who, o.lang).to_string()),
            "{what}: {texts:?}"
        );
        let words = g
            .children()
            .find(|n| classes(*n).contains(&"store-word"))
            .map(|n| {
                let lines: Vec<&str> = n
                    .children()
                    .filter_map(|t| t.first_child()?.text())
                    .collect();
                lines.join(" ")
            })
            .unwrap();
        assert_eq!(words, word, "{what}");
    }
    // Row 1 at the bottom and South's store on the right, or all turned.
    let (a1, a2) = (centre("a1"), centre("a2"));
    let store_x = |l: char| {
        let g = by_id(&doc, &format!("store-{l}"));
        let r = g
            .children()
            .find(|n| n.has_tag_name((SVG_NS, "rect")))
            .unwrap();
        num(r, "x")
    };
    let south_right = store_x('S') > store_x('N');
    assert_eq!(a1.1 > a2.1, !o.flipped, "{what}: a1 {a1:?} a2 {a2:?}");
    assert_eq!(south_right, !o.flipped, "{what}");
    assert_eq!(centre("b1").0 > a1.0, !o.flipped, "{what}");
}

// ---------------------------------------------------------------------------
// Rendering.

fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("diagrams");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The PNG's size from its header (signature, then the IHDR chunk).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(
        bytes.len() > 24 && bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        "not a PNG"
    );
    assert_eq!(&bytes[12..16], b"IHDR");
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    (be(&bytes[16..20]), be(&bytes[20..24]))
}

/// Writes `name.svg`, renders `name.png` with rsvg-convert and checks its size.
fn render(svg: &str, name: &str) {
    let installed = Command::new("rsvg-convert").arg("--version").output();
    assert!(
        installed.is_ok_and(|o| o.status.success()),
        "rsvg-convert is missing: run `bash scripts/setup-browser.sh` (it installs \
         Debian's librsvg2-bin), then the tests again"
    );
    let dir = out_dir();
    let (svg_path, png_path) = (
        dir.join(format!("{name}.svg")),
        dir.join(format!("{name}.png")),
    );
    std::fs::write(&svg_path, svg).unwrap();
    let _ = std::fs::remove_file(&png_path);
    let out = Command::new("rsvg-convert")
        .arg("--output")
        .arg(&png_path)
        .arg(&svg_path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "rsvg-convert {name}.svg: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = Document::parse(svg).unwrap();
    let root = doc.root_element();
    let size = (num(root, "width") as u32, num(root, "height") as u32);
    assert_eq!(
        png_size(&std::fs::read(&png_path).unwrap()),
        size,
        "{name}.png"
    );
}

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
        "--lang: unknown language 'de'; expected en, tr or az",
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

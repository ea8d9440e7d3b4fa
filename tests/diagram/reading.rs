//! Reading a picture back: the position it shows (counts, owners, stores,
//! heads, rings, the turn) checked against the position drawn.

use roxmltree::{Document, Node};

use super::upload_check::refused;
use super::*;

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

pub(crate) fn num(n: Node, attr: &str) -> f64 {
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
pub(crate) fn check_picture(svg: &str, pos: &Position, o: &Options, what: &str) {
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
    // Readable as a 320 px thumbnail (issue 27): every count, in a pit or a
    // store, at least as tall as the wiki's body text (14 px) there. The
    // sizes are the style's last word for each class.
    let last_size = |class: &str| -> f64 {
        let rule = format!(".{class}{{");
        style
            .match_indices(&rule)
            .filter_map(|(i, _)| {
                let body = &style[i + rule.len()..];
                let body = &body[..body.find('}').unwrap()];
                let v = body.split("font-size:").nth(1)?;
                v.split("px").next()?.parse().ok()
            })
            .last()
            .unwrap_or_else(|| panic!("{what}: no font-size for .{class}"))
    };
    let width = num(root, "width");
    for class in ["count", "store-count"] {
        let px = last_size(class) * 320.0 / width;
        assert!(px >= 14.0, "{what}: .{class} {px:.1} px at 320 px");
    }
    // Lying down: row 1 at the bottom and South's store on the right, or all
    // turned. Upright (a board too long to read lying down at 320 px):
    // columns running down, South's rows on the left and its store at the
    // bottom, or all turned.
    let (a1, a2) = (centre("a1"), centre("a2"));
    let store_at = |l: char| {
        let g = by_id(&doc, &format!("store-{l}"));
        let r = g
            .children()
            .find(|n| n.has_tag_name((SVG_NS, "rect")))
            .unwrap();
        (num(r, "x"), num(r, "y"))
    };
    let (south, north) = (store_at('S'), store_at('N'));
    let b1 = centre("b1");
    if classes(root).contains(&"vertical") {
        assert_eq!(a1.0 < a2.0, !o.flipped, "{what}: a1 {a1:?} a2 {a2:?}");
        assert_eq!(south.1 > north.1, !o.flipped, "{what}");
        assert_eq!(b1.1 > a1.1, !o.flipped, "{what}");
    } else {
        assert_eq!(a1.1 > a2.1, !o.flipped, "{what}: a1 {a1:?} a2 {a2:?}");
        assert_eq!(south.0 > north.0, !o.flipped, "{what}");
        assert_eq!(b1.0 > a1.0, !o.flipped, "{what}");
    }
}

//! Places on the board follow the board drawn: the edges agree with the
//! drawing's geometry, no text names a place but through a placeholder, and
//! each layout's words are its own (lying-down words never reach an upright
//! board, nor upright words a board lying down).

use super::*;
use crate::engine::{Player, Position, Rules, Variant};
use crate::ui::course::Lesson;
use crate::ui::geometry::{Geometry, Point};
use crate::ui::texts::catalogue::{source, Catalogue};

/// The four ways a board is drawn.
const LAYOUTS: [Drawn; 4] = [
    Drawn {
        upright: false,
        flipped: false,
    },
    Drawn {
        upright: false,
        flipped: true,
    },
    Drawn {
        upright: true,
        flipped: false,
    },
    Drawn {
        upright: true,
        flipped: true,
    },
];

/// Catalogue texts whose "up", "left" or "above" are not the board's: the
/// page above the record box or the course's button, the mouse's right
/// button, the review chart.
const NOT_THE_BOARD: [&str; 4] = [
    "record-copy-refused",
    "editor-prompt",
    "review-chart",
    "course-next",
];

/// The words of each language that name an edge of the board, each with
/// the edge it names. English "left", "right", "top" and "up" have other
/// meanings ("seeds left", "right after", "on top of", "uses up"), so they
/// count only beside the words that make them places ("the left", "left
/// to right", "left along"); the other languages' forms are listed whole
/// (so "altı", six, and "üstüne", onto, are not places).
fn edge_of(words: &[String], i: usize, lang: Lang) -> Option<Edge> {
    let w = words[i].as_str();
    let prev = i.checked_sub(1).map_or("", |j| words[j].as_str());
    let next = words.get(i + 1).map_or("", String::as_str);
    let after = words.get(i + 2).map_or("", String::as_str);
    let lists: &[(Edge, &[&str])] = match lang {
        Lang::En => {
            let side = |e: Edge| {
                let placed = ["the", "to", "from", "your", "their"].contains(&prev)
                    || ["along", "row", "rows", "one", "end", "side", "column"].contains(&next)
                    || (next == "to" && ["left", "right", "top", "bottom"].contains(&after));
                placed.then_some(e)
            };
            return match w {
                "bottom" | "downwards" | "bottommost" | "lower" => Some(Edge::Bottom),
                "top" if !(prev == "on" && next == "of") => Some(Edge::Top),
                "upwards" | "topmost" | "upper" => Some(Edge::Top),
                "up" | "down" if next == "along" => {
                    Some(if w == "up" { Edge::Top } else { Edge::Bottom })
                }
                "left-hand" | "leftmost" => Some(Edge::Left),
                "right-hand" | "rightmost" => Some(Edge::Right),
                "left" => side(Edge::Left),
                "right" => side(Edge::Right),
                _ => None,
            };
        }
        Lang::Tr => &[
            (
                Edge::Bottom,
                &[
                    "alt",
                    "alta",
                    "altta",
                    "alttaki",
                    "alttan",
                    "altındaki",
                    "aşağı",
                    "aşağıya",
                    "aşağıda",
                    "aşağıdaki",
                    "aşağıdan",
                ],
            ),
            (
                Edge::Top,
                &[
                    "üst",
                    "üste",
                    "üstte",
                    "üstteki",
                    "üstten",
                    "üstündeki",
                    "yukarı",
                    "yukarıya",
                    "yukarıda",
                    "yukarıdaki",
                    "yukarıdan",
                ],
            ),
            (
                Edge::Left,
                &[
                    "sol",
                    "sola",
                    "solda",
                    "soldaki",
                    "soldan",
                    "solunda",
                    "solundaki",
                    "soldadır",
                    "solundadır",
                ],
            ),
            (
                Edge::Right,
                &[
                    "sağ",
                    "sağa",
                    "sağda",
                    "sağdaki",
                    "sağdan",
                    "sağında",
                    "sağındaki",
                    "sağdadır",
                    "sağındadır",
                ],
            ),
        ],
        Lang::Az => &[
            (
                Edge::Bottom,
                &[
                    "alt",
                    "aşağı",
                    "aşağıda",
                    "aşağıdakı",
                    "aşağıdan",
                    "aşağısında",
                    "aşağıdakıdır",
                ],
            ),
            (
                Edge::Top,
                &[
                    "üst",
                    "yuxarı",
                    "yuxarıda",
                    "yuxarıdakı",
                    "yuxarıdan",
                    "yuxarısında",
                    "yuxarıdakıdır",
                ],
            ),
            (
                Edge::Left,
                &[
                    "sol",
                    "sola",
                    "solda",
                    "soldakı",
                    "soldan",
                    "solunda",
                    "solundakı",
                    "soldadır",
                    "solundadır",
                ],
            ),
            (
                Edge::Right,
                &[
                    "sağ",
                    "sağa",
                    "sağda",
                    "sağdakı",
                    "sağdan",
                    "sağında",
                    "sağındakı",
                    "sağdadır",
                    "sağındadır",
                ],
            ),
        ],
        Lang::Fr => &[
            (Edge::Bottom, &["bas"]),
            (Edge::Top, &["haut"]),
            (Edge::Left, &["gauche"]),
            (Edge::Right, &["droite"]),
        ],
        Lang::Pt => &[
            (Edge::Bottom, &["baixo", "abaixo"]),
            (Edge::Top, &["cima", "acima"]),
            (Edge::Left, &["esquerda"]),
            (Edge::Right, &["direita"]),
        ],
        // "juu ya" and "chini ya" are also "on, about" and "under, less
        // than": a place only where no "ya" follows.
        Lang::Sw if ["juu", "chini"].contains(&w) && next == "ya" => return None,
        Lang::Sw => &[
            (Edge::Bottom, &["chini"]),
            (Edge::Top, &["juu"]),
            (Edge::Left, &["kushoto"]),
            (Edge::Right, &["kulia"]),
        ],
    };
    lists
        .iter()
        .find(|(_, forms)| forms.contains(&w))
        .map(|(e, _)| *e)
}

/// The edges `text` names, in order (placeholders are not words).
fn edges(text: &str, lang: Lang) -> Vec<Edge> {
    let mut plain = String::new();
    let mut rest = text;
    while let Some((before, after)) = rest.split_once("{ $") {
        plain.push_str(before);
        plain.push(' ');
        rest = after.split_once(" }").map_or("", |(_, r)| r);
    }
    plain.push_str(rest);
    let words: Vec<String> = plain
        .split(|c: char| !(c.is_alphabetic() || c == '-'))
        .filter(|w| !w.is_empty())
        .map(|w| w.trim_matches('-').to_lowercase())
        .collect();
    (0..words.len())
        .filter_map(|i| edge_of(&words, i, lang))
        .collect()
}

/// The edges a text's placeholders name on a board drawn `drawn`, sorted.
fn placed_edges(template: &str, drawn: Drawn, lang: Lang) -> Vec<Edge> {
    let values = drawn.words(lang);
    let mut all: Vec<Edge> = arguments(template)
        .into_iter()
        .filter(|name| is_place(name))
        .flat_map(|name| {
            let (_, v) = values.iter().find(|(k, _)| k == name).unwrap();
            edges(v, lang)
        })
        .collect();
    all.sort_by_key(|e| e.id());
    all
}

/// Every text that may name a place: each catalogue's texts (but the few
/// that are not about the board) and each lesson's words, with where they
/// come from.
fn every_text() -> Vec<(String, Lang, String)> {
    let mut all = vec![];
    for lang in Lang::ALL {
        let c = Catalogue::parse(source(lang).unwrap()).unwrap();
        for key in c.keys() {
            let words = key.starts_with("place-") || key.starts_with("dir-");
            if !words && !NOT_THE_BOARD.contains(&key) {
                all.push((key.to_string(), lang, c.get(key).unwrap().to_string()));
            }
        }
    }
    for v in Variant::ALL {
        let path = format!(
            "{}/static/learn/{}.json",
            env!("CARGO_MANIFEST_DIR"),
            v.id()
        );
        let lesson = Lesson::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for (k, s) in lesson.steps.iter().enumerate() {
            for (field, words) in [("say", &s.say), ("wrong", &s.wrong), ("done", &s.done)] {
                for (lang, t) in words.all() {
                    let at = format!("{} step {} {field}", v.id(), k + 1);
                    all.push((at, lang, t.to_string()));
                }
            }
        }
    }
    all
}

#[test]
fn each_part_is_where_the_drawing_puts_it() {
    // The edge of the screen nearest a point of the drawing.
    let edge = |g: &Geometry, p: Point| {
        let (dx, dy) = (p.x - g.width() / 2.0, p.y - g.height() / 2.0);
        match (dx.abs() > dy.abs(), dx > 0.0, dy > 0.0) {
            (true, true, _) => Edge::Right,
            (true, false, _) => Edge::Left,
            (false, _, true) => Edge::Bottom,
            (false, _, false) => Edge::Top,
        }
    };
    for v in [Variant::Anywoli, Variant::Tsoro] {
        let layout = Position::new(Rules::new(v)).layout();
        let last_row = layout.rows();
        for d in LAYOUTS {
            let g = Geometry::new(layout, d.flipped).upright(d.upright);
            // The middle of a row (1 is South's first): where that side is.
            let middle = |row: u8| {
                let pits: Vec<Point> = layout
                    .pits()
                    .filter(|&p| layout.coords(p).1 == row)
                    .map(|p| g.pit_centre(p))
                    .collect();
                let n = pits.len() as f64;
                Point {
                    x: pits.iter().map(|p| p.x).sum::<f64>() / n,
                    y: pits.iter().map(|p| p.y).sum::<f64>() / n,
                }
            };
            assert_eq!(d.edge(Part::South), edge(&g, middle(1)), "{v} {d:?}");
            assert_eq!(d.edge(Part::North), edge(&g, middle(last_row)), "{v} {d:?}");
            let last = g.store_centre(Player::South);
            assert_eq!(d.edge(Part::Last), edge(&g, last), "{v} {d:?}");
            let first = g.store_centre(Player::North);
            assert_eq!(d.edge(Part::First), edge(&g, first), "{v} {d:?}");
        }
    }
}

#[test]
fn every_form_of_every_place_is_there_in_every_language() {
    for lang in Lang::ALL {
        for d in LAYOUTS {
            let words = d.words(lang);
            assert_eq!(words.len(), 4 * FORMS.len() + 2);
            for (name, value) in &words {
                assert!(is_place(name), "{name}");
                assert!(
                    !value.starts_with("place-") && !value.is_empty(),
                    "{lang} {name}"
                );
                // Each placeholder names its edge once, as the scan reads it
                // (the ways along the rows name two).
                let want = if name == "forward" || name == "back" {
                    2
                } else {
                    1
                };
                assert_eq!(edges(value, lang).len(), want, "{lang}: {name} = {value:?}");
            }
        }
    }
    assert!(!is_place("south") && !is_place("east-at") && !is_place("player"));
}

#[test]
fn no_text_names_a_place_but_through_a_placeholder() {
    let all = every_text();
    assert!(all.len() > 1500, "the texts are found ({})", all.len());
    let mut named = vec![];
    for (at, lang, t) in &all {
        let found = edges(t, *lang);
        if !found.is_empty() {
            named.push(format!("{lang} {at}: {found:?} in {t:?}"));
        }
        if at.contains(" step ") {
            // A lesson's placeholder must be a place: nothing else fills it.
            for name in arguments(t) {
                assert!(is_place(name), "{lang} {at}: {{ ${name} }} is no place");
            }
        }
    }
    assert!(
        named.is_empty(),
        "places named outright:\n{}",
        named.join("\n")
    );
}

#[test]
fn each_layout_says_its_own_places() {
    let all = every_text();
    let mut with_places = 0;
    for (at, lang, t) in &all {
        if !arguments(t).into_iter().any(is_place) {
            continue;
        }
        with_places += 1;
        for d in LAYOUTS {
            let shown = d.place(t, *lang);
            for name in arguments(&shown) {
                assert!(
                    !is_place(name),
                    "{lang} {at}: {{ ${name} }} left in {shown:?}"
                );
            }
            // The edges named, shown, are exactly those of the places this
            // layout puts them at: an upright board's words hold no lying
            // board's "bottom" unless its last column is at the bottom.
            let mut found = edges(&shown, *lang);
            found.sort_by_key(|e| e.id());
            assert_eq!(
                found,
                placed_edges(t, d, *lang),
                "{lang} {at} {d:?}: {shown}"
            );
        }
    }
    assert!(with_places >= 30, "texts with places: {with_places}");
}

#[test]
fn anywolis_first_step_describes_the_upright_board() {
    let path = format!("{}/static/learn/anywoli.json", env!("CARGO_MANIFEST_DIR"));
    let lesson = Lesson::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let say = &lesson.steps[0].say;
    let upright = LAYOUTS[2];
    let phone = |lang| upright.place(say.get(lang), lang);
    let desk = |lang| LAYOUTS[0].place(say.get(lang), lang);
    let en = phone(Lang::En);
    assert!(en.contains("Your row is the left-hand one"), "{en}");
    assert!(en.contains("your store is at the bottom"), "{en}");
    assert!(
        !en.contains("bottom one") && !en.contains("on the right"),
        "{en}"
    );
    let lying = desk(Lang::En);
    assert!(lying.contains("Your row is the bottom one"), "{lying}");
    assert!(lying.contains("your store is on the right"), "{lying}");
    assert!(phone(Lang::Tr).contains("soldaki") && !phone(Lang::Tr).contains("alttaki"));
    assert!(phone(Lang::Az).contains("soldakı") && !phone(Lang::Az).contains("aşağıdakı"));
    // Turned over (North at the bottom), South's row is the top one.
    let over = LAYOUTS[1].place(say.get(Lang::En), Lang::En);
    assert!(over.contains("Your row is the top one"), "{over}");
}

//! The board's picture shown before the wasm has run (issue 26, point 1):
//! on a slow phone the app's code takes a second or more to arrive, and the
//! reader who tapped "play" on a wiki should see their game's board at once.
//!
//! This module writes `static/picture-data.js`, which Trunk inlines into the
//! page: the shape of every board a game can be drawn in (each value of the
//! option that sets its columns), lying down and upright, measured on the
//! board's own [`Geometry`] (the rectangles of each side's pits, the stores,
//! the divider), the numbers `ui::fit` lays a board out with, and the words
//! the picture's page shows, from the catalogues. `static/picture.js`, a few lines run as the page is parsed,
//! picks the board the address asks for and draws it where the live board
//! will be; the app replaces it with its first render.
//!
//! The file is checked by this module's tests; after a change to the
//! geometry or the games, write it again with
//! `UPDATE_PICTURES=1 cargo test --lib picture`.

use std::fmt::Write;

use crate::engine::{Layout, Pit, Player, Position, Rules, Variant};

use super::boot::{initial_state, Env};
use super::decisions::DecisionView;
use super::fit::{
    COMFORTABLE_CELL, FRAME_CHROME, FRAME_PADDING, MIN_SIDE, NARROW, NARROW_CHROME, PAGE_CHROME,
    PAGE_MAX_WIDTH, PAGE_PADDING, SIDE_COLUMN, SIDE_FROM, SIDE_MAX_COLUMNS,
};
use super::geometry::{n, Geometry, Point, CELL, PIT_RADIUS, STORE_WIDTH};
use super::state::AppState;
use super::texts::{fill, goal, sowing_hint, text, Drawn, Lang};

/// The generated file, from the crate's root.
pub const DATA_FILE: &str = "static/picture-data.js";

/// One shape a game can be drawn in: the value of its columns option (none
/// for a game of one size) and the rules with it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Shape {
    /// The option's value (`"8"`), or `None` for a game of one size.
    pub value: Option<&'static str>,
    /// The game's default rules with that value.
    pub rules: Rules,
}

/// Every shape of `v`: each value of its columns option, in the picker's
/// order, or its one size.
pub fn shapes(v: Variant) -> Vec<Shape> {
    let Some(option) = v.columns_option() else {
        return vec![Shape {
            value: None,
            rules: Rules::new(v),
        }];
    };
    option
        .values
        .iter()
        .map(|value| {
            let mut rules = Rules::new(v);
            rules
                .set_option(option.key, value)
                .expect("a value of the game's own option table");
            Shape {
                value: Some(value),
                rules,
            }
        })
        .collect()
}

/// The key of a board in the table: columns × rows, `u` when upright.
pub fn board_key(layout: Layout, upright: bool) -> String {
    format!(
        "{}x{}{}",
        layout.columns,
        layout.rows(),
        if upright { "u" } else { "" }
    )
}

/// The pits `who` owns at `pos`.
fn side_pits(pos: &Position, who: Player) -> Vec<Pit> {
    pos.layout()
        .pits()
        .filter(|&p| pos.board().owner(p) == who)
        .collect()
}

/// The cells (left, top, columns, rows, in board units) the pits of one
/// owner fill in `g`: they always fill a whole rectangle of the grid (a
/// row, or two rows, of each side), so one pattern draws them.
fn owner_block(g: Geometry, pits: &[Pit]) -> (f64, f64, f64, f64) {
    let centres: Vec<Point> = pits.iter().map(|&p| g.pit_centre(p)).collect();
    let min = |f: fn(&Point) -> f64| centres.iter().map(f).fold(f64::MAX, f64::min);
    let max = |f: fn(&Point) -> f64| centres.iter().map(f).fold(f64::MIN, f64::max);
    let (x0, y0) = (min(|p| p.x) - CELL / 2.0, min(|p| p.y) - CELL / 2.0);
    let (x1, y1) = (max(|p| p.x) + CELL / 2.0, max(|p| p.y) + CELL / 2.0);
    (x0, y0, (x1 - x0) / CELL, (y1 - y0) / CELL)
}

/// A rectangle in board units, as the table writes it: `[x, y, w, h]`.
fn rect_js(x: f64, y: f64, w: f64, h: f64) -> String {
    format!("[{}, {}, {}, {}]", n(x), n(y), n(w), n(h))
}

/// The picture of `rules`' board at its opening, lying down or upright, as
/// `static/picture.js` draws it: `[width, height, South's pits, North's
/// pits, South's store, North's store, divider]`, in board units. Each
/// side's pits are the rectangle of cells they fill (one pattern of holes
/// draws them); the divider, on four-row boards only (else 0), is the line
/// `[x1, y1, x2, y2]` between the players' halves, as `app::board` draws it.
///
/// ```
/// use mancala::engine::{Rules, Variant};
/// use mancala::ui::picture::picture;
/// // Goré lying down: 652 × 232 units, South's row at the bottom.
/// assert!(picture(Rules::new(Variant::Gore), false).starts_with("[652, 232, [126, 116, 400, 100]"));
/// ```
pub fn picture(rules: Rules, upright: bool) -> String {
    let pos = Position::new(rules);
    let layout = pos.layout();
    let g = Geometry::new(layout, false).upright(upright);
    let (w, h) = (g.width(), g.height());
    let mut parts = vec![n(w), n(h)];
    for who in [Player::South, Player::North] {
        let (x, y, cols, rows) = owner_block(g, &side_pits(&pos, who));
        parts.push(rect_js(x, y, cols * CELL, rows * CELL));
    }
    for who in [Player::South, Player::North] {
        let r = g.store_rect(who);
        parts.push(rect_js(r.x, r.y, r.w, r.h));
    }
    let inset = STORE_WIDTH + 10.0;
    parts.push(match (layout.four_rows, upright) {
        (false, _) => "0".to_string(),
        (true, true) => rect_js(w / 2.0, inset, w / 2.0, h - inset),
        (true, false) => rect_js(inset, h / 2.0, w - inset, h / 2.0),
    });
    format!("[{}]", parts.join(", "))
}

/// A JS string literal of `s`.
fn js(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The words the picture's page shows or keeps room for, in every language,
/// from the catalogues: the loading line, the answer to a tap, the failure
/// (`{why}` where the reason goes) and its button; the header's and the
/// controls' labels, drawn unseen so that they wrap as the live page's do.
fn words(lang: Lang) -> String {
    let keys = [
        "picture-loading",
        "picture-still-loading",
        "picture-failed",
        "picture-reload",
        "settings",
        "rules",
        "about",
        "hint",
        "undo",
        "redo",
        "resign",
        "more",
        "open-full",
        "button-offer",
    ];
    let list: Vec<String> = keys
        .iter()
        .map(|&k| match k {
            "picture-failed" => js(&fill(lang, k, &[("why", &"{why}")])),
            _ => js(&text(lang, k)),
        })
        .collect();
    format!("[{}]", list.join(", "))
}

/// Each game's goal in every language, the line the live page shows under
/// the board (`ui::texts::goal`): the picture's page shows it at once, in
/// the same place, for the reader to read while the game loads.
fn goals(lang: Lang) -> String {
    let list: Vec<String> = Variant::ALL
        .iter()
        .map(|&v| format!("\"{}\": {}", v.id(), js(&goal(v, lang))))
        .collect();
    format!("{{{}}}", list.join(", "))
}

/// What the live page says at each game's opening, in every language, for
/// the reader to move as South against the computer (the default seats):
/// the prompt of a frame; a page's prompt and the sowing hint under its
/// board, lying down and upright. The picture shows these words where the
/// live page will (issue 26, point 1): the live page, whose largest text is
/// one of them, then replaces words of the same size, and the largest
/// paint stays the picture's, before the wasm has arrived.
fn openings(lang: Lang) -> String {
    {
        let list: Vec<String> = Variant::ALL
            .iter()
            .map(|&v| {
                let both =
                    |f: &dyn Fn(bool) -> String| format!("[{}, {}]", js(&f(false)), js(&f(true)));
                format!(
                    "\"{}\": {{\"frame\": {}, \"page\": {}, \"hint\": {}}}",
                    v.id(),
                    js(&frame_prompt(v, lang)),
                    both(&|upright| page_prompt(v, lang, upright)),
                    both(&|upright| sowing_hint(v, drawn(upright), lang)),
                )
            })
            .collect();
        let notes: Vec<String> = ["keys-help", "legend-marks", "legend-heads"]
            .iter()
            .map(|&k| js(&text(lang, k)))
            .collect();
        format!("{{{}, \"notes\": [{}]}}", list.join(", "), notes.join(", "))
    }
}

/// The languages whose words the inlined file holds: English, the page's
/// default, and Turkish and Azerbaijani, the source articles' (most readers
/// come from their wikis). The others' words are a file each
/// ([`words_file`]), fetched by the page's head only when it speaks one, so
/// a language costs the other readers' first board nothing (issue 29).
pub const INLINE: [Lang; 3] = [Lang::En, Lang::Tr, Lang::Az];

/// `part(lang)` for each inlined language, as the members of a JSON object.
fn each_inline(part: fn(Lang) -> String) -> String {
    let all: Vec<String> = INLINE
        .iter()
        .map(|&l| format!("\n  \"{}\": {}", l.code(), part(l)))
        .collect();
    all.join(",")
}

/// Where a language's words that are not inlined are (`static/picture-sw.js`),
/// from the crate's root; the page fetches `picture-sw.js` beside it.
pub fn words_file(lang: Lang) -> String {
    format!("static/picture-{}.js", lang.code())
}

/// The file of a language that is not inlined: its words, goals and
/// openings, added to what `static/picture.js` reads.
pub fn words_script(lang: Lang) -> String {
    format!(
        "// Generated by src/ui/picture.rs (`UPDATE_PICTURES=1 cargo test --lib picture`):\n\
         // do not edit. The words of the board's picture in {name}, fetched by the page's\n\
         // head when it speaks {name}; static/picture.js waits for them.\n\
         (window.MANCALA_PICTURE_WORDS = window.MANCALA_PICTURE_WORDS || {{}})[\"{code}\"] = {{\n\
         \"words\": {},\n\"goals\": {},\n\"openings\": {}\n}};\n",
        words(lang),
        goals(lang),
        openings(lang),
        name = lang.name(),
        code = lang.code(),
    )
}

/// The board as the picture draws it: never turned (`flip` is left to the
/// app).
fn drawn(upright: bool) -> Drawn {
    Drawn {
        upright,
        flipped: false,
    }
}

/// The live page's first state at `v`'s opening in `lang` (`ui::boot`, as
/// for `?game=…`, in a frame or not), and its status bar (`ui::decisions`).
fn opening(v: Variant, lang: Lang, embed: bool) -> (AppState, DecisionView) {
    let frame = if embed { "&embed=1" } else { "" };
    let search = format!("?game={}{frame}&lang={}", v.id(), lang.code());
    let state = initial_state(&search, &Env::default()).state;
    let view = DecisionView::new(&state, "");
    (state, view)
}

/// A frame's prompt at `v`'s opening in `lang`, as the live frame says it.
pub fn frame_prompt(v: Variant, lang: Lang) -> String {
    opening(v, lang, true).1.prompt
}

/// A page's prompt at `v`'s opening in `lang`, the board lying down or
/// upright: which side is the reader's, then the move to make.
pub fn page_prompt(v: Variant, lang: Lang, upright: bool) -> String {
    let (state, view) = opening(v, lang, false);
    view.tell_side(&state, drawn(upright)).prompt
}

/// The whole of `static/picture-data.js`.
pub fn data_script() -> String {
    let mut games = String::new();
    let mut boards = String::new();
    for v in Variant::ALL {
        let rules = Rules::new(v);
        let sep = if games.is_empty() { "" } else { "," };
        let _ = write!(
            games,
            "{sep}\n  \"{}\": {{\"title\": \"{}\", \"rows\": {}, \"columns\": {}, \"heads\": {}",
            v.id(),
            v.title(),
            rules.rows(),
            rules.columns(),
            v.has_heads()
        );
        let shapes = shapes(v);
        if let Some(key) = v.columns_option().map(|o| o.key) {
            let values: Vec<String> = shapes
                .iter()
                .filter_map(|s| s.value)
                .map(|x| format!("\"{x}\""))
                .collect();
            let _ = write!(
                games,
                ", \"key\": \"{key}\", \"values\": [{}]",
                values.join(", ")
            );
        }
        games.push('}');
        for shape in shapes {
            let layout = Position::new(shape.rules).layout();
            for upright in [false, true] {
                let key = board_key(layout, upright);
                if boards.contains(&format!("\"{key}\"")) {
                    continue;
                }
                let sep = if boards.is_empty() { "" } else { "," };
                let _ = write!(
                    boards,
                    "{sep}\n  \"{key}\": {}",
                    picture(shape.rules, upright)
                );
            }
        }
    }
    format!(
        "// Generated by src/ui/picture.rs (`UPDATE_PICTURES=1 cargo test --lib picture`):\n\
         // do not edit. The boards static/picture.js draws before the wasm has run.\n\
         window.MANCALA_PICTURE = {{\n\
         \"fit\": {{\"page\": {}, \"narrow\": {}, \"narrowWidth\": {}, \"frame\": {}, \"framePadding\": {}, \
         \"cell\": {}, \"min\": {}, \"side\": {}, \"sideFrom\": {}, \"sideColumns\": {}, \"maxWidth\": {}, \
         \"padding\": {}, \"unit\": {}, \"radius\": {}}},\n\
         \"games\": {{{games}\n}},\n\
         \"words\": {{{words}\n}},\n\
         \"goals\": {{{goals}\n}},\n\
         \"openings\": {{{openings}\n}},\n\
         \"boards\": {{{boards}\n}}\n}};\n",
        PAGE_CHROME,
        NARROW_CHROME,
        NARROW,
        FRAME_CHROME,
        FRAME_PADDING,
        COMFORTABLE_CELL,
        MIN_SIDE,
        SIDE_COLUMN,
        SIDE_FROM,
        SIDE_MAX_COLUMNS,
        PAGE_MAX_WIDTH,
        PAGE_PADDING,
        CELL,
        PIT_RADIUS,
        words = each_inline(words),
        goals = each_inline(goals),
        openings = each_inline(openings),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The file Trunk inlines is what this module writes today.
    #[test]
    fn the_inlined_file_is_up_to_date() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(DATA_FILE);
        let want = data_script();
        if std::env::var_os("UPDATE_PICTURES").is_some() {
            std::fs::write(&path, &want).unwrap();
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "{DATA_FILE} is out of date: UPDATE_PICTURES=1 cargo test --lib picture"
        );
    }

    /// Each language not inlined has its file, as this module writes it.
    #[test]
    fn each_other_languages_words_are_up_to_date() {
        for lang in Lang::ALL.into_iter().filter(|l| !INLINE.contains(l)) {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(words_file(lang));
            let want = words_script(lang);
            if std::env::var_os("UPDATE_PICTURES").is_some() {
                std::fs::write(&path, &want).unwrap();
            }
            let have = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                have == want,
                "{} is out of date: UPDATE_PICTURES=1 cargo test --lib picture",
                words_file(lang)
            );
            assert!(want.contains(&format!("[\"{}\"]", lang.code())));
        }
    }

    /// One pattern per side draws every pit: a side's pits fill the whole
    /// rectangle of cells around them, each pit's centre in the middle of
    /// its cell, in every shape, lying down and upright.
    #[test]
    fn each_sides_pits_fill_a_rectangle_of_cells() {
        for v in Variant::ALL {
            for shape in shapes(v) {
                let pos = Position::new(shape.rules);
                let layout = pos.layout();
                for upright in [false, true] {
                    let g = Geometry::new(layout, false).upright(upright);
                    for who in [Player::South, Player::North] {
                        let pits = side_pits(&pos, who);
                        let (x, y, cols, rows) = owner_block(g, &pits);
                        assert_eq!(cols * rows, pits.len() as f64, "{} {upright}", v.id());
                        for p in pits {
                            let c = g.pit_centre(p);
                            let (i, j) = ((c.x - x) / CELL - 0.5, (c.y - y) / CELL - 0.5);
                            assert!(i.fract() == 0.0 && j.fract() == 0.0, "{} {:?}", v.id(), c);
                        }
                    }
                }
            }
        }
    }

    /// Worked by hand: Goré lying down is 2 × 16 + 2 × 110 + 4 × 100 = 652
    /// units wide and 2 × 16 + 2 × 100 = 232 high; South's row 1 is the
    /// bottom row (cells from x 126, y 116), North's row 2 above it (y 16);
    /// South's store on the right (x 652 − 16 − 110 + 8 = 534, 94 × 184 at
    /// y 24), North's on the left (x 24); no divider on two rows.
    #[test]
    fn gore_lying_down_by_hand() {
        assert_eq!(
            picture(Rules::new(Variant::Gore), false),
            "[652, 232, [126, 116, 400, 100], [126, 16, 400, 100], [534, 24, 94, 184], [24, 24, 94, 184], 0]"
        );
    }

    /// Tsoro 4 × 21 upright (columns down the page, South on the left):
    /// 432 units wide, 16 + 220 + 2100 + 16 = 2352 high; South's two rows
    /// are the left half from y 126, North's the right; the stores across
    /// the ends (384 × 94), North's at the top; the divider down the middle
    /// from 120 to 2232.
    #[test]
    fn tsoro_upright_by_hand() {
        let mut rules = Rules::new(Variant::Tsoro);
        rules.set_option("columns", "21").unwrap();
        assert_eq!(
            picture(rules, true),
            "[432, 2352, [16, 126, 200, 2100], [216, 126, 200, 2100], [24, 2234, 384, 94], [24, 24, 384, 94], [216, 120, 216, 2232]]"
        );
    }

    /// A frame's opening prompt, as the live frame words it: the reader,
    /// South, to move with pits to choose (`prompt-move`), in English and
    /// Turkish; a game whose first sowing is chosen some other way would
    /// say so, and the picture must say the same.
    #[test]
    fn a_frames_opening_prompt_is_the_live_frames() {
        for v in Variant::ALL {
            assert_eq!(
                frame_prompt(v, Lang::En),
                "South to move: choose a highlighted pit.",
                "{}",
                v.id()
            );
        }
        assert_eq!(
            frame_prompt(Variant::Urim, Lang::Tr),
            fill(
                Lang::Tr,
                "prompt-move",
                &[("player", &text(Lang::Tr, "player-south"))]
            )
        );
        // A page says first which side is the reader's, as the board is drawn.
        assert_eq!(
            page_prompt(Variant::Tsoro, Lang::En, true),
            "You play South: your pits are on the left. South to move: choose a highlighted pit."
        );
        assert!(data_script().contains(
            "\"openings\": {\n  \"en\": {\"gore\": {\"frame\": \"South to move: choose a highlighted pit.\", \
             \"page\": [\"You play South: your pits are at the bottom. South to move: choose a highlighted pit.\""
        ));
    }

    /// Every game is in the table, with every shape its columns option has.
    #[test]
    fn every_game_and_shape_is_in_the_table() {
        let data = data_script();
        for v in Variant::ALL {
            assert!(
                data.contains(&format!("\"{}\": {{\"title\"", v.id())),
                "{}",
                v.id()
            );
            for shape in shapes(v) {
                let layout = Position::new(shape.rules).layout();
                for upright in [false, true] {
                    assert!(data.contains(&format!("\"{}\": [", board_key(layout, upright))));
                }
            }
        }
        assert_eq!(shapes(Variant::Tsoro).len(), 6);
        assert_eq!(shapes(Variant::Gore).len(), 1);
    }
}

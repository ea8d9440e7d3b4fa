//! A board picture for a wiki page (`mancala diagram`): a standalone SVG of a
//! position, drawn like the page's board (`app::board`, `app::pit` and
//! `static/style.css`) with the same [`Geometry`]: wood, sowing-direction
//! marks, pits with their names, counts, seeds and owner colours, the stores
//! or captured piles with their counts, side and store word, Tsoro's heads,
//! and rings round the pits asked for.
//!
//! Plain Rust with no web dependency. The picture is safe to upload to a
//! MediaWiki wiki: one `<svg>` root with `xmlns`, `viewBox`, `width` and
//! `height`; one inline `<style>` (no `@import`, no `url(`); generic font
//! families only; no scripts, event attributes, `foreignObject` or links; every
//! text escaped. Each pit is a group `id="pit-c1"` whose count is the text
//! `id="count-c1"`; each store a group `id="store-S"` with `id="captured-S"`.
//!
//! The `<desc>` holds the contract's state object (`state_json`: the game, its
//! options and the position), so that a picture can be drawn again from the
//! file alone ([`Diagram::from_svg`], `mancala diagram --from`), and the same
//! position written as a wiki call for the Lua board of `docs/wiki/`
//! ([`Diagram::wikitext`], `--format wikitext`).

use std::fmt::Write;

use crate::engine::json::Value;
use crate::engine::{state_json, Layout, PitSet, Player, Position};

mod source;
mod wikitext;

pub use source::FromError;

use super::geometry::{
    Geometry, Point, Rect, MAX_DRAWN_SEEDS, MAX_STORE_SEEDS, PIT_RADIUS, STORE_WIDTH,
};
use super::texts::{head_word, player_word, store_word, Lang};

/// How to draw the picture.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Turned 180° so North sits at the bottom.
    pub flipped: bool,
    /// Pits ringed to draw the eye.
    pub highlight: PitSet,
    /// The language of the few words drawn (sides, store word, head).
    pub lang: Lang,
}

/// Reads `--highlight c1,d2`: pit names of this board, separated by commas.
pub fn parse_highlight(layout: Layout, list: &str) -> Result<PitSet, String> {
    let mut pits = PitSet::EMPTY;
    for name in list.split(',') {
        if name.is_empty() {
            return Err(format!(
                "'{list}' is not a list of pit names (such as c1,d2)"
            ));
        }
        let pit = layout
            .parse(name)
            .ok_or_else(|| format!("'{name}' is not a pit of this board"))?;
        pits.insert(pit);
    }
    Ok(pits)
}

/// The page's look (static/style.css), its colours written out.
const STYLE: &str = "\
text{font-family:sans-serif}\
.wood{fill:#b07a44;stroke:#7a5029;stroke-width:6}\
.divider{stroke:#7a5029;stroke-width:4;stroke-dasharray:10 8}\
.arrow{fill:none;stroke:#f1d9b0;stroke-width:2.5;opacity:0.7}\
.hole{fill:#5b3a1c;stroke-width:5}\
.south .hole{stroke:#d0643a}\
.north .hole{stroke:#4b5fb3;stroke-dasharray:9 5}\
.ring{fill:none;stroke:#fff0a0;stroke-width:7}\
.head-ring{fill:none;stroke:#f5c542;stroke-width:3;stroke-dasharray:6 4}\
.head-label{fill:#f5c542;font-size:11px;text-anchor:middle;font-weight:700;letter-spacing:0.05em}\
.seed{fill:#f3e6c4;stroke:#9c8a5c;stroke-width:1.2}\
.seed.s1{fill:#ead7a8}\
.seed.s2{fill:#f8eed4}\
.count{fill:#fff;font-size:20px;font-weight:700;text-anchor:end;paint-order:stroke;stroke:#5b3a1c;stroke-width:4px}\
.name{fill:#f7e7c9;font-size:12px;paint-order:stroke;stroke:#5b3a1c;stroke-width:3px}\
.store rect{fill:#6b4422;stroke-width:5}\
.store.south rect{stroke:#d0643a}\
.store.north rect{stroke:#4b5fb3;stroke-dasharray:16 8}\
.store-count{fill:#fff;font-size:26px;font-weight:700;text-anchor:middle}\
.store-name{fill:#f7e7c9;font-size:16px;text-anchor:middle}\
.store-word{fill:#f7e7c9;font-size:11px;text-anchor:middle;opacity:0.85}";

/// The width a wiki article shows a picture at as a thumbnail
/// (`[[File:…|320px|thumb]]`, issue 27), in CSS pixels.
pub const THUMB_WIDTH: f64 = 320.0;

/// The size of a wiki's body text, in CSS pixels (MediaWiki's Vector skin:
/// 0.875 × 16 px). At [`THUMB_WIDTH`], every count is at least this tall.
pub const BODY_TEXT_PX: f64 = 14.0;

/// The page's count size (`.count`), and the store's (`.store-count`).
const COUNT_SIZE: f64 = 20.0;
const STORE_COUNT_SIZE: f64 = 26.0;

/// The largest count a hole holds, centred: two digits across its 84 units.
const MAX_COUNT_SIZE: f64 = 70.0;

/// How a picture is laid out so that its counts read at [`THUMB_WIDTH`] as
/// the wiki's body text: lying down as the page draws it, its counts as
/// large as that needs (centred in their holes where larger than the
/// page's); upright where a hole could not hold them (Tsoro with 15 columns
/// or more), as the page stands a long board on a phone.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sizing {
    /// Drawn upright: columns running down, South on the left.
    pub upright: bool,
    /// The counts' size, in SVG units (one unit is one pixel at full size).
    pub count: f64,
}

impl Sizing {
    /// The sizing of a board `layout` (turned if `flipped`).
    ///
    /// ```
    /// use mancala::engine::{Position, Rules, Variant};
    /// use mancala::ui::diagram::{Sizing, THUMB_WIDTH, BODY_TEXT_PX};
    /// // Anywoli, 2 × 12: 1452 units across; at 320 px a count of 64 units is 14.1 px.
    /// let anywoli = Position::new(Rules::new(Variant::Anywoli)).layout();
    /// assert_eq!(Sizing::of(anywoli, false), Sizing { upright: false, count: 64.0 });
    /// // Tsoro 4 × 21: 2352 across would need 103; upright, 432 across: the page's 20.
    /// let tsoro = Position::new(Rules::new(Variant::Tsoro)).layout();
    /// assert_eq!(Sizing::of(tsoro, false), Sizing { upright: true, count: 20.0 });
    /// ```
    pub fn of(layout: Layout, flipped: bool) -> Sizing {
        let needed = |g: Geometry| {
            (BODY_TEXT_PX * g.width() / THUMB_WIDTH)
                .ceil()
                .max(COUNT_SIZE)
        };
        let lying = Geometry::new(layout, flipped);
        match needed(lying) {
            count if count <= MAX_COUNT_SIZE => Sizing {
                upright: false,
                count,
            },
            _ => Sizing {
                upright: true,
                count: needed(lying.upright(true)),
            },
        }
    }

    /// Whether counts are larger than the page's, so centred in their holes.
    fn big(&self) -> bool {
        self.count > COUNT_SIZE
    }

    /// The style rules that size the counts (after [`STYLE`]'s).
    fn style(&self) -> String {
        if !self.big() {
            return String::new();
        }
        let stroke = (self.count / 8.0).round();
        format!(
            ".count{{font-size:{c}px;text-anchor:middle;stroke-width:{stroke}px}}\
             .store-count{{font-size:{s}px;paint-order:stroke;stroke:#5b3a1c;stroke-width:{stroke}px}}",
            c = n(self.count),
            s = n(self.count.max(STORE_COUNT_SIZE)),
        )
    }
}

/// Characters of the store word on one line, at most (it wraps at spaces).
const WORD_LINE: usize = 13;

/// SVG number: whole units, as the page draws them.
fn n(v: f64) -> i32 {
    v.round() as i32
}

/// Text made safe for XML element content (quotes may stay).
fn escape_text(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Text made safe for XML content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// Words in lines of at most `max` characters (a longer word stands alone).
fn wrap(text: &str, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = vec![];
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= max => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

fn side_class(p: Player) -> &'static str {
    match p {
        Player::South => "south",
        Player::North => "north",
    }
}

/// A position to draw, and the state object its picture's `<desc>` holds.
#[derive(Clone, Debug)]
pub struct Diagram {
    /// The board, the stores and the rules drawn.
    pos: Position,
    /// The contract's state object written in `<desc>`: `state_json` of the
    /// position, or, redrawn from a file, the one that file held (which may
    /// await what a loaded position cannot: a Goré answer, a Tsoro head
    /// choice, or nothing once the game is over), so a redrawing is the same
    /// file byte for byte.
    state: Value,
}

impl Diagram {
    /// The diagram of a position reached in play or loaded.
    pub fn of(pos: &Position) -> Diagram {
        Diagram {
            pos: *pos,
            state: state_json(pos),
        }
    }

    /// The position drawn (its board, stores and rules).
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The state object the picture's `<desc>` holds.
    pub fn state(&self) -> &Value {
        &self.state
    }
}

/// The standalone SVG of `pos`, drawn as the page draws its board.
pub fn svg(pos: &Position, o: &Options) -> String {
    Diagram::of(pos).svg(o)
}

impl Diagram {
    /// The standalone SVG of the position, drawn as the page draws its board.
    pub fn svg(&self, o: &Options) -> String {
        picture(&self.pos, &self.state, o)
    }
}

/// The picture of `pos` with `state` in its `<desc>`.
fn picture(pos: &Position, state: &Value, o: &Options) -> String {
    let layout = pos.layout();
    let rules = pos.rules();
    let variant = rules.variant();
    let sizing = Sizing::of(layout, o.flipped);
    let g = Geometry::new(layout, o.flipped).upright(sizing.upright);
    let (w, h) = (n(g.width()), n(g.height()));
    let mut s = String::with_capacity(8192 + 600 * layout.len());
    let rules_text = rules.to_string();
    let options = rules_text.strip_prefix(variant.id()).unwrap_or("").trim();
    let title = if options.is_empty() {
        variant.title().to_string()
    } else {
        format!("{} ({options})", variant.title())
    };
    let _ = write!(
        s,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" xml:lang=\"{lang}\" class=\"board {id}{vertical}\" \
         viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\">\n\
         <title>{title}</title>\n<desc>{desc}</desc>\n<style>{STYLE}{sized}</style>\n",
        lang = o.lang.code(),
        id = escape(variant.id()),
        vertical = if sizing.upright { " vertical" } else { "" },
        sized = sizing.style(),
        title = escape(&title),
        desc = escape_text(&state.to_string()),
    );
    frame(&mut s, &g);
    let captured = pos.captured();
    for who in Player::BOTH {
        let word = store_word(variant, o.lang);
        store(
            &mut s,
            who,
            captured[who] as u32,
            g.store_rect(who),
            &word,
            o.lang,
        );
    }
    let board = pos.board();
    for pit in layout.pits() {
        let shown = PitShown {
            name: layout.name(pit),
            at: g.pit_centre(pit),
            count: board.count(pit),
            owner: board.owner(pit),
            head: pos.is_head(pit),
            ringed: o.highlight.contains(pit),
        };
        pit_svg(&mut s, &shown, o.lang, &sizing);
    }
    s.push_str("</svg>\n");
    s
}

/// The wood, the middle line of four-row boards, the sowing-direction marks.
fn frame(s: &mut String, g: &Geometry) {
    let (w, h) = (g.width(), g.height());
    let _ = writeln!(
        s,
        "<rect class=\"wood\" x=\"4\" y=\"4\" width=\"{}\" height=\"{}\" rx=\"36\"/>",
        n(w - 8.0),
        n(h - 8.0)
    );
    if g.layout().four_rows {
        let inset = STORE_WIDTH + 10.0;
        // Across the board lying down, along it upright (as `app::board`).
        let (x1, x2, y1, y2) = match g.vertical {
            false => (inset, w - inset, h / 2.0, h / 2.0),
            true => (w / 2.0, w / 2.0, inset, h - inset),
        };
        let _ = writeln!(
            s,
            "<line class=\"divider\" x1=\"{}\" x2=\"{}\" y1=\"{}\" y2=\"{}\"/>",
            n(x1),
            n(x2),
            n(y1),
            n(y2)
        );
    }
    let _ = writeln!(s, "<path class=\"arrow\" d=\"{}\"/>", g.direction_marks());
}

/// A player's store or captured pile: the side's name and the store word at
/// the top, the seeds in the middle, the count at the bottom.
fn store(s: &mut String, who: Player, count: u32, r: Rect, word: &str, lang: Lang) {
    let letter = who.letter();
    let cx = r.x + r.w / 2.0;
    let _ = write!(
        s,
        "<g id=\"store-{letter}\" class=\"store {}\">\
         <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"40\"/>",
        side_class(who),
        n(r.x),
        n(r.y),
        n(r.w),
        n(r.h)
    );
    let name_y = r.y + 24.0;
    let lines = wrap(word, WORD_LINE);
    let line_y = |i: usize| name_y + 16.0 + 13.0 * i as f64;
    let text_bottom = line_y(lines.len().saturating_sub(1)) + 4.0;
    let count_y = r.y + r.h - 10.0;
    // Seeds fill an ellipse between the words and the count.
    let (top, bottom) = (text_bottom + 12.0, count_y - 20.0 - 12.0);
    let cy = (top + bottom) / 2.0;
    let (rx, ry) = (
        (r.w / 2.0 - 22.0).max(10.0),
        ((bottom - top) / 2.0).max(4.0),
    );
    for (i, o) in Geometry::seed_offsets(count, MAX_STORE_SEEDS, 1.0)
        .iter()
        .enumerate()
    {
        let _ = write!(
            s,
            "<circle class=\"seed s{}\" cx=\"{}\" cy=\"{}\" r=\"6\"/>",
            i % 3,
            n(cx + o.x * rx),
            n(cy + o.y * ry)
        );
    }
    let _ = write!(
        s,
        "<text id=\"captured-{letter}\" class=\"store-count\" x=\"{}\" y=\"{}\">{count}</text>\
         <text class=\"store-name\" x=\"{}\" y=\"{}\">{}</text>\
         <text class=\"store-word\">",
        n(cx),
        n(count_y),
        n(cx),
        n(name_y),
        escape(&player_word(who, lang)),
    );
    for (i, line) in lines.iter().enumerate() {
        let _ = write!(
            s,
            "<tspan x=\"{}\" y=\"{}\">{}</tspan>",
            n(cx),
            n(line_y(i)),
            escape(line)
        );
    }
    s.push_str("</text></g>\n");
}

/// What one pit shows.
struct PitShown {
    name: String,
    at: Point,
    count: u8,
    owner: Player,
    head: bool,
    ringed: bool,
}

/// One pit, as `app::pit` draws it; its count centred and larger where the
/// picture's sizing asks.
fn pit_svg(s: &mut String, p: &PitShown, lang: Lang, sizing: &Sizing) {
    let c = p.at;
    let name = escape(&p.name);
    let mut class = format!("pit {}", side_class(p.owner));
    if p.head {
        class.push_str(" head");
    }
    if p.ringed {
        class.push_str(" highlight");
    }
    let _ = write!(s, "<g id=\"pit-{name}\" class=\"{class}\">");
    let circle = |s: &mut String, class: &str, r: f64| {
        let _ = write!(
            s,
            "<circle class=\"{class}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
            n(c.x),
            n(c.y),
            n(r)
        );
    };
    if p.head {
        circle(s, "head-ring", PIT_RADIUS + 5.0);
    }
    if p.ringed {
        circle(s, "ring", PIT_RADIUS + 4.0);
    }
    circle(s, "hole", PIT_RADIUS);
    let seeds = Geometry::seed_offsets(p.count as u32, MAX_DRAWN_SEEDS, PIT_RADIUS - 13.0);
    for (i, o) in seeds.iter().enumerate() {
        let _ = write!(
            s,
            "<circle class=\"seed s{}\" cx=\"{}\" cy=\"{}\" r=\"6.5\"/>",
            i % 3,
            n(c.x + o.x),
            n(c.y + o.y)
        );
    }
    // A digit's height is about 0.7 of the font size: centred on the hole.
    let (count_x, count_y) = match sizing.big() {
        true => (c.x, c.y + 0.36 * sizing.count),
        false => (c.x + PIT_RADIUS - 2.0, c.y + PIT_RADIUS - 1.0),
    };
    let _ = write!(
        s,
        "<text id=\"count-{name}\" class=\"count\" x=\"{}\" y=\"{}\">{}</text>\
         <text class=\"name\" x=\"{}\" y=\"{}\">{name}</text>",
        n(count_x),
        n(count_y),
        p.count,
        n(c.x - PIT_RADIUS + 1.0),
        n(c.y - PIT_RADIUS + 9.0),
    );
    if p.head {
        let _ = write!(
            s,
            "<text class=\"head-label\" x=\"{}\" y=\"{}\">{}</text>",
            n(c.x),
            n(c.y - PIT_RADIUS + 9.0),
            escape(&head_word(lang))
        );
    }
    s.push_str("</g>\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, Variant};

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape_text("a<b & \"c\">"), "a&lt;b &amp; \"c\"&gt;");
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&apos;"
        );
    }

    #[test]
    fn store_words_wrap_at_spaces() {
        assert_eq!(wrap("captured cows", 13), ["captured cows"]);
        assert_eq!(
            wrap("ələ keçirilmiş inəklər", 13),
            ["ələ", "keçirilmiş", "inəklər"]
        );
        assert_eq!(wrap("store", 13), ["store"]);
    }

    #[test]
    fn highlight_names_pits_of_the_board() {
        let l = Position::new(Rules::new(Variant::Gore)).layout();
        let set = parse_highlight(l, "c1,d2").unwrap();
        assert_eq!(set.names(l), "c1,d2");
        assert!(parse_highlight(l, "e1").unwrap_err().contains("'e1'"));
        assert!(parse_highlight(l, "a1,,b1").is_err());
        assert!(parse_highlight(l, "").is_err());
    }

    #[test]
    fn every_pit_and_store_is_drawn_once() {
        let pos = Position::new(Rules::new(Variant::Tsoro));
        let s = svg(&pos, &Options::default());
        assert_eq!(s.matches("<g id=\"pit-").count(), 84);
        assert_eq!(s.matches("class=\"head-label\"").count(), 4);
        assert_eq!(s.matches("id=\"captured-").count(), 2);
        assert!(s.starts_with("<?xml") && s.ends_with("</svg>\n"));
    }
}

//! Words for places on the board as it is drawn (issue 24, point 5).
//!
//! The same board is drawn four ways: lying down (South at the bottom) or
//! upright on a narrow screen (a quarter turn clockwise: South on the left),
//! and either of them turned over (`flip=1`, or the auto-turn with North to
//! move). "Your row is the bottom one" is true of one of them only. So no
//! text names a place on the board itself: it names what is there, with a
//! placeholder, and the words come from the catalogue for the board drawn.
//!
//! A placeholder is `{ $<what>-<form> }` (the catalogue's argument syntax),
//! in the catalogue's texts and in the lessons' alike:
//! - what: `south` (South's side: row 1, or rows 1 and 2), `north`
//!   (North's side), `first` (the end of column `a`: North's store or
//!   captured pile) or `last` (the end of the last column: South's);
//! - form: `at` ("at the bottom", "on the left"), `adj` (before a noun:
//!   "bottom", "left-hand"), `to` ("downwards", "to the left") or `from`
//!   ("from the bottom").
//!
//! And `{ $forward }` / `{ $back }` are the way along row 1 (column `a` to
//! the last) and back ("left to right", "top to bottom"). Each form has
//! four catalogue keys, one per edge (`place-at-bottom`…), so Turkish and
//! Azerbaijani say them in their own grammar (`altta`, `alttaki`, `aşağı
//! doğru`, `alttan`).

use super::catalogue::substitute;
use super::{text, Lang};

/// How the board is drawn, as far as the words "left", "right", "up" and
/// "down" are concerned.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawn {
    /// Columns running down the page (phones, boards of more than 8 columns).
    pub upright: bool,
    /// Turned 180° (`flip=1`, or the auto-turn with North to move).
    pub flipped: bool,
}

/// An edge of the board as drawn on the screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Edge {
    /// The lower edge of the screen.
    Bottom,
    /// The upper edge.
    Top,
    /// The left edge.
    Left,
    /// The right edge.
    Right,
}

impl Edge {
    /// Every edge.
    pub const ALL: [Edge; 4] = [Edge::Bottom, Edge::Top, Edge::Left, Edge::Right];

    /// The word in the catalogue's keys.
    pub fn id(self) -> &'static str {
        match self {
            Edge::Bottom => "bottom",
            Edge::Top => "top",
            Edge::Left => "left",
            Edge::Right => "right",
        }
    }

    fn opposite(self) -> Edge {
        match self {
            Edge::Bottom => Edge::Top,
            Edge::Top => Edge::Bottom,
            Edge::Left => Edge::Right,
            Edge::Right => Edge::Left,
        }
    }
}

/// What a text places on the board (the first half of a placeholder).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// South's side: row 1 (two-row boards), rows 1 and 2 (four-row boards).
    South,
    /// North's side.
    North,
    /// The end of column `a`: where row 1's sowing starts, North's store.
    First,
    /// The end of the last column: where row 1's sowing runs to, South's store.
    Last,
}

impl Part {
    /// Every part.
    pub const ALL: [Part; 4] = [Part::South, Part::North, Part::First, Part::Last];

    /// Its name in a placeholder.
    pub fn id(self) -> &'static str {
        match self {
            Part::South => "south",
            Part::North => "north",
            Part::First => "first",
            Part::Last => "last",
        }
    }
}

/// The forms of a place's words (the second half of a placeholder): each
/// language needs these four to say where something is, describe it, and
/// say which way something moves.
pub const FORMS: [&str; 4] = ["at", "adj", "to", "from"];

impl Drawn {
    /// The edge of the screen where `part` of the board is drawn. Lying
    /// down, South is at the bottom and column `a` on the left (C1, C2);
    /// upright, a quarter turn clockwise takes the bottom to the left and the
    /// left to the top; turned over, every edge is the opposite one.
    pub fn edge(self, part: Part) -> Edge {
        let (south, last) = if self.upright {
            (Edge::Left, Edge::Bottom)
        } else {
            (Edge::Bottom, Edge::Right)
        };
        let (south, last) = if self.flipped {
            (south.opposite(), last.opposite())
        } else {
            (south, last)
        };
        match part {
            Part::South => south,
            Part::North => south.opposite(),
            Part::Last => last,
            Part::First => last.opposite(),
        }
    }

    /// The catalogue key of the way from `from` to the opposite edge
    /// (`dir-lr`: left to right).
    fn way(from: Edge) -> &'static str {
        match from {
            Edge::Left => "dir-lr",
            Edge::Right => "dir-rl",
            Edge::Top => "dir-tb",
            Edge::Bottom => "dir-bt",
        }
    }

    /// Every placeholder's words for the board drawn this way, in `lang`.
    pub fn words(self, lang: Lang) -> Vec<(String, String)> {
        let mut all = vec![];
        for part in Part::ALL {
            let edge = self.edge(part).id();
            for form in FORMS {
                let name = format!("{}-{form}", part.id());
                all.push((name, text(lang, &format!("place-{form}-{edge}"))));
            }
        }
        let first = self.edge(Part::First);
        all.push(("forward".into(), text(lang, Drawn::way(first))));
        let back = Drawn::way(first.opposite());
        all.push(("back".into(), text(lang, back)));
        all
    }

    /// `words` (a catalogue text, a lesson's) with its places filled in for
    /// the board drawn this way; other arguments are left as they are.
    pub fn place(self, words: &str, lang: Lang) -> String {
        if !words.contains("{ $") {
            return words.to_string();
        }
        let values = self.words(lang);
        let args: Vec<(&str, &dyn std::fmt::Display)> = values
            .iter()
            .map(|(k, v)| (k.as_str(), v as &dyn std::fmt::Display))
            .collect();
        substitute(words.to_string(), &args)
    }

    /// The catalogue's text of `key` in `lang`, its places filled in.
    pub fn text(self, lang: Lang, key: &str) -> String {
        self.place(&text(lang, key), lang)
    }
}

/// Whether `name` is a placeholder of a place (`south-at`, `forward`), for
/// the readers of files that may use them.
pub fn is_place(name: &str) -> bool {
    if name == "forward" || name == "back" {
        return true;
    }
    name.split_once('-').is_some_and(|(part, form)| {
        Part::ALL.iter().any(|p| p.id() == part) && FORMS.contains(&form)
    })
}

/// The names of the `{ $name }` arguments in `words`, in order.
pub fn arguments(words: &str) -> Vec<&str> {
    words
        .split("{ $")
        .skip(1)
        .filter_map(|rest| rest.split_once(" }").map(|(name, _)| name))
        .collect()
}

#[cfg(test)]
mod tests;

//! A picture read back (`mancala diagram --from board.svg`): its `<desc>` holds
//! the contract's state object, with the game and its options, so the file
//! alone is enough to draw the position again, turned, ringed, in another
//! language or as a wiki call.
//!
//! Plain text search, no XML reader: the file is one we wrote (an `<svg>` root
//! with one `<desc>` of escaped text), and anything else is refused.

use std::fmt;

use crate::engine::json::{self, Value};
use crate::engine::{position_from_value, Rules, RulesError, Variant};

use super::Diagram;

/// Why a file cannot be drawn again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FromError {
    /// Not a picture of `mancala diagram`: no `<svg>`, or no `<desc>` holding a
    /// state object.
    NotDiagram,
    /// Our kind of picture, but its `<desc>` cannot be read back: why.
    Damaged(String),
}

impl fmt::Display for FromError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FromError::NotDiagram => f.write_str(
                "is not a board diagram of `mancala diagram` (no <desc> holding a game state)",
            ),
            FromError::Damaged(why) => write!(f, "its <desc> is damaged: {why}"),
        }
    }
}

impl std::error::Error for FromError {}

/// The text of the `<desc>` of an `<svg>` picture, still escaped.
fn desc_text(svg: &str) -> Option<&str> {
    let root = svg.find("<svg")?;
    let start = root + svg[root..].find("<desc>")? + "<desc>".len();
    let len = svg[start..].find("</desc>")?;
    Some(&svg[start..start + len])
}

/// XML text with its character references replaced (the five named ones and
/// numeric ones), or why not.
fn unescape(text: &str) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let semi = after
            .find(';')
            .filter(|&i| i <= 10)
            .ok_or("a '&' that starts no character reference")?;
        let name = &after[..semi];
        let c = match name {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            _ => {
                let code = if let Some(hex) = name.strip_prefix("#x") {
                    u32::from_str_radix(hex, 16).ok()
                } else if let Some(dec) = name.strip_prefix('#') {
                    dec.parse().ok()
                } else {
                    None
                };
                code.and_then(char::from_u32)
                    .ok_or_else(|| format!("unknown character reference '&{name};'"))?
            }
        };
        out.push(c);
        rest = &after[semi + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// An option's value as written in `options`: `8` or `"penultimate"`.
fn option_text<'a>(key: &str, v: &'a Value) -> Result<&'a str, FromError> {
    match v {
        Value::Number(t) => Ok(t),
        Value::String(s) => Ok(s),
        other => Err(FromError::Damaged(format!(
            "option {key} is {other}, not a value"
        ))),
    }
}

impl Diagram {
    /// The diagram a picture of [`Diagram::svg`] shows, read from its
    /// `<desc>`. The state object is kept as written, so drawing it again
    /// with the same options gives the same file byte for byte.
    ///
    /// ```
    /// use mancala::engine::{Position, Rules, Variant};
    /// use mancala::ui::diagram::{Diagram, Options};
    /// let pos = Position::new(Rules::new(Variant::Urim));
    /// let svg = Diagram::of(&pos).svg(&Options::default());
    /// assert_eq!(Diagram::from_svg(&svg).unwrap().svg(&Options::default()), svg);
    /// assert!(Diagram::from_svg("<svg></svg>").is_err());
    /// ```
    pub fn from_svg(svg: &str) -> Result<Diagram, FromError> {
        let damaged = |why: String| FromError::Damaged(why);
        let text = unescape(desc_text(svg).ok_or(FromError::NotDiagram)?).map_err(damaged)?;
        // A picture from elsewhere may have a <desc> in words: not ours.
        if !text.trim_start().starts_with('{') {
            return Err(FromError::NotDiagram);
        }
        let state = json::parse(&text).map_err(|e| damaged(e.to_string()))?;
        let obj = state
            .as_object()
            .ok_or_else(|| damaged("not an object".into()))?;
        let game = obj
            .get("game")
            .and_then(Value::as_str)
            .ok_or_else(|| damaged("it names no \"game\"".into()))?;
        let variant: Variant = game
            .parse()
            .map_err(|e: RulesError| damaged(e.to_string()))?;
        let mut rules = Rules::new(variant);
        if let Some(options) = obj.get("options").filter(|v| !v.is_null()) {
            let options = options
                .as_object()
                .ok_or_else(|| damaged("\"options\" is not an object".into()))?;
            for (k, v) in options.iter() {
                rules
                    .set_option(k, option_text(k, v)?)
                    .map_err(|e| damaged(e.to_string()))?;
            }
        }
        // The board is checked as `--position` checks it. A Goré answer or a
        // Tsoro head choice awaited cannot be loaded (its details are not in
        // the object), but the picture shows only the board, so it is read
        // as awaiting a move; the state object itself is kept as it is.
        let mut board = obj.clone();
        if matches!(
            obj.get("awaiting").and_then(Value::as_str),
            Some("trade_response" | "head_choice")
        ) {
            board.insert("awaiting", "move");
        }
        let pos = position_from_value(rules, &Value::Object(board))
            .map_err(|e| damaged(e.to_string()))?;
        Ok(Diagram { pos, state })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_are_read() {
        assert_eq!(
            unescape("a&lt;b &amp; &quot;c&quot;&gt; &#65;&#x42;").unwrap(),
            "a<b & \"c\"> AB"
        );
        assert!(unescape("a & b").is_err());
        assert!(unescape("&nbsp;").unwrap_err().contains("&nbsp;"));
    }

    #[test]
    fn the_desc_is_found_in_an_svg_only() {
        assert_eq!(desc_text("<svg><desc>{}</desc></svg>"), Some("{}"));
        assert_eq!(desc_text("<desc>{}</desc>"), None);
        assert_eq!(desc_text("<svg><desc>{}"), None);
    }

    #[test]
    fn what_is_not_ours_or_damaged_is_told_apart() {
        let not = Diagram::from_svg("<svg><desc>A board</desc></svg>").unwrap_err();
        assert_eq!(not, FromError::NotDiagram);
        let e = Diagram::from_svg("<svg><desc>{\"game\":\"oware\"}</desc></svg>").unwrap_err();
        assert!(e.to_string().contains("unknown game 'oware'"), "{e}");
        let e = Diagram::from_svg("<svg><desc>{\"game\":\"urim\",\"rows\":[[1]]}</desc></svg>")
            .unwrap_err();
        assert!(matches!(e, FromError::Damaged(_)), "{e}");
    }
}

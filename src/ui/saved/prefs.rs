//! The small things the page keeps beside the games: the reader's language
//! and theme, the game played last, and each game's solved puzzles and
//! level. Each is one JSON object with its version, `{"v":1,"lang":"tr"}`;
//! the page before versions (up to `30bdaae`) wrote the bare word (`tr`,
//! `dark`, `urim`, `1,2`), read here as version 0. Anything else is unreadable (the caller
//! sets it aside, `store`).

use crate::engine::ai::Level;
use crate::engine::json::{self, object, Value};
use crate::engine::Variant;

use super::super::settings::{Seat, Theme};
use super::super::texts::Lang;

/// The storage key of the reader's language.
pub const LANG_KEY: &str = "mancala:lang";

/// The storage key of the reader's theme.
pub const THEME_KEY: &str = "mancala:theme";

/// The storage key naming the game played last.
pub const LAST_KEY: &str = "mancala:last";

/// The storage key of a game's solved puzzles.
pub fn puzzles_key(variant: Variant) -> String {
    format!("mancala:puzzles:{}", variant.id())
}

/// The storage key of the reader's level in a game (issue 24; new in
/// version 1, so it has no bare-word form).
pub fn level_key(variant: Variant) -> String {
    format!("mancala:level:{}", variant.id())
}

/// The version these texts are written in.
pub const VERSION: u64 = 1;

/// `{"v":1,"<field>":"<word>"}`.
fn word_text(field: &str, word: &str) -> String {
    object([("v", VERSION.into()), (field, word.into())]).to_string()
}

/// The word kept under `field`: from a versioned object, or the bare word
/// written before versions (any text that is not an object). `None` when
/// unreadable (why is never shown: the text is set aside whatever the
/// reason).
fn read_word(text: &str, field: &str) -> Option<String> {
    if !text.trim_start().starts_with('{') {
        return Some(text.to_string());
    }
    Some(versioned(text)?[field].as_str()?.to_string())
}

/// A versioned object this page can read (version 1).
fn versioned(text: &str) -> Option<Value> {
    let v = json::parse(text).ok()?;
    (v["v"].as_u64() == Some(VERSION)).then_some(v)
}

/// The reader's language as kept.
pub fn lang_text(lang: Lang) -> String {
    word_text("lang", lang.code())
}

/// Reads a kept language.
pub fn read_lang(text: &str) -> Option<Lang> {
    read_word(text, "lang")?.parse().ok()
}

/// The reader's theme as kept.
pub fn theme_text(theme: Theme) -> String {
    word_text("theme", theme.word())
}

/// Reads a kept theme.
pub fn read_theme(text: &str) -> Option<Theme> {
    Theme::parse(&read_word(text, "theme")?)
}

/// The game played last as kept.
pub fn last_text(variant: Variant) -> String {
    word_text("game", variant.id())
}

/// Reads the game played last.
pub fn read_last(text: &str) -> Option<Variant> {
    read_word(text, "game")?.parse().ok()
}

/// The reader's level in a game as kept: `{"v":1,"level":"easy"}`.
pub fn level_text(level: Level) -> String {
    word_text("level", level.id())
}

/// Reads a kept level: one of the four the page offers, in a versioned
/// object (never written as a bare word).
pub fn read_level(text: &str) -> Option<Level> {
    let word = versioned(text)?["level"].as_str()?.to_string();
    Seat::parse(&word)?.level()
}

/// A game's solved puzzles (numbers from 1) as kept.
pub fn solved_text(solved: &[usize]) -> String {
    object([("v", VERSION.into()), ("solved", solved.to_vec().into())]).to_string()
}

/// Reads a game's solved puzzles: `{"v":1,"solved":[1,2]}`, or before
/// versions the numbers joined by commas (`1,2`, empty for none).
pub fn read_solved(text: &str) -> Option<Vec<usize>> {
    let mut solved = vec![];
    if !text.trim_start().starts_with('{') {
        for n in text.split(',').filter(|n| !n.is_empty()) {
            solved.push(n.trim().parse().ok().filter(|&n| n > 0)?);
        }
        return Some(solved);
    }
    for n in versioned(text)?["solved"].as_array()? {
        solved.push(n.as_u64().filter(|&n| n > 0)? as usize);
    }
    Some(solved)
}

//! What the page writes to and removes from the browser's storage, decided
//! here in plain Rust (the app only reads the texts and carries out the
//! [`Op`]s): every key the page uses, whether a text under it can be read,
//! and the rule that nothing unreadable is ever written over or removed. A
//! text this page cannot read (damaged, or written by a newer page) is set
//! aside under `mancala:unreadable:<key>` first, so that it is never lost.

use crate::engine::Variant;

use super::super::state::AppState;
use super::frames::{frame_autosave, read_frames, FRAMES_KEY, FRAME_PREFIX};
use super::prefs::{
    last_text, level_key, level_text, puzzles_key, read_lang, read_last, read_level, read_solved,
    read_theme, LANG_KEY, LAST_KEY, THEME_KEY,
};
use super::{kept_key, key, load, may_overwrite, save, save_game};

/// Reads the text under a key (`None`: nothing there, or no storage).
pub type Get<'a> = &'a dyn Fn(&str) -> Option<String>;

/// A change to storage, carried out in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    /// Keep this text under this key.
    Write(String, String),
    /// Forget what is under this key.
    Remove(String),
}

/// Where unreadable texts are set aside: `mancala:unreadable:game:urim`.
pub const UNREADABLE: &str = "mancala:unreadable:";

/// Every key the page reads, in the order it looks at them.
pub fn keys() -> Vec<String> {
    let mut keys = vec![LANG_KEY.to_string(), THEME_KEY.to_string(), LAST_KEY.into()];
    for v in Variant::ALL {
        keys.extend([key(v), kept_key(v), puzzles_key(v), level_key(v)]);
    }
    keys
}

/// Whether this page can read `text` under `k` (a key it does not use is
/// none of its business: readable).
pub fn readable(k: &str, text: &str) -> bool {
    match k {
        LANG_KEY => read_lang(text).is_some(),
        THEME_KEY => read_theme(text).is_some(),
        LAST_KEY => read_last(text).is_some(),
        FRAMES_KEY => read_frames(text).is_some(),
        _ if k.starts_with("mancala:game:")
            || k.starts_with("mancala:kept:")
            || k.starts_with(FRAME_PREFIX) =>
        {
            load(text).is_ok()
        }
        _ if k.starts_with("mancala:puzzles:") => read_solved(text).is_some(),
        _ if k.starts_with("mancala:level:") => read_level(text).is_some(),
        _ => true,
    }
}

/// Copies `text` (unreadable under `k`) to the first free place among
/// `mancala:unreadable:<k>`, `…:2`, `…:3`…; nothing if one already holds
/// that very text.
fn set_aside(k: &str, text: &str, get: Get) -> Vec<Op> {
    let base = format!("{UNREADABLE}{}", k.strip_prefix("mancala:").unwrap_or(k));
    for n in 1.. {
        let place = if n == 1 {
            base.clone()
        } else {
            format!("{base}:{n}")
        };
        match get(&place) {
            Some(t) if t == text => return vec![],
            Some(_) => continue,
            None => return vec![Op::Write(place, text.to_string())],
        }
    }
    unreachable!("a free place is always found")
}

/// The ops that replace what is under `k` (`Some` text) or remove it
/// (`None`), an unreadable text set aside first.
pub fn put(k: &str, text: Option<String>, get: Get) -> Vec<Op> {
    let Some(old) = get(k) else {
        return text
            .map(|t| Op::Write(k.to_string(), t))
            .into_iter()
            .collect();
    };
    let mut ops = if readable(k, &old) {
        vec![]
    } else {
        set_aside(k, &old, get)
    };
    ops.push(match text {
        Some(t) => Op::Write(k.to_string(), t),
        None => Op::Remove(k.to_string()),
    });
    ops
}

/// On opening: every unreadable text under the page's keys set aside and
/// removed, so that nothing reads it again or writes over it.
pub fn tidy(get: Get) -> Vec<Op> {
    let mut ops = vec![];
    for k in keys() {
        if let Some(text) = get(&k).filter(|t| !readable(&k, t)) {
            ops.extend(set_aside(&k, &text, get));
            ops.push(Op::Remove(k));
        }
    }
    ops
}

/// What the page keeps after a change of its game or settings: the game
/// under its game's key (unless a fresh board would write over a game in
/// progress there, `may_overwrite`) and which game was played last; the
/// game of this game last set aside under its kept key, or nothing there.
/// The reader's level in this game, when it changed (not in a frame: its
/// seats are the article's, not the reader's choice). Nothing for a diagram
/// (view mode shows, it does not play), a lesson or puzzles (no game of the
/// reader's). In a frame, its own game only (`frames`).
pub fn autosave(state: &AppState, get: Get) -> Vec<Op> {
    if state.is_view() || state.course().is_some() {
        return vec![];
    }
    if let Some(k) = &state.frame_key {
        return frame_autosave(state, k, get);
    }
    let v = state.rules.variant();
    let k = key(v);
    let mut ops = vec![];
    let level = state.levels.known(v).filter(|_| !state.embed);
    if let Some(l) = level.filter(|&l| get(&level_key(v)).and_then(|t| read_level(&t)) != Some(l)) {
        ops.extend(put(&level_key(v), Some(level_text(l)), get));
    }
    if may_overwrite(state, get(&k).as_deref()) {
        ops.extend(put(&k, Some(save(state)), get));
        ops.extend(put(LAST_KEY, Some(last_text(v)), get));
    }
    let kept = state.kept.iter().find(|g| v == g.rules.variant());
    let text = kept.map(|g| save_game(state, g.rules, &g.session));
    ops.extend(put(&kept_key(v), text, get));
    ops
}

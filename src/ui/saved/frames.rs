//! A frame's own game (issue 27, item 2). A game in a frame (`embed=1`) is
//! kept under its frame's address, not under its game: two frames of an
//! article each resume their own game when the article is reloaded, and a
//! frame never resumes nor writes over the reader's own full-page games (nor
//! `mancala:last`, nor the games set aside). Only a game with an input
//! played is kept (a frame at its opening is the article's, nothing of the
//! reader's), and at most [`MAX_FRAMES`] frames' games: the reader of many
//! articles does not fill their storage, the frame played longest ago gives
//! way first.

use crate::engine::json::{self, object, Value};

use super::super::state::AppState;
use super::store::{put, Get, Op};
use super::{save, VERSION};

/// Where a frame's games are kept: `mancala:frame:` and the frame's
/// address query as it was opened (`?game=tsoro&columns=8&embed=1`).
pub const FRAME_PREFIX: &str = "mancala:frame:";

/// The frames whose games are kept, the one played longest ago first.
pub const FRAMES_KEY: &str = "mancala:frames";

/// How many frames' games are kept at most.
pub const MAX_FRAMES: usize = 20;

/// The key of the game of the frame opened at `search` (the address's
/// query, `?` included, as `location.search` gives it; static/picture.js
/// reads the same key).
///
/// ```
/// use mancala::ui::saved::frames::frame_key;
/// assert_eq!(frame_key("?game=urim&embed=1"), "mancala:frame:?game=urim&embed=1");
/// ```
pub fn frame_key(search: &str) -> String {
    format!("{FRAME_PREFIX}{search}")
}

/// The list of frames kept, as written: `{"v":1,"frames":[key, …]}`.
pub fn frames_text(keys: &[String]) -> String {
    let list = Value::Array(keys.iter().map(|k| Value::String(k.clone())).collect());
    object([("v", VERSION.into()), ("frames", list)]).to_string()
}

/// Reads the list of frames kept (`None`: unreadable).
pub fn read_frames(text: &str) -> Option<Vec<String>> {
    let v = json::parse(text).ok()?;
    if v["v"].as_u64() != Some(VERSION) {
        return None;
    }
    v["frames"]
        .as_array()?
        .iter()
        .map(|k| {
            k.as_str()
                .filter(|k| k.starts_with(FRAME_PREFIX))
                .map(str::to_string)
        })
        .collect()
}

/// What a frame's page keeps after a change of its game, `key` being its
/// frame's ([`frame_key`]): the game once an input has been played (taken
/// back to the opening, it is forgotten), the frame made the most recent
/// in the list, and the frames beyond [`MAX_FRAMES`] forgotten, the one
/// played longest ago first. Nothing else.
pub fn frame_autosave(state: &AppState, key: &str, get: Get) -> Vec<Op> {
    if state.session.ply() == 0 {
        // Nothing of the reader's to keep; a kept game taken back to the
        // opening is forgotten (a frame never resumes an opening).
        return match get(key) {
            Some(_) => put(key, None, get),
            None => vec![],
        };
    }
    let mut ops = put(key, Some(save(state)), get);
    let mut list = get(FRAMES_KEY)
        .and_then(|t| read_frames(&t))
        .unwrap_or_default();
    if list.last().map(String::as_str) == Some(key) {
        return ops;
    }
    list.retain(|k| k != key);
    list.push(key.to_string());
    let over = list.len().saturating_sub(MAX_FRAMES);
    for old in list.drain(..over) {
        ops.extend(put(&old, None, get));
    }
    ops.extend(put(FRAMES_KEY, Some(frames_text(&list)), get));
    ops
}

#[cfg(test)]
mod tests;

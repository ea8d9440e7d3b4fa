//! The game in progress kept in the browser's localStorage (the text is made
//! and read in `ui::saved`). Every storage call may fail (a sandboxed frame,
//! a private mode, a full quota): each is checked, and a page without storage
//! simply plays from memory, saying nothing alarming.

use web_sys::Storage;
use yew::prelude::*;

use crate::ui::query::{Mode, PageQuery};
use crate::ui::saved::{kept_key, key, load, may_overwrite, save, save_game, Saved, LAST_KEY};

use super::state::AppState;
use crate::engine::Variant;
use crate::ui::state::KeptGame;

/// The page's localStorage, if the browser lets it have one (reading
/// `window.localStorage` itself throws in a sandboxed frame).
fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text under `k`, if storage works and holds it.
pub(super) fn read(k: &str) -> Option<String> {
    storage()?.get_item(k).ok().flatten()
}

/// Keeps `text` under `k` (nothing where storage is refused).
pub(super) fn write(k: &str, text: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(k, text);
    }
}

/// Forgets what is kept under `k` (nothing where storage is refused).
pub(super) fn remove(k: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(k);
    }
}

/// The saved game to resume for a page opened with this URL: none when the
/// URL shows something of its own (moves, a position, a diagram); else the
/// named game's save if its options match, or the last game played when the
/// URL names none. The URL's own seats and speed win over the saved ones.
pub fn resume(q: &PageQuery) -> Option<Saved> {
    if !q.moves.is_empty()
        || q.record.is_some()
        || q.position.is_some()
        || matches!(q.mode, Mode::View | Mode::Edit | Mode::Learn | Mode::Puzzle)
    {
        return None;
    }
    let variant = if q.given.game {
        q.rules.variant()
    } else {
        read(LAST_KEY)?.parse().ok()?
    };
    let mut saved = load(&read(&key(variant))?).ok()?;
    if q.given.game && saved.rules != q.rules {
        return None;
    }
    if q.given.seats {
        saved.seats = q.seats;
    }
    if q.given.speed {
        saved.speed = q.speed;
    }
    Some(saved)
}

/// The saves still in progress, to be kept on the page (its game cards, or
/// "Back to my game", then bring them back instead of starting afresh): the
/// other games', this game's too when the page did not resume it (a link, a
/// record or the editor opened instead), and each game's game set aside
/// (`kept_key`).
pub fn keep_saved_games(state: &mut AppState, resumed: bool) {
    if state.view_only {
        return;
    }
    let mut keys = vec![];
    for v in Variant::ALL {
        keys.push(kept_key(v));
        if !(resumed && v == state.rules.variant()) {
            keys.push(key(v));
        }
    }
    for k in keys {
        let Some(saved) = read(&k).and_then(|t| load(&t).ok()) else {
            continue;
        };
        let rules = saved.rules;
        let restored = saved.restore();
        let on_board = rules == state.rules
            && restored.session.recorded_tokens() == state.session.recorded_tokens()
            && restored.session.start() == state.session.start();
        if let Some(k) = KeptGame::of(rules, restored.session).filter(|_| !on_board) {
            state.keep(k);
        }
    }
}

/// Saves the game after every change of it or of its settings (not a
/// diagram's: view mode shows, it does not play; nor a lesson's or puzzle's).
#[hook]
pub fn use_autosave(state: &UseReducerHandle<AppState>) {
    let state = state.clone();
    let deps = (
        state.revision,
        state.rules,
        state.seats,
        state.speed,
        state.auto_turn,
    );
    use_effect_with(deps, move |_| {
        // A lesson's or puzzle's board is no game of the reader's.
        if state.view_only || state.course.is_some() {
            return;
        }
        let v = state.rules.variant();
        let k = key(v);
        if may_overwrite(&state, read(&k).as_deref()) {
            write(&k, &save(&state));
            write(LAST_KEY, v.id());
        }
        // The game of this game last set aside, kept beside it (one per
        // game), so a game replaced by a link or "New game" outlives the tab.
        match state.kept.iter().find(|g| v == g.rules.variant()) {
            Some(g) => write(&kept_key(v), &save_game(&state, g.rules, &g.session)),
            None => remove(&kept_key(v)),
        }
    });
}

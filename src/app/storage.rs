//! The browser's localStorage, read and written for the page. What to keep
//! under which key, what to resume and what to set aside are decided in
//! plain Rust (`ui::saved::store`, `ui::boot`); here the texts are only read
//! and the decided ops carried out. Every storage call may fail (a sandboxed
//! frame, a private mode, a full quota): each is checked, and a page without
//! storage simply plays from memory, saying nothing alarming.

use web_sys::Storage;
use yew::prelude::*;

use crate::ui::saved::store::{autosave, put, Op, UNREADABLE};

use super::state::AppState;

/// The page's localStorage, if the browser lets it have one (reading
/// `window.localStorage` itself throws in a sandboxed frame).
fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text under `k`, if storage works and holds it.
pub(super) fn read(k: &str) -> Option<String> {
    storage()?.get_item(k).ok().flatten()
}

/// Every text kept under a `mancala:` key (none where storage is refused).
pub(super) fn snapshot() -> Vec<(String, String)> {
    let mut all = vec![];
    let Some(s) = storage() else {
        return all;
    };
    for i in 0..s.length().unwrap_or(0) {
        if let Some(k) = s
            .key(i)
            .ok()
            .flatten()
            .filter(|k| k.starts_with("mancala:"))
        {
            if let Some(text) = s.get_item(&k).ok().flatten() {
                all.push((k, text));
            }
        }
    }
    all
}

/// Carries out `ops` in order (nothing where storage is refused). A text
/// set aside is noted in the console, for whoever looks.
pub(super) fn apply(ops: Vec<Op>) {
    let Some(s) = storage() else {
        return;
    };
    for op in ops {
        let _ = match op {
            Op::Write(k, text) => {
                if k.starts_with(UNREADABLE) {
                    gloo::console::info!(format!(
                        "mancala: a saved text this page cannot read is kept as {k}"
                    ));
                }
                s.set_item(&k, &text)
            }
            Op::Remove(k) => s.remove_item(&k),
        };
    }
}

/// Keeps `text` under `k` (an unreadable text there set aside first).
pub(super) fn keep(k: &str, text: String) {
    apply(put(k, Some(text), &read));
}

/// Saves the game after every change of it or of its settings
/// (`ui::saved::store::autosave` decides what is written where).
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
    use_effect_with(deps, move |_| apply(autosave(&state, &read)));
}

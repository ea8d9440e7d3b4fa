//! The page's polite live region: each input told in a sentence once it has
//! played (`ui::narration::narrate`: the computer's too, never seed by seed),
//! or the board's counts when the reader asks ("Read the board", key R).
//! Visually hidden, present for screen readers.

use yew::prelude::*;

use crate::ui::narration::{after_change, read_board};
use crate::ui::view::BoardView;

use super::state::AppState;

/// The live region and what asks it to read the board.
pub struct Narrator {
    /// The region, to place in the page.
    pub region: Html,
    /// Reads the board into it.
    pub read: Callback<()>,
}

/// The region for this state; `board` is the board as drawn now.
#[hook]
pub fn use_narration(state: &AppState, board: &BoardView) -> Narrator {
    // Worked out once per change of the game or of the language.
    let told = {
        let state = state.clone();
        use_memo((state.revision, state.lang), move |_| after_change(&state))
    };
    // Each request is a new paragraph (a new key), so asking twice in a row
    // is read twice; a later input replaces it with its own sentence.
    let asks = use_mut_ref(|| 0u32);
    let asked = use_state_eq(|| None::<(u64, u32)>);
    let read = {
        let setter = asked.setter();
        use_callback(state.revision, move |_: (), revision| {
            let n = {
                let mut a = asks.borrow_mut();
                *a += 1;
                *a
            };
            setter.set(Some((*revision, n)))
        })
    };
    let (key, said) = match *asked {
        Some((revision, n)) if revision == state.revision => (
            format!("board-{n}"),
            read_board(
                board.layout,
                &board.pits,
                board.captured,
                &board.store_word,
                state.lang,
            ),
        ),
        // Empty while the sowing plays: the sentence arrives once, at its end.
        _ if state.animating() => (String::from("playing"), String::new()),
        _ => (format!("move-{}", state.revision), (*told).clone()),
    };
    let region = html! {
        <div class="visually-hidden" aria-live="polite" data-narration="">
            <p key={key}>{ said }</p>
        </div>
    };
    Narrator { region, read }
}

/// R (without Ctrl, Alt or Meta) anywhere in the game reads the board.
pub fn read_key(read: &Callback<()>) -> Callback<KeyboardEvent> {
    let read = read.clone();
    Callback::from(move |e: KeyboardEvent| {
        let typing = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some()
            || e.target_dyn_into::<web_sys::HtmlTextAreaElement>()
                .is_some();
        let plain = !(e.ctrl_key() || e.alt_key() || e.meta_key());
        if plain && !typing && e.key().eq_ignore_ascii_case("r") {
            e.prevent_default();
            read.emit(())
        }
    })
}

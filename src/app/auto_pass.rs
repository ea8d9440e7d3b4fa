//! The pass the page makes for a human who can do nothing else (issue 24):
//! a timer while `AppState::auto_pass_due` holds; dropped, and so cancelled,
//! as soon as the state moves on (another revision, a menu opened, a turn
//! looked back at), like the playback's timer.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ui::state::AUTO_PASS_MS;

use super::state::{Action, AppState};

/// Passes after [`AUTO_PASS_MS`] while the human to move can only pass.
#[hook]
pub fn use_auto_pass(state: &UseReducerHandle<AppState>) {
    // Keyed by the session's revision: a later position due to pass too
    // (two passes in a row) gets a timer of its own.
    let key = state.auto_pass_due().then_some(state.revision);
    let dispatcher = state.dispatcher();
    use_effect_with(key, move |key| {
        let timer =
            key.map(|_| Timeout::new(AUTO_PASS_MS, move || dispatcher.dispatch(Action::AutoPass)));
        move || drop(timer)
    });
}

//! "Skip to the end of this move" at the board's lower edge while a move
//! plays (issue 25, point 3): where the eye is, not in the status row
//! above. Drawn on a page; a frame keeps the skip in its one row of
//! controls, just over its board (`app::decisions`). Whether a move plays
//! is `DecisionView::sowing`'s.

use yew::prelude::*;

use crate::ui::texts::{text, Lang};

use super::state::Action;

/// The skip button's props.
#[derive(Properties, PartialEq)]
pub struct BoardSkipProps {
    /// The language of its words.
    pub lang: Lang,
    /// Where the click goes.
    pub on_action: Callback<Action>,
}

/// A zero-height rail after the board holding the button: the board and
/// the words under it do not move when it comes and goes (its place is
/// `style.css`'s `.board-skip`). It follows the board in the tab order, so
/// Tab from the pit just chosen reaches it; it has no contract hook (no
/// game input), and the `skip` class the page's tests click.
#[function_component(BoardSkip)]
pub fn board_skip(p: &BoardSkipProps) -> Html {
    html! {
        <div class="board-skip">
            <button class="skip" onclick={p.on_action.reform(|_| Action::SkipAnimation)}>
                { text(p.lang, "board-skip") }</button>
        </div>
    }
}

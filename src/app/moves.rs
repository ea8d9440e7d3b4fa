//! The move list (every turn, its tokens and a note of what happened; each
//! entry a button that shows the board after that turn) and the bar above
//! the board while a turn is looked back at. The lines and the look-back are
//! worked out in `ui::turns`; this only draws them.

use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::texts::{fill, player_word, text, Lang};
use crate::ui::view::TurnLine;

use super::state::Action;

/// The move list's props: turns already written in contract notation.
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Each turn: who, its inputs' tokens and its note. Made once per move,
    /// so a playback step finds it unchanged (same pointer) and skips the list.
    pub turns: Rc<[TurnLine]>,
    /// The language of its words.
    pub lang: Lang,
    /// The turn looked back at, if any.
    #[prop_or_default]
    pub preview: Option<usize>,
    /// Where a click on an entry goes.
    #[prop_or_default]
    pub on_action: Callback<Action>,
}

/// Whether a scroll box shows its end (within a few pixels).
fn at_end(el: &web_sys::Element) -> bool {
    el.scroll_top() + el.client_height() >= el.scroll_height() - 8
}

/// Every turn of the game so far, numbered, in contract notation, with what
/// happened. The list's own box follows the newest turn, unless the reader
/// scrolled up to read an older one; the page itself never scrolls.
#[function_component(MoveList)]
pub fn move_list(p: &MoveListProps) -> Html {
    let list = use_node_ref();
    // Whether the box showed its end before this render: only then does it
    // follow a new turn.
    let follow = use_mut_ref(|| true);
    {
        let (list, follow) = (list.clone(), follow.clone());
        use_effect_with(p.turns.clone(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                if *follow.borrow() {
                    el.set_scroll_top(el.scroll_height());
                }
            }
        });
    }
    let onscroll = {
        let (list, follow) = (list.clone(), follow.clone());
        Callback::from(move |_: Event| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                *follow.borrow_mut() = at_end(&el);
            }
        })
    };
    let lang = p.lang;
    let title = text(lang, "moves-entry-title");
    html! {
        <section class="moves" aria-label={text(lang, "moves")} data-move-list="">
            <h2>{ text(lang, "moves") }</h2>
            if p.turns.is_empty() {
                <p class="empty">{ text(lang, "no-moves") }</p>
            } else {
                <ol data-moves={p.turns.len().to_string()} ref={list} {onscroll}>
                    // Keyed: a new turn adds one item instead of re-patching all.
                    { for p.turns.iter().enumerate().map(|(i, t)| {
                        let k = i + 1;
                        let shown = p.preview == Some(k);
                        // A second click on the turn shown goes back to the game.
                        let onclick = p.on_action.reform(move |_| {
                            Action::PreviewTurn((!shown).then_some(k))
                        });
                        html! {
                            <li key={i} class={classes!(super::pit::side_class(t.who), shown.then_some("shown"))}
                                data-turn={k.to_string()}>
                                <button class="entry" title={title.clone()} aria-pressed={shown.to_string()}
                                    data-turn-button={k.to_string()} {onclick}>
                                    <span class="who">{ t.who.letter() }</span>
                                    <code>{ t.tokens.clone() }</code>
                                    if !t.note.is_empty() {
                                        <span class="note" data-note="">{ t.note.clone() }</span>
                                    }
                                </button>
                            </li>
                        }
                    }) }
                </ol>
            }
        </section>
    }
}

/// The look-back bar's props.
#[derive(Properties, PartialEq)]
pub struct PreviewBarProps {
    /// The turn looked back at.
    pub turn: usize,
    /// Its line in the move list.
    pub line: TurnLine,
    /// Where "Back to the game" goes.
    pub on_action: Callback<Action>,
    /// The language of its words.
    pub lang: Lang,
}

/// Above the board while a turn is looked back at: which turn, that nothing
/// can be played, and the way back (the button, or Escape anywhere).
#[function_component(PreviewBar)]
pub fn preview_bar(p: &PreviewBarProps) -> Html {
    let back = use_node_ref();
    {
        let (back, on) = (back.clone(), p.on_action.clone());
        use_effect_with(p.turn, move |_| {
            // The way back under the keyboard at once (this also brings the
            // board into view on a phone, where the list is below it).
            if let Some(b) = back.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
            let listener =
                Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
                    if e.key() == "Escape" {
                        on.emit(Action::PreviewTurn(None));
                    }
                });
            let w = web_sys::window();
            if let Some(w) = &w {
                let _ = w
                    .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &w {
                    let _ = w.remove_event_listener_with_callback(
                        "keydown",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    let lang = p.lang;
    let who = player_word(p.line.who, lang);
    html! {
        <div class="preview-bar" data-preview-bar={p.turn.to_string()} role="status">
            <p>{ fill(lang, "preview-showing", &[("k", &p.turn), ("player", &who), ("tokens", &p.line.tokens)]) }</p>
            <button ref={back} data-action="back-to-game" aria-keyshortcuts="Escape"
                onclick={p.on_action.reform(|_| Action::PreviewTurn(None))}>{ text(lang, "preview-back") }</button>
        </div>
    }
}

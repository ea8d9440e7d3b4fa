//! The move list (every turn, its tokens and a note of what happened; each
//! entry a button that shows the board after that turn) and the bar above
//! the board while a turn is looked back at. The lines and the look-back are
//! worked out in `ui::turns`; this only draws them.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::follow::Follow;
use crate::ui::texts::{fill, player_word, text, Lang};
use crate::ui::view::TurnLine;

use super::after_paint::{at_next_frame, AfterPaint};
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

/// Every turn of the game so far, numbered, in contract notation, with what
/// happened. The list's own box follows the newest turn, unless the reader
/// scrolled up to read an older one; the page itself never scrolls.
#[function_component(MoveList)]
pub fn move_list(p: &MoveListProps) -> Html {
    let list = use_node_ref();
    // Whether the box follows its end (`ui::follow`), the turn looked
    // back at when last drawn, and the scroll to the end waiting for its
    // frame.
    let seen = use_mut_ref(|| (Follow::new(), None::<usize>, None::<AfterPaint>));
    {
        let (list, seen) = (list.clone(), seen.clone());
        use_effect_with((p.turns.clone(), p.preview), move |(turns, preview)| {
            // An empty list has no end to follow, and one off the page (the
            // warm-up's, `warm`) none on screen; reading their height would
            // lay out the whole page: at a game's opening, the page just put
            // on screen (issue 26, point 3; measured 10-25 ms unthrottled, a
            // long task at 4x). The others follow their end at the next
            // frame, with that frame's own layout rather than one forced
            // inside this task (`after_paint::at_next_frame`: on Urim's page,
            // a move and its reply forced 11-13 ms of layout at 4x, traced).
            if seen.borrow().0.follows() && !turns.is_empty() {
                seen.borrow_mut().0.will_scroll();
                let scroll = at_next_frame({
                    let (list, seen) = (list.clone(), seen.clone());
                    move || {
                        let el = list.cast::<web_sys::Element>().filter(|e| e.is_connected());
                        let follow = &mut seen.borrow_mut().0;
                        match el {
                            Some(el) => {
                                el.set_scroll_top(el.scroll_height());
                                follow.scrolled_by_page(el.scroll_top());
                            }
                            None => follow.not_scrolled(),
                        }
                    }
                });
                seen.borrow_mut().2 = Some(scroll);
            }
            let mut seen = seen.borrow_mut();
            // A turn just opened: the way back under the keyboard (this also
            // brings the board into view on a phone, the list being below it).
            if preview.is_some() && std::mem::replace(&mut seen.1, *preview) != *preview {
                let back = web_sys::window().and_then(|w| w.document()).and_then(|d| {
                    d.query_selector("[data-action=back-to-game]")
                        .ok()
                        .flatten()
                });
                if let Some(b) = back.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
                    let _ = b.focus();
                }
            }
            seen.1 = *preview;
        });
    }
    let onscroll = {
        let (list, seen) = (list.clone(), seen.clone());
        Callback::from(move |_: Event| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                let (top, client, height) =
                    (el.scroll_top(), el.client_height(), el.scroll_height());
                seen.borrow_mut().0.on_scroll(top, client, height);
            }
        })
    };
    let lang = p.lang;
    let title = text(lang, "moves-entry-title");
    html! {
        <section class="moves" aria-label={text(lang, "moves")} data-move-list="" onkeydown={escape(&p.on_action)}>
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
                                    <code data-tokens={t.tokens.clone()}>{ t.words.clone() }</code>
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

/// What the look-back bar shows.
#[derive(Properties, PartialEq)]
pub struct PreviewProps {
    /// The turn looked back at (1 first).
    pub turn: usize,
    /// That turn's line of the move list.
    pub line: TurnLine,
    /// The language of its words.
    pub lang: Lang,
    /// Where the way back goes.
    pub on_action: Callback<Action>,
}

/// Above the board while a turn is looked back at: which turn, that nothing
/// can be played, and the way back (the button, or Escape here or in the
/// move list). The focus is put on its button by the move list's effect,
/// which knows when a turn has just been opened.
#[function_component(PreviewBar)]
pub fn preview_bar(p: &PreviewProps) -> Html {
    let (turn, line, on, lang) = (p.turn, &p.line, &p.on_action, p.lang);
    let who = player_word(line.who, lang);
    html! {
        <div class="preview-bar" data-preview-bar={turn.to_string()} role="status" onkeydown={escape(on)}>
            <p>{ fill(lang, "preview-showing", &[("k", &turn), ("player", &who), ("tokens", &line.words)]) }</p>
            <button data-action="back-to-game" aria-keyshortcuts="Escape"
                onclick={on.reform(|_| Action::PreviewTurn(None))}>{ text(lang, "preview-back") }</button>
        </div>
    }
}

/// Escape: back to the game.
fn escape(on: &Callback<Action>) -> Callback<KeyboardEvent> {
    let on = on.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            on.emit(Action::PreviewTurn(None));
        }
    })
}

//! The settings and the "More" menu on the page (`ui::fold` decides what
//! is open): each opener button, each folded part, the keyboard's way in
//! and out (the focus goes in as it opens; Escape closes it and gives the
//! focus back to its opener), and the phone's Back button, which closes
//! what was opened instead of leaving the page.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::fold::Fold;

use super::state::{Action, AppState};

/// What an opener and its folded part need.
#[derive(Properties, PartialEq)]
pub struct FoldProps {
    /// Which fold.
    pub fold: Fold,
    /// What is open now.
    pub open: Fold,
    /// The opener's words (and the folded part's name for screen readers).
    pub label: AttrValue,
    /// Where opening and closing go.
    pub on_action: Callback<Action>,
    /// What is folded (the folded part only).
    #[prop_or_default]
    pub children: Html,
}

/// The button that opens (and closes) a fold: `data-action="more"` or
/// `"settings"`.
#[function_component(Opener)]
pub fn opener(p: &FoldProps) -> Html {
    let fold = p.fold;
    let hook = fold.hook().unwrap_or_default();
    let open = p.open == fold;
    html! {
        <button class={classes!("opener", open.then_some("on"))} data-action={hook}
            aria-expanded={open.to_string()} aria-controls={hook}
            onclick={p.on_action.reform(move |_| Action::Fold(fold))}>
            { p.label.clone() }<span aria-hidden="true">{ if open { " ▴" } else { " ▾" } }</span>
        </button>
    }
}

/// Focuses the opener of `fold` (after Escape).
fn focus_opener(fold: Fold) {
    let selector = format!("[data-action=\"{}\"]", fold.hook().unwrap_or_default());
    let found = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(&selector).ok().flatten());
    if let Some(e) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = e.focus();
    }
}

/// Focuses the first control inside `node`.
fn focus_first(node: &NodeRef) {
    let first = node
        .cast::<web_sys::Element>()
        .filter(|e| !e.has_attribute("hidden"))
        .and_then(|e| {
            e.query_selector("button:not([disabled]), select, input, a[href]")
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(e) = first {
        let _ = e.focus();
    }
}

/// A folded part: in the page (its hooks found by tests) but hidden until
/// opened; the focus goes to its first control as it opens.
#[function_component(Folded)]
pub fn folded(p: &FoldProps) -> Html {
    let fold = p.fold;
    let open = p.open == fold;
    let node = use_node_ref();
    let was_open = use_mut_ref(|| false);
    {
        let node = node.clone();
        use_effect_with(open, move |&open| {
            let closed = std::mem::replace(&mut *was_open.borrow_mut(), open) && !open;
            // Closed by a choice inside it: the focus, lost with the hidden
            // button, goes back to the opener (never to the page's body).
            let document = web_sys::window().and_then(|w| w.document());
            let lost = document.and_then(|d| d.active_element()).is_none_or(|a| {
                a.tag_name() == "BODY"
                    || node
                        .cast::<web_sys::Node>()
                        .is_some_and(|n| n.contains(Some(&a)))
            });
            if closed && lost {
                focus_opener(fold);
            }
            if open {
                // A task later: focusing makes the browser lay out what has
                // just been unfolded at once, inside the click's task (the
                // settings' 131 elements: 40 of a task of 73-87 ms at 4x CPU
                // throttle, measured; issue 26). A task later it is the
                // focus's own, and the frame's layout comes between.
                let node = node.clone();
                gloo::timers::callback::Timeout::new(0, move || focus_first(&node)).forget();
            }
        });
    }
    let onkeydown = {
        let on = p.on_action.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                on.emit(Action::Fold(Fold::None));
                focus_opener(fold);
            }
        })
    };
    let hook = fold.hook().unwrap_or_default();
    html! {
        <div id={hook} ref={node} class={classes!("fold", format!("fold-{hook}"))} data-fold={hook}
            role="group" aria-label={p.label.clone()} hidden={!open} {onkeydown}>
            { p.children.clone() }
        </div>
    }
}

/// Keeps the Back button for what was opened: opening a fold adds an entry
/// to the tab's history (same address), Back closes the fold instead of
/// leaving the page, and closing it otherwise takes that entry away again.
/// Not in a frame, whose history is the article's.
#[hook]
pub fn use_fold_history(state: &UseReducerHandle<AppState>) {
    let pushed = use_mut_ref(|| false);
    let latest: Rc<RefCell<UseReducerHandle<AppState>>> = use_mut_ref(|| state.clone());
    *latest.borrow_mut() = state.clone();
    {
        let pushed = pushed.clone();
        let embed = state.embed;
        use_effect_with(state.fold, move |&fold| {
            let history = web_sys::window().and_then(|w| w.history().ok());
            if let Some(h) = history.filter(|_| !embed) {
                let was = *pushed.borrow();
                if fold != Fold::None && !was {
                    *pushed.borrow_mut() = h
                        .push_state_with_url(&JsValue::from_str("mancala-fold"), "", None)
                        .is_ok();
                } else if fold == Fold::None && was {
                    *pushed.borrow_mut() = false;
                    let _ = h.back();
                }
            }
        });
    }
    use_effect_with((), move |_| {
        let listener = Closure::<dyn Fn()>::new(move || {
            let state = latest.borrow().clone();
            if std::mem::replace(&mut *pushed.borrow_mut(), false) {
                state.dispatch(Action::Fold(Fold::None));
            }
            // The entry gone back to has the address from before the fold
            // opened: the game may have changed since.
            super::boot::sync_url(&state);
        });
        let w = web_sys::window();
        if let Some(w) = &w {
            let _ =
                w.add_event_listener_with_callback("popstate", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(w) = &w {
                let _ = w.remove_event_listener_with_callback(
                    "popstate",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}

//! Keeps the keyboard's focus in the game: after a move has played, and when
//! the focused control went away (a decision button answered, the offer
//! started or made, undo disabled), the focus goes where `ui::keys` says
//! (a pit that can be chosen, else the first decision button, else a
//! lesson's Next or a puzzle's way on), never left on `<body>`, where a
//! keyboard or screen reader user would have to find the game again from
//! the top of the page.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::after_paint::{after_paint, AfterPaint};
use crate::engine::{Layout, Pit, PitSet};
use crate::ui::keys::{focus_target, Target};

/// What the keeper needs to know of the page now.
pub struct Now {
    /// Changes with every input (and undo, redo, a new game).
    pub revision: u64,
    /// No sowing is being played back.
    pub settled: bool,
    /// A diagram (`mode=view`): nothing to choose, and the arrow keys step
    /// through the record wherever the focus is, so it is left where it goes.
    pub view_only: bool,
    /// The keyboard's place on the board.
    pub cursor: Option<Pit>,
    /// The pits that may be chosen now.
    pub legal: PitSet,
    /// The board's shape (for the pits' names).
    pub layout: Layout,
    /// The position editor is open. As it opens or closes the play area is
    /// drawn anew, and the focus waits for the frame that lays it out:
    /// focusing at once made the browser lay the whole page out inside the
    /// task (a task of 56 ms at 4× CPU throttle on closing Goré's editor,
    /// traced; issue 26).
    pub editing: bool,
}

/// Listeners for the game's section: whether the focus is in the game (so a
/// page just opened, or a reader busy in the move list, is left alone).
pub struct Watch {
    /// On `focusin`.
    pub onfocusin: Callback<FocusEvent>,
    /// On `focusout`.
    pub onfocusout: Callback<FocusEvent>,
}

/// Puts the focus back in the game's `section` after each render where it
/// was lost, and on a choice once a move has played if it was on a pit.
#[hook]
pub fn use_focus_keeper(section: NodeRef, now: Now) -> Watch {
    let inside: Rc<RefCell<bool>> = use_mut_ref(|| false);
    let seen = use_mut_ref(|| now.revision);
    let editing = use_mut_ref(|| now.editing);
    let waiting: Rc<RefCell<Option<AfterPaint>>> = use_mut_ref(|| None);
    {
        let (inside, section) = (inside.clone(), section.clone());
        use_effect(move || {
            let switched =
                std::mem::replace(&mut *editing.borrow_mut(), now.editing) != now.editing;
            if now.settled && !now.view_only {
                let moved =
                    std::mem::replace(&mut *seen.borrow_mut(), now.revision) != now.revision;
                // Copied out: focusing fires `focusin`, which writes it.
                let was_inside = *inside.borrow();
                if switched {
                    let wait = after_paint(0, move || restore(&section, &now, false, was_inside));
                    *waiting.borrow_mut() = Some(wait);
                } else {
                    restore(&section, &now, moved, was_inside);
                }
            }
        });
    }
    let onfocusin = {
        let inside = inside.clone();
        use_callback((), move |_: FocusEvent, _| *inside.borrow_mut() = true)
    };
    // Leaving for another part of the page (the picker, the move list) lets
    // go; a focused element removed from the page goes to no element, and
    // that is what the keeper mends.
    let onfocusout = use_callback(section, move |e: FocusEvent, section| {
        let to: Option<web_sys::Node> = e.related_target().and_then(|t| t.dyn_into().ok());
        if let (Some(to), Some(root)) = (to, section.cast::<web_sys::Element>()) {
            if !root.contains(Some(&to)) {
                *inside.borrow_mut() = false;
            }
        }
    });
    Watch {
        onfocusin,
        onfocusout,
    }
}

fn restore(section: &NodeRef, now: &Now, moved: bool, inside: bool) {
    let Some(root) = section.cast::<web_sys::Element>() else {
        return;
    };
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let active = doc.active_element();
    let body: Option<web_sys::Element> = doc.body().map(Into::into);
    // A focused button just disabled (undo with nothing left to undo) is
    // lost too: Chromium moves the focus to <body> at its next frame.
    let lost = active.is_none()
        || active == body
        || active.as_ref().is_some_and(|a| a.has_attribute("disabled"));
    let on_pit = active.as_ref().is_some_and(|a| {
        root.contains(Some(a)) && a.closest("[data-pit]").ok().flatten().is_some()
    });
    if !(lost && inside || moved && on_pit) {
        return;
    }
    // A decision to make, else a lesson's or puzzle's way on (`data-go`:
    // Next once a step is done, Try again once a puzzle is missed).
    let find = |sel: &str| root.query_selector(sel).ok().flatten();
    let button =
        find(".controls button.choice:not(:disabled)").or_else(|| find(".course [data-go]"));
    let target = match focus_target(now.cursor, now.legal, button.is_some()) {
        Target::FirstButton => button,
        Target::Pit(p) => {
            let name = now.layout.name(p);
            root.query_selector(&format!("[data-pit=\"{name}\"]"))
                .ok()
                .flatten()
        }
    };
    if let Some(t) = target {
        focus(t);
    }
}

/// The skip link: the focus to the board's one Tab stop (the pit with
/// `tabindex="0"`), past the header and the settings' opener.
pub fn to_board(e: MouseEvent) {
    let pit = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("#board [tabindex=\"0\"]").ok().flatten());
    if let Some(pit) = pit {
        e.prevent_default();
        focus(pit);
    }
}

/// Focuses a button (HTML) or a pit (SVG).
pub fn focus(el: web_sys::Element) {
    let _ = match el.dyn_into::<web_sys::HtmlElement>() {
        Ok(html) => html.focus(),
        Err(el) => el
            .dyn_into::<web_sys::SvgElement>()
            .map_or(Ok(()), |svg| svg.focus()),
    };
}

//! The window size the board is laid out for (upright on a narrow screen,
//! lying down on a wide one), kept up to date.

use std::cell::Cell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::window;
use crate::ui::view::Viewport;

/// The window's inner size now.
fn read_viewport() -> Option<Viewport> {
    let w = window()?;
    Some(Viewport {
        width: w.inner_width().ok()?.as_f64()?,
        height: w.inner_height().ok()?.as_f64()?,
    })
}

/// The window size the board is laid out for, kept up to date: turning a phone
/// or resizing the window re-lays the board (upright or lying down), but a
/// phone's address bar sliding while scrolling does not (`Viewport::relayout`).
#[hook]
pub(super) fn use_viewport() -> Option<Viewport> {
    let viewport = use_state_eq(read_viewport);
    let setter = viewport.setter();
    use_effect_with((), move |_| {
        let last = Cell::new(read_viewport());
        let listener = Closure::<dyn Fn()>::new(move || {
            let now = read_viewport();
            let changed = match (last.get(), now) {
                (Some(a), Some(b)) => a.relayout(b),
                (a, b) => a != b,
            };
            if changed {
                last.set(now);
                setter.set(now);
            }
        });
        // Phones send `resize` when turned, some only `orientationchange`.
        const EVENTS: [&str; 2] = ["resize", "orientationchange"];
        let w = window();
        if let Some(w) = &w {
            for e in EVENTS {
                let _ = w.add_event_listener_with_callback(e, listener.as_ref().unchecked_ref());
            }
        }
        move || {
            if let Some(w) = &w {
                for e in EVENTS {
                    let _ =
                        w.remove_event_listener_with_callback(e, listener.as_ref().unchecked_ref());
                }
            }
        }
    });
    *viewport
}

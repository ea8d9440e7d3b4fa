//! Work put off until the browser has painted what is drawn now: at the
//! next animation frame, a timer of `delay_ms`, so that the work and the
//! frame's style, layout and paint are tasks of their own (issue 26: the
//! longest tasks on a phone-speed CPU were a render and its layout in one).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// `f`, after the next paint and `delay_ms` more. Dropping the returned
/// guard before then cancels it.
pub fn after_paint(delay_ms: u32, f: impl FnOnce() + 'static) -> AfterPaint {
    let timer: Rc<RefCell<Option<Timeout>>> = Rc::default();
    let slot = timer.clone();
    let frame = Closure::once(move || {
        *slot.borrow_mut() = Some(Timeout::new(delay_ms, f));
    });
    let id = web_sys::window().and_then(|w| {
        w.request_animation_frame(frame.as_ref().unchecked_ref())
            .ok()
    });
    AfterPaint {
        id,
        _frame: frame,
        timer,
    }
}

/// Work waiting for its frame or its timer; dropped, it cancels both.
pub struct AfterPaint {
    id: Option<i32>,
    _frame: Closure<dyn FnMut()>,
    timer: Rc<RefCell<Option<Timeout>>>,
}

impl Drop for AfterPaint {
    fn drop(&mut self) {
        if let (Some(id), Some(w)) = (self.id, web_sys::window()) {
            let _ = w.cancel_animation_frame(id);
        }
        // A timer set already is cancelled by dropping it.
        self.timer.borrow_mut().take();
    }
}

/// Whether what waits for `on`'s last turn to true to be painted may be
/// drawn: false from the render where `on` turns true (the first render too,
/// unless `ready_at_first`) until the browser has painted it. What the
/// reader sees first comes in one task and its layout in one frame, the
/// rest in the next (issue 26: opening and closing the position editor were
/// tasks of 80-115 ms at 4× CPU throttle, measured).
#[hook]
pub fn use_painted_since(on: bool, ready_at_first: bool) -> bool {
    // `on` at the last render, whether its turn is painted, which turn.
    let slot = use_mut_ref(|| (on, ready_at_first || !on, 0u32));
    let turned = on && !slot.borrow().0;
    {
        let mut s = slot.borrow_mut();
        s.0 = on;
        if turned {
            s.1 = false;
            s.2 += 1;
        }
    }
    let (ready, turn) = (slot.borrow().1, slot.borrow().2);
    let redraw = use_force_update();
    use_effect_with((ready, turn), move |&(ready, turn)| {
        let wait = (!ready).then(|| {
            after_paint(0, move || {
                let mut s = slot.borrow_mut();
                // Unless `on` turned again meanwhile (its own wait runs).
                if s.2 == turn {
                    s.1 = true;
                    redraw.force_update();
                }
            })
        });
        move || drop(wait)
    });
    ready
}

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
    wait_for_paint(delay_ms, Box::new(f))
}

/// `after_paint`'s work, one copy for every caller's closure. // size: a
/// copy a caller (four of them) was 663 B more before the first board,
/// gzipped (`scripts/page-size.sh`, measured).
fn wait_for_paint(delay_ms: u32, f: Box<dyn FnOnce()>) -> AfterPaint {
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

/// How many of `parts` waiting for `on`'s last turn to true may be drawn:
/// none on the render where `on` turns true (the first render too, unless
/// `ready_at_first`), then one more each time the browser has painted. What
/// the reader sees first comes in one task and its layout in one frame, the
/// rest a part a frame (issue 26: opening and closing the position editor
/// were tasks of 80-115 ms at 4× CPU throttle, measured, and the editor's
/// part under the board, laid out at once, a frame of 50-57 ms).
#[hook]
pub fn use_painted_parts(on: bool, parts: u8, ready_at_first: bool) -> u8 {
    // `on` at the last render, the parts drawn, which turn of `on`.
    let first = if ready_at_first || !on { parts } else { 0 };
    let slot = use_mut_ref(|| (on, first, 0u32));
    let turned = on && !slot.borrow().0;
    {
        let mut s = slot.borrow_mut();
        s.0 = on;
        if turned {
            s.1 = 0;
            s.2 += 1;
        }
    }
    let (drawn, turn) = (slot.borrow().1, slot.borrow().2);
    let redraw = use_force_update();
    use_effect_with((drawn, turn), move |&(drawn, turn)| {
        let wait = (drawn < parts).then(|| {
            after_paint(0, move || {
                let mut s = slot.borrow_mut();
                // Unless `on` turned again meanwhile (its own wait runs).
                if s.2 == turn {
                    s.1 = drawn + 1;
                    redraw.force_update();
                }
            })
        });
        move || drop(wait)
    });
    drawn
}

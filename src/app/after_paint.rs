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

use crate::ui::painted::Painted;

/// `f`, after the next paint and `delay_ms` more. Dropping the returned
/// guard before then cancels it.
pub fn after_paint(delay_ms: u32, f: impl FnOnce() + 'static) -> AfterPaint {
    wait_for_paint(Some(delay_ms), Box::new(f))
}

/// `after_paint`'s and `at_next_frame`'s work (without a delay, `f` in the
/// frame), one copy for every caller's closure. // size: a
/// copy a caller (four of them) was 663 B more before the first board,
/// gzipped (`scripts/page-size.sh`, measured).
fn wait_for_paint(delay_ms: Option<u32>, f: Box<dyn FnOnce()>) -> AfterPaint {
    let timer: Rc<RefCell<Option<Timeout>>> = Rc::default();
    let slot = timer.clone();
    let frame = Closure::once(move || match delay_ms {
        Some(delay_ms) => *slot.borrow_mut() = Some(Timeout::new(delay_ms, f)),
        None => f(),
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

/// `f` at the next animation frame, before that frame's style, layout and
/// paint: work that reads the layout (a scroll box's height, a scroll into
/// view) then shares the frame's own layout, where in the task that changed
/// the page it forced one more inside that task (issue 26, point 3: on
/// Tsoro's page a move's last render was a task of 71 ms at 4× CPU
/// throttle, about 20 ms of it the layout forced by the move list following
/// its end, which now waits here, and 20 more by the focus put back,
/// `app::focus`, which does not; traced).
/// Dropping the returned guard before then cancels it.
pub fn at_next_frame(f: impl FnOnce() + 'static) -> AfterPaint {
    wait_for_paint(None, Box::new(f))
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

/// How many of `parts` waiting for the trigger `at`'s last new value may
/// be drawn (`ui::painted` decides): none on the render where it comes (the
/// first render too, unless `ready_at_first`), then one more each time the
/// browser has painted.
#[hook]
pub fn use_painted_parts<T>(at: Option<T>, parts: u8, ready_at_first: bool) -> u8
where
    T: Copy + PartialEq + 'static,
{
    let slot = use_mut_ref(|| Painted::new(at, parts, ready_at_first));
    slot.borrow_mut().render(at, parts);
    let now = *slot.borrow();
    let redraw = use_force_update();
    use_effect_with((now.drawn(), now.turn()), move |&(_, turn)| {
        let wait = now.waiting().then(|| {
            after_paint(0, move || {
                if slot.borrow_mut().painted(turn) {
                    redraw.force_update();
                }
            })
        });
        // Dropped (the part gone, or drawn again first): cancelled.
        move || drop(wait)
    });
    now.drawn()
}

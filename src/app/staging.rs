//! The first render in slices (`ui::staging`): the stages follow each other
//! within a task while it is short (`ui::staging::TASK_BUDGET_MS`), then a
//! timer lets the browser take its turn (a tap, a frame, the layout of what
//! was drawn) before the next; the page is put on screen once it is whole
//! (`boot::reveal`).

use std::cell::Cell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ui::staging::{go_on_now, Stage};

/// Milliseconds since the page opened (`performance.now()`).
fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The stage the first render has reached; `total` is the number of pits
/// the page's sliced board has (0 where there is none). Declared before the
/// hooks whose effects read the page's layout (the frame's height), so that
/// on the render that ends the staging they run with the page on screen.
#[hook]
pub fn use_stage(total: usize) -> Stage {
    let stage = use_state_eq(|| Stage::FIRST);
    // When the task drawing the current stage began.
    let task_began = use_mut_ref(|| Rc::new(Cell::new(now_ms())));
    {
        let set = stage.setter();
        let began = task_began.borrow().clone();
        use_effect_with(*stage, move |&stage| {
            // For the benchmarks: which stage a long task drew.
            super::boot::mark(&format!("stage:{}", stage.name()));
            let mut timer = None;
            if stage == Stage::Shown {
                super::boot::reveal();
            }
            if stage.whole() {
                // Nothing more to draw.
            } else if go_on_now(now_ms() - began.get()) {
                set.set(stage.next(total));
            } else {
                timer = Some(Timeout::new(0, move || {
                    began.set(now_ms());
                    set.set(stage.next(total));
                }));
            }
            move || drop(timer)
        });
    }
    *stage
}

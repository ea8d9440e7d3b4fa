//! The first render in slices (`ui::staging`): the stages follow each other
//! within a task while it is short (`ui::staging::TASK_BUDGET_MS`), then a
//! timer lets the browser take its turn (a tap, a frame, the layout of what
//! was drawn) before the next; the page is put on screen once it is whole
//! (`boot::reveal`).

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
    let began = use_mut_ref(now_ms);
    {
        let set = stage.setter();
        use_effect_with(*stage, move |&stage| {
            // For the benchmarks: which stage a long task drew.
            super::boot::mark(&format!("stage:{}", stage.name()));
            if stage == Stage::Shown {
                super::boot::reveal();
            }
            let next = stage.next(total);
            let mut timer = None;
            if stage.whole() {
                // Nothing more to draw.
            } else if go_on_now(now_ms() - *began.borrow()) {
                set.set(next);
            } else {
                timer = Some(Timeout::new(0, move || {
                    *began.borrow_mut() = now_ms();
                    set.set(next);
                }));
            }
            move || drop(timer)
        });
    }
    *stage
}

//! The first render in slices (`ui::staging`): each stage asks for the next
//! once it is drawn, and the page is put on screen once it is whole
//! (`boot::reveal`). Yew's scheduler gives the browser its turn (a tap, a
//! frame, the layout of what was drawn) whenever a task has run 16 ms: after
//! a stage's render, before its effects. (The stages once added a timer of
//! their own after those effects: two timers a stage, 50 ms more to the live
//! board on a phone-speed CPU, measured; docs/benchmarks.md.)

use yew::prelude::*;

use crate::ui::staging::Stage;

/// The stage the first render has reached; `total` is the number of pits
/// the page's sliced board has (0 where there is none). Declared before the
/// hooks whose effects read the page's layout (the frame's height), so that
/// on the render that ends the staging they run with the page on screen.
#[hook]
pub fn use_stage(total: usize) -> Stage {
    let stage = use_state_eq(|| Stage::FIRST);
    {
        let set = stage.setter();
        use_effect_with(*stage, move |&stage| {
            // For the benchmarks: which stage a long task drew.
            super::boot::mark(&format!("stage:{}", stage.name()));
            if stage == Stage::Shown {
                super::boot::reveal();
            }
            if !stage.whole() {
                set.set(stage.next(total));
            }
        });
    }
    *stage
}

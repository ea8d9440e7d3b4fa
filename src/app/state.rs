//! The page state's glue to Yew. The state, its actions and what they do are
//! plain Rust in `crate::ui::state` (tested natively); `use_reducer` only needs
//! this `Reducible`, as in yew's examples/function_todomvc.

use std::rc::Rc;

use yew::Reducible;

pub use crate::ui::state::{Action, AppState, LinkNote, Nav, Panel};

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = Rc::unwrap_or_clone(self);
        s.apply(action);
        Rc::new(s)
    }
}

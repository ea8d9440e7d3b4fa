//! Warm-up, once, just after the first paint. Browsers compile each wasm
//! function the first time it runs, on the main thread: the first move of a
//! page used to run about 110 functions for the first time (the move, its
//! playback, the views, Yew's patching), which made it the one task over 50 ms
//! of a whole game on a phone-speed CPU. So the page rehearses a move out of
//! sight first, in a few short timer tasks:
//!
//! 1. a copy of the page state plays its first legal input at fast speed,
//!    steps through it and derives the views (engine, reducer, `ui` code);
//! 2. a small Goré board is drawn into a detached element (never laid out or
//!    painted) before, during and after a sowing, the position editor opened
//!    on it and closed, then dropped (the component and Yew code paths a
//!    move, and opening and closing the editor, run).
//!
//! Before the first render, the same for the start itself: the first
//! render's views worked out once in the first state's task
//! ([`rehearse_views`]), Yew's own code run on an empty move list in a task
//! of its own ([`rehearse_yew`]).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;
use yew::AppHandle;

use crate::engine::{Input, Rules, Variant};
use crate::ui::decisions::DecisionView;
use crate::ui::editor::Editor;
use crate::ui::narration::{after_change, last_move_words, summarize};
use crate::ui::settings::Speed;
use crate::ui::view::{shown_inputs, turn_lines, BoardView, TurnLine};

use super::after_paint::{after_paint, AfterPaint};
use super::board::Board;
use super::decisions::DecisionBar;
use super::editor::EditorPage;
use super::moves::{MoveList, MoveListProps};
use super::state::{Action, AppState};

/// Milliseconds between the rehearsal's tasks, so frames render in between.
const GAP_MS: u32 = 30;

/// What the rehearsal draws: the parts of the page a move changes.
#[derive(Properties, PartialEq, Clone)]
pub struct SceneProps {
    board: BoardView,
    decisions: DecisionView,
    turns: Rc<[TurnLine]>,
    /// How many of the three parts are drawn (the board, then the status,
    /// then the move list): the scene is first drawn a part a task, as
    /// whole it was one task of 80-115 ms at 4× CPU throttle (traced).
    parts: u8,
    /// The position editor in the game's place, as opening it draws it (its
    /// code, compiled as it first ran, was 13 ms of the task that opened it
    /// at 4× CPU throttle, traced; issue 26).
    editor: Option<(Editor, BoardView)>,
}

#[function_component(Scene)]
fn scene(p: &SceneProps) -> Html {
    if let Some((editor, view)) = &p.editor {
        return html! {
            <EditorPage editor={editor.clone()} view={view.clone()} lang={crate::ui::texts::Lang::En}
                message={None::<String>} on_action={Callback::noop()} cursor={None} on_cursor={Callback::noop()} />
        };
    }
    html! { <>
        if p.parts >= 2 {
            <DecisionBar view={p.decisions.clone()} on_action={Callback::noop()} on_read={Callback::noop()}
                variant={p.board.variant} share={None::<AttrValue>} share_box={None} embed=false fold={crate::ui::fold::Fold::None} />
        }
        <Board view={p.board.clone()} on_pit={Callback::noop()} cursor={None} on_cursor={Callback::noop()} />
        if p.parts >= 3 {
            <MoveList turns={p.turns.clone()} lang={crate::ui::texts::Lang::En} />
        }
    </> }
}

fn scene_props(s: &AppState) -> SceneProps {
    let announce = summarize(s.session.last_move().1, s.position().layout(), s.lang);
    SceneProps {
        board: BoardView::new(s, None),
        decisions: DecisionView::new(s, &announce),
        turns: turn_lines(&s.session, shown_inputs(s), s.lang),
        parts: 3,
        editor: s.editor().cloned().zip(BoardView::editing(s, None)),
    }
}

/// Before the first render, in the first state's own task: the views the
/// first render works out (the board's, the status's, the move list, the
/// narration, the record, the share link) worked out once and dropped, so
/// that their code is compiled there. The first render (`ui::staging`'s
/// frame) ran about 410 wasm functions for the first time, each compiled as
/// it ran, in a task of 55-85 ms at 4× CPU throttle; this moves about 80 of
/// them into the first state's task of about 15 ms (traced on Goré).
pub fn rehearse_views(state: &AppState) {
    // `black_box`: the results are dropped, and without it the optimiser
    // may drop the work that makes them too.
    use std::hint::black_box;
    black_box(scene_props(state));
    black_box(last_move_words(&state.session, state.lang));
    black_box(after_change(state));
    black_box(crate::ui::records::record_text(state, None));
    black_box(match state.embed {
        true => crate::ui::share::full_page_query(state, ""),
        false => crate::ui::share::share_query(state),
    });
}

/// Before the first render, in a task of its own: an empty move list
/// drawn into a detached element, then dropped, and `then` a task later.
/// Yew's own code that every render runs (its scheduler, the patching of
/// elements, lists, texts and listeners) is compiled here, not in the
/// first render's task: on Bao's page at 4× CPU throttle, that task ran 327
/// functions for the first time in 36-61 ms, and 244 in 29-42 ms with this
/// before it, itself a task of 22-42 ms (traced, four loads each). (A
/// component of its own for this cost 1.5 KB before the first board; the
/// move list is on the page anyway.)
pub fn rehearse_yew(then: impl FnOnce() + 'static) {
    let Some(Ok(root)) = web_sys::window()
        .and_then(|w| w.document())
        .map(|d| d.create_element("div"))
    else {
        return then();
    };
    let props = MoveListProps {
        turns: Rc::from([]),
        lang: crate::ui::texts::Lang::En,
        preview: None,
        on_action: Callback::noop(),
    };
    let handle = yew::Renderer::<MoveList>::with_root_and_props(root, props).render();
    Timeout::new(0, move || {
        handle.destroy();
        then();
    })
    .forget();
}

/// The first legal input, as a click would give it.
fn first_action(s: &AppState) -> Option<Action> {
    Some(match *s.legal.first()? {
        Input::Sow(p) | Input::Pick(p) => Action::Pit(p),
        other => Action::Play(other),
    })
}

/// Step 1: the page's own game, played on a copy (nothing is drawn).
fn rehearse_state(state: &AppState) {
    let mut copy = state.clone();
    copy.speed = Speed::Fast;
    let Some(action) = first_action(&copy) else {
        return;
    };
    copy.apply(action);
    for _ in 0..3 {
        copy.apply(Action::Step);
        let _ = scene_props(&copy);
    }
    copy.apply(Action::SkipAnimation);
    let _ = scene_props(&copy);
}

/// Runs the rehearsal once the page has been painted: at the next animation
/// frame (the one that paints the first board), then `delay_ms` later, so
/// that on a slow phone the rehearsal never runs between the first board's
/// DOM and its first paint (issue 26: it delayed that paint by two tasks).
/// Dropping the returned guard before then cancels it.
pub fn start(state: &AppState, delay_ms: u32) -> AfterPaint {
    let state = state.clone();
    after_paint(delay_ms, move || {
        rehearse_state(&state);
        Timeout::new(GAP_MS, draw_out_of_sight).forget();
    })
}

/// Step 2: a Goré board drawn (a part a task), sown, edited and dropped in
/// a detached element, one task per stage.
fn draw_out_of_sight() {
    let Some(Ok(root)) = web_sys::window()
        .and_then(|w| w.document())
        .map(|d| d.create_element("div"))
    else {
        return;
    };
    let mut game = AppState::new(Rules::new(Variant::Gore), Speed::Fast, None, vec![]);
    let opening = scene_props(&game);
    let handle: Rc<RefCell<Option<AppHandle<Scene>>>> = Rc::new(RefCell::new(Some(
        yew::Renderer::<Scene>::with_root_and_props(
            root,
            SceneProps {
                parts: 1,
                ..opening.clone()
            },
        )
        .render(),
    )));
    let mut stages: Vec<SceneProps> = vec![
        SceneProps {
            parts: 2,
            ..opening.clone()
        },
        opening,
    ];
    if let Some(action) = first_action(&game) {
        game.apply(action);
        game.apply(Action::Step);
        game.apply(Action::Step);
        stages.push(scene_props(&game));
        game.apply(Action::SkipAnimation);
        stages.push(scene_props(&game));
    }
    // The editor opened on it and closed again.
    game.apply(Action::OpenEditor);
    stages.push(scene_props(&game));
    game.apply(Action::CloseEditor);
    stages.push(scene_props(&game));
    next_stage(handle, stages);
}

/// Shows the next stage in its own task, then drops the scene.
fn next_stage(handle: Rc<RefCell<Option<AppHandle<Scene>>>>, mut stages: Vec<SceneProps>) {
    Timeout::new(GAP_MS, move || {
        if stages.is_empty() {
            if let Some(h) = handle.borrow_mut().take() {
                h.destroy();
            }
            // Said on `<html data-warm="done">`, for the timing tests: what
            // they time from here on is the page's own work, not this.
            if let Some(e) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
            {
                let _ = e.set_attribute("data-warm", "done");
            }
            return;
        }
        let props = stages.remove(0);
        if let Some(h) = handle.borrow_mut().as_mut() {
            h.update(props);
        }
        next_stage(handle, stages);
    })
    // A one-off chain that ends by itself; nothing is left to cancel.
    .forget();
}

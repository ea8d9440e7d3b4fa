//! The browser app (wasm32 only): Yew components over the engine. The reducer
//! in `state` holds the game; a gloo timer steps the playback of each move.

mod board;
mod decisions;
mod info;
mod picker;
mod pit;
mod state;

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::engine::{Input, Pit, Player};
use crate::ui::playback::summarize;
use crate::ui::query::{parse_query, to_query, Speed};
use board::Board;
use decisions::Decisions;
use info::{MoveList, ResultPanel, SidePanel};
use picker::Picker;
use state::{Action, AppState, Panel};

/// Mounts the app on the page's `<body>`.
pub fn start() {
    std::panic::set_hook(Box::new(show_panic));
    yew::Renderer::<App>::new().render();
}

/// Never a blank page: should a bug ever panic, say so on the page (and in the
/// console) with a way back, instead of leaving a dead board.
fn show_panic(info: &std::panic::PanicHookInfo<'_>) {
    gloo::console::error!(format!("mancala: {info}"));
    let Some(doc) = window().and_then(|w| w.document()) else {
        return;
    };
    if let (Some(body), Ok(note)) = (doc.body(), doc.create_element("div")) {
        note.set_class_name("crash");
        note.set_inner_html(
            "Sorry: the game hit an internal error and stopped. \
             <a href=\"\">Reload the page</a> to start again.",
        );
        let _ = body.prepend_with_node_1(&note);
    }
}

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// The initial state from the URL; `prefers-reduced-motion` turns animation off
/// unless the URL names a speed.
fn initial_state() -> AppState {
    let search = window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let q = parse_query(&search);
    let reduce = window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches());
    let speed = if reduce && !search.contains("speed=") {
        Speed::Instant
    } else {
        q.speed
    };
    AppState::new(q.rules, speed, q.position.as_deref(), q.problems)
}

/// Keeps the address bar in step with the game and speed, so a link (or a wiki
/// embed) opens the same thing.
fn sync_url(state: &AppState) {
    let query = to_query(&state.rules, state.speed);
    if let Some(h) = window().and_then(|w| w.history().ok()) {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query));
    }
}

/// The whole page.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(initial_state);
    let dispatch = {
        let state = state.clone();
        Callback::from(move |a: Action| state.dispatch(a))
    };

    // Warm-up, once, just after the first paint: play the first legal input on a
    // copy and replay its events, so the first real click does not pay for
    // compiling those code paths (measured: it made one 55–65 ms task).
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let timer = Timeout::new(50, move || {
                let mut copy = (*state.session).clone();
                if let Some(&input) = state.legal.first() {
                    if copy.play(input).is_ok() {
                        let (before, events) = copy.last_move();
                        let mut p = crate::ui::playback::Playback::new(before, events.to_vec());
                        p.finish();
                        let _ = copy.position().legal();
                    }
                }
            });
            move || drop(timer)
        });
    }

    // Playback: one timer per event shown; dropping it (on change) cancels it.
    {
        let state = state.clone();
        let key = state.playback.as_ref().map(|p| p.progress());
        use_effect_with(key, move |_| {
            let timer = state.playback.as_ref().filter(|p| !p.done()).map(|p| {
                let delay = p.next_delay(state.speed);
                let state = state.clone();
                Timeout::new(delay, move || state.dispatch(Action::Step))
            });
            move || drop(timer)
        });
    }
    // The address follows later changes of game, options or speed; the first
    // render keeps the URL as given (with any `position`).
    {
        let first = use_mut_ref(|| true);
        let state = state.clone();
        use_effect_with((state.rules, state.speed), move |_| {
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                sync_url(&state);
            }
        });
    }

    let pos = *state.position();
    let animating = state.animating();
    let over = pos.result();
    let legal_pits: Rc<Vec<Pit>> = Rc::new(if animating {
        vec![]
    } else if state.offer.is_some() {
        // Composing an offer: every pit of the mover's may be toggled.
        pos.layout()
            .pits()
            .filter(|&p| pos.board().owner(p) == pos.to_move())
            .collect()
    } else {
        state
            .legal
            .iter()
            .filter_map(|i| match *i {
                Input::Sow(p) | Input::Pick(p) => Some(p),
                _ => None,
            })
            .collect()
    });
    let shown = state
        .playback
        .as_ref()
        .filter(|p| !p.done())
        .map(|p| (p.shown.board, p.shown.captured, p.shown.hand));
    let focus = state
        .playback
        .as_ref()
        .filter(|p| !p.done())
        .and_then(|p| p.focus);
    let flight = state.playback.as_ref().filter(|p| !p.done()).and_then(|p| {
        let ms = state.speed.step_ms() * 2;
        p.flight.map(|fl| (fl, p.progress().0, ms))
    });
    // Narrow screens get long boards drawn upright, about 1.3 screens tall.
    let vertical = window().and_then(|w| {
        let width = w.inner_width().ok()?.as_f64()?;
        let height = w.inner_height().ok()?.as_f64()?;
        let g = crate::ui::geometry::Geometry::new(pos.layout(), false).upright(true);
        (width < 700.0 && pos.layout().columns > 8)
            .then(|| (1.3 * height * g.width() / g.height()).max(160.0) as u32)
    });
    let flipped = state.auto_turn && over.is_none() && pos.to_move() == Player::North;
    let on_pit = dispatch.reform(Action::Pit);
    let to_move = if over.is_some() {
        String::new()
    } else {
        pos.to_move().letter().to_string()
    };
    let variant = pos.rules().variant();
    let layout = pos.layout();
    let caption = AttrValue::from(
        state
            .playback
            .as_ref()
            .map(|p| p.caption.clone())
            .unwrap_or_default(),
    );
    let announce = AttrValue::from(summarize(state.session.last_move().1, layout));
    let turns: Rc<Vec<(Player, String)>> = Rc::new(
        state
            .session
            .turns()
            .into_iter()
            .map(|(who, inputs)| {
                let tokens: Vec<String> = inputs.iter().map(|i| i.notation(layout)).collect();
                (who, tokens.join(" "))
            })
            .collect(),
    );
    html! {
        <main class={classes!("app", state.auto_turn.then_some("auto-turn"))}>
            <header class="top">
                <h1>{ "Mancala" }<span class="game-name">{ variant.title() }</span></h1>
                <nav class="links">
                    <button class={classes!((state.panel == Panel::Rules).then_some("on"))}
                        onclick={dispatch.reform(|_| Action::Show(Panel::Rules))}>{ "Rules" }</button>
                    <button class={classes!((state.panel == Panel::About).then_some("on"))}
                        onclick={dispatch.reform(|_| Action::Show(Panel::About))}>{ "About" }</button>
                </nav>
            </header>
            <Picker rules={state.rules} speed={state.speed} auto_turn={state.auto_turn}
                    on_action={dispatch.clone()} />
            { for state.problems.iter().map(|p| html! { <p class="notice" role="alert">{ p }</p> }) }
            <div class={classes!("layout", (layout.columns > 12).then_some("wide"))}>
                <section class="play"
                    data-game={variant.id()}
                    data-to-move={to_move}
                    data-awaiting={pos.awaiting().word().unwrap_or("")}
                    data-animating={animating.to_string()}>
                    <Decisions pos={pos} legal={Rc::new(state.legal.clone())} offer={state.offer}
                        animating={animating} caption={caption} announce={announce}
                        message={state.message.clone().map(AttrValue::from)}
                        can_undo={state.session.can_undo()} can_redo={state.session.can_redo()}
                        on_action={dispatch.clone()} />
                    <Board pos={pos} shown={shown} focus={focus} flight={flight} legal={legal_pits}
                           selected={state.offer.unwrap_or_default()} flipped={flipped} vertical={vertical} on_pit={on_pit} />
                    <p class="hint">{ crate::ui::texts::sowing_hint(variant) }</p>
                    if let Some(o) = over {
                        if !animating {
                            <ResultPanel outcome={o} variant={variant} tally={state.tally}
                                match_games={state.match_games} on_action={dispatch.clone()} />
                        }
                    }
                </section>
                <aside class="side">
                    <MoveList turns={turns} />
                    if state.panel != Panel::None {
                        <SidePanel panel={state.panel} variant={variant} on_action={dispatch.clone()} />
                    }
                </aside>
            </div>
        </main>
    }
}

//! The browser app (wasm32 only): Yew components drawing the engine's positions.

mod board;
mod state;

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{Input, Pit, Variant};
use crate::ui::query::parse_query;
use board::Board;
use state::{Action, GameState};

/// Mounts the app on the page's `<body>`.
pub fn start() {
    yew::Renderer::<App>::new().render();
}

fn query_string() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The whole page: the game named by the URL, its board and its status line.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(|| GameState::from_query(&parse_query(&query_string())));
    let pos = *state.game.position();
    let layout = pos.layout();
    let legal_pits: Rc<Vec<Pit>> = Rc::new(
        state
            .legal
            .iter()
            .filter_map(|i| match *i {
                Input::Sow(p) | Input::Pick(p) => Some(p),
                _ => None,
            })
            .collect(),
    );
    let on_pit = {
        let state = state.clone();
        Callback::from(move |p: Pit| state.dispatch(Action::Pit(p)))
    };
    // Buttons for the legal inputs that are not pits: pass, answers, head choices.
    let decisions = state.legal.iter().filter_map(|&input| {
        let (action, label) = match input {
            Input::Pass => ("pass", "Pass"),
            Input::Accept => ("accept", "Accept the offer"),
            Input::Decline => ("decline", "Decline the offer"),
            Input::Continue => ("continue", "Continue sowing"),
            Input::Stop => ("stop", "Stop here"),
            _ => return None,
        };
        let state = state.clone();
        let onclick = Callback::from(move |_| state.dispatch(Action::Play(input)));
        Some(html! { <button data-action={action} {onclick}>{ label }</button> })
    });
    let on_new = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Action::NewGame))
    };
    let variant = pos.rules().variant;
    let over = pos.result();
    let status = match over {
        Some(o) => match o.winner {
            Some(w) => format!(
                "{w} wins {}–{} ({})",
                o.score[w],
                o.score[w.other()],
                o.reason.phrase()
            ),
            None => format!(
                "Draw {}–{} ({})",
                o.score.south,
                o.score.north,
                o.reason.phrase()
            ),
        },
        None => format!("{} to move", pos.to_move()),
    };
    let to_move = if over.is_some() {
        String::new()
    } else {
        pos.to_move().letter().to_string()
    };
    html! {
        <main class="app">
            <header class="top">
                <h1>{ "Mancala" }<span class="game-name">{ variant.title() }</span></h1>
                <nav class="games">
                    { for Variant::ALL.iter().map(|v| html! {
                        <a href={format!("?game={}", v.id())}
                           class={classes!("game-link", (*v == variant).then_some("current"))}>
                            { v.title() }
                        </a>
                    }) }
                </nav>
            </header>
            { for state.problems.iter().map(|p| html! { <p class="notice" role="alert">{ p }</p> }) }
            <section class="play"
                data-game={variant.id()}
                data-to-move={to_move}
                data-awaiting={pos.awaiting().word().unwrap_or("")}
                data-animating="false">
                <p class="status" aria-live="polite">{ status }</p>
                <Board pos={pos} legal={legal_pits} flipped={false} on_pit={on_pit} />
                if let Some(msg) = &state.message {
                    <p class="message">{ msg }</p>
                }
                <div class="controls">
                    { for decisions }
                    <button data-action="new-game" onclick={on_new}>{ "New game" }</button>
                </div>
                if let Some(o) = over {
                    <div class="result" data-result=""
                        data-winner={o.winner.map_or("draw".to_string(), |w| w.letter().to_string())}
                        data-score-s={o.score.south.to_string()}
                        data-score-n={o.score.north.to_string()}>
                        { format!("Game over: South {}, North {}", o.score.south, o.score.north) }
                    </div>
                }
            </section>
            <footer>{ format!("Board: {} columns × {} rows", layout.columns, layout.rows()) }</footer>
        </main>
    }
}

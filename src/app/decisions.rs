//! The line above the board: the prompt, the decision buttons, the last move in
//! words, the last refusal, and undo / redo / new game. What it says and offers
//! is worked out in `ui::decisions`; this only draws it.

use yew::prelude::*;

use crate::ui::decisions::{Button, Choice, DecisionView};

use super::state::{Action, Nav};

/// What the decision bar needs.
#[derive(Properties, PartialEq)]
pub struct DecisionProps {
    /// What to show.
    pub view: DecisionView,
    /// Where actions go.
    pub on_action: Callback<Action>,
    /// The share link's query, where sharing is offered (not in a frame).
    #[prop_or_default]
    pub share: Option<AttrValue>,
}

fn button(b: Button, hinted: Option<Choice>, on: &Callback<Action>) -> Html {
    let action = b.choice.action();
    let onclick = on.reform(move |_| action.clone());
    let hint = hinted == Some(b.choice);
    match b.choice.hook() {
        Some(hook) => html! {
            <button data-action={hook} disabled={!b.enabled} {onclick}
                class={classes!(hint.then_some("hinted"))}
                data-hint={hint.then_some("true")}>{ b.choice.label() }</button>
        },
        // Skipping the playback is no game input: it has no contract hook.
        None => html! { <button class="skip" {onclick}>{ b.choice.label() }</button> },
    }
}

/// The decision bar.
#[function_component(Decisions)]
pub fn decisions(p: &DecisionProps) -> Html {
    let v = &p.view;
    let on = &p.on_action;
    let side = v.side.map_or("none", super::pit::side_class);
    html! {
        <div class="decisions">
            <p class={classes!("prompt", format!("to-{side}"), v.thinking.then_some("thinking"))}
               data-prompt="" aria-live="polite">
                if v.thinking {
                    <span class="spinner" aria-hidden="true"></span>
                }
                { v.prompt.clone() }
            </p>
            if let Some(left) = v.picks_left {
                <p class="picks-left" data-picks-left={left.to_string()}>{ format!("Picks left: {left}") }</p>
            }
            if let Some(a) = &v.announce {
                <p class="announce">{ a.clone() }</p>
            }
            if let Some(m) = &v.message {
                <p class="message" role="alert">{ m.clone() }</p>
            }
            <div class="controls">
                <>{ for v.buttons.iter().map(|&b| button(b, v.hinted, on)) }</>
                <span class="spacer"></span>
                if let Some((ply, recorded)) = v.nav {
                    <button data-action="first" disabled={ply == 0} title="The start (Home)"
                        onclick={on.reform(|_| Action::Go(Nav::First))}>{ "|◀" }</button>
                    <button data-action="prev" disabled={ply == 0} title="One input back (←)"
                        onclick={on.reform(|_| Action::Go(Nav::Prev))}>{ "◀" }</button>
                    <button data-action="next" disabled={ply >= recorded} title="One input on (→)"
                        onclick={on.reform(|_| Action::Go(Nav::Next))}>{ "▶" }</button>
                    <button data-action="last" disabled={ply >= recorded} title="The end (End)"
                        onclick={on.reform(|_| Action::Go(Nav::Last))}>{ "▶|" }</button>
                } else {
                    if let Some(enabled) = v.hint {
                        <button data-action="hint" disabled={!enabled}
                            title="Show what the computer at Hard would choose"
                            onclick={on.reform(|_| Action::Hint)}>{ "Hint" }</button>
                    }
                    if let Some(paused) = v.paused {
                        <button data-action="pause" aria-pressed={paused.to_string()}
                            onclick={on.reform(|_| Action::TogglePause)}>
                            { if paused { "▶ Go on" } else { "⏸ Pause" } }</button>
                        <button data-action="step" disabled={!paused}
                            title="Let the computer make one decision"
                            onclick={on.reform(|_| Action::StepComputer)}>{ "Step" }</button>
                    }
                    <button data-action="undo" disabled={!v.can_undo} title="Take back the last turn"
                        onclick={on.reform(|_| Action::Undo)}>{ "↶ Undo" }</button>
                    <button data-action="redo" disabled={!v.can_redo} title="Replay the turn taken back"
                        onclick={on.reform(|_| Action::Redo)}>{ "↷ Redo" }</button>
                    <button data-action="new-game" onclick={on.reform(|_| Action::NewGame)}>{ "New game" }</button>
                    if let Some(q) = &p.share {
                        <super::share::Share query={q.to_string()} />
                    }
                }
            </div>
        </div>
    }
}

//! The line above the board: whose turn, what the rules ask for now, and the
//! buttons for every decision (Goré offers and answers, Tsoro heads, passes),
//! plus the playback controls and undo / redo / new game.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{Awaiting, Input, PitSet, Position, MAX_OFFER, PRICE_PER_PIT};

use super::state::Action;

/// What the decision bar needs.
#[derive(Properties, PartialEq)]
pub struct DecisionProps {
    /// The position now.
    pub pos: Position,
    /// Its legal inputs.
    pub legal: Rc<Vec<Input>>,
    /// Goré: the offer being composed.
    pub offer: Option<PitSet>,
    /// A move is being played back.
    pub animating: bool,
    /// Words for the event being shown.
    pub caption: AttrValue,
    /// Words about the last input as a whole.
    pub announce: AttrValue,
    /// The last refusal or hint.
    pub message: Option<AttrValue>,
    /// Undo and redo are possible.
    pub can_undo: bool,
    /// See `can_undo`.
    pub can_redo: bool,
    /// Where actions go.
    pub on_action: Callback<Action>,
}

fn pit_list(pos: &Position, pits: PitSet) -> String {
    let l = pos.layout();
    let v: Vec<String> = pits.iter().map(|p| l.name(p)).collect();
    v.join(", ")
}

fn button(action: &'static str, label: &str, a: Action, on: &Callback<Action>) -> Html {
    html! { <button data-action={action} onclick={on.reform(move |_| a.clone())}>{ label }</button> }
}

/// The decision bar.
#[function_component(Decisions)]
pub fn decisions(p: &DecisionProps) -> Html {
    let pos = &p.pos;
    let on = &p.on_action;
    let me = pos.to_move();
    let them = me.other();
    let mut prompt = String::new();
    let mut buttons: Vec<Html> = vec![];
    if pos.result().is_some() {
        prompt = "Game over.".into();
    } else if p.animating {
        prompt = format!("Sowing… {}", p.caption);
        buttons.push(html! {
            <button class="skip" onclick={on.reform(|_| Action::SkipAnimation)}>{ "Skip to end" }</button>
        });
    } else {
        match pos.awaiting() {
            Awaiting::Move => {
                prompt = if let Some(mask) = p.offer {
                    let k = mask.len() as u16;
                    let price = PRICE_PER_PIT * k;
                    let has = pos.captured()[them];
                    let problem = if k == 0 {
                        Some(format!(
                            "Click 1 to {MAX_OFFER} of your pits to offer them."
                        ))
                    } else {
                        pos.gore_offer_problem(mask)
                            .map(|e| format!("Not possible: {e}."))
                    };
                    buttons.push(html! {
                        <button data-action="confirm-offer" disabled={problem.is_some()}
                            onclick={on.reform(|_| Action::ConfirmOffer)}>{ "Make this offer" }</button>
                    });
                    buttons.push(button("cancel-offer", "Cancel", Action::CancelOffer, on));
                    format!(
                        "{me}, offer pits to {them}: {} — price {k} × {PRICE_PER_PIT} = {price} of {them}'s {has} captured cows. {}",
                        if k == 0 { "none chosen".into() } else { pit_list(pos, mask) },
                        problem.unwrap_or_default()
                    )
                } else {
                    let mut s = format!("{me} to move: choose a highlighted pit.");
                    if pos.must_feed() {
                        s = format!(
                            "{them}'s row is empty: {me} must choose a move that feeds it (U6)."
                        );
                    }
                    if p.legal.contains(&Input::Pass) {
                        s = format!("{me} has no seeds to sow and must pass.");
                    }
                    s
                };
            }
            Awaiting::TradeResponse { offered } => {
                let k = offered.len() as u16;
                prompt = format!(
                    "{them} offers {} to {me}. Accepting costs {me} {} captured cows ({PRICE_PER_PIT} into each pit); declining makes a win by {me} a victory without glory (G8).",
                    pit_list(pos, offered),
                    PRICE_PER_PIT * k
                );
            }
            Awaiting::HeadChoice { pit } => {
                prompt = format!(
                    "{me}'s last stone reached the head {}, which holds {} stones: lift them and continue, or stop here (T6)?",
                    pos.layout().name(pit),
                    pos.in_hand()
                );
            }
            Awaiting::BonusPick { left } => {
                prompt = format!(
                    "Bonus capture (T10): {me}, pick {left} more of {them}'s pits (not a head, not empty).",
                );
            }
            Awaiting::Over => {}
        }
        for &input in p.legal.iter() {
            let b = match input {
                Input::Pass => button("pass", "Pass", Action::Play(input), on),
                Input::Accept => button("accept", "Accept the offer", Action::Play(input), on),
                Input::Decline => button("decline", "Decline", Action::Play(input), on),
                Input::Continue => button("continue", "Continue sowing", Action::Play(input), on),
                Input::Stop => button("stop", "Stop here", Action::Play(input), on),
                _ => continue,
            };
            buttons.push(b);
        }
        if p.offer.is_none() && p.legal.iter().any(|i| matches!(i, Input::Offer(_))) {
            buttons.push(button("offer", "Offer a trade…", Action::StartOffer, on));
        }
    }
    let bonus = match pos.awaiting() {
        Awaiting::BonusPick { left } => Some(left),
        _ => None,
    };
    html! {
        <div class="decisions">
            <p class={classes!("prompt", format!("to-{}", if pos.result().is_some() { "none" } else { super::pit::side_class(me) }))}
               aria-live="polite">{ prompt }</p>
            if let Some(left) = bonus {
                <p class="picks-left" data-picks-left={left.to_string()}>{ format!("Picks left: {left}") }</p>
            }
            if !p.announce.is_empty() && !p.animating {
                <p class="announce">{ format!("Last move: {}.", p.announce) }</p>
            }
            if let Some(m) = &p.message {
                <p class="message" role="alert">{ m.clone() }</p>
            }
            <div class="controls">
                { for buttons }
                <span class="spacer"></span>
                <button data-action="undo" disabled={!p.can_undo} title="Take back the last turn"
                    onclick={on.reform(|_| Action::Undo)}>{ "↶ Undo" }</button>
                <button data-action="redo" disabled={!p.can_redo} title="Replay the turn taken back"
                    onclick={on.reform(|_| Action::Redo)}>{ "↷ Redo" }</button>
                <button data-action="new-game" onclick={on.reform(|_| Action::NewGame)}>{ "New game" }</button>
            </div>
        </div>
    }
}

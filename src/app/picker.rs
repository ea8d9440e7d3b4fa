//! The game picker: the five games with a line each, each game's options, the
//! animation speed and the board-turning switch. Changing game or options
//! starts a new game.

use yew::prelude::*;

use crate::engine::{ByPlayer, OptionSpec, Player, Rules, Variant};
use crate::ui::computer::Seat;
use crate::ui::query::Speed;
use crate::ui::texts::tagline;

use super::state::Action;

/// What the picker shows.
#[derive(Properties, PartialEq)]
pub struct PickerProps {
    /// The game and options now.
    pub rules: Rules,
    /// The animation speed now.
    pub speed: Speed,
    /// Whether the board turns to the player to move.
    pub auto_turn: bool,
    /// Who plays each side.
    pub seats: ByPlayer<Seat>,
    /// Where changes go.
    pub on_action: Callback<Action>,
}

/// One `<select>` of an option, from the game's option table, sending the new
/// rules on change.
fn option_select(spec: &'static OptionSpec, rules: Rules, on: &Callback<Action>) -> Html {
    let key = spec.key;
    let onchange = on.reform(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        let mut r = rules;
        let _ = r.set_option(key, &v); // values come from the spec's list
        Action::SetRules(r)
    });
    let current = rules.value(key).unwrap_or(spec.default_value());
    html! {
        <label class="option">{ spec.label }
            <select data-option={key} {onchange}>
                { for spec.values.iter().map(|v| html! {
                    <option value={*v} selected={current == *v}>{ *v }</option>
                }) }
            </select>
        </label>
    }
}

/// The `<select>` of who plays one side (`data-seat="S"|"N"`).
fn seat_select(side: Player, now: Seat, on: &Callback<Action>) -> Html {
    let onchange = on.reform(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetSeat(side, Seat::parse(&v).unwrap_or(Seat::Human))
    });
    html! {
        <label class="option seat">{ side.name() }
            <select data-seat={side.letter().to_string()} {onchange}>
                { for Seat::ALL.iter().map(|s| html! {
                    <option value={s.word()} selected={*s == now}>{ s.label() }</option>
                }) }
            </select>
        </label>
    }
}

/// One click between a friend at the same screen and the computer.
fn opponent_switch(seats: ByPlayer<Seat>, on: &Callback<Action>) -> Html {
    let against_computer = seats.south != Seat::Human || seats.north != Seat::Human;
    let (label, next) = if against_computer {
        ("Two players", Seat::Human)
    } else {
        ("Play the computer", crate::ui::query::DEFAULT_SEATS.north)
    };
    let onclick = on.reform(move |_| {
        Action::SetSeats(ByPlayer {
            south: Seat::Human,
            north: next,
        })
    });
    html! { <button class="opponent" data-action="opponent" {onclick}>{ label }</button> }
}

/// The picker bar.
#[function_component(Picker)]
pub fn picker(p: &PickerProps) -> Html {
    let on = &p.on_action;
    let r = p.rules;
    let options: Html = r
        .variant()
        .option_specs()
        .iter()
        .map(|spec| option_select(spec, r, on))
        .collect();
    let speed_change = on.reform(|e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetSpeed(Speed::parse(&v).unwrap_or_default())
    });
    html! {
        <div class="picker">
            <nav class="games" aria-label="Games">
                { for Variant::ALL.iter().map(|&v| html! {
                    <button class={classes!("game-card", (v == r.variant()).then_some("current"))}
                        data-pick-game={v.id()} title={tagline(v)}
                        onclick={on.reform(move |_| Action::SetRules(Rules::new(v)))}>
                        <strong>{ v.title() }</strong>
                        <small>{ tagline(v) }</small>
                    </button>
                }) }
            </nav>
            <div class="options">
                { seat_select(Player::South, p.seats.south, on) }
                { seat_select(Player::North, p.seats.north, on) }
                { opponent_switch(p.seats, on) }
                { options }
                <label class="option">{ "Speed" }
                    <select data-option="speed" onchange={speed_change}>
                        { for Speed::ALL.iter().map(|s| html! {
                            <option value={s.word()} selected={*s == p.speed}>{ s.word() }</option>
                        }) }
                    </select>
                </label>
                <label class="option check">
                    <input type="checkbox" checked={p.auto_turn}
                        onchange={on.reform(|_| Action::ToggleAutoTurn)} />
                    { "Turn the board to the player to move" }
                </label>
            </div>
        </div>
    }
}

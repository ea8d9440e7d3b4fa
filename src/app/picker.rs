//! The game picker: the five games with a line each, each game's options, the
//! players, the animation speed, the board-turning switch, the language and
//! the theme. Changing game or options starts a new game.

use yew::prelude::*;

use crate::engine::ai::Level;
use crate::engine::{ByPlayer, OptionSpec, Player, Rules, Variant};
use crate::ui::settings::{Seat, Speed, Theme};
use crate::ui::texts::{lookup, player_word, tagline, text, Lang};

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
    /// The reader's level in this game: whom "Play the computer" seats.
    pub level: Level,
    /// The page's language.
    pub lang: Lang,
    /// The colour theme chosen.
    pub theme: Theme,
    /// A lesson or puzzles: only speed, language and theme (its panel links
    /// the other games; seats and options are the course's).
    pub course: bool,
    /// Where changes go.
    pub on_action: Callback<Action>,
}

/// One `<select>` of an option, from the game's option table, sending the new
/// rules on change.
fn option_select(
    spec: &'static OptionSpec,
    rules: Rules,
    lang: Lang,
    on: &Callback<Action>,
) -> Html {
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
    // What each value means (A9's two owners of the last four, T15's single
    // head of 3 stones), and which one the rules name as the default.
    let shown = |v: &str| -> String {
        let name = lookup(lang, &format!("option-{key}-{v}")).unwrap_or_else(|| v.to_string());
        if key == "columns" && v == TRADITIONAL_COLUMNS {
            // Tsoro's 21 columns: the contract's default, the game's own size,
            // but not what the card opens for a first game.
            crate::ui::texts::fill(lang, "option-traditional", &[("value", &name)])
        } else if v == spec.default_value() {
            crate::ui::texts::fill(lang, "option-default", &[("value", &name)])
        } else {
            name
        }
    };
    html! {
        <label class="option">{ text(lang, &format!("option-{key}")) }
            <select data-option={key} {onchange}>
                { for spec.values.iter().map(|v| html! {
                    <option value={*v} selected={current == *v}>{ shown(v) }</option>
                }) }
            </select>
        </label>
    }
}

/// Tsoro's traditional board (T16), still the URL's default.
const TRADITIONAL_COLUMNS: &str = "21";

/// The rules a game card opens: the game's defaults, except Tsoro on 8
/// columns, a board a newcomer can take in (T16); the game already on the
/// board keeps its options, so a click on its own card loses nothing.
fn card_rules(v: Variant, now: Rules) -> Rules {
    if v == now.variant() {
        return now;
    }
    let mut r = Rules::new(v);
    for (key, value) in v.first_game_options() {
        let _ = r.set_option(key, value); // declared valid in the game's spec (games/<game>.rs)
    }
    r
}

/// The `<select>` of who plays one side (`data-seat="S"|"N"`).
fn seat_select(side: Player, now: Seat, lang: Lang, on: &Callback<Action>) -> Html {
    let onchange = on.reform(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        Action::SetSeat(side, Seat::parse(&v).unwrap_or(Seat::Human))
    });
    html! {
        <label class="option seat">{ player_word(side, lang) }
            <select data-seat={side.letter().to_string()} {onchange}>
                { for Seat::ALL.iter().map(|s| html! {
                    <option value={s.word()} selected={*s == now}>{ text(lang, &format!("seat-{}", s.word())) }</option>
                }) }
            </select>
        </label>
    }
}

/// One click between a friend at the same screen and the computer.
fn opponent_switch(seats: ByPlayer<Seat>, level: Level, lang: Lang, on: &Callback<Action>) -> Html {
    let against_computer = seats.south != Seat::Human || seats.north != Seat::Human;
    let (label, next) = if against_computer {
        (text(lang, "two-players"), Seat::Human)
    } else {
        (text(lang, "play-computer"), Seat::Computer(level))
    };
    let onclick = on.reform(move |_| {
        Action::SetSeats(ByPlayer {
            south: Seat::Human,
            north: next,
        })
    });
    html! { <button class="opponent" data-action="opponent" {onclick}>{ label }</button> }
}

/// The picker bar, drawn again only when what it shows changes (never
/// during a sowing).
#[function_component(Picker)]
pub fn picker(p: &PickerProps) -> Html {
    let on = &p.on_action;
    let r = p.rules;
    let lang = p.lang;
    let options: Html = r
        .variant()
        .option_specs()
        .iter()
        .map(|spec| option_select(spec, r, lang, on))
        .collect();
    let value = |e: Event| {
        e.target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value()
    };
    let speed_change =
        on.reform(move |e: Event| Action::SetSpeed(Speed::parse(&value(e)).unwrap_or_default()));
    let lang_change =
        on.reform(move |e: Event| Action::SetLang(value(e).parse().unwrap_or_default()));
    let theme_change =
        on.reform(move |e: Event| Action::SetTheme(Theme::parse(&value(e)).unwrap_or_default()));
    html! {
        <div class="picker">
            if !p.course {
                <nav class="games" aria-label={text(lang, "games")}>
                    { for Variant::ALL.iter().map(|&v| html! {
                        <button class={classes!("game-card", (v == r.variant()).then_some("current"))}
                            data-pick-game={v.id()} title={tagline(v, lang)}
                            onclick={on.reform(move |_| Action::SetRules(card_rules(v, r)))}>
                            <strong>{ v.title() }</strong>
                            <small>{ tagline(v, lang) }</small>
                        </button>
                    }) }
                </nav>
                { super::course::course_links(r.variant(), lang) }
            }
            <div class="options">
                if !p.course {
                    { seat_select(Player::South, p.seats.south, lang, on) }
                    { seat_select(Player::North, p.seats.north, lang, on) }
                    { opponent_switch(p.seats, p.level, lang, on) }
                    { options }
                }
                <label class="option">{ text(lang, "speed") }
                    <select data-option="speed" onchange={speed_change}>
                        { for Speed::ALL.iter().map(|s| html! {
                            <option value={s.word()} selected={*s == p.speed}>
                                { text(lang, &format!("speed-{}", s.word())) }
                            </option>
                        }) }
                    </select>
                </label>
                if !p.course {
                    <label class="option check">
                        <input type="checkbox" checked={p.auto_turn}
                            onchange={on.reform(|_| Action::ToggleAutoTurn)} />
                        { text(lang, "auto-turn") }
                    </label>
                }
                <label class="option">{ text(lang, "language") }
                    <select data-option="lang" onchange={lang_change}>
                        { for Lang::ALL.iter().map(|l| html! {
                            // Each language named in itself, so anyone finds theirs.
                            <option value={l.code()} lang={l.code()} selected={*l == lang}>
                                { l.name() }
                            </option>
                        }) }
                    </select>
                </label>
                <label class="option">{ text(lang, "theme") }
                    <select data-option="theme" onchange={theme_change}>
                        { for Theme::ALL.iter().map(|t| html! {
                            <option value={t.word()} selected={*t == p.theme}>
                                { text(lang, &format!("theme-{}", t.word())) }
                            </option>
                        }) }
                    </select>
                </label>
            </div>
        </div>
    }
}

//! One pit of the SVG board: hole, drawn seeds, count, name, owner colour, and
//! the marks for legal, selected, head and the playback's focus.

use yew::prelude::*;

use crate::engine::{Pit, Player};
use crate::ui::geometry::{Geometry, Point, PIT_RADIUS};
use crate::ui::playback::Mark;

/// Seeds drawn at most; the number says the rest.
const MAX_DRAWN_SEEDS: u32 = 24;

/// Everything one pit shows. Pits re-render only when these change.
#[derive(Properties, PartialEq, Clone)]
pub struct PitProps {
    /// Which pit.
    pub pit: Pit,
    /// Its contract name (`c1`).
    pub name: AttrValue,
    /// Centre.
    pub at: (f64, f64),
    /// Seeds shown now.
    pub count: u8,
    /// Owner now.
    pub owner: Player,
    /// The player to move may choose it now.
    pub legal: bool,
    /// Chosen for a Goré offer being composed.
    pub selected: bool,
    /// A Tsoro head (T2).
    pub head: bool,
    /// What the animation just did here.
    pub mark: Option<Mark>,
    /// Clicks.
    pub on_pit: Callback<Pit>,
}

/// CSS class of a player's colour.
pub fn side_class(p: Player) -> &'static str {
    match p {
        Player::South => "south",
        Player::North => "north",
    }
}

fn mark_class(m: Mark) -> &'static str {
    match m {
        Mark::Lift => "mark-lift",
        Mark::Drop => "mark-drop",
        Mark::Skip => "mark-skip",
        Mark::Take => "mark-take",
        Mark::Trade => "mark-trade",
        Mark::Head => "mark-head",
    }
}

/// One pit.
#[function_component(PitView)]
pub fn pit_view(p: &PitProps) -> Html {
    let c = Point {
        x: p.at.0,
        y: p.at.1,
    };
    let seeds = Geometry::seed_offsets(p.count as u32, MAX_DRAWN_SEEDS, PIT_RADIUS - 13.0);
    let onclick = {
        let (cb, pit) = (p.on_pit.clone(), p.pit);
        Callback::from(move |_| cb.emit(pit))
    };
    // Keyboard: a focused legal pit is chosen with Enter or Space.
    let onkeydown = {
        let (cb, pit) = (p.on_pit.clone(), p.pit);
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                cb.emit(pit)
            }
        })
    };
    let f = super::board::n;
    let label = format!(
        "pit {}, {} seed{}, {}{}",
        p.name,
        p.count,
        if p.count == 1 { "" } else { "s" },
        p.owner.name(),
        if p.head { ", head" } else { "" }
    );
    html! {
        <g class={classes!(
                "pit",
                side_class(p.owner),
                p.legal.then_some("legal"),
                p.selected.then_some("selected"),
                p.head.then_some("head"),
                p.mark.map(mark_class),
            )}
           data-pit={p.name.clone()}
           data-count={p.count.to_string()}
           data-owner={p.owner.letter().to_string()}
           data-legal={p.legal.then_some("true")}
           role="button"
           tabindex={p.legal.then_some("0")}
           aria-label={label}
           {onclick} {onkeydown}>
            if p.head {
                <circle class="head-ring" cx={f(c.x)} cy={f(c.y)} r={f(PIT_RADIUS + 5.0)} />
            }
            if p.legal {
                <circle class="legal-ring" cx={f(c.x)} cy={f(c.y)} r={f(PIT_RADIUS + 4.0)} />
            }
            <circle class="hole" cx={f(c.x)} cy={f(c.y)} r={f(PIT_RADIUS)} />
            { for seeds.iter().enumerate().map(|(i, s)| html! {
                <circle class={classes!("seed", format!("s{}", i % 3))}
                        cx={f(c.x + s.x)} cy={f(c.y + s.y)} r="6.5" />
            }) }
            <text class="count" x={f(c.x + PIT_RADIUS - 2.0)} y={f(c.y + PIT_RADIUS - 1.0)}>{ p.count }</text>
            <text class="name" x={f(c.x - PIT_RADIUS + 1.0)} y={f(c.y - PIT_RADIUS + 9.0)}>{ p.name.clone() }</text>
            if p.head {
                <text class="head-label" x={f(c.x)} y={f(c.y - PIT_RADIUS + 9.0)}>{ "head" }</text>
            }
        </g>
    }
}

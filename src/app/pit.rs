//! One pit of the SVG board: hole, drawn seeds, count, name, owner colour, and
//! the marks for legal, selected, head and the playback's focus.

use yew::prelude::*;

use crate::engine::{Pit, Player};
use crate::ui::geometry::{Geometry, Point, PIT_RADIUS};
use crate::ui::playback::Mark;
use crate::ui::view::PitState;

/// Seeds drawn at most; the number says the rest.
const MAX_DRAWN_SEEDS: u32 = 24;

/// One pit's props. Pits re-render only when these change: the click
/// callback is the page's one stable callback, so a playback step re-renders
/// just the pits it changed.
#[derive(Properties, PartialEq, Clone)]
pub struct PitProps {
    /// Which pit.
    pub pit: Pit,
    /// Its contract name (`c1`).
    pub name: AttrValue,
    /// Centre.
    pub at: Point,
    /// What it shows.
    pub state: PitState,
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
    let c = p.at;
    let PitState {
        count,
        owner,
        legal,
        selected,
        head,
        mark,
    } = p.state;
    let seeds = Geometry::seed_offsets(count as u32, MAX_DRAWN_SEEDS, PIT_RADIUS - 13.0);
    let deps = (p.pit, p.on_pit.clone());
    let onclick = use_callback(deps.clone(), |_: MouseEvent, (pit, cb)| cb.emit(*pit));
    // A mouse press does not move the focus onto the pit (the keyboard still
    // does): the click makes the pit unchoosable at once, and a focused pit
    // losing its tabindex made Chromium recompute the page's style for every
    // pit patched after it (measured 5–11 ms a click on a phone-speed CPU).
    let onmousedown = use_callback((), |e: MouseEvent, _| e.prevent_default());
    // Keyboard: a focused legal pit is chosen with Enter or Space.
    let onkeydown = use_callback(deps, |e: KeyboardEvent, (pit, cb)| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            cb.emit(*pit)
        }
    });
    let f = super::board::n;
    let label = format!(
        "pit {}, {} seed{}, {}{}",
        p.name,
        count,
        if count == 1 { "" } else { "s" },
        owner.name(),
        if head { ", head" } else { "" }
    );
    html! {
        <g class={classes!(
                "pit",
                side_class(owner),
                legal.then_some("legal"),
                selected.then_some("selected"),
                head.then_some("head"),
                mark.map(mark_class),
            )}
           data-pit={p.name.clone()}
           data-count={count.to_string()}
           data-owner={owner.letter().to_string()}
           data-legal={legal.then_some("true")}
           role="button"
           tabindex={legal.then_some("0")}
           aria-label={label}
           {onclick} {onmousedown} {onkeydown}>
            if head {
                <circle class="head-ring" cx={f(c.x)} cy={f(c.y)} r={f(PIT_RADIUS + 5.0)} />
            }
            // Always there, shown by the pit's `legal` class (static/style.css):
            // a move starts by making every legal pit unchoosable at once, and
            // a class change is cheaper than taking 20 to 40 rings out of the DOM.
            <circle class="legal-ring" cx={f(c.x)} cy={f(c.y)} r={f(PIT_RADIUS + 4.0)} />
            <circle class="hole" cx={f(c.x)} cy={f(c.y)} r={f(PIT_RADIUS)} />
            // One child, so that sowing a seed in does not shift (and re-patch)
            // the hole before them and the texts after them.
            <>{ for seeds.iter().enumerate().map(|(i, s)| html! {
                <circle class={classes!("seed", format!("s{}", i % 3))}
                        cx={f(c.x + s.x)} cy={f(c.y + s.y)} r="6.5" />
            }) }</>
            <text class="count" x={f(c.x + PIT_RADIUS - 2.0)} y={f(c.y + PIT_RADIUS - 1.0)}>{ count }</text>
            <text class="name" x={f(c.x - PIT_RADIUS + 1.0)} y={f(c.y - PIT_RADIUS + 9.0)}>{ p.name.clone() }</text>
            if head {
                <text class="head-label" x={f(c.x)} y={f(c.y - PIT_RADIUS + 9.0)}>{ "head" }</text>
            }
        </g>
    }
}

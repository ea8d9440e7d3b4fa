//! The SVG board: pits with drawn seeds and counts, owners, stores or captured
//! piles. It knows no rules: it draws a position and reports clicks on pits.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{Pit, Player, Position, Variant};
use crate::ui::geometry::{Geometry, PIT_RADIUS, STORE_WIDTH};

/// What the board draws and whom it tells about clicks.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The position drawn.
    pub pos: Position,
    /// Pits the player to move may click now.
    pub legal: Rc<Vec<Pit>>,
    /// Turned so North sits at the bottom.
    pub flipped: bool,
    /// Called with the pit clicked (only legal pits call it).
    pub on_pit: Callback<Pit>,
}

const MAX_DRAWN_SEEDS: u32 = 24;

fn owner_class(p: Player) -> &'static str {
    match p {
        Player::South => "south",
        Player::North => "north",
    }
}

/// The board of any of the five games.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let pos = &props.pos;
    let layout = pos.layout();
    let g = Geometry::new(layout, props.flipped);
    let (w, h) = (g.width(), g.height());
    let variant = pos.rules().variant;
    let store_word = match variant {
        Variant::Urim | Variant::Anywoli => "store",
        _ => "captured",
    };
    let pits = layout.pits().map(|p| {
        let c = g.pit_centre(p);
        let count = pos.board().count(p);
        let owner = pos.board().owner(p);
        let legal = props.legal.contains(&p);
        let onclick = {
            let cb = props.on_pit.clone();
            Callback::from(move |_| {
                if legal {
                    cb.emit(p)
                }
            })
        };
        let seeds = Geometry::seed_offsets(count as u32, MAX_DRAWN_SEEDS, PIT_RADIUS - 12.0);
        let name = layout.name(p);
        html! {
            <g class={classes!("pit", owner_class(owner), legal.then_some("legal"))}
               data-pit={name.clone()}
               data-count={count.to_string()}
               data-owner={owner.letter().to_string()}
               data-legal={legal.then_some("true")}
               role="button"
               aria-label={format!("pit {name}, {count} seeds, {}", owner.name())}
               onclick={onclick}>
                <circle class="hole" cx={c.x.to_string()} cy={c.y.to_string()} r={PIT_RADIUS.to_string()} />
                { for seeds.iter().map(|s| html! {
                    <circle class="seed" cx={(c.x + s.x).to_string()} cy={(c.y + s.y).to_string()} r="6.5" />
                }) }
                <text class="count" x={(c.x + PIT_RADIUS - 4.0).to_string()} y={(c.y + PIT_RADIUS).to_string()}>{ count }</text>
                <text class="name" x={(c.x - PIT_RADIUS + 2.0).to_string()} y={(c.y - PIT_RADIUS + 10.0).to_string()}>{ name }</text>
            </g>
        }
    });
    let stores = Player::BOTH.map(|who| {
        let c = g.store_centre(who);
        let n = pos.captured()[who];
        let seeds = Geometry::seed_offsets(n as u32, 40, STORE_WIDTH / 2.0 - 16.0);
        html! {
            <g class={classes!("store", owner_class(who))} data-captured={who.letter().to_string()} data-count={n.to_string()}
               aria-label={format!("{}'s {store_word}: {n}", who.name())}>
                <rect x={(c.x - STORE_WIDTH / 2.0 + 6.0).to_string()} y={(c.y - h / 2.0 + 22.0).to_string()}
                      width={(STORE_WIDTH - 12.0).to_string()} height={(h - 44.0).to_string()} rx="40" />
                { for seeds.iter().map(|s| html! {
                    <circle class="seed" cx={(c.x + s.x).to_string()} cy={(c.y + s.y).to_string()} r="6" />
                }) }
                <text class="store-count" x={c.x.to_string()} y={(c.y + h / 2.0 - 30.0).to_string()}>{ n }</text>
                <text class="store-name" x={c.x.to_string()} y={(c.y - h / 2.0 + 44.0).to_string()}>{ who.letter() }</text>
            </g>
        }
    });
    html! {
        <svg class={classes!("board", variant.id())} viewBox={format!("0 0 {w} {h}")}
             role="img" aria-label={format!("{} board", variant.title())}>
            <rect class="wood" x="4" y="4" width={(w - 8.0).to_string()} height={(h - 8.0).to_string()} rx="36" />
            { for stores.into_iter() }
            { for pits }
        </svg>
    }
}

//! The SVG board: pits, stores or captured piles, sowing-direction marks and
//! the seeds in hand. It knows no rules: it draws what it is given and reports
//! clicks on pits.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{Board as Pits, ByPlayer, Pit, Player, Position, Variant};
use crate::ui::geometry::{Geometry, CELL, PIT_RADIUS, STORE_WIDTH};
use crate::ui::playback::Mark;

use super::pit::{side_class, PitView};

/// What the board draws and whom it tells about clicks.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The position (shape, game, heads; pits and captured unless `shown`).
    pub pos: Position,
    /// Pit counts and owners to show instead of the position's, mid-playback.
    pub shown: Option<(Pits, ByPlayer<u32>, u32)>,
    /// The playback's focus.
    pub focus: Option<(Pit, Mark)>,
    /// Pits the player to move may click now.
    pub legal: Rc<Vec<Pit>>,
    /// Goré: pits selected for an offer (storage bits).
    pub selected: u8,
    /// Turned so North sits at the bottom.
    pub flipped: bool,
    /// Called with the pit clicked.
    pub on_pit: Callback<Pit>,
}

/// The board of any of the five games.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let pos = &props.pos;
    let layout = pos.layout();
    let g = Geometry::new(layout, props.flipped);
    let (w, h) = (g.width(), g.height());
    let variant = pos.rules().variant;
    let (pits, captured, hand) = props.shown.unwrap_or_else(|| {
        let c = pos.captured();
        (
            *pos.board(),
            ByPlayer::new(c.south as u32, c.north as u32),
            0,
        )
    });
    let store_word = match variant {
        Variant::Urim | Variant::Anywoli => "store",
        Variant::Gore => "captured cows",
        _ => "captured",
    };
    let f = |v: f64| format!("{v:.1}");
    let pit_views = layout.pits().map(|p| {
        let c = g.pit_centre(p);
        html! {
            <PitView key={p.0 as u64} pit={p} name={AttrValue::from(layout.name(p))}
                at={(c.x, c.y)} count={pits.count(p)} owner={pits.owner(p)}
                legal={props.legal.contains(&p)}
                selected={p.0 < 8 && props.selected >> p.0 & 1 == 1}
                head={pos.is_head(p)}
                mark={props.focus.filter(|(fp, _)| *fp == p).map(|(_, m)| m)}
                on_pit={props.on_pit.clone()} />
        }
    });
    // Sowing direction (C3): a chevron between neighbouring pits of each row.
    let arrows = layout.pits().filter_map(|p| {
        let q = layout.next(p);
        let (a, b) = (g.pit_centre(p), g.pit_centre(q));
        if (a.y - b.y).abs() > 1.0 {
            return None; // the ring turns a corner here
        }
        let (x, y) = ((a.x + b.x) / 2.0, a.y);
        let dir = if b.x > a.x { 1.0 } else { -1.0 };
        Some(html! {
            <path class="arrow" d={format!("M{} {} l{} 7 l{} 7", f(x - 4.0 * dir), f(y - 7.0), f(8.0 * dir), f(-8.0 * dir))} />
        })
    });
    let stores = Player::BOTH.map(|who| {
        let c = g.store_centre(who);
        let n = captured[who];
        let seeds = Geometry::seed_offsets(n.min(60), 60, STORE_WIDTH / 2.0 - 18.0);
        html! {
            <g class={classes!("store", side_class(who))}
               data-captured={who.letter().to_string()} data-count={n.to_string()}
               aria-label={format!("{}'s {store_word}: {n}", who.name())}>
                <rect x={f(c.x - STORE_WIDTH / 2.0 + 8.0)} y={f(c.y - h / 2.0 + 24.0)}
                      width={f(STORE_WIDTH - 16.0)} height={f(h - 48.0)} rx="40" />
                { for seeds.iter().enumerate().map(|(i, s)| html! {
                    <circle class={classes!("seed", format!("s{}", i % 3))} cx={f(c.x + s.x)} cy={f(c.y + s.y * (h - 100.0) / STORE_WIDTH)} r="6" />
                }) }
                <text class="store-count" x={f(c.x)} y={f(c.y + h / 2.0 - 34.0)}>{ n }</text>
                <text class="store-name" x={f(c.x)} y={f(c.y - h / 2.0 + 48.0)}>{ who.name() }</text>
            </g>
        }
    });
    // The seeds in hand, floating by the pit the sowing has reached.
    let hand_view = props.focus.filter(|_| hand > 0).map(|(p, _)| {
        let c = g.pit_centre(p);
        let y = if c.y < CELL {
            c.y + PIT_RADIUS + 18.0
        } else {
            c.y - PIT_RADIUS - 14.0
        };
        html! {
            <g class="hand" data-hand={hand.to_string()}>
                <rect x={f(c.x - 34.0)} y={f(y - 16.0)} width="68" height="30" rx="15" />
                <text x={f(c.x)} y={f(y + 6.0)}>{ format!("✋ {hand}") }</text>
            </g>
        }
    });
    html! {
        <svg class={classes!("board", variant.id())} viewBox={format!("0 0 {} {}", f(w), f(h))}
             role="group" aria-label={format!("{} board", variant.title())}>
            <rect class="wood" x="4" y="4" width={f(w - 8.0)} height={f(h - 8.0)} rx="36" />
            if layout.four_rows {
                <line class="divider" x1={f(STORE_WIDTH + 10.0)} x2={f(w - STORE_WIDTH - 10.0)} y1={f(h / 2.0)} y2={f(h / 2.0)} />
            }
            { for stores.into_iter() }
            { for arrows }
            { for pit_views }
            { for hand_view }
        </svg>
    }
}

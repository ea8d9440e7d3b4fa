//! The SVG board: pits, stores or captured piles, sowing-direction marks and
//! the seeds in hand. It knows no rules: it draws what it is given and reports
//! clicks on pits. The parts that change rarely (frame, stores, each pit) are
//! components of their own, so a playback step redraws only what it changed.

use yew::prelude::*;

use crate::ui::texts::{fill, player_word, Lang};

use crate::engine::{Layout, Pit, Player};
use crate::ui::board_slices::{later_slices, Insides};
use crate::ui::geometry::{n, Geometry, Point, Rect, MAX_STORE_SEEDS, STORE_WIDTH};
use crate::ui::keys::{neighbour, tab_stop, Step};
use crate::ui::view::BoardView;

use super::after_paint::use_painted_parts;
use super::pit::{side_class, PitView};

/// What the board draws and whom it tells about clicks.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The board as shown now (see `ui::view`).
    pub view: BoardView,
    /// Called with the pit clicked.
    pub on_pit: Callback<Pit>,
    /// The pit last focused (the keyboard's place on the board).
    pub cursor: Option<Pit>,
    /// Called with a pit when it takes the focus.
    pub on_cursor: Callback<Pit>,
    /// The position editor: called with a pit Shift-clicked, right-clicked
    /// or long-pressed (one seed fewer).
    #[prop_or_default]
    pub on_remove: Option<Callback<Pit>>,
    /// The position editor: another key pressed on a pit (`-`, `+`, `o`…).
    #[prop_or_default]
    pub on_key: Option<Callback<(Pit, String)>>,
    /// How many pits to draw, in storage order: the page's first render
    /// draws them a slice at a time (`ui::staging`); every pit otherwise.
    #[prop_or(usize::MAX)]
    pub shown: usize,
}

/// How long a touch must rest on a pit to count as a long press.
const LONG_PRESS_MS: u32 = 500;

/// A long press under way: its timer, and whether it fired (so that the
/// click that follows adds nothing). One per board, compared by identity.
#[derive(Clone)]
struct Press(std::rc::Rc<std::cell::RefCell<(Option<gloo::timers::callback::Timeout>, bool)>>);

impl PartialEq for Press {
    fn eq(&self, other: &Press) -> bool {
        std::rc::Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The frame's props: the board's drawing (its shape and size).
#[derive(Properties, PartialEq)]
struct FrameProps {
    geometry: Geometry,
}

/// The wood, the middle line of four-row boards and the sowing-direction
/// chevrons (C3) between neighbouring pits. Drawn again only when the
/// board's shape or size changes.
#[function_component(Frame)]
fn frame(p: &FrameProps) -> Html {
    let g = p.geometry;
    let l = g.layout();
    let (w, h) = (g.width(), g.height());
    // Four-row boards: a line between the two players' halves.
    let divider = l.four_rows.then(|| {
        let inset = STORE_WIDTH + 10.0;
        if g.vertical {
            html! { <line class="divider" x1={n(w / 2.0)} x2={n(w / 2.0)} y1={n(inset)} y2={n(h - inset)} /> }
        } else {
            html! { <line class="divider" x1={n(inset)} x2={n(w - inset)} y1={n(h / 2.0)} y2={n(h / 2.0)} /> }
        }
    });
    html! { <>
        <rect class="wood" x="4" y="4" width={n(w - 8.0)} height={n(h - 8.0)} rx="36" />
        { for divider }
        // Every mark in one path: 84 elements fewer to create, style and lay
        // out on a 4 × 21 board, drawn the same (the marks never overlap).
        <path class="arrow" d={g.direction_marks()} />
    </> }
}

/// One store's props.
#[derive(Properties, PartialEq)]
struct StoreProps {
    who: Player,
    count: u32,
    rect: Rect,
    word: AttrValue,
    lang: Lang,
}

/// A player's store (Urim, Anywoli) or captured pile (the others), drawn
/// again only when its count (or the board's size, or the language) changes.
#[function_component(Store)]
fn store(p: &StoreProps) -> Html {
    let r = p.rect;
    let count = p.count;
    let c = Point {
        x: r.x + r.w / 2.0,
        y: r.y + r.h / 2.0,
    };
    // Seeds fill an ellipse inside the store; name and count at its two ends.
    let seeds = Geometry::seed_offsets(count, MAX_STORE_SEEDS, 1.0);
    let (rx, ry) = ((r.w / 2.0 - 22.0).max(10.0), (r.h / 2.0 - 50.0).max(10.0));
    let (rx, ry) = if r.w > r.h {
        ((r.w / 2.0 - 60.0).max(10.0), (r.h / 2.0 - 16.0).max(10.0))
    } else {
        (rx, ry)
    };
    let (name_at, count_at) = if r.w > r.h {
        ((r.x + 44.0, c.y + 6.0), (r.x + r.w - 30.0, c.y + 9.0))
    } else {
        ((c.x, r.y + 24.0), (c.x, r.y + r.h - 10.0))
    };
    html! {
        <g class={classes!("store", side_class(p.who))}
           data-captured={p.who.letter().to_string()} data-count={count.to_string()}
           // A picture of the pile, named by its label (a bare `g` may not carry one).
           role="img" aria-label={fill(p.lang, "store-label", &[("player", &player_word(p.who, p.lang)), ("store", &p.word), ("n", &count)])}>
            <rect x={n(r.x)} y={n(r.y)} width={n(r.w)} height={n(r.h)} rx="40" />
            // One child, so that a change in their number does not shift the
            // texts after them (see `Board`).
            <>{ for seeds.iter().enumerate().map(|(i, s)| html! {
                <circle class={classes!("seed", format!("s{}", i % 3))} cx={n(c.x + s.x * rx)}
                        cy={n(c.y + s.y * ry)} r="6" />
            }) }</>
            <text class="store-count" x={n(count_at.0)} y={n(count_at.1)}>{ count }</text>
            <text class="store-name" x={n(name_at.0)} y={n(name_at.1)}>{ player_word(p.who, p.lang) }</text>
        </g>
    }
}

/// The pit an event happened in, read back from its `data-pit` name: one
/// listener per event type on the board instead of three on each of up to 84
/// pits (fewer to register when the board is first drawn).
fn pit_of(e: &Event, layout: Layout) -> Option<Pit> {
    let target: web_sys::Element = e.target_dyn_into()?;
    let pit = target.closest("[data-pit]").ok()??;
    layout.parse(&pit.get_attribute("data-pit")?)
}

/// Moves the focus to pit `q` of the board the event happened on.
fn focus_pit(e: &Event, layout: Layout, q: Pit) {
    let target: Option<web_sys::Element> = e.target_dyn_into();
    let pit = target
        .and_then(|t| t.closest("svg").ok().flatten())
        .and_then(|svg| {
            svg.query_selector(&format!("[data-pit=\"{}\"]", layout.name(q)))
                .ok()
                .flatten()
        });
    if let Some(pit) = pit {
        super::focus::focus(pit);
    }
}

/// Pit names by storage index: they change only with the board's shape.
fn pit_names(layout: &Layout) -> Vec<AttrValue> {
    layout
        .pits()
        .map(|p| AttrValue::from(layout.name(p)))
        .collect()
}

/// The board of any of the five games.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let v = &props.view;
    let layout = v.layout;
    let names = use_memo(layout, pit_names);
    // How many pits have their insides drawn (`ui::board_slices`): a board
    // drawn anew (mounted, or another shape) draws the first slice, then one
    // more a paint. Not a board the first render slices (`staged`: it adds
    // whole pits a stage at a time, out of sight).
    let staged = props.shown < layout.len();
    let later = use_painted_parts(Some(layout), later_slices(layout.len()), staged);
    let insides = Insides::after(later, layout.len());
    // A long press (the editor's "one fewer" on touch screens): its timer,
    // and whether it fired, so that the click that follows adds nothing.
    let press = Press(use_mut_ref(|| (None, false)));
    let onclick = use_callback(
        (
            layout,
            props.on_pit.clone(),
            props.on_remove.clone(),
            press.clone(),
        ),
        |e: MouseEvent, (l, cb, remove, press)| {
            if std::mem::take(&mut press.0.borrow_mut().1) {
                return;
            }
            if let Some(p) = pit_of(&e, *l) {
                match remove {
                    Some(r) if e.shift_key() => r.emit(p),
                    _ => cb.emit(p),
                }
            }
        },
    );
    // The editor's gestures, only where it asked for them (plain callbacks:
    // the game's board, drawn at every seed sown, has none).
    let gestures = props.on_remove.clone().map(|remove| {
        let (r, pr) = (remove.clone(), press.clone());
        let oncontextmenu = Callback::from(move |e: MouseEvent| {
            if let Some(p) = pit_of(&e, layout) {
                e.prevent_default();
                // A long press already took its seed (Android then sends this too).
                if !pr.0.borrow().1 {
                    r.emit(p);
                }
            }
        });
        let pr = press.clone();
        let onpointerdown = Callback::from(move |e: PointerEvent| {
            let Some(p) = pit_of(&e, layout).filter(|_| e.pointer_type() == "touch") else {
                return;
            };
            let (fired, r) = (pr.clone(), remove.clone());
            let timer = gloo::timers::callback::Timeout::new(LONG_PRESS_MS, move || {
                fired.0.borrow_mut().1 = true;
                r.emit(p);
            });
            *pr.0.borrow_mut() = (Some(timer), false);
        });
        let pr = press.clone();
        // Lifted (or moved away) before the time: a plain tap.
        let onpointerup = Callback::from(move |_: PointerEvent| pr.0.borrow_mut().0 = None);
        (oncontextmenu, onpointerdown, onpointerup)
    });
    // A mouse press does not move the focus onto a pit (the keyboard still
    // does): the click makes the pit unchoosable at once, and a focused pit
    // losing its tabindex made Chromium recompute the page's style for every
    // pit patched after it (measured 5–11 ms a click on a phone-speed CPU).
    let onmousedown = use_callback(layout, |e: MouseEvent, l| {
        if pit_of(&e, *l).is_some() {
            e.prevent_default()
        }
    });
    let g = v.geometry();
    // Keyboard: Enter or Space chooses the focused pit; the arrow keys, Home
    // and End move the focus between pits as they are drawn (`ui::keys`).
    // Handled keys stop here: view mode's page-wide arrows step through a
    // record, and must not fire as well.
    let onkeydown = use_callback(
        (
            g,
            props.on_pit.clone(),
            props.on_cursor.clone(),
            props.on_key.clone(),
        ),
        |e: KeyboardEvent, (g, choose, cursor, other)| {
            let Some(p) = pit_of(&e, g.layout()) else {
                return;
            };
            let key = e.key();
            if key == "Enter" || key == " " {
                choose.emit(p)
            } else if let Some(k) = other
                .as_ref()
                .filter(|_| key.chars().count() == 1 || key == "Backspace" || key == "Delete")
            {
                k.emit((p, key.clone()))
            } else if let Some(step) = Step::from_key(&key) {
                // At the edge the focus stays (and the page does not scroll).
                if let Some(q) = neighbour(g, p, step) {
                    focus_pit(&e, g.layout(), q);
                    cursor.emit(q);
                }
            } else {
                return;
            }
            e.prevent_default();
            e.stop_propagation();
        },
    );
    // The cursor follows the focus, however it came (Tab, arrows, the page
    // putting it back after a move).
    let onfocusin = use_callback(
        (layout, props.on_cursor.clone()),
        |e: FocusEvent, (l, cb)| {
            if let Some(p) = pit_of(&e, *l) {
                cb.emit(p)
            }
        },
    );
    let tab = tab_stop(props.cursor, v.legal);
    let (w, h) = (g.width(), g.height());
    let pit_views = layout.pits().take(props.shown).map(|p| {
        html! {
            <PitView key={p.0 as u64} pit={p} name={names[p.index()].clone()}
                at={g.pit_centre(p)} state={v.pit(p)} variant={v.variant} lang={v.lang} tab_stop={p == tab}
                inside={insides.has(p.index())} />
        }
    });
    let word = AttrValue::from(v.store_word.clone());
    let lang = v.lang;
    let store_of = |who: Player| {
        html! {
            <Store {who} count={v.captured[who]} rect={g.store_rect(who)} word={word.clone()} {lang} />
        }
    };
    // The seeds in hand, floating by the pit the sowing has reached.
    let hand = v.hand;
    let hand_view = v.hand_pit().map(|p| {
        // Over the pit's own seeds: between its name (top left) and its count
        // (bottom right), clear of every neighbour's count and name.
        let c = g.pit_centre(p);
        let y = c.y - 2.0;
        html! {
            <g class="hand" data-hand={hand.to_string()}>
                <rect x={n(c.x - 48.0)} y={n(y - 16.0)} width="96" height="30" rx="15" />
                <text x={n(c.x)} y={n(y + 6.0)}>{ fill(lang, "in-hand", &[("n", &hand)]) }</text>
            </g>
        }
    });
    // Captured, swept or paid seeds fly between the pit and the store.
    let flight_view = v.flight.map(|f| {
        let fl = f.flight;
        let p = g.pit_centre(fl.pit);
        let st = g.store_centre(fl.player);
        let (from, to) = if fl.inward { (st, p) } else { (p, st) };
        let seeds = Geometry::seed_offsets(fl.count.min(8) as u32, 8, 14.0);
        html! {
            <g key={f.key as u64} class="flight"
               style={format!("--dx: {}px; --dy: {}px; --dur: {}ms", n(to.x - from.x), n(to.y - from.y), f.ms)}>
                { for seeds.iter().map(|s| html! {
                    <circle class="seed" cx={n(from.x + s.x)} cy={n(from.y + s.y)} r="7" />
                }) }
            </g>
        }
    });
    html! {
        // A refused click flashes the playable pits; the class alternates so
        // that the next refusal starts the animation again.
        <svg class={classes!("board", v.variant.id(), v.upright.then_some("vertical"), v.editing.then_some("editing"),
                (v.refused_clicks > 0).then_some(if v.refused_clicks % 2 == 0 { "flash-a" } else { "flash-b" }))}
             style={format!("--name-size: {}px; --count-size: {}px;{}", n(v.name_size), n(v.count_size),
                 v.max_width.map(|px| format!(" max-width: {px}px")).unwrap_or_default())}
             data-refused={(v.refused_clicks > 0).then(|| v.refused_clicks.to_string())}
             viewBox={format!("0 0 {} {}", n(w), n(h))}
             id="board" role="group" aria-label={fill(lang, "board-label", &[("game", &v.variant.title())])}
             {onclick} {onmousedown} {onkeydown} {onfocusin}
             oncontextmenu={gestures.as_ref().map(|g| g.0.clone())}
             onpointerdown={gestures.as_ref().map(|g| g.1.clone())}
             onpointerup={gestures.as_ref().map(|g| g.2.clone())}
             onpointercancel={gestures.map(|g| g.2)}>
            <Frame geometry={g} />
            { store_of(Player::South) }
            { store_of(Player::North) }
            // Keyed, and one child of the svg: the first render's slices
            // (`ui::staging`) only add pits after the ones drawn.
            <>{ for pit_views }</>
            // The hand and the flight come and go: each is wrapped so that it
            // stays one child of the svg. A bare `{ for … }` is spliced into the
            // children, and Yew matches unkeyed children from the end: one more
            // or one fewer there shifted every pit and rebuilt the whole board.
            <>{ for hand_view }</>
            <>{ for flight_view }</>
            // Laid out (invisibly) from the start so the first sowing does not
            // wait for the hand label's font to be found (a measured 7–10 ms).
            <g class="hand warm" aria-hidden="true"><text x="0" y="0">{ "0 in hand" }</text></g>
        </svg>
    }
}

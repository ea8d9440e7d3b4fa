//! One pit of the SVG board: hole, drawn seeds, count, name, owner colour, and
//! the marks for legal, selected, head and the playback's focus.

use yew::prelude::*;

use crate::ui::texts::{fill, head_word, pieces, player_word, Lang};

use crate::engine::{Pit, Player, Variant};
use crate::ui::geometry::{n, Geometry, Point, MAX_DRAWN_SEEDS, PIT_RADIUS};
use crate::ui::playback::Mark;
use crate::ui::view::PitState;

/// One pit's props. Pits re-render only when these change, so a playback step
/// re-renders just the pits it changed. Clicks and keys are handled by the
/// board for all pits at once (`board::pit_of`).
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
    /// The game: its label names the game's pieces ("3 cows").
    pub variant: Variant,
    /// The language of its label.
    pub lang: Lang,
    /// Holds the board's one Tab stop (`ui::keys::tab_stop`); every other
    /// pit is reached with the arrow keys.
    pub tab_stop: bool,
    /// Whether its inside (hole, seeds, words) is drawn: a board drawn anew
    /// draws every pit's element at once and their insides a slice a frame
    /// (`ui::board_slices`).
    #[prop_or(true)]
    pub inside: bool,
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
        hint,
        head,
        head_label,
        mark,
        named,
        deciding,
        editable,
        eval,
        best,
    } = p.state;
    // In the editor every pit takes clicks, but none is a game input.
    let clickable = legal || editable;
    let legal = legal && !editable;
    let seeds = Geometry::seed_offsets(count as u32, MAX_DRAWN_SEEDS, PIT_RADIUS - 13.0);
    // The count alone (`n`) too: the name must hold the pit's visible text,
    // "a1 2", in that order (WCAG 2.5.3), which a language that writes the
    // number after the noun ("kete 2") can only say with the bare number.
    let label = fill(
        p.lang,
        if head { "pit-label-head" } else { "pit-label" },
        &[
            ("pit", &p.name),
            ("amount", &pieces(p.variant, count as u64, p.lang)),
            ("n", &count),
            ("player", &player_word(owner, p.lang)),
        ],
    );
    html! {
        <g class={classes!(
                "pit",
                side_class(owner),
                legal.then_some("legal"),
                selected.then_some("selected"),
                hint.then_some("hinted"),
                head.then_some("head"),
                mark.map(mark_class),
                named.then_some("named"),
                deciding.then_some("deciding"),
                editable.then_some("editable"),
            )}
           data-pit={p.name.clone()}
           data-count={count.to_string()}
           data-owner={owner.letter().to_string()}
           data-legal={legal.then_some("true")}
           data-hint={hint.then_some("true")}
           data-named={named.then_some("true")}
           data-deciding={deciding.then_some("true")}
           data-eval={eval.map(crate::ui::analysis::decimal)}
           data-best={best.then_some("true")}
           role="button"
           tabindex={if p.tab_stop { "0" } else { "-1" }}
           aria-label={label}
           // Told as "unavailable" by screen readers, yet still reachable to
           // read its count; pressed while chosen for an offer.
           aria-disabled={(!clickable).then_some("true")}
           aria-pressed={selected.then_some("true")}
           >
            if p.inside {
                if head {
                    <circle class="head-ring" cx={n(c.x)} cy={n(c.y)} r={n(PIT_RADIUS + 5.0)} />
                }
                if named || deciding {
                    <circle class="named-ring" cx={n(c.x)} cy={n(c.y)} r={n(PIT_RADIUS + 7.0)} />
                }
                if legal {
                    <circle class="legal-ring" cx={n(c.x)} cy={n(c.y)} r={n(PIT_RADIUS + 4.0)} />
                }
                <circle class="hole" cx={n(c.x)} cy={n(c.y)} r={n(PIT_RADIUS)} />
                // One child, so that sowing a seed in does not shift (and re-patch)
                // the hole before them and the texts after them.
                <>{ for seeds.iter().enumerate().map(|(i, s)| html! {
                    <circle class={classes!("seed", format!("s{}", i % 3))}
                            cx={n(c.x + s.x)} cy={n(c.y + s.y)} r="6.5" />
                }) }</>
                // The visible words in the order of the label (`head a1, 6 seeds`),
                // apart, so that the label holds the visible text, as speech input
                // needs (WCAG 2.5.3). A space between SVG texts is not drawn.
                // The word "head" at the top right where it fits beside the
                // name (`ui::view::head_label_fits`), the name at the top left.
                if head_label {
                    <text class="head-label" x={n(c.x + PIT_RADIUS - 1.0)} y={n(c.y - PIT_RADIUS)}>{ head_word(p.lang) }</text>
                    { " " }
                }
                <text class="name" x={n(c.x - PIT_RADIUS + 1.0)} y={n(c.y - PIT_RADIUS)}>{ p.name.clone() }</text>
                { " " }
                <text class="count" x={n(c.x + PIT_RADIUS - 2.0)} y={n(c.y + PIT_RADIUS - 1.0)}>{ count }</text>
                // The analysis board's value of this pit's input, on a tag at its foot.
                if let Some(e) = eval {
                    { " " }
                    <text class={classes!("eval", best.then_some("best"))} x={n(c.x - PIT_RADIUS + 1.0)}
                        y={n(c.y + PIT_RADIUS - 1.0)}>{ crate::ui::analysis::signed_seeds(e) }</text>
                }
            }
        </g>
    }
}

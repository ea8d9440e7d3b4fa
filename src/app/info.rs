//! Panels beside the board: the move list, the result, the rules and the about
//! text of each game.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{ByPlayer, Outcome, Variant};
use crate::ui::texts::{about, common_rules, rules};
use crate::ui::view::TurnLine;

use super::state::{Action, Panel};

/// The move list's props: turns already written in contract notation.
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Each turn: who, and its inputs' tokens. Made once per move, so a
    /// playback step finds it unchanged (same pointer) and skips the list.
    pub turns: Rc<[TurnLine]>,
}

/// Every turn of the game so far, numbered, in contract notation.
#[function_component(MoveList)]
pub fn move_list(p: &MoveListProps) -> Html {
    html! {
        <section class="moves" aria-label="Moves" data-move-list="">
            <h2>{ "Moves" }</h2>
            if p.turns.is_empty() {
                <p class="empty">{ "No moves yet. South begins (C1)." }</p>
            } else {
                <ol data-moves={p.turns.len().to_string()}>
                    // Keyed: a new turn adds one item instead of re-patching all.
                    { for p.turns.iter().enumerate().map(|(i, t)| html! {
                        <li key={i} class={super::pit::side_class(t.who)}
                            data-turn={(i + 1).to_string()}>
                            <span class="who">{ t.who.letter() }</span>
                            <code>{ t.tokens.clone() }</code>
                        </li>
                    }) }
                </ol>
            }
        </section>
    }
}

/// The result panel's props.
#[derive(Properties, PartialEq)]
pub struct ResultProps {
    /// How the game ended.
    pub outcome: Outcome,
    /// Which game.
    pub variant: Variant,
    /// Urim: match points (halves) of earlier games in this match.
    pub tally: ByPlayer<u32>,
    /// Urim: earlier games in this match.
    pub match_games: u32,
    /// Where actions go.
    pub on_action: Callback<Action>,
}

fn halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (n, 0) => n.to_string(),
        (n, _) => format!("{n}½"),
    }
}

/// The end of a game: winner, scores, reason, Goré's glory, Urim's points.
#[function_component(ResultPanel)]
pub fn result_panel(p: &ResultProps) -> Html {
    let o = p.outcome;
    let headline = match o.winner {
        Some(w) if p.variant.has_glory() && !o.glory => {
            format!("{w} wins — a victory without glory (G8)")
        }
        Some(w) => format!("{w} wins"),
        None => "A draw".into(),
    };
    let points = o.half_points.map(|h| {
        let total = ByPlayer::new(p.tally.south + h.south as u32, p.tally.north + h.north as u32);
        html! {
            <p class="points">
                { format!("Match points this game: South {}, North {}. ", halves(h.south as u32), halves(h.north as u32)) }
                <span data-match-s={halves(total.south)} data-match-n={halves(total.north)}>
                    { format!("Match after {} game{}: South {}, North {}.",
                        p.match_games + 1, if p.match_games == 0 { "" } else { "s" },
                        halves(total.south), halves(total.north)) }
                </span>
            </p>
        }
    });
    html! {
        <div class="result" data-result=""
            data-winner={o.winner.map_or("draw".to_string(), |w| w.letter().to_string())}
            data-score-s={o.score.south.to_string()}
            data-score-n={o.score.north.to_string()}
            data-glory={p.variant.has_glory().then(|| o.glory.to_string())}>
            <h2>{ headline }</h2>
            <p class="score">{ format!("South {} — North {}", o.score.south, o.score.north) }</p>
            <p class="reason">{ format!("The game ended: {}.", o.reason.phrase()) }</p>
            { for points }
            <button data-action="next-game" onclick={p.on_action.reform(|_| Action::NewGame)}>
                { if p.variant.has_match_points() { "Next game of the match" } else { "Play again" } }
            </button>
        </div>
    }
}

/// The side panel's props.
#[derive(Properties, PartialEq)]
pub struct SideProps {
    /// Which panel.
    pub panel: Panel,
    /// Which game.
    pub variant: Variant,
    /// Where actions go (closing).
    pub on_action: Callback<Action>,
}

/// The rules (with their ids) or the about text of the game being played.
#[function_component(SidePanel)]
pub fn side_panel(p: &SideProps) -> Html {
    let v = p.variant;
    let body = match p.panel {
        Panel::Rules => html! { <>
            <h2>{ format!("Rules of {}", v.title()) }</h2>
            <dl class="rule-list">
                { for rules(v).iter().map(|r| html! { <><dt>{ r.id }</dt><dd>{ r.text }</dd></> }) }
            </dl>
            <h3>{ "For all five games" }</h3>
            <dl class="rule-list">
                { for common_rules().iter().map(|r| html! { <><dt>{ r.id }</dt><dd>{ r.text }</dd></> }) }
            </dl>
        </> },
        Panel::About => html! { <>
            <h2>{ format!("About {}", v.title()) }</h2>
            <p>{ about(v) }</p>
        </> },
        Panel::None => html! {},
    };
    html! {
        <section class="panel" data-panel={match p.panel { Panel::Rules => "rules", Panel::About => "about", Panel::None => "" }}>
            <button class="close" aria-label="Close" onclick={p.on_action.reform(|_| Action::Show(Panel::None))}>{ "×" }</button>
            { body }
        </section>
    }
}

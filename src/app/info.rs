//! Panels beside the board: the result, the rules and the about text of each
//! game (the move list is in `moves`).

use yew::prelude::*;

use crate::engine::{ByPlayer, Outcome, Variant};
use crate::ui::texts::{
    about, common_rules, count, end_reason, fill, player_word, rules, text, Lang,
};

use super::state::{Action, Panel};

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
    /// The language of its words.
    pub lang: Lang,
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
    let lang = p.lang;
    let who = |w| player_word(w, lang);
    let headline = match o.winner {
        Some(w) if p.variant.has_glory() && !o.glory => {
            fill(lang, "result-no-glory", &[("player", &who(w))])
        }
        Some(w) => fill(lang, "result-wins", &[("player", &who(w))]),
        None => text(lang, "result-draw"),
    };
    let points = o.half_points.map(|h| {
        let total = ByPlayer::new(p.tally.south + h.south as u32, p.tally.north + h.north as u32);
        html! {
            <p class="points">
                { fill(lang, "match-points", &[("south", &halves(h.south as u32)), ("north", &halves(h.north as u32))]) }
                { " " }
                <span data-match-s={halves(total.south)} data-match-n={halves(total.north)}>
                    { count(lang, "match-total", (p.match_games + 1) as u64,
                        &[("south", &halves(total.south)), ("north", &halves(total.north))]) }
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
            <p class="score">{ fill(lang, "result-score", &[("south", &o.score.south), ("north", &o.score.north)]) }</p>
            <p class="reason">{ fill(lang, "result-reason", &[("reason", &end_reason(lang, o.reason))]) }</p>
            { for points }
            <button data-action="next-game" onclick={p.on_action.reform(|_| Action::NewGame)}>
                { text(lang, if p.variant.has_match_points() { "next-match-game" } else { "play-again" }) }
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
    /// The language of its words.
    pub lang: Lang,
}

/// The rules (with their ids) or the about text of the game being played.
#[function_component(SidePanel)]
pub fn side_panel(p: &SideProps) -> Html {
    let v = p.variant;
    let lang = p.lang;
    let list = |rules: Vec<crate::ui::texts::RuleText>| -> Html {
        rules
            .into_iter()
            .map(|r| html! { <><dt>{ r.id }</dt><dd>{ r.text }</dd></> })
            .collect()
    };
    let body = match p.panel {
        Panel::Rules => html! { <>
            <h2>{ fill(lang, "rules-of", &[("game", &v.title())]) }</h2>
            <dl class="rule-list">{ list(rules(v, lang)) }</dl>
            <h3>{ text(lang, "rules-common") }</h3>
            <dl class="rule-list">{ list(common_rules(lang)) }</dl>
        </> },
        Panel::About => html! { <>
            <h2>{ fill(lang, "about-title", &[("game", &v.title())]) }</h2>
            <p>{ about(v, lang) }</p>
        </> },
        Panel::None => html! {},
    };
    html! {
        <section class="panel" data-panel={match p.panel { Panel::Rules => "rules", Panel::About => "about", Panel::None => "" }}>
            <button class="close" aria-label={text(lang, "close")} onclick={p.on_action.reform(|_| Action::Show(Panel::None))}>{ "×" }</button>
            { body }
        </section>
    }
}

//! Panels beside the board: the result (the move list is `moves`, the
//! rules and about panel `rules_panel`).

use yew::prelude::*;

use crate::engine::{ByPlayer, Outcome, Variant};
use crate::ui::ending::halves;
use crate::ui::texts::{count, fill, player_word, text, why_ended, Lang, Leftover};

use super::rules_panel::linked;
use super::state::Action;

/// What the result panel shows.
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
    /// The seeds left on the board at the end, and who received them.
    pub leftover: Leftover,
    /// Where actions go.
    pub on_action: Callback<Action>,
    /// The language of its words.
    pub lang: Lang,
    /// Whether the panel offers the next game itself: only where the status
    /// line offers no way on (a frame, a diagram), so that a page never
    /// shows two "Play again" buttons.
    pub again: bool,
}

/// The end of a game: winner, scores, why it ended and who received the
/// seeds left on the board (in plain words, their rules linked), Goré's
/// glory, Urim's points.
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
            <p class="reason">{ linked(&why_ended(p.variant, o.reason, lang), p.variant, lang, &p.on_action) }</p>
            if let Some(left) = p.leftover.sentence(p.variant, &o, lang) {
                <p class="leftover" data-leftover=""
                    data-left-s={p.leftover.swept.south.to_string()}
                    data-left-n={p.leftover.swept.north.to_string()}>
                    { linked(&left, p.variant, lang, &p.on_action) }
                </p>
            }
            { for points }
            if p.again {
                <button data-action="next-game" onclick={p.on_action.reform(|_| Action::NewGame)}>
                    { text(lang, if p.variant.has_match_points() { "next-match-game" } else { "play-again" }) }
                </button>
            }
        </div>
    }
}

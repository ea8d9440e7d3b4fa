//! The game review's panel (issue 12): its progress while the worker
//! searches every position (cancellable), the evaluation over the game as a
//! small SVG chart (South's value upwards), and the mistakes, each a button
//! that goes to the position before it with the better input marked. What it
//! shows is worked out in `ui::analysis`; this draws it.

use yew::prelude::*;

use crate::ui::analysis::{Review, ReviewState, CHART_CLAMP, MISTAKE_SEEDS};
use crate::ui::texts::{fill, pieces, text, Lang};

use super::rules_panel::linked;
use super::state::Action;

const W: i32 = 300;
const H: i32 = 100;

/// What the review panel shows.
#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    /// The review (a clone of the page state's: its game is shared, `Rc`,
    /// and its plies a few bytes each; compared as `Review` says).
    pub review: Review,
    /// The language of its words.
    pub lang: Lang,
    /// Where a jump or a cancel goes.
    pub on_action: Callback<Action>,
}

/// The review panel, drawn again only when the review, the board's shape or
/// the language changes (not at every seed of a sowing). The mistakes say
/// their inputs in words (`Review::mistake_words`).
#[function_component(ReviewPanel)]
pub fn review_panel(p: &ReviewProps) -> Html {
    let (r, lang, on) = (&p.review, p.lang, &p.on_action);
    let t = |k: &str| text(lang, k);
    let done = r.plies.len();
    let points = r.chart_points(W, H);
    let line: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
    let mistakes = r.mistakes();
    // Values are counted in the game's pieces: "3 cows" in Goré (C4).
    let variant = r.session.start().rules().variant();
    let clamp = pieces(variant, CHART_CLAMP as u64, lang);
    let threshold = pieces(variant, MISTAKE_SEEDS as u64, lang);
    // The position jumped to is on the board, above or beside this panel:
    // brought into view once drawn (on a phone the panel is below it).
    let jump = |k: usize| {
        let on = on.clone();
        Callback::from(move |_: MouseEvent| {
            on.emit(Action::JumpTo(k));
            gloo::timers::callback::Timeout::new(0, || {
                let section = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.query_selector("section.play").ok().flatten());
                if let Some(s) = section {
                    s.scroll_into_view();
                }
            })
            .forget();
        })
    };
    html! {
        <section class="review panel" data-review={r.state.word()}
            data-progress={format!("{done}/{}", r.total)} aria-label={t("review-heading")}>
            <h2>{ t("review-heading") }</h2>
            if r.state == ReviewState::Running {
                <p class="review-progress" role="status">
                    <progress max={r.total.to_string()} value={done.to_string()}></progress>
                    { fill(lang, "review-running", &[("k", &done), ("n", &r.total)]) }
                    <button data-action="cancel-review" onclick={on.reform(|_| Action::CancelReview)}>
                        { t("review-cancel") }</button>
                </p>
            } else if r.state == ReviewState::Cancelled {
                <p role="status">{ fill(lang, "review-cancelled", &[("k", &done), ("n", &r.total)]) }</p>
            }
            <svg class="eval-chart" data-eval-chart="" viewBox={format!("0 0 {W} {H}")} role="img"
                aria-label={fill(lang, "review-chart", &[("clamp", &clamp)])}>
                <rect class="chart-south" x="0" y="0" width={W.to_string()} height={(H / 2).to_string()} />
                <rect class="chart-north" x="0" y={(H / 2).to_string()} width={W.to_string()} height={(H / 2).to_string()} />
                <line class="chart-zero" x1="0" y1={(H / 2).to_string()} x2={W.to_string()} y2={(H / 2).to_string()} />
                <polyline class="chart-line" points={line.join(" ")} />
                { for mistakes.iter().map(|(k, m)| {
                    let (x, y) = points[*k];
                    html! { <circle class={classes!("chart-mistake", super::pit::side_class(m.mover))}
                        data-mistake-dot={(k + 1).to_string()} cx={x.to_string()} cy={y.to_string()} r="4" /> }
                }) }
            </svg>
            <p class="hint">{ fill(lang, "review-chart", &[("clamp", &clamp)]) }</p>
            if !mistakes.is_empty() {
                <h3>{ fill(lang, "review-mistakes", &[("amount", &threshold)]) }</h3>
                <ol class="mistakes">
                    { for mistakes.iter().map(|&(k, m)| html! {
                        <li>
                            <button data-mistake={(k + 1).to_string()} onclick={jump(k)}>
                                { r.mistake_words(k, &m, lang) }
                            </button>
                            <p class="mistake-why" data-mistake-why={(k + 1).to_string()}>
                                { linked(&r.mistake_why(k, &m, lang), variant, lang, on) }
                            </p>
                        </li>
                    }) }
                </ol>
            } else if r.state == ReviewState::Done {
                <p data-no-mistakes="">{ fill(lang, "review-none", &[("amount", &threshold)]) }</p>
            }
        </section>
    }
}

//! The line above the board: the prompt, the decision buttons, the last move in
//! words, the last refusal, and undo / redo / new game. What it says and offers
//! is worked out in `ui::decisions`; this only draws it.

use yew::prelude::*;

use crate::engine::Variant;
use crate::ui::decisions::{Button, Choice, DecisionView};
use crate::ui::ending::WayOn;
use crate::ui::texts::{fill, text, Lang};

use super::rules_panel::linked;
use super::share::{Share, ShareBox};
use super::state::{Action, LinkNote, Nav};
use crate::ui::fold::Fold;

/// What the decision bar needs.
#[derive(Properties, PartialEq)]
pub struct DecisionProps {
    /// What to show.
    pub view: DecisionView,
    /// Where actions go.
    pub on_action: Callback<Action>,
    /// The share link's query, where sharing is offered (not in a frame).
    pub share: Option<AttrValue>,
    /// In a frame: the full page's address with the game at this point
    /// ("Open full game", `ui::share::full_page_query`).
    #[prop_or_default]
    pub full: Option<AttrValue>,
    /// The share link shown, and what is said of it.
    pub share_box: Option<(String, LinkNote)>,
    /// "Read the board": its counts into the live region (`app::narration`).
    pub on_read: Callback<()>,
    /// Which game (its rule ids in the words are links to its rules).
    pub variant: Variant,
    /// In a frame: one row of controls, nothing kept in view.
    pub embed: bool,
    /// What is open: the "More" menu is drawn here.
    pub fold: Fold,
}

fn button(b: Button, v: &DecisionView, on: &Callback<Action>) -> Html {
    let action = b.choice.action();
    let onclick = on.reform(move |_| action.clone());
    let hint = v.hinted == Some(b.choice);
    // A disabled "Offer a trade…" is described by its reason beside it.
    let described = (b.choice == Choice::StartOffer && !b.enabled && v.offer_reason.is_some())
        .then_some("offer-reason");
    // Keyed: a button answered is removed, not patched into the next
    // decision's button under the keyboard's focus (Enter on "Offer a
    // trade…" must not leave the focus on "Cancel").
    // The analysis board's value, shown after the words, best marked.
    let eval = v.eval(b.choice);
    match b.choice.hook() {
        Some(hook) => html! {
            <button key={hook} data-action={hook} disabled={!b.enabled} {onclick}
                class={classes!("choice", hint.then_some("hinted"), eval.is_some_and(|e| e.1).then_some("best"))}
                aria-describedby={described}
                title={described.and(v.offer_reason.clone())}
                data-hint={hint.then_some("true")}
                data-eval={eval.map(|e| crate::ui::analysis::decimal(e.0))}
                data-best={eval.is_some_and(|e| e.1).then_some("true")}>
                { v.label(b) }
                if let Some((value, _)) = eval {
                    <span class="eval-tag">{ crate::ui::analysis::signed_seeds(value) }</span>
                }
            </button>
        },
        // Skipping the playback is no game input: it has no contract hook.
        None => {
            html! { <button key="skip" class="skip choice" {onclick}>{ v.label(b) }</button> }
        }
    }
}

/// The way on beside a game's result (`ui::ending`): play again, another
/// level, the review. Not decisions of the game (no `choice` class: the
/// focus is not moved onto them, so a key pressed on in haste does not
/// start a new game), and with hooks of their own, unique on the page,
/// beside the "More" menu's `new-game` and `review`.
fn way_on(w: WayOn, lang: Lang, on: &Callback<Action>) -> Html {
    html! { <>
        <button class="way-on" data-action="play-again"
            onclick={on.reform(|_| Action::NewGame)}>{ w.again_label(lang) }</button>
        if let Some(o) = w.level {
            <button class="way-on" data-action={o.hook()}
                data-level={o.level().id()} title={o.title(lang)}
                onclick={on.reform(move |_| Action::TryLevel(o.level()))}>{ o.label(lang) }</button>
        }
        if w.review {
            <button class="way-on" data-action="review-game"
                title={text(lang, "review-title")}
                onclick={on.reform(|_| Action::StartReview)}>{ text(lang, "review") }</button>
        }
    </> }
}

/// The decision bar. Drawn again at every step of a playback (its prompt
/// tells each seed), and skipped when nothing it shows has changed (a panel
/// opened, the review's progress).
#[function_component(DecisionBar)]
pub fn decision_bar(p: &DecisionProps) -> Html {
    let v = &p.view;
    let on = &p.on_action;
    let side = v.side.map_or("none", super::pit::side_class);
    let lang = v.lang;
    let t = |key: &str| text(lang, key);
    let link = |words: &str| linked(words, p.variant, lang, on);
    // The decisions of the turn: with the prompt (kept in view on a page), or
    // in a frame's one row of controls.
    let choices = html! { <>
        // A page skips a move at the board's edge instead (`app::board_skip`).
        <>{ for v.buttons.iter().filter(|b| p.embed || b.choice != Choice::Skip).map(|&b| button(b, v, on)) }</>
        if let Some(why) = &v.offer_reason {
            <span class="offer-reason" id="offer-reason" data-offer-reason="">{ why.clone() }</span>
        }
    </> };
    // Hint, pause and step, undo, redo, resign: in the row, or in a frame
    // deciding, inside "More" (`DecisionView::frame_folds_turn_controls`).
    let fold_turn = p.embed && v.nav.is_none() && v.frame_folds_turn_controls();
    let turn_controls = html! { <>
        if let Some(enabled) = v.hint {
            <button data-action="hint" disabled={!enabled}
                title={t("hint-title")}
                onclick={on.reform(|_| Action::Hint)}>{ t("hint") }</button>
        }
        if let Some(paused) = v.paused {
            <button data-action="pause" aria-pressed={paused.to_string()}
                onclick={on.reform(|_| Action::TogglePause)}>
                { if paused { t("go-on") } else { t("pause") } }</button>
            <button data-action="step" disabled={!paused}
                title={t("step-title")}
                onclick={on.reform(|_| Action::StepComputer)}>{ t("step") }</button>
        }
        <button data-action="undo" disabled={!v.can_undo} title={t("undo-title")}
            onclick={on.reform(|_| Action::Undo)}>{ t("undo") }</button>
        <button data-action="redo" disabled={!v.can_redo} title={t("redo-title")}
            onclick={on.reform(|_| Action::Redo)}>{ t("redo") }</button>
        // One click, no confirmation (the contract's tests click
        // once); a slip is taken back by undo.
        if v.resign {
            <button data-action="resign" title={t("resign-title")}
                onclick={on.reform(|_| Action::Resign)}>{ t("resign") }</button>
        }
    </> };
    html! {
        <div class="decisions">
            <div class="status" data-status="">
                <p class={classes!("prompt", format!("to-{side}"), v.thinking.then_some("thinking"))}
                   data-prompt="" aria-live="polite">
                    if v.thinking {
                        <span class="spinner" aria-hidden="true"></span>
                    }
                    // While a sowing plays the prompt tells each seed: seen, not
                    // read out (the move is told once, when it has played), and
                    // without links (no focusable button inside `aria-hidden`).
                    if v.sowing() {
                        <span aria-hidden="true">{ v.prompt.clone() }</span>
                    } else {
                        { link(&v.prompt) }
                    }
                </p>
                // In a frame, beside the prompt on its line (issue 24: never over it).
                if let Some(url) = &p.full {
                    <super::embed::OpenFull url={url.clone()} {lang} on_action={on.clone()} />
                }
                if let Some(left) = v.picks_left {
                    <p class="picks-left" data-picks-left={left.to_string()}>{ fill(lang, "picks-left", &[("n", &left)]) }</p>
                }
                // Kept when empty: the board does not move down when the
                // first move is told (issue 24).
                <p class="announce">{ v.announce.as_deref().map(&link).unwrap_or_default() }</p>
                if let Some(m) = &v.message {
                    <p class="message" role="alert">{ link(m) }</p>
                }
                if !p.embed {
                    <div class="controls choices">
                        { choices.clone() }
                        if let Some(w) = v.way_on {
                            { way_on(w, lang, on) }
                        }
                    </div>
                }
            </div>
            <div class="controls">
                if p.embed {
                    { choices }
                    <span class="spacer"></span>
                }
                if let Some((ply, recorded)) = v.nav {
                    <button data-action="first" disabled={ply == 0} title={t("nav-first")} aria-label={t("nav-first")}
                        onclick={on.reform(|_| Action::Go(Nav::First))}>{ "|◀" }</button>
                    <button data-action="prev" disabled={ply == 0} title={t("nav-prev")} aria-label={t("nav-prev")}
                        onclick={on.reform(|_| Action::Go(Nav::Prev))}>{ "◀" }</button>
                    <button data-action="next" disabled={ply >= recorded} title={t("nav-next")} aria-label={t("nav-next")}
                        onclick={on.reform(|_| Action::Go(Nav::Next))}>{ "▶" }</button>
                    <button data-action="last" disabled={ply >= recorded} title={t("nav-last")} aria-label={t("nav-last")}
                        onclick={on.reform(|_| Action::Go(Nav::Last))}>{ "▶|" }</button>
                } else if !fold_turn {
                    { turn_controls.clone() }
                }
                <super::folds::Opener fold={Fold::More} open={p.fold} label={t("more")} on_action={on.clone()} />
            </div>
            // The controls that are not the move at hand's (contract, "Opponents,
            // hints"): the same hooks, once the menu is open.
            <super::folds::Folded fold={Fold::More} open={p.fold} label={t("more")} on_action={on.clone()}>
                if fold_turn {
                    { turn_controls }
                }
                if v.nav.is_none() {
                    <button data-action="new-game" onclick={on.reform(|_| Action::NewGame)}>{ t("new-game") }</button>
                    if v.back_to_game {
                        <button data-action="resume-game" title={t("resume-game-title")}
                            onclick={on.reform(|_| Action::BackToGame)}>{ t("resume-game") }</button>
                    }
                    if let Some(q) = &p.share {
                        <Share query={q.clone()} shown={p.share_box.clone()} {lang} on_action={on.clone()} />
                    }
                }
                if let Some(on_now) = v.analyse {
                    <button data-action="analyse" aria-pressed={on_now.to_string()} title={t("analyse-title")}
                        onclick={on.reform(|_| Action::ToggleAnalysis)}>{ t("analyse") }</button>
                }
                if !p.embed {
                    if let Some(running) = v.review {
                        <button data-action="review" disabled={running} title={t("review-title")}
                            onclick={on.reform(|_| Action::StartReview)}>{ t("review") }</button>
                    }
                    <button data-action="edit-position" title={t("edit-position-title")}
                        onclick={on.reform(|_| Action::OpenEditor)}>{ t("edit-position") }</button>
                }
                <button data-action="read-board" aria-keyshortcuts="R" title={t("read-board-title")}
                    onclick={p.on_read.reform(|_| ())}>{ t("read-board") }</button>
            </super::folds::Folded>
            // The link shared; in a frame, the full page's address where no
            // new tab may open.
            if p.share.is_some() || p.full.is_some() {
                <ShareBox query={p.share.clone().unwrap_or_default()} shown={p.share_box.clone()} {lang} on_action={on.clone()} />
            }
        </div>
    }
}

//! The position editor's page (`?mode=edit`, issue 12): the board to click
//! seeds onto (Shift-click, right-click or a long press takes one away; keys
//! `+`, `-`, `o` and a typed count on the pit focused), who moves, the piles,
//! Goré's owners, the checks in words, and what to do with the position:
//! play it, share it, embed it, download its diagram, copy its JSON. What it
//! says is worked out in `ui::editor`; this draws it.

use yew::prelude::*;

use crate::engine::{Pit, Player};
use crate::ui::computer::Seat;
use crate::ui::editor::{Edit, Editor, Rule};
use crate::ui::texts::{fill, player_word, setup_error, store_word, text, Lang};
use crate::ui::view::BoardView;

use super::board::Board;
use super::share::page_address;
use super::state::Action;

/// What the editor page needs.
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The editor's state.
    pub editor: Editor,
    /// Clicks change owners (Goré) rather than add seeds.
    pub owners: bool,
    /// Its board as drawn.
    pub view: BoardView,
    /// The page's language.
    pub lang: Lang,
    /// Where actions go.
    pub on_action: Callback<Action>,
    /// The keyboard's place on the board.
    pub cursor: Option<Pit>,
    /// Called when a pit takes the focus.
    pub on_cursor: Callback<Pit>,
}

/// What a key on a focused pit does in the editor.
fn key_edit(p: Pit, key: &str) -> Option<Edit> {
    Some(match key {
        "+" | "=" => Edit::Add(p),
        "-" | "_" | "Backspace" | "Delete" => Edit::Remove(p),
        "o" | "O" => Edit::Owner(p),
        "0" => Edit::Set(p, 0),
        _ => return None,
    })
}

/// The words of one rule of the checklist.
fn rule_words(rule: Rule, ed: &Editor, lang: Lang) -> String {
    let game = ed.rules.variant().title();
    match rule {
        Rule::Total(n) => fill(lang, "editor-rule-total", &[("n", &n), ("game", &game)]),
        Rule::PitLimit(n) => fill(lang, "editor-rule-limit", &[("n", &n)]),
        Rule::Sides(n) => fill(lang, "editor-rule-sides", &[("n", &n), ("game", &game)]),
        Rule::OwnersFree => text(lang, "editor-rule-owners-free"),
        Rule::OwnersFixed => text(lang, "editor-rule-owners-fixed"),
    }
}

/// The position editor.
#[function_component(EditorPage)]
pub fn editor_page(p: &EditorProps) -> Html {
    let ed = &p.editor;
    let lang = p.lang;
    let on = &p.on_action;
    let t = |key: &str| text(lang, key);
    let computer = use_state(|| true);
    let copied = use_state(|| None::<String>);
    let check = ed.check();
    let json = ed.json();
    let layout = ed.layout();
    let variant = ed.rules.variant();
    let fault = check.fault.as_ref().map(|e| setup_error(lang, e));

    // A click also puts the keyboard's place there, so its count can be typed.
    let on_pit = {
        let (on, cursor) = (on.clone(), p.on_cursor.clone());
        Callback::from(move |q: Pit| {
            cursor.emit(q);
            on.emit(Action::EditPit(q));
        })
    };
    let on_remove = Some(on.reform(|p| Action::Edit(Edit::Remove(p))));
    let on_key = {
        let on = on.clone();
        Some(Callback::from(move |(p, k): (Pit, String)| {
            if let Some(e) = key_edit(p, &k) {
                on.emit(Action::Edit(e))
            }
        }))
    };

    // The pit the keyboard or the last click is on: its count can be typed.
    let focused = p.cursor.filter(|&q| layout.pits().any(|x| x == q));
    let count_input = focused.map(|q| {
        let set = on.reform(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            match input.value().trim().parse::<u8>() {
                Ok(n) => Action::Edit(Edit::Set(q, n)),
                Err(_) => Action::Say(Some(text(lang, "editor-count-bad"))),
            }
        });
        let name = layout.name(q);
        html! {
            <label class="option">{ fill(lang, "editor-count", &[("pit", &name)]) }
                <input type="number" min="0" max="250" data-option="pit-count"
                    value={ed.now.board.count(q).to_string()} onchange={set} />
            </label>
        }
    });
    let edit_link = format!("{}{}", page_address(), ed.query(&[("mode", "edit")]));
    let view_link = format!(
        "{}{}",
        page_address(),
        ed.query(&[("mode", "view"), ("embed", "1")])
    );
    // One click handler for every button of the editor, by its
    // `data-action` (a listener and a closure a button cost the page's wasm
    // several KB).
    let onclick = {
        let (on, copied) = (on.clone(), copied.clone());
        let (edit_link, view_link, json) = (edit_link.clone(), view_link.clone(), json.clone());
        let (pos, flipped, computer) = (ed.position().ok(), p.view.flipped, *computer);
        let file = format!("mancala-{}-position.svg", variant.id());
        Callback::from(move |e: MouseEvent| {
            let Some(b) = e
                .target_dyn_into::<web_sys::Element>()
                .and_then(|t| t.closest("button[data-action]").ok().flatten())
            else {
                return;
            };
            let hook = b.get_attribute("data-action").unwrap_or_default();
            let side = b
                .get_attribute("data-side")
                .and_then(|s| Player::from_letter(&s))
                .unwrap_or(Player::South);
            let copy = |what: &'static str, value: &str| {
                let copied = copied.clone();
                super::clipboard::copy(value, move |ok| {
                    let key = if ok {
                        "editor-copied"
                    } else {
                        "editor-copy-by-hand"
                    };
                    copied.set(Some(format!("{what}:{key}")))
                });
            };
            let action = match hook.as_str() {
                "undo" => Action::Edit(Edit::Undo),
                "opening" => Action::Edit(Edit::Opening),
                "clear" => Action::Edit(Edit::Clear),
                "switch-side" => Action::Edit(Edit::SwitchSide),
                "captured-less" => Action::Edit(Edit::RemoveCaptured(side)),
                "captured-more" => Action::Edit(Edit::AddCaptured(side)),
                "owner-tool" => Action::ToggleOwnerTool,
                "close-editor" => Action::CloseEditor,
                "play-here" => Action::PlayHere(if computer {
                    Seat::Computer(crate::engine::ai::Level::Medium)
                } else {
                    Seat::Human
                }),
                "copy-edit-link" => return copy("edit", &edit_link),
                "copy-view-link" => return copy("view", &view_link),
                "copy-position" => return copy("json", &json),
                "download-diagram" => {
                    if let Some(pos) = &pos {
                        let o = crate::ui::diagram::Options {
                            flipped,
                            lang,
                            ..Default::default()
                        };
                        let svg = crate::ui::diagram::svg(pos, &o);
                        let _ = super::records::download(&svg, &file, "image/svg+xml");
                    }
                    return;
                }
                _ => return,
            };
            on.emit(action);
        })
    };
    let set_opponent = {
        let computer = computer.clone();
        Callback::from(move |e: Event| {
            let s: web_sys::HtmlSelectElement = e.target_unchecked_into();
            computer.set(s.value() == "computer");
        })
    };
    let pile = |who: Player| {
        let word = store_word(variant, lang);
        html! {
            <span class="editor-pile" data-pile={who.letter().to_string()}>
                { fill(lang, "editor-pile", &[("player", &player_word(who, lang)), ("store", &word)]) }
                <button data-action="captured-less" data-side={who.letter().to_string()}
                    aria-label={fill(lang, "editor-pile-less", &[("player", &player_word(who, lang))])}
                    disabled={ed.now.captured[who] == 0}>{ "−" }</button>
                <output>{ ed.now.captured[who] }</output>
                <button data-action="captured-more" data-side={who.letter().to_string()}
                    aria-label={fill(lang, "editor-pile-more", &[("player", &player_word(who, lang))])}>{ "+" }</button>
            </span>
        }
    };
    let note = |what: &str| {
        (*copied)
            .as_ref()
            .and_then(|c| c.strip_prefix(&format!("{what}:")))
            .map(|key| html! { <span class="note" role="status">{ t(key) }</span> })
    };
    let to_move = player_word(ed.now.to_move, lang);
    html! {
        <div class="editor" data-editor="" {onclick}>
            <p class={classes!("prompt", if ed.now.to_move == Player::South { "to-south" } else { "to-north" })}
               data-prompt="">
                { t(if p.owners { "editor-prompt-owners" } else { "editor-prompt" }) }
            </p>
            <div class="controls">
                <button data-action="undo" disabled={!ed.can_undo()}>{ t("undo") }</button>
                <button data-action="opening">{ t("editor-opening") }</button>
                <button data-action="clear">{ t("editor-clear") }</button>
                <button data-action="switch-side">
                    { fill(lang, "editor-to-move", &[("player", &to_move)]) }</button>
                if variant.owners_change() {
                    <button data-action="owner-tool" aria-pressed={p.owners.to_string()}>{ t("editor-owner-tool") }</button>
                }
                <button data-action="close-editor">{ t("editor-close") }</button>
            </div>
            <div class="controls">
                { pile(Player::South) }
                { pile(Player::North) }
                { for count_input }
            </div>
            <Board view={p.view.clone()} {on_pit} cursor={p.cursor} on_cursor={p.on_cursor.clone()}
                {on_remove} {on_key} />
            <p class="hint">{ t("editor-keys") }</p>
            <section class="editor-check" aria-label={t("editor-check")}>
                <p data-seed-total={(check.on_board + check.captured).to_string()}>
                    { fill(lang, "editor-total", &[("board", &check.on_board), ("captured", &check.captured),
                        ("sum", &(check.on_board + check.captured)), ("total", &check.total)]) }
                </p>
                <ul class="editor-rules">
                    { for ed.rules_kept().into_iter().map(|(rule, kept)| html! {
                        <li data-rule-kept={kept.to_string()} class={classes!((!kept).then_some("broken"))}>
                            <span aria-hidden="true">{ if kept { "✓ " } else { "✗ " } }</span>
                            { rule_words(rule, ed, lang) }
                        </li>
                    }) }
                </ul>
                if let Some(why) = &fault {
                    <p class="message" role="alert" data-position-error="">{ why.clone() }</p>
                } else {
                    <p data-position-ok="">{ t(if check.over_at_once { "editor-over-at-once" } else { "editor-ok" }) }</p>
                }
            </section>
            <section class="editor-out" aria-label={t("editor-out")}>
                <div class="controls">
                    <label class="option">{ t("editor-against") }
                        <select data-option="play-against" onchange={set_opponent}>
                            <option value="computer" selected={*computer}>{ t("editor-against-computer") }</option>
                            <option value="friend" selected={!*computer}>{ t("editor-against-friend") }</option>
                        </select>
                    </label>
                    <button data-action="play-here" class="choice" disabled={fault.is_some()}>
                        { t("editor-play-here") }</button>
                    <button data-action="download-diagram" disabled={fault.is_some()}>
                        { t("editor-diagram") }</button>
                </div>
                <label class="editor-link">{ t("editor-edit-link") }
                    <input readonly=true data-link="edit" value={edit_link.clone()} />
                    <button data-action="copy-edit-link">{ t("editor-copy") }</button>
                    { for note("edit") }
                </label>
                <label class="editor-link">{ t("editor-view-link") }
                    <input readonly=true data-link="view" value={view_link.clone()} />
                    <button data-action="copy-view-link">{ t("editor-copy") }</button>
                    { for note("view") }
                </label>
                <details class="editor-json" open=true>
                    <summary>{ t("editor-json") }</summary>
                    <pre data-position="">{ json.clone() }</pre>
                    <button data-action="copy-position">{ t("editor-copy") }</button>
                    { for note("json") }
                </details>
            </section>
        </div>
    }
}

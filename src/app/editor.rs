//! The position editor's page (`?mode=edit`, issue 12): the board to click
//! seeds onto (Shift-click, right-click or a long press takes one away; keys
//! `+`, `-`, `o` and a typed count on the pit focused), who moves, the piles,
//! Goré's owners, the checks in words, and what to do with the position:
//! play it, share it, embed it, download its diagram, copy its JSON. What it
//! says is worked out in `ui::editor`; this draws it.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::{Pit, Player};
use crate::ui::editor::{Check, Edit, Editor, Rule};
use crate::ui::texts::{fill, player_word, setup_error, store_word, text, Lang};
use crate::ui::view::BoardView;

use super::after_paint::use_painted_parts;
use super::board::Board;
use super::share::page_address;
use super::state::Action;

/// What the editor page needs.
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The editor's state (a clone of the page state's: a few positions,
    /// its undo list, drawn again when any of it changes).
    pub editor: Editor,
    /// The page's last word (a copy done, a count refused).
    pub message: Option<String>,
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
    let layout = ed.layout();
    let variant = ed.rules.variant();
    // The keys and the checks once the board is painted, the ways out
    // (links, JSON) a frame later (`after_paint`): a task and a layout each.
    let under = use_painted_parts(Some(()), 2, false);
    // The position read back once a render, for both parts.
    let check = (under >= 1).then(|| ed.check());

    // The board's callbacks, the same objects at every render (made from
    // the app's, which never change), so that the board skips a render
    // where nothing it draws changed.
    // A click also puts the keyboard's place there, so its count can be typed.
    let on_pit = use_callback((on.clone(), p.on_cursor.clone()), |q: Pit, (on, cursor)| {
        cursor.emit(q);
        on.emit(Action::EditPit(q));
    });
    let on_remove = use_callback(on.clone(), |p: Pit, on| {
        on.emit(Action::Edit(Edit::Remove(p)))
    });
    let on_key = use_callback(on.clone(), |(p, k): (Pit, String), on| {
        if let Some(e) = key_edit(p, &k) {
            on.emit(Action::Edit(e))
        }
    });

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
    // One click handler for every button of the editor, by its
    // `data-action`: the buttons stay plain markup, and what each does reads
    // in one table.
    let onclick = {
        let on = on.clone();
        // What a button copies or saves is read from the editor when clicked.
        let (ed, flipped) = (ed.clone(), p.view.flipped);
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
            let copy = |value: &str| {
                let on = on.clone();
                super::clipboard::copy(value, move |ok| {
                    let key = if ok {
                        "editor-copied"
                    } else {
                        "editor-copy-by-hand"
                    };
                    on.emit(Action::Say(Some(text(lang, key))))
                });
            };
            // The opponent chosen in the menu, read when it is needed.
            let computer = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| {
                    d.query_selector("[data-option=\"play-against\"]")
                        .ok()
                        .flatten()
                })
                .and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .is_none_or(|s| s.value() != "friend");
            let action = match hook.as_str() {
                "undo" => Action::Edit(Edit::Undo),
                "opening" => Action::Edit(Edit::Opening),
                "clear" => Action::Edit(Edit::Clear),
                "switch-side" => Action::Edit(Edit::SwitchSide),
                "captured-less" => Action::Edit(Edit::RemoveCaptured(side)),
                "captured-more" => Action::Edit(Edit::AddCaptured(side)),
                "owner-tool" => Action::ToggleOwnerTool,
                "close-editor" => Action::CloseEditor,
                "play-here" => Action::PlayHere(computer),
                "copy-edit-link" => return copy(&edit_link(&ed)),
                "copy-view-link" => return copy(&view_link(&ed)),
                "copy-position" => return copy(&ed.json()),
                "download-diagram" => {
                    if let Ok(pos) = &ed.position() {
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
    let pile = |who: Player| {
        let (letter, name) = (who.letter(), player_word(who, lang));
        let words = fill(
            lang,
            "editor-pile",
            &[("player", &name), ("store", &store_word(variant, lang))],
        );
        let less = fill(lang, "editor-pile-less", &[("player", &name)]);
        let more = fill(lang, "editor-pile-more", &[("player", &name)]);
        let n = ed.now.captured[who];
        html! {
            <span class="editor-pile" data-pile={letter.to_string()}>
                { words }
                { side_button("captured-less", letter, less, "−", n == 0) }
                <output>{ n }</output>
                { side_button("captured-more", letter, more, "+", false) }
            </span>
        }
    };
    let to_move = player_word(ed.now.to_move, lang);
    let side = if ed.now.to_move == Player::South {
        "to-south"
    } else {
        "to-north"
    };
    html! {
        <div class="editor" data-editor="" {onclick}>
            <p class={classes!("prompt", side)} data-prompt="">
                { t(if ed.owner_tool { "editor-prompt-owners" } else { "editor-prompt" }) }
            </p>
            if let Some(m) = &p.message {
                <p class="message" role="status" data-editor-message="">{ m.clone() }</p>
            }
            <div class="controls">
                { tool("undo", t("undo"), !ed.can_undo()) }
                { tool("opening", t("editor-opening"), false) }
                { tool("clear", t("editor-clear"), false) }
                { tool("switch-side", fill(lang, "editor-to-move", &[("player", &to_move)]), false) }
                if variant.owners_change() {
                    <button data-action="owner-tool" aria-pressed={ed.owner_tool.to_string()}>{ t("editor-owner-tool") }</button>
                }
                { tool("close-editor", t("editor-close"), false) }
            </div>
            <div class="controls">
                { pile(Player::South) }
                { pile(Player::North) }
                { for count_input }
            </div>
            <Board view={p.view.clone()} {on_pit} cursor={p.cursor} on_cursor={p.on_cursor.clone()}
                on_remove={Some(on_remove)} on_key={Some(on_key)} />
            if let Some(check) = &check {
                { checks(ed, check, lang) }
                if under >= 2 {
                    { ways_out(ed, check.fault.is_some(), lang) }
                }
            }
        </div>
    }
}

/// The page's link that opens the editor on this position.
fn edit_link(ed: &Editor) -> String {
    format!("{}{}", page_address(), ed.query(&[("mode", "edit")]))
}

/// The link of this position's diagram for a wiki's frame.
fn view_link(ed: &Editor) -> String {
    format!(
        "{}{}",
        page_address(),
        ed.query(&[("mode", "view"), ("embed", "1")])
    )
}

/// Under the board: the keys, and the checks in words.
fn checks(ed: &Editor, check: &Check, lang: Lang) -> Html {
    let t = |key: &str| text(lang, key);
    html! { <>
        <p class="hint">{ t("editor-keys") }</p>
        <section class="editor-check" aria-label={t("editor-check")}>
            <p data-seed-total={(check.on_board + check.captured).to_string()}>
                { fill(lang, "editor-total", &[("board", &check.on_board), ("captured", &check.captured),
                    ("sum", &(check.on_board + check.captured)), ("total", &check.total)]) }
            </p>
            <ul class="editor-rules">
                { for ed.rules_kept().into_iter().map(|(rule, kept)| rule_item(rule_words(rule, ed, lang), kept)) }
            </ul>
            if let Some(why) = check.fault.as_ref().map(|e| setup_error(lang, e)) {
                <p class="message" role="alert" data-position-error="">{ why }</p>
            } else {
                <p data-position-ok="">{ t(if check.over_at_once { "editor-over-at-once" } else { "editor-ok" }) }</p>
            }
        </section>
    </> }
}

/// Under the checks, the ways out: play here, the diagram, the links, the
/// JSON (the first two disabled where `no`: a position the rules refuse).
fn ways_out(ed: &Editor, no: bool, lang: Lang) -> Html {
    let t = |key: &str| text(lang, key);
    html! {
        <section class="editor-out" aria-label={t("editor-out")}>
            <div class="controls">
                <label class="option">{ t("editor-against") }
                    <select data-option="play-against">
                        <option value="computer">{ t("editor-against-computer") }</option>
                        <option value="friend">{ t("editor-against-friend") }</option>
                    </select>
                </label>
                { tool("play-here", t("editor-play-here"), no) }
                { tool("download-diagram", t("editor-diagram"), no) }
            </div>
            { link_row(t("editor-edit-link"), "edit", edit_link(ed), t("editor-copy")) }
            { link_row(t("editor-view-link"), "view", view_link(ed), t("editor-copy")) }
            <details class="editor-json" open=true>
                <summary>{ t("editor-json") }</summary>
                <pre data-position="">{ ed.json() }</pre>
                { tool("copy-position", t("editor-copy"), false) }
            </details>
        </section>
    }
}

// Small drawing functions for the elements the editor repeats (buttons that
// differ only by their hook and words, the two links, the checklist).

/// One of the editor's buttons (they share the editor's one click handler).
fn tool(hook: &'static str, words: String, disabled: bool) -> Html {
    html! { <button data-action={hook} {disabled}>{ words }</button> }
}

/// A pile's − or + button.
fn side_button(
    hook: &'static str,
    side: char,
    label: String,
    sign: &'static str,
    disabled: bool,
) -> Html {
    html! { <button data-action={hook} data-side={side.to_string()} aria-label={label} {disabled}>{ sign }</button> }
}

/// A rule of the checklist, kept or broken.
fn rule_item(words: String, kept: bool) -> Html {
    html! {
        <li data-rule-kept={kept.to_string()} class={classes!((!kept).then_some("broken"))}>
            <span aria-hidden="true">{ if kept { "✓ " } else { "✗ " } }</span>{ words }
        </li>
    }
}

/// A link to copy: `data-link="edit"` or `"view"`, its copy button
/// `copy-<which>-link`.
fn link_row(label: String, which: &'static str, link: String, copy: String) -> Html {
    let hook = if which == "edit" {
        "copy-edit-link"
    } else {
        "copy-view-link"
    };
    html! {
        <label class="editor-link">{ label }
            <input readonly=true data-link={which} value={link} />
            { tool(hook, copy, false) }
        </label>
    }
}

//! The game record beside the board (contract: "Game records"): the current
//! game's record, always up to date (`data-record`), to copy or download as a
//! `.txt`; and a record pasted or opened from a file, loaded in place of the
//! game (a bad one is explained by the reducer, and the game kept).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::texts::{text, Lang};

use super::state::Action;

/// What the record box shows.
#[derive(Properties, PartialEq)]
pub struct RecordProps {
    /// The record's text.
    pub text: AttrValue,
    /// A name for the downloaded file, e.g. `mancala-urim-2026-12-01.txt`.
    pub file_name: AttrValue,
    /// Where a record to load goes.
    pub on_action: Callback<Action>,
    /// The language of its words.
    pub lang: Lang,
}

/// Saves `text` as a file of this type (a sandboxed frame may refuse: the
/// text stays there to copy).
pub(super) fn download(text: &str, name: &str, mime: &str) -> Option<()> {
    let doc = web_sys::window()?.document()?;
    let parts = web_sys::js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Some(())
}

/// Reads a chosen file's text, then sends it to be loaded.
fn read_file(input: &web_sys::HtmlInputElement, on: Callback<Action>) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    let text = wasm_bindgen_futures::JsFuture::from(file.text());
    wasm_bindgen_futures::spawn_local(async move {
        // An unreadable file loads nothing (the game stays as it was).
        if let Some(t) = text.await.ok().and_then(|t| t.as_string()) {
            on.emit(Action::LoadRecord(t));
        }
    });
    input.set_value("");
}

/// The record box, drawn again only when the record (or the language)
/// changes, never during a sowing. A copy is told in the page's message line.
#[function_component(RecordBox)]
pub fn record_box(p: &RecordProps) -> Html {
    let lang = p.lang;
    let copy = {
        let (record, on) = (p.text.clone(), p.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            let on = on.clone();
            super::clipboard::copy(&record, move |ok| {
                let key = if ok {
                    "record-copied"
                } else {
                    "record-copy-refused"
                };
                on.emit(Action::Say(Some(text(lang, key))))
            });
        })
    };
    let save = {
        let (text, name) = (p.text.clone(), p.file_name.clone());
        Callback::from(move |_: MouseEvent| {
            let _ = download(&text, &name, "text/plain;charset=utf-8");
        })
    };
    let load = {
        let on = p.on_action.clone();
        Callback::from(move |_: MouseEvent| {
            let pasted = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector("[data-record-input]").ok().flatten())
                .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok());
            if let Some(t) = pasted {
                on.emit(Action::LoadRecord(t.value()));
            }
        })
    };
    let open = {
        let on = p.on_action.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                read_file(&input, on.clone());
            }
        })
    };
    let t = |key: &str| text(p.lang, key);
    html! {
        <details class="record-box">
            <summary>{ t("record") }</summary>
            <pre data-record="">{ p.text.clone() }</pre>
            <div class="record-actions">
                <button data-action="copy-record" onclick={copy}>{ t("record-copy") }</button>
                <button data-action="download-record" onclick={save}>{ t("record-download") }</button>
            </div>
            <label class="record-load">{ t("record-paste") }
                <textarea data-record-input="" rows="4"
                    placeholder={"[Game \"urim\"]\n[Options \"pits=6 seeds=3\"]\n\n1. a1 2. f2"} />
            </label>
            <div class="record-actions">
                <button data-action="load-record" onclick={load}>{ t("record-load") }</button>
                <label class="file">{ t("record-file") }
                    <input type="file" accept=".txt,text/plain" data-record-file="" onchange={open} />
                </label>
            </div>
        </details>
    }
}

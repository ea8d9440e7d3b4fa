//! The game record beside the board (contract: "Game records"): the current
//! game's record, always up to date (`data-record`), to copy or download as a
//! `.txt`; and a record pasted or opened from a file, loaded in place of the
//! game (a bad one is explained by the reducer, and the game kept).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::texts::{text, Lang};

use super::state::Action;

/// Properties of [`RecordPanel`].
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
    let ok = Closure::once(move |text: JsValue| {
        on.emit(Action::LoadRecord(text.as_string().unwrap_or_default()))
    });
    let err = Closure::once(|_: JsValue| {});
    let _ = file.text().then2(&ok, &err);
    // Called once, by the browser, later: kept alive until then.
    ok.forget();
    err.forget();
    input.set_value("");
}

/// The record box.
#[function_component(RecordPanel)]
pub fn record_panel(p: &RecordProps) -> Html {
    let copied = use_state(|| None::<bool>);
    let pasted = use_node_ref();
    let copy = {
        let (text, copied) = (p.text.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            let c = copied.clone();
            super::clipboard::copy(&text, move |ok| c.set(Some(ok)));
        })
    };
    let save = {
        let (text, name) = (p.text.clone(), p.file_name.clone());
        Callback::from(move |_: MouseEvent| {
            let _ = download(&text, &name, "text/plain;charset=utf-8");
        })
    };
    let load = {
        let (pasted, on) = (pasted.clone(), p.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(t) = pasted.cast::<web_sys::HtmlTextAreaElement>() {
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
                if let Some(ok) = *copied {
                    <span class="note">{ t(if ok { "record-copied" } else { "record-copy-refused" }) }</span>
                }
            </div>
            <label class="record-load">{ t("record-paste") }
                <textarea ref={pasted} data-record-input="" rows="4"
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

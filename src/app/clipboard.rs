//! Copying text: the asynchronous clipboard where the browser allows it (a
//! sandboxed frame or an old browser refuses), telling the caller whether it
//! worked so the page can offer the text to copy by hand instead.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::js_sys::Promise;

#[wasm_bindgen]
extern "C" {
    // `navigator.clipboard.writeText`, which throws where there is no
    // clipboard at all (`catch`: an `Err` then).
    #[wasm_bindgen(js_namespace = ["navigator", "clipboard"], js_name = writeText, catch)]
    fn write_text(text: &str) -> Result<Promise, JsValue>;
}

/// Copies `text`; `done(true)` once copied, `done(false)` if refused.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    match write_text(text) {
        Ok(p) => wasm_bindgen_futures::spawn_local(async move {
            done(JsFuture::from(p).await.is_ok());
        }),
        Err(_) => done(false),
    }
}

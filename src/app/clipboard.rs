//! Copying text: the asynchronous clipboard where the browser allows it (a
//! sandboxed frame or an old browser refuses), telling the caller whether it
//! worked so the page can offer the text to copy by hand instead.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    type Thenable;
    #[wasm_bindgen(js_namespace = ["navigator", "clipboard"], js_name = writeText, catch)]
    fn write_text(text: &str) -> Result<Thenable, JsValue>;
    #[wasm_bindgen(method, js_name = then)]
    fn then(this: &Thenable, ok: &JsValue, err: &JsValue);
}

/// Copies `text`; `done(true)` once copied, `done(false)` if refused.
pub fn copy(text: &str, done: impl Fn(bool) + Clone + 'static) {
    let (ok, err) = (done.clone(), done.clone());
    let on_ok = Closure::once_into_js(move |_: JsValue| ok(true));
    let on_err = Closure::once_into_js(move |_: JsValue| err(false));
    match write_text(text) {
        Ok(t) => t.then(&on_ok, &on_err),
        Err(_) => done(false),
    }
}

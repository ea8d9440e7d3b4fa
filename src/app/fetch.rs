//! One file fetched as text from the page's own folder (the language
//! catalogues, a lesson, the puzzles): `done` gets its text, or why not.
//! Called once, by the browser, later; any failure (offline without the
//! file cached, a 404, a refused request) is an `Err`, never a panic.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type Done = Rc<RefCell<Option<Box<dyn FnOnce(Result<String, String>)>>>>;

fn finish(done: &Done, r: Result<String, String>) {
    if let Some(d) = done.borrow_mut().take() {
        d(r);
    }
}

/// Fetches `url` (relative to the page) and calls `done` with its text.
pub fn fetch_text(url: &str, done: impl FnOnce(Result<String, String>) + 'static) {
    let done: Done = Rc::new(RefCell::new(Some(Box::new(done))));
    let Some(window) = web_sys::window() else {
        finish(&done, Err("no window".into()));
        return;
    };
    let on_response = {
        let done = done.clone();
        Closure::once(move |resp: JsValue| {
            let resp = resp.dyn_into::<web_sys::Response>().ok();
            let text = match &resp {
                Some(r) if r.ok() => r.text().ok(),
                _ => None,
            };
            let Some(text) = text else {
                let status = resp.map_or(0, |r| r.status());
                finish(&done, Err(format!("HTTP {status}")));
                return;
            };
            let on_text = {
                let done = done.clone();
                Closure::once(move |t: JsValue| {
                    finish(&done, t.as_string().ok_or_else(|| "not text".into()))
                })
            };
            let on_error = {
                let done = done.clone();
                Closure::once(move |_: JsValue| finish(&done, Err("unreadable".into())))
            };
            let _ = text.then2(&on_text, &on_error);
            on_text.forget();
            on_error.forget();
        })
    };
    let on_refused = {
        let done = done.clone();
        Closure::once(move |_: JsValue| finish(&done, Err("offline".into())))
    };
    let _ = window.fetch_with_str(url).then2(&on_response, &on_refused);
    // Called once, by the browser, later: kept alive until then.
    on_response.forget();
    on_refused.forget();
}

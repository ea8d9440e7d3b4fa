//! One file fetched as text from the page's own folder (the language
//! catalogues, a lesson, the puzzles): `done` gets its text, or why not.
//! Any failure (offline without the file cached, a 404, a refused request)
//! is an `Err`, never a panic.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Fetches `url` (relative to the page) and calls `done` with its text, once
/// the browser has it. The request runs as a future on the page's event
/// loop: nothing is kept alive after it settles.
pub fn fetch_text(url: &str, done: impl FnOnce(Result<String, String>) + 'static) {
    let url = url.to_string();
    wasm_bindgen_futures::spawn_local(async move { done(text_of(&url).await) });
}

async fn text_of(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| "offline")?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| "not a response")?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let text = response.text().map_err(|_| "unreadable")?;
    let text = JsFuture::from(text).await.map_err(|_| "unreadable")?;
    text.as_string().ok_or_else(|| "not text".into())
}

//! The page's start: the words loaded before the first draw, a panic shown
//! on the page rather than a dead board, the first state (decided in
//! `ui::boot` from the address and what the browser says), and the address
//! bar kept in step with the game afterwards (`ui::address`).

use gloo::timers::callback::Timeout;

use super::{embed, lang, storage, window, App};
use crate::ui::boot::{self, Env};
use crate::ui::state::AppState;
use crate::ui::texts::{text, Lang};

/// Starts the app: the words, the first state, then the app drawn off the
/// document and put in the board picture's place (`mount`, `reveal`).
pub fn start() {
    mark("start");
    // Through Yew, or `Renderer::render` replaces it with its own console hook.
    yew::set_custom_panic_hook(Box::new(show_panic));
    // The rest in a task of its own: the wasm's instantiation, which ends
    // with this call, is already a long one on a phone-speed CPU.
    Timeout::new(0, begin).forget();
}

/// The start's tasks after the wasm's own.
fn begin() {
    mark("begin");
    // The words first (a Turkish or Azerbaijani reader's come from a file),
    // so the page never flashes English at them: English (every missing
    // word's fallback) and the reader's language downloaded side by side.
    let chosen = page_lang(&search());
    let langs: &[Lang] = if chosen == Lang::En {
        &[Lang::En]
    } else {
        &[Lang::En, chosen]
    };
    // Then four tasks, each short enough on a phone-speed CPU not to hold
    // up a tap (issue 26, point 3): the words installed (as they arrive),
    // the first state worked out (and its views rehearsed, their code
    // compiled: `warm::rehearse_views`), Yew's own code rehearsed
    // (`warm::rehearse_yew`), the first render; a timer between them gives
    // the browser its turn. The board's picture (static/picture.js) is
    // already on screen: the page asks for this code only once it has been
    // painted (Trunk.toml, `pattern_script`).
    lang::ensure_all(langs, || {
        mark("words");
        Timeout::new(0, || {
            let state = initial_state();
            super::warm::rehearse_views(&state);
            FIRST.with(|f| *f.borrow_mut() = Some(state));
            mark("first-state");
            Timeout::new(0, || super::warm::rehearse_yew(mount)).forget();
        })
        .forget();
    });
}

/// Starts the app in an element off the document, where it draws itself in
/// slices (`ui::staging`) while the picture stays on screen; [`reveal`] then
/// puts it in the picture's place. Off the document, no part of a board is
/// ever seen, by the reader or by a test, and nothing is laid out before
/// the page is whole. (Drawn in the document, unseen, each slice was laid
/// out in the frame after it: the largest task shrank, but the board went
/// live 250–350 ms later on a phone-speed CPU, the growing page laid out
/// again at every frame; measured.)
fn mount() {
    let Some(host) = window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("div").ok())
    else {
        return;
    };
    host.set_id("app");
    HOST.with(|h| *h.borrow_mut() = Some(host.clone()));
    yew::Renderer::<App>::with_root(host).render();
}

/// Puts the app, drawn whole, in the picture's place (once; later calls do
/// nothing). Where the page drew no picture (lessons, puzzles, the editor),
/// at the end of the page.
pub(super) fn reveal() {
    let Some(host) = HOST.with(|h| h.borrow_mut().take()) else {
        return;
    };
    let Some(doc) = window().and_then(|w| w.document()) else {
        return;
    };
    match doc.get_element_by_id("picture") {
        Some(picture) => {
            let _ = picture.replace_with_with_node_1(&host);
        }
        None => {
            if let Some(body) = doc.body() {
                let _ = body.append_child(&host);
            }
        }
    }
}

/// A User Timing mark, `mancala:<what>`, for the benchmarks
/// (tests/e2e/bench-start.mjs): which step of the start a long task was.
pub(super) fn mark(what: &str) {
    if let Some(p) = window().and_then(|w| w.performance()) {
        let _ = p.mark(&format!("mancala:{what}"));
    }
}

thread_local! {
    /// The first state, worked out in its own task before the first render.
    static FIRST: std::cell::RefCell<Option<AppState>> = const { std::cell::RefCell::new(None) };
    /// The app's element while it is drawn off the document.
    static HOST: std::cell::RefCell<Option<web_sys::Element>> = const { std::cell::RefCell::new(None) };
}

/// The first state: the one worked out before the first render, else
/// worked out now.
pub(super) fn first_state() -> AppState {
    FIRST
        .with(|f| f.borrow_mut().take())
        .unwrap_or_else(initial_state)
}

/// The address's query now (`?game=…`), as `location.search` gives it.
pub(super) fn search() -> String {
    window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// What the browser says: the texts in storage, the reader's languages,
/// reduced motion, and a random number.
fn env() -> Env {
    let reduced_motion = window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches());
    Env {
        stored: storage::snapshot(),
        languages: lang::browser(),
        reduced_motion,
        seed: (random() * u32::MAX as f64) as u64,
    }
}

/// The language the page opens in: the URL's, else the reader's.
fn page_lang(search: &str) -> Lang {
    boot::page_lang(search, &env())
}

/// Never a blank page: should a bug ever panic, say so on the page (and in the
/// console) with a way back, instead of leaving a dead board.
fn show_panic(info: &std::panic::PanicHookInfo<'_>) {
    gloo::console::error!(format!("mancala: {info}"));
    let Some(doc) = window().and_then(|w| w.document()) else {
        return;
    };
    if let (Some(body), Ok(note)) = (doc.body(), doc.create_element("div")) {
        note.set_class_name("crash");
        // In the page's language, as `<html lang>` says it.
        let lang = doc
            .document_element()
            .and_then(|e| e.get_attribute("lang"))
            .and_then(|l| l.parse().ok())
            .unwrap_or_default();
        note.set_inner_html(&text(lang, "crash"));
        let _ = body.prepend_with_node_1(&note);
    }
}

/// The first state (`ui::boot::initial_state`); storage tidied as it
/// decides, the theme and the document's language put on the page.
pub(super) fn initial_state() -> AppState {
    let boot = boot::initial_state(&search(), &env());
    storage::apply(boot.ops);
    let mut state = boot.state;
    embed::apply_theme(state.theme);
    embed::mark_frame(state.embed);
    state.problems.extend(lang::settle(state.lang));
    state
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Math)]
    fn random() -> f64;
}

/// Keeps the address bar in step with the game and speed, so a link (or a
/// wiki embed) opens the same thing.
pub(super) fn sync_url(state: &AppState) {
    // A frame's address stays the one its article gave it: no one sees it,
    // and its game is kept under it (`ui::saved::frames`); "Open full game"
    // carries the game instead (`ui::share::full_page_query`).
    if state.embed {
        return;
    }
    let query = crate::ui::address::address(state, &search());
    if let Some(h) = window().and_then(|w| w.history().ok()) {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query));
    }
}

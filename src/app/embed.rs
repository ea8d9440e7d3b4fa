//! The page inside a wiki's frame: the colour theme on `<html>`, its height
//! posted to the host page (`{"type": "mancala:resize", "height": h}`, nothing
//! else goes out), the "open full game" link that copes with blocked popups,
//! and the arrow keys that step through a recorded game in view mode.

use std::cell::Cell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::saved::prefs::{theme_text, THEME_KEY};
use crate::ui::settings::Theme;
use crate::ui::texts::{text, Lang};

use super::state::{Action, AppState, LinkNote, Nav};

/// The page's `<html>`, which carries the theme and the frame's mark.
fn root() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.document_element()
}

/// Puts an explicit theme on `<html data-theme>`, or takes it off for
/// `auto` (the stylesheet then follows the system's `prefers-color-scheme`).
pub fn apply_theme(theme: Theme) {
    if let Some(root) = root() {
        let _ = match theme {
            Theme::Light | Theme::Dark => root.set_attribute("data-theme", theme.word()),
            Theme::Auto => root.remove_attribute("data-theme"),
        };
    }
}

/// Marks a frame's page, `<html class="embed">`, which the stylesheet makes
/// fill the frame (as static/picture.js does for the picture before it),
/// and unmarks any other page: where the picture read the address otherwise
/// (`?embed=1&embed=0`: it takes the first value, the app the last), a full
/// page left marked would never scroll. A class, where `html:has(main.embed)`
/// would do: that selector made the browser's frame that puts the page on
/// screen slower (docs/benchmarks.md).
pub fn mark_frame(embed: bool) {
    if let Some(root) = root() {
        let _ = match embed {
            true => root.set_attribute("class", "embed"),
            false => root.remove_attribute("class"),
        };
    }
}

/// Keeps the reader's theme for the next visit (nothing where storage is refused).
pub fn save_theme(theme: Theme) {
    super::storage::keep(THEME_KEY, theme_text(theme));
}

/// The height the page would like in a frame, in CSS pixels: its bars plus the
/// board at the frame's width (in embed mode the board only fills the space
/// left, so the page's own height would just echo the frame's).
fn content_height() -> Option<i64> {
    let doc = web_sys::window()?.document()?;
    let height = |sel: &str| -> i64 {
        doc.query_selector_all(sel)
            .ok()
            .map(|l| {
                (0..l.length())
                    .filter_map(|i| l.item(i))
                    .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
                    .map(|e| e.scroll_height() as i64)
                    .sum()
            })
            .unwrap_or(0)
    };
    let svg = doc.query_selector("svg.board").ok()??;
    let view_box = svg.get_attribute("viewBox")?;
    // The viewBox holds whole numbers (`geometry::n`): read and reckoned as
    // integers (formatting or parsing floats would add ~17 KB of wasm).
    let v: Vec<i64> = view_box
        .split_whitespace()
        .filter_map(|x| x.parse().ok())
        .collect();
    let (w, h) = (*v.get(2)?, *v.get(3)?);
    let board = (svg.client_width() as i64 * h + w - 1) / w.max(1);
    Some(
        height("main.embed .decisions")
            + height("main.embed .notice")
            + height("main.embed .result")
            + board
            + 8,
    )
}

/// In a frame: after every render, posts the height to the host if it
/// changed, so a host script can size the frame to the board.
#[hook]
pub fn use_resize_messages(embedded: bool) {
    let last = use_mut_ref(|| Cell::new(0i64));
    use_effect(move || {
        let Some(w) = web_sys::window() else { return };
        let parent = w.parent().ok().flatten();
        let framed = parent.as_ref().is_some_and(|p| {
            wasm_bindgen::JsValue::from(p.clone()) != wasm_bindgen::JsValue::from(w)
        });
        // Measured only in a frame: reading the layout forces one, and this
        // runs after every render (measured: a forced layout of 100–150 ms
        // at 4× CPU throttle when the page first goes on screen).
        let measured = (embedded && framed).then(content_height).flatten();
        if let (Some(parent), Some(h)) = (parent, measured) {
            if h != last.borrow().get() {
                last.borrow().set(h);
                // Only the height goes out (any origin may host the frame).
                let msg = format!(r#"{{"type":"mancala:resize","height":{h}}}"#);
                if let Ok(v) = web_sys::js_sys::JSON::parse(&msg) {
                    let _ = parent.post_message(&v, "*");
                }
            }
        }
    });
}

/// View mode: ← → Home End step through the record (only while the page has
/// the focus: a framed page never takes it from the wiki page).
#[hook]
pub fn use_step_keys(state: &UseReducerHandle<AppState>) {
    let view = state.is_view();
    let dispatcher = state.dispatcher();
    use_effect_with(view, move |view| {
        let listener = view.then(|| {
            Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
                let nav = match e.key().as_str() {
                    "ArrowLeft" => Nav::Prev,
                    "ArrowRight" => Nav::Next,
                    "Home" => Nav::First,
                    "End" => Nav::Last,
                    _ => return,
                };
                e.prevent_default();
                dispatcher.dispatch(Action::Go(nav));
            })
        });
        let w = web_sys::window();
        if let (Some(w), Some(l)) = (&w, &listener) {
            let _ = w.add_event_listener_with_callback("keydown", l.as_ref().unchecked_ref());
        }
        move || {
            if let (Some(w), Some(l)) = (&w, &listener) {
                let _ =
                    w.remove_event_listener_with_callback("keydown", l.as_ref().unchecked_ref());
            }
        }
    });
}

/// What the "open full game" link needs.
#[derive(Properties, PartialEq)]
pub struct OpenFullProps {
    /// The full page's address ([`full_url`], read as the page is drawn).
    pub url: AttrValue,
    /// The language of its words.
    pub lang: Lang,
    /// Where a blocked popup is told.
    pub on_action: Callback<Action>,
}

/// "Open full game ↗": a link to the full page with the game at this point
/// (`ui::share::full_page_query`), in a new tab that knows nothing of the
/// frame (`rel="noopener"`, the tab's `opener` cut). Where the frame may
/// not open a tab (sandboxed without `allow-popups`), its address is shown
/// whole in the share box, to copy. Read by a long press or a middle click,
/// the link's own address is the same.
#[function_component(OpenFull)]
pub fn open_full(p: &OpenFullProps) -> Html {
    let (url, lang) = (p.url.clone(), p.lang);
    let onclick = {
        let url = url.clone();
        p.on_action.reform(move |e: MouseEvent| {
            e.prevent_default();
            // A blank tab first, to know whether one may open at all (with
            // `noopener`, `window.open` answers nothing either way); then
            // it forgets the frame and goes to the game.
            let opened = web_sys::window()
                .and_then(|w| w.open_with_url_and_target("", "_blank").ok().flatten());
            match opened {
                Some(tab) => {
                    let _ = web_sys::js_sys::Reflect::set(
                        &tab,
                        &"opener".into(),
                        &wasm_bindgen::JsValue::NULL,
                    );
                    let _ = tab.location().set_href(&url);
                    Action::ShareBox(None)
                }
                None => Action::ShareBox(Some((url.to_string(), LinkNote::NoNewTab))),
            }
        })
    };
    html! {
        <a class="open-full" href={url} target="_blank" rel="noopener" {onclick}>{ text(lang, "open-full") }</a>
    }
}

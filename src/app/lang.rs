//! The page's language: chosen by `?lang=`, else the reader's earlier choice
//! (kept in localStorage where it works), else the browser's languages, else
//! English. The words are downloaded (`lang/en.ftl` before the page first
//! draws, `lang/tr.ftl` or `lang/az.ftl` when chosen), so they cost the
//! page's wasm nothing; English fills in wherever another language's
//! download fails.

use std::cell::RefCell;

use crate::ui::texts::{fill, install, is_loaded, Lang};

/// Where the reader's choice is kept.
const KEY: &str = "mancala:lang";

thread_local! {
    /// A language whose words could not be downloaded (said once, on the page).
    static FAILED: RefCell<Option<Lang>> = const { RefCell::new(None) };
}

/// The reader's earlier choice, if storage works and holds one.
fn saved() -> Option<Lang> {
    super::storage::read(KEY)?.parse().ok()
}

/// Keeps the reader's choice for the next visit (nothing where storage is refused).
pub fn save(lang: Lang) {
    super::storage::write(KEY, lang.code());
}

/// The first of the browser's languages we have (`tr-TR` is Turkish).
fn browser() -> Option<Lang> {
    let nav = web_sys::window()?.navigator();
    nav.languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .find_map(|tag| {
            let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
            primary.parse::<Lang>().ok()
        })
}

/// The language to open in when the URL names none.
pub fn preferred() -> Lang {
    saved().or_else(browser).unwrap_or_default()
}

/// Marks the document's language (`<html lang>`), so screen readers and
/// hyphenation follow it.
fn mark_document(lang: Lang) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// Once `lang`'s words were asked for: marks the document with the language
/// really shown (English where the download failed) and returns, once, the
/// notice of a failed download.
pub fn settle(lang: Lang) -> Option<String> {
    mark_document(if is_loaded(lang) { lang } else { Lang::En });
    let failed = FAILED.with(|f| f.borrow_mut().take())?;
    Some(fill(
        Lang::En,
        "lang-failed",
        &[("language", &failed.name())],
    ))
}

/// Makes `lang`'s words available, then calls `done` (at once if they are
/// there already). A failed download leaves English in their place and is
/// remembered for [`take_failure`].
pub fn ensure(lang: Lang, done: impl FnOnce() + 'static) {
    if is_loaded(lang) {
        done();
        return;
    }
    let url = format!("lang/{}.ftl", lang.code());
    super::fetch::fetch_text(&url, move |text| {
        if !text.is_ok_and(|t| install(lang, &t).is_ok()) {
            FAILED.with(|f| *f.borrow_mut() = Some(lang));
        }
        done();
    });
}

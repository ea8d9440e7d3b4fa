//! The page's language: chosen by `?lang=`, else the reader's earlier choice
//! (kept in localStorage where it works), else the browser's languages, else
//! English (decided in `ui::boot`). The words are downloaded (`lang/en.ftl`
//! before the page first draws, another language's `lang/<code>.ftl` when chosen),
//! so they cost the page's wasm nothing; English fills in wherever another
//! language's download fails.

use std::cell::RefCell;

use crate::ui::saved::prefs::{lang_text, LANG_KEY};
use crate::ui::texts::{fill, install, is_loaded, Lang};

thread_local! {
    /// A language whose words could not be downloaded (said once, on the page).
    static FAILED: RefCell<Option<Lang>> = const { RefCell::new(None) };
}

/// Keeps the reader's choice for the next visit (nothing where storage is refused).
pub fn save(lang: Lang) {
    super::storage::keep(LANG_KEY, lang_text(lang));
}

/// The browser's languages, most wanted first (`navigator.languages`, then
/// `navigator.language`); `ui::boot` picks the first the page has.
pub fn browser() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return vec![];
    };
    nav.languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .collect()
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

/// Makes every language of `langs` available, their downloads all under
/// way at once (index.html preloads them while the wasm arrives: issue
/// 26), then calls `done` once the last has arrived or failed.
pub fn ensure_all(langs: &[Lang], done: impl FnOnce() + 'static) {
    use std::rc::Rc;
    if langs.is_empty() {
        done();
        return;
    }
    let pending = Rc::new(std::cell::Cell::new(langs.len()));
    let done = Rc::new(RefCell::new(Some(done)));
    let finish = move || {
        pending.set(pending.get() - 1);
        if pending.get() == 0 {
            if let Some(done) = done.borrow_mut().take() {
                done();
            }
        }
    };
    for &lang in langs {
        ensure(lang, finish.clone());
    }
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

//! The "Share" button: the link that reopens this game at this point
//! (`ui::share`), copied to the clipboard where the browser allows it, and
//! always shown in a box to copy by hand (a sandboxed frame refuses the
//! clipboard). Sending it back and forth is how two people play by link.

use yew::prelude::*;

use crate::ui::texts::{text, Lang};

use super::state::Action;

/// Where the page is served, without its query.
pub(super) fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// The share button and, once clicked, the link (`shown`: the link and
/// whether the clipboard took it, kept in the page state). A plain function:
/// a component's machinery cost the page's wasm more.
pub fn share(
    query: &str,
    lang: Lang,
    shown: Option<&(String, Option<bool>)>,
    on: &Callback<Action>,
) -> Html {
    let onclick = {
        let (on, query) = (on.clone(), query.to_string());
        Callback::from(move |_: MouseEvent| {
            let url = format!("{}{}", page_address(), query);
            on.emit(Action::ShareBox(Some((url.clone(), None))));
            let (on, u) = (on.clone(), url.clone());
            super::clipboard::copy(&url, move |copied| {
                on.emit(Action::ShareBox(Some((u.clone(), Some(copied)))))
            });
        })
    };
    let close = on.reform(|_| Action::ShareBox(None));
    let t = |key: &str| text(lang, key);
    html! {
        <>
            <button data-action="share" title={t("share-title")} {onclick}>
                { t("share") }</button>
            if let Some((url, copied)) = shown.cloned() {
                <div class="share-box" role="dialog" aria-label={t("share-box")}>
                    <p>{ t(match copied {
                        Some(true) => "share-copied",
                        Some(false) => "share-copy-by-hand",
                        None => "share-copying",
                    }) }</p>
                    <input readonly=true value={url.clone()} data-share-url={url}
                        onfocus={Callback::from(|e: FocusEvent| {
                            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() { i.select(); }
                        })} />
                    <button class="close" onclick={close}>{ t("close") }</button>
                </div>
            }
        </>
    }
}

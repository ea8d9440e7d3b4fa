//! The "Share" button: the link that reopens this game at this point
//! (`ui::share`), copied to the clipboard where the browser allows it, and
//! always shown in a box to copy by hand (a sandboxed frame refuses the
//! clipboard). Sending it back and forth is how two people play by link.

use yew::prelude::*;

use crate::ui::texts::{text, Lang};

/// Properties of [`Share`].
#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The query string of the link (from `ui::share::share_query`).
    pub query: String,
    /// The language of its words.
    pub lang: Lang,
}

/// Where the page is served, without its query.
pub(super) fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// The share button and, once clicked, the link.
#[function_component(Share)]
pub fn share(p: &ShareProps) -> Html {
    // (link, whether the clipboard took it)
    let shown = use_state(|| None::<(String, Option<bool>)>);
    let onclick = {
        let shown = shown.clone();
        let query = p.query.clone();
        Callback::from(move |_: MouseEvent| {
            let url = format!("{}{}", page_address(), query);
            shown.set(Some((url.clone(), None)));
            let (shown, u) = (shown.clone(), url.clone());
            super::clipboard::copy(&url, move |copied| {
                shown.set(Some((u.clone(), Some(copied))))
            });
        })
    };
    let close = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(None))
    };
    let t = |key: &str| text(p.lang, key);
    html! {
        <>
            <button data-action="share" title={t("share-title")} {onclick}>
                { t("share") }</button>
            if let Some((url, copied)) = (*shown).clone() {
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

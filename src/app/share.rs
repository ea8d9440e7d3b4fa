//! The "Share" button: the link that reopens this game at this point
//! (`ui::share`), copied to the clipboard where the browser allows it, and
//! always shown in a box to copy by hand (a sandboxed frame refuses the
//! clipboard). Sending it back and forth is how two people play by link.

use yew::prelude::*;

use crate::ui::texts::{text, Lang};

use super::state::{Action, LinkNote};

/// Where the page is served, without its query.
pub(super) fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// What the share button needs.
#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The link's query (`ui::share`), from `?`.
    pub query: AttrValue,
    /// The link shown, and what is said of it (the page state's
    /// `share_box`, set by `Action::ShareBox`).
    pub shown: Option<(String, LinkNote)>,
    /// The language of its words.
    pub lang: Lang,
    /// Where the box's changes go.
    pub on_action: Callback<Action>,
}

/// The share button (in the "More" menu, which closes as it is clicked:
/// the link is shown by [`ShareBox`], outside it).
#[function_component(Share)]
pub fn share(p: &ShareProps) -> Html {
    let (lang, on) = (p.lang, &p.on_action);
    let onclick = {
        let (on, query) = (on.clone(), p.query.clone());
        Callback::from(move |_: MouseEvent| {
            let url = format!("{}{}", page_address(), query);
            on.emit(Action::ShareBox(Some((url.clone(), LinkNote::Copying))));
            let (on, u) = (on.clone(), url.clone());
            super::clipboard::copy(&url, move |copied| {
                let note = match copied {
                    true => LinkNote::Copied,
                    false => LinkNote::CopyByHand,
                };
                on.emit(Action::ShareBox(Some((u.clone(), note))))
            });
        })
    };
    let t = |key: &str| text(lang, key);
    html! {
        <button data-action="share" title={t("share-title")} {onclick}>{ t("share") }</button>
    }
}

/// The link shared, once the share button was clicked: to copy by hand
/// where the clipboard refused it. In a frame that may not open a new tab,
/// the full page's address, shown whole, to copy ("Open full game",
/// `embed::OpenFull`).
#[function_component(ShareBox)]
pub fn share_box(p: &ShareProps) -> Html {
    let (lang, on) = (p.lang, &p.on_action);
    let Some((url, note)) = p.shown.clone() else {
        return Html::default();
    };
    let close = on.reform(|_| Action::ShareBox(None));
    let t = |key: &str| text(lang, key);
    html! {
        <div class="share-box" role="dialog"
            aria-label={t(if note == LinkNote::NoNewTab { "open-full" } else { "share-box" })}>
            <p>{ t(match note {
                LinkNote::Copied => "share-copied",
                LinkNote::CopyByHand => "share-copy-by-hand",
                LinkNote::Copying => "share-copying",
                LinkNote::NoNewTab => "open-full-blocked",
            }) }</p>
            // The full page's address is shown whole, wrapped (a frame is
            // narrow, and a game's address long); a share link on one line.
            if note == LinkNote::NoNewTab {
                <textarea readonly=true rows="3" value={url.clone()} data-share-url={url}
                    aria-label={t("open-full")}
                    onfocus={Callback::from(|e: FocusEvent| {
                        if let Some(i) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() { i.select(); }
                    })} />
            } else {
                <input readonly=true value={url.clone()} data-share-url={url}
                    onfocus={Callback::from(|e: FocusEvent| {
                        if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() { i.select(); }
                    })} />
            }
            <button class="close" onclick={close}>{ t("close") }</button>
        </div>
    }
}

//! The side panel (the rules, or the about text, of the game being played)
//! and the rule links that open it: a rule id in the page's words ("(U6)")
//! is a link-styled button that opens the rules panel at that rule, unfolded,
//! in view, focused and briefly highlighted. Which ids are links is worked
//! out in `ui::rule_links`; this draws them and moves the page.

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::Variant;
use crate::ui::rule_links::{split, Segment};
use crate::ui::texts::{
    about, common_rules, fill, how_to_play, rules, text, Drawn, Lang, RuleText,
};

use super::state::{Action, Panel};

/// `words` with each rule id of game `v` drawn as a button that opens it.
pub fn linked(words: &str, v: Variant, lang: Lang, on: &Callback<Action>) -> Html {
    split(words, v)
        .into_iter()
        .map(|s| match s {
            Segment::Text(t) => html! { { t.to_string() } },
            Segment::Rule(id) => {
                let id = id.to_string();
                let title = fill(lang, "rule-link-title", &[("id", &id)]);
                let onclick = {
                    let id = id.clone();
                    on.reform(move |_| {
                        show_rule(id.clone(), 0);
                        Action::ShowRule(id.clone())
                    })
                };
                html! {
                    <button type="button" class="rule-link" data-rule={id.clone()} {title} {onclick}>{ id }</button>
                }
            }
        })
        .collect()
}

/// Once the rules panel is drawn: unfold the list holding rule `id` and
/// focus the rule, which brings it into view (the style sheet flashes a
/// focused rule). Tried again a few times while the panel is on its way.
pub(super) fn show_rule(id: String, tries: u32) {
    Timeout::new(tries * 50, move || {
        let doc = web_sys::window().and_then(|w| w.document());
        match doc.and_then(|d| d.get_element_by_id(&format!("rule-{id}"))) {
            Some(el) => {
                if let Ok(Some(details)) = el.closest("details") {
                    let _ = details.set_attribute("open", "");
                }
                focus(el);
            }
            None if tries < 10 => show_rule(id, tries + 1),
            None => {}
        }
    })
    .forget();
}

/// Focuses an element, which scrolls it into view if it is out of sight.
fn focus(el: web_sys::Element) {
    if let Ok(h) = el.dyn_into::<web_sys::HtmlElement>() {
        let _ = h.focus();
    }
}

/// The side panel's props.
#[derive(Properties, PartialEq)]
pub struct SideProps {
    /// Which panel.
    pub panel: Panel,
    /// Which game.
    pub variant: Variant,
    /// Where actions go (closing).
    pub on_action: Callback<Action>,
    /// The language of its words.
    pub lang: Lang,
    /// The board as drawn: "How to play" and the rules name its places.
    pub drawn: Drawn,
    /// `lang`'s catalogue is in (drawn again when a chosen language's
    /// words arrive).
    pub loaded: bool,
}

/// A folded list of numbered rules, each id shown and named `rule-<id>`.
fn rule_list(summary: String, list: Vec<RuleText>) -> Html {
    html! {
        <details class="rules-fold">
            <summary>{ summary }</summary>
            <dl class="rule-list">
                { for list.into_iter().map(|r| html! { <>
                    <dt id={format!("rule-{}", r.id)} tabindex="-1">{ r.id }</dt>
                    <dd>{ r.text }</dd>
                </> }) }
            </dl>
        </details>
    }
}

/// The rules (How to play, then every numbered rule, folded) or the about
/// text of the game being played. Opened, it is brought into view: on a
/// phone it sits below the board, out of sight.
#[function_component(SidePanel)]
pub fn side_panel(p: &SideProps) -> Html {
    let v = p.variant;
    let lang = p.lang;
    let section = use_node_ref();
    {
        // Opened (or switched), the panel takes the focus: a phone scrolls to
        // it, and a keyboard is where the words are.
        let section = section.clone();
        use_effect_with(p.panel, move |_| {
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            if let Some(el) = section.cast::<web_sys::Element>() {
                // A rule link may have focused its rule in here already.
                if !el.contains(active.as_ref().map(|a| a.as_ref())) {
                    focus(el);
                }
            }
        });
    }
    let body = match p.panel {
        Panel::Rules => {
            let own = rules(v, p.drawn, lang);
            let common = common_rules(p.drawn, lang);
            html! { <>
                <h2>{ fill(lang, "rules-of", &[("game", &v.title())]) }</h2>
                <p>{ super::course::course_links(v, lang) }</p>
                <h3>{ text(lang, "how-to-play") }</h3>
                <ol class="how-to-play" data-how-to-play="">
                    { for how_to_play(v, p.drawn, lang).into_iter().map(|l| html! { <li>{ l }</li> }) }
                </ol>
                { rule_list(fill(lang, "rules-numbered", &[("n", &own.len())]), own) }
                { rule_list(fill(lang, "rules-numbered-common", &[("n", &common.len())]), common) }
            </> }
        }
        Panel::About => html! { <>
            <h2>{ fill(lang, "about-title", &[("game", &v.title())]) }</h2>
            <p>{ about(v, lang) }</p>
        </> },
        Panel::None => html! {},
    };
    let hook = match p.panel {
        Panel::Rules => "rules",
        Panel::About => "about",
        Panel::None => "",
    };
    html! {
        <section class="panel" data-panel={hook} ref={section} tabindex="-1"
            aria-label={text(lang, if hook == "about" { "about" } else { "rules" })}>
            <button class="close" aria-label={text(lang, "close")} onclick={p.on_action.reform(|_| Action::Show(Panel::None))}>{ "×" }</button>
            { body }
        </section>
    }
}

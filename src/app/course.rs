//! Lessons and puzzles on the page (issue 13): the panel over the board that
//! says what to see and do, the fetch of the course's file, the solved
//! puzzles kept in storage, and the links that open a game's lesson or
//! puzzles (from the picker and the rules panel). Where a learner is, and
//! what is legal, is the page state's (`ui::course::reducer`).

use yew::prelude::*;

use wasm_bindgen::JsCast;

use crate::engine::Variant;
use crate::ui::course::view::{escape, panel_html};
use crate::ui::course::{Course, Kind};
use crate::ui::saved::prefs::{puzzles_key, read_solved, solved_text};
use crate::ui::texts::{text, Drawn, Lang};

use super::state::{Action, AppState, Nav};

/// Fetches the course's file when one is wanted, with the puzzles solved
/// before; keeps the solved ones as they grow.
#[hook]
pub fn use_course(state: &UseReducerHandle<AppState>) {
    let wanted = state.course_wanted();
    let dispatcher = state.dispatcher();
    use_effect_with(wanted, move |wanted| {
        if let Some((variant, kind)) = *wanted {
            super::fetch::fetch_text(&kind.file(variant), move |read| {
                let solved = super::storage::read(&puzzles_key(variant))
                    .and_then(|t| read_solved(&t))
                    .unwrap_or_default();
                dispatcher.dispatch(Action::CourseLoaded(variant, kind, read, solved));
            });
        }
    });
    let solved = state
        .course()
        .filter(|c| c.kind == Kind::Puzzles && c.loaded.is_some())
        .map(|c| (c.variant, c.solved.clone()));
    use_effect_with(solved, |solved| {
        if let Some((v, list)) = solved {
            super::storage::keep(&puzzles_key(*v), solved_text(list));
        }
    });
}

/// Links to a game's lesson and puzzles (they open in this page).
pub fn course_links(v: Variant, lang: Lang) -> Html {
    let link = |kind: Kind, key: &str| {
        format!(
            "<a class=\"course-link\" href=\"?mode={m}&amp;game={g}&amp;lang={l}\" data-course-link=\"{m}\">{}</a>",
            escape(&text(lang, key)),
            m = kind.mode(),
            g = v.id(),
            l = lang.code()
        )
    };
    let links = link(Kind::Lesson, "learn-link") + &link(Kind::Puzzles, "puzzles-link");
    html! { <span class="course-links">{ Html::from_html_unchecked(links.into()) }</span> }
}

/// The action a click in the panel asks for: the button's `data-action`,
/// `data-open-puzzle` or `data-rule` (a rule link also moves the page to
/// that rule, as the rule links elsewhere do).
fn clicked(e: &MouseEvent) -> Option<Action> {
    let el = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let b = el.closest("button").ok()??;
    if let Some(id) = b.get_attribute("data-rule") {
        super::rules_panel::show_rule(id.clone(), 0);
        return Some(Action::ShowRule(id));
    }
    if let Some(n) = b.get_attribute("data-open-puzzle") {
        return Some(Action::OpenPuzzle(n.parse::<usize>().ok()?.checked_sub(1)?));
    }
    Some(match b.get_attribute("data-action")?.as_str() {
        "next-step" => Action::NextStep,
        "next-puzzle" => Action::NextPuzzle,
        "play-beginner" => Action::LeaveCourse,
        // A missed puzzle's better line: opened at its first input.
        "show-line" | "line-next" => Action::BetterLine(Some(Nav::Next)),
        "line-first" => Action::BetterLine(Some(Nav::First)),
        "line-prev" => Action::BetterLine(Some(Nav::Prev)),
        "line-last" => Action::BetterLine(Some(Nav::Last)),
        "line-close" => Action::BetterLine(None),
        _ => Action::RetryCourse,
    })
}

/// What the course panel shows.
#[derive(Properties, PartialEq)]
pub struct CourseProps {
    /// The lesson or puzzles, and where the learner is (a clone of the page
    /// state's: its file is shared, the rest a few fields).
    pub course: Course,
    /// The language of its words.
    pub lang: Lang,
    /// A move is being played back (a puzzle's answer is on its way).
    pub animating: bool,
    /// The board as drawn: a lesson's words name its places.
    pub drawn: Drawn,
    /// `lang`'s catalogue is in: a language chosen on the page is drawn at
    /// once (its catalogue words in English) and again when they arrive.
    pub loaded: bool,
    /// Where its buttons' actions go.
    pub on_action: Callback<Action>,
}

/// The panel of the lesson or puzzle shown: its words and buttons as HTML
/// text (`ui::course::view`), one click handler for them all. Drawn again
/// only when the course, the language (or its words' arrival), `animating`
/// or the board's layout changes, not at every seed of a sowing.
#[function_component(CoursePanel)]
pub fn course_panel(p: &CourseProps) -> Html {
    let c = &p.course;
    let inner = panel_html(c, p.lang, p.animating, p.drawn);
    let on = p.on_action.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        if let Some(a) = clicked(&e) {
            on.emit(a);
        }
    });
    html! {
        <div class="course" data-course={c.kind.mode()} {onclick}>{ Html::from_html_unchecked(inner.into()) }</div>
    }
}

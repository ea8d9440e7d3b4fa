//! The page's start: the words loaded before the first draw, a panic shown
//! on the page rather than a dead board, the first state read from the URL
//! (and the reader's saved game, motion and theme), and the address bar kept
//! in step with the game afterwards.

use super::{embed, lang, storage, window, App};
use crate::ui::query::{parse_query_in, to_query, Mode, Speed};
use crate::ui::state::AppState;
use crate::ui::texts::{fill, text, Lang};

/// Mounts the app on the page's `<body>`.
pub fn start() {
    // Through Yew, or `Renderer::render` replaces it with its own console hook.
    yew::set_custom_panic_hook(Box::new(show_panic));
    // The words first (a Turkish or Azerbaijani reader's come from a file),
    // so the page never flashes English at them.
    let chosen = page_lang(&search());
    lang::ensure(Lang::En, move || {
        lang::ensure(chosen, || {
            yew::Renderer::<App>::new().render();
        })
    });
}

fn search() -> String {
    window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The language the page opens in: the URL's, else the reader's.
fn page_lang(search: &str) -> Lang {
    let preferred = lang::preferred();
    parse_query_in(search, preferred).lang.unwrap_or(preferred)
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

/// The initial state from the URL; `prefers-reduced-motion` turns animation off
/// unless the URL names a speed.
pub(super) fn initial_state() -> AppState {
    let search = search();
    let preferred = lang::preferred();
    let q = parse_query_in(&search, preferred);
    let lang = q.lang.unwrap_or(preferred);
    let reduce = window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches());
    let speed = if reduce && !search.contains("speed=") {
        Speed::Instant
    } else {
        q.speed
    };
    let saved = storage::resume(&q);
    let resumed = saved.is_some();
    let mut state = match saved {
        Some(saved) => {
            let mut s = saved.restore();
            s.lang = lang;
            s.problems.extend(q.problems.clone());
            s
        }
        None => {
            let mut s = AppState::new_in(
                lang,
                q.rules,
                speed,
                q.position.as_deref(),
                q.problems.clone(),
            );
            if q.mode == Mode::View {
                s = s.view_only();
            } else {
                s = s.with_seats(q.seats);
            }
            if q.mode == Mode::Edit {
                s = s.with_editor();
            }
            let course = match q.mode {
                Mode::Learn => Some(crate::ui::course::Kind::Lesson),
                Mode::Puzzle => Some(crate::ui::course::Kind::Puzzles),
                _ => None,
            };
            if let Some(kind) = course {
                // Reduced motion (Instant) is kept: a lesson slows only animated sowings.
                s = s.with_course(kind, q.puzzle, q.given.speed || speed == Speed::Instant);
            }
            match &q.record {
                Some(text) => {
                    if let Err(e) = s.load_record(text, q.ply) {
                        s.problems
                            .push(fill(lang, "record-url-refused", &[("error", &e)]));
                    }
                }
                None => s.load_moves(&q.moves, q.ply),
            }
            s
        }
    };
    // Different games from one visit to the next (the computer's choices
    // among equal moves and its slips are drawn from this).
    state.seed_base = (random() * u32::MAX as f64) as u64;
    state.embed = q.embed;
    state.flip = q.flip;
    state.analysis.on = q.analyse;
    state.schedule_analysis();
    // The URL's theme wins; else the reader's earlier choice.
    state.theme = if search.contains("theme=") {
        q.theme
    } else {
        embed::saved_theme().unwrap_or(q.theme)
    };
    embed::apply_theme(state.theme);
    state.problems.extend(lang::settle(lang));
    storage::keep_saved_games(&mut state, resumed);
    state
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Math)]
    fn random() -> f64;
}

/// Keeps the address bar in step with the game and speed, so a link (or a wiki
/// embed) opens the same thing.
pub(super) fn sync_url(state: &AppState) {
    let mut query = to_query(&state.rules, state.speed, state.seats);
    // What the page was opened as stays as it was.
    let search = window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    for kv in search.trim_start_matches('?').split('&') {
        if ["embed=", "theme=", "flip=", "analyse="]
            .iter()
            .any(|k| kv.starts_with(k))
        {
            query.push('&');
            query.push_str(kv);
        }
    }
    // One mode, from the state: the editor's while it is open (even over a
    // diagram, a lesson or a puzzle), else the diagram's or the course's;
    // none once a game starts.
    if state.editor.is_some() {
        query.push_str("&mode=edit");
    } else if state.view_only {
        query.push_str("&mode=view");
    } else if let Some(c) = &state.course {
        query.push_str(&format!("&mode={}", c.kind.mode()));
        if c.kind == crate::ui::course::Kind::Puzzles && !c.is_empty() {
            query.push_str(&format!("&puzzle={}", c.at + 1));
        }
    }
    if let Some(h) = window().and_then(|w| w.history().ok()) {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query));
    }
}

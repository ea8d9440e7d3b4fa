//! The browser app (wasm32 only): Yew components over the engine. The page's
//! state and everything the view derives from it are plain Rust in `crate::ui`;
//! here they are wired to Yew: the reducer, a gloo timer that steps the
//! playback of each move, the window size (`viewport`), the start and the
//! address bar (`boot`).

mod after_paint;
mod auto_pass;
mod board;
mod board_skip;
mod boot;
mod clipboard;
mod computer;
mod course;
mod decisions;
mod editor;
mod embed;
mod fetch;
mod focus;
mod folds;
mod info;
mod lang;
mod moves;
mod narration;
mod picker;
mod pit;
mod records;
mod review;
mod rules_panel;
mod share;
mod staging;
mod state;
mod storage;
mod viewport;
mod warm;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::engine::Pit;
use crate::ui::decisions::DecisionView;
use crate::ui::fold::Fold;
use crate::ui::narration::last_move_words;
use crate::ui::texts::text;
use crate::ui::view::{shown_inputs, turn_lines, BoardView};
use board::Board;
use course::CoursePanel;
use decisions::DecisionBar;
use editor::EditorPage;
use info::ResultPanel;
use moves::{MoveList, PreviewBar};
use picker::Picker;
use records::RecordBox;
use review::ReviewPanel;
use rules_panel::SidePanel;
use state::{Action, Panel};

pub use boot::start;
use boot::{first_state, sync_url};
use viewport::use_viewport;

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// The whole page.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(first_state);
    // The first render in slices, off the document (`ui::staging`): first,
    // so its effect puts the page on screen before the effects below that
    // read its layout. The editor draws a board of its own, not sliced.
    let sliced_pits = if state.editor().is_some() {
        0
    } else {
        state.position().layout().len()
    };
    let stage = staging::use_stage(sliced_pits);
    // One callback for every action and one for pit clicks, the same objects at
    // every render (the reducer's dispatch function never changes): components
    // whose other props did not change skip rendering.
    let on_action = state.dispatcher().to_callback();
    let on_pit = use_callback(state.dispatcher(), |p: Pit, d| d.dispatch(Action::Pit(p)));
    // The keyboard's place on the board (`ui::keys`), kept across moves.
    let cursor = use_state_eq(|| None::<Pit>);
    let on_cursor = use_callback(cursor.setter(), |p: Pit, set| set.set(Some(p)));
    let viewport = use_viewport();
    computer::use_computer(&state, stage.whole());
    computer::use_analyst(&state);
    embed::use_resize_messages(state.embed);
    embed::use_step_keys(&state);
    storage::use_autosave(&state);
    course::use_course(&state);
    folds::use_fold_history(&state);
    auto_pass::use_auto_pass(&state);

    // Warm-up, once, just after the whole page's first paint (see `warm`).
    {
        let state = state.clone();
        use_effect_with(stage.whole(), move |&whole| {
            let timer = whole.then(|| warm::start(&state, 50));
            move || drop(timer)
        });
    }

    // Playback: one timer per event shown; dropping it (on change) cancels it.
    {
        let delay = state.playing().map(|p| p.next_delay(state.speed));
        let key = state.playback.as_ref().map(|p| p.progress());
        let dispatcher = state.dispatcher();
        use_effect_with(key, move |_| {
            let timer = delay.map(|ms| Timeout::new(ms, move || dispatcher.dispatch(Action::Step)));
            move || drop(timer)
        });
    }
    // A language chosen on the page: its words (downloaded if need be), the
    // document's `lang`, and the choice kept for the next visit.
    {
        let first = use_mut_ref(|| true);
        let dispatcher = state.dispatcher();
        use_effect_with(state.lang, move |&lang| {
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                lang::save(lang);
                lang::ensure(lang, move || {
                    if let Some(notice) = lang::settle(lang) {
                        dispatcher.dispatch(Action::Say(Some(notice)));
                    }
                    dispatcher.dispatch(Action::LangReady);
                });
            }
        });
    }
    // A theme chosen on the page: shown at once and kept for the next visit.
    {
        let first = use_mut_ref(|| true);
        use_effect_with(state.theme, move |&theme| {
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                embed::apply_theme(theme);
                embed::save_theme(theme);
            }
        });
    }
    // The address follows later changes of game, options, speed, seats or
    // mode; the first render keeps the URL as given (with any `position`).
    {
        let first = use_mut_ref(|| true);
        let state = state.clone();
        use_effect_with(
            (state.rules, state.speed, state.seats, state.mode.query()),
            move |_| {
                if !std::mem::replace(&mut *first.borrow_mut(), false) {
                    sync_url(&state);
                }
            },
        );
    }

    // What changes only once per move is worked out once per move.
    // The move list waits for the move being played back (issue 25).
    let turns = {
        let session = state.session.clone();
        use_memo(
            (state.revision, shown_inputs(&state), state.lang),
            move |(_, shown, lang)| turn_lines(&session, *shown, *lang),
        )
    };
    let announce = {
        let session = state.session.clone();
        use_memo((state.revision, state.lang), move |(_, lang)| {
            last_move_words(&session, *lang)
        })
    };

    let today = use_memo((), |_| {
        let iso: String = web_sys::js_sys::Date::new_0().to_iso_string().into();
        iso.chars().take(10).collect::<String>()
    });
    let record = {
        let (state, today) = (state.clone(), today.clone());
        use_memo((state.revision, state.seats), move |_| {
            AttrValue::from(crate::ui::records::record_text(&state, Some(&today)))
        })
    };
    // The share link's query; in a frame, "Open full game"'s whole address.
    let share = {
        let state = state.clone();
        use_memo((state.revision, state.seats, state.speed), move |_| {
            AttrValue::from(match state.embed {
                true => format!(
                    "{}{}",
                    share::page_address(),
                    crate::ui::share::full_page_query(&state, &boot::search())
                ),
                false => crate::ui::share::share_query(&state),
            })
        })
    };
    let edit_view = BoardView::editing(&state, viewport);
    let decision_view = DecisionView::new(&state, &announce);
    let mut board_view = BoardView::new(&state, viewport);
    board_view.named = decision_view.named;
    // The hint under the board, the lesson and the rules panel name places
    // as the board is drawn (`ui::texts::places`).
    let drawn = crate::ui::texts::Drawn {
        upright: board_view.upright,
        flipped: board_view.flipped,
    };
    // Until the reader's first input, the prompt says which side is theirs.
    let decision_view = decision_view.tell_side(&state, drawn);
    // A page skips a move at the board's edge; a frame in its row (issue 25).
    let skip_at_board = !state.embed && decision_view.sowing();
    // The result panel's own "Play again" only where the status has none.
    let again_in_result = decision_view.way_on.is_none();
    let narrator = narration::use_narration(&state, &board_view);
    // Back from the editor, the hints under the board and the side (moves,
    // record) once the board is painted (`after_paint`).
    let side_painted =
        after_paint::use_painted_parts(state.editor().is_none().then_some(()), 1, true) == 1;
    let section = use_node_ref();
    let watch = focus::use_focus_keeper(
        section.clone(),
        focus::Now {
            revision: state.revision,
            settled: !state.animating(),
            view_only: state.is_view(),
            cursor: *cursor,
            legal: board_view.legal,
            layout: board_view.layout,
            editing: state.editor().is_some(),
        },
    );
    let pos = state.position();
    let animating = state.animating();
    // Over by the rules or by a resignation (`ui::state::resign`).
    let over = state.outcome();
    let to_move = if over.is_some() {
        String::new()
    } else {
        pos.to_move().letter().to_string()
    };
    let variant = pos.rules().variant();
    let layout = pos.layout();
    let lang = state.lang;
    let panel_button = |panel: Panel, key: &str| {
        html! {
            <button class={classes!((state.panel == panel).then_some("on"))}
                onclick={on_action.reform(move |_| Action::Show(panel))}>{ text(lang, key) }</button>
        }
    };
    html! {
        <main class={classes!("app", state.auto_turn.then_some("auto-turn"), state.embed.then_some("embed"))}
              data-embed={state.embed.then_some("true")}>
            // The first render makes this element alone (`ui::staging`).
            if stage.shell() {
            if state.embed {
                // No header in a frame, but still a page title for screen readers.
                <h1 class="visually-hidden">{ format!("Mancala: {}", variant.title()) }</h1>
            } else {
                <a class="skip-link" href="#board" onclick={Callback::from(focus::to_board)}>{ text(lang, "skip-to-board") }</a>
                <header class="top">
                    <h1><span class="site">{ "Mancala" }</span><span class="game-name">{ variant.title() }</span></h1>
                    <nav class="links">
                        if !state.is_view() {
                            <folds::Opener fold={Fold::Settings} open={state.fold} label={text(lang, "settings")}
                                on_action={on_action.clone()} />
                        }
                        { panel_button(Panel::Rules, "rules") }
                        { panel_button(Panel::About, "about") }
                    </nav>
                </header>
                if !state.is_view() && stage.whole() {
                    <folds::Folded fold={Fold::Settings} open={state.fold} label={text(lang, "settings")}
                        on_action={on_action.clone()}>
                        <Picker rules={state.rules} speed={state.speed} auto_turn={state.auto_turn}
                            seats={state.seats} level={state.levels.get(state.rules.variant())}
                            {lang} theme={state.theme} course={state.course().is_some()}
                            on_action={on_action.clone()} />
                        <button class="close" onclick={on_action.reform(|_| Action::Fold(Fold::None))}>{ text(lang, "close") }</button>
                    </folds::Folded>
                }
            }
            <>{ for state.problems.iter().map(|p| html! { <p class="notice" role="alert">{ p }</p> }) }</>
            <div class={classes!("layout", (layout.columns > 12).then_some("wide"))}>
                <section class="play" ref={section}
                    onfocusin={watch.onfocusin} onfocusout={watch.onfocusout}
                    onkeydown={narration::read_key(&narrator.read)}
                    data-game={variant.id()}
                    data-to-move={to_move}
                    data-awaiting={over.is_none().then(|| pos.awaiting().word()).flatten().unwrap_or("")}
                    data-animating={animating.to_string()}
                    data-ply={state.session.ply().to_string()}
                    data-south={state.seats.south.word()}
                    data-north={state.seats.north.word()}
                    data-thinking={state.thinking().to_string()}
                    data-preview-turn={state.preview().map(|p| p.turn.to_string())}
                    data-mode={state.mode.word().filter(|&w| w != "view")}
                    data-step={state.course().and_then(|c| c.step_hook())}
                    data-lesson-done={state.course().filter(|c| c.finished).map(|_| "true")}
                    data-puzzle={state.course().and_then(|c| c.puzzle_hook())}>
                    if let (Some(ed), Some(view)) = (state.editor(), edit_view) {
                        if stage.board() {
                            <EditorPage editor={ed.clone()} {view} {lang} message={state.message.clone()}
                                on_action={on_action.clone()} cursor={*cursor} on_cursor={on_cursor.clone()} />
                        }
                    } else {
                    if stage.status() {
                        if let Some(c) = state.course() {
                            <CoursePanel course={c.clone()} {lang} {animating} {drawn} loaded={crate::ui::texts::is_loaded(lang)} on_action={on_action.clone()} />
                        }
                        <DecisionBar view={decision_view} on_action={on_action.clone()} {variant}
                            embed={state.embed} fold={state.fold} share={(!state.embed).then(|| (*share).clone())}
                            full={state.embed.then(|| (*share).clone())}
                            share_box={state.share_box().cloned()} on_read={narrator.read.clone()} />
                        if let Some(p) = state.preview() {
                            if let Some(line) = turns.get(p.turn - 1) {
                                <PreviewBar turn={p.turn} line={line.clone()} {lang} on_action={on_action.clone()} />
                            }
                        }
                    }
                    if stage.board() {
                        <Board view={board_view} on_pit={on_pit} cursor={*cursor} {on_cursor}
                            shown={stage.pits(sliced_pits)} />
                        if skip_at_board {
                            <board_skip::BoardSkip {lang} on_action={on_action.clone()} />
                        }
                    }
                    { narrator.region }
                    if !state.embed && state.course().is_none() {
                        <p class="goal" data-goal="">{ crate::ui::texts::goal(variant, lang) }</p>
                    }
                    if !state.embed && stage.hints() && side_painted {
                        <p class="hint" data-sowing-hint="">{ crate::ui::texts::sowing_hint(variant, drawn, lang) }</p>
                        <p class="hint" id="keys-help">{ text(lang, "keys-help") }</p>
                        // What the rims and rings mean, for readers who cannot tell the colours.
                        <p class="hint">{ text(lang, "legend-marks") }</p>
                        if variant.has_heads() {
                            <p class="hint" data-legend-heads="">{ text(lang, "legend-heads") }</p>
                        }
                    }
                    if let Some(o) = over.filter(|_| stage.hints()) {
                        if !animating {
                            <ResultPanel outcome={o} {variant} tally={state.tally} {lang}
                                match_games={state.match_games} on_action={on_action.clone()} again={again_in_result}
                                leftover={crate::ui::texts::Leftover::new(state.session.last_move().1, pos.board().total())} />
                        }
                    }
                    }
                </section>
                if state.embed {
                    <pre hidden=true data-record="">{ (*record).clone() }</pre>
                } else {
                    // Its contents just after the page is on screen (`ui::staging`):
                    // beside the board in the grid's own column, or under it.
                    <aside class="side">
                        if stage.side() && side_painted {
                            if let Some(r) = state.analysis.review.as_ref().filter(|_| state.editor().is_none()) {
                                <ReviewPanel review={r.clone()} {lang} on_action={on_action.clone()} />
                            }
                            if state.editor().is_none() {
                                <MoveList turns={(*turns).clone()} {lang} preview={state.preview().map(|p| p.turn)}
                                    on_action={on_action.clone()} />
                            }
                        }
                        if stage.record() {
                            if state.editor().is_none() && side_painted {
                                <RecordBox text={(*record).clone()} {lang} on_action={on_action.clone()}
                                    file_name={format!("mancala-{}-{}.txt", state.rules.variant().id(), *today)} />
                            }
                            if state.panel != Panel::None {
                                <SidePanel panel={state.panel} variant={variant} on_action={on_action.clone()} {lang} {drawn} loaded={crate::ui::texts::is_loaded(lang)} />
                            }
                        }
                    </aside>
                }
            </div>
            }
        </main>
    }
}

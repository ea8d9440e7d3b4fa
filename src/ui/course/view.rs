//! The lesson's or puzzle's panel as HTML text (issue 13), set as the
//! panel's inner HTML. Written as text rather than with Yew's `html!` so
//! that the panel is plain Rust, tested natively (its words, its hooks:
//! `ui::state::course_tests`); measured, the two cost the page's wasm the
//! same (within 0.2 KB gzipped, docs/benchmarks.md). Its buttons carry
//! `data-action` (and `data-open-puzzle`, `data-rule`); the page's one click
//! handler on the panel turns them into actions (`app::course`). Every text
//! is escaped.

use crate::engine::Variant;

use crate::ui::analysis::signed_seeds;
// The diagram's XML escaping serves HTML text and attributes as well.
use super::{Course, Kind, Waiting};
pub use crate::ui::diagram::escape;
use crate::ui::explain::{explain_miss, input_name};
use crate::ui::rule_links::{split, Segment};
use crate::ui::texts::{amount, fill, player_word, text, Drawn, Lang};

/// `words`, escaped, each rule id of `v` a button that opens the rules
/// panel at that rule (as `app::rules_panel::linked` draws them).
fn linked(words: &str, v: Variant, lang: Lang) -> String {
    split(words, v)
        .into_iter()
        .map(|s| match s {
            Segment::Text(t) => escape(t),
            Segment::Rule(id) => format!(
                "<button type=\"button\" class=\"rule-link\" data-rule=\"{id}\" title=\"{}\">{id}</button>",
                escape(&fill(lang, "rule-link-title", &[("id", &id)]))
            ),
        })
        .collect()
}

fn button(hook: &str, key: &str, lang: Lang) -> String {
    format!(
        "<button type=\"button\" data-action=\"{hook}\">{}</button>",
        escape(&text(lang, key))
    )
}

/// The button that goes on once a step or puzzle is over: `data-go` tells
/// the page's focus keeper (`app::focus`) to take a keyboard user there
/// from the board, where nothing is left to choose.
fn go_button(hook: &str, key: &str, lang: Lang) -> String {
    button(hook, key, lang).replacen("<button ", "<button data-go=\"\" ", 1)
}

fn para(class: &str, extra: &str, inner: &str) -> String {
    format!("<p class=\"{class}\"{extra}>{inner}</p>")
}

/// The panel's inner HTML for course `c` in `lang`; `animating` while a
/// move plays back; `drawn`, the board as drawn, whose places a lesson's
/// words name (`ui::texts::places`).
pub fn panel_html(c: &Course, lang: Lang, animating: bool, drawn: Drawn) -> String {
    let v = c.variant;
    let heading = match c.kind {
        Kind::Lesson => fill(lang, "learn-heading", &[("game", &v.title())]),
        Kind::Puzzles => text(lang, "puzzles-link"),
    };
    let body = match &c.loaded {
        None => para("course-say", "", &escape(&text(lang, "course-loading"))),
        Some(Err(why)) => para(
            "notice",
            " role=\"alert\"",
            &escape(&fill(lang, "course-failed", &[("why", why)])),
        ),
        Some(Ok(_)) if c.kind == Kind::Lesson => lesson(c, lang, drawn),
        Some(Ok(_)) => puzzle(c, lang, animating),
    };
    format!("<h2>{}</h2>{body}{}", escape(&heading), elsewhere(c, lang))
}

/// Links on: the same course of the other games, and a game of this one.
fn elsewhere(c: &Course, lang: Lang) -> String {
    let mode = c.kind.mode();
    let link = |v: Variant, mode: &str, words: String| {
        format!(
            "<a href=\"?mode={mode}&amp;game={}&amp;lang={}\">{}</a>",
            v.id(),
            lang.code(),
            escape(&words)
        )
    };
    let others: Vec<String> = Variant::ALL
        .into_iter()
        .filter(|&v| v != c.variant)
        .map(|v| link(v, mode, v.title().to_string()))
        .collect();
    let play = fill(lang, "course-play", &[("game", &c.variant.title())]);
    para(
        "course-meta course-more",
        "",
        &format!(
            "{} {} · {}",
            escape(&text(lang, "course-other")),
            others.join(" "),
            link(c.variant, "play", play)
        ),
    )
}

fn lesson(c: &Course, lang: Lang, drawn: Drawn) -> String {
    let v = c.variant;
    if c.finished {
        let done = fill(lang, "lesson-done", &[("game", &v.title())]);
        return para("course-say", " data-lesson-end=\"\"", &escape(&done))
            + &para(
                "course-buttons",
                "",
                &(go_button("play-beginner", "play-beginner", lang)
                    + &button("lesson-again", "lesson-again", lang)),
            );
    }
    let Some(s) = c.step() else {
        return String::new();
    };
    let step = fill(lang, "learn-step", &[("k", &(c.at + 1)), ("n", &c.len())]);
    let rule = fill(lang, "learn-rule", &[("rule", &s.rule)]);
    let inputs = !s.inputs.is_empty();
    let mut out = para(
        "course-meta",
        "",
        &format!("{} · {}", escape(&step), linked(&rule, v, lang)),
    );
    out += &para(
        "course-say",
        " data-say=\"\"",
        &linked(&s.say.placed(lang, drawn), v, lang),
    );
    let done = c.waiting() == Waiting::Done;
    let mut buttons = String::new();
    if done && inputs {
        out += &para(
            "course-done",
            " data-step-done=\"\" role=\"status\"",
            &linked(&s.done.placed(lang, drawn), v, lang),
        );
    }
    if done {
        buttons += &go_button("next-step", "next-step", lang);
    }
    if inputs && c.played > 0 {
        buttons += &button("step-again", "step-again", lang);
    }
    out + &para("course-buttons", "", &buttons)
}

/// What the page says once a puzzle is answered: right, or why not in the
/// game's terms (`ui::course::line`), the computer's values after.
fn verdict_words(c: &Course, lang: Lang) -> Option<String> {
    let line = c.entries();
    let best = line
        .first()
        .and_then(|a| a.first())
        .cloned()
        .unwrap_or_default();
    let value = |t: &str| c.value(t).map(signed_seeds);
    // A value in the game's pieces: "+3.5 cows" in Goré (C4).
    let pieces = |v: &str| amount(c.variant, v, lang);
    let Some(t) = &c.missed else {
        if c.verdict() != "solved" {
            return None;
        }
        let v = value(&best).unwrap_or_default();
        let key = if v.contains('∞') {
            "puzzle-right-win"
        } else {
            "puzzle-right"
        };
        let name = token_name(c, &best, 0, lang);
        return Some(fill(lang, key, &[("token", &name), ("value", &pieces(&v))]));
    };
    let (faced, missed, better, _) = c.miss()?;
    // The values are of the puzzle's first decision only.
    let values = (c.played == 0)
        .then(|| Some((value(t)?, value(&best)?)))
        .flatten();
    let wins = values.as_ref().is_some_and(|(_, v)| v.contains('∞'));
    let mut said = explain_miss(&faced, missed, better, wins, lang);
    if let Some((yours, v)) = values {
        said.push(fill(
            lang,
            "puzzle-values",
            &[
                ("best", &input_name(&faced, better, lang)),
                ("value", &pieces(&v)),
                ("token", &input_name(&faced, missed, lang)),
                ("yours", &pieces(&yours)),
            ],
        ));
    }
    Some(said.join(" "))
}

/// A token of the puzzle's line, named for the reader at entry `k` (a
/// sowing by its pit, any other input in words: never `offer=a1`).
fn token_name(c: &Course, token: &str, k: usize, lang: Lang) -> String {
    let mut pos = c.start();
    let line = c.entries().iter().take(k).filter_map(|a| a.first());
    for t in c.setup().iter().chain(line) {
        pos = pos.and_then(|mut p| {
            let i = p.parse_input(t).ok()?;
            p.apply(i, &mut crate::engine::NoEvents);
            Some(p)
        });
    }
    pos.and_then(|p| Some(input_name(&p, p.parse_input(token).ok()?, lang)))
        .unwrap_or_else(|| token.to_string())
}

/// A missed puzzle's better line under the board: where it is, and the
/// buttons to step through it (`data-action="line-…"`).
fn line_html(c: &Course, lang: Lang) -> String {
    let Some(l) = &c.line else {
        return button("show-line", "puzzle-show-line", lang);
    };
    let step = |hook: &str, key: &str, symbol: &str, off: bool| {
        format!(
            "<button type=\"button\" data-action=\"{hook}\" title=\"{t}\" aria-label=\"{t}\"{d}>{symbol}</button>",
            t = escape(&text(lang, key)),
            d = if off { " disabled" } else { "" },
        )
    };
    let (at, end) = (l.at, l.steps.len());
    let mut buttons = step("line-first", "nav-first", "|◀", at == 0);
    buttons += &step("line-prev", "nav-prev", "◀", at == 0);
    buttons += &step("line-next", "nav-next", "▶", at >= end);
    buttons += &step("line-last", "nav-last", "▶|", at >= end);
    buttons += &button("line-close", "line-close", lang);
    para(
        "course-line-step",
        &format!(" data-line-step=\"{at}/{end}\" aria-live=\"polite\""),
        &linked(&l.caption(lang), c.variant, lang),
    ) + &para("course-buttons", "", &buttons)
}

fn puzzle(c: &Course, lang: Lang, animating: bool) -> String {
    let Some(p) = c.puzzle() else {
        return String::new();
    };
    let (start, task, level) = (p.position, p.task.id(), p.grade.id());
    let words = fill(
        lang,
        &format!("puzzle-task-{task}"),
        &[("player", &player_word(start.to_move(), lang))],
    );
    let level_words = text(lang, &format!("puzzle-level-{level}"));
    let heading = fill(
        lang,
        "puzzle-heading",
        &[("n", &(c.at + 1)), ("len", &c.len())],
    );
    let mut out = para(
        "course-meta",
        "",
        &format!(
            "{} · <span data-level=\"{}\">{}</span>",
            escape(&heading),
            escape(level),
            escape(&level_words)
        ),
    );
    out += &para(
        "course-say",
        &format!(" data-task=\"{}\"", escape(task)),
        &escape(&words),
    );
    let verdict = c.verdict();
    if let Some(words) = verdict_words(c, lang) {
        let line = c.entries();
        let line: Vec<String> = line
            .iter()
            .enumerate()
            .filter_map(|(k, a)| Some(token_name(c, a.first()?, k, lang)))
            .collect();
        let line = fill(lang, "puzzle-line", &[("line", &line.join(" → "))]);
        out += &para(
            &format!("course-done {verdict}"),
            " role=\"status\"",
            &linked(&words, c.variant, lang),
        );
        out += &para("course-line", " data-best-line=\"\"", &escape(&line));
        if verdict == "failed" {
            out += &line_html(c, lang);
        }
    } else if c.played > 0 && (animating || matches!(c.waiting(), Waiting::Answer(_))) {
        out += &para("course-done", "", &escape(&text(lang, "puzzle-answering")));
    }
    let mut buttons = String::new();
    // Failed: trying again comes first; solved: the next puzzle.
    match verdict {
        "failed" => buttons += &go_button("puzzle-again", "puzzle-again", lang),
        "solved" => buttons += &button("puzzle-again", "puzzle-again", lang),
        _ => {}
    }
    buttons += &if verdict == "solved" {
        go_button("next-puzzle", "next-puzzle", lang)
    } else {
        button("next-puzzle", "next-puzzle", lang)
    };
    out += &para("course-buttons", "", &buttons);
    let progress = fill(
        lang,
        "puzzle-progress",
        &[("k", &c.solved.len()), ("n", &c.len())],
    );
    out += &para("course-meta", "", &escape(&progress));
    out += "<ol class=\"puzzle-list\">";
    let solved_mark = escape(&text(lang, "puzzle-solved-mark"));
    for k in 1..=c.len() {
        let done = c.solved.contains(&k);
        let current = if k == c.at + 1 {
            " aria-current=\"true\""
        } else {
            ""
        };
        let (class, mark) = if done {
            (
                " class=\"solved\"",
                format!(" ✓<span class=\"visually-hidden\"> {solved_mark}</span>"),
            )
        } else {
            ("", String::new())
        };
        out += &format!(
            "<li><button type=\"button\" data-open-puzzle=\"{k}\"{class}{current}>{k}{mark}</button></li>"
        );
    }
    out + "</ol>"
}

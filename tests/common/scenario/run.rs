//! Plays parsed scenarios against the engine and reports every failure with its
//! file:line, the line, what was expected and what was found.

use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

use mancala::engine::{position_from_json, Awaiting, Event, Game, Rules};
use serde_json::Value;

use super::super::{
    captured, event_word, legal, owners, replay_of, result, rows, state, try_parse, try_rules,
};
use super::show::{draw, opt, show_board, show_events, show_list, show_result, show_rows, show_to};
use super::{parse, Check, How, Scenario, What};

/// One failed line: what it expected and what was there.
struct Miss {
    expected: String,
    found: String,
    /// The scenario cannot go on (a position did not load, a token was refused).
    fatal: bool,
}

fn miss(expected: impl Into<String>, found: impl Into<String>) -> Miss {
    let (expected, found) = (expected.into(), found.into());
    Miss {
        expected,
        found,
        fatal: false,
    }
}

fn fatal(expected: impl Into<String>, found: impl Into<String>) -> Miss {
    Miss {
        fatal: true,
        ..miss(expected, found)
    }
}

/// Saved with `save`: the game, the game before the last `play` line, its events.
type Saved = (Option<Game>, Option<Game>, Option<Vec<Event>>);

#[derive(Default)]
struct Run {
    rules: Option<Rules>,
    game: Option<Game>,
    before: Option<Game>,
    events: Option<Vec<Event>>,
    saved: HashMap<String, Saved>,
}

/// Runs every scenario of `tests/scenarios/<file>.txt` (those whose name contains
/// `$SCENARIO`, if set); panics with every failure if any fails.
pub fn run_file(file: &str) {
    let short = format!("tests/scenarios/{file}.txt");
    let path = format!("{}/{short}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{short}: {e}"));
    let (scenarios, outside) = parse(&text);
    let filter = std::env::var("SCENARIO").ok();
    let mut report: Vec<String> = outside
        .iter()
        .map(|(n, e)| format!("{short}:{n}: parse error: {e}"))
        .collect();
    let (mut ran, mut failed) = (0, 0);
    for sc in &scenarios {
        if filter
            .as_ref()
            .is_some_and(|f| !sc.name.contains(f.as_str()))
        {
            continue;
        }
        ran += 1;
        let errors: Vec<String> = if sc.errors.is_empty() {
            run_scenario(sc)
                .into_iter()
                .map(|(n, text, m, now)| {
                    let mut s = format!("{short}:{n}: {}\n    {text}\n", sc.name);
                    s += &format!("    expected: {}\n    found:    {}", m.expected, m.found);
                    if let Some(now) = now {
                        s += &format!("\n    now:\n      {}", now.replace('\n', "\n      "));
                    }
                    s
                })
                .collect()
        } else {
            let e = sc.errors.iter();
            e.map(|(n, e)| format!("{short}:{n}: {}: parse error: {e}", sc.name))
                .collect()
        };
        failed += usize::from(!errors.is_empty());
        report.extend(errors);
    }
    let only = filter.map_or(String::new(), |f| format!(" (SCENARIO={f})"));
    println!(
        "{short}: {ran} of {} scenarios run{only}, {failed} failed",
        scenarios.len()
    );
    if !report.is_empty() {
        panic!(
            "{short}: {failed} of {ran} scenarios failed\n\n{}\n",
            report.join("\n\n")
        );
    }
}

/// Every failure of one scenario: (line, line text, miss, the position then).
fn run_scenario(sc: &Scenario) -> Vec<(usize, String, Miss, Option<String>)> {
    let mut out = vec![];
    let mut run = Run::default();
    let mut at = (sc.line, format!("scenario {}", sc.name));
    let done = catch_unwind(AssertUnwindSafe(|| {
        for step in &sc.steps {
            at = (step.line, step.text.clone());
            if let Err(m) = run.step(&step.what) {
                let stop = m.fatal;
                out.push((step.line, step.text.clone(), m, run.game.as_ref().map(draw)));
                if stop {
                    break;
                }
            }
        }
    }));
    if let Err(p) = done {
        let why = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        out.push((at.0, at.1, fatal("no panic", format!("panic: {why}")), None));
    }
    out
}

/// Expected and found, compared for equality.
fn same<T: PartialEq>(e: T, f: T, show: impl Fn(&T) -> String) -> Result<(), Miss> {
    match e == f {
        true => Ok(()),
        false => Err(miss(show(&e), show(&f))),
    }
}

impl Run {
    fn game(&self) -> &Game {
        self.game
            .as_ref()
            .expect("the parser puts a start position first")
    }

    fn step(&mut self, what: &What) -> Result<(), Miss> {
        match what {
            What::Game { id, options } => {
                let o: Vec<&str> = options.iter().map(String::as_str).collect();
                let rules = try_rules(id, &o).map_err(|e| fatal("a game and its options", e))?;
                *self = Run {
                    rules: Some(rules),
                    saved: std::mem::take(&mut self.saved),
                    ..Run::default()
                };
            }
            What::Opening => self.start(Game::new(self.rules.expect("game line"))),
            What::Load { json, error } => {
                match (
                    position_from_json(self.rules.expect("game line"), json),
                    error,
                ) {
                    (Ok(p), None) => self.start(Game::from_position(p)),
                    (Err(e), None) => return Err(fatal("the position loads", e.to_string())),
                    (Err(e), Some(t)) if e.to_string().contains(t.as_str()) => {}
                    (Err(e), Some(t)) => {
                        return Err(miss(format!("an error saying `{t}`"), e.to_string()))
                    }
                    (Ok(_), Some(t)) => {
                        return Err(miss(format!("an error saying `{t}`"), "it loads"))
                    }
                }
            }
            What::Then => {}
            What::Play(tokens) => {
                let before = self.game().clone();
                let mut events = vec![];
                let g = self.game.as_mut().expect("a position");
                for t in tokens {
                    let input = try_parse(g, t)
                        .map_err(|e| fatal(format!("`{t}` played"), format!("`{t}`: {e}")))?;
                    g.play(input, &mut events).map_err(|e| {
                        fatal(format!("`{t}` played"), format!("`{t}` refused: {e}"))
                    })?;
                }
                self.before = Some(before);
                self.events = Some(events);
            }
            What::Refused { tokens, why } => {
                let g = self.game();
                for t in tokens {
                    let input = try_parse(g, t).map_err(|e| {
                        miss(
                            format!("`{t}` refused"),
                            format!("`{t}` is no input here ({e}): use bad-token"),
                        )
                    })?;
                    match (g.position().check(input), why) {
                        (Ok(()), _) => {
                            return Err(miss(format!("`{t}` refused"), format!("`{t}` allowed")))
                        }
                        (Err(e), Some(w)) if !e.to_string().contains(w.as_str()) => {
                            return Err(miss(
                                format!("`{t}` refused saying `{w}`"),
                                format!("refused: {e}"),
                            ))
                        }
                        (Err(_), _) => {}
                    }
                }
            }
            What::Allowed(tokens) => {
                let g = self.game();
                for t in tokens {
                    let expected = format!("`{t}` allowed");
                    let input = try_parse(g, t).map_err(|e| miss(&expected, format!("{e}")))?;
                    g.position()
                        .check(input)
                        .map_err(|e| miss(&expected, format!("refused: {e}")))?;
                }
            }
            What::BadToken(tokens) => {
                for t in tokens {
                    if let Ok(i) = try_parse(self.game(), t) {
                        return Err(miss(
                            format!("`{t}` does not parse"),
                            format!("it reads as {i:?}"),
                        ));
                    }
                }
            }
            What::Save(label) => {
                let saved = (self.game.clone(), self.before.clone(), self.events.clone());
                self.saved.insert(label.clone(), saved);
            }
            What::Restore(label) => {
                (self.game, self.before, self.events) = self.saved[label].clone();
            }
            What::Check(c) => self.check(c)?,
        }
        Ok(())
    }

    /// A new start position: no events yet.
    fn start(&mut self, g: Game) {
        self.game = Some(g);
        self.before = None;
        self.events = None;
    }

    /// The events of the last `play` line, in the shared wording.
    fn words(&self) -> Result<Vec<String>, Miss> {
        let ev = self.events.as_ref().ok_or_else(|| {
            miss(
                "the events of a `play` line",
                "no `play` since the start position",
            )
        })?;
        let l = self.game().position().layout();
        Ok(ev.iter().map(|e| event_word(l, e)).collect())
    }

    fn check(&self, c: &Check) -> Result<(), Miss> {
        let g = self.game();
        let s = state(g);
        let r = result(g);
        match c {
            Check::Rows(e) => same(e.clone(), rows(g), |r| format!("rows {}", show_rows(r))),
            Check::Row(n, e) => {
                let r = rows(g);
                let f = r.len().checked_sub(*n).and_then(|i| r.get(i)).cloned();
                let show = |r: &Option<Vec<u64>>| match r {
                    Some(r) => format!("row {n} {}", show_rows(std::slice::from_ref(r))),
                    None => format!("no row {n}"),
                };
                same(Some(e.clone()), f, show)
            }
            Check::PicksLeft(n) => {
                let f = match g.position().awaiting() {
                    Awaiting::BonusPick { left } => Ok(left as u64),
                    _ => Err(format!(
                        "awaiting {}",
                        s["awaiting"].as_str().unwrap_or("over")
                    )),
                };
                same(Ok(*n), f, |f| match f {
                    Ok(n) => format!("picks-left {n}"),
                    Err(e) => e.clone(),
                })
            }
            Check::Owners(e) => same(e.clone(), owners(g), |o| {
                format!("owners {}", o.join(" / "))
            }),
            Check::Captured(a, b) => {
                same((*a, *b), captured(g), |(a, b)| format!("captured {a} {b}"))
            }
            Check::To(t) => same(t.clone(), show_to(g), |t| format!("to {t}")),
            Check::Awaiting(a) => {
                let f = s["awaiting"].as_str().unwrap_or("over").to_string();
                same(a.clone(), f, |a| format!("awaiting {a}"))
            }
            Check::InHand(n) => same(Some(*n), s["in_hand"].as_u64(), |n| {
                format!("in_hand {}", opt(n))
            }),
            Check::Legal(e) => same(e.clone(), legal(g), |l| format!("legal {}", show_list(l))),
            Check::LegalHas(e) | Check::LegalLacks(e) => {
                let has = matches!(c, Check::LegalHas(_));
                let l = legal(g);
                match e.iter().find(|t| l.contains(t) != has) {
                    Some(t) => Err(miss(
                        format!("`{t}` {}legal", if has { "" } else { "not " }),
                        format!("legal {}", show_list(&l)),
                    )),
                    None => Ok(()),
                }
            }
            Check::LegalCount(n) => {
                let l = legal(g);
                match l.len() == *n {
                    true => Ok(()),
                    false => Err(miss(
                        format!("{n} legal inputs"),
                        format!("{}: {}", l.len(), show_list(&l)),
                    )),
                }
            }
            Check::Result(e) => {
                let ok = match e {
                    None => r.is_null(),
                    Some((w, a, b, why)) => {
                        r["winner"].as_str() == Some(w.as_str())
                            && r["score"]["S"].as_u64() == Some(*a)
                            && r["score"]["N"].as_u64() == Some(*b)
                            && why.as_ref().is_none_or(|y| {
                                r["reason"].as_str().is_some_and(|x| x.contains(y.as_str()))
                            })
                    }
                };
                let expected = match e {
                    None => "result -".to_string(),
                    Some((w, a, b, None)) => format!("result {w} {a} {b}"),
                    Some((w, a, b, Some(y))) => format!("result {w} {a} {b} | …{y}…"),
                };
                match ok {
                    true => Ok(()),
                    false => Err(miss(expected, format!("result {}", show_result(&r)))),
                }
            }
            Check::ReasonLacks(t) => match r["reason"].as_str() {
                Some(x) if !x.contains(t.as_str()) => Ok(()),
                _ => Err(miss(
                    format!("a result whose reason lacks `{t}`"),
                    format!("result {}", show_result(&r)),
                )),
            },
            Check::Glory(b) => same(Some(*b), r["glory"].as_bool(), |b| {
                format!("glory {}", opt(b))
            }),
            Check::Points(a, b) => {
                let f = (r["points"]["S"].as_f64(), r["points"]["N"].as_f64());
                same((Some(*a), Some(*b)), f, |p| {
                    format!("points {} {}", opt(&p.0), opt(&p.1))
                })
            }
            Check::Total(t) => {
                let (a, b) = captured(g);
                let f = rows(g).iter().flatten().sum::<u64>() + a + b;
                same(*t, f, |t| format!("total {t}"))
            }
            Check::Options(kv) => {
                for (k, v) in kv {
                    let f = match &s["options"][k] {
                        Value::String(x) => x.clone(),
                        other => other.to_string(),
                    };
                    same(v.clone(), f, |v| format!("options {k}={v}"))?;
                }
                Ok(())
            }
            Check::IsOpening => {
                let o = state(&Game::new(g.position().rules()));
                let diff: Vec<String> = o
                    .as_object()
                    .expect("an object")
                    .iter()
                    .filter(|(k, v)| s[k.as_str()] != **v)
                    .map(|(k, v)| format!("{k}: {} (opening: {v})", s[k.as_str()]))
                    .collect();
                match diff.is_empty() {
                    true => Ok(()),
                    false => Err(miss("the opening's state", diff.join("; "))),
                }
            }
            Check::Events { keep, how, items } => {
                let f: Vec<String> = self
                    .words()?
                    .into_iter()
                    .filter(|w| keep.keeps(w))
                    .collect();
                let ok = match how {
                    How::Exact => f == *items,
                    How::AnyOrder => {
                        let (mut a, mut b) = (f.clone(), items.clone());
                        a.sort();
                        b.sort();
                        a == b
                    }
                    How::InOrder => {
                        let mut rest = f.iter();
                        items.iter().all(|i| rest.any(|w| w == i))
                    }
                    How::Last => f.ends_with(items),
                };
                match ok {
                    true => Ok(()),
                    false => Err(miss(show_events(items), show_events(&f))),
                }
            }
            Check::Count(w, n) => {
                let f = self.words()?;
                let k = f
                    .iter()
                    .filter(|x| x.split(' ').next() == Some(w.as_str()))
                    .count();
                match k == *n {
                    true => Ok(()),
                    false => Err(miss(
                        format!("{n} `{w}` events"),
                        format!("{k}: {}", show_events(&f)),
                    )),
                }
            }
            Check::Replay(max) => self.replay(*max),
        }
    }

    /// The last `play` line's events, applied one by one to the position before
    /// it, are each possible, keep the seed total, never put more than `max` in a
    /// pit, and end on the board and captured piles now with an empty hand.
    fn replay(&self, max: Option<u64>) -> Result<(), Miss> {
        let words = self.words()?;
        let before = self.before.as_ref().expect("events come with a before");
        let (g, l) = (self.game(), self.game().position().layout());
        let mut r = replay_of(before.position());
        let total = r.total();
        for (e, w) in self.events.iter().flatten().zip(&words) {
            if !r.apply(e) {
                return Err(miss(format!("`{w}` possible"), show_board(l, &r.board)));
            }
            if r.total() != total {
                return Err(miss(
                    format!("{total} seeds after `{w}`"),
                    r.total().to_string(),
                ));
            }
            if let Some(p) = max.and_then(|m| l.pits().find(|&p| r.board.count(p) as u64 > m)) {
                let c = r.board.count(p);
                let m = opt(&max);
                return Err(miss(
                    format!("no pit over {m} after `{w}`"),
                    format!("{} holds {c}", l.name(p)),
                ));
            }
        }
        let p = g.position();
        let found = (r.board, r.hand, r.captured.south, r.captured.north);
        let now = (
            *p.board(),
            0,
            p.captured().south as u32,
            p.captured().north as u32,
        );
        match found == now {
            true => Ok(()),
            false => Err(miss(
                "the events replay to the position now",
                format!(
                    "rows {} in hand {} captured {} {}",
                    show_board(l, &r.board),
                    r.hand,
                    found.2,
                    found.3
                ),
            )),
        }
    }
}

//! The scenario notation of `tests/scenarios/<game>.txt` (documented at the top of
//! tests/scenarios.rs): this file reads a file into [`Scenario`]s, `scenario/run.rs`
//! plays them against the engine.

mod read;
pub mod run;
mod show;

use std::collections::HashSet;

use read::{check, need_args, numbers, parse_owners, parse_rows, words};

/// The first words of the shared event wording ([`super::event_word`]).
pub const EVENT_WORDS: &[&str] = &[
    "lift", "relay", "drop", "skip", "capture", "offer", "accept", "decline", "owner", "pay",
    "pass", "extra", "head", "continue", "stop", "sweep", "over",
];

/// One `scenario` block.
#[derive(Debug)]
pub struct Scenario {
    /// The name after `scenario`.
    pub name: String,
    /// Its `scenario` line (1-based).
    pub line: usize,
    /// The rule ids of its `rule` lines.
    pub rules: Vec<String>,
    /// What to do, in order.
    pub steps: Vec<Step>,
    /// Parse errors (line, message): the scenario is not run, each is a failure.
    pub errors: Vec<(usize, String)>,
}

/// One line of a scenario (setup lines are folded into the `Load` of their `rows`).
#[derive(Debug)]
pub struct Step {
    pub line: usize,
    /// The line as written (comments and continuation bars folded in).
    pub text: String,
    pub what: What,
}

#[derive(Debug)]
pub enum What {
    Game {
        id: String,
        options: Vec<String>,
    },
    Opening,
    /// Load this contract JSON; with `error`, loading must fail with that text.
    Load {
        json: String,
        error: Option<String>,
    },
    Then,
    Play(Vec<String>),
    Refused {
        tokens: Vec<String>,
        why: Option<String>,
    },
    Allowed(Vec<String>),
    BadToken(Vec<String>),
    Save(String),
    Restore(String),
    Check(Check),
}

/// A comparison with the state now (or with the events of the last `play` line).
#[derive(Debug)]
pub enum Check {
    Rows(Vec<Vec<u64>>),
    /// One row: its number in the rules (1 = South's, or South's outer), counts a….
    Row(usize, Vec<u64>),
    /// Tsoro: the bonus picks still due.
    PicksLeft(u64),
    Owners(Vec<String>),
    Captured(u64, u64),
    /// "S", "N" or "-".
    To(String),
    Awaiting(String),
    InHand(u64),
    /// Sorted.
    Legal(Vec<String>),
    LegalHas(Vec<String>),
    LegalLacks(Vec<String>),
    LegalCount(usize),
    /// `None`: not over. Otherwise winner, score S, score N, reason substring.
    Result(Option<(String, u64, u64, Option<String>)>),
    ReasonLacks(String),
    Glory(bool),
    Points(f64, f64),
    Total(u64),
    Options(Vec<(String, String)>),
    IsOpening,
    Events {
        keep: Keep,
        how: How,
        items: Vec<String>,
    },
    Count(String, usize),
    /// The replay check, with an optional pit limit.
    Replay(Option<u64>),
}

/// Which events an event check looks at (by first word).
#[derive(Clone, Copy, Debug)]
pub enum Keep {
    All,
    Only(&'static [&'static str]),
    AllBut(&'static [&'static str]),
}

impl Keep {
    pub fn keeps(self, word: &str) -> bool {
        let first = word.split(' ').next().unwrap_or("");
        match self {
            Keep::All => true,
            Keep::Only(w) => w.contains(&first),
            Keep::AllBut(w) => !w.contains(&first),
        }
    }
}

/// How the kept events are compared with the expected items.
#[derive(Clone, Copy, Debug)]
pub enum How {
    /// The same list.
    Exact,
    /// The same items, in any order.
    AnyOrder,
    /// The items occur in this order, not necessarily adjacent.
    InOrder,
    /// The list ends with the items.
    Last,
}

#[derive(PartialEq)]
enum Phase {
    /// Before the start position: `rule`, `game`, then `opening`/`rows`/`json`.
    Header,
    /// After the start line, before `then`/`play`; `rows` allows setup lines.
    Setup {
        rows: bool,
    },
    Checks,
    /// After `load-error`: only `restart` may follow.
    Ended,
}

/// A `rows` start and its setup lines, turned into contract JSON.
struct Setup {
    line: usize,
    text: String,
    fields: Vec<String>,
}

struct Builder {
    sc: Scenario,
    phase: Phase,
    setup: Option<Setup>,
    game: bool,
    started: bool,
    labels: HashSet<String>,
}

/// Reads a scenario file. Returns its scenarios and the errors outside any scenario.
pub fn parse(text: &str) -> (Vec<Scenario>, Vec<(usize, String)>) {
    let mut lines: Vec<(usize, String)> = vec![];
    let mut outside = vec![];
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if line.starts_with('|') {
            match lines.last_mut() {
                Some((_, prev)) => *prev = format!("{prev} {line}"),
                None => outside.push((i + 1, "a `|` continuation line continues nothing".into())),
            }
        } else {
            lines.push((i + 1, line.to_string()));
        }
    }
    let mut done: Vec<Scenario> = vec![];
    let mut cur: Option<Builder> = None;
    for (n, line) in lines {
        let (kw, rest) = line.split_once(' ').unwrap_or((&line, ""));
        let rest = rest.trim();
        if kw == "scenario" {
            done.extend(cur.take().map(Builder::finish));
            let mut b = Builder::new(n, rest);
            if rest.is_empty() || rest.contains(char::is_whitespace) {
                b.err(n, "a scenario name is one word");
            }
            if done.iter().any(|s| s.name == rest) {
                b.err(n, format!("a second scenario named {rest}"));
            }
            cur = Some(b);
        } else if let Some(b) = cur.as_mut() {
            if let Err(e) = b.feed(n, &line, kw, rest) {
                b.err(n, e);
            }
        } else {
            outside.push((
                n,
                "only comments may come before the first `scenario`".into(),
            ));
        }
    }
    done.extend(cur.map(Builder::finish));
    (done, outside)
}

impl Builder {
    fn new(line: usize, name: &str) -> Builder {
        Builder {
            sc: Scenario {
                name: name.to_string(),
                line,
                rules: vec![],
                steps: vec![],
                errors: vec![],
            },
            phase: Phase::Header,
            setup: None,
            game: false,
            started: false,
            labels: HashSet::new(),
        }
    }

    fn err(&mut self, line: usize, e: impl Into<String>) {
        self.sc.errors.push((line, e.into()));
    }

    fn push(&mut self, line: usize, text: &str, what: What) {
        let text = text.to_string();
        self.sc.steps.push(Step { line, text, what });
    }

    /// Turns a pending `rows` start and its setup lines into a `Load` step.
    fn flush(&mut self) {
        if let Some(s) = self.setup.take() {
            let json = format!("{{{}}}", s.fields.join(", "));
            let what = What::Load { json, error: None };
            self.push(s.line, &s.text, what);
        }
    }

    fn feed(&mut self, n: usize, line: &str, kw: &str, rest: &str) -> Result<(), String> {
        match (&self.phase, kw) {
            (Phase::Header, "rule") if !self.started => {
                need_args(rest, kw)?;
                self.sc.rules.extend(words(rest));
            }
            (Phase::Header, "rule") => {
                return Err("`rule` lines belong before the first start".into())
            }
            (Phase::Header, "game") => {
                let mut w = words(rest);
                if w.is_empty() {
                    return Err("`game` needs a game id".into());
                }
                let id = w.remove(0);
                self.game = true;
                self.push(n, line, What::Game { id, options: w });
            }
            (Phase::Header, "opening" | "rows" | "json") => {
                if !self.game {
                    self.err(n, "no `game` line before the start position");
                }
                self.started = true;
                self.phase = Phase::Setup { rows: kw == "rows" };
                match kw {
                    "opening" if rest.is_empty() => self.push(n, line, What::Opening),
                    "opening" => return Err("`opening` takes no arguments".into()),
                    "json" => {
                        let json = rest.to_string();
                        self.push(n, line, What::Load { json, error: None })
                    }
                    _ => {
                        let rows = parse_rows(rest)?;
                        let fields = vec![format!("\"rows\": {rows:?}")];
                        let text = line.to_string();
                        self.setup = Some(Setup {
                            line: n,
                            text,
                            fields,
                        });
                    }
                }
            }
            (Phase::Header, _) => {
                return Err(format!(
                    "`{kw}` before the start position (`opening`, `rows` or `json`)"
                ))
            }
            (Phase::Setup { rows: true }, "owners" | "captured" | "to" | "awaiting") => {
                let field = match kw {
                    "owners" => {
                        let o = parse_owners(rest)?;
                        let o: Vec<Vec<String>> = o
                            .iter()
                            .map(|r| r.chars().map(|c| c.to_string()).collect())
                            .collect();
                        format!("\"owners\": {o:?}")
                    }
                    "captured" => {
                        let v: Vec<u64> = numbers(rest, 2)?;
                        format!("\"captured\": {{\"S\": {}, \"N\": {}}}", v[0], v[1])
                    }
                    "to" if rest == "S" || rest == "N" => format!("\"to_move\": \"{rest}\""),
                    "to" => return Err("`to` in a setup is S or N".into()),
                    _ if rest.is_empty() || rest.contains(' ') => {
                        return Err("`awaiting` takes one word".into())
                    }
                    _ => format!("\"awaiting\": \"{rest}\""),
                };
                let s = self.setup.as_mut().expect("rows start");
                s.fields.push(field);
            }
            (Phase::Setup { .. }, "load-error") => {
                need_args(rest, kw)?;
                self.flush();
                match self.sc.steps.last_mut().map(|s| &mut s.what) {
                    Some(What::Load { error, .. }) => *error = Some(rest.to_string()),
                    _ => return Err("`load-error` follows `json` or `rows`".into()),
                }
                self.phase = Phase::Ended;
            }
            (Phase::Setup { .. }, "then" | "play") | (Phase::Checks, _) => {
                self.flush();
                self.phase = Phase::Checks;
                self.action(n, line, kw, rest)?;
            }
            (Phase::Setup { .. }, _) => {
                return Err(format!(
                    "`{kw}` in the setup: write `then` (or `play`) before actions and checks"
                ))
            }
            (Phase::Ended, "restart") => self.phase = Phase::Header,
            (Phase::Ended, _) => {
                return Err("only `restart` or a new scenario may follow `load-error`".into())
            }
        }
        Ok(())
    }

    /// A line of the checks phase.
    fn action(&mut self, n: usize, line: &str, kw: &str, rest: &str) -> Result<(), String> {
        let what = match kw {
            "then" if rest.is_empty() => What::Then,
            "play" | "allowed" | "bad-token" => {
                need_args(rest, kw)?;
                match kw {
                    "play" => What::Play(words(rest)),
                    "allowed" => What::Allowed(words(rest)),
                    _ => What::BadToken(words(rest)),
                }
            }
            "refused" => {
                let (tokens, why) = match rest.split_once(" : ") {
                    Some((t, w)) => (words(t), Some(w.trim().to_string())),
                    None => (words(rest), None),
                };
                if tokens.is_empty() || why.as_deref() == Some("") {
                    return Err("`refused <tokens>` or `refused <tokens> : <text>`".into());
                }
                What::Refused { tokens, why }
            }
            "save" | "restore" if !rest.is_empty() && !rest.contains(' ') => {
                if kw == "save" {
                    self.labels.insert(rest.to_string());
                    What::Save(rest.into())
                } else if self.labels.contains(rest) {
                    What::Restore(rest.into())
                } else {
                    return Err(format!("`restore {rest}` before `save {rest}`"));
                }
            }
            "restart" if rest.is_empty() => {
                self.phase = Phase::Header;
                return Ok(());
            }
            _ => match check(kw, rest)? {
                Some(c) => What::Check(c),
                None => return Err(format!("`{line}` is not a line of the notation")),
            },
        };
        self.push(n, line, what);
        Ok(())
    }

    fn finish(mut self) -> Scenario {
        let n = self.sc.line;
        if self.sc.rules.is_empty() {
            self.err(n, "the scenario has no `rule` line");
        }
        match self.phase {
            Phase::Header if !self.started => self.err(n, "the scenario has no start position"),
            Phase::Header => self.err(n, "`restart` with no new start position"),
            Phase::Setup { .. } => self.err(
                n,
                "the last position is never checked: add `then` and checks",
            ),
            Phase::Checks | Phase::Ended => {}
        }
        self.sc
    }
}

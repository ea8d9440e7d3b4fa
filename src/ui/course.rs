//! Lessons and puzzles (issue 13, `?mode=learn`, `?mode=puzzle`): their data,
//! read from the files the page fetches (`static/learn/<game>.json`, written
//! by hand; `static/puzzles/<game>.json`, written by `mancala puzzles`), and
//! where a learner is in them. Plain Rust: the page's reducer
//! (`ui::state::coursing`) moves through them, the native tests read the same
//! files (tests/lessons.rs, tests/puzzles.rs).
//!
//! The data is fetched rather than compiled in: the page's wasm stays under
//! its size bar (docs/benchmarks.md), and a lesson's words in three languages
//! travel only to the readers who open it.

use std::rc::Rc;

use crate::engine::json::{self, Value};
use crate::engine::{position_from_json, Input, Position, Rules, Variant};

use super::texts::Lang;

/// Inputs accepted at one point of a lesson step or a puzzle's line: contract
/// tokens, any of which is right.
pub type Accepted = Vec<String>;

/// Whether `input`, in `pos`, is one of `accepted`.
pub fn accepts(accepted: &[String], pos: &Position, input: Input) -> bool {
    let token = input.notation(pos.layout());
    accepted.contains(&token)
}

/// Why a lesson or puzzle file could not be used.
pub type Unreadable = String;

fn tokens(v: &Value) -> Vec<String> {
    let list = v.as_array().map(Vec::as_slice).unwrap_or_default();
    list.iter()
        .filter_map(|t| t.as_str().map(str::to_string))
        .collect()
}

/// The rules of game `variant` with `options` (an object of contract
/// option values, as strings or numbers).
pub fn rules_of(variant: Variant, options: &Value) -> Result<Rules, Unreadable> {
    let mut rules = Rules::new(variant);
    if let Some(map) = options.as_object() {
        for (k, v) in map.iter() {
            let value = match v {
                Value::Number(t) => t.as_str(),
                other => other.as_str().unwrap_or_default(),
            };
            rules.set_option(k, value).map_err(|e| e.to_string())?;
        }
    }
    Ok(rules)
}

/// A lesson or puzzle file's text, read: a JSON object for game `variant`
/// with a non-empty list under `steps` (lessons) or `puzzles`. The file is
/// kept as it was read and each step or puzzle read from it when shown
/// (`Course`'s accessors): a reader of every field into structures cost
/// the page's wasm 1.5 KB more, gzipped (docs/benchmarks.md).
pub fn read_file(kind: Kind, variant: Variant, text: &str) -> Result<Value, Unreadable> {
    let v = json::parse(text).map_err(|e| e.to_string())?;
    if v["game"].as_str() != Some(variant.id()) {
        return Err(format!("not a {} file", variant.id()));
    }
    if v[kind.list()].as_array().is_none_or(Vec::is_empty) {
        return Err(format!("no {}", kind.list()));
    }
    Ok(v)
}

/// Which of the two the page is teaching.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `?mode=learn`.
    Lesson,
    /// `?mode=puzzle`.
    Puzzles,
}

impl Kind {
    /// The `mode=` word, and the folder of the files.
    pub fn mode(self) -> &'static str {
        match self {
            Kind::Lesson => "learn",
            Kind::Puzzles => "puzzle",
        }
    }

    /// The file's list of steps or puzzles.
    pub fn list(self) -> &'static str {
        match self {
            Kind::Lesson => "steps",
            Kind::Puzzles => "puzzles",
        }
    }

    /// Where the page fetches a game's file from.
    pub fn file(self, variant: Variant) -> String {
        let dir = match self {
            Kind::Lesson => "learn",
            Kind::Puzzles => "puzzles",
        };
        format!("{dir}/{}.json", variant.id())
    }
}

/// A lesson or a set of puzzles on the page, and where the learner is.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    /// Lesson or puzzles.
    pub kind: Kind,
    /// The game taught.
    pub variant: Variant,
    /// Its file: not yet arrived (`None`), or why it cannot be used.
    pub loaded: Option<Result<Rc<Value>, Unreadable>>,
    /// The step or puzzle shown (0 first; `usize::MAX` while the first
    /// puzzle not solved is still to be found).
    pub at: usize,
    /// How far into the step's inputs and reply, or the puzzle's line.
    pub played: usize,
    /// Puzzles: the learner's input that was not the best, once played.
    pub missed: Option<String>,
    /// The lesson is over (its last step done and moved past).
    pub finished: bool,
    /// Puzzles solved (their numbers), as kept in storage.
    pub solved: Vec<usize>,
}

/// What a step or puzzle waits for now.
#[derive(Clone, Debug, PartialEq)]
pub enum Waiting {
    /// The learner's input: one of these is right.
    Learner(Accepted),
    /// The other side's answer, which the page plays.
    Answer(String),
    /// Nothing more: the step is done (or the puzzle solved or failed).
    Done,
}

impl Course {
    /// A course whose file is on its way; `puzzle` is the `&puzzle=N` asked for.
    pub fn new(kind: Kind, variant: Variant, puzzle: Option<usize>) -> Course {
        Course {
            kind,
            variant,
            loaded: None,
            // Puzzles with no number asked: the first not solved, once the
            // file says which (`usize::MAX` until then).
            at: match (kind, puzzle) {
                (_, Some(n)) => n.saturating_sub(1),
                (Kind::Puzzles, None) => usize::MAX,
                (Kind::Lesson, None) => 0,
            },
            played: 0,
            missed: None,
            finished: false,
            solved: vec![],
        }
    }

    /// The steps or puzzles of the file (none before it arrives).
    fn items(&self) -> &[Value] {
        match &self.loaded {
            Some(Ok(v)) => v[self.kind.list()].as_array().map_or(&[], Vec::as_slice),
            _ => &[],
        }
    }

    /// The step or puzzle shown, as its file has it.
    pub fn item(&self) -> &Value {
        self.items().get(self.at).unwrap_or(&Value::Null)
    }

    /// Steps or puzzles in the file.
    pub fn len(&self) -> usize {
        self.items().len()
    }

    /// A text field of the step or puzzle shown (`rule`, `level`, `task`).
    pub fn field(&self, name: &str) -> &str {
        self.item()[name].as_str().unwrap_or_default()
    }

    /// A lesson step's words (`say`, `wrong`, `done`) in `lang`, English
    /// where that language's are missing.
    pub fn words(&self, name: &str, lang: Lang) -> &str {
        let w = &self.item()[name];
        w[lang.code()]
            .as_str()
            .or(w["en"].as_str())
            .unwrap_or_default()
    }

    /// The game and options of the step or puzzle shown: a lesson step's
    /// own, a puzzle file's for all its puzzles.
    pub fn rules(&self) -> Result<Rules, Unreadable> {
        let options = match (&self.loaded, self.kind) {
            (Some(Ok(v)), Kind::Puzzles) => &v["options"],
            _ => &self.item()["options"],
        };
        rules_of(self.variant, options)
    }

    /// Where the step or puzzle shown starts (before its `setup`).
    pub fn start(&self) -> Result<Position, Unreadable> {
        let what = format!("{} {}", self.kind.list(), self.at + 1);
        position_from_json(self.rules()?, &self.item()["position"].to_string())
            .map_err(|e| format!("{what}: {e}"))
    }

    /// Inputs played at once before the step or puzzle starts.
    pub fn setup(&self) -> Vec<String> {
        tokens(&self.item()["setup"])
    }

    /// A lesson step's inputs (each `a|b` lists its alternatives), or a
    /// puzzle's line.
    pub fn entries(&self) -> Vec<Accepted> {
        match self.kind {
            Kind::Lesson => tokens(&self.item()["inputs"])
                .iter()
                .map(|t| t.split('|').map(str::to_string).collect())
                .collect(),
            Kind::Puzzles => {
                let line = self.item()["line"]
                    .as_array()
                    .map_or(&[][..], Vec::as_slice);
                line.iter().map(tokens).collect()
            }
        }
    }

    /// A lesson step's answer of the other side, played after its inputs.
    pub fn reply(&self) -> Vec<String> {
        tokens(&self.item()["reply"])
    }

    /// A puzzle's value of `token` at its first decision (Hard's search, in
    /// hundredths of a seed).
    pub fn value(&self, token: &str) -> Option<i32> {
        let values = self.item()["values"].as_array()?;
        let pair = values.iter().find(|p| p[0].as_str() == Some(token))?;
        match &pair[1] {
            Value::Number(h) => h.parse().ok(),
            _ => None,
        }
    }

    /// Whether the file has nothing (yet) to show.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// What the step or puzzle waits for now.
    pub fn waiting(&self) -> Waiting {
        if self.finished || self.missed.is_some() {
            return Waiting::Done;
        }
        let entries = self.entries();
        if self.kind == Kind::Lesson {
            if let Some(a) = entries.get(self.played) {
                return Waiting::Learner(a.clone());
            }
            return match self.reply().get(self.played - entries.len()) {
                Some(t) => Waiting::Answer(t.clone()),
                None => Waiting::Done,
            };
        }
        match entries.get(self.played) {
            Some(a) if self.solver_turn(self.played) => Waiting::Learner(a.clone()),
            Some(a) => Waiting::Answer(a.first().cloned().unwrap_or_default()),
            None => Waiting::Done,
        }
    }

    /// Puzzles: whether entry `k` of the line is the solver's (else the
    /// other side's answer, which the page plays), by `movers`.
    fn solver_turn(&self, k: usize) -> bool {
        self.movers().get(k).copied().unwrap_or(true)
    }

    /// Puzzles: for each entry of the line, whether the solver plays it.
    pub fn movers(&self) -> Vec<bool> {
        let Ok(mut pos) = self.start() else {
            return vec![];
        };
        for t in &self.setup() {
            if let Ok(i) = pos.parse_input(t) {
                pos.apply(i, &mut crate::engine::NoEvents);
            }
        }
        let solver = pos.to_move();
        let mut movers = Vec::new();
        for a in &self.entries() {
            movers.push(pos.to_move() == solver);
            match a.first().and_then(|t| pos.parse_input(t).ok()) {
                Some(i) => pos.apply(i, &mut crate::engine::NoEvents),
                None => break,
            }
        }
        movers
    }

    /// The state element's `data-step="k/n"`: a lesson whose file arrived.
    pub fn step_hook(&self) -> Option<String> {
        (self.kind == Kind::Lesson && !self.is_empty())
            .then(|| format!("{}/{}", self.at + 1, self.len()))
    }

    /// The state element's `data-puzzle`: puzzles whose file arrived.
    pub fn puzzle_hook(&self) -> Option<&'static str> {
        (self.kind == Kind::Puzzles && !self.is_empty()).then(|| self.verdict())
    }

    /// Puzzles: solved, failed or still open.
    pub fn verdict(&self) -> &'static str {
        if self.missed.is_some() {
            "failed"
        } else if self.played > 0 && !self.movers().iter().skip(self.played).any(|&m| m) {
            "solved"
        } else {
            "open"
        }
    }
}

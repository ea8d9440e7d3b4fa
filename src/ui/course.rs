//! Lessons and puzzles (issue 13, `?mode=learn`, `?mode=puzzle`): their data,
//! read once from the files the page fetches (`static/learn/<game>.json`,
//! written by hand, [`Lesson`]; `static/puzzles/<game>.json`, written by
//! `mancala puzzles`, [`PuzzleFile`]: the checker's own reader), and where a
//! learner is in them. Plain Rust: the page's reducer
//! (`ui::course::reducer`) moves through them, their panel is HTML text
//! (`ui::course::view`), the native tests read the same files
//! (tests/lessons.rs, tests/puzzles.rs).
//!
//! The data is fetched rather than compiled in: the page's wasm stays under
//! its size bar (docs/benchmarks.md), and a lesson's words in three languages
//! travel only to the readers who open it.

mod lesson;
pub mod line;
pub(super) mod reducer;
pub mod view;

use std::rc::Rc;

use crate::engine::fields::{Fault, FileError};
use crate::engine::{Input, Position, Rules, Variant};
use crate::puzzles::{Puzzle, PuzzleFile};

pub use lesson::{Lesson, Step, Words};

/// Inputs accepted at one point of a lesson step or a puzzle's line: contract
/// tokens, any of which is right.
pub type Accepted = Vec<String>;

/// Whether `input`, in `pos`, is one of `accepted`.
pub fn accepts(accepted: &[String], pos: &Position, input: Input) -> bool {
    let token = input.notation(pos.layout());
    accepted.contains(&token)
}

/// Why a lesson or puzzle file could not be used (a [`FileError`] in
/// words, or why it did not arrive), as the page shows it.
pub type Unreadable = String;

/// A lesson or puzzle file, read.
#[derive(Clone, Debug, PartialEq)]
pub enum CourseFile {
    /// `static/learn/<game>.json`.
    Lesson(Lesson),
    /// `static/puzzles/<game>.json`.
    Puzzles(PuzzleFile),
}

impl CourseFile {
    /// Reads the `kind` file of game `variant`: the file's every fault, or
    /// another game's file, refused at once.
    pub fn read(kind: Kind, variant: Variant, text: &str) -> Result<CourseFile, FileError> {
        let (file, game) = match kind {
            Kind::Lesson => {
                let lesson = Lesson::read(text)?;
                let game = lesson.variant;
                (CourseFile::Lesson(lesson), game)
            }
            Kind::Puzzles => {
                let puzzles = PuzzleFile::read(text)?;
                let game = puzzles.request.rules.variant();
                (CourseFile::Puzzles(puzzles), game)
            }
        };
        if game != variant {
            let fault = Fault::Other(format!("{}, not {}", game.id(), variant.id()));
            return Err(FileError {
                item: None,
                field: "game",
                fault,
            });
        }
        Ok(file)
    }
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
    /// Its file: not yet arrived (`None`), read, or why it cannot be used.
    pub loaded: Option<Result<Rc<CourseFile>, Unreadable>>,
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
    /// A missed puzzle's better line, shown on the board step by step.
    pub line: Option<Box<line::BetterLine>>,
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
            line: None,
        }
    }

    /// The file, once it arrived and was read.
    fn file(&self) -> Option<&CourseFile> {
        match &self.loaded {
            Some(Ok(file)) => Some(file),
            _ => None,
        }
    }

    /// The lesson step shown.
    pub fn step(&self) -> Option<&Step> {
        match self.file()? {
            CourseFile::Lesson(l) => l.steps.get(self.at),
            CourseFile::Puzzles(_) => None,
        }
    }

    /// The puzzle shown.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        match self.file()? {
            CourseFile::Puzzles(p) => p.puzzles.get(self.at),
            CourseFile::Lesson(_) => None,
        }
    }

    /// Steps or puzzles in the file (none before it arrives).
    pub fn len(&self) -> usize {
        match self.file() {
            Some(CourseFile::Lesson(l)) => l.steps.len(),
            Some(CourseFile::Puzzles(p)) => p.puzzles.len(),
            None => 0,
        }
    }

    /// The game and options of the step or puzzle shown: a lesson step's
    /// own, a puzzle file's for all its puzzles.
    pub fn rules(&self) -> Option<Rules> {
        match self.file()? {
            CourseFile::Lesson(_) => self.step().map(|s| s.rules),
            CourseFile::Puzzles(p) => self.puzzle().map(|_| p.request.rules),
        }
    }

    /// Where the step or puzzle shown starts (before its `setup`).
    pub fn start(&self) -> Option<Position> {
        self.step()
            .map(|s| s.position)
            .or_else(|| self.puzzle().map(|p| p.position))
    }

    /// Inputs played at once before the step or puzzle starts.
    pub fn setup(&self) -> &[String] {
        self.step()
            .map(|s| s.setup.as_slice())
            .or_else(|| self.puzzle().map(|p| p.setup.as_slice()))
            .unwrap_or_default()
    }

    /// A lesson step's inputs, or a puzzle's line.
    pub fn entries(&self) -> &[Accepted] {
        self.step()
            .map(|s| s.inputs.as_slice())
            .or_else(|| self.puzzle().map(|p| p.line.as_slice()))
            .unwrap_or_default()
    }

    /// A lesson step's answer of the other side, played after its inputs.
    pub fn reply(&self) -> &[String] {
        self.step().map_or(&[], |s| s.reply.as_slice())
    }

    /// A puzzle's value of `token` at its first decision (Hard's search, in
    /// hundredths of a seed).
    pub fn value(&self, token: &str) -> Option<i32> {
        let values = &self.puzzle()?.values;
        let (_, h) = values.iter().find(|(t, _)| t == token)?;
        i32::try_from(*h).ok()
    }

    /// The position of the solver's decision now: the start, its setup and
    /// the line's inputs played so far (where a missed input was played).
    pub fn faced(&self) -> Option<Position> {
        let mut pos = self.start()?;
        let line = self
            .entries()
            .iter()
            .take(self.played)
            .filter_map(|a| a.first());
        for t in self.setup().iter().chain(line) {
            let i = pos.parse_input(t).ok()?;
            pos.apply(i, &mut crate::engine::NoEvents);
        }
        Some(pos)
    }

    /// Puzzles, once missed: the position faced, the input played there, the
    /// line's better input, and the line from there (its first tokens).
    pub fn miss(&self) -> Option<(Position, Input, Input, Vec<String>)> {
        let faced = self.faced()?;
        let missed = faced.parse_input(self.missed.as_ref()?).ok()?;
        let line: Vec<String> = self.entries()[self.played..]
            .iter()
            .filter_map(|a| a.first().cloned())
            .collect();
        let better = faced.parse_input(line.first()?).ok()?;
        Some((faced, missed, better, line))
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
        let Some(mut pos) = self.start() else {
            return vec![];
        };
        for t in self.setup() {
            if let Ok(i) = pos.parse_input(t) {
                pos.apply(i, &mut crate::engine::NoEvents);
            }
        }
        let solver = pos.to_move();
        let mut movers = Vec::new();
        for a in self.entries() {
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

#[cfg(test)]
mod tests;

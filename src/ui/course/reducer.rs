//! The page state's side of lessons and puzzles (issue 13): each step or
//! puzzle set on the board, only the taught inputs legal on a lesson step,
//! a puzzle's answer graded input by input, the other side's answers
//! played by the page, and the way out to a game against the beginner.

use std::rc::Rc;

use super::line::BetterLine;
use super::{accepts, Course, CourseFile, Kind, Waiting};
use crate::engine::ai::Level;
use crate::engine::{ByPlayer, Input, Position, Rules, Variant};
use crate::ui::settings::{Seat, Speed};
use crate::ui::state::{Action, AppState, Back, Mode, Nav, Table};
use crate::ui::texts::{fill, text};

/// What the course says of an input the learner gives.
pub(in crate::ui) enum Gate {
    /// Not in a course: play it.
    Free,
    /// Play it; `true` if it is the (or a) right one.
    Play(bool),
    /// Refused, with the reason already in the message line.
    Refused,
}

impl AppState {
    /// The page opened on a lesson or on puzzles (`?mode=learn`,
    /// `?mode=puzzle&puzzle=N`): both sides the learner's, and a lesson's
    /// sowings slow unless the URL named a speed.
    pub fn with_course(mut self, kind: Kind, puzzle: Option<usize>, speed_given: bool) -> AppState {
        let course = Course::new(kind, self.rules.variant(), puzzle);
        self.mode = Mode::Course(course, Table::default());
        self.seats = ByPlayer {
            south: Seat::Human,
            north: Seat::Human,
        };
        if kind == Kind::Lesson && !speed_given {
            self.speed = Speed::Slow;
        }
        self.after_change();
        self
    }

    /// The course's actions.
    pub(in crate::ui) fn coursing(&mut self, action: Action) {
        let Some(c) = self.mode.course_mut() else {
            return;
        };
        match action {
            Action::CourseLoaded(variant, kind, read, solved) => {
                if (c.kind, c.variant) != (kind, variant) {
                    return;
                }
                c.solved = solved;
                // Read once, here: every fault of the file is said now, in
                // its own words (the file's fault, not the reader's).
                c.loaded = Some(read.and_then(|t| {
                    CourseFile::read(kind, variant, &t)
                        .map(Rc::new)
                        .map_err(|e| e.to_string())
                }));
                let mut beyond = None;
                if c.at == usize::MAX {
                    // No number asked: the first puzzle not solved yet.
                    c.at = (0..c.len())
                        .find(|k| !c.solved.contains(&(k + 1)))
                        .unwrap_or(0);
                } else if c.at >= c.len() && !c.is_empty() {
                    beyond = Some(fill(
                        self.lang,
                        "puzzle-beyond",
                        &[("n", &(c.at + 1)), ("len", &c.len())],
                    ));
                    c.at = 0;
                }
                self.enter();
                // After `enter`, which starts afresh (and clears complaints).
                self.problems.extend(beyond);
            }
            Action::NextStep => {
                if c.waiting() != Waiting::Done || c.kind != Kind::Lesson {
                    return;
                }
                if c.at + 1 < c.len() {
                    c.at += 1;
                    self.enter();
                } else {
                    c.finished = true;
                    self.after_change();
                }
            }
            Action::NextPuzzle if c.kind == Kind::Puzzles && !c.is_empty() => {
                c.at = (c.at + 1) % c.len();
                self.enter();
            }
            Action::OpenPuzzle(k) if k < c.len() => {
                c.at = k;
                self.enter();
            }
            Action::RetryCourse => {
                // After the lesson's end: from its first step.
                if std::mem::replace(&mut c.finished, false) {
                    c.at = 0;
                }
                self.enter();
            }
            Action::BetterLine(None) => c.line = None,
            Action::BetterLine(Some(nav)) => {
                if c.line.is_none() {
                    let Some((faced, _, _, line)) = c.miss() else {
                        return;
                    };
                    c.line = Some(Box::new(BetterLine::new(&faced, &line, self.lang)));
                }
                if let Some(l) = c.line.as_mut() {
                    l.at = match nav {
                        Nav::First => 0,
                        Nav::Prev => l.at.saturating_sub(1),
                        Nav::Next => (l.at + 1).min(l.steps.len()),
                        Nav::Last => l.steps.len(),
                    };
                }
            }
            Action::LeaveCourse => {
                let rules = Rules::new(c.variant);
                self.leave_course();
                self.rules = rules;
                self.seats = ByPlayer {
                    south: Seat::Human,
                    north: Seat::Computer(Level::Beginner),
                };
                self.start_from(Position::new(rules));
            }
            _ => {}
        }
    }

    /// Out of the lesson or puzzles, for a game: its slow sowing ends with
    /// it (reduced motion stays). The share box stays open.
    pub(in crate::ui) fn leave_course(&mut self) {
        self.mode = match std::mem::take(&mut self.mode) {
            Mode::Course(_, table) => Mode::Play(table),
            Mode::Edit(editor, Back::Course(_)) => Mode::Edit(editor, Back::Play),
            other => other,
        };
        if self.speed == Speed::Slow {
            self.speed = Speed::Normal;
        }
    }

    /// Sets the step or puzzle shown on the board: its position, its
    /// setup played at once, nothing of it played yet.
    fn enter(&mut self) {
        let Some(c) = self.mode.course_mut() else {
            return;
        };
        (c.played, c.missed, c.line) = (0, None, None);
        // Nothing to set (the file not arrived, or refused): as it is.
        let (Some(rules), Some(position)) = (c.rules(), c.start()) else {
            self.after_change();
            return;
        };
        let setup = c.setup().to_vec();
        self.rules = rules;
        self.start_from(position);
        let session = Rc::make_mut(&mut self.session);
        for t in &setup {
            if let Ok(i) = session.position().parse_input(t) {
                let _ = session.play(i);
            }
        }
        self.after_change();
    }

    /// A game or options chosen in a course: that game's lesson or puzzles.
    pub(in crate::ui) fn switch_course(&mut self, rules: Rules) {
        if let Some(c) = self.mode.course_mut() {
            *c = Course::new(c.kind, rules.variant(), None);
        }
        self.rules = rules;
        self.start_from(Position::new(rules));
    }

    /// Narrows the legal inputs to what the course allows now: a lesson
    /// step's taught inputs; any input while a puzzle waits for the
    /// learner; none while the page plays an answer or once done.
    pub(in crate::ui) fn course_legal(&mut self) {
        let Some(c) = self.mode.course() else {
            return;
        };
        let pos = *self.position();
        // From the rules' list: this runs again as the step moves on.
        let mut legal = pos.legal();
        match c.waiting() {
            Waiting::Learner(a) if c.kind == Kind::Lesson => {
                legal.retain(|&i| accepts(&a, &pos, i));
            }
            Waiting::Learner(_) => {}
            Waiting::Answer(_) | Waiting::Done => legal.clear(),
        }
        if c.loaded.is_none() {
            legal.clear();
        }
        self.legal = legal.into();
    }

    /// What the course says of the learner's `input` (before it is played).
    pub(in crate::ui) fn course_gate(&mut self, input: Input) -> Gate {
        let Some(c) = self.mode.course() else {
            return Gate::Free;
        };
        let pos = *self.position();
        match c.waiting() {
            Waiting::Learner(a) if accepts(&a, &pos, input) => Gate::Play(true),
            // A puzzle's other inputs are played (and graded wrong); an input
            // not legal at all is refused by the engine with its reason.
            Waiting::Learner(_) if c.kind == Kind::Puzzles || !pos.legal().contains(&input) => {
                Gate::Play(false)
            }
            Waiting::Learner(_) => {
                let wrong = c.step().map_or("", |s| s.wrong.get(self.lang));
                self.message = Some(wrong.to_string());
                self.refused_clicks += 1;
                Gate::Refused
            }
            Waiting::Answer(_) | Waiting::Done => {
                let key = match c.kind {
                    Kind::Lesson if c.finished => "lesson-over",
                    Kind::Lesson => "step-over",
                    Kind::Puzzles => "puzzle-over",
                };
                self.message = Some(text(self.lang, key));
                Gate::Refused
            }
        }
    }

    /// The learner's input was played: the step or line goes on, or the
    /// puzzle is failed; a solved puzzle joins those kept as solved.
    pub(in crate::ui) fn course_played(&mut self, input: Input, right: bool) {
        let layout = self.position().layout();
        let Some(c) = self.mode.course_mut() else {
            return;
        };
        if right {
            c.played += 1;
        } else {
            c.missed = Some(input.notation(layout));
        }
        let n = c.at + 1;
        if c.kind == Kind::Puzzles && c.verdict() == "solved" && !c.solved.contains(&n) {
            c.solved.push(n);
        }
        self.course_legal();
    }

    /// Plays the other side's answers the course holds, once the board is
    /// still (each is animated like any move).
    pub(in crate::ui) fn course_answers(&mut self) {
        while !self.animating() {
            let Some(c) = self.mode.course() else { return };
            let Waiting::Answer(token) = c.waiting() else {
                return;
            };
            let Ok(input) = self.position().parse_input(&token) else {
                return;
            };
            if !self.play_now(input) {
                return;
            }
            self.course_played(input, true);
        }
    }

    /// The game id and kind of the course's file still to fetch.
    pub fn course_wanted(&self) -> Option<(Variant, Kind)> {
        self.mode
            .course()
            .filter(|c| c.loaded.is_none())
            .map(|c| (c.variant, c.kind))
    }
}

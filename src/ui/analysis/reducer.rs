//! The page state's side of the analysis board and the game review (issue
//! 12): what to ask the analyst next, what its answers mean, and the
//! review's jumps. The analyst is a worker of its own (`app::computer`), so
//! none of this waits for, or delays, the computer's moves.

use std::rc::Rc;

use super::{best, AnalystAsk, Job, PlyReview, Review, ReviewState, ANALYSE_MS, REVIEW_MS};
use crate::engine::{Input, Position};
use crate::ui::computer::{Reply, Request};
use crate::ui::settings::Seat;
use crate::ui::state::{Action, AppState, Back, Mode, Table};
use crate::ui::texts::{fill, input_words, text};

impl AppState {
    /// The analysis board's and the review's actions.
    pub(in crate::ui) fn analysing(&mut self, action: Action) {
        match action {
            Action::ToggleAnalysis => self.analysis.on = !self.analysis.on,
            Action::Analysed(reply) => self.analysed(reply),
            Action::AnalysisUnavailable(why) => {
                self.analysis.on = false;
                self.analysis.asking = None;
                if let Some(r) = &mut self.analysis.review {
                    r.state = ReviewState::Cancelled;
                }
                self.message = Some(fill(self.lang, "analysis-unavailable", &[("why", &why)]));
            }
            Action::StartReview => {
                let s = &self.session;
                // A record stepped through is reviewed whole; a game, as played.
                let total = if self.is_view() {
                    s.recorded()
                } else {
                    s.ply()
                };
                if total == 0 {
                    self.message = Some(text(self.lang, "review-nothing"));
                    return;
                }
                self.analysis.review = Some(Review::new(self.session.clone(), total));
                // The review goes first: the position's own values wait.
                if matches!(
                    self.analysis.asking,
                    Some(AnalystAsk {
                        job: Job::Now(_),
                        ..
                    })
                ) {
                    self.analysis.asking = None;
                }
            }
            Action::CancelReview => {
                if let Some(r) = &mut self.analysis.review {
                    if r.state == ReviewState::Running {
                        r.state = ReviewState::Cancelled;
                        self.analysis.asking = None;
                    }
                }
            }
            Action::JumpTo(k) => self.jump_to(k),
            _ => {}
        }
    }

    /// The position before the review's input `k`, playable, the better
    /// input marked (the hint's mark) and the analysis switched on.
    fn jump_to(&mut self, k: usize) {
        let Some(review) = &self.analysis.review else {
            return;
        };
        let Some(ply) = review.plies.get(k).copied() else {
            return;
        };
        let mut session = (*review.session).clone();
        // The reviewed game's record, shown at k: "Redo" replays the game.
        if session.recorded() < review.total {
            return;
        }
        session.go_to(k);
        self.session = Rc::new(session);
        // Playable: a diagram, or the editor over a game or a diagram,
        // gives way to a game; a course stays (the editor over it closes).
        self.mode = match std::mem::take(&mut self.mode) {
            Mode::View(_) => Mode::default(),
            Mode::Edit(_, Back::Course(c)) => Mode::Course(c, Table::default()),
            Mode::Edit(..) => Mode::default(),
            other => other,
        };
        self.seats.south = Seat::Human;
        self.seats.north = Seat::Human;
        self.playback = None;
        self.after_change();
        // Ready to play: a better offer opens with its pits chosen.
        self.suggest(ply.best);
        self.analysis.on = true;
        let turn = k + 1;
        let best = input_words(self.position(), ply.best, self.lang);
        self.message = Some(fill(
            self.lang,
            "review-jumped",
            &[("k", &turn), ("best", &best)],
        ));
    }

    /// What to ask the analyst next: the review's next position while it
    /// runs, else the values of the position shown, once, with the switch on.
    pub fn schedule_analysis(&mut self) {
        let shown = *self.position();
        let a = &mut self.analysis;
        // A question about a position no longer shown is withdrawn.
        if let Some(AnalystAsk {
            job: Job::Now(p), ..
        }) = a.asking
        {
            if p != shown || !a.on {
                a.asking = None;
            }
        }
        if a.asking.is_some() {
            return;
        }
        let next_review = a.review.as_mut().and_then(|r| {
            if r.state != ReviewState::Running {
                return None;
            }
            if r.plies.len() >= r.total {
                r.state = ReviewState::Done;
                return None;
            }
            Some(r.plies.len())
        });
        let job = match next_review {
            Some(k) => Job::Review(k),
            None => {
                let wanted = a.on
                    && shown.result().is_none()
                    && self.mode.preview().is_none()
                    && self.mode.editor().is_none()
                    && a.values.as_ref().map(|v| v.0) != Some(shown);
                if !wanted {
                    return;
                }
                Job::Now(shown)
            }
        };
        a.next_id += 1;
        a.asking = Some(AnalystAsk { id: a.next_id, job });
    }

    /// The values shown now: the analysis switch on, its values in for the
    /// position on the board, no sowing shown and no turn looked back at.
    pub fn shown_values(&self) -> Option<&[(Input, i32)]> {
        let a = &self.analysis;
        let (pos, values) = a.values.as_ref()?;
        let now =
            a.on && pos == self.position() && self.playing().is_none() && self.preview().is_none();
        now.then_some(&values[..])
    }

    /// The question out to the analyst, as the worker reads it.
    pub fn analysis_request(&self) -> Option<Request> {
        let ask = self.analysis.asking?;
        Some(match ask.job {
            Job::Now(_) => Request::analysis(
                ask.id,
                self.session.start(),
                self.session.played_tokens(),
                ANALYSE_MS,
            ),
            Job::Review(k) => {
                let r = self.analysis.review.as_ref()?;
                let tokens = r.session.recorded_tokens();
                Request::analysis(
                    ask.id,
                    r.session.start(),
                    tokens[..k.min(tokens.len())].to_vec(),
                    REVIEW_MS,
                )
            }
        })
    }

    /// The analyst's answer: the values of the position shown, or one more
    /// input of the review weighed.
    fn analysed(&mut self, reply: Reply) {
        let Some(ask) = self.analysis.asking.filter(|a| a.id == reply.id) else {
            return;
        };
        self.analysis.asking = None;
        if let Err(why) = &reply.input {
            self.message = Some(fill(self.lang, "analysis-unavailable", &[("why", why)]));
            self.analysis.on = false;
            if let Some(r) = &mut self.analysis.review {
                r.state = ReviewState::Cancelled;
            }
            return;
        }
        let parse = |pos: &Position| -> Vec<(Input, i32)> {
            reply
                .values
                .iter()
                .filter_map(|(t, v)| Some((pos.parse_input(t).ok()?, *v)))
                .collect()
        };
        match ask.job {
            Job::Now(pos) => {
                let values = parse(&pos);
                self.analysis.values = Some((pos, values.into()));
            }
            Job::Review(k) => {
                let Some(r) = &mut self.analysis.review else {
                    return;
                };
                let mut game = r.session.clone();
                Rc::make_mut(&mut game).go_to(k);
                let pos = *game.position();
                let values = parse(&pos);
                let played = r.session.recorded_inputs().get(k).copied();
                if let (Some((mover, played)), Some((b, bv))) = (played, best(&values)) {
                    let played_value = values
                        .iter()
                        .find(|(i, _)| *i == played)
                        .map_or(bv, |v| v.1);
                    r.plies.push(PlyReview {
                        mover,
                        played,
                        played_value,
                        best: b,
                        best_value: bv,
                    });
                } else {
                    r.state = ReviewState::Cancelled;
                }
            }
        }
    }
}

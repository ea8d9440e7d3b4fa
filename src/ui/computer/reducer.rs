//! The computer's seats: whose turn it is to think, the question out to the
//! worker, and its answer played (or shown, for a hint) like a human's input.

use super::{turn_ms_left, Reply, Request, TurnTime};
use crate::engine::ai::Level;
use crate::ui::settings::Seat;
use crate::ui::state::{AppState, Ask, Back, Mode};
use crate::ui::texts::{self, fill, player_word};

impl AppState {
    /// Who plays the side to move.
    pub fn mover_seat(&self) -> Seat {
        self.seats[self.position().to_move()]
    }

    /// Whether the computer is choosing a move now (not a hint).
    pub fn thinking(&self) -> bool {
        self.asking.is_some_and(|a| !a.hint)
    }

    /// Whether both sides are computers (the page then offers pause and step).
    pub fn computers_only(&self) -> bool {
        self.seats.south != Seat::Human && self.seats.north != Seat::Human
    }

    /// Whether a human may give the next input now (a human's turn in a game
    /// being played, not a diagram).
    pub fn human_to_move(&self) -> bool {
        !self.is_view() && self.mover_seat() == Seat::Human && self.outcome().is_none()
    }

    /// The question out to the computer, as the worker reads it: a later
    /// decision of the computer's turn (a Tsoro head or pick, a Goré answer's
    /// move, an Anywoli extra move) with what is left of the turn's time.
    pub fn request(&self) -> Option<Request> {
        let ask = self.asking?;
        let inputs = self.session.played_tokens();
        let seed = self.seed_base ^ ask.id.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut req = Request::new(ask.id, self.session.start(), inputs, ask.level, seed);
        // A hint thinks for the level's whole budget; the computer's turn
        // shares the page's turn budget between its decisions.
        if !ask.hint {
            let used = self
                .turn_time
                .filter(|&t| self.same_turn(t))
                .map_or(0, |t| t.used);
            req.ms = turn_ms_left(ask.level, used);
        }
        Some(req)
    }

    /// Whether the computer's turn `t` is still going on: the same player
    /// to move, and the game unchanged since its last answer was played.
    fn same_turn(&self, t: TurnTime) -> bool {
        t.revision == self.revision && t.player == self.position().to_move()
    }

    /// After a seat changed: a question whose asker no longer sits at the
    /// side to move is withdrawn (the worker is stopped); `schedule` then asks
    /// the new level, if any.
    pub(in crate::ui) fn recheck_asking(&mut self) {
        if let Some(a) = self.asking {
            let still = if a.hint {
                self.human_to_move()
            } else {
                self.mover_seat() == Seat::Computer(a.level)
            };
            if !still {
                self.asking = None;
            }
        }
    }

    pub(in crate::ui) fn new_ask(&mut self, level: Level, hint: bool) -> Ask {
        let id = self.next_ask;
        self.next_ask += 1;
        Ask { id, level, hint }
    }

    /// Asks the computer when it is its turn and nothing is being shown: after
    /// every action, so a computer's input follows the previous playback.
    pub(in crate::ui) fn schedule(&mut self) {
        match self.mode {
            // A course's answers are its own, played by the page.
            Mode::Course(..) | Mode::Edit(_, Back::Course(_)) => return self.course_answers(),
            // Nobody plays a diagram, nor the game under the editor.
            Mode::View(_) | Mode::Edit(..) => return,
            Mode::Play(_) => {}
        }
        // Over by its rules or by a resignation: the computer stops.
        if self.asking.is_some() || self.animating() || self.outcome().is_some() {
            return;
        }
        let Seat::Computer(level) = self.mover_seat() else {
            return;
        };
        if self.paused && !self.step_once {
            return;
        }
        self.step_once = false;
        self.asking = Some(self.new_ask(level, false));
    }

    /// The computer's answer to the question out, played like a human's input
    /// (or shown, for a hint); answers to withdrawn questions are dropped.
    pub(in crate::ui) fn answer(&mut self, reply: Reply) {
        let Some(ask) = self.asking.filter(|a| a.id == reply.id) else {
            return;
        };
        self.asking = None;
        let parsed = reply
            .input
            .and_then(|t| self.position().parse_input(&t).map_err(|e| e.to_string()));
        match (parsed, ask.hint) {
            (Ok(input), true) => {
                // Said in words, never as the token (issue 25).
                let words = texts::input_words(self.position(), input, self.lang);
                self.suggest(input);
                self.message = Some(fill(self.lang, "hint-says", &[("input", &words)]));
            }
            (Ok(input), false) => {
                let player = self.position().to_move();
                let before = self.turn_time.filter(|&t| self.same_turn(t));
                let revision = self.revision;
                self.play(input);
                // Played: its time counts in the turn's.
                self.turn_time = (self.revision != revision).then(|| TurnTime {
                    player,
                    revision: self.revision,
                    used: before.map_or(0, |t| t.used) + reply.ms,
                });
            }
            (Err(e), _) => {
                // Never loop on a failing question: stop the computer's play.
                self.paused = true;
                self.message = Some(fill(self.lang, "computer-failed", &[("error", &e)]));
            }
        }
    }

    pub(in crate::ui) fn refuse_computer_turn(&mut self) {
        if self.outcome().is_some() {
            return;
        }
        let who = player_word(self.position().to_move(), self.lang);
        self.message = Some(match self.mover_seat() {
            Seat::Computer(l) => {
                let level = texts::text(self.lang, &format!("level-{}", l.id()));
                fill(
                    self.lang,
                    "computer-turn",
                    &[("player", &who), ("level", &level)],
                )
            }
            Seat::Human => texts::text(self.lang, "wait-computer"),
        });
    }
}

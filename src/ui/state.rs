//! The page's state and what every action does to it, in plain Rust: the game
//! session, the playback of the last move, the offer being composed, the match
//! tally. The Yew app wraps it in `use_reducer` (src/app/state.rs holds only
//! that glue), so everything here is tested natively.

use std::rc::Rc;

use crate::engine::{position_from_json, ByPlayer, Input, Pit, PitSet, Position, Rules};

use super::playback::Playback;
use super::query::Speed;
use super::session::Session;

/// Which side panel is open.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Panel {
    /// None: the board alone.
    None,
    /// The rules of the game being played.
    Rules,
    /// About the game: people, place, names.
    About,
}

/// Everything the page shows, changed only by [`Action`]s through [`AppState::apply`].
#[derive(Clone, Debug)]
pub struct AppState {
    /// Game and options.
    pub rules: Rules,
    /// Animation speed.
    pub speed: Speed,
    /// The game record (undo, redo, moves), shared between successive states
    /// so that a playback step does not copy it.
    pub session: Rc<Session>,
    /// Legal inputs of the current position, computed once per position and
    /// shared, so a playback step neither recomputes nor copies them.
    pub legal: Rc<[Input]>,
    /// Counts changes of the session (input, undo, redo, new game): what is
    /// derived per move (move list, announcement) is recomputed only when it moves.
    pub revision: u64,
    /// The last move being shown, while it is shown.
    pub playback: Option<Playback>,
    /// Goré: pits chosen so far for an offer, while composing one.
    pub offer: Option<PitSet>,
    /// Turn the board so the player to move sits at the bottom.
    pub auto_turn: bool,
    /// The last refusal or hint, in words.
    pub message: Option<String>,
    /// Problems with the URL parameters.
    pub problems: Vec<String>,
    /// Urim: match points (in halves) of the games finished in this match.
    pub tally: ByPlayer<u32>,
    /// Urim: games finished in this match.
    pub match_games: u32,
    /// Side panel open.
    pub panel: Panel,
}

/// What the player (or the animation timer) can do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A click on a pit.
    Pit(Pit),
    /// Any other input (pass, accept, continue, …).
    Play(Input),
    /// The timer: show the next event of the move.
    Step,
    /// Show the rest of the move at once.
    SkipAnimation,
    /// Take back the last turn.
    Undo,
    /// Replay the next undone turn.
    Redo,
    /// Start again with the same game (a finished Urim game counts in the match).
    NewGame,
    /// Switch game or options: a new game and a new match.
    SetRules(Rules),
    /// Change the animation speed.
    SetSpeed(Speed),
    /// Turn the board towards the player to move, or keep South at the bottom.
    ToggleAutoTurn,
    /// Goré: start choosing pits to offer.
    StartOffer,
    /// Goré: give up composing the offer.
    CancelOffer,
    /// Goré: make the offer composed.
    ConfirmOffer,
    /// Open or close a side panel.
    Show(Panel),
}

impl AppState {
    /// A new page state for a game and speed, from the opening or from a
    /// position given as contract JSON (a bad one is reported; the opening is used).
    pub fn new(
        rules: Rules,
        speed: Speed,
        position: Option<&str>,
        mut problems: Vec<String>,
    ) -> AppState {
        let start = match position.map(|json| position_from_json(rules, json)) {
            Some(Ok(p)) => p,
            Some(Err(e)) => {
                problems.push(format!("{e}; starting from the opening instead"));
                Position::new(rules)
            }
            None => Position::new(rules),
        };
        let session = Session::new(start);
        AppState {
            rules,
            speed,
            legal: session.position().legal().into(),
            session: Rc::new(session),
            revision: 0,
            playback: None,
            offer: None,
            auto_turn: false,
            message: None,
            problems,
            tally: ByPlayer::default(),
            match_games: 0,
            panel: Panel::None,
        }
    }

    /// Whether a move is being played back (input is blocked meanwhile).
    pub fn animating(&self) -> bool {
        self.playback.as_ref().is_some_and(|p| !p.done())
    }

    /// The playback while it still has events to show.
    pub fn playing(&self) -> Option<&Playback> {
        self.playback.as_ref().filter(|p| !p.done())
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.session.position()
    }

    /// Whether the rules allow some offer now (the "Offer a trade…" button).
    pub fn can_offer(&self) -> bool {
        self.legal.iter().any(|i| matches!(i, Input::Offer(_)))
    }

    /// Does what the action asks. An action that is not possible now changes
    /// nothing but, where the player should know why, the message.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Pit(p) => self.click_pit(p),
            Action::Play(i) => self.play(i),
            Action::Step => {
                if let Some(p) = &mut self.playback {
                    p.step();
                }
            }
            Action::SkipAnimation => self.playback = None,
            Action::Undo => {
                self.playback = None;
                Rc::make_mut(&mut self.session).undo();
                self.message = None;
                self.after_change();
            }
            Action::Redo => {
                self.playback = None;
                Rc::make_mut(&mut self.session).redo();
                self.message = None;
                self.after_change();
            }
            Action::NewGame => {
                self.close_game();
                self.restart();
            }
            // Re-choosing the game already on the board loses nothing.
            Action::SetRules(r) if r == self.rules => {}
            Action::SetRules(r) => {
                self.rules = r;
                self.tally = ByPlayer::default();
                self.match_games = 0;
                self.restart();
            }
            Action::SetSpeed(v) => {
                self.speed = v;
                if v == Speed::Instant {
                    self.playback = None;
                }
            }
            Action::ToggleAutoTurn => self.auto_turn = !self.auto_turn,
            Action::StartOffer => {
                if !self.animating() && self.can_offer() {
                    self.offer = Some(PitSet::EMPTY);
                    self.message = None;
                }
            }
            Action::CancelOffer => self.offer = None,
            Action::ConfirmOffer => {
                if let Some(pits) = self.offer {
                    self.play(Input::Offer(pits));
                }
            }
            Action::Show(p) => self.panel = if self.panel == p { Panel::None } else { p },
        }
    }

    /// After the session changed: the new position's legal inputs, and no offer.
    fn after_change(&mut self) {
        self.legal = self.session.position().legal().into();
        self.revision += 1;
        self.offer = None;
    }

    fn play(&mut self, input: Input) {
        if self.animating() {
            self.message = Some("Wait for the sowing to finish, or skip it.".into());
            return;
        }
        match Rc::make_mut(&mut self.session).play(input) {
            Ok(()) => {
                self.message = None;
                let (before, events) = self.session.last_move();
                self.playback =
                    (self.speed != Speed::Instant).then(|| Playback::new(before, events.to_vec()));
                self.after_change();
            }
            Err(e) => {
                let token = input.notation(self.position().layout());
                self.message = Some(format!("{token} is not allowed: {e}."));
            }
        }
    }

    /// Adds a finished Urim game's points to the match, once.
    fn close_game(&mut self) {
        if self.rules.variant().has_match_points() {
            if let Some(h) = self.position().result().and_then(|o| o.half_points) {
                self.tally.south += h.south as u32;
                self.tally.north += h.north as u32;
                self.match_games += 1;
            }
        }
    }

    fn restart(&mut self) {
        self.session = Rc::new(Session::new(Position::new(self.rules)));
        self.playback = None;
        self.message = None;
        self.problems.clear();
        self.after_change();
    }

    fn click_pit(&mut self, p: Pit) {
        if let Some(chosen) = self.offer {
            // The engine says which pits may join an offer (G5).
            let pos = self.position();
            if pos.board().owner(p) != pos.to_move() {
                self.message = Some("Only your own pits can be offered.".into());
            } else if !pos.offerable(chosen, p) {
                self.message = Some("An offer names at most three pits (G5).".into());
            } else {
                self.offer = Some(chosen.toggled(p));
                self.message = None;
            }
            return;
        }
        let input = self.position().input_for_pit(p);
        self.play(input);
    }
}

#[cfg(test)]
mod tests;

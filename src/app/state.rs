//! The page's state and its pure reducer (Yew `use_reducer`): the game session,
//! the playback of the last move, the offer being composed, the match tally.

use std::rc::Rc;

use yew::Reducible;

use crate::engine::{position_from_json, ByPlayer, Input, Pit, PitSet, Position, Rules, MAX_OFFER};
use crate::ui::playback::Playback;
use crate::ui::query::Speed;
use crate::ui::session::Session;

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

/// Everything the page shows, changed only by [`Action`]s.
#[derive(Clone, Debug)]
pub struct AppState {
    /// Game and options.
    pub rules: Rules,
    /// Animation speed.
    pub speed: Speed,
    /// The game record (undo, redo, moves), shared between successive states
    /// so that a playback step does not copy it.
    pub session: Rc<Session>,
    /// Legal inputs of the current position (computed once per position).
    pub legal: Vec<Input>,
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
#[derive(Clone, Debug)]
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
            legal: session.position().legal(),
            session: Rc::new(session),
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

    /// The position now.
    pub fn position(&self) -> &Position {
        self.session.position()
    }

    fn after_change(&mut self) {
        self.legal = self.session.position().legal();
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
            let pos = self.position();
            if pos.board().owner(p) != pos.to_move() {
                self.message = Some("Only your own pits can be offered.".into());
            } else if !pos.offerable(chosen, p) {
                self.message = Some(format!("An offer names at most {MAX_OFFER} pits (G5)."));
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

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Pit(p) => s.click_pit(p),
            Action::Play(i) => s.play(i),
            Action::Step => {
                if let Some(p) = &mut s.playback {
                    p.step();
                }
            }
            Action::SkipAnimation => s.playback = None,
            Action::Undo => {
                s.playback = None;
                Rc::make_mut(&mut s.session).undo();
                s.message = None;
                s.after_change();
            }
            Action::Redo => {
                s.playback = None;
                Rc::make_mut(&mut s.session).redo();
                s.message = None;
                s.after_change();
            }
            Action::NewGame => {
                s.close_game();
                s.restart();
            }
            // Re-choosing the game already on the board loses nothing.
            Action::SetRules(r) if r == s.rules => {}
            Action::SetRules(r) => {
                s.rules = r;
                s.tally = ByPlayer::default();
                s.match_games = 0;
                s.restart();
            }
            Action::SetSpeed(v) => {
                s.speed = v;
                if v == Speed::Instant {
                    s.playback = None;
                }
            }
            Action::ToggleAutoTurn => s.auto_turn = !s.auto_turn,
            Action::StartOffer => {
                if !s.animating() && s.legal.iter().any(|i| matches!(i, Input::Offer(_))) {
                    s.offer = Some(PitSet::EMPTY);
                    s.message = None;
                }
            }
            Action::CancelOffer => s.offer = None,
            Action::ConfirmOffer => {
                if let Some(pits) = s.offer {
                    s.play(Input::Offer(pits));
                }
            }
            Action::Show(p) => s.panel = if s.panel == p { Panel::None } else { p },
        }
        Rc::new(s)
    }
}

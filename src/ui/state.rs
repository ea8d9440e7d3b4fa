//! The page's state and what every action does to it, in plain Rust: the game
//! session, the playback of the last move, the offer being composed, the match
//! tally. The Yew app wraps it in `use_reducer` (src/app/state.rs holds only
//! that glue), so everything here is tested natively.

use std::rc::Rc;

use crate::engine::ai::Level;
use crate::engine::{
    position_from_json, side_beyond_opening, ByPlayer, Input, Pit, PitSet, Position, Rules,
};

use super::computer::Seat;
use super::playback::Playback;
use super::query::{Speed, Theme};
use super::session::Session;
use super::texts::{self, count, fill, illegal, Lang};

pub use action::{Action, Ask, Change, Nav};
pub use kept::KeptGame;

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
    /// Who plays each side: a human or the computer at a level.
    pub seats: ByPlayer<Seat>,
    /// The question out to the computer, while it thinks.
    pub asking: Option<Ask>,
    /// The id the next question gets (answers to older ones are dropped).
    pub next_ask: u64,
    /// Varies the computer's choices among equals from one page to the next.
    pub seed_base: u64,
    /// Computer against computer: wait instead of playing on.
    pub paused: bool,
    /// While paused: let the computer make one decision.
    pub step_once: bool,
    /// The input Hard would choose for the human to move, once asked.
    pub hint: Option<Input>,
    /// A read-only diagram (`mode=view`): no pit is legal, no computer
    /// plays; a recorded game is stepped through.
    pub view_only: bool,
    /// Board and game controls only, in a frame (`embed=1`).
    pub embed: bool,
    /// North at the bottom (`flip=1`), whoever is to move.
    pub flip: bool,
    /// The language of every word on the page (`lang=`, the menu).
    pub lang: Lang,
    /// The colour theme (`theme=`, the menu).
    pub theme: Theme,
    /// How the game last changed, for the screen reader's sentence: an
    /// input played, or turns taken back or replayed.
    pub last_change: Change,
    /// Games in progress set aside by a switch or a new game, most recent
    /// first (`kept`): never lost to one stray tap.
    pub kept: Vec<KeptGame>,
    /// A turn of the move list looked back at (`ui::turns`), read-only.
    pub preview: Option<super::turns::Preview>,
    /// The position editor, while it is open (`?mode=edit`).
    pub editor: Option<super::editor::Editor>,
    /// The analysis board and the review (`ui::analysis`).
    pub analysis: super::analysis::Analysis,
    /// The share link shown, and whether the clipboard took it.
    pub share_box: Option<(String, Option<bool>)>,
    /// Clicks on a pit that could not be played: each is answered in words
    /// (`message`) and flashes the playable pits again.
    pub refused_clicks: u32,
    /// A lesson or puzzles (`?mode=learn`, `?mode=puzzle`), while open.
    pub course: Option<super::course::Course>,
}

impl AppState {
    /// A new page state for a game and speed, from the opening or from a
    /// position given as contract JSON (a bad one is reported; the opening is used).
    pub fn new(
        rules: Rules,
        speed: Speed,
        position: Option<&str>,
        problems: Vec<String>,
    ) -> AppState {
        AppState::new_in(Lang::En, rules, speed, position, problems)
    }

    /// [`AppState::new`] in a language (its complaints, and everything after).
    pub fn new_in(
        lang: Lang,
        rules: Rules,
        speed: Speed,
        position: Option<&str>,
        mut problems: Vec<String>,
    ) -> AppState {
        // A side denser than any game reaches is refused here, in the page
        // only: C6's exact check could freeze the tab on it (`side_beyond_opening`).
        let checked = |json| {
            let p = position_from_json(rules, json)?;
            side_beyond_opening(&p).map_or(Ok(p), Err)
        };
        let start = match position.map(checked) {
            Some(Ok(p)) => p,
            Some(Err(e)) => {
                let why = texts::setup_error(lang, &e);
                problems.push(fill(lang, "position-refused", &[("error", &why)]));
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
            // Two humans until seated (the page's default for a new visitor,
            // human against Medium, comes from its URL: `PageQuery::seats`).
            seats: ByPlayer {
                south: Seat::Human,
                north: Seat::Human,
            },
            asking: None,
            next_ask: 1,
            seed_base: 0,
            paused: false,
            step_once: false,
            hint: None,
            view_only: false,
            embed: false,
            flip: false,
            lang,
            theme: Theme::Auto,
            last_change: Change::Played,
            kept: Vec::new(),
            preview: None,
            refused_clicks: 0,
            course: None,
            editor: None,
            analysis: Default::default(),
            share_box: None,
        }
    }

    /// Replays `tokens` (the URL's `moves`) from the start, then shows the
    /// game after `ply` inputs if given (the rest stays recorded, to redo or
    /// step through). A bad token is reported and the game kept up to it.
    pub fn load_moves(&mut self, tokens: &[String], ply: Option<usize>) {
        let session = Rc::make_mut(&mut self.session);
        for (k, token) in tokens.iter().enumerate() {
            let lang = self.lang;
            let played = match session.position().parse_input(token) {
                Err(_) => Err(fill(lang, "token-unknown", &[("token", token)])),
                Ok(i) => session.play(i).map_err(|e| illegal(lang, &e)),
            };
            if let Err(e) = played {
                self.problems.push(fill(
                    lang,
                    "moves-refused",
                    &[("k", &(k + 1)), ("token", token), ("error", &e)],
                ));
                break;
            }
        }
        if let Some(n) = ply {
            if n > session.recorded() {
                let m = count(
                    self.lang,
                    "ply-beyond",
                    session.recorded() as u64,
                    &[("ply", &n)],
                );
                self.problems.push(m);
            }
            session.go_to(n);
        }
        self.after_change();
        self.schedule();
    }

    /// Makes the page a read-only diagram (`mode=view`).
    pub fn view_only(mut self) -> AppState {
        self.view_only = true;
        self.asking = None;
        self
    }

    /// Seats the players (the URL's `south=` and `north=`), and schedules the
    /// computer's first decision if it moves first.
    pub fn with_seats(mut self, seats: ByPlayer<Seat>) -> AppState {
        self.seats = seats;
        self.schedule();
        self
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
        self.act(action);
        // Another game or options chosen while editing: edit its opening.
        if self
            .editor
            .as_ref()
            .is_some_and(|ed| ed.rules != self.rules)
        {
            self.editor = Some(super::editor::Editor::new(&Position::new(self.rules)));
        }
        self.schedule();
        self.schedule_analysis();
    }

    fn act(&mut self, action: Action) {
        match action {
            Action::Pit(_) | Action::Play(_) | Action::StartOffer | Action::ConfirmOffer
                if !self.human_to_move() =>
            {
                self.refuse_computer_turn();
            }
            Action::Pit(_) | Action::Play(_) | Action::StartOffer | Action::ConfirmOffer
                if self.preview.is_some() =>
            {
                self.message = Some(texts::text(self.lang, "preview-blocked"));
            }
            // Escape with nothing looked back at changes nothing.
            Action::ShareBox(b) => self.share_box = b,
            Action::PreviewTurn(None) if self.preview.is_none() => {}
            Action::CourseLoaded(..)
            | Action::NextStep
            | Action::NextPuzzle
            | Action::OpenPuzzle(_)
            | Action::RetryCourse
            | Action::LeaveCourse => self.coursing(action),
            // In a course, taking back or starting again is the step's or
            // puzzle's start; hints and analysis would give answers away.
            Action::Undo | Action::NewGame if self.course.is_some() => {
                self.coursing(Action::RetryCourse)
            }
            Action::Redo | Action::Hint | Action::ToggleAnalysis | Action::StartReview
                if self.course.is_some() =>
            {
                self.message = Some(texts::text(self.lang, "course-no-help"));
            }
            Action::SetRules(r) if self.course.is_some() && r != self.rules => {
                self.switch_course(r)
            }
            Action::OpenEditor
            | Action::Edit(_)
            | Action::EditPit(_)
            | Action::ToggleOwnerTool
            | Action::PlayHere(_)
            | Action::CloseEditor => self.editing(action),
            Action::ToggleAnalysis
            | Action::Analysed(_)
            | Action::AnalysisUnavailable(_)
            | Action::StartReview
            | Action::CancelReview
            | Action::JumpTo(_) => self.analysing(action),
            Action::PreviewTurn(turn) => {
                self.preview = turn.and_then(|k| super::turns::Preview::of(&self.session, k));
                (self.playback, self.offer, self.message) = (None, None, None);
            }
            Action::Pit(p) => self.click_pit(p),
            Action::Play(i) => self.play(i),
            Action::Step => {
                if let Some(p) = &mut self.playback {
                    p.step();
                }
            }
            Action::SkipAnimation => self.playback = None,
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::NewGame => self.new_game(),
            // Re-choosing the game already on the board loses nothing.
            Action::SetRules(r) if r == self.rules => {}
            Action::SetRules(r) => self.switch_rules(r),
            Action::BackToGame => self.back_to_kept(),
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
            Action::ShowRule(_) => self.panel = Panel::Rules,
            Action::SetSeat(side, seat) => {
                self.seats[side] = seat;
                self.recheck_asking();
            }
            Action::SetSeats(seats) => {
                self.seats = seats;
                self.recheck_asking();
            }
            Action::Answer(reply) => self.answer(reply),
            Action::ComputerUnavailable(why) => {
                self.asking = None;
                self.seats = ByPlayer {
                    south: Seat::Human,
                    north: Seat::Human,
                };
                self.message = Some(fill(self.lang, "computer-unavailable", &[("why", &why)]));
            }
            Action::Hint => {
                if self.human_to_move() && !self.animating() && self.offer.is_none() {
                    self.hint = None;
                    self.asking = Some(self.new_ask(Level::Hard, true));
                }
            }
            Action::TogglePause => {
                self.paused = !self.paused;
                self.step_once = false;
            }
            Action::StepComputer => {
                if self.paused {
                    self.step_once = true;
                }
            }
            Action::Go(nav) => self.go(nav),
            Action::Say(m) => self.message = m,
            Action::SetLang(lang) => {
                // A message in the old language would now read oddly.
                self.lang = lang;
                self.message = None;
                self.revision += 1;
            }
            Action::LangReady => self.revision += 1,
            Action::SetTheme(theme) => self.theme = theme,
            Action::LoadRecord(text) => {
                self.message = Some(match self.load_record_keeping(&text) {
                    Ok(()) => texts::text(self.lang, "record-loaded"),
                    Err(e) => fill(self.lang, "record-refused", &[("error", &e)]),
                });
            }
        }
    }

    /// After the session changed: the new position's legal inputs, no offer,
    /// no hint, and any question to the computer withdrawn.
    fn after_change(&mut self) {
        self.legal = self.session.position().legal().into();
        self.revision += 1;
        self.last_change = Change::Played;
        self.offer = None;
        self.hint = None;
        self.asking = None;
        self.preview = None;
        self.course_legal();
    }

    /// Plays an input given by a player (or the computer): in a course,
    /// only as the course allows (`coursing`).
    fn play(&mut self, input: Input) {
        let right = match self.course_gate(input) {
            coursing::Gate::Refused => return,
            coursing::Gate::Free => None,
            coursing::Gate::Play(right) => Some(right),
        };
        if self.play_now(input) {
            if let Some(right) = right {
                self.course_played(input, right);
            }
        }
    }

    /// Plays an input if the rules allow it (else says why); whether it was.
    fn play_now(&mut self, input: Input) -> bool {
        if self.animating() {
            self.message = Some(texts::text(self.lang, "wait-sowing"));
            return false;
        }
        match Rc::make_mut(&mut self.session).play(input) {
            Ok(()) => {
                self.message = None;
                let (before, events) = self.session.last_move();
                self.playback = (self.speed != Speed::Instant)
                    .then(|| Playback::new(before, events.to_vec(), self.lang));
                self.after_change();
                true
            }
            Err(e) => {
                let token = input.notation(self.position().layout());
                let why = illegal(self.lang, &e);
                self.message = Some(fill(
                    self.lang,
                    "input-refused",
                    &[("token", &token), ("error", &why)],
                ));
                if !self.human_to_move() {
                    self.paused = true;
                }
                false
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
        self.start_from(Position::new(self.rules));
    }

    /// A new game from `start` (the opening, or the editor's position).
    fn start_from(&mut self, start: Position) {
        self.session = Rc::new(Session::new(start));
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
                self.message = Some(texts::text(self.lang, "offer-own-pits"));
            } else if !pos.offerable(chosen, p) {
                self.message = Some(texts::text(self.lang, "offer-at-most"));
            } else {
                self.offer = Some(chosen.toggled(p));
                self.message = None;
            }
            return;
        }
        let input = self.position().input_for_pit(p);
        if !self.animating() && !self.legal.contains(&input) {
            // Said in words by `play`; the board shows where to play instead.
            self.refused_clicks += 1;
        }
        self.play(input);
    }
}

mod action;
mod analysing;
mod computing;
#[cfg(test)]
mod course_tests;
mod coursing;
mod editing;
mod history;
mod kept;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod kept_tests;

#[cfg(test)]
mod computer_tests;

#[cfg(test)]
mod analysis_tests;

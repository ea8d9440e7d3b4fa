//! The page's state and what every action does to it, in plain Rust: the game
//! session, the playback of the last move, the offer being composed, the match
//! tally. The Yew app wraps it in `use_reducer` (src/app/state.rs holds only
//! that glue), so everything here is tested natively.

use std::rc::Rc;

use crate::engine::ai::Level;
use crate::engine::{position_from_json, ByPlayer, Input, Pit, Position, Rules};

use super::course::reducer::Gate;
use super::playback::Playback;
use super::session::Session;
use super::settings::{reader_level, Levels, Seat, Speed, Theme};
use super::texts::{self, count, fill, illegal, Lang};

pub use action::{Action, Ask, Change, Nav};
pub use kept::KeptGame;
pub use mode::{Back, LinkNote, Mode, Overlay, Table};
pub use way_on::AUTO_PASS_MS;

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
    /// What the page is for (a game, a diagram, the editor, a lesson or
    /// puzzles), with what is open in it: an offer being composed, a turn
    /// looked back at, the share box (`state/mode.rs`).
    pub mode: Mode,
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
    /// The settings or the "More" menu, while open (`ui::fold`).
    pub fold: crate::ui::fold::Fold,
    /// Who plays each side: a human or the computer at a level.
    pub seats: ByPlayer<Seat>,
    /// The reader's level in each game (kept in storage): whom a game
    /// card or a plain link seats against them.
    pub levels: Levels,
    /// The question out to the computer, while it thinks.
    pub asking: Option<Ask>,
    /// The id the next question gets (answers to older ones are dropped).
    pub next_ask: u64,
    /// The computer's turn under way, with the thinking time it used: the
    /// turn's later decisions get what is left (`ui::computer::reducer`).
    pub turn_time: Option<super::computer::TurnTime>,
    /// Varies the computer's choices among equals from one page to the next.
    pub seed_base: u64,
    /// Computer against computer: wait instead of playing on.
    pub paused: bool,
    /// While paused: let the computer make one decision.
    pub step_once: bool,
    /// The input Hard would choose for the human to move, once asked.
    pub hint: Option<Input>,
    /// Board and game controls only, in a frame (`embed=1`).
    pub embed: bool,
    /// In a frame: the storage key of its own game, per frame address
    /// (`saved::frames`); the full page's games are never read or written.
    pub frame_key: Option<String>,
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
    /// The analysis board and the review (`ui::analysis`).
    pub analysis: super::analysis::Analysis,
    /// Clicks on a pit that could not be played: each is answered in words
    /// (`message`) and flashes the playable pits again.
    pub refused_clicks: u32,
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
        // A side denser than any game reaches is refused by the engine (C6,
        // loaded positions): its exact check could freeze the tab on it.
        let start = match position.map(|json| position_from_json(rules, json)) {
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
            mode: Mode::default(),
            auto_turn: false,
            message: None,
            problems,
            tally: ByPlayer::default(),
            match_games: 0,
            panel: Panel::None,
            fold: Default::default(),
            // Two humans until seated (the page's default for a new visitor,
            // human against Medium, comes from its URL: `PageQuery::seats`).
            seats: ByPlayer {
                south: Seat::Human,
                north: Seat::Human,
            },
            levels: Levels::default(),
            asking: None,
            next_ask: 1,
            turn_time: None,
            seed_base: 0,
            paused: false,
            step_once: false,
            hint: None,
            embed: false,
            frame_key: None,
            flip: false,
            lang,
            theme: Theme::Auto,
            last_change: Change::Played,
            kept: Vec::new(),
            refused_clicks: 0,
            analysis: Default::default(),
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
        self.mode = Mode::View(None);
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
        let before = self.rules;
        let fold = self.fold;
        if let Some(action) = self.by_mode(action.clone()) {
            self.act(action);
        }
        let another_game = before.variant() != self.rules.variant();
        self.fold = match action {
            Action::Fold(asked) => fold.toggle(asked),
            _ => fold.after(&action, another_game),
        };
        // Another game or options chosen while editing: edit its opening.
        if let Mode::Edit(editor, _) = &mut self.mode {
            if editor.rules != self.rules {
                *editor = super::editor::Editor::new(&Position::new(self.rules));
            }
        }
        self.schedule();
        self.schedule_analysis();
    }

    /// What the page's mode makes of an action, in the one match on it:
    /// inputs refused where nobody may play now; what only a mode has (the
    /// editor's changes, an offer, a look back, the share box) done here; a
    /// course's own answers to taking back, hints and another game; the
    /// rest given back for the game to do ([`AppState::act`]).
    fn by_mode(&mut self, action: Action) -> Option<Action> {
        use Action as A;
        match (&self.mode, action) {
            // A diagram, a finished game, the computer's turn: nobody plays.
            (_, A::Pit(_) | A::Play(_) | A::StartOffer | A::ConfirmOffer)
                if !self.human_to_move() =>
            {
                self.refuse_computer_turn();
            }
            // Looking back at a turn: nothing is played until back.
            (m, A::Pit(_) | A::Play(_) | A::StartOffer | A::ConfirmOffer)
                if m.preview().is_some() =>
            {
                self.message = Some(texts::text(self.lang, "preview-blocked"));
            }
            (Mode::Play(_) | Mode::Course(..), A::ShareBox(b)) => {
                if let Some(t) = self.mode.table_mut() {
                    t.share_box = b;
                }
            }
            // Escape with nothing looked back at changes nothing.
            (m, A::PreviewTurn(None)) if m.preview().is_none() => {}
            (Mode::Play(_) | Mode::View(_) | Mode::Course(..), A::PreviewTurn(turn)) => {
                self.look_back(turn)
            }
            // In a course (and in the editor over one), taking back or
            // starting again is the step's or puzzle's start; hints and
            // analysis would give answers away; another game is that
            // game's lesson or puzzles.
            (Mode::Course(..) | Mode::Edit(_, Back::Course(_)), A::Undo | A::NewGame) => {
                self.coursing(A::RetryCourse)
            }
            (
                Mode::Course(..) | Mode::Edit(_, Back::Course(_)),
                A::Redo | A::Hint | A::ToggleAnalysis | A::StartReview,
            ) => self.message = Some(texts::text(self.lang, "course-no-help")),
            (Mode::Course(..) | Mode::Edit(_, Back::Course(_)), A::SetRules(r))
                if r != self.rules =>
            {
                self.switch_course(r)
            }
            (_, A::OpenEditor) => self.open_editor(),
            (Mode::Edit(..), A::PlayHere(computer)) => self.play_here(computer),
            (Mode::Edit(..), A::CloseEditor) => self.close_editor(),
            (Mode::Edit(..), a @ (A::Edit(_) | A::EditPit(_) | A::ToggleOwnerTool)) => {
                self.editing(a)
            }
            (Mode::Play(_) | Mode::Course(..), A::StartOffer) => {
                if self.open_offer(self.hinted_offer()) {
                    self.message = None;
                }
            }
            (m, A::CancelOffer) => {
                if m.offer().is_some() {
                    self.mode.settle();
                }
            }
            (m, A::ConfirmOffer) => {
                if let Some(pits) = m.offer() {
                    self.play(Input::Offer(pits));
                }
            }
            (m, A::Pit(p)) if m.offer().is_some() => self.compose_offer(p),
            // Nothing of the editor's without it; no offer nor share box
            // without a board played on; no look back in the editor.
            (
                _,
                A::PlayHere(_)
                | A::CloseEditor
                | A::Edit(_)
                | A::EditPit(_)
                | A::ToggleOwnerTool
                | A::StartOffer
                | A::ShareBox(_)
                | A::PreviewTurn(_),
            ) => {}
            (_, a) => return Some(a),
        }
        None
    }

    /// What every mode does alike, to the game on the board (in the editor,
    /// the game under it).
    fn act(&mut self, action: Action) {
        match action {
            Action::CourseLoaded(..)
            | Action::NextStep
            | Action::NextPuzzle
            | Action::OpenPuzzle(_)
            | Action::RetryCourse
            | Action::LeaveCourse
            | Action::BetterLine(_) => self.coursing(action),
            Action::ToggleAnalysis
            | Action::Analysed(_)
            | Action::AnalysisUnavailable(_)
            | Action::StartReview
            | Action::CancelReview
            | Action::JumpTo(_) => self.analysing(action),
            // Done by the mode (`by_mode`).
            Action::ShareBox(_)
            | Action::PreviewTurn(_)
            | Action::StartOffer
            | Action::CancelOffer
            | Action::ConfirmOffer
            | Action::OpenEditor
            | Action::Edit(_)
            | Action::EditPit(_)
            | Action::ToggleOwnerTool
            | Action::PlayHere(_)
            | Action::CloseEditor => {}
            Action::Pit(p) => self.click_pit(p),
            Action::Play(i) => self.play(i),
            Action::Step => {
                if let Some(p) = &mut self.playback {
                    p.advance(self.speed);
                }
            }
            Action::SkipAnimation => self.playback = None,
            // Done in `apply`, whatever the mode.
            Action::Fold(_) => {}
            Action::Undo => self.undo(),
            Action::Resign => self.resign(),
            Action::Redo => self.redo(),
            Action::NewGame => self.new_game(),
            Action::TryLevel(level) => self.try_level(level),
            Action::AutoPass => self.auto_pass(),
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
            Action::Show(p) => self.panel = if self.panel == p { Panel::None } else { p },
            Action::ShowRule(_) => self.panel = Panel::Rules,
            Action::SetSeat(side, seat) => {
                self.seats[side] = seat;
                self.note_level();
                self.recheck_asking();
            }
            Action::SetSeats(seats) => {
                self.seats = seats;
                self.note_level();
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
                if self.human_to_move() && !self.animating() && self.offer().is_none() {
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

    /// The computer the reader faces, chosen or played against, becomes
    /// their level in this game (not in a lesson or puzzles, where both
    /// sides are the reader's, nor on a diagram).
    fn note_level(&mut self) {
        if let Some(l) = reader_level(self.seats).filter(|_| matches!(self.mode, Mode::Play(_))) {
            self.levels.set(self.rules.variant(), l);
        }
    }

    /// After the session changed: the new position's legal inputs, no offer,
    /// no hint, and any question to the computer withdrawn.
    pub(in crate::ui) fn after_change(&mut self) {
        if self.session.ply() > 0 {
            self.note_level();
        }
        // A game given up has no legal input left (`state/resign.rs`).
        self.legal = match self.session.resigned() {
            Some(_) => Rc::new([]),
            None => self.session.position().legal().into(),
        };
        self.revision += 1;
        self.last_change = Change::Played;
        self.mode.settle();
        self.hint = None;
        self.asking = None;
        self.course_legal();
    }

    /// Plays an input given by a player (or the computer): in a course,
    /// only as the course allows (`ui::course::reducer`).
    pub(in crate::ui) fn play(&mut self, input: Input) {
        let right = match self.course_gate(input) {
            Gate::Refused => return,
            Gate::Free => None,
            Gate::Play(right) => Some(right),
        };
        if self.play_now(input) {
            if let Some(right) = right {
                self.course_played(input, right);
            }
        }
    }

    /// Plays an input if the rules allow it (else says why); whether it was.
    pub(in crate::ui) fn play_now(&mut self, input: Input) -> bool {
        if self.animating() {
            self.message = Some(texts::text(self.lang, "wait-sowing"));
            return false;
        }
        match Rc::make_mut(&mut self.session).play(input) {
            Ok(()) => {
                self.message = None;
                self.playback = (self.speed != Speed::Instant)
                    .then(|| Playback::of_last(&self.session, self.lang));
                self.after_change();
                true
            }
            Err(e) => {
                // The input in words, not its token (issue 25).
                let words = texts::input_words(self.position(), input, self.lang);
                let why = illegal(self.lang, &e);
                self.message = Some(fill(
                    self.lang,
                    "input-refused",
                    &[("input", &words), ("error", &why)],
                ));
                if !self.human_to_move() {
                    self.paused = true;
                }
                false
            }
        }
    }

    /// Adds a finished Urim game's points to the match, once.
    pub(in crate::ui) fn close_game(&mut self) {
        if self.rules.variant().has_match_points() {
            if let Some(h) = self.session.outcome().and_then(|o| o.half_points) {
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
    pub(in crate::ui) fn start_from(&mut self, start: Position) {
        self.session = Rc::new(Session::new(start));
        self.playback = None;
        self.message = None;
        self.problems.clear();
        self.after_change();
    }

    /// A turn looked back at (`None`: back to the game): any offer being
    /// composed, the move being shown and the message end.
    fn look_back(&mut self, turn: Option<usize>) {
        let preview = turn.and_then(|k| super::turns::Preview::of(&self.session, k));
        match &mut self.mode {
            Mode::Play(t) | Mode::Course(_, t) => {
                t.overlay = preview.map_or(Overlay::None, |p| Overlay::Preview(Box::new(p)));
            }
            Mode::View(p) => *p = preview,
            Mode::Edit(..) => {}
        }
        (self.playback, self.message) = (None, None);
    }

    /// Goré: a pit clicked while composing an offer joins it or leaves it.
    fn compose_offer(&mut self, p: Pit) {
        let Some(chosen) = self.offer() else {
            return;
        };
        // The engine says which pits may join an offer (G5).
        let pos = self.position();
        if pos.board().owner(p) != pos.to_move() {
            self.message = Some(texts::text(self.lang, "offer-own-pits"));
        } else if !pos.offerable(chosen, p) {
            self.message = Some(texts::text(self.lang, "offer-at-most"));
        } else {
            if let Some(t) = self.mode.table_mut() {
                t.overlay = Overlay::Offer(chosen.toggled(p));
            }
            self.message = None;
        }
    }

    fn click_pit(&mut self, p: Pit) {
        let input = self.position().input_for_pit(p);
        if !self.animating() && !self.legal.contains(&input) {
            // Said in words by `play`; the board shows where to play instead.
            self.refused_clicks += 1;
        }
        self.play(input);
    }
}

mod action;
#[cfg(test)]
mod course_tests;
mod history;
mod kept;
mod mode;
mod resign;
mod suggest;
mod way_on;

#[cfg(test)]
mod resign_tests;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod kept_tests;

#[cfg(test)]
mod computer_tests;

#[cfg(test)]
mod analysis_tests;

#[cfg(test)]
mod mode_tests;

#[cfg(test)]
mod level_tests;

#[cfg(test)]
mod way_on_tests;

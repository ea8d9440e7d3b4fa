//! The page's state and what every action does to it, in plain Rust: the game
//! session, the playback of the last move, the offer being composed, the match
//! tally. The Yew app wraps it in `use_reducer` (src/app/state.rs holds only
//! that glue), so everything here is tested natively.

use std::rc::Rc;

use crate::engine::ai::Level;
use crate::engine::{
    position_from_json, side_beyond_opening, ByPlayer, Input, Pit, PitSet, Player, Position, Rules,
};

use super::computer::{Reply, Request, Seat};
use super::playback::Playback;
use super::query::{Speed, Theme};
use super::session::Session;
use super::texts::{self, count, fill, illegal, player_word, Lang};

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
    /// The position editor, while it is open (`?mode=edit`), and whether its
    /// clicks change owners rather than add seeds.
    pub editor: Option<(super::editor::Editor, bool)>,
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

/// How the game on the board last changed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Change {
    /// An input was played (or the game was loaded).
    #[default]
    Played,
    /// Turns were taken back (undo).
    Undone,
    /// Turns taken back were played again (redo).
    Redone,
}

/// Where to step in a recorded game (view mode).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nav {
    /// The start.
    First,
    /// One input back.
    Prev,
    /// One input on.
    Next,
    /// The last recorded input.
    Last,
}

/// A question to the computer: its choice for the player to move (`hint`:
/// what Hard would do for a human, shown and not played).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// Matches the answer to the question.
    pub id: u64,
    /// Who thinks.
    pub level: Level,
    /// Only show the answer.
    pub hint: bool,
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
    /// A rule id in the page's words was followed (`ui::rule_links`): open the
    /// rules panel (never close it). The page unfolds, scrolls to and
    /// focuses that rule itself, after drawing the panel.
    ShowRule(String),
    /// Seat a human or a computer level on one side.
    SetSeat(Player, Seat),
    /// Seat both sides at once.
    SetSeats(ByPlayer<Seat>),
    /// The computer answered (an old answer is dropped).
    Answer(Reply),
    /// The computer could not be asked (no worker): say so, seat humans.
    ComputerUnavailable(String),
    /// Ask what Hard would play for the human to move.
    Hint,
    /// Computer against computer: stop or go on.
    TogglePause,
    /// Computer against computer, paused: one decision.
    StepComputer,
    /// View mode: step through the recorded game.
    Go(Nav),
    /// Show (or clear) a message from the page itself.
    Say(Option<String>),
    /// Load a game record (pasted or opened) in place of the game.
    LoadRecord(String),
    /// Speak another language (its words may still be on their way: English
    /// fills in until they arrive).
    SetLang(Lang),
    /// The words of the language in use have arrived: draw them.
    LangReady,
    /// Another colour theme.
    SetTheme(Theme),
    /// Back to the game kept when this one was started (or chosen).
    BackToGame,
    /// Look back at a turn of the move list (1 for the first), or `None`:
    /// back to the game.
    PreviewTurn(Option<usize>),
    /// Open the position editor on the position now on the board.
    OpenEditor,
    /// A change in the position editor (`ui::editor`).
    Edit(crate::ui::editor::Edit),
    /// The position editor: a click on a pit (a seed more, or with the
    /// owner tool its owner changed).
    EditPit(Pit),
    /// The position editor: clicks change owners (Goré) or add seeds.
    ToggleOwnerTool,
    /// The position editor: play from its position against this opponent
    /// (North's seat; the reader plays South).
    PlayHere(Seat),
    /// Leave the position editor for the game as it was.
    CloseEditor,
    /// The "analyse" switch: show the value of every legal input, or not.
    ToggleAnalysis,
    /// The analyst answered (an old answer is dropped).
    Analysed(Reply),
    /// The analyst could not be started.
    AnalysisUnavailable(String),
    /// Review the game: every position searched, the mistakes found.
    StartReview,
    /// Stop the review where it is.
    CancelReview,
    /// Go to the position before the review's input `k` (0 first), to try
    /// the better input there.
    JumpTo(usize),
    /// Show the share link (and whether the clipboard took it), or close it.
    ShareBox(Option<(String, Option<bool>)>),
    /// A lesson's or puzzles' file arrived (its text, or why not), with the
    /// puzzles kept as solved.
    CourseLoaded(
        crate::engine::Variant,
        super::course::Kind,
        Result<String, String>,
        Vec<usize>,
    ),
    /// The lesson's next step (once this one is done).
    NextStep,
    /// The next puzzle (after the last, the first).
    NextPuzzle,
    /// Puzzle `k` (0 first).
    OpenPuzzle(usize),
    /// The step or puzzle again from its start (after the lesson's end,
    /// the lesson from its first step).
    RetryCourse,
    /// Out of the course: a game against the beginner.
    LeaveCourse,
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
        !self.view_only && self.mover_seat() == Seat::Human && self.position().result().is_none()
    }

    /// The question out to the computer, as the worker reads it.
    pub fn request(&self) -> Option<Request> {
        let ask = self.asking?;
        let inputs = self.session.played_tokens();
        let seed = self.seed_base ^ ask.id.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Some(Request::new(
            ask.id,
            self.session.start(),
            inputs,
            ask.level,
            seed,
        ))
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
            .is_some_and(|(ed, _)| ed.rules != self.rules)
        {
            self.editor = Some((
                super::editor::Editor::new(&Position::new(self.rules)),
                false,
            ));
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

    /// Steps through the recorded game (one input at a time; the next one is
    /// played back like a move).
    fn go(&mut self, nav: Nav) {
        let session = Rc::make_mut(&mut self.session);
        let (now, last) = (session.ply(), session.recorded());
        let to = match nav {
            Nav::First => 0,
            Nav::Prev => now.saturating_sub(1),
            Nav::Next => (now + 1).min(last),
            Nav::Last => last,
        };
        if to == now {
            return;
        }
        session.go_to(to);
        self.playback = (nav == Nav::Next && self.speed != Speed::Instant).then(|| {
            let (before, events) = self.session.last_move();
            Playback::new(before, events.to_vec(), self.lang)
        });
        self.message = None;
        self.after_change();
    }

    /// After a seat changed: a question whose asker no longer sits at the
    /// side to move is withdrawn (the worker is stopped); `schedule` then asks
    /// the new level, if any.
    fn recheck_asking(&mut self) {
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

    fn new_ask(&mut self, level: Level, hint: bool) -> Ask {
        let id = self.next_ask;
        self.next_ask += 1;
        Ask { id, level, hint }
    }

    /// Asks the computer when it is its turn and nothing is being shown: after
    /// every action, so a computer's input follows the previous playback.
    fn schedule(&mut self) {
        if self.course.is_some() {
            self.course_answers();
            return;
        }
        if self.view_only
            || self.editor.is_some()
            || self.asking.is_some()
            || self.animating()
            || self.position().result().is_some()
        {
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
    fn answer(&mut self, reply: Reply) {
        let Some(ask) = self.asking.filter(|a| a.id == reply.id) else {
            return;
        };
        self.asking = None;
        let parsed = reply
            .input
            .and_then(|t| self.position().parse_input(&t).map_err(|e| e.to_string()));
        match (parsed, ask.hint) {
            (Ok(input), true) => {
                self.hint = Some(input);
                let token = input.notation(self.position().layout());
                self.message = Some(fill(self.lang, "hint-says", &[("token", &token)]));
            }
            (Ok(input), false) => self.play(input),
            (Err(e), _) => {
                // Never loop on a failing question: stop the computer's play.
                self.paused = true;
                self.message = Some(fill(self.lang, "computer-failed", &[("error", &e)]));
            }
        }
    }

    fn refuse_computer_turn(&mut self) {
        if self.position().result().is_some() {
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

    /// Takes back a turn; against the computer, back to the human's last
    /// decision (the computer's replies with it). Computer against computer
    /// pauses, so the position can be looked at.
    fn undo(&mut self) {
        self.playback = None;
        let session = Rc::make_mut(&mut self.session);
        session.undo();
        if self.seats.south == Seat::Human || self.seats.north == Seat::Human {
            while session.can_undo() && self.seats[session.position().to_move()] != Seat::Human {
                session.undo();
            }
        } else {
            self.paused = true;
        }
        self.message = None;
        self.after_change();
        self.last_change = Change::Undone;
    }

    /// Replays a turn taken back, and the computer's replies after it.
    fn redo(&mut self) {
        self.playback = None;
        let session = Rc::make_mut(&mut self.session);
        session.redo();
        let against_computer = self.seats.south == Seat::Human || self.seats.north == Seat::Human;
        while against_computer
            && session.can_redo()
            && self.seats[session.position().to_move()] != Seat::Human
        {
            session.redo();
        }
        self.message = None;
        self.after_change();
        self.last_change = Change::Redone;
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

mod analysing;
#[cfg(test)]
mod course_tests;
mod coursing;
mod editing;
mod kept;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod kept_tests;

#[cfg(test)]
mod computer_tests;

#[cfg(test)]
mod analysis_tests;

//! What can happen to the page's state: the actions of the player, the
//! animation timer, the worker and the page's fetches, with the small types
//! they carry. `AppState::apply` (in `ui::state`) does each.

use crate::engine::ai::Level;
use crate::engine::{ByPlayer, Input, Pit, Player, Rules};
use crate::ui::computer::Reply;
use crate::ui::settings::{Seat, Speed, Theme};
use crate::ui::texts::Lang;

use super::Panel;

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
    /// The player to move gave the game up (`Action::Resign`).
    Resigned,
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
    /// The timer: show the next event of the move (or the next few, when
    /// each is shorter than a tick: `Playback::advance`).
    Step,
    /// Open (or, asked again, close) the settings or the "More" menu;
    /// `Fold::None` closes whatever is open (Escape, Back).
    Fold(crate::ui::fold::Fold),
    /// Show the rest of the move at once.
    SkipAnimation,
    /// Take back the last turn.
    Undo,
    /// Replay the next undone turn.
    Redo,
    /// The human to move gives the game up against the computer (undo
    /// takes it back).
    Resign,
    /// Start again with the same game (a finished Urim game counts in the match).
    NewGame,
    /// After a game over against the computer: a new game at the level
    /// offered (`ui::ending::LevelOffer`), kept as the reader's in this game.
    TryLevel(Level),
    /// The timer: pass for a human whose only input is a pass, if that is
    /// still so (`AppState::auto_pass_due`).
    AutoPass,
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
    /// The position editor: play from its position, the reader South
    /// against the computer at their level in that game (`true`) or a
    /// friend at the same screen (`false`).
    PlayHere(bool),
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
    /// Show the share link (and what is said of it), or close it.
    ShareBox(Option<(String, super::mode::LinkNote)>),
    /// A lesson's or puzzles' file arrived (its text, or why not), with the
    /// puzzles kept as solved; the reducer reads it once, into a typed
    /// `ui::course::CourseFile`, or says why it cannot be used.
    CourseLoaded(
        crate::engine::Variant,
        crate::ui::course::Kind,
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
    /// A missed puzzle: its better line on the board (`Some`, stepped to
    /// its start, one on, one back, its end), or the puzzle again (`None`).
    BetterLine(Option<Nav>),
}

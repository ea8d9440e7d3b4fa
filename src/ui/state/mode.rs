//! What the page is for, in one value (issue 23, item 3): a game to play, a
//! diagram to look at, the position editor, or a lesson or puzzles, each with
//! what belongs to it alone. An offer being composed, a turn looked back at
//! and the share link shown live inside the mode they belong to, so that a
//! diagram with an offer, or an editor over a preview, cannot be written.
//! The address's `mode=` is worked out here, once ([`Mode::query`]).

use crate::engine::PitSet;
use crate::ui::course::{Course, Kind};
use crate::ui::editor::Editor;
use crate::ui::turns::Preview;

use super::AppState;

/// The page's mode (`mode=` in the address).
#[derive(Clone, Debug, PartialEq)]
pub enum Mode {
    /// A game to play (no `mode=`, or `mode=play`).
    Play(Table),
    /// A read-only diagram (`mode=view`): no pit is legal, no computer
    /// plays; a recorded game is stepped through, and a turn of it may be
    /// looked back at. No offer (nobody plays) and no share button.
    View(Option<Preview>),
    /// The position editor (`mode=edit`): the position being built, over
    /// the page it was opened on, which closing it brings back (without
    /// what was open on it: the editor ends an offer, a look back and the
    /// share box).
    Edit(Editor, Back),
    /// A lesson or the puzzles (`mode=learn`, `mode=puzzle`: the course's
    /// kind), played on like a game: a Goré step may teach an offer.
    Course(Course, Table),
}

/// What is open over a board played on (a game or a course).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    /// An offer being composed, or a turn looked back at.
    pub overlay: Overlay,
    /// The share link shown (by the decision bar's "Share", which a game
    /// and a course have; in a frame, by "Open full game" where no new tab
    /// may open), and what is said of it.
    pub share_box: Option<(String, LinkNote)>,
}

/// What the share box says of the address it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkNote {
    /// Being copied to the clipboard.
    Copying,
    /// In the clipboard.
    Copied,
    /// The clipboard refused it: to copy by hand.
    CopyByHand,
    /// "Open full game" in a frame that may not open a new tab: the full
    /// page's address, to copy.
    NoNewTab,
}

/// Laid over the game on the board, one at a time: looking back ends an
/// offer, and no offer starts (nor anything is played) while looking back.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Overlay {
    /// The game as it stands.
    #[default]
    None,
    /// Goré: the pits chosen so far for an offer.
    Offer(PitSet),
    /// A turn of the move list looked back at (`ui::turns`), read-only
    /// (boxed: a board's worth, where an offer is a few bytes).
    Preview(Box<Preview>),
}

/// The page under the position editor, brought back when it closes.
#[derive(Clone, Debug, PartialEq)]
pub enum Back {
    /// A game.
    Play,
    /// A diagram.
    View,
    /// A lesson or puzzles, as they were.
    Course(Course),
}

impl Default for Mode {
    fn default() -> Mode {
        Mode::Play(Table::default())
    }
}

impl Back {
    /// The page again, nothing open over it.
    pub fn into_mode(self) -> Mode {
        match self {
            Back::Play => Mode::default(),
            Back::View => Mode::View(None),
            Back::Course(c) => Mode::Course(c, Table::default()),
        }
    }
}

impl Mode {
    /// The page to bring back under an editor opened now (an editor opened
    /// again keeps the page it was over).
    pub fn into_back(self) -> Back {
        match self {
            Mode::Play(_) => Back::Play,
            Mode::View(_) => Back::View,
            Mode::Edit(_, back) => back,
            Mode::Course(c, _) => Back::Course(c),
        }
    }

    /// A diagram, or the editor opened over one: nobody plays, nothing is
    /// kept or saved.
    pub fn is_view(&self) -> bool {
        matches!(self, Mode::View(_) | Mode::Edit(_, Back::View))
    }

    /// The lesson or puzzles, also while the editor is open over them.
    pub fn course(&self) -> Option<&Course> {
        match self {
            Mode::Course(c, _) | Mode::Edit(_, Back::Course(c)) => Some(c),
            _ => None,
        }
    }

    /// [`Mode::course`], to change.
    pub fn course_mut(&mut self) -> Option<&mut Course> {
        match self {
            Mode::Course(c, _) | Mode::Edit(_, Back::Course(c)) => Some(c),
            _ => None,
        }
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        match self {
            Mode::Edit(editor, _) => Some(editor),
            _ => None,
        }
    }

    /// What is open over a board played on: a game's or a course's.
    pub fn table(&self) -> Option<&Table> {
        match self {
            Mode::Play(t) | Mode::Course(_, t) => Some(t),
            _ => None,
        }
    }

    /// [`Mode::table`], to change.
    pub fn table_mut(&mut self) -> Option<&mut Table> {
        match self {
            Mode::Play(t) | Mode::Course(_, t) => Some(t),
            _ => None,
        }
    }

    /// The turn looked back at, if any.
    pub fn preview(&self) -> Option<&Preview> {
        match self {
            Mode::View(p) => p.as_ref(),
            Mode::Play(t) | Mode::Course(_, t) => match &t.overlay {
                Overlay::Preview(p) => Some(p),
                _ => None,
            },
            Mode::Edit(..) => None,
        }
    }

    /// Goré: the pits chosen so far for an offer, while composing one.
    pub fn offer(&self) -> Option<PitSet> {
        match self.table()?.overlay {
            Overlay::Offer(pits) => Some(pits),
            _ => None,
        }
    }

    /// The share link shown, and whether the clipboard took it.
    pub fn share_box(&self) -> Option<&(String, LinkNote)> {
        self.table()?.share_box.as_ref()
    }

    /// After the game changed: no offer, no look back (the share box stays).
    pub fn settle(&mut self) {
        match self {
            Mode::Play(t) | Mode::Course(_, t) => t.overlay = Overlay::None,
            Mode::View(p) => *p = None,
            Mode::Edit(..) => {}
        }
    }

    /// The `mode=` word of the address, `None` for a game (the default):
    /// the editor's while it is open (over a diagram, a lesson or puzzles
    /// too), else the diagram's or the course's.
    pub fn word(&self) -> Option<&'static str> {
        match self {
            Mode::Play(_) => None,
            Mode::View(_) => Some("view"),
            Mode::Edit(..) => Some("edit"),
            Mode::Course(c, _) => Some(c.kind.mode()),
        }
    }

    /// The number of the puzzle open (1 first), for the address, once the
    /// file is read (none before, nor while the editor is over it).
    pub fn puzzle(&self) -> Option<usize> {
        match self {
            Mode::Course(c, _) if c.kind == Kind::Puzzles && !c.is_empty() => Some(c.at + 1),
            _ => None,
        }
    }

    /// The address's parameters for the mode (`&mode=…`, and on a puzzle
    /// `&puzzle=N`); nothing for a game. The one place the address's mode
    /// is worked out.
    pub fn query(&self) -> String {
        let mut q = String::new();
        if let Some(word) = self.word() {
            q.push_str(&format!("&mode={word}"));
        }
        if let Some(n) = self.puzzle() {
            q.push_str(&format!("&puzzle={n}"));
        }
        q
    }
}

/// The mode's parts, asked of the page (`state.editor()` for
/// `state.mode.editor()`).
impl AppState {
    /// A diagram, or the editor opened over one ([`Mode::is_view`]).
    pub fn is_view(&self) -> bool {
        self.mode.is_view()
    }

    /// The lesson or puzzles, also under the editor ([`Mode::course`]).
    pub fn course(&self) -> Option<&Course> {
        self.mode.course()
    }

    /// The position editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        self.mode.editor()
    }

    /// The turn looked back at, if any.
    pub fn preview(&self) -> Option<&Preview> {
        self.mode.preview()
    }

    /// Goré: the pits chosen so far for an offer, while composing one.
    pub fn offer(&self) -> Option<PitSet> {
        self.mode.offer()
    }

    /// The share link shown, and whether the clipboard took it.
    pub fn share_box(&self) -> Option<&(String, LinkNote)> {
        self.mode.share_box()
    }
}

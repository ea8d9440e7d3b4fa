//! The page state's side of the position editor (issue 12): opening it on
//! the board's position, passing it the reader's changes, and starting a
//! game from what was built (the game it replaces is kept, as a new game's
//! is: `kept`).

use super::Editor;
use crate::engine::ByPlayer;
use crate::ui::settings::Seat;
use crate::ui::state::{Action, AppState, Mode};
use crate::ui::texts::{setup_error, text};

impl AppState {
    /// Opens the editor on the position now on the board (`?mode=edit`
    /// opens it on the URL's position or the opening).
    pub fn with_editor(mut self) -> AppState {
        self.open_editor();
        self
    }

    /// The editor on the position on the board, over the page as it is
    /// (a game, a diagram, a lesson or puzzles) without what was open on it
    /// (an offer, a look back, the share box); the computer's question and
    /// any message put away.
    pub(in crate::ui) fn open_editor(&mut self) {
        let editor = Editor::new(self.position());
        let back = std::mem::take(&mut self.mode).into_back();
        self.mode = Mode::Edit(editor, back);
        (self.asking, self.message) = (None, None);
    }

    /// Back to the page the editor was opened over, as it was.
    pub(in crate::ui) fn close_editor(&mut self) {
        if let Mode::Edit(_, back) = std::mem::take(&mut self.mode) {
            self.mode = back.into_mode();
        }
    }

    /// The editor's changes (while it is open).
    pub(in crate::ui) fn editing(&mut self, action: Action) {
        let Mode::Edit(editor, _) = &mut self.mode else {
            return;
        };
        match action {
            Action::Edit(e) => {
                editor.apply(e);
            }
            Action::EditPit(p) => {
                editor.click(p);
            }
            Action::ToggleOwnerTool => editor.toggle_owner_tool(),
            _ => {}
        }
    }

    /// A game from the editor's position, the reader South against
    /// `opponent`; a position the rules refuse changes nothing but the words.
    pub(in crate::ui) fn play_here(&mut self, computer: bool) {
        let Some(ed) = self.editor() else {
            return;
        };
        let rules = ed.rules;
        match ed.position() {
            Ok(pos) => {
                self.close_game();
                self.set_aside();
                self.rules = rules;
                self.tally = ByPlayer::default();
                self.match_games = 0;
                // A game of its own, even from a diagram's or a lesson's
                // or puzzle's board: no step or grading applies to it.
                self.mode = Mode::default();
                self.leave_course();
                self.seats = match computer {
                    true => self.levels.seats(rules.variant()),
                    false => ByPlayer {
                        south: Seat::Human,
                        north: Seat::Human,
                    },
                };
                self.start_from(pos);
                self.message = Some(text(self.lang, "editor-playing"));
            }
            Err(e) => self.message = Some(setup_error(self.lang, &e)),
        }
    }
}

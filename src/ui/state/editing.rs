//! The page state's side of the position editor (issue 12): opening it on
//! the board's position, passing it the reader's changes, and starting a
//! game from what was built (the game it replaces is kept, as a new game's
//! is: `kept`).

use super::{Action, AppState};
use crate::engine::ByPlayer;
use crate::ui::computer::Seat;
use crate::ui::editor::Editor;
use crate::ui::texts::{setup_error, text};

impl AppState {
    /// Opens the editor on the position now on the board (`?mode=edit`
    /// opens it on the URL's position or the opening).
    pub fn with_editor(mut self) -> AppState {
        self.open_editor();
        self
    }

    /// The editor on the position on the board; the computer's question,
    /// any message and any look-back put away.
    fn open_editor(&mut self) {
        self.editor = Some(Editor::new(self.position()));
        (self.asking, self.message, self.preview) = (None, None, None);
    }

    /// The editor's actions.
    pub(super) fn editing(&mut self, action: Action) {
        match action {
            Action::OpenEditor => self.open_editor(),
            Action::Edit(e) => {
                if let Some(ed) = &mut self.editor {
                    ed.apply(e);
                }
            }
            Action::EditPit(p) => {
                if let Some(ed) = &mut self.editor {
                    ed.click(p);
                }
            }
            Action::ToggleOwnerTool => {
                if let Some(ed) = &mut self.editor {
                    ed.toggle_owner_tool();
                }
            }
            Action::PlayHere(opponent) => self.play_here(opponent),
            Action::CloseEditor => self.editor = None,
            _ => {}
        }
    }

    /// A game from the editor's position, the reader South against
    /// `opponent`; a position the rules refuse changes nothing but the words.
    fn play_here(&mut self, opponent: Seat) {
        let Some(ed) = &self.editor else {
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
                self.editor = None;
                // A game from a lesson's or puzzle's board is a game of
                // its own: no step or grading applies to it.
                self.leave_course();
                self.view_only = false;
                self.seats = ByPlayer {
                    south: Seat::Human,
                    north: opponent,
                };
                self.start_from(pos);
                self.message = Some(text(self.lang, "editor-playing"));
            }
            Err(e) => self.message = Some(setup_error(self.lang, &e)),
        }
    }
}

//! The way on from a game against the computer (issue 24, `ui::ending`):
//! another level accepted, and the pass the page makes for a human who can
//! do nothing else.

use crate::engine::ai::Level;
use crate::engine::{ByPlayer, Input};
use crate::ui::ending::level_offer_now;
use crate::ui::fold::Fold;
use crate::ui::settings::at_level;

use super::{AppState, Mode};

/// How long the page waits before passing for a human who can only pass:
/// long enough to read "You have no move: passing…" (and to press the
/// pass button oneself), short enough not to feel stuck.
pub const AUTO_PASS_MS: u32 = 1500;

impl AppState {
    /// The level offered after the game over accepted: a new game against
    /// it, kept as the reader's level in this game (`note_level`; autosave
    /// writes it). Only the level offered now: a click on a button drawn
    /// before something else changed does nothing.
    pub(super) fn try_level(&mut self, level: Level) {
        if level_offer_now(self).map(|o| o.level()) != Some(level) {
            return;
        }
        self.seats = at_level(self.seats, level);
        self.note_level();
        // Another opponent, another match: Urim's tally starts again rather
        // than mix points won against two levels.
        self.tally = ByPlayer::default();
        self.match_games = 0;
        self.restart();
    }

    /// Whether the page passes for the player to move after a moment:
    /// a human in a game being played (not a diagram, a lesson, puzzles or
    /// the editor, where each input is the reader's to find), whose one legal
    /// input is a pass, with nothing played back, looked back at or composed,
    /// and no menu open (the page does not move under a reader busy there).
    pub fn auto_pass_due(&self) -> bool {
        matches!(self.mode, Mode::Play(_))
            && self.human_to_move()
            && *self.legal == [Input::Pass]
            && !self.animating()
            && self.preview().is_none()
            && self.offer().is_none()
            && self.fold == Fold::None
    }

    /// The timer's pass, if still due (it is cancelled when the state
    /// changes, and checked again here in case it fired meanwhile).
    pub(super) fn auto_pass(&mut self) {
        if self.auto_pass_due() {
            self.play(Input::Pass);
        }
    }
}

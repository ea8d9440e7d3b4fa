//! Resigning against the computer (contract, "Opponents, hints"): the human
//! to move gives the game up. The session keeps who did
//! (`Session::resign`), the result follows from it (`Session::outcome`), no
//! input is legal after it and the computer stops; undo takes it back (a
//! tap on a phone can be a slip, so the one-click button must be
//! reversible), and a new game follows it as any game over.

use std::rc::Rc;

use crate::engine::Outcome;
use crate::ui::settings::Seat;

use super::{AppState, Change, Mode};

impl AppState {
    /// How the game ended, by its rules or by a resignation; `None` while it
    /// goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.session.outcome()
    }

    /// Whether the reader may resign now: a game being played (not a
    /// diagram, the editor or a course), a human to move against the
    /// computer, the game not over, nothing played back or looked back at.
    pub fn can_resign(&self) -> bool {
        matches!(self.mode, Mode::Play(_))
            && self.human_to_move()
            && self.seats[self.position().to_move().other()] != Seat::Human
            && !self.animating()
            && self.preview().is_none()
    }

    /// The human to move gives up, if they may (else nothing changes).
    pub(super) fn resign(&mut self) {
        if self.can_resign() && Rc::make_mut(&mut self.session).resign() {
            self.playback = None;
            self.message = None;
            self.after_change();
            self.last_change = Change::Resigned;
        }
    }

    /// A game read back (a saved game, a record) that `p` gave up at its
    /// last position: given up again, if `p` is to move there and the game
    /// is not over by its rules (else the resignation is dropped, as a
    /// record's reader ignores what it cannot use).
    pub(in crate::ui) fn resigned_by(&mut self, p: crate::engine::Player) {
        let to_move = self.position().to_move() == p;
        if to_move && Rc::make_mut(&mut self.session).resign() {
            self.after_change();
        }
    }
}

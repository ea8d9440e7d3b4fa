//! Moving through the game's history: undo and redo (a turn against the
//! computer taken back with its replies), and stepping through a record in
//! view mode.

use std::rc::Rc;

use crate::ui::playback::Playback;
use crate::ui::settings::{Seat, Speed};

use super::{AppState, Change, Nav};

impl AppState {
    /// Steps through the recorded game (one input at a time; the next one is
    /// played back like a move).
    pub(super) fn go(&mut self, nav: Nav) {
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
        self.playback = (nav == Nav::Next && self.speed != Speed::Instant)
            .then(|| Playback::of_last(&self.session, self.lang));
        self.message = None;
        self.after_change();
    }

    /// Takes back a turn; against the computer, back to the human's last
    /// decision (the computer's replies with it). Computer against computer
    /// pauses, so the position can be looked at.
    pub(super) fn undo(&mut self) {
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
    pub(super) fn redo(&mut self) {
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
}

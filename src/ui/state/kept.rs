//! Games set aside instead of lost (issue 14): a game card, an option change or
//! "New game" never throws away a game in progress. It is kept, and choosing
//! its game and options again (or "Back to my game") brings it back as it was,
//! undo history, Urim match and all. The page keeps them in memory; the app
//! also fills them from storage when it opens (each game's save), so a game
//! left in another tab's visit is found again by its game card.

use std::rc::Rc;

use crate::engine::{ByPlayer, Rules};
use crate::ui::session::Session;
use crate::ui::settings::at_level;
use crate::ui::texts::{count, text};

use super::AppState;

/// A game in progress, set aside.
#[derive(Clone, Debug)]
pub struct KeptGame {
    /// Its game and options.
    pub rules: Rules,
    /// Its record (undo history included).
    pub session: Rc<Session>,
    /// Urim: the match it belongs to (points in halves, games finished).
    pub tally: ByPlayer<u32>,
    /// Urim: games finished in that match.
    pub match_games: u32,
}

impl KeptGame {
    /// A game worth keeping: something played, not over. `None` otherwise.
    pub fn of(rules: Rules, session: Rc<Session>) -> Option<KeptGame> {
        let in_progress = session.ply() > 0 && session.outcome().is_none();
        in_progress.then_some(KeptGame {
            rules,
            session,
            tally: ByPlayer::default(),
            match_games: 0,
        })
    }
}

/// More than this and the oldest kept game goes: a page is not an archive,
/// and each game's save in storage stays anyway.
const MAX_KEPT: usize = 8;

impl AppState {
    /// Whether replacing the game on the board would lose something: inputs
    /// played, not over, and not a diagram.
    pub fn in_progress(&self) -> bool {
        !self.is_view() && self.session.ply() > 0 && self.outcome().is_none()
    }

    /// The most recent kept game with these rules.
    pub fn kept_for(&self, rules: Rules) -> Option<&KeptGame> {
        self.kept.iter().find(|k| k.rules == rules)
    }

    /// Keeps a game found elsewhere (a save in storage), behind those kept
    /// in this visit; never a second copy of the same record.
    pub fn keep(&mut self, game: KeptGame) {
        let same =
            |k: &KeptGame| k.rules == game.rules && k.session.inputs() == game.session.inputs();
        if !self.kept.iter().any(same) && self.kept.len() < MAX_KEPT {
            self.kept.push(game);
        }
    }

    /// Sets the game on the board aside if it is in progress; says whether it was.
    pub(in crate::ui) fn set_aside(&mut self) -> bool {
        if !self.in_progress() {
            return false;
        }
        self.kept.insert(
            0,
            KeptGame {
                rules: self.rules,
                session: self.session.clone(),
                tally: self.tally,
                match_games: self.match_games,
            },
        );
        self.kept.truncate(MAX_KEPT);
        true
    }

    /// Takes the most recent kept game with these rules out of the list.
    fn take_kept(&mut self, rules: Rules) -> Option<KeptGame> {
        let i = self.kept.iter().position(|k| k.rules == rules)?;
        Some(self.kept.remove(i))
    }

    /// Puts a kept game on the board (the rules are already its own).
    fn resume(&mut self, k: KeptGame) {
        self.session = k.session;
        self.tally = k.tally;
        self.match_games = k.match_games;
        self.playback = None;
        self.problems.clear();
        self.after_change();
        self.message = Some(text(self.lang, "game-restored"));
    }

    /// Another game or other options: the game in progress is kept, and a
    /// game kept with the new rules comes back; else a new game (and match).
    /// Against the computer, another game seats it at the reader's level
    /// there (Beginner in a game never played: contract, "Opponents, hints").
    pub(super) fn switch_rules(&mut self, rules: Rules) {
        let left = (self.in_progress()).then(|| (self.rules, self.session.ply()));
        self.set_aside();
        if rules.variant() != self.rules.variant() {
            self.seats = at_level(self.seats, self.levels.get(rules.variant()));
        }
        self.rules = rules;
        match self.take_kept(rules) {
            Some(k) => self.resume(k),
            None => {
                self.tally = ByPlayer::default();
                self.match_games = 0;
                self.restart();
                if let Some((old, plies)) = left {
                    let game = old.variant().title();
                    self.message = Some(count(
                        self.lang,
                        "game-kept",
                        plies as u64,
                        &[("game", &game)],
                    ));
                }
            }
        }
    }

    /// "New game": a finished Urim game counts in the match; a game in
    /// progress is kept, and the page says how to go back to it.
    pub(super) fn new_game(&mut self) {
        self.close_game();
        let kept = self.set_aside();
        self.restart();
        if kept {
            self.message = Some(text(self.lang, "new-game-kept"));
        }
    }

    /// "Back to my game": the most recent kept game of these rules comes
    /// back; the game on the board, if in progress, is kept in its place.
    pub(super) fn back_to_kept(&mut self) {
        let Some(i) = self.kept.iter().position(|k| k.rules == self.rules) else {
            return;
        };
        let k = self.kept.remove(i);
        self.set_aside();
        self.resume(k);
    }

    /// Loads a record in place of the game, keeping the game it replaces
    /// if that was in progress (a refused record changes nothing).
    pub(super) fn load_record_keeping(&mut self, record: &str) -> Result<(), String> {
        let before = self.in_progress().then(|| KeptGame {
            rules: self.rules,
            session: self.session.clone(),
            tally: self.tally,
            match_games: self.match_games,
        });
        self.load_record(record, None)?;
        if let Some(k) = before {
            self.kept.insert(0, k);
            self.kept.truncate(MAX_KEPT);
        }
        Ok(())
    }
}

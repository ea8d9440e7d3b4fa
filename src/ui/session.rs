//! A game as the page keeps it: the start, every input played, undo and redo of
//! whole turns, the events of the last input for playback, and a resignation.
//! Plain Rust.

use crate::engine::{Event, Game, Illegal, Input, Outcome, Player, Position};

/// One input of the game as it was played: who gave it, the position it was
/// given in, and what it did (the move list's notes read these).
#[derive(Clone, Debug)]
pub struct Played {
    /// Who gave it.
    pub who: Player,
    /// The input.
    pub input: Input,
    /// The position it was given in.
    pub before: Position,
    /// What it did.
    pub events: Vec<Event>,
}

/// One game in the page: a record of inputs replayed on a start position.
#[derive(Clone, Debug)]
pub struct Session {
    start: Position,
    /// Inputs with the player who gave each; entries past `len` can be redone.
    record: Vec<(Player, Input)>,
    len: usize,
    game: Game,
    before_last: Position,
    last_events: Vec<Event>,
    /// Who gave the game up at the position now: no input of the engine's
    /// (a resignation is no move), so it lasts until the game changes.
    /// Undo takes it back first.
    resigned: Option<Player>,
}

impl Session {
    /// A session from a start position (the opening, or a loaded one).
    pub fn new(start: Position) -> Session {
        let game = Game::from_position(start);
        Session {
            start,
            record: vec![],
            len: 0,
            before_last: *game.position(),
            game,
            last_events: vec![],
            resigned: None,
        }
    }

    /// The game now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position before the last input, and that input's events.
    pub fn last_move(&self) -> (&Position, &[Event]) {
        (&self.before_last, &self.last_events)
    }

    /// The player to move gives the game up (a game not over); `false`,
    /// changing nothing, otherwise.
    pub fn resign(&mut self) -> bool {
        let pos = self.position();
        if pos.result().is_some() || self.resigned.is_some() {
            return false;
        }
        self.resigned = Some(pos.to_move());
        true
    }

    /// Who resigned, if the game ended so.
    pub fn resigned(&self) -> Option<Player> {
        self.resigned
    }

    /// How the game ended: by the rules, or by a resignation; `None` while
    /// it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        pos.result()
            .or_else(|| Some(Outcome::resigned(pos, self.resigned?)))
    }

    /// Plays an input; on success the redo list is dropped.
    pub fn play(&mut self, input: Input) -> Result<(), Illegal> {
        if self.resigned.is_some() {
            return Err(Illegal::GameOver);
        }
        let before = *self.game.position();
        let mover = before.to_move();
        let mut events = vec![];
        self.game.play(input, &mut events)?;
        self.record.truncate(self.len);
        self.record.push((mover, input));
        self.len += 1;
        self.before_last = before;
        self.last_events = events;
        Ok(())
    }

    /// The inputs played so far, with who gave them.
    pub fn inputs(&self) -> &[(Player, Input)] {
        &self.record[..self.len]
    }

    /// The turns played so far: runs of consecutive inputs by the same player
    /// (a Tsoro sowing with its head choices and picks, an Anywoli move with its
    /// extra moves, a Goré answer with the move that follows it).
    pub fn turns(&self) -> Vec<(Player, Vec<Input>)> {
        let mut turns: Vec<(Player, Vec<Input>)> = vec![];
        for &(who, input) in self.inputs() {
            match turns.last_mut() {
                Some((p, v)) if *p == who => v.push(input),
                _ => turns.push((who, vec![input])),
            }
        }
        turns
    }

    /// Every input played so far, replayed from the start with its events.
    /// Only the last input's events are kept; the rest are worked out again
    /// here, once per move (the move list), which costs less than keeping them.
    pub fn history(&self) -> Vec<Played> {
        let mut game = Game::from_position(self.start);
        let mut out = Vec::with_capacity(self.len);
        for &(who, input) in self.inputs() {
            let before = *game.position();
            let mut events = vec![];
            if game.play(input, &mut events).is_err() {
                break; // cannot happen: the record holds only accepted inputs
            }
            out.push(Played {
                who,
                input,
                before,
                events,
            });
        }
        out
    }

    /// The position after the first `k` inputs played (a turn looked back at).
    pub fn position_after(&self, k: usize) -> Position {
        let mut game = Game::from_position(self.start);
        // Into a Vec, as everywhere in the page: another sink would build
        // every game's sowing again into the page's wasm.
        let mut events: Vec<Event> = vec![];
        for &(_, input) in &self.inputs()[..k.min(self.len)] {
            events.clear();
            if game.play(input, &mut events).is_err() {
                break;
            }
        }
        *game.position()
    }

    /// Whether a turn (or a resignation) can be undone.
    pub fn can_undo(&self) -> bool {
        self.len > 0 || self.resigned.is_some()
    }

    /// Whether an undone turn can be played again (not over a resignation:
    /// undo it first).
    pub fn can_redo(&self) -> bool {
        self.resigned.is_none() && self.len < self.record.len()
    }

    /// Takes back the last whole turn (and, with it, an unfinished one);
    /// after a resignation, the resignation only: the player who gave up is
    /// back at the move they gave up on.
    pub fn undo(&mut self) {
        if self.resigned.take().is_some() {
            return;
        }
        if self.len == 0 {
            return;
        }
        let who = self.record[self.len - 1].0;
        let mut k = self.len;
        while k > 0 && self.record[k - 1].0 == who {
            k -= 1;
        }
        self.rewind_to(k);
    }

    /// Plays the next undone turn again.
    pub fn redo(&mut self) {
        if !self.can_redo() {
            return;
        }
        let who = self.record[self.len].0;
        let mut k = self.len;
        while k < self.record.len() && self.record[k].0 == who {
            k += 1;
        }
        self.rewind_to(k);
    }

    /// The start, when it was set up rather than the game's opening (what a
    /// record, a link or a saved game must carry besides the inputs).
    pub fn set_up_start(&self) -> Option<&Position> {
        (self.start != Position::new(self.start.rules())).then_some(&self.start)
    }

    /// The inputs played so far, in contract notation.
    pub fn played_tokens(&self) -> Vec<String> {
        let layout = self.start.layout();
        self.inputs()
            .iter()
            .map(|(_, i)| i.notation(layout))
            .collect()
    }

    /// Every input recorded, including those taken back (undo history), in
    /// contract notation.
    pub fn recorded_tokens(&self) -> Vec<String> {
        let layout = self.start.layout();
        self.record
            .iter()
            .map(|(_, i)| i.notation(layout))
            .collect()
    }

    /// Every input recorded (with who made it), including those taken back.
    pub fn recorded_inputs(&self) -> &[(Player, Input)] {
        &self.record
    }

    /// Inputs played so far (the ply shown).
    pub fn ply(&self) -> usize {
        self.len
    }

    /// Inputs recorded, including those taken back (that can be redone).
    pub fn recorded(&self) -> usize {
        self.record.len()
    }

    /// Shows the game after `k` inputs (at most the recorded ones), keeping the
    /// record: a recorded game stepped through.
    pub fn go_to(&mut self, k: usize) {
        self.rewind_to(k.min(self.record.len()));
    }

    /// Replays the first `k` recorded inputs from the start; the record is kept.
    fn rewind_to(&mut self, k: usize) {
        let mut game = Game::from_position(self.start);
        let mut before = *game.position();
        let mut events = vec![];
        for &(_, input) in &self.record[..k] {
            before = *game.position();
            events.clear();
            if game.play(input, &mut events).is_err() {
                break; // cannot happen: the record holds only accepted inputs
            }
        }
        self.game = game;
        self.len = k;
        // Another position: a resignation belonged to the one left.
        self.resigned = None;
        self.before_last = before;
        self.last_events = if k == 0 { vec![] } else { events };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, Variant};

    fn sow(s: &Session, name: &str) -> Input {
        Input::Sow(s.position().layout().parse(name).unwrap())
    }

    #[test]
    fn undo_and_redo_whole_turns() {
        let mut s = Session::new(Position::new(Rules::new(Variant::Gore)));
        s.play(sow(&s, "a1")).unwrap();
        s.play(sow(&s, "d2")).unwrap();
        let after_two = *s.position();
        assert_eq!(s.turns().len(), 2);
        s.undo();
        assert_eq!(s.inputs().len(), 1);
        assert_eq!(s.position().to_move(), Player::North);
        s.redo();
        assert_eq!(*s.position(), after_two);
        s.undo();
        s.undo();
        assert_eq!(s.position(), s.start());
        assert!(!s.can_undo() && s.can_redo());
        // A new input drops what could be redone.
        s.play(sow(&s, "b1")).unwrap();
        assert!(!s.can_redo());
        assert_eq!(s.inputs().len(), 1);
    }

    #[test]
    fn a_resignation_ends_the_game_until_undone() {
        let mut s = Session::new(Position::new(Rules::new(Variant::Urim)));
        s.play(sow(&s, "a1")).unwrap();
        s.play(sow(&s, "f2")).unwrap();
        s.undo(); // f2 can be redone, until South resigns
        s.redo();
        s.undo();
        assert!(s.can_redo());
        assert!(s.resign(), "North, to move, gives up");
        assert!(!s.resign(), "once");
        let o = s.outcome().unwrap();
        assert_eq!(o.winner, Some(Player::South));
        assert_eq!(o.score, s.position().captured());
        assert!(s.position().result().is_none(), "the board is as it was");
        assert_eq!(s.play(sow(&s, "f2")), Err(Illegal::GameOver));
        assert!(s.can_undo() && !s.can_redo());
        // Undo takes back the resignation only; the redo list is still there.
        s.undo();
        assert_eq!((s.resigned(), s.outcome(), s.ply()), (None, None, 1));
        assert!(s.can_redo());
        // Going elsewhere in the game drops it too.
        s.resign();
        s.go_to(0);
        assert_eq!(s.resigned(), None);
    }

    #[test]
    fn a_turn_spans_every_input_of_one_player() {
        // Tsoro 4 × 6: a1 reaches the head f1 (contract example); continue and
        // the rest of South's move make one turn with it.
        let mut r = Rules::new(Variant::Tsoro);
        r.set_option("columns", "6").unwrap();
        let mut s = Session::new(Position::new(r));
        s.play(sow(&s, "a1")).unwrap();
        s.play(Input::Stop).unwrap();
        assert_eq!(
            s.turns(),
            vec![(Player::South, vec![sow(&s, "a1"), Input::Stop])]
        );
        s.undo();
        assert_eq!(s.inputs().len(), 0);
        let (before, events) = s.last_move();
        assert_eq!(before, s.start());
        assert!(events.is_empty());
    }
}

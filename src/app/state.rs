//! The app's state and its pure reducer (Yew `use_reducer`).

use std::rc::Rc;

use yew::Reducible;

use crate::engine::{Game, Input, NoEvents, Pit, Rules};
use crate::ui::query::PageQuery;

/// Everything the page shows, changed only by [`Action`]s.
#[derive(Clone, Debug)]
pub struct GameState {
    /// The game being played.
    pub game: Game,
    /// The legal inputs of the current position (computed once per position).
    pub legal: Vec<Input>,
    /// Problems with the URL, shown until a new game starts.
    pub problems: Vec<String>,
    /// The last refusal or announcement, in words.
    pub message: Option<String>,
    rules: Rules,
}

/// What the player can do.
pub enum Action {
    /// A click on a pit.
    Pit(Pit),
    /// Any other input (pass, …).
    Play(Input),
    /// Start again with the same game and options.
    NewGame,
}

impl GameState {
    /// The opening of the game the URL asks for.
    pub fn from_query(q: &PageQuery) -> GameState {
        let game = Game::new(q.rules);
        GameState {
            legal: game.legal(),
            game,
            problems: q.problems.clone(),
            message: None,
            rules: q.rules,
        }
    }

    fn play(&self, input: Input) -> GameState {
        let mut next = self.clone();
        match next.game.play(input, &mut NoEvents) {
            Ok(()) => {
                next.legal = next.game.legal();
                next.message = None;
            }
            Err(e) => next.message = Some(format!("Not allowed: {e}.")),
        }
        next
    }
}

impl Reducible for GameState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(match action {
            Action::Pit(p) => self.play(Input::Sow(p)),
            Action::Play(i) => self.play(i),
            Action::NewGame => {
                let game = Game::new(self.rules);
                GameState {
                    legal: game.legal(),
                    game,
                    problems: vec![],
                    message: None,
                    rules: self.rules,
                }
            }
        })
    }
}

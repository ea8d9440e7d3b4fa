//! The wiki call that draws a position with the project's Lua board
//! (`docs/wiki/`: Template:Mancala board calling Module:Mancala):
//! `mancala diagram --format wikitext`. Plain text an editor pastes into an
//! article; no upload needed.
//!
//! ```text
//! {{Mancala board|game=tsoro|columns=6|rows=2,2,2,2,2,2/0,0,0,0,0,0/0,0,0,0,0,0/0,3,0,3,3,3|captured=0,0|tomove=S|highlight=a1|flip=1|lang=az}}
//! ```
//! The parameters, in this order (docs/wiki/README.md says the same):
//! - `game`: the contract's game id;
//! - each option that differs from the game's default, as its contract key
//!   (`columns=8`, `pits=7`, `last_four=first_last_seed`);
//! - `rows`: the counts in the contract's order, top row first (North's, or
//!   North's back row), each row from column `a`: rows separated by `/`,
//!   pits by `,`;
//! - `owners`: Goré only, where pits change hands (G rules): `S` or `N` per
//!   pit, the same shape as `rows`;
//! - `captured`: South's and North's store or captured pile, `S,N`;
//! - `tomove`: `S` or `N`; once the game is over `over=1` instead;
//! - `highlight`: the pits ringed, comma-separated; `flip=1`: North at the
//!   bottom; `lang=tr` or `lang=az` (none: English).

use std::fmt::Write;

use crate::engine::json::Value;
use crate::engine::{Player, Rules};
use crate::ui::texts::Lang;

use super::{Diagram, Options};

/// The template the call names (docs/wiki/Template-Mancala_board.wikitext).
const TEMPLATE: &str = "Mancala board";

impl Diagram {
    /// The wiki call drawing this position as `o` asks (see the module's
    /// text for its parameters).
    pub fn wikitext(&self, o: &Options) -> String {
        let pos = &self.pos;
        let rules = pos.rules();
        let layout = pos.layout();
        let board = pos.board();
        let mut s = format!("{{{{{TEMPLATE}|game={}", rules.variant().id());
        let defaults = Rules::new(rules.variant()).options();
        for ((key, value), (_, default)) in rules.options().into_iter().zip(defaults) {
            if value != default {
                let _ = write!(s, "|{key}={value}");
            }
        }
        // The contract's rows: rows[0] is the top row, row number `rows`.
        let grid = |cell: &dyn Fn(crate::engine::Pit) -> String| -> String {
            let rows: Vec<String> = (0..rules.rows())
                .map(|i| {
                    let row = rules.rows() - i;
                    let cells: Vec<String> = (0..rules.columns())
                        .map(|c| cell(layout.at(c, row).expect("on the board")))
                        .collect();
                    cells.join(",")
                })
                .collect();
            rows.join("/")
        };
        let _ = write!(s, "|rows={}", grid(&|p| board.count(p).to_string()));
        if rules.variant().owners_change() {
            let owners = grid(&|p| board.owner(p).letter().to_string());
            let _ = write!(s, "|owners={owners}");
        }
        let captured = pos.captured();
        let _ = write!(
            s,
            "|captured={},{}",
            captured[Player::South],
            captured[Player::North]
        );
        // Who is to move as the state object says: `null` once it is over
        // (a position loaded from such a state says South).
        match self.state.get_str("to_move") {
            Some(who) => {
                let _ = write!(s, "|tomove={who}");
            }
            None if !self.state.get_null("result") => s.push_str("|over=1"),
            None => {}
        }
        if o.highlight != Default::default() {
            let _ = write!(s, "|highlight={}", o.highlight.names(layout));
        }
        if o.flipped {
            s.push_str("|flip=1");
        }
        if o.lang != Lang::En {
            let _ = write!(s, "|lang={}", o.lang.code());
        }
        s.push_str("}}");
        s
    }
}

/// Members of the state object read here.
trait StateFields {
    fn get_str(&self, key: &str) -> Option<&str>;
    /// Whether `key` is absent or `null`.
    fn get_null(&self, key: &str) -> bool;
}

impl StateFields for Value {
    fn get_str(&self, key: &str) -> Option<&str> {
        self.as_object()?.get(key)?.as_str()
    }

    fn get_null(&self, key: &str) -> bool {
        self.as_object()
            .and_then(|o| o.get(key))
            .is_none_or(Value::is_null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Position, Variant};
    use crate::ui::diagram::parse_highlight;

    #[test]
    fn the_opening_of_urim() {
        let pos = Position::new(Rules::new(Variant::Urim));
        assert_eq!(
            Diagram::of(&pos).wikitext(&Options::default()),
            "{{Mancala board|game=urim|rows=3,3,3,3,3,3/3,3,3,3,3,3|captured=0,0|tomove=S}}"
        );
    }

    #[test]
    fn options_owners_highlight_flip_and_language() {
        let mut rules = Rules::new(Variant::Tsoro);
        rules.set_option_str("columns=6").unwrap();
        let pos = *Game::replay(Position::new(rules), &["a1"])
            .unwrap()
            .position();
        let o = Options {
            flipped: true,
            highlight: parse_highlight(pos.layout(), "f1,a1").unwrap(),
            lang: Lang::Az,
        };
        assert_eq!(
            Diagram::of(&pos).wikitext(&o),
            "{{Mancala board|game=tsoro|columns=6\
             |rows=2,2,2,2,2,2/0,0,0,0,0,0/0,0,0,0,0,0/0,3,0,3,3,3\
             |captured=0,0|tomove=S|highlight=a1,f1|flip=1|lang=az}}"
        );
        let gore = Position::new(Rules::new(Variant::Gore));
        let call = Diagram::of(&gore).wikitext(&Options::default());
        assert!(call.contains("|owners=N,N,N,N/S,S,S,S|"), "{call}");
    }
}

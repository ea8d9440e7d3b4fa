#![warn(missing_docs)]
//! Five traditional mancala games: Goré, Bao Kigogo, Urim, Anywoli and Tsoro.
//!
//! - [`engine`]: the rules, plain Rust with no web dependency (the same code in
//!   the page and in the `mancala` command line);
//! - [`ui`]: the page's logic without Yew (state and reducer, what the board
//!   shows, playback, URL parameters, texts), tested natively;
//! - `app`: the Yew components, built by Trunk, on `wasm32` only.
//!
//! `docs/architecture.md` explains the layers and how a move flows through them.
//!
//! # Example
//!
//! Play a Goré move, read its story seed by seed, and print the contract's state:
//!
//! ```
//! use mancala::engine::{state_json, Event, Game, Rules, Variant};
//!
//! let mut game = Game::new(Rules::new(Variant::Gore));
//! assert_eq!(game.legal().len(), 4); // South sows one of a1…d1 (G1, G4)
//! let a1 = game.position().parse_input("a1").unwrap();
//! let mut events: Vec<Event> = vec![];
//! game.play(a1, &mut events).unwrap();
//! // G3: six counters lifted from a1, one dropped into each of the next six pits.
//! assert!(matches!(events[0], Event::Lift { count: 6, .. }));
//! assert_eq!(events.iter().filter(|e| matches!(e, Event::Drop { .. })).count(), 6);
//! let state = state_json(game.position());
//! assert_eq!(state["rows"].to_string(), "[[6,7,7,7],[0,7,7,7]]");
//! assert_eq!(state["to_move"].as_str(), Some("N"));
//! ```

pub mod engine;
pub mod puzzles;
pub mod ui;
pub mod wasm_alloc;

#[cfg(target_arch = "wasm32")]
pub mod app;

//! Plain-Rust helpers of the browser app (no web dependency, tested natively):
//! the page's state and actions, board geometry, playback, the session, the
//! URL parameters and the texts.

pub mod geometry;
pub mod playback;
pub mod query;
pub mod session;
pub mod state;
pub mod texts;

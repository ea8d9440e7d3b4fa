//! Plain-Rust helpers of the browser app (no web dependency, tested natively):
//! the page's state and what it derives for the view (board, decision bar,
//! move list), board geometry, playback, the session, the URL parameters and
//! the texts; and the board picture of `mancala diagram` (a standalone SVG).
//! The Yew components in `app` only draw what these give them.

pub mod address;
pub mod analysis;
pub mod board_slices;
pub mod boot;
pub mod computer;
pub mod course;
pub mod decisions;
pub mod diagram;
pub mod editor;
pub mod ending;
pub mod explain;
pub mod fit;
pub mod fold;
pub mod follow;
pub mod geometry;
pub mod keys;
pub mod narration;
pub mod pacing;
pub mod painted;
pub mod picture;
pub mod playback;
pub mod query;
pub mod records;
pub mod rule_links;
pub mod saved;
pub mod session;
pub mod settings;
pub mod share;
pub mod staging;
pub mod state;
pub mod texts;
pub mod turns;
pub mod urlencoded;
pub mod view;

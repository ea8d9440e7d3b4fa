//! Plain-Rust helpers of the browser app (no web dependency, tested natively):
//! board geometry and the page's URL parameters.

pub mod geometry;
pub mod playback;
pub mod query;
pub mod session;
pub mod texts;

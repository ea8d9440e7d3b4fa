#![warn(missing_docs)]
//! Five traditional mancala games: Goré, Bao Kigogo, Urim, Anywoli and Tsoro.
//!
//! [`engine`] holds the rules, plain Rust tested natively; the browser app
//! (Yew, built by Trunk) lives in `app` and exists only on `wasm32`.

pub mod engine;
pub mod ui;

#[cfg(target_arch = "wasm32")]
pub mod app;

//! The browser app's entry point, built by Trunk for wasm32 (`index.html`).

#[cfg(target_arch = "wasm32")]
fn main() {
    mancala::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the web app runs in a browser: build it with `trunk serve` (see README.md)");
    std::process::exit(2);
}

//! The browser app's entry point, built by Trunk for wasm32 (`index.html`).

// The wasm's allocator: smaller than the standard one (src/wasm_alloc.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: mancala::wasm_alloc::Classes = mancala::wasm_alloc::Classes::new();

#[cfg(target_arch = "wasm32")]
fn main() {
    mancala::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the web app runs in a browser: build it with `trunk serve` (see README.md)");
    std::process::exit(2);
}

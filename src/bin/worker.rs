//! The computer's thinking, off the page's main thread: a Web Worker built by
//! Trunk from this bin (`index.html`, `data-type="worker"`, built for speed by
//! the `worker` profile). It answers each message, a `ui::computer::Request`
//! as JSON, with a `Reply` as JSON; the search's deadline and the time the
//! reply reports read the worker's `performance.now()` (the wasm `std` has no
//! clock).

// The wasm's allocator: smaller than the standard one (src/wasm_alloc.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: mancala::wasm_alloc::Classes = mancala::wasm_alloc::Classes::new();

#[cfg(target_arch = "wasm32")]
mod glue {
    use mancala::ui::computer::answer_message;
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        fn now() -> f64;
        #[wasm_bindgen(js_name = postMessage)]
        fn post_message(text: &str);
        #[wasm_bindgen(js_name = addEventListener)]
        fn add_event_listener(kind: &str, f: &Closure<dyn FnMut(web_sys::MessageEvent)>);
    }

    pub fn start() {
        let on_message =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
                let text = e.data().as_string().unwrap_or_default();
                let reply = answer_message(&text, now);
                post_message(&reply);
            });
        add_event_listener("message", &on_message);
        // The worker lives as long as the page wants it: so does its handler.
        on_message.forget();
        // Messages sent before this point would have been lost: the page
        // waits for this word before it asks anything.
        post_message("ready");
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    glue::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the computer's worker runs in a browser: build the page with `trunk build` (see README.md)");
    std::process::exit(2);
}

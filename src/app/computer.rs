//! The page's side of the computer opponent: one Web Worker (src/bin/worker.rs)
//! that searches while the page stays responsive. The reducer decides when to
//! ask (`AppState::asking`); this sends the question, stops the worker when
//! the question is withdrawn (undo, new game, a level or game change: the
//! search cannot be interrupted from outside, so the worker is terminated and
//! a fresh one started for the next question), and dispatches the answer.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, MessageEvent, Url, Worker};
use yew::prelude::*;

use crate::ui::computer::{read_reply, Reply};

use super::state::{Action, AppState};

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    // User Timing marks: each decision's time shows in the browser's
    // performance tools and in tests/e2e/bench-wasm.mjs ("mancala-think").
    #[wasm_bindgen(js_namespace = performance, js_name = mark, catch)]
    fn mark(name: &str) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
    #[wasm_bindgen(js_namespace = performance, js_name = measure, catch)]
    fn measure(name: &str, start: &str) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
}

/// The worker and what is in flight.
struct Host {
    worker: Option<Worker>,
    /// The worker said it is ready: messages sent now are heard.
    ready: bool,
    /// A question waiting for the worker to be ready.
    queued: Option<String>,
    /// The question being answered.
    in_flight: Option<u64>,
    dispatch: Callback<Action>,
    /// What an answer becomes (the computer's move, or an analysis).
    answered: fn(Reply) -> Action,
    /// What no worker at all becomes.
    unavailable: fn(String) -> Action,
    /// Kept alive with the worker.
    handlers: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

type Shared = Rc<RefCell<Host>>;

/// The script a worker starts with: Trunk's glue for the worker's wasm, from
/// absolute addresses (the worker runs from a `blob:` address, which also
/// works where the page's own origin is opaque, as in a sandboxed frame).
fn boot_script() -> Option<String> {
    let base = web_sys::window()?.document()?.base_uri().ok()??;
    // As JavaScript string literals: a JSON string is one (and the page has
    // a JSON writer already, where Debug's escaping would add its own code).
    let literal = |s: String| crate::engine::json::Value::String(s).to_string();
    let js = literal(Url::new_with_base("worker.js", &base).ok()?.href());
    let wasm = literal(Url::new_with_base("worker_bg.wasm", &base).ok()?.href());
    Some(format!(
        "try {{ importScripts({js}); }} catch (e) {{ postMessage('failed: ' + e); throw e; }}\n\
         wasm_bindgen({wasm}).catch(function (e) {{ postMessage('failed: ' + e); }});\n"
    ))
}

fn spawn(host: &Shared) -> Result<Worker, String> {
    let script = boot_script().ok_or("the page's address is unreadable")?;
    let parts = web_sys::js_sys::Array::of1(&script.into());
    let options = BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| "scripts cannot be made here")?;
    let url = Url::create_object_url_with_blob(&blob).map_err(|_| "no blob addresses here")?;
    let worker = Worker::new(&url).map_err(|e| {
        e.as_string()
            .unwrap_or_else(|| "the browser refused to start a worker".into())
    })?;
    let weak = Rc::downgrade(host);
    let on_message = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        let Some(host) = weak.upgrade() else { return };
        let text = e
            .dyn_ref::<MessageEvent>()
            .and_then(|m| m.data().as_string())
            .unwrap_or_default();
        on_message(&host, &text);
    });
    let weak = Rc::downgrade(host);
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        let Some(host) = weak.upgrade() else { return };
        let what = e
            .dyn_ref::<web_sys::ErrorEvent>()
            .map(|e| e.message())
            .unwrap_or_else(|| "its worker failed".into());
        failed(&host, &what);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let mut h = host.borrow_mut();
    h.handlers = vec![on_message, on_error];
    h.ready = false;
    Ok(worker)
}

fn on_message(host: &Shared, text: &str) {
    if text == "ready" {
        let mut h = host.borrow_mut();
        h.ready = true;
        if let (Some(w), Some(q)) = (h.worker.clone(), h.queued.take()) {
            let _ = w.post_message(&q.into());
        }
        return;
    }
    if let Some(why) = text.strip_prefix("failed: ") {
        failed(host, why);
        return;
    }
    let reply = read_reply(text);
    let _ = measure("mancala-think", "mancala-ask");
    let (dispatch, answered) = {
        let mut h = host.borrow_mut();
        h.in_flight = None;
        (h.dispatch.clone(), h.answered)
    };
    match reply {
        Ok(r) => dispatch.emit(answered(r)),
        Err(e) => gloo::console::error!(e),
    }
}

/// The worker broke (it did not load, or the search stopped on an internal
/// error): a question in flight gets an error answer (the page pauses and
/// says so); without one, the computer is not available at all.
fn failed(host: &Shared, why: &str) {
    gloo::console::error!(format!("mancala worker: {why}"));
    let (dispatch, in_flight, answered, unavailable) = {
        let mut h = host.borrow_mut();
        stop(&mut h);
        (
            h.dispatch.clone(),
            h.in_flight.take(),
            h.answered,
            h.unavailable,
        )
    };
    match in_flight {
        Some(id) => dispatch.emit(answered(Reply::refused(
            id,
            format!("the computer stopped ({why})"),
        ))),
        None => dispatch.emit(unavailable(why.to_string())),
    }
}

/// Sends a question (starting a worker if none is running).
fn post(host: &Shared, id: u64, text: String) {
    if host.borrow().worker.is_none() {
        match spawn(host) {
            Ok(w) => host.borrow_mut().worker = Some(w),
            Err(why) => {
                let (d, unavailable) = {
                    let h = host.borrow();
                    (h.dispatch.clone(), h.unavailable)
                };
                d.emit(unavailable(why));
                return;
            }
        }
    }
    let _ = mark("mancala-ask");
    let mut h = host.borrow_mut();
    h.in_flight = Some(id);
    if h.ready {
        if let Some(w) = &h.worker {
            let _ = w.post_message(&text.into());
        }
    } else {
        h.queued = Some(text);
    }
}

/// Withdraws question `id` if it is still being answered: the worker is
/// stopped, so its late answer never comes and the next question does not
/// wait behind it.
fn cancel(host: &Shared, id: u64) {
    let mut h = host.borrow_mut();
    if h.in_flight == Some(id) {
        h.in_flight = None;
        stop(&mut h);
    }
}

/// Terminates the worker and unhooks its handlers first: an answer it had
/// already sent can still be delivered after `terminate`, and the next
/// worker's `spawn` drops these closures; a late event on a dropped closure
/// throws "closure invoked recursively or after being dropped" (seen in CI
/// when a review's search was cancelled by jumping to a mistake).
fn stop(h: &mut Host) {
    if let Some(w) = h.worker.take() {
        w.set_onmessage(None);
        w.set_onerror(None);
        w.terminate();
    }
    h.ready = false;
    h.queued = None;
}

/// Connects the page state to the worker: asks when the state asks, cancels
/// when the question is withdrawn. Where a computer is seated, the worker
/// is started once the page is `whole` (`ui::staging`), so it is loaded
/// before the computer's first turn; not sooner, for its start (a script,
/// a second wasm, compiled) took the main thread's time and a core while
/// the first board was being drawn (issue 26). A question asked before
/// then starts it at once (`post`).
#[hook]
pub fn use_computer(state: &UseReducerHandle<AppState>, whole: bool) {
    let seated = state.seats.south != crate::ui::settings::Seat::Human
        || state.seats.north != crate::ui::settings::Seat::Human;
    use_worker(
        state,
        WorkerWiring {
            seated: seated && whole,
            asking: state.asking.map(|a| a.id),
            request: AppState::request,
            answered: Action::Answer,
            unavailable: Action::ComputerUnavailable,
        },
    );
}

/// The analyst (issue 12): a worker of its own, so that the computer's
/// moves never wait behind an analysis or a review, nor the reverse.
#[hook]
pub fn use_analyst(state: &UseReducerHandle<AppState>) {
    use_worker(
        state,
        WorkerWiring {
            seated: false,
            asking: state.analysis.asking.map(|a| a.id),
            request: AppState::analysis_request,
            answered: Action::Analysed,
            unavailable: Action::AnalysisUnavailable,
        },
    );
}

/// One worker's wiring.
struct WorkerWiring {
    /// Start the worker now (it will be asked soon).
    seated: bool,
    /// The question out, by id.
    asking: Option<u64>,
    /// The question as the worker reads it.
    request: fn(&AppState) -> Option<crate::ui::computer::Request>,
    answered: fn(Reply) -> Action,
    unavailable: fn(String) -> Action,
}

#[hook]
fn use_worker(state: &UseReducerHandle<AppState>, w: WorkerWiring) {
    let host: Shared = {
        let dispatcher = state.dispatcher();
        let (answered, unavailable) = (w.answered, w.unavailable);
        let h = use_mut_ref(move || Host {
            worker: None,
            ready: false,
            queued: None,
            in_flight: None,
            dispatch: Callback::from(move |a| dispatcher.dispatch(a)),
            answered,
            unavailable,
            handlers: vec![],
        });
        // `use_mut_ref` gives an Rc<RefCell<_>>: the handlers hold it weakly.
        h.clone()
    };
    {
        let host = host.clone();
        use_effect_with(w.seated, move |seated| {
            if *seated && host.borrow().worker.is_none() {
                if let Ok(w) = spawn(&host) {
                    host.borrow_mut().worker = Some(w);
                }
            }
        });
    }
    let state = state.clone();
    let request = w.request;
    use_effect_with(w.asking, move |asking| {
        let asked = *asking;
        if let (Some(id), Some(req)) = (asked, request(&state)) {
            post(&host, id, req.to_json());
        }
        move || {
            if let Some(id) = asked {
                cancel(&host, id);
            }
        }
    });
}

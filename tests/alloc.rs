//! Sowing allocates nothing: a counting global allocator watches `Position::play`
//! (with the event-free sink) over thousands of random plies of every game,
//! relay laps, endless-move checks and captures included (issue: no heap
//! allocation per seed sown).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

use mancala::engine::{NoEvents, Position, Rng, Rules, Variant};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Set on the test's own thread: the test harness's other threads (its
    /// output, its timers) allocate whenever they like, and a busy machine
    /// once let them do so in the middle of a counted ply.
    static WATCHED: Cell<bool> = const { Cell::new(false) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if WATCHED.try_with(Cell::get).unwrap_or(false) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn playing_an_input_allocates_nothing() {
    WATCHED.with(|w| w.set(true));
    let mut rng = Rng::new(42);
    let mut buf = Vec::with_capacity(512);
    for v in Variant::ALL {
        let mut plies = 0;
        let mut counted = 0;
        while plies < 3000 {
            let mut pos = Position::new(Rules::new(v));
            for _ in 0..400 {
                let Some(input) = pos.random_input(&mut rng, &mut buf) else {
                    break;
                };
                let before = ALLOCATIONS.load(Ordering::Relaxed);
                pos.play(input, &mut NoEvents).unwrap();
                counted += ALLOCATIONS.load(Ordering::Relaxed) - before;
                plies += 1;
            }
        }
        assert_eq!(counted, 0, "{v}: allocations while playing {plies} plies");
    }
}

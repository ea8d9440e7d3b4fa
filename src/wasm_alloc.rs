//! The wasm builds' memory allocator (the page and its worker): blocks in
//! power-of-two size classes, each class a free list, new blocks cut from
//! the end of memory. It replaces the standard library's dlmalloc, which
//! cost each wasm about 7.5 KB of code (measured: 3.4 KB gzipped in the
//! app, 3.1 KB in the worker), so the page's wasm stays under its size
//! bar (docs/benchmarks.md).
//!
//! Why this is enough here: wasm32 in the browser is single-threaded; the
//! page's and the worker's allocations are small and short-lived (positions,
//! strings, virtual DOM nodes) or few and long-lived (the catalogues), so
//! rounding up to a power of two wastes at most half a block, and freed
//! blocks are reused by the next request of their class without search
//! (alloc and free are a few instructions). Memory never shrinks, which
//! wasm memory cannot do anyway.

use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;

/// Classes from 16 bytes (2^4) to 2^31 bytes.
const CLASSES: usize = 32;
const PAGE: usize = 65_536;
/// Blocks are aligned to their size up to this; no type here needs more.
const MAX_ALIGN: usize = 4096;

/// The allocator's state: each class's free list (the first free block;
/// each free block holds the address of the next), and the unused end of
/// memory (`top` up to `end`).
pub struct Classes {
    state: UnsafeCell<([usize; CLASSES], usize, usize)>,
}

// wasm32 without threads: one thread ever touches it.
unsafe impl Sync for Classes {}

impl Classes {
    /// No memory taken yet.
    pub const fn new() -> Classes {
        Classes {
            state: UnsafeCell::new(([0; CLASSES], 0, 0)),
        }
    }
}

impl Default for Classes {
    fn default() -> Self {
        Classes::new()
    }
}

/// The class of a request: the power of two that holds it, 16 at least.
fn class(layout: Layout) -> Option<usize> {
    if layout.align() > MAX_ALIGN {
        return None;
    }
    let size = layout.size().max(layout.align()).max(16);
    let k = size.checked_next_power_of_two()?.trailing_zeros() as usize;
    (k < CLASSES).then_some(k)
}

unsafe impl GlobalAlloc for Classes {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(k) = class(layout) else {
            return core::ptr::null_mut();
        };
        let (free, top, end) = &mut *self.state.get();
        let head = free[k];
        if head != 0 {
            free[k] = *(head as *const usize);
            return head as *mut u8;
        }
        let size = 1usize << k;
        let align = size.min(MAX_ALIGN);
        let mut start = (*top + align - 1) & !(align - 1);
        if start + size > *end || *end == 0 {
            let pages = (size + align).div_ceil(PAGE);
            let before = core::arch::wasm32::memory_grow(0, pages);
            if before == usize::MAX {
                return core::ptr::null_mut();
            }
            // Contiguous with what was left, unless memory grew elsewhere.
            if *end != before * PAGE {
                *top = before * PAGE;
            }
            *end = (before + pages) * PAGE;
            start = (*top + align - 1) & !(align - 1);
        }
        *top = start + size;
        start as *mut u8
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if let Some(k) = class(layout) {
            let (free, _, _) = &mut *self.state.get();
            *(ptr as *mut usize) = free[k];
            free[k] = ptr as usize;
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new = Layout::from_size_align_unchecked(new_size, layout.align());
        // Still fits its block: nothing to move.
        if class(new) == class(layout) {
            return ptr;
        }
        let to = self.alloc(new);
        if !to.is_null() {
            core::ptr::copy_nonoverlapping(ptr, to, layout.size().min(new_size));
            self.dealloc(ptr, layout);
        }
        to
    }
}

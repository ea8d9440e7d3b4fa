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
//!
//! The logic is [`FreeLists`], which asks for memory through a function
//! given to it (wasm's `memory.grow` in the builds), so it is compiled and
//! tested natively (`src/wasm_alloc/tests.rs`, on a fake memory); only the
//! global allocator `Classes`, which hands it `memory.grow`, is wasm32's.

use core::alloc::Layout;

/// Classes from 16 bytes (2^4) to 2^31 bytes.
const CLASSES: usize = 32;
/// wasm's memory grows by pages of 64 KiB; page `n` starts at address
/// `n * PAGE`.
pub const PAGE: usize = 65_536;
/// Blocks are aligned to their size up to this; no type here needs more.
const MAX_ALIGN: usize = 4096;

/// The allocator's state: each class's free list (the first free block, 0
/// when none; each free block holds the address of the next), and the
/// unused end of memory (`top` up to `end`).
///
/// Its methods take the function that grows memory, `grow(pages)`, which
/// behaves as wasm's `memory.grow`: it returns the memory's previous size
/// in pages (so the new pages start at address `previous * PAGE`), or
/// `usize::MAX` when it refuses.
pub struct FreeLists {
    free: [usize; CLASSES],
    top: usize,
    end: usize,
}

impl FreeLists {
    /// No memory taken yet.
    pub const fn new() -> FreeLists {
        FreeLists {
            free: [0; CLASSES],
            top: 0,
            end: 0,
        }
    }

    /// A block for `layout` (aligned to its size up to 4096 bytes), or null
    /// when the request is too large or too aligned or memory is refused.
    ///
    /// # Safety
    ///
    /// The pages `grow` hands out are readable and writable memory that only
    /// this allocator uses, from address `previous * PAGE` on; the blocks
    /// given back to [`dealloc`](Self::dealloc) came from this allocator
    /// (the `GlobalAlloc` contract).
    pub unsafe fn alloc(
        &mut self,
        layout: Layout,
        mut grow: impl FnMut(usize) -> usize,
    ) -> *mut u8 {
        let Some(k) = class(layout) else {
            return core::ptr::null_mut();
        };
        let head = self.free[k];
        if head != 0 {
            self.free[k] = *(head as *const usize);
            return head as *mut u8;
        }
        let size = 1usize << k;
        let align = size.min(MAX_ALIGN);
        let mut start = (self.top + align - 1) & !(align - 1);
        if start + size > self.end || self.end == 0 {
            let pages = (size + align).div_ceil(PAGE);
            let before = grow(pages);
            if before == usize::MAX {
                return core::ptr::null_mut();
            }
            // Contiguous with what was left, unless memory grew elsewhere.
            if self.end != before * PAGE {
                self.top = before * PAGE;
            }
            self.end = (before + pages) * PAGE;
            start = (self.top + align - 1) & !(align - 1);
        }
        self.top = start + size;
        start as *mut u8
    }

    /// Puts the block back on its class's free list.
    ///
    /// # Safety
    ///
    /// `ptr` came from this allocator's [`alloc`](Self::alloc) or
    /// [`realloc`](Self::realloc) with this `layout`, and is not used
    /// afterwards.
    pub unsafe fn dealloc(&mut self, ptr: *mut u8, layout: Layout) {
        if let Some(k) = class(layout) {
            *(ptr as *mut usize) = self.free[k];
            self.free[k] = ptr as usize;
        }
    }

    /// The block resized to `new_size`: the same one when the size keeps its
    /// class, else a new one holding the first `min(old, new)` bytes, the old
    /// one freed; null (the old one kept) when memory is refused.
    ///
    /// # Safety
    ///
    /// As [`alloc`](Self::alloc) and [`dealloc`](Self::dealloc), and
    /// `new_size` is valid with `layout.align()` (`GlobalAlloc::realloc`).
    pub unsafe fn realloc(
        &mut self,
        ptr: *mut u8,
        layout: Layout,
        new_size: usize,
        grow: impl FnMut(usize) -> usize,
    ) -> *mut u8 {
        let new = Layout::from_size_align_unchecked(new_size, layout.align());
        // Still fits its block: nothing to move.
        if class(new) == class(layout) {
            return ptr;
        }
        let to = self.alloc(new, grow);
        if !to.is_null() {
            core::ptr::copy_nonoverlapping(ptr, to, layout.size().min(new_size));
            self.dealloc(ptr, layout);
        }
        to
    }
}

impl Default for FreeLists {
    fn default() -> Self {
        FreeLists::new()
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

#[cfg(target_arch = "wasm32")]
pub use global::Classes;

#[cfg(target_arch = "wasm32")]
mod global {
    use super::FreeLists;
    use core::alloc::{GlobalAlloc, Layout};
    use core::cell::UnsafeCell;

    /// The wasm builds' global allocator: the free lists, growing wasm's
    /// memory 0.
    // size: instead of the standard library's dlmalloc: about 7.5 KB less
    // code in each wasm, 3.4 KB gzipped in the app and 3.1 KB in the worker
    // (docs/benchmarks.md, issue 13).
    pub struct Classes {
        state: UnsafeCell<FreeLists>,
    }

    // wasm32 without threads: one thread ever touches it.
    unsafe impl Sync for Classes {}

    impl Classes {
        /// No memory taken yet.
        pub const fn new() -> Classes {
            Classes {
                state: UnsafeCell::new(FreeLists::new()),
            }
        }
    }

    impl Default for Classes {
        fn default() -> Self {
            Classes::new()
        }
    }

    /// wasm's `memory.grow` on memory 0: the previous size in pages, or
    /// `usize::MAX` when refused.
    fn grow(pages: usize) -> usize {
        core::arch::wasm32::memory_grow(0, pages)
    }

    // The pages memory.grow hands out are this allocator's alone (when
    // something else grows memory too, `FreeLists` leaves its pages alone).
    unsafe impl GlobalAlloc for Classes {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            (*self.state.get()).alloc(layout, grow)
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            (*self.state.get()).dealloc(ptr, layout)
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            (*self.state.get()).realloc(ptr, layout, new_size, grow)
        }
    }
}

#[cfg(test)]
mod tests;

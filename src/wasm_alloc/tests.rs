//! The free lists on a fake wasm memory: one region from the standard
//! allocator, aligned to a page, handed out page by page as `memory.grow`
//! would (page indices are addresses / 64 KiB). Expected addresses are
//! worked out by hand from the rules in `super`: a request takes the power
//! of two that holds it (16 at least), aligned to its size up to 4096, cut
//! from the top of memory when its class's free list is empty.

use super::*;
use std::alloc::{alloc_zeroed, dealloc as std_dealloc};

/// The fake memory: `pages` pages, of which the first `given` are handed out.
struct Memory {
    base: *mut u8,
    pages: usize,
    given: usize,
    /// How many times `grow` was asked.
    calls: usize,
}

impl Memory {
    fn new(pages: usize) -> Memory {
        let base = unsafe { alloc_zeroed(Memory::layout(pages)) };
        assert!(!base.is_null());
        Memory {
            base,
            pages,
            given: 0,
            calls: 0,
        }
    }

    fn layout(pages: usize) -> Layout {
        Layout::from_size_align(pages * PAGE, PAGE).unwrap()
    }

    /// `memory.grow`: the size before in pages (counted from address 0, so
    /// the new pages start at that times 64 KiB), or `usize::MAX` when it
    /// would pass the region's end.
    fn grow(&mut self, pages: usize) -> usize {
        self.calls += 1;
        if self.given + pages > self.pages {
            return usize::MAX;
        }
        let before = self.base as usize / PAGE + self.given;
        self.given += pages;
        before
    }

    /// Whether `len` bytes at `p` are in the pages handed out.
    fn holds(&self, p: *mut u8, len: usize) -> bool {
        let base = self.base as usize;
        p as usize >= base && p as usize + len <= base + self.given * PAGE
    }
}

impl Drop for Memory {
    fn drop(&mut self) {
        unsafe { std_dealloc(self.base, Memory::layout(self.pages)) }
    }
}

/// The free lists and their memory.
struct Heap {
    lists: FreeLists,
    mem: Memory,
}

fn layout(size: usize, align: usize) -> Layout {
    Layout::from_size_align(size, align).unwrap()
}

impl Heap {
    fn new(pages: usize) -> Heap {
        Heap {
            lists: FreeLists::new(),
            mem: Memory::new(pages),
        }
    }

    fn alloc(&mut self, size: usize, align: usize) -> *mut u8 {
        let mem = &mut self.mem;
        let p = unsafe { self.lists.alloc(layout(size, align), |n| mem.grow(n)) };
        assert!(
            p.is_null() || self.mem.holds(p, size.max(1)),
            "{p:?} outside the memory"
        );
        p
    }

    fn free(&mut self, p: *mut u8, size: usize, align: usize) {
        unsafe { self.lists.dealloc(p, layout(size, align)) }
    }

    fn realloc(&mut self, p: *mut u8, size: usize, align: usize, new_size: usize) -> *mut u8 {
        let mem = &mut self.mem;
        unsafe {
            self.lists
                .realloc(p, layout(size, align), new_size, |n| mem.grow(n))
        }
    }

    /// Where a new block goes, counted from the start of the fake memory.
    fn put(&mut self, size: usize, align: usize) -> usize {
        let p = self.alloc(size, align);
        self.at(p)
    }

    /// Where `p` is, counted from the start of the fake memory.
    fn at(&self, p: *mut u8) -> usize {
        assert!(!p.is_null(), "refused");
        p as usize - self.mem.base as usize
    }
}

/// The block size a request gets, worked out independently of `class`.
fn block(size: usize, align: usize) -> usize {
    size.max(align).max(16).next_power_of_two()
}

/// Byte `i` of the pattern `seed` (varies with both, and with `i`'s high byte).
fn pattern(seed: usize, i: usize) -> u8 {
    (seed.wrapping_mul(0x9E37) ^ i.wrapping_mul(31) ^ (i >> 8)) as u8
}

fn fill(p: *mut u8, len: usize, seed: usize) {
    let bytes = unsafe { std::slice::from_raw_parts_mut(p, len) };
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = pattern(seed, i);
    }
}

/// Whether the first `len` bytes at `p` still hold the pattern `seed`.
fn holds_pattern(p: *mut u8, len: usize, seed: usize) -> bool {
    let bytes = unsafe { std::slice::from_raw_parts(p, len) };
    bytes
        .iter()
        .enumerate()
        .all(|(i, &b)| b == pattern(seed, i))
}

fn fill_byte(p: *mut u8, len: usize, byte: u8) {
    unsafe { std::ptr::write_bytes(p, byte, len) }
}

fn all_bytes(p: *mut u8, len: usize, byte: u8) -> bool {
    unsafe { std::slice::from_raw_parts(p, len) }
        .iter()
        .all(|&b| b == byte)
}

#[test]
fn a_request_takes_the_power_of_two_that_holds_it() {
    let c = |size, align| class(layout(size, align));
    // 16 bytes at least.
    assert_eq!(c(0, 1), Some(4));
    assert_eq!(c(1, 1), Some(4));
    assert_eq!(c(16, 8), Some(4));
    // Else the power of two that holds the size.
    assert_eq!(c(17, 1), Some(5));
    assert_eq!(c(32, 8), Some(5));
    assert_eq!(c(33, 1), Some(6));
    assert_eq!(c(100, 4), Some(7));
    assert_eq!(c(4097, 1), Some(13));
    // Or the alignment, when larger than the size.
    assert_eq!(c(8, 64), Some(6));
    assert_eq!(c(1, 4096), Some(12));
    assert_eq!(c(4096, 4096), Some(12));
    // Aligned past 4096: refused.
    assert_eq!(c(1, 8192), None);
    assert_eq!(c(8192, 8192), None);
    // The largest class is 2^31 bytes; past it, refused.
    assert_eq!(c(1 << 31, 1), Some(31));
    assert_eq!(c((1 << 31) + 1, 1), None);
    assert_eq!(c(isize::MAX as usize, 1), None);
}

#[test]
fn a_refused_class_asks_no_memory() {
    let mut h = Heap::new(2);
    assert!(h.alloc(1, 8192).is_null());
    assert!(h.alloc((1 << 31) + 1, 1).is_null());
    assert!(h.alloc(isize::MAX as usize, 1).is_null());
    assert_eq!(h.mem.calls, 0);
    // Nor leaves a trace: the first block is still at the start.
    assert_eq!(h.put(16, 1), 0);
}

#[test]
fn a_freed_block_goes_to_the_next_request_of_its_class_only() {
    let mut h = Heap::new(4);
    let a = h.alloc(32, 8);
    assert_eq!(h.at(a), 0);
    h.free(a, 32, 8);
    // Smaller and larger classes are cut from the top.
    let b = h.alloc(16, 1);
    assert_eq!(h.at(b), 32);
    let c = h.alloc(64, 1);
    assert_eq!(h.at(c), 64);
    // The same class (any size and alignment in it) takes the freed block.
    let d = h.alloc(17, 1);
    assert_eq!(d, a);
    // Its list is empty again: from the top.
    let e = h.alloc(32, 1);
    assert_eq!(h.at(e), 128);
    // Last freed, first reused.
    h.free(d, 17, 1);
    h.free(e, 32, 1);
    assert_eq!(h.alloc(20, 4), e);
    assert_eq!(h.alloc(25, 1), d);
    // A freed 64-byte block is not taken by 32 or 128 bytes, but by 64.
    h.free(c, 64, 1);
    assert_eq!(h.put(32, 1), 160);
    assert_eq!(h.put(128, 1), 256);
    assert_eq!(h.alloc(64, 2), c);
    assert_eq!(h.mem.calls, 1);
}

#[test]
fn blocks_are_aligned_to_their_size_up_to_4096_and_never_overlap() {
    let mut h = Heap::new(32);
    // (size, align, where it goes)
    let worked = [
        (16, 1, 0),
        (4096, 8, 4096),
        (16, 1, 8192),
        (8192, 8, 12288), // aligned to 4096 only
        (24, 8, 20480),
        (1, 64, 20544), // a 64-byte block, for its alignment
        (3000, 1, 24576),
        (100, 1, 28672),
    ];
    let mut live = vec![];
    for (size, align, at) in worked {
        let p = h.alloc(size, align);
        assert_eq!(h.at(p), at, "{size} bytes aligned to {align}");
        live.push((p, block(size, align)));
    }
    // Every class up to 2^17, sizes just over and at each power of two.
    for k in 4..=17 {
        for size in [(1 << (k - 1)) + 1, 1 << k] {
            for align in [1, 8, 4096] {
                let p = h.alloc(size, align);
                let len = block(size, align);
                assert!(!p.is_null());
                assert_eq!(p as usize % len.min(4096), 0, "{size} bytes at {p:?}");
                assert_eq!(p as usize % align, 0);
                live.push((p, len));
            }
        }
    }
    for (i, &(p, len)) in live.iter().enumerate() {
        for &(q, other) in &live[..i] {
            let (p, q) = (p as usize, q as usize);
            assert!(
                p + len <= q || q + other <= p,
                "{p:#x}+{len} overlaps {q:#x}+{other}"
            );
        }
        fill(p, len, i);
    }
    for (i, &(p, len)) in live.iter().enumerate() {
        assert!(holds_pattern(p, len, i), "block {i} overwritten");
    }
}

#[test]
fn memory_grows_by_whole_pages_contiguous_with_what_was_left() {
    let mut h = Heap::new(8);
    // 32 KiB with room to align it: one page.
    let a = h.alloc(32768, 8);
    assert_eq!((h.at(a), h.mem.given), (0, 1));
    // The rest of that page holds exactly another.
    let b = h.alloc(32768, 8);
    assert_eq!((h.at(b), h.mem.given, h.mem.calls), (32768, 1, 1));
    // Full: one more page, right after.
    let c = h.alloc(16, 1);
    assert_eq!((h.at(c), h.mem.given), (65536, 2));
    // 64 KiB, aligned to 4096 after the 16 bytes: 69632, two more pages
    // ((64 + 4) KiB), the block across the boundary of the old end.
    let d = h.alloc(65536, 8);
    assert_eq!((h.at(d), h.mem.given), (69632, 4));
    // What is left of them serves the next.
    let e = h.alloc(16, 1);
    assert_eq!((h.at(e), h.mem.given, h.mem.calls), (135168, 4, 3));
}

#[test]
fn memory_grown_elsewhere_restarts_the_top_at_the_new_pages() {
    let mut h = Heap::new(8);
    let a = h.alloc(16, 1);
    assert_eq!(h.at(a), 0);
    // Something else takes the next page.
    let theirs = h.mem.grow(1);
    assert_eq!(theirs * PAGE - h.mem.base as usize, 65536);
    let their_page = h.mem.base.wrapping_add(65536);
    fill_byte(their_page, PAGE, 0xAB);
    // What is left of the first page still serves.
    let b = h.alloc(32768, 8);
    assert_eq!((h.at(b), h.mem.given), (4096, 2));
    // Past it: a new page, not contiguous, so the block starts there
    // (contiguous, it would be at 36864, running into their page).
    let c = h.alloc(32768, 8);
    assert_eq!((h.at(c), h.mem.given), (131072, 3));
    let d = h.alloc(16, 1);
    assert_eq!(h.at(d), 163840);
    for (p, len) in [(a, 16), (b, 32768), (c, 32768), (d, 16)] {
        fill_byte(p, len, 0x11);
    }
    assert!(all_bytes(their_page, PAGE, 0xAB));
}

#[test]
fn a_refused_grow_gives_null_and_changes_nothing() {
    let mut h = Heap::new(2);
    let a = h.alloc(16, 1);
    fill(a, 16, 1);
    let b = h.alloc(100, 1);
    assert_eq!((h.at(a), h.at(b)), (0, 128));
    h.free(b, 100, 1);
    // 64 KiB needs two more pages; one is left.
    assert!(h.alloc(65536, 1).is_null());
    assert_eq!((h.mem.calls, h.mem.given), (2, 1));
    assert!(h.alloc(1 << 31, 1).is_null());
    // Growing a block past the memory: null, the block kept.
    assert!(h.realloc(a, 16, 1, 65536).is_null());
    assert!(holds_pattern(a, 16, 1));
    // The free list, the top and the end are as they were.
    assert_eq!(h.alloc(128, 1), b);
    assert_eq!(h.put(16, 1), 256);
    assert_eq!(h.put(32768, 1), 4096);
    // And the page left is still taken, contiguous.
    assert_eq!(h.put(32768, 1), 36864);
    assert_eq!(h.mem.given, 2);
    assert_eq!(h.put(16, 1), 69632);
    assert!(holds_pattern(a, 16, 1));
    h.free(a, 16, 1);
    assert_eq!(h.alloc(1, 1), a);
}

#[test]
fn realloc_keeps_the_block_within_its_class_and_moves_it_across() {
    let mut h = Heap::new(4);
    let a = h.alloc(20, 4);
    let n = h.alloc(32, 1);
    let spare = h.alloc(100, 1);
    assert_eq!((h.at(a), h.at(n), h.at(spare)), (0, 32, 128));
    fill_byte(n, 32, 0x55);
    fill_byte(spare, 128, 0xEE);
    h.free(spare, 100, 1);
    // Within 17..=32 bytes: the same block.
    fill(a, 20, 1);
    assert_eq!(h.realloc(a, 20, 4, 32), a);
    assert_eq!(h.realloc(a, 32, 4, 17), a);
    assert!(holds_pattern(a, 17, 1));
    assert_eq!(h.realloc(a, 17, 4, 32), a);
    fill(a, 32, 2);
    // To 100 bytes: the freed 128-byte block, holding the 32 bytes, the
    // rest of it untouched (not copied from past the old block).
    let g = h.realloc(a, 32, 4, 100);
    assert_eq!(g, spare);
    assert!(holds_pattern(g, 32, 2));
    assert!(all_bytes(g.wrapping_add(32), 100 - 32, 0xEE));
    assert!(all_bytes(n, 32, 0x55));
    // The old block was freed.
    assert_eq!(h.alloc(32, 1), a);
    // Down to 10 bytes: into a freed 16-byte block whose neighbour is live;
    // only 10 bytes copied.
    let x = h.alloc(16, 1);
    let m = h.alloc(16, 1);
    assert_eq!((h.at(x), h.at(m)), (256, 272));
    fill_byte(m, 16, 0x77);
    h.free(x, 16, 1);
    fill(g, 100, 3);
    let s = h.realloc(g, 100, 4, 10);
    assert_eq!(s, x);
    assert!(holds_pattern(s, 10, 3));
    assert!(all_bytes(m, 16, 0x77));
    assert_eq!(h.alloc(100, 4), g);
}

/// xorshift64: a small seeded generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 as usize
    }

    fn size(&mut self) -> usize {
        match self.next() % 32 {
            0 => 1 + self.next() % 65536,
            1..=6 => 1 + self.next() % 4096,
            _ => 1 + self.next() % 256,
        }
    }

    fn align(&mut self) -> usize {
        [1, 1, 2, 4, 8, 8, 8, 16, 64, 256, 4096][self.next() % 11]
    }
}

/// A live block: where, as asked, and its pattern.
struct Live {
    p: *mut u8,
    size: usize,
    align: usize,
    seed: usize,
}

/// A new block is in memory, aligned and apart from every other live one.
fn check_new(h: &Heap, live: &[Live], p: *mut u8, size: usize, align: usize) {
    let len = block(size, align);
    assert!(!p.is_null(), "refused {size} bytes aligned to {align}");
    assert!(h.mem.holds(p, len));
    assert_eq!(p as usize % align, 0);
    assert_eq!(p as usize % len.min(4096), 0);
    for other in live {
        let (q, other_len) = (other.p as usize, block(other.size, other.align));
        assert!(
            p as usize + len <= q || q + other_len <= p as usize,
            "{p:?}+{len} overlaps {q:#x}+{other_len}"
        );
    }
}

#[test]
fn a_random_workload_keeps_every_live_block_intact() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut h = Heap::new(64);
    let mut live: Vec<Live> = vec![];
    let (mut seed, mut kept, mut moved) = (0, 0, 0);
    for op in 0..5000 {
        let r = rng.next() % 20;
        if live.is_empty() || (r < 9 && live.len() < 200) {
            let (size, align) = (rng.size(), rng.align());
            let p = h.alloc(size, align);
            check_new(&h, &live, p, size, align);
            seed += 1;
            fill(p, size, seed);
            live.push(Live {
                p,
                size,
                align,
                seed,
            });
        } else if r < 16 {
            let b = live.swap_remove(rng.next() % live.len());
            assert!(holds_pattern(b.p, b.size, b.seed), "op {op}: overwritten");
            h.free(b.p, b.size, b.align);
        } else {
            let b = live.swap_remove(rng.next() % live.len());
            assert!(holds_pattern(b.p, b.size, b.seed), "op {op}: overwritten");
            // Often within the class, else any size.
            let new_size = if rng.next() & 1 == 0 {
                (b.size / 2 + rng.next() % b.size.max(1)).max(1)
            } else {
                rng.size()
            };
            let p = h.realloc(b.p, b.size, b.align, new_size);
            if p == b.p {
                assert_eq!(block(b.size, b.align), block(new_size, b.align));
                kept += 1;
            } else {
                check_new(&h, &live, p, new_size, b.align);
                moved += 1;
            }
            assert!(
                holds_pattern(p, b.size.min(new_size), b.seed),
                "op {op}: not copied"
            );
            seed += 1;
            fill(p, new_size, seed);
            live.push(Live {
                p,
                size: new_size,
                align: b.align,
                seed,
            });
        }
        if op % 250 == 0 {
            for b in &live {
                assert!(holds_pattern(b.p, b.size, b.seed), "op {op}: overwritten");
            }
        }
    }
    assert!(kept > 100 && moved > 100, "{kept} kept, {moved} moved");
    for b in live.drain(..) {
        assert!(holds_pattern(b.p, b.size, b.seed));
        h.free(b.p, b.size, b.align);
    }
}

//! A set of pits as bits: a Goré offer, the pits a player owns, the pits the page
//! highlights. Replaces hand-decoded masks (shakmaty's `Bitboard` in small).

use super::board::{Layout, Pit, MAX_PITS};

/// A set of pits of one board (bit `i` for the pit with storage index `i`).
///
/// ```
/// use mancala::engine::{Layout, Pit, PitSet};
/// let l = Layout { columns: 4, four_rows: false };
/// let offer: PitSet = [Pit(2), Pit(0)].into_iter().collect();
/// assert_eq!(offer.len(), 2);
/// assert!(offer.contains(Pit(0)) && !offer.contains(Pit(1)));
/// assert_eq!(offer.names(l), "a1,c1"); // storage order: the sowing ring from a1
/// ```
///
/// One `u128`, packed to 4-byte alignment: a plain `u128` is 16-byte aligned
/// and would make every [`super::Input`] and [`super::Awaiting`] holding one
/// 32 bytes; packed, they stay 20, and positions and move lists stay small.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[repr(C, packed(4))]
pub struct PitSet(u128);

// Every pit's bit fits.
const _: () = assert!(MAX_PITS <= 128);

/// The bits of a set (a copy: a packed field is never borrowed).
#[inline]
fn wide(s: PitSet) -> u128 {
    s.0
}

#[inline]
fn narrow(bits: u128) -> PitSet {
    PitSet(bits)
}

impl PitSet {
    /// No pits.
    pub const EMPTY: PitSet = PitSet(0);

    /// Every pit of a board of this layout.
    pub fn all(layout: Layout) -> PitSet {
        narrow(u128::MAX >> (128 - layout.len()))
    }

    /// The pits whose bits are set (the board's own owner bits).
    pub(crate) fn from_bits(bits: u128) -> PitSet {
        narrow(bits)
    }

    /// The pits of `self` not in `other`.
    pub fn minus(self, other: PitSet) -> PitSet {
        narrow(wide(self) & !wide(other))
    }

    /// The pits in both.
    pub fn and(self, other: PitSet) -> PitSet {
        narrow(wide(self) & wide(other))
    }

    /// The set of one pit.
    pub fn single(p: Pit) -> PitSet {
        narrow(1 << p.0)
    }

    /// Whether `p` is in the set.
    #[inline]
    pub fn contains(self, p: Pit) -> bool {
        wide(self) >> p.0 & 1 == 1
    }

    /// Adds `p`.
    pub fn insert(&mut self, p: Pit) {
        *self = narrow(wide(*self) | 1 << p.0);
    }

    /// Removes `p`.
    pub fn remove(&mut self, p: Pit) {
        *self = narrow(wide(*self) & !(1 << p.0));
    }

    /// The set with `p` added if it was absent, removed if present.
    pub fn toggled(self, p: Pit) -> PitSet {
        narrow(wide(self) ^ 1 << p.0)
    }

    /// Number of pits.
    pub fn len(self) -> usize {
        wide(self).count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        wide(self) == 0
    }

    /// Whether every pit of `self` is in `other`.
    pub fn is_subset(self, other: PitSet) -> bool {
        wide(self) & !wide(other) == 0
    }

    /// The pits, in storage order.
    pub fn iter(self) -> impl Iterator<Item = Pit> {
        let mut bits = wide(self);
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Pit(i)
            })
        })
    }

    /// Every non-empty subset, each once (an order fixed by the bits, from the
    /// whole set down).
    pub fn subsets(self) -> impl Iterator<Item = PitSet> {
        let all = wide(self);
        let mut sub = all;
        std::iter::from_fn(move || {
            (sub != 0).then(|| {
                let s = sub;
                sub = (sub - 1) & all;
                narrow(s)
            })
        })
    }

    /// [`PitSet::subsets`] of at most `k` pits, in the same order.
    pub fn subsets_up_to(self, k: usize) -> impl Iterator<Item = PitSet> {
        let all = wide(self);
        let mut sub = all;
        std::iter::from_fn(move || {
            while sub != 0 {
                let s = sub;
                sub = (sub - 1) & all;
                // At most k bits: clearing the lowest set bit k times empties it
                // (cheaper than counting bits where the CPU has no popcount).
                let mut rest = s;
                for _ in 0..k {
                    rest &= rest.wrapping_sub(1);
                }
                if rest == 0 {
                    return Some(narrow(s));
                }
            }
            None
        })
    }

    /// The pit names, comma-separated, in storage order (`a1,c1`).
    pub fn names(self, layout: Layout) -> String {
        let names: Vec<String> = self.iter().map(|p| layout.name(p)).collect();
        names.join(",")
    }
}

impl FromIterator<Pit> for PitSet {
    fn from_iter<I: IntoIterator<Item = Pit>>(iter: I) -> PitSet {
        let mut s = PitSet::EMPTY;
        for p in iter {
            s.insert(p);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_lists_each_non_empty_subset_once() {
        let s: PitSet = [Pit(1), Pit(3), Pit(7)].into_iter().collect();
        let subs: Vec<PitSet> = s.subsets().collect();
        assert_eq!(subs.len(), 7); // 2³ − 1
        let distinct: std::collections::HashSet<_> = subs.iter().collect();
        assert_eq!(distinct.len(), 7);
        assert!(subs.iter().all(|x| x.is_subset(s) && !x.is_empty()));
        // Those of at most two pits, in the same order: the 3 pairs and 3 singles.
        let small: Vec<PitSet> = s.subsets_up_to(2).collect();
        let want: Vec<PitSet> = subs.iter().copied().filter(|x| x.len() <= 2).collect();
        assert_eq!(small, want);
        assert_eq!(small.len(), 6);
    }

    #[test]
    fn every_word_is_used() {
        // Pits 31, 32, 63, 64 sit on the borders of the three words.
        let s: PitSet = [Pit(31), Pit(32), Pit(63), Pit(64)].into_iter().collect();
        assert_eq!(s.len(), 4);
        assert!(s.contains(Pit(32)) && s.contains(Pit(64)) && !s.contains(Pit(33)));
        assert_eq!(
            s.iter().map(|p| p.0).collect::<Vec<_>>(),
            vec![31, 32, 63, 64]
        );
        assert_eq!(s.subsets().count(), 15);
        let l = Layout {
            columns: 21,
            four_rows: true,
        };
        assert_eq!(PitSet::all(l).len(), 84);
        assert_eq!(PitSet::all(l).minus(s).len(), 80);
    }

    #[test]
    fn high_pits_fit() {
        let mut s = PitSet::single(Pit(83)); // Tsoro 4 × 21: the last pit
        s.insert(Pit(0));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![Pit(0), Pit(83)]);
        s.remove(Pit(83));
        assert_eq!(s, PitSet::single(Pit(0)));
        assert_eq!(s.toggled(Pit(0)), PitSet::EMPTY);
    }
}

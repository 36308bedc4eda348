//! A fixed-width set of cell indices, `N` words of 64 bits.

use core::ops::{BitAnd, BitOr, BitOrAssign, Not};

/// A set of cell indices below `64 * N`, in set language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bits<const N: usize>([u64; N]);

impl<const N: usize> Bits<N> {
    /// The empty set.
    pub const EMPTY: Bits<N> = Bits([0; N]);

    /// The set holding `i` alone.
    #[must_use]
    pub const fn single(i: usize) -> Bits<N> {
        Bits::EMPTY.with(i)
    }

    /// This set plus `i`.
    #[must_use]
    pub const fn with(mut self, i: usize) -> Bits<N> {
        self.0[i / 64] |= 1 << (i % 64);
        self
    }

    /// This set less `i`.
    #[must_use]
    pub const fn without(mut self, i: usize) -> Bits<N> {
        self.0[i / 64] &= !(1 << (i % 64));
        self
    }

    /// Whether `i` is in the set.
    #[must_use]
    pub const fn contains(self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 != 0
    }

    /// Whether the set is empty.
    #[must_use]
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Number of members.
    #[must_use]
    #[inline]
    pub fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Members of `self` not in `other`.
    #[must_use]
    #[inline]
    pub fn without_all(self, other: Bits<N>) -> Bits<N> {
        self & !other
    }

    /// Every index moved by `delta` (positive: up); members pushed out of
    /// `0..64N` are lost. `|delta|` must be below 64.
    #[must_use]
    #[inline]
    pub fn shift(self, delta: i32) -> Bits<N> {
        let w = &self.0;
        Bits(if delta > 0 {
            let k = delta as u32;
            core::array::from_fn(|i| w[i] << k | if i > 0 { w[i - 1] >> (64 - k) } else { 0 })
        } else {
            let k = delta.unsigned_abs();
            core::array::from_fn(|i| w[i] >> k | if i + 1 < N { w[i + 1] << (64 - k) } else { 0 })
        })
    }

    /// The lowest member, if any.
    #[cfg(test)]
    #[must_use]
    pub fn first(self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, &w)| w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    /// Members in ascending order.
    #[inline]
    pub fn iter(self) -> BitsIter<N> {
        BitsIter {
            bits: self,
            word: 0,
        }
    }
}

impl<const N: usize> BitAnd for Bits<N> {
    type Output = Bits<N>;
    #[inline]
    fn bitand(self, o: Bits<N>) -> Bits<N> {
        Bits(core::array::from_fn(|i| self.0[i] & o.0[i]))
    }
}

impl<const N: usize> BitOr for Bits<N> {
    type Output = Bits<N>;
    #[inline]
    fn bitor(self, o: Bits<N>) -> Bits<N> {
        Bits(core::array::from_fn(|i| self.0[i] | o.0[i]))
    }
}

impl<const N: usize> BitOrAssign for Bits<N> {
    #[inline]
    fn bitor_assign(&mut self, o: Bits<N>) {
        *self = *self | o;
    }
}

impl<const N: usize> Not for Bits<N> {
    type Output = Bits<N>;
    #[inline]
    fn not(self) -> Bits<N> {
        Bits(self.0.map(|w| !w))
    }
}

/// Iterator over the members of a [`Bits`], lowest first.
pub struct BitsIter<const N: usize> {
    bits: Bits<N>,
    word: usize,
}

impl<const N: usize> Iterator for BitsIter<N> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.word < N {
            let w = &mut self.bits.0[self.word];
            if *w != 0 {
                let i = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(self.word * 64 + i);
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_carries_across_words_both_ways() {
        let b = Bits::<3>::EMPTY.with(63).with(64).with(130);
        assert_eq!(b.shift(1).iter().collect::<Vec<_>>(), [64, 65, 131]);
        assert_eq!(b.shift(-17).iter().collect::<Vec<_>>(), [46, 47, 113]);
        assert_eq!(b.shift(63).iter().collect::<Vec<_>>(), [126, 127]);
        assert_eq!(Bits::<2>::single(0).shift(-1), Bits::EMPTY);
    }

    #[test]
    fn set_language() {
        let a = Bits::<2>::EMPTY.with(3).with(70);
        assert!(a.contains(70) && !a.contains(69));
        assert_eq!(a.count(), 2);
        assert_eq!(a.without(3).first(), Some(70));
        assert_eq!(a.without_all(Bits::single(70)), Bits::single(3));
        assert!(Bits::<2>::EMPTY.is_empty());
    }
}

//! A set of a small grid's cells, a bit a cell, as the bit-parallel
//! techniques hold them ([`super::fast_singles::FastSingles`] and
//! `FastMarks`): a word of 64 bits on a grid of 64 cells or fewer (up to
//! 8x8), where each operation is one instruction, and one of 128 bits up
//! to 11x11.

use super::board::BitSet;
use std::fmt::Debug;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

/// An unsigned word of one bit a cell.
pub trait Bits:
    BitSet
    + Copy
    + Eq
    + Debug
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Sub<Output = Self>
{
    /// No cell.
    const ZERO: Self;
    /// Every bit.
    const MAX: Self;
    /// How many cells it holds at most.
    const CELLS: usize;
    /// Cell `c` alone.
    fn bit(c: usize) -> Self;
    /// Whether it holds cell `c`.
    fn has(self, c: usize) -> bool;
    /// How many cells it holds.
    fn count(self) -> usize;
    /// The cells `8 j` to `8 j + 7`, as the bits of a byte.
    fn byte(self, j: usize) -> u8;
    /// The set of the 64 cells of `low` and the 64 after them of `high`
    /// (which a word of 64 bits drops).
    fn of_halves(low: u64, high: u64) -> Self;
    /// Without its lowest cell, or none when it holds none.
    fn wrapping_without_lowest(self) -> Self;

    /// Whether it holds two cells or more (cheaper than [`Bits::count`]
    /// without a popcount instruction, which the default target lacks).
    #[inline]
    fn several(self) -> bool {
        self.wrapping_without_lowest() != Self::ZERO
    }

    /// Whether it holds exactly two cells.
    #[inline]
    fn two(self) -> bool {
        let rest = self.wrapping_without_lowest();
        rest != Self::ZERO && !rest.several()
    }
}

macro_rules! bits {
    ($($t:ty),*) => {$(
        impl Bits for $t {
            const ZERO: $t = 0;
            const MAX: $t = <$t>::MAX;
            const CELLS: usize = <$t>::BITS as usize;

            #[inline]
            fn bit(c: usize) -> $t {
                1 << c
            }

            #[inline]
            fn has(self, c: usize) -> bool {
                self >> c & 1 != 0
            }

            #[inline]
            fn count(self) -> usize {
                self.count_ones() as usize
            }

            #[inline]
            fn byte(self, j: usize) -> u8 {
                (self >> (8 * j)) as u8
            }

            #[inline]
            fn of_halves(low: u64, high: u64) -> $t {
                (u128::from(high) << 64 | u128::from(low)) as $t
            }

            #[inline]
            fn wrapping_without_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }
        }
    )*};
}

bits!(u64, u128);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_words_hold_the_same_cells() {
        for c in [0, 7, 8, 31, 63] {
            let (w, n) = (u64::bit(c), u128::bit(c));
            assert_eq!(u128::from(w), n);
            assert!(w.has(c) && n.has(c) && !w.has(c ^ 1) && !n.has(c ^ 1));
            assert_eq!((w.byte(c / 8), w.count()), (n.byte(c / 8), n.count()));
        }
        assert_eq!(u128::bit(100).byte(12), 1 << 4);
        assert_eq!(u64::of_halves(5, 9), 5);
        assert_eq!(u128::of_halves(5, 9), 9 << 64 | 5);
        assert_eq!(0u64.wrapping_without_lowest(), 0);
        assert_eq!(0b1100u128.wrapping_without_lowest(), 0b1000);
        assert_eq!((u64::CELLS, u128::CELLS), (64, 128));
        for m in [
            0u128,
            1,
            0b10,
            0b11,
            0b101,
            0b111,
            1 << 100 | 1,
            1 << 127 | 3,
        ] {
            assert_eq!(m.several(), m.count() >= 2, "{m:b}");
            assert_eq!(m.two(), m.count() == 2, "{m:b}");
            let w = m as u64;
            assert_eq!((w.several(), w.two()), (w.count() >= 2, w.count() == 2));
        }
    }
}

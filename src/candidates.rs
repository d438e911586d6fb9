//! A set of symbols as a bitset: bit `d - 1` stands for symbol `d`.

use std::fmt;

/// A set of symbols `1..=25`, one bit each (bit `d - 1` is symbol `d`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Candidates(pub u32);

impl Candidates {
    /// The empty set.
    pub const EMPTY: Candidates = Candidates(0);

    /// All symbols `1..=n`.
    pub fn all(n: usize) -> Candidates {
        Candidates(((1u64 << n) - 1) as u32)
    }

    /// The set holding only symbol `d` (`1..=25`).
    pub fn single(d: u8) -> Candidates {
        Candidates(1 << (d - 1))
    }

    /// Whether symbol `d` is in the set.
    pub fn contains(self, d: u8) -> bool {
        self.0 >> (d - 1) & 1 != 0
    }

    /// Number of symbols in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest symbol in the set, if any.
    pub fn first(self) -> Option<u8> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as u8 + 1)
    }

    /// Adds symbol `d`.
    pub fn insert(&mut self, d: u8) {
        self.0 |= 1 << (d - 1);
    }

    /// Removes symbol `d`.
    pub fn remove(&mut self, d: u8) {
        self.0 &= !(1 << (d - 1));
    }

    /// The symbols in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let d = bits.trailing_zeros() as u8 + 1;
                bits &= bits - 1;
                d
            })
        })
    }
}

impl std::ops::BitOr for Candidates {
    type Output = Candidates;
    fn bitor(self, o: Candidates) -> Candidates {
        Candidates(self.0 | o.0)
    }
}

impl std::ops::BitAnd for Candidates {
    type Output = Candidates;
    fn bitand(self, o: Candidates) -> Candidates {
        Candidates(self.0 & o.0)
    }
}

impl std::ops::Not for Candidates {
    type Output = Candidates;
    fn not(self) -> Candidates {
        Candidates(!self.0)
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let mut s = Candidates::EMPTY;
        s.insert(1);
        s.insert(25);
        s.insert(9);
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![1, 9, 25]);
        s.remove(9);
        assert!(!s.contains(9) && s.contains(25));
        assert_eq!(s.first(), Some(1));
        assert_eq!(Candidates::all(25).len(), 25);
        assert_eq!(
            (Candidates::all(4) & !Candidates::single(2))
                .iter()
                .collect::<Vec<_>>(),
            vec![1, 3, 4]
        );
    }
}

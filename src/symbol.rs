//! Symbols and sets of them: where a symbol's value (`1..=25`, as in a
//! grid, where 0 is an empty cell) meets its character, its 0-based index
//! and its bit: symbol `d` is index `d - 1` ([`index`], [`from_index`]) and
//! bit `1 << (d - 1)` of a [`SymbolSet`]. The engines index symbols from 0
//! inside; they convert here.

use std::fmt;

/// The 0-based index of symbol `d` (`1..=25`): `d - 1`.
#[inline]
pub const fn index(d: u8) -> usize {
    d as usize - 1
}

/// The symbol of 0-based index `i` (`0..25`): `i + 1`.
#[inline]
pub const fn from_index(i: usize) -> u8 {
    i as u8 + 1
}

/// A symbol of a grid: `1..=25`, written `1`-`9`, then `A`-`P`.
///
/// ```
/// use sudoku_press::Symbol;
/// let s = Symbol::from_char('c').unwrap();
/// assert_eq!((s.get(), s.index(), s.to_char()), (12, 11, 'C'));
/// assert_eq!(Symbol::new(26), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Symbol(u8);

impl Symbol {
    /// The symbol of value `d`, if `d` is in `1..=25`.
    pub const fn new(d: u8) -> Option<Symbol> {
        if matches!(d, 1..=25) {
            Some(Symbol(d))
        } else {
            None
        }
    }

    /// The symbol a character stands for: `1`-`9`, `A`-`P` in either case
    /// for 10-25. Blanks (`.` and `0`) are not symbols.
    pub const fn from_char(ch: char) -> Option<Symbol> {
        match ch {
            '1'..='9' => Some(Symbol(ch as u8 - b'0')),
            'A'..='P' => Some(Symbol(ch as u8 - b'A' + 10)),
            'a'..='p' => Some(Symbol(ch as u8 - b'a' + 10)),
            _ => None,
        }
    }

    /// Its text character: `1`-`9`, then `A`-`P`.
    pub const fn to_char(self) -> char {
        match self.0 {
            1..=9 => (b'0' + self.0) as char,
            d => (b'A' + d - 10) as char,
        }
    }

    /// The symbol of 0-based index `i` (`0..25`).
    #[inline]
    pub const fn from_index(i: usize) -> Symbol {
        debug_assert!(i < 25);
        Symbol(from_index(i))
    }

    /// Its value, `1..=25`, as a grid holds it.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Its 0-based index, `0..25`.
    #[inline]
    pub const fn index(self) -> usize {
        index(self.0)
    }
}

/// A set of symbols `1..=25`, one bit each (bit `d - 1` is symbol `d`).
/// Symbols are given and returned as their values (`u8`, `1..=25`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SymbolSet(pub u32);

impl SymbolSet {
    /// The empty set.
    pub const EMPTY: SymbolSet = SymbolSet(0);

    /// All symbols `1..=n`.
    #[inline]
    pub fn all(n: usize) -> SymbolSet {
        SymbolSet(((1u64 << n) - 1) as u32)
    }

    /// The set holding only symbol `d` (`1..=25`).
    #[inline]
    pub const fn single(d: u8) -> SymbolSet {
        SymbolSet(1 << index(d))
    }

    /// The set holding only the grid value `v`: symbol `v`, or nothing for
    /// an empty cell (0).
    #[inline]
    pub const fn of_value(v: u8) -> SymbolSet {
        if v == 0 {
            SymbolSet::EMPTY
        } else {
            SymbolSet::single(v)
        }
    }

    /// Whether symbol `d` is in the set.
    #[inline]
    pub const fn contains(self, d: u8) -> bool {
        self.0 >> index(d) & 1 != 0
    }

    /// Number of symbols in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest symbol in the set, if any.
    #[inline]
    pub fn first(self) -> Option<u8> {
        (self.0 != 0).then(|| from_index(self.0.trailing_zeros() as usize))
    }

    /// The one symbol of a set of one, or `None`.
    #[inline]
    pub fn only(self) -> Option<u8> {
        one_bit(self.0).then(|| from_index(self.0.trailing_zeros() as usize))
    }

    /// The symbols' 0-based indices (`d - 1`), in increasing order.
    #[inline]
    pub fn indices(self) -> impl Iterator<Item = usize> {
        self.iter().map(index)
    }

    /// Adds symbol `d`.
    #[inline]
    pub fn insert(&mut self, d: u8) {
        self.0 |= 1 << index(d);
    }

    /// Removes symbol `d`.
    #[inline]
    pub fn remove(&mut self, d: u8) {
        self.0 &= !(1 << index(d));
    }

    /// The symbols in increasing order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let d = from_index(bits.trailing_zeros() as usize);
                bits &= bits - 1;
                d
            })
        })
    }
}

impl std::ops::BitOr for SymbolSet {
    type Output = SymbolSet;
    #[inline]
    fn bitor(self, o: SymbolSet) -> SymbolSet {
        SymbolSet(self.0 | o.0)
    }
}

impl std::ops::BitAnd for SymbolSet {
    type Output = SymbolSet;
    #[inline]
    fn bitand(self, o: SymbolSet) -> SymbolSet {
        SymbolSet(self.0 & o.0)
    }
}

impl std::ops::Not for SymbolSet {
    type Output = SymbolSet;
    #[inline]
    fn not(self) -> SymbolSet {
        SymbolSet(!self.0)
    }
}

impl std::ops::BitOrAssign for SymbolSet {
    #[inline]
    fn bitor_assign(&mut self, o: SymbolSet) {
        self.0 |= o.0;
    }
}

impl std::ops::BitAndAssign for SymbolSet {
    #[inline]
    fn bitand_assign(&mut self, o: SymbolSet) {
        self.0 &= o.0;
    }
}

impl FromIterator<u8> for SymbolSet {
    fn from_iter<I: IntoIterator<Item = u8>>(symbols: I) -> SymbolSet {
        let mut set = SymbolSet::EMPTY;
        for d in symbols {
            set.insert(d);
        }
        set
    }
}

impl fmt::Debug for SymbolSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Whether `m` has exactly one bit set: `count_ones() == 1` without the
/// population count the baseline x86-64 lacks (its `count_ones` is a
/// dozen instructions, this three).
#[inline]
pub const fn one_bit(m: u32) -> bool {
    m != 0 && m & m.wrapping_sub(1) == 0
}

/// Whether `m` has exactly two bits set.
#[inline]
pub const fn two_bits(m: u32) -> bool {
    m != 0 && one_bit(m & m.wrapping_sub(1))
}

/// Whether `m` has at most one bit set.
#[inline]
pub const fn at_most_one_bit(m: u32) -> bool {
    m & m.wrapping_sub(1) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let mut s = SymbolSet::EMPTY;
        s.insert(1);
        s.insert(25);
        s.insert(9);
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![1, 9, 25]);
        s.remove(9);
        assert!(!s.contains(9) && s.contains(25));
        assert_eq!(s.first(), Some(1));
        assert_eq!(SymbolSet::all(25).len(), 25);
        assert_eq!(
            (SymbolSet::all(4) & !SymbolSet::single(2))
                .iter()
                .collect::<Vec<_>>(),
            vec![1, 3, 4]
        );
        assert_eq!(
            [2u8, 5].into_iter().collect::<SymbolSet>(),
            SymbolSet(0b10010)
        );
        assert_eq!(SymbolSet::of_value(0), SymbolSet::EMPTY);
        let d = Symbol::new(7).unwrap();
        assert_eq!((d.get(), d.index(), Symbol::from_index(6)), (7, 6, d));
        assert_eq!((Symbol::new(0), Symbol::new(26)), (None, None));
    }
}

//! A killer's cages as every killer engine holds them (the grader's
//! [`super::Killer`], the fast [`super::FastKiller`] and the exact
//! [`crate::solver::killer::KillerSolver`]): one table of each cage's sum
//! and cells (as a list and as a mask of cells), with each cell's cage.

use crate::cages::MAX_KILLER_SIDE;
use crate::cell::Cell;
use crate::logic::board::BitSet;
use std::fmt::Debug;
use std::ops::{BitAnd, BitOr, Not};

/// A set of a grid's cells, a bit a cell: a `u128` on grids of 128 cells
/// at most (the fast engine's), [`Wide`] on any killer's.
pub trait CellMask:
    BitSet + Default + Eq + Debug + BitOr<Output = Self> + BitAnd<Output = Self> + Not<Output = Self>
{
    /// The most cells a set holds.
    const CELLS: usize;
    /// The set of cell `c` alone.
    fn cell(c: usize) -> Self;
    /// How many cells it holds.
    fn len(self) -> usize;
}

impl CellMask for u128 {
    const CELLS: usize = 128;

    #[inline]
    fn cell(c: usize) -> u128 {
        1 << c
    }

    #[inline]
    fn len(self) -> usize {
        self.count_ones() as usize
    }
}

/// A set of up to 256 cells: the cells of any killer's grid (16x16 at
/// most).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wide([u128; 2]);

impl BitSet for Wide {
    fn is_empty(self) -> bool {
        self.0 == [0, 0]
    }

    fn lowest(self) -> usize {
        match self.0 {
            [0, high] => 128 + high.lowest(),
            [low, _] => low.lowest(),
        }
    }

    fn without_lowest(self) -> Wide {
        match self.0 {
            [0, high] => Wide([0, high.without_lowest()]),
            [low, high] => Wide([low.without_lowest(), high]),
        }
    }
}

impl BitOr for Wide {
    type Output = Wide;
    fn bitor(self, other: Wide) -> Wide {
        Wide([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }
}

impl BitAnd for Wide {
    type Output = Wide;
    fn bitand(self, other: Wide) -> Wide {
        Wide([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }
}

impl Not for Wide {
    type Output = Wide;
    fn not(self) -> Wide {
        Wide([!self.0[0], !self.0[1]])
    }
}

impl CellMask for Wide {
    const CELLS: usize = 256;

    fn cell(c: usize) -> Wide {
        let mut w = [0; 2];
        w[c / 128] = 1 << (c % 128);
        Wide(w)
    }

    fn len(self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones()) as usize
    }
}

/// A cell in no cage, in [`CageTable`]'s `of`.
const FREE: u16 = u16::MAX;

/// A killer's cages: each one's sum and cells (in the order given, and as
/// a mask), and each cell's cage. A cell in no cage is free (the cage
/// growth pushes cages on part of a grid).
#[derive(Clone, Debug)]
pub struct CageTable<M> {
    /// Each cage's sum, where its cells are in `cells`, and its cells as
    /// a mask.
    cages: Vec<(u32, [u32; 2], M)>,
    cells: Vec<Cell>,
    /// Each cell's cage, as an index into `cages` ([`FREE`] when free).
    of: Vec<u16>,
}

/// One cage of a [`CageTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CageRow<'a, M> {
    /// What its symbols add up to.
    pub sum: u32,
    /// Its cells, in the order given.
    pub cells: &'a [Cell],
    /// Its cells, as a mask.
    pub mask: M,
}

impl<M: CellMask> CageTable<M> {
    /// No cage on a grid of `cells` cells.
    pub fn new(cells: usize) -> CageTable<M> {
        assert!(
            cells <= M::CELLS,
            "a grid of no more cells than a mask holds"
        );
        CageTable {
            cages: Vec::new(),
            cells: Vec::new(),
            of: vec![FREE; cells],
        }
    }

    /// Forgets every cage.
    pub fn clear(&mut self) {
        self.cages.clear();
        self.cells.clear();
        self.of.fill(FREE);
    }

    /// A cage of `cells` adding up to `sum`.
    pub fn push(&mut self, sum: u32, cells: impl IntoIterator<Item = Cell>) {
        let k = u16::try_from(self.cages.len())
            .ok()
            .filter(|&k| k != FREE)
            .expect("fewer cages than 65,535");
        let start = self.cells.len();
        let mut mask = M::default();
        for c in cells {
            self.of[c.index()] = k;
            self.cells.push(c);
            mask = mask | M::cell(c.index());
        }
        assert!(
            self.cells.len() - start <= MAX_KILLER_SIDE,
            "a cage of no more cells than a house"
        );
        let end = self.cells.len();
        self.cages.push((sum, [start as u32, end as u32], mask));
    }

    /// How many cages.
    pub fn len(&self) -> usize {
        self.cages.len()
    }

    /// Whether there is no cage.
    pub fn is_empty(&self) -> bool {
        self.cages.is_empty()
    }

    /// Cage `k`.
    pub fn get(&self, k: usize) -> CageRow<'_, M> {
        let (sum, [start, end], mask) = self.cages[k];
        CageRow {
            sum,
            cells: &self.cells[start as usize..end as usize],
            mask,
        }
    }

    /// Every cage, in the order pushed.
    pub fn iter(&self) -> impl Iterator<Item = CageRow<'_, M>> {
        self.cages.iter().map(|&(sum, [start, end], mask)| CageRow {
            sum,
            cells: &self.cells[start as usize..end as usize],
            mask,
        })
    }

    /// Every cage's sum and cells as a mask, in the order pushed: what
    /// [`CageTable::iter`] gives without the cells' list.
    #[inline]
    pub fn sums_and_masks(&self) -> impl Iterator<Item = (u32, M)> + '_ {
        self.cages.iter().map(|&(sum, _, mask)| (sum, mask))
    }

    /// The cage of cell `c` (an index into the cages), unless it is free.
    #[inline]
    pub fn cage_of(&self, c: usize) -> Option<usize> {
        let k = self.of[c];
        (k != FREE).then_some(usize::from(k))
    }

    /// The cells in a cage.
    pub fn covered(&self) -> M {
        self.sums_and_masks()
            .fold(M::default(), |m, (_, mask)| m | mask)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::board::bits_of;

    #[test]
    fn wide_masks_hold_cells_past_128() {
        let cells = [0, 5, 127, 128, 200, 255];
        let w = cells
            .iter()
            .fold(Wide::default(), |m, &c| m | Wide::cell(c));
        assert_eq!(bits_of(w).collect::<Vec<_>>(), cells);
        assert_eq!(w.len(), 6);
        assert_eq!((w & !Wide::cell(128)).len(), 5);
        assert!((w & !w).is_empty());
    }

    #[test]
    fn a_table_gives_each_cage_and_each_cells_cage() {
        let mut t = CageTable::<u128>::new(16);
        t.push(3, [Cell::new(1), Cell::new(0)]);
        t.push(9, [2, 3, 7].map(Cell::new));
        assert_eq!(t.len(), 2);
        let second = t.get(1);
        assert_eq!(
            (second.sum, second.cells),
            (9, &[2, 3, 7].map(Cell::new)[..])
        );
        assert_eq!(second.mask, 0b1000_1100);
        assert_eq!(t.iter().map(|k| k.sum).collect::<Vec<_>>(), [3, 9]);
        assert_eq!(t.get(0).cells, [Cell::new(1), Cell::new(0)]);
        assert_eq!((t.cage_of(7), t.cage_of(4)), (Some(1), None));
        assert_eq!(t.covered(), 0b1000_1111);
        t.clear();
        assert_eq!((t.len(), t.cage_of(7)), (0, None));
    }
}

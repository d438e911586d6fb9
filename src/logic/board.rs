//! The candidate state a logical solve works on.

use crate::grid::Grid;
use crate::shape::{Houses, Shape};

/// Values and pencil-mark candidates of a puzzle being solved by logic.
///
/// Candidates are bitmasks (bit `d - 1` for symbol `d`); a solved cell's
/// mask holds just its value. Techniques read a `Board`; only the grader
/// changes it, by applying steps.
#[derive(Clone, Debug)]
pub struct Board<'h> {
    houses: &'h Houses,
    val: Vec<u8>,
    cand: Vec<u32>,
    empty: usize,
}

/// The candidates ran out somewhere: the puzzle has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction;

impl<'h> Board<'h> {
    /// The board for `cells` (0 empty), with every candidate the givens
    /// allow. Fails when two givens clash or a cell has no candidate.
    pub fn new(houses: &'h Houses, cells: &[u8]) -> Result<Board<'h>, Contradiction> {
        let shape = houses.shape();
        let full = ((1u64 << shape.side()) - 1) as u32;
        let mut b = Board {
            houses,
            val: vec![0; cells.len()],
            cand: vec![full; cells.len()],
            empty: cells.len(),
        };
        for (c, &v) in cells.iter().enumerate() {
            if v != 0 {
                b.place(c, v)?;
            }
        }
        Ok(b)
    }

    /// The board of a grid.
    pub fn from_grid(houses: &'h Houses, grid: &Grid) -> Result<Board<'h>, Contradiction> {
        Board::new(houses, grid.cells())
    }

    /// The shape.
    pub fn shape(&self) -> Shape {
        self.houses.shape()
    }

    /// The house tables.
    pub fn houses(&self) -> &'h Houses {
        self.houses
    }

    /// Grid side N.
    pub fn side(&self) -> usize {
        self.houses.shape().side()
    }

    /// The value of a cell, 0 when empty.
    #[inline]
    pub fn value(&self, cell: usize) -> u8 {
        self.val[cell]
    }

    /// The values, row by row (0 empty).
    pub fn values(&self) -> &[u8] {
        &self.val
    }

    /// The candidates of an empty cell (for a solved cell, its value's bit).
    #[inline]
    pub fn cand(&self, cell: usize) -> u32 {
        self.cand[cell]
    }

    /// Whether `d` is a candidate of the empty cell `cell`.
    #[inline]
    pub fn has(&self, cell: usize, d: u8) -> bool {
        self.val[cell] == 0 && self.cand[cell] >> (d - 1) & 1 != 0
    }

    /// Number of empty cells.
    pub fn empty_cells(&self) -> usize {
        self.empty
    }

    /// Whether every cell has its value.
    pub fn is_solved(&self) -> bool {
        self.empty == 0
    }

    /// Whether two distinct cells share a house.
    #[inline]
    pub fn sees(&self, a: usize, b: usize) -> bool {
        let (x, y) = (self.houses.houses_of(a), self.houses.houses_of(b));
        a != b && (x[0] == y[0] || x[1] == y[1] || x[2] == y[2])
    }

    /// The empty cells of house `h` where `d` is a candidate, as a bitmask
    /// of positions within the house (bit `i` for its `i`-th cell).
    #[inline]
    pub fn places(&self, h: usize, d: u8) -> u32 {
        let bit = 1u32 << (d - 1);
        let mut m = 0;
        for (i, &c) in self.houses.cells_of(h).iter().enumerate() {
            let c = c as usize;
            if self.val[c] == 0 && self.cand[c] & bit != 0 {
                m |= 1 << i;
            }
        }
        m
    }

    /// The symbols not yet placed in house `h`, as a mask.
    pub fn missing(&self, h: usize) -> u32 {
        let full = ((1u64 << self.side()) - 1) as u32;
        let placed = self
            .houses
            .cells_of(h)
            .iter()
            .fold(0, |m, &c| m | symbol_bit(self.val[c as usize]));
        full & !placed
    }

    /// Places `d` in `cell` and removes it from the cell's peers.
    pub fn place(&mut self, cell: usize, d: u8) -> Result<(), Contradiction> {
        let bit = 1u32 << (d - 1);
        if self.val[cell] != 0 {
            return if self.val[cell] == d {
                Ok(())
            } else {
                Err(Contradiction)
            };
        }
        if self.cand[cell] & bit == 0 {
            return Err(Contradiction);
        }
        self.val[cell] = d;
        self.cand[cell] = bit;
        self.empty -= 1;
        for &p in self.houses.peers_of(cell) {
            let p = p as usize;
            if self.val[p] == d {
                return Err(Contradiction);
            }
            if self.val[p] == 0 {
                self.cand[p] &= !bit;
                if self.cand[p] == 0 {
                    return Err(Contradiction);
                }
            }
        }
        Ok(())
    }

    /// Removes candidate `d` from the empty cell `cell`; returns whether it
    /// was there.
    pub fn eliminate(&mut self, cell: usize, d: u8) -> Result<bool, Contradiction> {
        let bit = 1u32 << (d - 1);
        if self.val[cell] != 0 || self.cand[cell] & bit == 0 {
            return Ok(false);
        }
        self.cand[cell] &= !bit;
        if self.cand[cell] == 0 {
            return Err(Contradiction);
        }
        Ok(true)
    }
}

/// The bit of symbol `d` (0 for `d == 0`).
#[inline]
pub fn symbol_bit(d: u8) -> u32 {
    if d == 0 { 0 } else { 1 << (d - 1) }
}

/// The symbols of a mask, in increasing order.
pub fn symbols_of(mut m: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let d = m.trailing_zeros() as u8 + 1;
            m &= m - 1;
            d
        })
    })
}

/// The set bits of a mask, as indices.
pub fn bits_of(mut m: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

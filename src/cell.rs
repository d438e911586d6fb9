//! Cells and houses: the typed positions of a grid.
//!
//! A [`Cell`] is a cell's index, row by row (`row * N + column`); a
//! [`House`] is a row, column or box in the one index space the shape
//! defines (rows `0..N`, columns `N..2N`, boxes `2N..3N`; see
//! [`Shape::each_house`](crate::Shape::each_house) and its siblings). Both are
//! 16-bit indices with no cost over a bare integer; their type keeps a cell
//! from being passed where a house, a symbol or a count is meant. Tables
//! indexed by cell or house take [`Cell::index`] / [`House::index`].
//!
//! The house tables, the logic (board, techniques, steps), grid conflicts
//! and the generic solver's reads of the tables speak in these types. Index
//! engines keep raw indices inside: the exact solvers' and fast singles'
//! candidate arrays and bitboards, the techniques' graph nodes, and the
//! carver's orbits (cell indices from
//! [`Symmetry::orbits`](crate::symmetry::Symmetry::orbits)).

use std::fmt;
use std::ops::Range;

/// A cell of a grid: its index row by row, `row * N + column`, from 0.
/// Its `Display` (`cell 22`) is for tests and debugging; people read
/// [`Shape::cell_name`](crate::Shape::cell_name) (`r3c5`). The default is
/// cell 0.
///
/// ```
/// use sudoku_press::{Cell, Shape};
/// let shape = Shape::classic();
/// let c = shape.cell_at(2, 4);
/// assert_eq!(c.index(), 22);
/// assert_eq!(shape.cell_name(c), "r3c5");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(transparent)]
pub struct Cell(u16);

impl Cell {
    /// The cell of index `i`, below the cells of the largest grid (625);
    /// checked in debug builds.
    #[inline]
    pub const fn new(i: usize) -> Cell {
        debug_assert!(i < MAX_SIDE * MAX_SIDE);
        Cell(i as u16)
    }

    /// Its index, row by row, from 0.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cell {}", self.0)
    }
}

/// A house (row, column or box) in the shape's one house index space:
/// rows `0..N`, columns `N..2N`, boxes `2N..3N`. Its `Display` (`house
/// 22`) is for tests and debugging; people read
/// [`Shape::house_name`](crate::Shape::house_name) (`box 5`). The default
/// is house 0 (the first row).
///
/// ```
/// use sudoku_press::{House, Shape};
/// let shape = Shape::classic();
/// let h = shape.box_house(4);
/// assert_eq!(h.index(), 22);
/// assert_eq!(shape.house_name(h), "box 5");
/// assert!(shape.is_box(h) && !shape.is_box(shape.col_house(4)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(transparent)]
pub struct House(u16);

/// The largest side of a grid: 25 symbols, `1`-`9` then `A`-`P`.
pub const MAX_SIDE: usize = 25;

/// The most houses a layout has: a 9x9 samurai's 131 (five grids' rows,
/// columns and boxes, the four boxes two grids share once). A 25x25 has
/// 75, and 16 hyper windows.
pub const MAX_HOUSES: usize = 131;

// Sets of houses are `u128` bitmasks (bit `h % 128` for house `h` where
// there are more).
const _: () = assert!(MAX_HOUSES >= 3 * MAX_SIDE + 16 && MAX_HOUSES <= 256);

impl House {
    /// The house of index `i`, below [`MAX_HOUSES`];
    /// checked in debug builds.
    #[inline]
    pub const fn new(i: usize) -> House {
        debug_assert!(i < MAX_HOUSES);
        House(i as u16)
    }

    /// Its index in the shared house space, from 0.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "house {}", self.0)
    }
}

/// A run of consecutive houses: all of them, the lines, or the boxes
/// ([`Shape::each_house`](crate::Shape::each_house) and its siblings).
#[derive(Clone, Debug)]
pub struct HouseRange(Range<usize>);

impl HouseRange {
    pub(crate) fn new(range: Range<usize>) -> HouseRange {
        HouseRange(range)
    }

    /// The indices of its houses.
    pub(crate) fn indices(&self) -> Range<usize> {
        self.0.clone()
    }
}

impl Iterator for HouseRange {
    type Item = House;

    #[inline]
    fn next(&mut self) -> Option<House> {
        self.0.next().map(House::new)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl ExactSizeIterator for HouseRange {}

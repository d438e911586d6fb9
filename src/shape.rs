//! Grid shapes and the house tables every algorithm loops over.
//!
//! ```text
//!   A shape is named by its box: WxH = a box W cells wide and H cells tall.
//!   The grid is N = W*H cells on a side, and holds N boxes.
//!
//!   box 3x2 (W=3, H=2), the usual 6x6:      box 2x3 (W=2, H=3), tall boxes:
//!
//!     +-------+-------+                       +-----+-----+-----+
//!     | . . . | . . . |                       | . . | . . | . . |
//!     | . . . | . . . |                       | . . | . . | . . |
//!     +-------+-------+                       | . . | . . | . . |
//!     | . . . | . . . |                       +-----+-----+-----+
//!     | . . . | . . . |                       | . . | . . | . . |
//!     +-------+-------+                       | . . | . . | . . |
//!     | . . . | . . . |                       | . . | . . | . . |
//!     | . . . | . . . |                       +-----+-----+-----+
//!     +-------+-------+
//! ```
//!
//! Every shape with `W, H >= 1` and `4 <= N <= 25` is supported; `1xN` and
//! `Nx1` boxes are Latin squares whose boxes coincide with rows or columns.
//!
//! Cells are numbered row by row, `cell = row * N + column`, all from 0.
//! Houses share one index space: rows are `0..N`, columns `N..2N`, boxes
//! `2N..3N`; boxes are numbered row by row as well. Messages for people use
//! 1-based `rXcY` and `box K` names.

use std::fmt;
use std::str::FromStr;

use crate::cell::{Cell, House, HouseRange};

/// The smallest supported grid side.
pub const MIN_SIDE: usize = 4;
/// The largest supported grid side.
pub use crate::cell::MAX_SIDE;

/// The conventional box for each grid side that `--size N` accepts.
pub const CONVENTIONAL: [(usize, Shape); 10] = [
    (4, Shape::raw(2, 2)),
    (6, Shape::raw(3, 2)),
    (8, Shape::raw(4, 2)),
    (9, Shape::raw(3, 3)),
    (10, Shape::raw(5, 2)),
    (12, Shape::raw(4, 3)),
    (15, Shape::raw(5, 3)),
    (16, Shape::raw(4, 4)),
    (20, Shape::raw(5, 4)),
    (25, Shape::raw(5, 5)),
];

/// A grid shape, named by its box: `width` cells wide and `height` cells tall.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Shape {
    width: u8,
    height: u8,
}

/// Why a shape was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// A box side of zero.
    ZeroSide {
        /// Box width as given.
        width: usize,
        /// Box height as given.
        height: usize,
    },
    /// A grid side outside `4..=25`.
    OutOfRange {
        /// Box width as given.
        width: usize,
        /// Box height as given.
        height: usize,
    },
    /// `--size N` for a side with no conventional box.
    NoConventionalBox(usize),
    /// Text that is not `WxH`.
    Syntax(String),
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ShapeError::ZeroSide { width, height } => {
                write!(
                    f,
                    "box {width}x{height} has a side of zero; both sides must be at least 1"
                )
            }
            ShapeError::OutOfRange { width, height } => {
                let n = width.saturating_mul(height);
                if n > MAX_SIDE {
                    write!(
                        f,
                        "box {width}x{height} makes a {n}x{n} grid; the largest supported is {MAX_SIDE}x{MAX_SIDE}"
                    )?;
                    // `9x9` written for the grid, not its box.
                    match Shape::conventional(width) {
                        Ok(grid) if width == height => {
                            write!(f, " (a {width}x{width} grid has {grid} boxes)")
                        }
                        _ => Ok(()),
                    }
                } else {
                    write!(
                        f,
                        "box {width}x{height} makes a {n}x{n} grid; the smallest supported is {MIN_SIDE}x{MIN_SIDE}"
                    )
                }
            }
            ShapeError::NoConventionalBox(n) => write!(
                f,
                "size {n} has no conventional box; sizes are {}, or give any box with --box WxH",
                conventional_sizes()
            ),
            ShapeError::Syntax(ref s) => write!(
                f,
                "'{s}' is not a box shape; expected WxH, a box W cells wide and H tall, such as 3x2"
            ),
        }
    }
}

impl std::error::Error for ShapeError {}

fn conventional_sizes() -> String {
    let sizes: Vec<String> = CONVENTIONAL.iter().map(|(n, _)| n.to_string()).collect();
    sizes.join(", ")
}

impl Shape {
    /// The grid size `N` with its conventional box, or a box `WxH`, as a
    /// teacher writes a grid: `4` is the 4x4 grid with 2x2 boxes, `3x2` the
    /// 6x6 grid with boxes 3 wide and 2 tall.
    pub fn from_size_or_box(text: &str) -> Result<Shape, ShapeError> {
        let t = text.trim();
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            return Shape::conventional(t.parse().unwrap_or(usize::MAX));
        }
        t.parse()
    }

    /// Whether this box, written `WxW`, may have been meant as the grid of
    /// that size: `4x4` is the box of a 16x16 grid, and the name people
    /// give the small grid for children. (`3x3`, `2x2` name no grid anyone
    /// makes.)
    pub fn may_mean_a_small_grid(self) -> bool {
        self.width == self.height
            && self.width >= 4
            && Shape::conventional(usize::from(self.width)).is_ok()
    }

    const fn raw(width: u8, height: u8) -> Shape {
        Shape { width, height }
    }

    /// The shape whose box is `width` cells wide and `height` cells tall.
    pub fn new(width: usize, height: usize) -> Result<Shape, ShapeError> {
        if width == 0 || height == 0 {
            return Err(ShapeError::ZeroSide { width, height });
        }
        let n = width.saturating_mul(height);
        if !(MIN_SIDE..=MAX_SIDE).contains(&n) {
            return Err(ShapeError::OutOfRange { width, height });
        }
        Ok(Shape::raw(width as u8, height as u8))
    }

    /// The conventional shape for a grid `n` cells on a side (`--size N`).
    pub fn conventional(n: usize) -> Result<Shape, ShapeError> {
        CONVENTIONAL
            .iter()
            .find(|(side, _)| *side == n)
            .map(|&(_, s)| s)
            .ok_or(ShapeError::NoConventionalBox(n))
    }

    /// The conventional shape whose grid has `cells` cells, if any.
    pub fn from_cell_count(cells: usize) -> Option<Shape> {
        CONVENTIONAL
            .iter()
            .find(|(side, _)| side * side == cells)
            .map(|&(_, s)| s)
    }

    /// The standard 9x9 shape (box 3x3).
    pub const fn classic() -> Shape {
        Shape::raw(3, 3)
    }

    /// Box width W.
    pub fn box_width(self) -> usize {
        self.width as usize
    }

    /// Box height H.
    pub fn box_height(self) -> usize {
        self.height as usize
    }

    /// Grid side N = W*H: the number of rows, columns, boxes and symbols.
    pub fn side(self) -> usize {
        self.box_width() * self.box_height()
    }

    /// Number of cells, N*N.
    pub fn cells(self) -> usize {
        self.side() * self.side()
    }

    /// Number of houses, 3N.
    pub fn houses(self) -> usize {
        3 * self.side()
    }

    /// Row of a cell (0-based).
    pub fn row(self, cell: usize) -> usize {
        cell / self.side()
    }

    /// Column of a cell (0-based).
    pub fn col(self, cell: usize) -> usize {
        cell % self.side()
    }

    /// Box of a cell (0-based, boxes numbered row by row).
    pub fn box_of(self, cell: usize) -> usize {
        let (r, c) = (self.row(cell), self.col(cell));
        self.box_at(r / self.box_height(), c / self.box_width())
    }

    /// Boxes across the grid: its stacks, N/W = H. (Boxes down it, its
    /// bands, number N/H = W.)
    pub fn stacks(self) -> usize {
        self.box_height()
    }

    /// The box of band `band` and stack `stack` (0-based).
    pub fn box_at(self, band: usize, stack: usize) -> usize {
        band * self.stacks() + stack
    }

    /// The cells of box `b`, row by row.
    pub fn box_cells(self, b: usize) -> impl Iterator<Item = usize> {
        let (w, h, n) = (self.box_width(), self.box_height(), self.side());
        let (r0, c0) = ((b / self.stacks()) * h, (b % self.stacks()) * w);
        (0..n).map(move |k| (r0 + k / w) * n + c0 + k % w)
    }

    /// The boxes on the diagonal from the top left: band `i`, stack `i`,
    /// for `i` up to the fewer of bands and stacks. No two share a row or
    /// a column.
    pub fn diagonal_boxes(self) -> impl Iterator<Item = usize> {
        (0..self.box_width().min(self.box_height())).map(move |i| self.box_at(i, i))
    }

    /// Whether a box edge runs between rows `r - 1` and `r`.
    pub fn box_edge_above(self, r: usize) -> bool {
        r.is_multiple_of(self.box_height())
    }

    /// Whether a box edge runs between columns `c - 1` and `c`.
    pub fn box_edge_left_of(self, c: usize) -> bool {
        c.is_multiple_of(self.box_width())
    }

    /// The rows of row `r`'s band.
    pub fn band_rows(self, r: usize) -> std::ops::Range<usize> {
        let h = self.box_height();
        r / h * h..(r / h + 1) * h
    }

    /// The columns of column `c`'s stack.
    pub fn stack_cols(self, c: usize) -> std::ops::Range<usize> {
        let w = self.box_width();
        c / w * w..(c / w + 1) * w
    }

    /// Row, column and box house indices of a cell, in the shared house space.
    pub fn houses_of(self, cell: usize) -> [usize; 3] {
        let n = self.side();
        [
            self.row(cell),
            n + self.col(cell),
            2 * n + self.box_of(cell),
        ]
    }

    /// The cell at row `r`, column `c` (0-based).
    #[inline]
    pub fn cell_at(self, r: usize, c: usize) -> Cell {
        Cell::new(r * self.side() + c)
    }

    /// Every cell, row by row.
    pub fn each_cell(self) -> impl Iterator<Item = Cell> {
        (0..self.cells()).map(Cell::new)
    }

    /// Row `r`'s house.
    #[inline]
    pub fn row_house(self, r: usize) -> House {
        House::new(r)
    }

    /// Column `c`'s house.
    #[inline]
    pub fn col_house(self, c: usize) -> House {
        House::new(self.side() + c)
    }

    /// Line `i`'s house: column `i` when `columns`, else row `i`.
    #[inline]
    pub fn line_house(self, columns: bool, i: usize) -> House {
        House::new(usize::from(columns) * self.side() + i)
    }

    /// Box `b`'s house (boxes numbered row by row from 0).
    #[inline]
    pub fn box_house(self, b: usize) -> House {
        House::new(2 * self.side() + b)
    }

    /// Every house: the rows, the columns, then the boxes.
    pub fn each_house(self) -> HouseRange {
        HouseRange::new(0..self.houses())
    }

    /// The rows, then the columns.
    pub fn line_houses(self) -> HouseRange {
        HouseRange::new(0..2 * self.side())
    }

    /// The boxes.
    pub fn box_houses(self) -> HouseRange {
        HouseRange::new(2 * self.side()..self.houses())
    }

    /// Whether house `h` is a box.
    #[inline]
    pub fn is_box(self, h: House) -> bool {
        h.index() >= 2 * self.side()
    }

    /// The box number (`0..N`) of a box house.
    #[inline]
    pub fn box_number(self, h: House) -> usize {
        debug_assert!(self.is_box(h));
        h.index() - 2 * self.side()
    }

    /// The human name of a house: `row 3`, `column 7`, `box 2` (1-based).
    pub fn house_name(self, house: House) -> String {
        let (n, h) = (self.side(), house.index());
        match h / n {
            0 => format!("row {}", h + 1),
            1 => format!("column {}", h - n + 1),
            _ => format!("box {}", h - 2 * n + 1),
        }
    }

    /// The human name of a cell: `r3c5` (1-based); in another language
    /// `StepWords::cell`.
    pub fn cell_name(self, cell: Cell) -> String {
        let c = cell.index();
        format!("r{}c{}", self.row(c) + 1, self.col(c) + 1)
    }

    /// Whether the boxes are whole rows or columns (boxes `Nx1` or `1xN`):
    /// a Latin square, whose only houses are its rows and columns.
    pub fn is_latin_square(self) -> bool {
        self.width == 1 || self.height == 1
    }

    /// Whether this shape is the conventional one for its side.
    pub fn is_conventional(self) -> bool {
        Shape::conventional(self.side()) == Ok(self)
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl FromStr for Shape {
    type Err = ShapeError;

    /// Parses `WxH` (also `W*H` or `WXH`), such as `3x2`.
    fn from_str(s: &str) -> Result<Shape, ShapeError> {
        let t = s.trim();
        let syntax = || ShapeError::Syntax(t.to_string());
        let (w, h) = t.split_once(['x', 'X', '*']).ok_or_else(syntax)?;
        let parse = |p: &str| -> Result<usize, ShapeError> {
            let p = p.trim();
            if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax());
            }
            // Absurdly long numbers are out of range, not a syntax error.
            Ok(p.parse::<usize>().unwrap_or(usize::MAX))
        };
        Shape::new(parse(w)?, parse(h)?)
    }
}

/// Every supported shape, both orientations, ordered by side then width.
pub fn all_shapes() -> Vec<Shape> {
    let mut v = Vec::new();
    for n in MIN_SIDE..=MAX_SIDE {
        for w in 1..=n {
            if n % w == 0 {
                v.push(Shape::raw(w as u8, (n / w) as u8));
            }
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_cells_bands_stacks_and_edges_agree_with_box_of() {
        for shape in all_shapes() {
            let n = shape.side();
            for b in 0..n {
                let cells: Vec<usize> = shape.box_cells(b).collect();
                assert_eq!(cells.len(), n, "{shape}");
                assert!(cells.windows(2).all(|p| p[0] < p[1]), "{shape}");
                assert!(
                    cells.iter().all(|&c| shape.box_of(c) == b),
                    "{shape} box {b}"
                );
            }
            let diagonal: Vec<usize> = shape.diagonal_boxes().collect();
            let rows = diagonal
                .iter()
                .map(|&b| shape.row(shape.box_cells(b).next().unwrap()));
            assert!(
                rows.clone().zip(rows.skip(1)).all(|(a, b)| a < b),
                "{shape}"
            );
            for c in 0..shape.cells() {
                let (r, k) = (shape.row(c), shape.col(c));
                assert!(shape.band_rows(r).contains(&r) && shape.stack_cols(k).contains(&k));
                for r2 in shape.band_rows(r) {
                    assert_eq!(shape.box_of(r2 * n + k), shape.box_of(c), "{shape}");
                }
                for k2 in shape.stack_cols(k) {
                    assert_eq!(shape.box_of(r * n + k2), shape.box_of(c), "{shape}");
                }
                if r > 0 {
                    let crossed = shape.box_of(c) != shape.box_of(c - n);
                    assert_eq!(shape.box_edge_above(r), crossed, "{shape} r{r}");
                }
                if k > 0 {
                    let crossed = shape.box_of(c) != shape.box_of(c - 1);
                    assert_eq!(shape.box_edge_left_of(k), crossed, "{shape} c{k}");
                }
            }
        }
    }

    #[test]
    fn parse_and_errors() {
        assert_eq!("3x2".parse::<Shape>(), Shape::new(3, 2));
        assert_eq!(Shape::conventional(6), Shape::new(3, 2));
        assert_eq!(
            "6x5".parse::<Shape>().unwrap_err().to_string(),
            "box 6x5 makes a 30x30 grid; the largest supported is 25x25"
        );
        assert!(matches!(
            "0x3".parse::<Shape>(),
            Err(ShapeError::ZeroSide { .. })
        ));
        assert!(matches!(
            "1x3".parse::<Shape>(),
            Err(ShapeError::OutOfRange { .. })
        ));
        assert!(matches!(
            "99999999999999999999999x2".parse::<Shape>(),
            Err(ShapeError::OutOfRange { .. })
        ));
        assert!(matches!(
            "3by2".parse::<Shape>(),
            Err(ShapeError::Syntax(_))
        ));
        assert!(Shape::conventional(7).is_err());
        // Divisor pairs of 4..=25: every box in both orientations.
        assert_eq!(all_shapes().len(), 82);
        assert!(all_shapes().contains(&Shape::new(1, 4).unwrap()));
        assert!(all_shapes().contains(&Shape::new(5, 5).unwrap()));
    }
}

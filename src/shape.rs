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
use crate::layout::Layout;

/// The smallest supported grid side.
pub const MIN_SIDE: usize = 4;
/// The largest supported grid side.
pub const MAX_SIDE: usize = 25;

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
    /// [`StepWords::cell`](crate::lang::StepWords::cell).
    pub fn cell_name(self, cell: Cell) -> String {
        crate::lang::Lang::En.steps().cell(self, cell)
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

/// House tables for one layout, computed once and shared by the
/// algorithms: rows `0..N`, columns `N..2N`, regions (boxes) `2N..3N`, then
/// the layout's extra houses (diagonals, windows).
#[derive(Clone, Debug)]
pub struct Houses {
    layout: Layout,
    /// The side, N.
    side: usize,
    /// `house_cells[h * N .. (h + 1) * N]`: the cells of house `h`.
    house_cells: Vec<Cell>,
    /// `cell_houses[c]`: row, column and region of cell `c`.
    cell_houses: Vec<[House; 3]>,
    /// `cell_positions[c]`: the index of cell `c` within its row, column
    /// and region.
    cell_positions: Vec<[u8; 3]>,
    /// `extras[extra_start[c] .. extra_start[c + 1]]`: the extra houses of
    /// cell `c`, and in `extra_positions` its index within each.
    extras: Vec<House>,
    extra_positions: Vec<u8>,
    extra_start: Vec<u32>,
    /// `peers[peer_start[c] .. peer_start[c + 1]]`: the cells sharing a
    /// house with `c`, in order.
    peers: Vec<Cell>,
    peer_start: Vec<u32>,
    /// Every line–region intersection with cells, rows' first.
    segments: Vec<Segment>,
    /// `line_segments[l]`: the segments of line house `l` (row or column).
    line_segments: Vec<Vec<u16>>,
    /// `box_segments[h]`: the row segments, then the column segments, of
    /// region house `h` (empty for lines: indexed by house, no arithmetic).
    box_segments: Vec<[Vec<u16>; 2]>,
    /// The intersections of two or more cells of an extra house with
    /// another house (a diagonal with a box, a window with a row, a column
    /// or a box).
    extra_segments: Vec<Segment>,
}

/// The cells a line (row or column) shares with a box, with the rest of
/// each: the ground of locked candidates (pointing and claiming).
#[derive(Clone, Debug)]
pub struct Segment {
    /// The line house (a row or a column).
    pub line: House,
    /// The box house.
    pub boxh: House,
    /// The shared cells, in house order.
    pub cells: Vec<Cell>,
    /// The cells of the line outside the box.
    pub line_rest: Vec<Cell>,
    /// The cells of the box outside the line.
    pub box_rest: Vec<Cell>,
}

impl Houses {
    /// Builds the tables for the classic layout of `shape`.
    pub fn new(shape: Shape) -> Houses {
        Houses::of_layout(&Layout::classic(shape))
    }

    /// Builds the tables for `layout`.
    pub fn of_layout(layout: &Layout) -> Houses {
        let n = layout.side();
        let cells = layout.cells();
        let all = layout.houses();
        let house_count = all.len();
        let mut house_cells = Vec::with_capacity(house_count * n);
        let mut cell_houses = vec![[House::new(0); 3]; cells];
        let mut cell_positions = vec![[0u8; 3]; cells];
        let mut cell_extras: Vec<Vec<(House, u8)>> = vec![Vec::new(); cells];
        for (h, house) in all.iter().enumerate() {
            for (i, &c) in house.iter().enumerate() {
                house_cells.push(Cell::new(c));
                if h < 3 * n {
                    cell_houses[c][h / n] = House::new(h);
                    cell_positions[c][h / n] = i as u8;
                } else {
                    cell_extras[c].push((House::new(h), i as u8));
                }
            }
        }
        let mut extras = Vec::new();
        let mut extra_positions = Vec::new();
        let mut extra_start = vec![0u32];
        for e in &cell_extras {
            extras.extend(e.iter().map(|&(h, _)| h));
            extra_positions.extend(e.iter().map(|&(_, i)| i));
            extra_start.push(extras.len() as u32);
        }
        // Peers: any house in common, without the cell itself.
        let mut peers = Vec::new();
        let mut peer_start = vec![0u32];
        let mut shared = vec![false; cells];
        for c in 0..cells {
            let extra = cell_extras[c].iter().map(|&(h, _)| h);
            for h in cell_houses[c].iter().copied().chain(extra) {
                for &p in &all[h.index()] {
                    shared[p] = true;
                }
            }
            shared[c] = false;
            for (p, s) in shared.iter_mut().enumerate() {
                if *s {
                    peers.push(Cell::new(p));
                    *s = false;
                }
            }
            peer_start.push(peers.len() as u32);
        }
        let mut segments = Vec::new();
        let mut line_segments = vec![Vec::new(); 2 * n];
        let mut box_segments = vec![[Vec::new(), Vec::new()]; house_count];
        for line in 0..2 * n {
            let line_cells = &house_cells[line * n..(line + 1) * n];
            for boxh in 2 * n..3 * n {
                let box_cells = &house_cells[boxh * n..(boxh + 1) * n];
                let cells: Vec<Cell> = line_cells
                    .iter()
                    .copied()
                    .filter(|c| box_cells.contains(c))
                    .collect();
                if cells.is_empty() {
                    continue;
                }
                let rest =
                    |of: &[Cell]| of.iter().copied().filter(|c| !cells.contains(c)).collect();
                let id = segments.len() as u16;
                line_segments[line].push(id);
                box_segments[boxh][line / n].push(id);
                segments.push(Segment {
                    line: House::new(line),
                    boxh: House::new(boxh),
                    line_rest: rest(line_cells),
                    box_rest: rest(box_cells),
                    cells,
                });
            }
        }
        // An extra house with each other house it shares two cells or more
        // with: the line's part taken by a row, a column or a diagonal,
        // else by the extra house (a window against a box).
        let mut extra_segments = Vec::new();
        for e in 3 * n..house_count {
            for h in (0..house_count).filter(|&h| h != e && (h < 3 * n || h > e)) {
                let (e_cells, h_cells) = (&all[e], &all[h]);
                let shared: Vec<usize> = e_cells
                    .iter()
                    .copied()
                    .filter(|c| h_cells.contains(c))
                    .collect();
                if shared.len() < 2 {
                    continue;
                }
                let (line, boxh) = if h < 2 * n { (h, e) } else { (e, h) };
                let rest = |of: &[usize]| {
                    of.iter()
                        .copied()
                        .filter(|c| !shared.contains(c))
                        .map(Cell::new)
                        .collect()
                };
                extra_segments.push(Segment {
                    line: House::new(line),
                    boxh: House::new(boxh),
                    line_rest: rest(&all[line]),
                    box_rest: rest(&all[boxh]),
                    cells: shared.iter().copied().map(Cell::new).collect(),
                });
            }
        }
        Houses {
            extra_segments,
            layout: layout.clone(),
            side: n,
            house_cells,
            cell_houses,
            cell_positions,
            extras,
            extra_positions,
            extra_start,
            peers,
            peer_start,
            segments,
            line_segments,
            box_segments,
        }
    }

    /// The layout these tables describe.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The side, N.
    pub fn side(&self) -> usize {
        self.side
    }

    /// Every house: rows, columns, regions, then the extras.
    pub fn each_house(&self) -> HouseRange {
        HouseRange::new(0..self.house_cells.len() / self.side)
    }

    /// The index of a cell within each of its extra houses, in the order
    /// of [`Houses::extras_of`].
    #[inline]
    pub fn extra_positions_of(&self, cell: Cell) -> &[u8] {
        let c = cell.index();
        &self.extra_positions[self.extra_start[c] as usize..self.extra_start[c + 1] as usize]
    }

    /// Whether the layout has extra houses.
    pub fn has_extras(&self) -> bool {
        !self.extras.is_empty()
    }

    /// The extra houses (diagonals, windows), after the regions.
    pub fn extra_houses(&self) -> HouseRange {
        HouseRange::new(3 * self.side..self.house_cells.len() / self.side)
    }

    /// The rows, then the columns.
    pub fn line_houses(&self) -> HouseRange {
        HouseRange::new(0..2 * self.side)
    }

    /// The regions (boxes).
    pub fn region_houses(&self) -> HouseRange {
        HouseRange::new(2 * self.side..3 * self.side)
    }

    /// The extra houses of a cell (diagonals, windows): none in the
    /// classic.
    #[inline]
    pub fn extras_of(&self, cell: Cell) -> &[House] {
        let c = cell.index();
        &self.extras[self.extra_start[c] as usize..self.extra_start[c + 1] as usize]
    }

    /// Every line–box intersection: `N * H` row segments of `W` cells, then
    /// `N * W` column segments of `H` cells.
    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    /// The intersections of the extra houses with the others (a diagonal
    /// with a box; a window with a row, a column or a box), each as a
    /// segment whose line part is the row, column or diagonal (the window
    /// against a box): none in the classic.
    pub fn extra_segments(&self) -> &[Segment] {
        &self.extra_segments
    }

    /// The segments (indices into [`Houses::segments`]) of a line house,
    /// one a box it crosses.
    pub fn line_segments(&self, line: House) -> &[u16] {
        &self.line_segments[line.index()]
    }

    /// The row segments (`columns` false) or column segments of a box house.
    pub fn box_segments(&self, boxh: House, columns: bool) -> &[u16] {
        debug_assert!((2 * self.side..3 * self.side).contains(&boxh.index()));
        &self.box_segments[boxh.index()][columns as usize]
    }

    /// The shape of the layout's boxes ([`Layout::shape`]: for irregular
    /// regions, the shape of its side with rows for boxes; only the side
    /// means anything there).
    pub fn shape(&self) -> Shape {
        self.layout.shape()
    }

    /// The N cells of house `h`.
    #[inline]
    pub fn cells_of(&self, house: House) -> &[Cell] {
        let (n, h) = (self.side, house.index());
        &self.house_cells[h * n..(h + 1) * n]
    }

    /// Row, column and region of a cell (its extras: [`Houses::extras_of`]).
    #[inline]
    pub fn houses_of(&self, cell: Cell) -> [House; 3] {
        self.cell_houses[cell.index()]
    }

    /// The index of a cell within its row, column and box: `cells_of(h)[i]`
    /// is the cell for the house `houses_of(cell)[k]` and `i =
    /// positions_of(cell)[k]`.
    #[inline]
    pub fn positions_of(&self, cell: Cell) -> [u8; 3] {
        self.cell_positions[cell.index()]
    }

    /// The cells that share a house with `cell` (each once, in order).
    #[inline]
    pub fn peers_of(&self, cell: Cell) -> &[Cell] {
        let c = cell.index();
        &self.peers[self.peer_start[c] as usize..self.peer_start[c + 1] as usize]
    }
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
    fn every_cell_is_in_exactly_three_houses_of_n_cells() {
        for shape in all_shapes() {
            let t = Houses::new(shape);
            let n = shape.side();
            let mut seen = vec![0; shape.cells()];
            assert_eq!(shape.each_house().len(), 3 * n);
            for h in shape.each_house() {
                assert_eq!(t.cells_of(h).len(), n);
                for &c in t.cells_of(h) {
                    seen[c.index()] += 1;
                    assert!(t.houses_of(c).contains(&h));
                }
            }
            assert!(seen.iter().all(|&k| k == 3), "{shape}");
            for c in shape.each_cell() {
                let (hs, ps) = (t.houses_of(c), t.positions_of(c));
                assert_eq!(hs.map(House::index), shape.houses_of(c.index()));
                assert_eq!(
                    hs,
                    [
                        shape.row_house(shape.row(c.index())),
                        shape.col_house(shape.col(c.index())),
                        shape.box_house(shape.box_of(c.index())),
                    ]
                );
                assert!(!shape.is_box(hs[1]) && shape.is_box(hs[2]));
                assert_eq!(shape.box_number(hs[2]), shape.box_of(c.index()));
                for k in 0..3 {
                    assert_eq!(t.cells_of(hs[k])[ps[k] as usize], c);
                }
            }
            let lines: Vec<House> = shape.line_houses().collect();
            let boxes: Vec<House> = shape.box_houses().collect();
            assert_eq!(
                [lines, boxes].concat(),
                shape.each_house().collect::<Vec<_>>()
            );
            for i in 0..n {
                assert_eq!(shape.line_house(false, i), shape.row_house(i));
                assert_eq!(shape.line_house(true, i), shape.col_house(i));
            }
        }
    }

    #[test]
    fn peers_are_symmetric_and_counted() {
        for shape in all_shapes() {
            let t = Houses::new(shape);
            let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
            // Row and column peers, plus the box cells in neither line; a
            // 1xN or Nx1 box lies in one line, so it adds nothing.
            let expected = 2 * (n - 1) + (w - 1) * (h - 1);
            for c in shape.each_cell() {
                assert_eq!(t.peers_of(c).len(), expected, "{shape}");
                for &p in t.peers_of(c) {
                    assert!(t.peers_of(p).contains(&c));
                }
            }
        }
    }

    #[test]
    fn segments_split_every_line_and_box() {
        for shape in all_shapes() {
            let t = Houses::new(shape);
            let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
            let segs = t.segments();
            assert_eq!(segs.len(), n * h + n * w, "{shape}");
            for s in segs {
                let (line, boxh) = (s.line, s.boxh);
                assert!(!shape.is_box(line) && shape.is_box(boxh));
                let len = if line.index() < n { w } else { h };
                assert_eq!(s.cells.len(), len, "{shape}");
                let mut l: Vec<Cell> = s.cells.iter().chain(&s.line_rest).copied().collect();
                let mut b: Vec<Cell> = s.cells.iter().chain(&s.box_rest).copied().collect();
                l.sort_unstable();
                b.sort_unstable();
                assert_eq!(l, t.cells_of(line), "{shape}");
                assert_eq!(b, t.cells_of(boxh), "{shape}");
            }
            for line in shape.line_houses() {
                let covered: usize = t
                    .line_segments(line)
                    .iter()
                    .map(|&i| segs[i as usize].cells.len())
                    .sum();
                assert_eq!(covered, n, "{shape} {}", shape.house_name(line));
            }
            for b in shape.box_houses() {
                for columns in [false, true] {
                    let covered: usize = t
                        .box_segments(b, columns)
                        .iter()
                        .map(|&i| segs[i as usize].cells.len())
                        .sum();
                    assert_eq!(covered, n, "{shape} box {b}");
                }
            }
        }
    }

    #[test]
    fn boxes_are_w_wide_and_h_tall() {
        let s = Shape::new(3, 2).unwrap();
        let t = Houses::new(s);
        // Box 0 of a 6x6 with 3x2 boxes: rows 0-1, columns 0-2.
        let cells = |v: [usize; 6]| v.map(Cell::new);
        assert_eq!(t.cells_of(s.box_house(0)), cells([0, 1, 2, 6, 7, 8]));
        let s = Shape::new(2, 3).unwrap();
        let t = Houses::new(s);
        assert_eq!(t.cells_of(s.box_house(0)), cells([0, 1, 6, 7, 12, 13]));
        assert_eq!(s.box_of(2), 1);
        assert_eq!(s.box_of(18), 3);
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

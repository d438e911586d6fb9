//! Where a puzzle's cells lie: a canvas of rows and columns, the place of
//! each cell on it, and the grids that cover it. One N x N grid covers its
//! whole canvas; a samurai's five grids overlap at their corner boxes and
//! leave holes (canvas places outside every grid, which are no cells).
//!
//! Cells are numbered in reading order of their places, so that the cells
//! of one N x N grid are numbered row by row, `row * N + column`, as
//! everywhere else in the crate.
//!
//! ```
//! use sudoku_press::canvas::Canvas;
//! let samurai = Canvas::of_grids(9, &[(0, 0), (0, 12), (6, 6), (12, 0), (12, 12)]);
//! assert_eq!((samurai.rows(), samurai.cols()), (21, 21));
//! assert_eq!(samurai.cells(), 5 * 81 - 4 * 9);
//! assert_eq!(samurai.cell_at(0, 9), None);
//! assert_eq!(samurai.place(samurai.cell_at(6, 6).unwrap()), (6, 6));
//! ```

/// A cell's top side, in the bits of a cell's sides (a layout's region
/// edges, a cage's outline).
pub const EDGE_TOP: u8 = 1;
/// A cell's right side.
pub const EDGE_RIGHT: u8 = 2;
/// A cell's bottom side.
pub const EDGE_BOTTOM: u8 = 4;
/// A cell's left side.
pub const EDGE_LEFT: u8 = 8;

/// A canvas place that holds no cell.
const HOLE: u16 = u16::MAX;

/// The canvas of a puzzle: its size, its grids' top left corners, and
/// where each cell lies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Canvas {
    rows: usize,
    cols: usize,
    /// The side of each grid, N.
    side: usize,
    /// The top left corner (row, column) of each grid.
    grids: Vec<(usize, usize)>,
    /// `cell_at[row * cols + col]`: the cell at a place, or `HOLE`.
    cell_at: Vec<u16>,
    /// `places[cell]`: where a cell lies.
    places: Vec<(u16, u16)>,
}

impl Canvas {
    /// The canvas of one N x N grid: every place a cell, cell `r * N + c`
    /// at row `r`, column `c`.
    pub fn square(side: usize) -> Canvas {
        Canvas::of_grids(side, &[(0, 0)])
    }

    /// The canvas the N x N grids with these top left corners cover, as
    /// small as holds them (the corners shifted so that the smallest row
    /// and column are 0 is the caller's affair: they are taken as given).
    pub fn of_grids(side: usize, corners: &[(usize, usize)]) -> Canvas {
        let rows = corners.iter().map(|&(r, _)| r + side).max().unwrap_or(0);
        let cols = corners.iter().map(|&(_, c)| c + side).max().unwrap_or(0);
        let mut covered = vec![false; rows * cols];
        for &(r0, c0) in corners {
            for r in r0..r0 + side {
                covered[r * cols + c0..r * cols + c0 + side].fill(true);
            }
        }
        let mut cell_at = vec![HOLE; rows * cols];
        let mut places = Vec::new();
        for (i, _) in covered.iter().enumerate().filter(|&(_, &c)| c) {
            cell_at[i] = places.len() as u16;
            places.push(((i / cols) as u16, (i % cols) as u16));
        }
        Canvas {
            rows,
            cols,
            side,
            grids: corners.to_vec(),
            cell_at,
            places,
        }
    }

    /// Its rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Its columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// How many cells it has (its places less its holes).
    pub fn cells(&self) -> usize {
        self.places.len()
    }

    /// The side of each of its grids, N.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The top left corner (row, column) of each grid.
    pub fn grids(&self) -> &[(usize, usize)] {
        &self.grids
    }

    /// Whether it is one N x N grid, cell `r * N + c` at `(r, c)`.
    pub fn is_square(&self) -> bool {
        self.grids.len() == 1
    }

    /// Where cell `cell` lies: (row, column) on the canvas.
    pub fn place(&self, cell: usize) -> (usize, usize) {
        let (r, c) = self.places[cell];
        (r.into(), c.into())
    }

    /// The cell at a place, or `None` for a hole or a place off the
    /// canvas.
    pub fn cell_at(&self, row: usize, col: usize) -> Option<usize> {
        if row >= self.rows || col >= self.cols {
            return None;
        }
        let c = self.cell_at[row * self.cols + col];
        (c != HOLE).then_some(c.into())
    }

    /// The cell `dr` rows and `dc` columns from `cell`, or `None` for a
    /// hole or a place off the canvas.
    pub fn neighbour(&self, cell: usize, dr: isize, dc: isize) -> Option<usize> {
        let (r, c) = self.place(cell);
        let row = r.checked_add_signed(dr)?;
        let col = c.checked_add_signed(dc)?;
        self.cell_at(row, col)
    }

    /// Each cell's sides along the border of its group (`group[cell]`,
    /// a region or a cage), as bits ([`EDGE_TOP`], [`EDGE_RIGHT`],
    /// [`EDGE_BOTTOM`], [`EDGE_LEFT`]): where the place beyond holds a
    /// cell of another group, or no cell (a hole, or off the canvas).
    pub fn borders(&self, group: &[usize]) -> Vec<u8> {
        (0..self.cells())
            .map(|cell| {
                [
                    (-1, 0, EDGE_TOP),
                    (0, 1, EDGE_RIGHT),
                    (1, 0, EDGE_BOTTOM),
                    (0, -1, EDGE_LEFT),
                ]
                .into_iter()
                .filter(|&(dr, dc, _)| {
                    self.neighbour(cell, dr, dc)
                        .is_none_or(|o| group[o] != group[cell])
                })
                .fold(0, |m, (_, _, bit)| m | bit)
            })
            .collect()
    }

    /// The cell at row `r`, column `c` of grid `g` (both from 0, inside
    /// the grid).
    pub fn grid_cell(&self, g: usize, r: usize, c: usize) -> usize {
        let (r0, c0) = self.grids[g];
        self.cell_at(r0 + r, c0 + c)
            .expect("a grid's places are cells")
    }

    /// The grids a cell belongs to, in order.
    pub fn grids_of(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let (r, c) = self.place(cell);
        let n = self.side;
        self.grids
            .iter()
            .enumerate()
            .filter(move |&(_, &(r0, c0))| (r0..r0 + n).contains(&r) && (c0..c0 + n).contains(&c))
            .map(|(g, _)| g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_canvas_numbers_its_cells_row_by_row() {
        let c = Canvas::square(6);
        assert_eq!(c.cells(), 36);
        for cell in 0..36 {
            assert_eq!(c.place(cell), (cell / 6, cell % 6));
            assert_eq!(c.cell_at(cell / 6, cell % 6), Some(cell));
            assert_eq!(c.grid_cell(0, cell / 6, cell % 6), cell);
            assert_eq!(c.grids_of(cell).collect::<Vec<_>>(), [0]);
        }
        assert_eq!(c.cell_at(6, 0), None);
        assert!(c.is_square());
    }

    #[test]
    fn overlapping_grids_share_cells_and_leave_holes() {
        // A 4x4 samurai: four grids tile an 8x8, a fifth in the middle.
        let c = Canvas::of_grids(4, &[(0, 0), (0, 4), (2, 2), (4, 0), (4, 4)]);
        assert_eq!((c.rows(), c.cols(), c.cells()), (8, 8, 64));
        let centre = c.cell_at(2, 2).unwrap();
        assert_eq!(c.grids_of(centre).collect::<Vec<_>>(), [0, 2]);
        let corner = c.cell_at(0, 0).unwrap();
        assert_eq!(c.grids_of(corner).collect::<Vec<_>>(), [0]);
        // Two grids side by side, one row lower: holes at both ends.
        let c = Canvas::of_grids(4, &[(0, 0), (1, 4)]);
        assert_eq!((c.rows(), c.cols(), c.cells()), (5, 8, 32));
        assert_eq!(c.cell_at(0, 4), None);
        assert_eq!(c.cell_at(4, 0), None);
        assert_eq!(c.place(4), (1, 0));
        assert_eq!(c.grid_cell(1, 0, 0), c.cell_at(1, 4).unwrap());
    }
}

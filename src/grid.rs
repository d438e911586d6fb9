//! A grid of symbols, its text symbols, and the rule check.
//!
//! Symbols are `1..=N`; `0` is an empty cell. In text, symbols are written
//! `1`-`9` then `A`, `B`, ... (`A` = 10, up to `P` = 25).

use crate::cell::{Cell, House};
use crate::houses::Houses;
use crate::layout::{Layout, Variant};
use crate::shape::Shape;
use crate::symbol::{Symbol, SymbolSet};
use std::fmt;
use std::sync::Arc;

/// The character of a canvas place outside every grid (a samurai's) in the
/// text formats.
pub const HOLE: char = '-';

/// The text character of a grid value: its [`Symbol`]'s, `.` for an empty
/// cell (0).
pub fn symbol_char(d: u8) -> char {
    Symbol::new(d).map_or('.', Symbol::to_char)
}

/// The grid value of the symbol a character stands for
/// ([`Symbol::from_char`]), if any.
pub const fn char_symbol(ch: char) -> Option<u8> {
    match Symbol::from_char(ch) {
        Some(s) => Some(s.get()),
        None => None,
    }
}

/// A grid of one layout: each cell empty (`0`) or holding a symbol
/// `1..=N`. Grids made from a shape have its classic layout.
#[derive(Clone, PartialEq, Eq)]
pub struct Grid {
    layout: Arc<Layout>,
    cells: Vec<u8>,
}

/// A symbol that appears more than once in a house.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The repeated symbol.
    pub symbol: u8,
    /// The house.
    pub house: House,
    /// The cells holding it, in house order.
    pub cells: Vec<Cell>,
}

impl Grid {
    /// An empty grid.
    pub fn empty(shape: Shape) -> Grid {
        Grid::empty_of(Layout::shared_classic(shape))
    }

    /// An empty grid of `layout`.
    pub fn empty_of(layout: Arc<Layout>) -> Grid {
        Grid {
            cells: vec![0; layout.cells()],
            layout,
        }
    }

    /// A grid from cell values row by row (`0` empty). Returns `None` if the
    /// length is not N*N or a value exceeds N.
    pub fn from_cells(shape: Shape, cells: Vec<u8>) -> Option<Grid> {
        Grid::of_layout(Layout::shared_classic(shape), cells)
    }

    /// A grid of `layout` from cell values row by row (`0` empty); `None`
    /// if the length is not N*N or a value exceeds N.
    pub fn of_layout(layout: Arc<Layout>, cells: Vec<u8>) -> Option<Grid> {
        let n = layout.side() as u8;
        (cells.len() == layout.cells() && cells.iter().all(|&v| v <= n))
            .then_some(Grid { layout, cells })
    }

    /// The grid's shape: its boxes' ([`Layout::shape`] for a jigsaw's).
    pub fn shape(&self) -> Shape {
        self.layout.shape()
    }

    /// The grid's layout of houses.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The grid's layout, to share with other grids.
    pub fn shared_layout(&self) -> &Arc<Layout> {
        &self.layout
    }

    /// The grid's variant.
    pub fn variant(&self) -> Variant {
        self.layout.variant()
    }

    /// Cell values row by row, `0` for empty.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The value of a cell (`0` empty).
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets a cell (`0` clears it).
    ///
    /// # Panics
    /// If `value` exceeds N: callers pass symbols of this shape only.
    pub fn set(&mut self, cell: usize, value: u8) {
        assert!(value as usize <= self.layout.side(), "symbol out of range");
        self.cells[cell] = value;
    }

    /// Number of filled cells (clues).
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Number of empty cells.
    pub fn empty_cells(&self) -> usize {
        self.cells.len() - self.filled()
    }

    /// Every symbol repeated in a house, house by house.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let houses = Houses::of_layout(&self.layout);
        self.conflicts_with(&houses)
    }

    /// [`Grid::conflicts`] with prebuilt house tables.
    pub fn conflicts_with(&self, houses: &Houses) -> Vec<Conflict> {
        let mut out = Vec::new();
        for h in houses.each_house() {
            let mut seen = SymbolSet::EMPTY;
            let mut twice = SymbolSet::EMPTY;
            for &c in houses.cells_of(h) {
                let v = self.cells[c.index()];
                if v != 0 {
                    if seen.contains(v) {
                        twice.insert(v);
                    }
                    seen.insert(v);
                }
            }
            for symbol in twice.iter() {
                let cells = houses
                    .cells_of(h)
                    .iter()
                    .copied()
                    .filter(|c| self.cells[c.index()] == symbol)
                    .collect();
                out.push(Conflict {
                    symbol,
                    house: h,
                    cells,
                });
            }
        }
        out
    }

    /// Whether the grid is full and breaks no rule: no symbol twice in a
    /// house, a killer's cages each at its sum, and every relation between
    /// cells and property of a cell kept.
    pub fn is_solved(&self) -> bool {
        self.empty_cells() == 0
            && self.conflicts().is_empty()
            && self
                .layout
                .cages()
                .is_none_or(|cages| cages.breaks(&self.cells).is_empty())
            && self
                .layout
                .relations()
                .is_none_or(|r| r.breaks(&self.cells).is_empty())
    }

    /// Whether every clue of `puzzle` stands in this grid.
    pub fn keeps_clues_of(&self, puzzle: &Grid) -> bool {
        self.layout == puzzle.layout
            && puzzle
                .cells
                .iter()
                .zip(&self.cells)
                .all(|(&p, &s)| p == 0 || p == s)
    }

    /// The line format: N*N symbols row by row, `.` for blanks; a
    /// samurai's canvas row by row, [`HOLE`] for a place outside every
    /// grid.
    pub fn to_line(&self) -> String {
        let canvas = self.layout.canvas();
        let bytes = if canvas.is_square() {
            self.cells.iter().map(|&v| symbol_char(v) as u8).collect()
        } else {
            self.canvas_chars().map(|ch| ch as u8).collect()
        };
        String::from_utf8(bytes).expect("symbols are ASCII")
    }

    /// The character of each canvas place, row by row: its cell's symbol,
    /// or [`HOLE`].
    fn canvas_chars(&self) -> impl Iterator<Item = char> + '_ {
        let canvas = self.layout.canvas();
        (0..canvas.rows()).flat_map(move |r| {
            (0..canvas.cols()).map(move |c| {
                canvas
                    .cell_at(r, c)
                    .map_or(HOLE, |k| symbol_char(self.cells[k]))
            })
        })
    }

    /// The readable grid format: N lines, spaces between symbols, `|` and
    /// `-+` lines between boxes. Ends with a newline.
    pub fn to_grid_text(&self) -> String {
        let s = self.shape();
        let (w, n) = (s.box_width(), s.side());
        let mut out = String::new();
        // Irregular regions draw no rules: their letters go in a comment
        // above (see the format module).
        if self.variant().is_jigsaw() {
            for row in self.cells.chunks(n) {
                let symbols: Vec<String> =
                    row.iter().map(|&v| symbol_char(v).to_string()).collect();
                out.push_str(&symbols.join(" "));
                out.push('\n');
            }
            return out;
        }
        // Each box column is 2W-1 characters wide, padded by one space on
        // each side that meets a `|`. A samurai's grids lie on one tiling
        // of boxes across its canvas, its holes whole boxes of `-`.
        let canvas = self.layout.canvas();
        let (rows, cols) = (canvas.rows(), canvas.cols());
        let stacks = cols / w;
        let rule: String = (0..stacks)
            .map(|b| "-".repeat(2 * w - 1 + usize::from(b > 0) + usize::from(b + 1 < stacks)))
            .collect::<Vec<_>>()
            .join("+");
        let chars: Vec<char> = self.canvas_chars().collect();
        for r in 0..rows {
            if r > 0 && r % s.box_height() == 0 {
                out.push_str(&rule);
                out.push('\n');
            }
            for c in 0..cols {
                if c > 0 {
                    out.push_str(if c % w == 0 { " | " } else { " " });
                }
                out.push(chars[r * cols + c]);
            }
            out.push('\n');
        }
        out
    }
}

impl std::hash::Hash for Grid {
    /// The cells, shape and variant: grids equal in those and not in their
    /// regions are rare enough to share a bucket.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.shape().hash(state);
        self.layout.variant().hash(state);
        self.cells.hash(state);
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.variant() {
            Variant::CLASSIC => write!(f, "Grid({} {})", self.shape(), self.to_line()),
            _ => write!(
                f,
                "Grid({} {} {})",
                self.shape(),
                self.layout.label(),
                self.to_line()
            ),
        }
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_round_trip_and_stop_at_p() {
        for d in 1..=25 {
            assert_eq!(char_symbol(symbol_char(d)), Some(d));
        }
        assert_eq!(char_symbol('a'), Some(10));
        assert_eq!(char_symbol('Q'), None);
        assert_eq!(char_symbol('0'), None);
    }

    #[test]
    fn conflicts_name_symbol_house_and_cells() {
        let shape = Shape::new(2, 2).unwrap();
        let mut cells = vec![0; 16];
        cells[0] = 3;
        cells[5] = 3;
        let g = Grid::from_cells(shape, cells).unwrap();
        let c: Vec<String> = g
            .conflicts()
            .iter()
            .map(|c| {
                crate::lang::Lang::En
                    .steps()
                    .describe_conflict(g.layout(), c)
            })
            .collect();
        assert_eq!(c, ["symbol 3 twice in box 1: r1c1, r2c2"]);
    }

    #[test]
    fn a_killer_is_solved_only_with_its_cages_at_their_sums() {
        use crate::cages::Cages;
        use crate::layout::Variant;
        let four = Shape::new(2, 2).unwrap();
        let solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let sums = |cells: &[u8]| {
            let pairs = [
                [0, 1],
                [2, 3],
                [4, 5],
                [6, 7],
                [8, 9],
                [10, 11],
                [12, 13],
                [14, 15],
            ];
            pairs
                .map(|[a, b]| format!("{}={a},{b}", cells[a] + cells[b]))
                .join(" ")
        };
        let layout = |text: &str| {
            let cages = Cages::from_text(4, text).unwrap();
            let killer = Layout::new(four, Variant::KILLER).unwrap();
            Arc::new(killer.with_cages(cages).unwrap())
        };
        let right = Grid::of_layout(layout(&sums(&solution)), solution.to_vec()).unwrap();
        assert!(right.is_solved());
        // The same full grid, its houses kept, under cages of another sum.
        let mut other = solution;
        other.swap(1, 2);
        let wrong = Grid::of_layout(layout(&sums(&other)), solution.to_vec()).unwrap();
        assert!(wrong.conflicts().is_empty());
        assert!(!wrong.is_solved());
    }
}

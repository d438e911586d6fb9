//! Cages: the sums of a killer puzzle. A cage is a set of orthogonally
//! connected cells with a sum: its symbols, read as the numbers 1 to N,
//! add up to the sum and never repeat. A killer's cages cover the grid,
//! each cell in exactly one.
//!
//! ```
//! use sudoku_press::cages::{Cage, Cages};
//!
//! // A 4x4 grid in eight dominoes, two a row.
//! let cages: Vec<Cage> = (0..8)
//!     .map(|k| Cage { sum: 3 + k as u32 % 2 * 4, cells: vec![2 * k, 2 * k + 1] })
//!     .collect();
//! let cages = Cages::new(4, cages).unwrap();
//! assert_eq!(cages.cage_of(5), 2);
//! assert_eq!(cages.sum_sets(2, 7).collect::<Vec<_>>(), [0b1100]); // 3 + 4
//! ```

use crate::canvas::Canvas;
use crate::regions::connected;
use std::fmt;

/// In [`Cages::outlines`]: a cage's inner corner at a cell's top left.
pub const CORNER_TOP_LEFT: u8 = 16;
/// An inner corner at a cell's top right.
pub const CORNER_TOP_RIGHT: u8 = 32;
/// An inner corner at a cell's bottom left.
pub const CORNER_BOTTOM_LEFT: u8 = 64;
/// An inner corner at a cell's bottom right.
pub const CORNER_BOTTOM_RIGHT: u8 = 128;

/// The largest side a killer can have here: sums of up to 16 symbols, each
/// symbol a bit of a `u32`.
pub const MAX_KILLER_SIDE: usize = 16;

/// One cage: its cells (from 0, row by row) and its sum.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cage {
    /// What its symbols add up to.
    pub sum: u32,
    /// Its cells, from 0, row by row.
    pub cells: Vec<usize>,
}

/// The cages of a killer puzzle of one side: each connected, none with a
/// cell twice or in another cage, together covering the grid, each sum one
/// that distinct symbols can make in that many cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cages {
    side: usize,
    cages: Vec<Cage>,
    /// `of[c]`: the cage of cell `c`.
    of: Vec<u16>,
}

/// A rule of a killer's cages that a grid breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CageBreak {
    /// A symbol twice in a cage.
    Repeat {
        /// The cage, from 0.
        cage: usize,
        /// The symbol.
        symbol: u8,
    },
    /// A full cage off its sum, or one already over it.
    Sum {
        /// The cage, from 0.
        cage: usize,
        /// What its symbols add up to.
        made: u32,
    },
}

/// Why a set of cages is none a killer can have. Messages number cages
/// from 1 and name cells by row and column from 1, as a reader counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CagesError {
    /// A side with no killer here.
    Side {
        /// The side asked for.
        side: usize,
    },
    /// A cage without cells.
    Empty {
        /// The cage, from 0.
        cage: usize,
    },
    /// A cell number past the grid's last.
    OutOfGrid {
        /// The cage, from 0.
        cage: usize,
        /// The cell number given.
        cell: usize,
        /// The grid's side.
        side: usize,
    },
    /// A cell in two cages, or twice in one.
    Twice {
        /// The cell's row and column, from 1.
        cell: (usize, usize),
        /// The cages holding it, from 0 (the same one twice when a cage
        /// lists it twice).
        cages: (usize, usize),
    },
    /// A cell in no cage.
    Uncovered {
        /// The cell's row and column, from 1.
        cell: (usize, usize),
        /// The grid's side.
        side: usize,
    },
    /// A cage whose cells are not orthogonally connected.
    Disconnected {
        /// The cage, from 0.
        cage: usize,
    },
    /// More cells than the grid has symbols: one would repeat.
    TooBig {
        /// The cage, from 0.
        cage: usize,
        /// Its cells.
        size: usize,
        /// The grid's side: its number of symbols.
        side: usize,
    },
    /// A cage in text that is not `SUM=CELL,CELL,...`.
    Text {
        /// The cage, from 0.
        cage: usize,
        /// What was written.
        text: String,
    },
    /// A sum that distinct symbols cannot make in the cage's cells.
    Sum {
        /// The cage, from 0.
        cage: usize,
        /// The sum given.
        sum: u32,
        /// The least and the most they can make.
        range: (u32, u32),
    },
}

impl Cages {
    /// The cages of a killer of side `side`, checked.
    pub fn new(side: usize, cages: Vec<Cage>) -> Result<Cages, CagesError> {
        if !(1..=MAX_KILLER_SIDE).contains(&side) {
            return Err(CagesError::Side { side });
        }
        let cells = side * side;
        const NONE: u16 = u16::MAX;
        let mut of = vec![NONE; cells];
        for (k, cage) in cages.iter().enumerate() {
            if cage.cells.is_empty() {
                return Err(CagesError::Empty { cage: k });
            }
            for &c in &cage.cells {
                if c >= cells {
                    return Err(CagesError::OutOfGrid {
                        cage: k,
                        cell: c,
                        side,
                    });
                }
                if of[c] != NONE {
                    let cages = (of[c] as usize, k);
                    let cell = row_column(side, c);
                    return Err(CagesError::Twice { cell, cages });
                }
                of[c] = k as u16;
            }
            if cage.cells.len() > side {
                let size = cage.cells.len();
                return Err(CagesError::TooBig {
                    cage: k,
                    size,
                    side,
                });
            }
            let range = sum_range(side, cage.cells.len());
            if !(range.0..=range.1).contains(&cage.sum) {
                let sum = cage.sum;
                return Err(CagesError::Sum {
                    cage: k,
                    sum,
                    range,
                });
            }
            if !connected(side, cage.cells[0], cage.cells.len(), |c| of[c] == k as u16) {
                return Err(CagesError::Disconnected { cage: k });
            }
        }
        if let Some(c) = of.iter().position(|&k| k == NONE) {
            let cell = row_column(side, c);
            return Err(CagesError::Uncovered { cell, side });
        }
        Ok(Cages { side, cages, of })
    }

    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The cages, in their order.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The cage of cell `c`, as an index into [`Cages::cages`].
    pub fn cage_of(&self, c: usize) -> usize {
        self.of[c] as usize
    }

    /// Where each cell's cage outline runs, as the page draws it: the
    /// sides whose neighbour is in another cage or off the grid
    /// ([`Canvas::borders`]), and
    /// the inner corners, where the neighbours on both sides of a corner
    /// are in the cage and the one across it is not ([`CORNER_TOP_LEFT`]
    /// and the three others).
    pub fn outlines(&self) -> Vec<u8> {
        let canvas = Canvas::square(self.side);
        let group: Vec<usize> = self.of.iter().map(|&k| usize::from(k)).collect();
        let sides = canvas.borders(&group);
        let same = |cell: usize, dr, dc| {
            (canvas.neighbour(cell, dr, dc)).is_some_and(|o| group[o] == group[cell])
        };
        // An inner corner: both neighbours beside it in the cage, the one
        // across it not.
        let corner =
            |cell, dr, dc, bit| match same(cell, dr, 0) && same(cell, 0, dc) && !same(cell, dr, dc)
            {
                true => bit,
                false => 0,
            };
        (sides.into_iter().enumerate())
            .map(|(cell, sides)| {
                sides
                    | corner(cell, -1, -1, CORNER_TOP_LEFT)
                    | corner(cell, -1, 1, CORNER_TOP_RIGHT)
                    | corner(cell, 1, -1, CORNER_BOTTOM_LEFT)
                    | corner(cell, 1, 1, CORNER_BOTTOM_RIGHT)
            })
            .collect()
    }

    /// The rules of the cages that `cells` (0 empty, row by row) break:
    /// a symbol twice in a cage, a full cage off its sum, a cage whose
    /// symbols already add up to more than its sum. In cage order.
    pub fn breaks(&self, cells: &[u8]) -> Vec<CageBreak> {
        let mut out = Vec::new();
        for (k, cage) in self.cages.iter().enumerate() {
            let values: Vec<u8> = cage.cells.iter().map(|&c| cells[c]).collect();
            let mut seen = 0u32;
            for &v in values.iter().filter(|&&v| v != 0) {
                if seen >> (v - 1) & 1 != 0 {
                    out.push(CageBreak::Repeat { cage: k, symbol: v });
                    break;
                }
                seen |= 1 << (v - 1);
            }
            let made: u32 = values.iter().map(|&v| u32::from(v)).sum();
            let full = !values.contains(&0);
            if made > cage.sum || (full && made != cage.sum) {
                out.push(CageBreak::Sum { cage: k, made });
            }
        }
        out
    }

    /// The cages as text: each `SUM=CELL,CELL,...` (cells from 0, row by
    /// row), one space between cages; [`Cages::from_text`] reads it back.
    pub fn to_text(&self) -> String {
        let cages: Vec<String> = self
            .cages
            .iter()
            .map(|k| {
                let cells: Vec<String> = k.cells.iter().map(|c| c.to_string()).collect();
                format!("{}={}", k.sum, cells.join(","))
            })
            .collect();
        cages.join(" ")
    }

    /// The cages of side `side` written as [`Cages::to_text`] writes them
    /// (any whitespace between cages), checked as [`Cages::new`] checks.
    pub fn from_text(side: usize, text: &str) -> Result<Cages, CagesError> {
        Cages::new(side, cages_of_text(text)?)
    }

    /// The sets of `size` distinct symbols that add up to `sum`, each as a
    /// mask (bit `d - 1` for symbol `d`), in increasing order of masks.
    pub fn sum_sets(&self, size: usize, sum: u32) -> impl Iterator<Item = u32> + use<> {
        sum_sets(self.side, size, sum)
    }
}

/// The cages of text as [`Cages::to_text`] writes them, unchecked.
pub fn cages_of_text(text: &str) -> Result<Vec<Cage>, CagesError> {
    text.split_whitespace()
        .enumerate()
        .map(|(k, word)| {
            let bad = || CagesError::Text {
                cage: k,
                text: word.chars().take(40).collect(),
            };
            let (sum, cells) = word.split_once('=').ok_or_else(bad)?;
            let sum = sum.parse().map_err(|_| bad())?;
            let cells = cells
                .split(',')
                .map(|c| c.parse::<usize>())
                .collect::<Result<Vec<_>, _>>()
                .map_err(|_| bad())?;
            Ok(Cage { sum, cells })
        })
        .collect()
}

/// The least and the most `size` distinct symbols of 1 to `side` add up to
/// (every sum between is made by some).
pub fn sum_range(side: usize, size: usize) -> (u32, u32) {
    let (n, k) = (side as u32, size as u32);
    (k * (k + 1) / 2, k * (2 * n + 1 - k) / 2)
}

/// The sets of `size` distinct symbols of 1 to `side` that add up to `sum`,
/// each as a mask (bit `d - 1` for symbol `d`), in increasing order.
pub fn sum_sets(side: usize, size: usize, sum: u32) -> impl Iterator<Item = u32> + use<> {
    assert!(side <= MAX_KILLER_SIDE, "a killer has a side of 16 at most");
    (0u32..1 << side).filter(move |&m| {
        m.count_ones() as usize == size
            && (0..side).filter(|&d| m >> d & 1 != 0).sum::<usize>() + size == sum as usize
    })
}

/// Every set of distinct symbols of one side by size and sum, built once:
/// what the killer solver and the killer techniques look up.
#[derive(Clone, Debug)]
pub struct SumSets {
    /// `sets[k][s]`: the masks of `k` distinct symbols adding up to `s`.
    sets: Vec<Vec<Vec<u32>>>,
}

impl SumSets {
    /// The sets of symbols 1 to `side` (at most [`MAX_KILLER_SIDE`]).
    pub fn new(side: usize) -> SumSets {
        assert!(side <= MAX_KILLER_SIDE, "a killer has a side of 16 at most");
        let most = sum_range(side, side).1 as usize;
        let mut sets = vec![vec![Vec::new(); most + 1]; side + 1];
        for m in 0u32..1 << side {
            let s: usize = (0..side).filter(|&d| m >> d & 1 != 0).map(|d| d + 1).sum();
            sets[m.count_ones() as usize][s].push(m);
        }
        SumSets { sets }
    }

    /// The sets of symbols 1 to `side`, built once a process.
    pub fn shared(side: usize) -> &'static SumSets {
        use std::sync::OnceLock;
        static SETS: [OnceLock<SumSets>; MAX_KILLER_SIDE + 1] =
            [const { OnceLock::new() }; MAX_KILLER_SIDE + 1];
        SETS[side].get_or_init(|| SumSets::new(side))
    }

    /// The masks of `size` distinct symbols adding up to `sum` (bit `d - 1`
    /// for symbol `d`), in increasing order; none for a size or sum out of
    /// range.
    pub fn of(&self, size: usize, sum: u32) -> &[u32] {
        self.sets
            .get(size)
            .and_then(|by_sum| by_sum.get(sum as usize))
            .map_or(&[], |v| &v[..])
    }
}

/// Cell `c`'s row and column, from 1.
fn row_column(side: usize, c: usize) -> (usize, usize) {
    (c / side + 1, c % side + 1)
}

impl fmt::Display for CagesError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            CagesError::Side { side } => {
                write!(
                    f,
                    "a killer has a side from 1 to {MAX_KILLER_SIDE}, not {side}"
                )
            }
            CagesError::Empty { cage } => write!(f, "cage {} has no cells", cage + 1),
            CagesError::OutOfGrid { cage, cell, side } => {
                write!(
                    f,
                    "cage {} names cell {cell}, past the last cell of the {side}x{side} grid, {} \
                     (cells count from 0)",
                    cage + 1,
                    side * side - 1
                )
            }
            CagesError::Twice {
                cell: (r, c),
                cages: (a, b),
            } if a == b => write!(f, "cage {} lists row {r}, column {c} twice", a + 1),
            CagesError::Twice {
                cell: (r, c),
                cages: (a, b),
            } => write!(
                f,
                "row {r}, column {c} is in cage {} and in cage {}",
                a + 1,
                b + 1
            ),
            CagesError::Uncovered { cell: (r, c), side } => write!(
                f,
                "row {r}, column {c} is in no cage: the cages cover every cell of the \
                 {side}x{side} grid"
            ),
            CagesError::Text { cage, ref text } => write!(
                f,
                "cage {} is '{text}', not a sum, '=' and its cells counted from 0 \
                 (like 15=0,1,10)",
                cage + 1
            ),
            CagesError::Disconnected { cage } => {
                write!(f, "cage {}'s cells are not joined side to side", cage + 1)
            }
            CagesError::TooBig { cage, size, side } => write!(
                f,
                "cage {} has {size} cells, more than the {side} symbols of a {side}x{side} grid: \
                 a symbol would repeat in it",
                cage + 1
            ),
            CagesError::Sum {
                cage,
                sum,
                range: (least, most),
            } => write!(
                f,
                "cage {}'s sum {sum} cannot be made without repeats: its cells add up to \
                 {least} to {most}",
                cage + 1
            ),
        }
    }
}

impl std::error::Error for CagesError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canvas::{EDGE_BOTTOM, EDGE_LEFT, EDGE_RIGHT, EDGE_TOP};
    use crate::lang::Lang;

    #[test]
    fn grids_that_break_a_cage_say_which_and_how() {
        let cages =
            Cages::from_text(4, "3=0,1 7=2,3 7=4,5 3=6,7 3=8,9 7=10,11 7=12,13 3=14,15").unwrap();
        let mut cells = [0u8; 16];
        assert!(cages.breaks(&cells).is_empty());
        cells[0] = 2;
        cells[1] = 2;
        let b = cages.breaks(&cells);
        assert_eq!(b.len(), 2);
        assert_eq!(
            Lang::En.steps().describe_cage_break(&cages, &b[0]),
            "the cage 3 of r1c1, r1c2: 2 twice"
        );
        assert_eq!(
            Lang::En.steps().describe_cage_break(&cages, &b[1]),
            "the cage 3 of r1c1, r1c2: adds up to 4"
        );
        cells[1] = 1;
        assert!(cages.breaks(&cells).is_empty());
        // Full and short of its sum.
        cells[2] = 1;
        cells[3] = 2;
        assert_eq!(cages.breaks(&cells), [CageBreak::Sum { cage: 1, made: 3 }]);
    }

    #[test]
    fn outlines_run_round_each_cage_with_its_inner_corners() {
        // An L of three cells (0, 1, 4), the rest in pairs and a single:
        //  A A B B
        //  A C D D
        //  E C F F
        //  E G G H
        let cages =
            Cages::from_text(4, "6=0,1,4 7=2,3 3=5,9 7=6,7 3=8,12 7=10,11 7=13,14 4=15").unwrap();
        let o = cages.outlines();
        // Cell 0: the corner of the L, open right and down, and the cell
        // across its bottom right corner (5) in another cage.
        assert_eq!(o[0], EDGE_TOP | EDGE_LEFT | CORNER_BOTTOM_RIGHT);
        assert_eq!(o[1], EDGE_TOP | EDGE_RIGHT | EDGE_BOTTOM);
        assert_eq!(o[4], EDGE_LEFT | EDGE_RIGHT | EDGE_BOTTOM);
        // A one-cell cage: all four sides, no corner.
        assert_eq!(o[15], EDGE_TOP | EDGE_RIGHT | EDGE_BOTTOM | EDGE_LEFT);
        // A square's cells have no inner corner.
        let square = Cages::from_text(4, "10=0,1,4,5 3=2,3 7=6,7 3=8,9 7=10,11 3=12,13 7=14,15");
        let square = square.unwrap().outlines();
        assert_eq!(square[0], EDGE_TOP | EDGE_LEFT);
        assert_eq!(square[5], EDGE_BOTTOM | EDGE_RIGHT);
    }

    #[test]
    fn cages_read_back_from_their_text_and_bad_text_is_named() {
        let text = "3=0,1 7=2,3 7=4,5 3=6,7 3=8,9 7=10,11 7=12,13 3=14,15";
        let cages = Cages::from_text(4, text).unwrap();
        assert_eq!(cages.cages()[1], cage(7, &[2, 3]));
        assert_eq!(cages.to_text(), text);
        assert_eq!(Cages::from_text(4, &format!(" {text}\t")).unwrap(), cages);
        let bad = Cages::from_text(4, "3=0,1 7:2,3").unwrap_err();
        assert_eq!(
            bad.to_string(),
            "cage 2 is '7:2,3', not a sum, '=' and its cells counted from 0 (like 15=0,1,10)"
        );
        assert!(Cages::from_text(4, "3=0,x").is_err());
        assert!(Cages::from_text(4, "=0,1").is_err());
        // Read, then checked: cell 15 in no cage.
        let short = text.trim_end_matches(" 3=14,15");
        assert_eq!(
            Cages::from_text(4, short).unwrap_err().to_string(),
            "row 4, column 3 is in no cage: the cages cover every cell of the 4x4 grid"
        );
    }

    fn cage(sum: u32, cells: &[usize]) -> Cage {
        Cage {
            sum,
            cells: cells.to_vec(),
        }
    }

    #[test]
    fn sums_are_those_distinct_symbols_make() {
        // Every mask of distinct symbols, its size and sum counted here.
        for side in [4, 6, 9] {
            for size in 1..=side {
                let (least, most) = sum_range(side, size);
                let mut seen = 0;
                for sum in 0..=most + 1 {
                    let sets: Vec<u32> = sum_sets(side, size, sum).collect();
                    assert_eq!(
                        !sets.is_empty(),
                        (least..=most).contains(&sum),
                        "{side} {size}"
                    );
                    for m in &sets {
                        let digits: Vec<u32> = (1..=side as u32)
                            .filter(|d| m >> (d - 1) & 1 != 0)
                            .collect();
                        assert_eq!((digits.len(), digits.iter().sum::<u32>()), (size, sum));
                    }
                    seen += sets.len();
                }
                // C(side, size) sets in all.
                let choose = (0..size).fold(1usize, |a, i| a * (side - i) / (i + 1));
                assert_eq!(seen, choose, "{side} {size}");
            }
        }
        assert_eq!(sum_sets(9, 2, 17).collect::<Vec<_>>(), [0b1_1000_0000]);
        assert_eq!(sum_sets(9, 3, 6).collect::<Vec<_>>(), [0b111]);
    }

    #[test]
    fn cages_that_break_a_rule_are_refused_with_the_rule() {
        let ok = |cages: Vec<Cage>| Cages::new(2, cages);
        let all = vec![cage(3, &[0, 1]), cage(3, &[2, 3])];
        assert!(ok(all).is_ok());
        let cases = [
            (
                vec![cage(3, &[0, 1]), cage(3, &[2, 2])],
                "cage 2 lists row 2, column 1 twice",
            ),
            (
                vec![cage(3, &[0, 1]), cage(3, &[1, 3])],
                "row 1, column 2 is in cage 1 and in cage 2",
            ),
            (
                vec![cage(3, &[0, 1]), cage(2, &[2])],
                "row 2, column 2 is in no cage: the cages cover every cell of the 2x2 grid",
            ),
            (
                vec![cage(3, &[0, 3]), cage(3, &[1, 2])],
                "cage 1's cells are not joined side to side",
            ),
            (
                vec![cage(3, &[0, 1]), cage(4, &[2, 3])],
                "cage 2's sum 4 cannot be made without repeats: its cells add up to 3 to 3",
            ),
            (
                vec![cage(3, &[0, 1]), cage(3, &[2, 4])],
                "cage 2 names cell 4, past the last cell of the 2x2 grid, 3 (cells count from 0)",
            ),
            (
                vec![cage(3, &[0, 1]), cage(3, &[]), cage(3, &[2, 3])],
                "cage 2 has no cells",
            ),
            (
                vec![cage(6, &[0, 1, 2]), cage(1, &[3])],
                "cage 1 has 3 cells, more than the 2 symbols of a 2x2 grid: a symbol would repeat in it",
            ),
        ];
        for (cages, want) in cases {
            assert_eq!(ok(cages).unwrap_err().to_string(), want);
        }
        assert_eq!(
            Cages::new(17, Vec::new()).unwrap_err().to_string(),
            "a killer has a side from 1 to 16, not 17"
        );
    }
}

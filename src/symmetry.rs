//! Symmetries of the clue pattern, and the orbits of cells they make.
//!
//! A symmetry is a group of the square's eight rigid motions; carving removes
//! or keeps a whole orbit at a time, so the clue positions share the symmetry.
//! Only positions are symmetric, never values, so every symmetry works on
//! every shape, rectangular boxes included.

use crate::canvas::Canvas;
use std::fmt;
use std::str::FromStr;

/// A symmetry of the clue positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No symmetry.
    None,
    /// Half-turn rotation: `(r, c) -> (N-1-r, N-1-c)`.
    Rot180,
    /// Quarter-turn rotation (and so half-turn too).
    Rot90,
    /// Mirror across the horizontal axis: `(r, c) -> (N-1-r, c)`.
    MirrorH,
    /// Mirror across the vertical axis: `(r, c) -> (r, N-1-c)`.
    MirrorV,
    /// Mirror across the main diagonal: `(r, c) -> (c, r)`.
    Diagonal,
    /// Mirror across the anti-diagonal: `(r, c) -> (N-1-c, N-1-r)`.
    AntiDiagonal,
    /// Both axis mirrors (and so half-turn).
    BothMirrors,
    /// Both diagonal mirrors (and so half-turn).
    BothDiagonals,
    /// All eight motions of the square.
    All,
}

impl Symmetry {
    /// Every symmetry, in the order of their names in help texts.
    pub const ALL: [Symmetry; 10] = [
        Symmetry::None,
        Symmetry::Rot180,
        Symmetry::Rot90,
        Symmetry::MirrorH,
        Symmetry::MirrorV,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::BothMirrors,
        Symmetry::BothDiagonals,
        Symmetry::All,
    ];

    /// The name used on the command line and in JSON: `rot180`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rot180 => "rot180",
            Symmetry::Rot90 => "rot90",
            Symmetry::MirrorH => "mirror-h",
            Symmetry::MirrorV => "mirror-v",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
            Symmetry::BothMirrors => "both-mirrors",
            Symmetry::BothDiagonals => "both-diagonals",
            Symmetry::All => "all",
        }
    }

    /// The motions of the group, as maps of `(row, column)` on an N-grid.
    fn motions(self) -> &'static [Motion] {
        use Motion::*;
        match self {
            Symmetry::None => &[Identity],
            Symmetry::Rot180 => &[Identity, Half],
            Symmetry::Rot90 => &[Identity, Quarter, Half, ThreeQuarter],
            Symmetry::MirrorH => &[Identity, FlipRows],
            Symmetry::MirrorV => &[Identity, FlipCols],
            Symmetry::Diagonal => &[Identity, Transpose],
            Symmetry::AntiDiagonal => &[Identity, AntiTranspose],
            Symmetry::BothMirrors => &[Identity, FlipRows, FlipCols, Half],
            Symmetry::BothDiagonals => &[Identity, Transpose, AntiTranspose, Half],
            Symmetry::All => &[
                Identity,
                Quarter,
                Half,
                ThreeQuarter,
                FlipRows,
                FlipCols,
                Transpose,
                AntiTranspose,
            ],
        }
    }

    /// The orbits of an `n` x `n` grid's cells under this symmetry: each
    /// cell in exactly one orbit, each orbit sorted, orbits ordered by their
    /// first cell.
    pub fn orbits(self, n: usize) -> Vec<Vec<usize>> {
        self.orbits_on(&Canvas::square(n))
            .expect("a square takes every symmetry")
    }

    /// Whether it maps `canvas` onto itself: a quarter turn or a diagonal
    /// mirror needs a square canvas, and no motion may take a cell to a
    /// hole (a samurai's canvas takes them all).
    pub fn fits(self, canvas: &Canvas) -> bool {
        self.orbits_on(canvas).is_some()
    }

    /// [`Symmetry::orbits`] of the cells of `canvas` (each cell by its
    /// index), or `None` when the symmetry does not map the canvas onto
    /// itself ([`Symmetry::fits`]).
    pub fn orbits_on(self, canvas: &Canvas) -> Option<Vec<Vec<usize>>> {
        let (rows, cols) = (canvas.rows(), canvas.cols());
        let square = rows == cols;
        let cells = canvas.cells();
        let mut seen = vec![false; cells];
        let mut orbits = Vec::new();
        for cell in 0..cells {
            if seen[cell] {
                continue;
            }
            let (r, c) = canvas.place(cell);
            let mut orbit = Vec::with_capacity(self.motions().len());
            for m in self.motions() {
                if !square && m.turns_the_axes() {
                    return None;
                }
                let (r2, c2) = m.apply(r, c, rows, cols);
                orbit.push(canvas.cell_at(r2, c2)?);
            }
            orbit.sort_unstable();
            orbit.dedup();
            for &o in &orbit {
                seen[o] = true;
            }
            orbits.push(orbit);
        }
        Some(orbits)
    }

    /// Whether the clue positions of `cells` (0 empty, `n` x `n`) have this
    /// symmetry.
    pub fn holds(self, cells: &[u8], n: usize) -> bool {
        self.orbits(n)
            .iter()
            .all(|o| o.iter().all(|&c| (cells[c] != 0) == (cells[o[0]] != 0)))
    }
}

/// One rigid motion of the square.
#[derive(Clone, Copy)]
enum Motion {
    Identity,
    Quarter,
    Half,
    ThreeQuarter,
    FlipRows,
    FlipCols,
    Transpose,
    AntiTranspose,
}

impl Motion {
    /// Where `(r, c)` goes on a canvas of `rows` x `cols` (square for the
    /// motions that turn the axes).
    fn apply(self, r: usize, c: usize, rows: usize, cols: usize) -> (usize, usize) {
        let (m, k) = (rows - 1, cols - 1);
        match self {
            Motion::Identity => (r, c),
            Motion::Quarter => (c, m - r),
            Motion::Half => (m - r, k - c),
            Motion::ThreeQuarter => (k - c, r),
            Motion::FlipRows => (m - r, c),
            Motion::FlipCols => (r, k - c),
            Motion::Transpose => (c, r),
            Motion::AntiTranspose => (k - c, m - r),
        }
    }

    /// Whether rows become columns: it needs a square.
    fn turns_the_axes(self) -> bool {
        matches!(
            self,
            Motion::Quarter | Motion::ThreeQuarter | Motion::Transpose | Motion::AntiTranspose
        )
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = String;
    fn from_str(s: &str) -> Result<Symmetry, String> {
        Symmetry::ALL
            .into_iter()
            .find(|y| y.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Symmetry::ALL.iter().map(|y| y.name()).collect();
                format!(
                    "unknown symmetry '{s}'; expected one of {}",
                    names.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_grid_and_are_closed() {
        for n in [4, 6, 9, 16, 25] {
            for s in Symmetry::ALL {
                let orbits = s.orbits(n);
                let mut all: Vec<usize> = orbits.iter().flatten().copied().collect();
                all.sort_unstable();
                assert_eq!(all, (0..n * n).collect::<Vec<_>>(), "{s} {n}");
                for o in &orbits {
                    for m in s.motions() {
                        for &c in o {
                            let (r, cc) = m.apply(c / n, c % n, n, n);
                            assert!(o.contains(&(r * n + cc)), "{s} {n}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn orbit_sizes_match_the_group() {
        // 9x9: the centre is fixed by everything; a generic cell has as many
        // images as the group has motions.
        assert_eq!(Symmetry::Rot180.orbits(9).len(), 41);
        assert_eq!(Symmetry::Rot90.orbits(9).len(), 21);
        assert_eq!(Symmetry::None.orbits(9).len(), 81);
        assert_eq!(Symmetry::All.orbits(4).len(), 3);
        assert_eq!("Mirror-H".parse::<Symmetry>(), Ok(Symmetry::MirrorH));
        assert!("spin".parse::<Symmetry>().unwrap_err().contains("rot180"));
    }

    #[test]
    fn a_samurai_canvas_takes_the_symmetries_of_its_outline() {
        use crate::layout::Layout;
        use crate::shape::Shape;
        let nine = Layout::samurai(Shape::classic()).unwrap();
        assert!(Symmetry::ALL.iter().all(|s| s.fits(nine.canvas())));
        let orbits = Symmetry::Rot180.orbits_on(nine.canvas()).unwrap();
        assert_eq!(orbits.len(), 185);
        // A 6x6 samurai is 14 rows by 12 columns: no quarter turns.
        let six = Layout::samurai(Shape::new(3, 2).unwrap()).unwrap();
        let fits: Vec<Symmetry> = Symmetry::ALL
            .into_iter()
            .filter(|s| s.fits(six.canvas()))
            .collect();
        use Symmetry::*;
        assert_eq!(fits, [None, Rot180, MirrorH, MirrorV, BothMirrors]);
        for s in fits {
            let orbits = s.orbits_on(six.canvas()).unwrap();
            let mut all: Vec<usize> = orbits.into_iter().flatten().collect();
            all.sort_unstable();
            assert_eq!(all, (0..156).collect::<Vec<_>>(), "{s}");
        }
    }
}

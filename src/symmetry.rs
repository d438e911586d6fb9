//! Symmetries of the clue pattern, and the orbits of cells they make.
//!
//! A symmetry is a group of the square's eight rigid motions; carving removes
//! or keeps a whole orbit at a time, so the clue positions share the symmetry.
//! Only positions are symmetric, never values, so every symmetry works on
//! every shape, rectangular boxes included.

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
        let mut seen = vec![false; n * n];
        let mut orbits = Vec::new();
        for cell in 0..n * n {
            if seen[cell] {
                continue;
            }
            let (r, c) = (cell / n, cell % n);
            let mut orbit: Vec<usize> = self
                .motions()
                .iter()
                .map(|m| {
                    let (r2, c2) = m.apply(r, c, n);
                    r2 * n + c2
                })
                .collect();
            orbit.sort_unstable();
            orbit.dedup();
            for &o in &orbit {
                seen[o] = true;
            }
            orbits.push(orbit);
        }
        orbits
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
    fn apply(self, r: usize, c: usize, n: usize) -> (usize, usize) {
        let m = n - 1;
        match self {
            Motion::Identity => (r, c),
            Motion::Quarter => (c, m - r),
            Motion::Half => (m - r, m - c),
            Motion::ThreeQuarter => (m - c, r),
            Motion::FlipRows => (m - r, c),
            Motion::FlipCols => (r, m - c),
            Motion::Transpose => (c, r),
            Motion::AntiTranspose => (m - c, m - r),
        }
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
                            let (r, cc) = m.apply(c / n, c % n, n);
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
}

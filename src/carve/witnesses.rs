//! The uniqueness witness cache of the carver.

use crate::deadline::{Deadline, TimedOut};
use crate::grid::Grid;
use crate::shape::Shape;
use crate::solver::Solver;

/// Solutions other than the grid being carved, met while carving it.
///
/// A complete grid is a solution of a puzzle carved from the solution `S`
/// exactly when every cell where it differs from `S` is blank. So once a
/// removal is refused because the solver found another solution, trying the
/// same removal again later (after orbits were swapped) needs no search while
/// that solution's differences stay blank.
#[derive(Default)]
pub(super) struct Witnesses {
    /// For each solution met, the cells where it differs from `S`.
    pub(super) diffs: Vec<Vec<u16>>,
    other: Vec<u8>,
}

impl Witnesses {
    pub(super) fn clear(&mut self) {
        self.diffs.clear();
    }

    /// Remembers the other solutions found by swapping two rows of a band
    /// (or two columns of a stack) on a set of columns (rows) that holds the
    /// same symbols in both: each cell stays in its column and box, so the
    /// result keeps the rules. The smallest such sets are the cycles of the
    /// map from one line's symbol to the other's; those of up to
    /// `MAX_CYCLE` columns are kept (two columns: the four corners of a
    /// rectangle over two boxes). All from the grid alone, without a search.
    pub(super) fn seed_swaps(&mut self, shape: Shape, solution: &Grid) {
        const MAX_CYCLE: usize = 4;
        let n = shape.side();
        // Rows of one band, then columns of one stack (transposed).
        for transpose in [false, true] {
            let group = |l: usize| {
                if transpose {
                    shape.stack_cols(l)
                } else {
                    shape.band_rows(l)
                }
            };
            let cell = |line: usize, k: usize| {
                if transpose {
                    k * n + line
                } else {
                    line * n + k
                }
            };
            for l1 in 0..n {
                for l2 in l1 + 1..group(l1).end {
                    // Where each symbol of line l1 sits, and what line l2
                    // holds there.
                    let mut pos = [0usize; 26];
                    for k in 0..n {
                        pos[solution.get(cell(l1, k)) as usize] = k;
                    }
                    let mut seen = 0u32;
                    for start in 0..n {
                        if seen >> start & 1 != 0 {
                            continue;
                        }
                        let mut cycle = Vec::new();
                        let mut k = start;
                        while seen >> k & 1 == 0 {
                            seen |= 1 << k;
                            cycle.push(k);
                            k = pos[solution.get(cell(l2, k)) as usize];
                        }
                        if cycle.len() <= MAX_CYCLE {
                            let mut diff: Vec<u16> = cycle
                                .iter()
                                .flat_map(|&k| [cell(l1, k) as u16, cell(l2, k) as u16])
                                .collect();
                            diff.sort_unstable();
                            self.diffs.push(diff);
                        }
                    }
                }
            }
        }
    }

    /// Whether `cells` has one of the solutions met.
    pub(super) fn known_other(&self, cells: &[u8]) -> bool {
        self.diffs
            .iter()
            .any(|d| d.iter().all(|&c| cells[c as usize] == 0))
    }

    /// Whether `cells`, a subset of the clues of `solution`, has no other
    /// solution; [`TimedOut`] when the search reached `deadline` first.
    pub(super) fn unique(
        &mut self,
        solver: &mut Solver,
        solution: &Grid,
        cells: &[u8],
        deadline: Deadline,
    ) -> Result<bool, TimedOut> {
        if self.known_other(cells) {
            return Ok(false);
        }
        if !solver.other_solution(cells, solution.cells(), &mut self.other, deadline)? {
            return Ok(true);
        }
        let diff = (0..cells.len())
            .filter(|&c| self.other[c] != solution.get(c))
            .map(|c| c as u16)
            .collect();
        self.diffs.push(diff);
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::Filler;

    #[test]
    fn seeded_swaps_are_other_solutions() {
        let mut seeded = 0;
        for (shape, seed) in [("3x3", 1), ("3x3", 2), ("3x2", 3), ("2x3", 4), ("4x3", 5)] {
            let shape: Shape = shape.parse().unwrap();
            let n = shape.side();
            let grid = Filler::new(shape).fill(&mut crate::rng::stream(seed, 0));
            let mut w = Witnesses::default();
            w.seed_swaps(shape, &grid);
            for diff in &w.diffs {
                // The cells lie on two rows (or two columns); swapping the
                // two lines on them gives another grid that keeps the rules.
                let rows: Vec<usize> = diff.iter().map(|&c| c as usize / n).collect();
                let cols: Vec<usize> = diff.iter().map(|&c| c as usize % n).collect();
                let on_rows = rows
                    .iter()
                    .all(|&r| r == rows[0] || r == *rows.iter().max().unwrap());
                let mut cells = grid.cells().to_vec();
                for &c in diff {
                    let (r, k) = (c as usize / n, c as usize % n);
                    let twin = if on_rows {
                        let other = if r == rows[0] {
                            *rows.iter().max().unwrap()
                        } else {
                            rows[0]
                        };
                        other * n + k
                    } else {
                        let (lo, hi) = (*cols.iter().min().unwrap(), *cols.iter().max().unwrap());
                        r * n + if k == lo { hi } else { lo }
                    };
                    cells[c as usize] = grid.get(twin);
                }
                let other = Grid::from_cells(shape, cells).unwrap();
                assert!(other.is_solved(), "{shape} {diff:?}");
                assert_ne!(other.cells(), grid.cells());
                seeded += 1;
            }
        }
        assert!(seeded > 20, "{seeded}");
    }
}

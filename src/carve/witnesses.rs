//! The uniqueness witness cache of the carver.

use crate::cell::Cell;
use crate::deadline::{Deadline, TimedOut};
use crate::grid::Grid;
use crate::shape::Houses;
use crate::solver::Solver;

/// Whether `solution` with the cells of `diff` holding `swapped(c)` keeps
/// every extra house of the layout (its rows, columns and boxes kept by
/// construction).
fn keeps_extras(
    houses: &Houses,
    solution: &Grid,
    diff: &[u16],
    swapped: impl Fn(usize) -> u8,
) -> bool {
    let value = |c: usize| {
        if diff.binary_search(&(c as u16)).is_ok() {
            swapped(c)
        } else {
            solution.get(c)
        }
    };
    diff.iter().all(|&c| {
        houses.extras_of(Cell::new(c as usize)).iter().all(|&h| {
            let mut seen = 0u32;
            houses.cells_of(h).iter().all(|p| {
                let bit = 1u32 << value(p.index());
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        })
    })
}

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
    /// A layout with extra houses keeps the swaps that keep them too; a
    /// jigsaw has no bands to swap in.
    pub(super) fn seed_swaps(&mut self, houses: &Houses, solution: &Grid) {
        const MAX_CYCLE: usize = 4;
        let Some(shape) = houses.layout().boxes() else {
            return;
        };
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
                            // The cells of one line take the other's symbol.
                            let swapped = |c: usize| {
                                let (line, k) = if transpose {
                                    (c % n, c / n)
                                } else {
                                    (c / n, c % n)
                                };
                                solution.get(cell(if line == l1 { l2 } else { l1 }, k))
                            };
                            if !houses.has_extras()
                                || keeps_extras(houses, solution, &diff, swapped)
                            {
                                self.diffs.push(diff);
                            }
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
    /// `blanked`: the cells just blanked in a puzzle that had `solution`
    /// alone, when they are (any other solution differs there).
    pub(super) fn unique(
        &mut self,
        solver: &mut Solver,
        solution: &Grid,
        cells: &[u8],
        blanked: Option<&[usize]>,
        deadline: Deadline,
    ) -> Result<bool, TimedOut> {
        if self.known_other(cells) {
            return Ok(false);
        }
        let (known, other) = (solution.cells(), &mut self.other);
        let found = match blanked {
            Some(at) => solver.other_solution_outside(cells, known, at, other, deadline)?,
            None => solver.other_solution(cells, known, other, deadline)?,
        };
        if !found {
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
    use crate::layout::{Layout, Variant};
    use crate::shape::Shape;
    use std::sync::Arc;

    #[test]
    fn seeded_swaps_are_other_solutions() {
        let mut seeded = 0;
        let cases = [
            ("3x3", 1, Variant::Classic),
            ("3x3", 2, Variant::Classic),
            ("3x2", 3, Variant::Classic),
            ("2x3", 4, Variant::Classic),
            ("4x3", 5, Variant::Classic),
            ("3x3", 6, Variant::X),
            ("3x2", 7, Variant::X),
            ("3x3", 8, Variant::Hyper),
        ];
        for (shape, seed, variant) in cases {
            let shape: Shape = shape.parse().unwrap();
            let n = shape.side();
            let layout = Arc::new(Layout::new(shape, variant).unwrap());
            let houses = Houses::of_layout(&layout);
            let mut r = crate::rng::stream(seed, 0);
            let grid = match variant {
                Variant::Classic => Filler::new(shape).fill(&mut r),
                _ => {
                    let cells = Filler::of_layout(&layout).fill_layout(&mut r).unwrap();
                    Grid::of_layout(layout.clone(), cells).unwrap()
                }
            };
            let mut w = Witnesses::default();
            w.seed_swaps(&houses, &grid);
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
                let other = Grid::of_layout(layout.clone(), cells).unwrap();
                assert!(other.is_solved(), "{shape} {diff:?}");
                assert_ne!(other.cells(), grid.cells());
                seeded += 1;
            }
        }
        assert!(seeded > 20, "{seeded}");
    }
}

//! The uniqueness witness cache of the carver.

use super::swaps::line_swaps;
use crate::deadline::{Deadline, TimedOut};
use crate::grid::Grid;
use crate::houses::Houses;
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
    /// (or two columns of a stack) on a cycle of up to four columns (rows)
    /// that holds the same symbols in both ([`line_swaps`]): from the grid
    /// alone, without a search.
    pub(super) fn seed_swaps(&mut self, houses: &Houses, solution: &Grid) {
        line_swaps(houses, solution.cells(), 4, |cells, _| {
            self.diffs.push(cells)
        });
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

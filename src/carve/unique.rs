//! The carver's one uniqueness check: does a puzzle carved from a grid
//! still have that grid as its only solution? Vouching singles first where
//! they tell at once, the solutions met before ([`Witnesses`]) next, the
//! exact solver behind them.

use super::judge::Judge;
use super::witnesses::Witnesses;
use crate::cell::Cell;
use crate::deadline::{Deadline, Timer};
use crate::grid::Grid;
use crate::houses::Houses;
use crate::layout::Layout;
use crate::solver::Solver;
use crate::symbol::SymbolSet;
use std::sync::Arc;

/// Checks the uniqueness of puzzles carved from one grid at a time.
pub(super) struct Uniqueness {
    solver: Solver,
    /// Other solutions met while carving the current grid.
    witnesses: Witnesses,
    /// Whether `witnesses` holds the current grid's swaps yet: they are
    /// seeded at its first check (a carve that logic proves unique all the
    /// way, beginner and easy, asks none).
    seeded: bool,
    /// The deadline of the puzzle being carved.
    timer: Timer,
}

impl Uniqueness {
    /// A check for puzzles of `shape`.
    pub(super) fn new(layout: Arc<Layout>) -> Uniqueness {
        Uniqueness {
            solver: Solver::of_layout(layout),
            witnesses: Witnesses::default(),
            seeded: false,
            timer: Timer::default(),
        }
    }

    /// The deadline of the next puzzle: once a search reaches it, every
    /// check answers "not unique" at once (the clue stays), and the carver
    /// gives the puzzle up.
    pub(super) fn set_deadline(&mut self, deadline: Deadline) {
        self.timer = Timer::new(deadline);
    }

    /// A new grid to carve: forgets the last one's other solutions; its
    /// own that need no search are seeded at its first check.
    pub(super) fn start(&mut self) {
        self.witnesses.clear();
        self.seeded = false;
    }

    /// Whether `cells`, a subset of the clues of `solution` (of the layout
    /// of `houses`), has no other solution: false when that could not be
    /// found out before the deadline.
    pub(super) fn unique(&mut self, houses: &Houses, solution: &Grid, cells: &[u8]) -> bool {
        self.unique_outside(houses, solution, cells, None)
    }

    /// [`Uniqueness::unique`], knowing when `blanked` are the cells just
    /// blanked in a puzzle that had `solution` alone.
    fn unique_outside(
        &mut self,
        houses: &Houses,
        solution: &Grid,
        cells: &[u8],
        blanked: Option<&[usize]>,
    ) -> bool {
        if !self.seeded {
            self.witnesses.seed_swaps(houses, solution);
            self.seeded = true;
        }
        let (witnesses, solver) = (&mut self.witnesses, &mut self.solver);
        self.timer
            .run(|deadline| witnesses.unique(solver, solution, cells, blanked, deadline))
            .unwrap_or(false)
    }

    /// Whether `cells` (with `filled` clues), just after orbit `o` (the
    /// cells `orbit`) was taken out of a puzzle of `solution` with one
    /// solution, still has one. While over 5/9 of the cells are clues,
    /// singles almost always put a removed orbit back at once: naked
    /// singles on the orbit's cells, or else bit-parallel singles, are
    /// cheaper than the exact solver; below 5/9 they fail too often to pay
    /// on the classic (BENCHMARKS.md, "Design choices"), but not on layouts
    /// with extra houses or irregular regions, whose singles reach further
    /// and whose solver is the generic one (X hard 4 % fewer instructions
    /// asking them always, jigsaw and hyper hard 2 %). The exact solver
    /// is told the orbit: any other solution differs there
    /// ([`Solver::other_solution_outside`]).
    pub(super) fn after_removal(
        &mut self,
        judge: &Judge,
        solution: &Grid,
        cells: &[u8],
        filled: usize,
        o: usize,
        orbit: &[usize],
    ) -> bool {
        let houses = judge.houses();
        ((filled * 9 >= houses.cells() * 5 || !houses.layout().is_classic())
            && (naked_singles(houses, cells, solution, orbit)
                || judge.singles_refill(cells, o) == Some(true)))
            || self.unique_outside(houses, solution, cells, Some(orbit))
    }
}

/// Whether each cell of `orbit`, blank in `cells`, is a naked single in
/// turn (its peers' clues, and the orbit cells found before it, rule out
/// every other symbol): then the puzzle with the orbit out has the one
/// solution the puzzle with it had. The quickest test there is, and on a
/// nearly full grid it nearly always holds.
fn naked_singles(houses: &Houses, cells: &[u8], solution: &Grid, orbit: &[usize]) -> bool {
    let n = houses.shape().side();
    let mut found = 0u32; // bit i: orbit[i] is settled
    loop {
        let before = found;
        for (i, &c) in orbit.iter().enumerate() {
            if found >> i & 1 != 0 {
                continue;
            }
            let mut seen = SymbolSet::EMPTY;
            for &p in houses.peers_of(Cell::new(c)) {
                let p = p.index();
                let v = match cells[p] {
                    0 => match orbit.iter().position(|&q| q == p) {
                        Some(j) if found >> j & 1 != 0 => solution.get(p),
                        _ => 0,
                    },
                    v => v,
                };
                if v != 0 {
                    seen.insert(v);
                }
            }
            if seen.len() == n - 1 {
                found |= 1 << i;
            }
        }
        if found.count_ones() as usize == orbit.len() {
            return true;
        }
        if found == before {
            return false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::Filler;
    use crate::shape::Shape;

    #[test]
    fn naked_singles_vouch_only_for_unique_removals() {
        for (shape, seed) in [("3x3", 1), ("3x2", 3), ("4x3", 5)] {
            let shape: Shape = shape.parse().unwrap();
            let houses = crate::houses::Houses::new(shape);
            let grid = Filler::new(shape).fill(&mut crate::rng::stream(seed, 0));
            let n = shape.side();
            // From the full grid, any one cell and its rot180 twin.
            for c in 0..shape.cells() {
                let orbit = [c, shape.cells() - 1 - c];
                let mut cells = grid.cells().to_vec();
                cells[orbit[0]] = 0;
                cells[orbit[1]] = 0;
                assert!(naked_singles(&houses, &cells, &grid, &orbit));
            }
            // Never for cells whose blanking allows another solution.
            let mut w = Witnesses::default();
            w.seed_swaps(&houses, &grid);
            for diff in &w.diffs {
                let orbit: Vec<usize> = diff.iter().map(|&c| c as usize).collect();
                let mut cells = grid.cells().to_vec();
                for &c in &orbit {
                    cells[c] = 0;
                }
                assert!(
                    !naked_singles(&houses, &cells, &grid, &orbit),
                    "{n} {orbit:?}"
                );
            }
        }
    }
}

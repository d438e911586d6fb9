//! Random complete grids.

use crate::grid::Grid;
use crate::rng::shuffle;
use crate::shape::Shape;
use crate::solver::generic::GenericSolver;
use rand::Rng;

/// Fills complete grids of one shape; reuse it for many grids.
pub struct Filler {
    solver: GenericSolver,
}

impl Filler {
    /// A filler for `shape`.
    pub fn new(shape: Shape) -> Filler {
        Filler {
            solver: GenericSolver::new(shape),
        }
    }

    /// A random complete grid drawn from `rng`.
    ///
    /// The boxes on the box diagonal share no row or column, so each gets a
    /// random permutation; a randomised search with singles propagation
    /// completes the rest, restarting (with a doubled node budget) if a
    /// search runs long. Every valid grid is reachable: any grid's diagonal
    /// boxes are some permutations, and the search keeps every value
    /// consistent with the grid at each branch.
    pub fn fill<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Grid {
        let shape = self.solver.shape();
        let mut budget = 4 * shape.cells() as u64;
        let mut seeds: Vec<u8> = (1..=shape.side() as u8).collect();
        loop {
            let mut cells = vec![0u8; shape.cells()];
            for b in shape.diagonal_boxes() {
                shuffle(rng, &mut seeds);
                for (c, &v) in shape.box_cells(b).zip(&seeds) {
                    cells[c] = v;
                }
            }
            if let Some(full) = self.solver.fill_random(&cells, rng, budget) {
                return Grid::from_cells(shape, full).expect("solver writes a full grid");
            }
            budget = budget.saturating_mul(2);
        }
    }
}

//! Random complete grids.

use crate::grid::Grid;
use crate::layout::{Layout, Variant};
use crate::regions::Regions;
use crate::rng::shuffle;
use crate::shape::Shape;
use crate::solver::generic::GenericSolver;
use rand::Rng;

/// Fills complete grids of one layout; reuse it for many grids.
pub struct Filler {
    solver: GenericSolver,
}

/// Irregular regions for `variant` (jigsaw or jigsaw+X) on a side of
/// `side`, drawn from `rng` until a grid fits them, with that grid; `None`
/// when no grid fits any of [`JIGSAW_DRAWS`] draws. Each draw gets a short
/// search (a budget of 16 nodes a cell at most): drawing other regions is
/// cheaper than searching long in regions that may fit no grid (16x16: 0.04
/// s a puzzle against 0.85 s with the full budget, BENCHMARKS.md).
pub fn jigsaw<R: Rng + ?Sized>(
    side: usize,
    variant: Variant,
    rng: &mut R,
) -> Option<(Layout, Vec<u8>)> {
    for _ in 0..JIGSAW_DRAWS {
        let regions = Regions::random(side, rng);
        let layout = Layout::jigsaw(regions, variant).ok()?;
        if let Some(grid) = Filler::of_layout(&layout).fill_within(rng, JIGSAW_DOUBLINGS) {
            return Some((layout, grid));
        }
    }
    None
}

/// Regions [`jigsaw`] draws at most.
pub const JIGSAW_DRAWS: usize = 100;

/// Budget doublings a [`Filler::fill_layout`] tries before it says no grid
/// fits: from 4 nodes a cell to 1,024.
const LAYOUT_DOUBLINGS: u32 = 8;
/// Budget doublings on each jigsaw draw: from 4 nodes a cell to 16.
const JIGSAW_DOUBLINGS: u32 = 2;

impl Filler {
    /// A filler for the classic puzzle of `shape`.
    pub fn new(shape: Shape) -> Filler {
        Filler {
            solver: GenericSolver::new(shape),
        }
    }

    /// A filler for `layout`.
    pub fn of_layout(layout: &Layout) -> Filler {
        Filler {
            solver: GenericSolver::of_layout(layout),
        }
    }

    /// A random complete grid of the filler's layout drawn from `rng`, its
    /// cells row by row; `None` when the searches, up to a budget, find
    /// none (irregular regions that no grid may fit: draw others).
    ///
    /// The first region gets a random permutation (any grid's is one, up
    /// to renaming the symbols, which keeps every house), and a randomised
    /// search with singles propagation completes the rest, restarting with
    /// a doubled node budget when a search runs long. The classic's grids
    /// come from [`Filler::fill`].
    pub fn fill_layout<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Vec<u8>> {
        self.fill_within(rng, LAYOUT_DOUBLINGS)
    }

    /// [`Filler::fill_layout`] with `doublings` restarts at most.
    fn fill_within<R: Rng + ?Sized>(&mut self, rng: &mut R, doublings: u32) -> Option<Vec<u8>> {
        let layout = self.solver.layout().clone();
        let cells = layout.cells();
        let mut budget = 4 * cells as u64;
        let mut seeds: Vec<u8> = (1..=layout.side() as u8).collect();
        for _ in 0..=doublings {
            let mut given = vec![0u8; cells];
            shuffle(rng, &mut seeds);
            for (c, &v) in layout.regions().cells_of(0).zip(&seeds) {
                given[c] = v;
            }
            if let Some(full) = self.solver.fill_random(&given, rng, budget) {
                return Some(full);
            }
            budget = budget.saturating_mul(2);
        }
        None
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
        assert!(
            self.solver.layout().is_classic(),
            "the classic's grids; other layouts fill with fill_layout"
        );
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

//! Random complete grids.

use crate::cell::Cell;
use crate::deadline::Deadline;
use crate::grid::Grid;
use crate::houses::Houses;
use crate::layout::{Feature, Layout, Variant};
use crate::regions::Regions;
use crate::rng::{below, shuffle};
use crate::shape::Shape;
use crate::solver::generic::GenericSolver;
use crate::symbol::SymbolSet;
use rand::Rng;

/// Fills complete grids of one layout; reuse it for many grids.
pub struct Filler {
    solver: GenericSolver,
}

/// Irregular regions for `variant` (a jigsaw of any kind; filled under
/// the rules its marks stand on,
/// [`crate::relations::Marks::standing`]) on a side of `side`, drawn from
/// `rng` until a grid fits them, with that grid; `None` when no grid fits
/// any of [`JIGSAW_DRAWS`] draws. Each draw gets a short
/// search (a budget of 16 nodes a cell at most): drawing other regions is
/// cheaper than searching long in regions that may fit no grid (16x16: 0.04
/// s a puzzle against 0.85 s with the full budget, BENCHMARKS.md). A
/// nonconsecutive jigsaw from 6x6 up fills its grid first instead
/// and trades cells between its boxes.
pub fn jigsaw<R: Rng + ?Sized>(
    side: usize,
    variant: Variant,
    rng: &mut R,
) -> Option<(Layout, Vec<u8>)> {
    jigsaw_until(side, variant, rng, Deadline::NEVER)
}

/// [`jigsaw`], giving up (`None`) once `deadline` has passed.
pub fn jigsaw_until<R: Rng + ?Sized>(
    side: usize,
    variant: Variant,
    rng: &mut R,
    deadline: Deadline,
) -> Option<(Layout, Vec<u8>)> {
    if variant.has(Feature::Nonconsecutive) && side > 5 {
        let shape = Shape::conventional(side).or(Shape::new(side, 1)).ok()?;
        return jigsaw_from_grid(shape, variant, rng, deadline);
    }
    for _ in 0..JIGSAW_DRAWS {
        let regions = Regions::random(side, rng);
        let layout = (Layout::jigsaw(regions, variant).ok()?)
            .with_standing(variant)
            .ok()?;
        let mut filler = Filler::of_layout(&layout);
        if let Some(grid) = filler.fill_within(rng, JIGSAW_DOUBLINGS, deadline) {
            return Some((layout, grid));
        }
        if deadline.passed() {
            return None;
        }
    }
    None
}

/// [`jigsaw_until`] for a variant whose grids fit regions drawn at random
/// too seldom (a nonconsecutive 9x9 easy took 1.5 s a puzzle, 7x7 1.3 s,
/// BENCHMARKS.md), from 6x6 up: the grid first, in the boxes of `shape`
/// (rows on a side with none) under the rules its marks stand on, then
/// the boxes made irregular by trading cells of one number between them
/// ([`Regions::traded_for`]), a new grid when they stay too regular. (On
/// 5x5 random regions fit such grids often enough, and a 5x5's rows
/// never came loose.)
fn jigsaw_from_grid<R: Rng + ?Sized>(
    shape: Shape,
    variant: Variant,
    rng: &mut R,
    deadline: Deadline,
) -> Option<(Layout, Vec<u8>)> {
    let boxed = Layout::new(shape, Variant::CLASSIC).ok()?;
    let mut filler = Filler::of_layout(&boxed.with_standing(variant).ok()?);
    let boxes = Regions::boxes(shape);
    for _ in 0..JIGSAW_DRAWS {
        let grid = filler.fill_layout_until(rng, deadline)?;
        if let Some(regions) = boxes.traded_for(&grid, rng) {
            let layout = Layout::jigsaw(regions, variant).ok()?;
            return Some((layout.with_standing(variant).ok()?, grid));
        }
        if deadline.passed() {
            return None;
        }
    }
    None
}

/// The boxes on the box diagonal of the layout of `houses` (boxes of
/// `shape`) filled at random, the other cells 0: each cell, those on extra
/// houses first, gets a symbol drawn from those its box and its extra
/// houses leave it. The boxes share no row or column, so only the extra
/// houses can leave a cell nothing; a draw that does is made again (an X
/// 9x9's never does). Any grid's diagonal boxes are one of the draws.
fn seed_boxes<R: Rng + ?Sized>(houses: &Houses, shape: Shape, rng: &mut R) -> Vec<u8> {
    let full = SymbolSet::all(shape.side());
    let extras_of = |c: usize| houses.extras_of(Cell::new(c));
    'draw: loop {
        let mut given = vec![0u8; shape.cells()];
        // The symbols placed in each house so far (the extra houses').
        let mut in_extra = vec![SymbolSet::EMPTY; houses.each_house().len()];
        for b in shape.diagonal_boxes() {
            let mut box_cells: Vec<usize> = shape.box_cells(b).collect();
            box_cells.sort_by_key(|&c| extras_of(c).is_empty());
            let mut in_box = SymbolSet::EMPTY;
            for c in box_cells {
                let used = extras_of(c)
                    .iter()
                    .fold(in_box, |m, &h| m | in_extra[h.index()]);
                let free: Vec<u8> = (full & !used).iter().collect();
                if free.is_empty() {
                    continue 'draw;
                }
                let v = free[below(rng, free.len() as u32) as usize];
                given[c] = v;
                in_box.insert(v);
                for &h in extras_of(c) {
                    in_extra[h.index()].insert(v);
                }
            }
        }
        return given;
    }
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
    /// to renaming the symbols, which keeps every house; not under
    /// relations between cells, which renaming breaks), and a randomised
    /// search with singles propagation completes the rest, restarting with
    /// a doubled node budget when a search runs long. The classic's grids
    /// come from [`Filler::fill`].
    pub fn fill_layout<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Vec<u8>> {
        self.fill_layout_until(rng, Deadline::NEVER)
    }

    /// [`Filler::fill_layout`], giving up (`None`) once `deadline` has
    /// passed.
    pub fn fill_layout_until<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        deadline: Deadline,
    ) -> Option<Vec<u8>> {
        self.fill_within(rng, LAYOUT_DOUBLINGS, deadline)
    }

    /// [`Filler::fill_layout_until`] with `doublings` restarts at most.
    fn fill_within<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        doublings: u32,
        deadline: Deadline,
    ) -> Option<Vec<u8>> {
        let cells = self.solver.layout().cells();
        let mut budget = 4 * cells as u64;
        let mut seeds: Vec<u8> = (1..=self.solver.layout().side() as u8).collect();
        for _ in 0..=doublings {
            let layout = self.solver.layout();
            // Square boxes of an X hold its main diagonal in the boxes on
            // the box diagonal, which then seed together (3x3 boxes: 6 us a
            // grid against 8, 4x4: 58 against 105). Other boxes, and the
            // 2x2's, seed so into grids that few fit (a 6x6 most often
            // none), windows too (a hyper 9x9): they seed the first region.
            let square = |b: &Shape| b.box_width() == b.box_height() && b.box_width() >= 3;
            let diagonals = layout.variant().has_diagonals();
            // A rule between cells a grid is filled under (nonconsecutive)
            // would refuse most seeds: the search starts from nothing.
            // Marks drawn from the grid afterwards (signs, dots, parities,
            // thermometers) leave it a grid of its houses.
            let given = match layout.boxes().filter(|b| diagonals && square(b)) {
                _ if layout.has_marks() => vec![0u8; cells],
                Some(shape) => seed_boxes(self.solver.houses(), shape, rng),
                None => {
                    let mut given = vec![0u8; cells];
                    shuffle(rng, &mut seeds);
                    let counts = layout.house_counts();
                    let first = &layout.houses()[counts.rows + counts.columns];
                    for (&c, &v) in first.iter().zip(&seeds) {
                        given[c] = v;
                    }
                    given
                }
            };
            if let Some(full) = self.solver.fill_random(&given, rng, budget, deadline) {
                return Some(full);
            }
            if deadline.passed() {
                return None;
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
            if let Some(full) = self
                .solver
                .fill_random(&cells, rng, budget, Deadline::NEVER)
            {
                return Grid::from_cells(shape, full).expect("solver writes a full grid");
            }
            budget = budget.saturating_mul(2);
        }
    }
}

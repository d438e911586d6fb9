//! Killers: a solved grid, a few givens if asked, and cages grown on it
//! while the ladder up to the target level finishes the puzzle
//! ([`super::cages::grow_graded`]); the puzzle is kept when its grade is
//! the target. Every killer this makes is finished by sound logic alone,
//! so it has one solution.

use super::{Carved, Carver, cages};
use crate::fill::{self, Filler};
use crate::grid::Grid;
use crate::layout::Layout;
use crate::logic::killer::FastKiller;
use crate::logic::{Grader, Killer, Level};
use crate::rng::shuffle;
use crate::shape::Shape;
use rand::Rng;
use std::sync::Arc;

/// The levels killers of `shape` with about `givens` givens are made at.
/// A killer's level is its hardest technique's; the easy levels are not
/// bands of effort here. Cages grown until no merge keeps one solution
/// seldom need more than the hard techniques, so expert comes from trying
/// grids until one does: offered up to 9x9. A 4x4 killer with givens needs
/// no more than the easy techniques.
pub fn killer_levels(shape: Shape, givens: usize) -> Vec<Level> {
    let top = match shape.side() {
        4 if givens > 0 => Level::Easy,
        4 => Level::Hard,
        n if n <= 9 => Level::Expert,
        _ => Level::Hard,
    };
    Level::ALL.into_iter().filter(|&l| l <= top).collect()
}

/// The most cells a cage of a killer of side `side` grows to: half a
/// house at beginner and easy, two thirds at medium and hard (9x9: 6; a
/// hard killer's sums may allow any number of sets of symbols, a medium
/// one's [`most_cage_sets`]), three quarters above (bigger cages leave
/// more to work out). Hard cages of three quarters (9x9: 7) made killers
/// of the same techniques and scores with 1.2 to 1.4 times the work
/// (BENCHMARKS.md).
pub fn most_cage_cells(side: usize, level: Level) -> usize {
    let most = match level {
        Level::Beginner | Level::Easy => side.div_ceil(2),
        Level::Medium | Level::Hard => (side * 2).div_ceil(3),
        _ => (side * 3).div_ceil(4),
    };
    most.clamp(2, side)
}

/// The most sets of symbols the sum of a cage of a killer of side `side`
/// may allow in its cells (`usize::MAX`: any number): half the side at
/// beginner and easy (9x9: 4, so a cage of 3 cells adds up to at most 10 or
/// at least 20), two thirds at medium (9x9: 6), any number above. A cage
/// whose sum allows few sets is one a solver can work out; on 4x4 and 6x6 no
/// sum allows more than these.
pub fn most_cage_sets(side: usize, level: Level) -> usize {
    match level {
        Level::Beginner | Level::Easy => side / 2,
        Level::Medium => side * 2 / 3,
        _ => usize::MAX,
    }
}

/// The grader of `layout` and its fast techniques (up to hard), when the
/// grid is small enough for them: what a killer's cages grow with.
fn engines(layout: &Layout) -> (Grader, Option<FastKiller>) {
    let grader = Grader::of_layout(layout);
    let fast = FastKiller::new(grader.houses());
    (grader, fast)
}

impl Carver {
    /// One killer from `rng`: `None` when its grade misses the target.
    pub(super) fn attempt_killer<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Carved> {
        let variant = self.opts.variant;
        let side = self.shape.side();
        let (layout, solution, mut jigsaw_grader) = if variant.is_jigsaw() {
            let (layout, cells) = fill::jigsaw_until(side, variant, rng, self.deadline)?;
            let engines = engines(&layout);
            (layout, cells, Some(engines))
        } else {
            let layout = Layout::new(self.shape, variant).ok()?;
            let (filler, _, _) = self.killer.get_or_insert_with(|| {
                let (grader, fast) = engines(&layout);
                (Filler::new(self.shape), grader, fast)
            });
            (layout, filler.fill(rng).cells().to_vec(), None)
        };
        // The givens: whole orbits of the symmetry, in a random order,
        // until there are enough.
        let mut givens = vec![0u8; solution.len()];
        let mut orbits: Vec<&Vec<usize>> = self.orbits.iter().collect();
        shuffle(rng, &mut orbits);
        let mut given = 0;
        for orbit in orbits {
            if given >= self.opts.givens {
                break;
            }
            for &c in orbit {
                givens[c] = solution[c];
            }
            given += orbit.len();
        }
        let level = self.opts.level;
        let (grader, mut fast) = match jigsaw_grader.as_mut() {
            Some((grader, fast)) => (grader, fast.as_mut()),
            None => {
                let (_, grader, fast) = self.killer.as_mut().expect("built above");
                (grader, fast.as_mut())
            }
        };
        // Past the deadline a search gives up and the carve reports it; the
        // cages are the solution's, so nothing contradicts.
        let cages = cages::grow_graded(
            grader,
            fast.as_deref_mut(),
            &solution,
            &givens,
            level,
            rng,
            self.deadline,
        )
        .ok()?;
        // A killer the techniques of the level below finish grades below
        // the target: dropped without the ladder's grade.
        let below = Level::ALL.into_iter().rev().find(|&l| l < level);
        if let (Some(fast), Some(below)) = (fast, below.filter(|&l| l >= Level::Easy)) {
            fast.set(&cages);
            if fast.solves(&givens, below) {
                return None;
            }
        }
        let killer = Killer::new(grader.houses(), &cages);
        let grade = grader
            .solve_killer(&givens, &killer, Level::Master, false, self.deadline)
            .ok()?;
        if grade.level != level {
            return None;
        }
        let layout = Arc::new(
            layout
                .with_cages(cages)
                .expect("cages of the layout's side"),
        );
        Some(Carved::new(
            Grid::of_layout(layout.clone(), givens).expect("cells of the layout"),
            Grid::of_layout(layout, solution).expect("cells of the layout"),
            grade,
        ))
    }
}

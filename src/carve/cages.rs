//! A killer's cages grown on a solved grid, Solo's way: every cell its own
//! cage (one solution, plainly), then neighbouring cages merged in a random
//! order, each merge kept while the puzzle keeps one solution, no symbol
//! repeats in a cage and no cage grows past the most cells allowed.
//!
//! One pass over the neighbouring pairs is enough: a merge refused stays
//! refused, since later merges only join more cells (a cage too big or
//! with a repeat stays so) and only take sums away (a puzzle with two
//! solutions keeps them).

use crate::cages::{Cage, Cages};
use crate::deadline::{Deadline, TimedOut};
use crate::logic::{Grader, Killer, Level, Stopped};
use crate::rng::shuffle;
use crate::solver::killer::KillerSolver;
use rand::Rng;

/// Cages on `solution` (with the givens `givens`, 0 blank; all blank for a
/// pure killer) of at most `most_cells` cells each, grown from `rng`, the
/// killer with them having exactly one solution; `solver` of the
/// solution's layout. Fails when `deadline` passes first.
pub fn grow_cages<R: Rng + ?Sized>(
    solver: &mut KillerSolver,
    solution: &[u8],
    givens: &[u8],
    most_cells: usize,
    rng: &mut R,
    deadline: Deadline,
) -> Result<Cages, TimedOut> {
    let n = solver.side();
    assert_eq!(n * n, solution.len(), "a grid of the solver's layout");
    grow(n, solution, most_cells, rng, |cages| {
        Ok(solver.count(cages, givens, 2, deadline)?.count == 1)
    })
}

/// Cages on `solution` (with the givens `givens`, 0 blank) of at most
/// `most_cells` cells each, grown from `rng` while the killer techniques up
/// to `level` finish the puzzle (so it has one solution); `grader` of the
/// solution's layout. Fails when `deadline` passes first.
pub fn grow_graded<R: Rng + ?Sized>(
    grader: &mut Grader,
    solution: &[u8],
    givens: &[u8],
    level: Level,
    most_cells: usize,
    rng: &mut R,
    deadline: Deadline,
) -> Result<Cages, TimedOut> {
    let n = grader.houses().side();
    assert_eq!(n * n, solution.len(), "a grid of the grader's layout");
    grow(n, solution, most_cells, rng, |cages| {
        let killer = Killer::new(grader.houses(), cages);
        match grader.solve_killer(givens, &killer, level, false, deadline) {
            Ok(g) => Ok(g.solved),
            Err(Stopped::Contradiction) => Ok(false),
            Err(Stopped::TimedOut) => Err(TimedOut),
        }
    })
}

/// Cages on `solution` of side `n`, grown from `rng` while `keep` accepts
/// them.
fn grow<R: Rng + ?Sized>(
    n: usize,
    solution: &[u8],
    most_cells: usize,
    rng: &mut R,
    mut keep: impl FnMut(&Cages) -> Result<bool, TimedOut>,
) -> Result<Cages, TimedOut> {
    // Each cell's cage, each cage's cells and symbols (bit `d - 1`).
    let mut of: Vec<usize> = (0..solution.len()).collect();
    let mut cells: Vec<Vec<usize>> = (0..solution.len()).map(|c| vec![c]).collect();
    let mut symbols: Vec<u32> = solution.iter().map(|&v| 1 << (v - 1)).collect();
    let mut pairs: Vec<(usize, usize)> = (0..solution.len())
        .flat_map(|c| {
            let right = (c % n + 1 < n).then_some((c, c + 1));
            let down = (c + n < solution.len()).then_some((c, c + n));
            [right, down].into_iter().flatten()
        })
        .collect();
    shuffle(rng, &mut pairs);
    for (a, b) in pairs {
        let (x, y) = (of[a].min(of[b]), of[a].max(of[b]));
        if x == y || cells[x].len() + cells[y].len() > most_cells || symbols[x] & symbols[y] != 0 {
            continue;
        }
        // Cage `y`'s cells moved into cage `x`, and back if refused.
        let moved = std::mem::take(&mut cells[y]);
        let kept = cells[x].len();
        cells[x].extend_from_slice(&moved);
        if !keep(&cages_of(n, solution, &cells))? {
            cells[x].truncate(kept);
            cells[y] = moved;
            continue;
        }
        for &c in &moved {
            of[c] = x;
        }
        symbols[x] |= symbols[y];
    }
    Ok(cages_of(n, solution, &cells))
}

/// The cages of the cell lists `cells` (empty lists skipped) with their
/// sums on `solution`. Cages in order of their first cell, cells in order.
fn cages_of(n: usize, solution: &[u8], cells: &[Vec<usize>]) -> Cages {
    let mut cages: Vec<Cage> = cells
        .iter()
        .filter(|list| !list.is_empty())
        .map(|list| {
            let mut cells = list.clone();
            cells.sort_unstable();
            Cage {
                sum: cells.iter().map(|&c| u32::from(solution[c])).sum(),
                cells,
            }
        })
        .collect();
    cages.sort_unstable_by_key(|k| k.cells[0]);
    Cages::new(n, cages).expect("cages joined side to side on the solution")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Shape;
    use crate::fill::Filler;
    use crate::layout::Layout;
    use crate::rng;

    #[test]
    fn grown_cages_keep_one_solution_and_their_limits() {
        for (shape, most) in [
            (Shape::new(2, 2).unwrap(), 4),
            (Shape::new(3, 2).unwrap(), 5),
        ] {
            let mut solver = KillerSolver::new(&Layout::classic(shape));
            let mut filler = Filler::new(shape);
            let mut sizes = Vec::new();
            for seed in 0..20 {
                let mut r = rng::stream(seed, 3);
                let solution = filler.fill(&mut r).cells().to_vec();
                let blank = vec![0; solution.len()];
                let cages = grow_cages(
                    &mut solver,
                    &solution,
                    &blank,
                    most,
                    &mut r,
                    Deadline::NEVER,
                )
                .unwrap();
                let count = solver.count(&cages, &blank, 2, Deadline::NEVER).unwrap();
                assert_eq!(count.count, 1, "{shape} {seed}");
                assert_eq!(count.solution.as_deref(), Some(&solution[..]));
                assert!(cages.cages().iter().all(|k| k.cells.len() <= most));
                sizes.push(cages.cages().len());
            }
            // Merged well below one cage a cell.
            let mean = sizes.iter().sum::<usize>() as f32 / sizes.len() as f32;
            assert!(mean < shape.cells() as f32 / 2.0, "{shape}: {sizes:?}");
        }
    }
}

//! Killer cages and the killer solver, against a checker written here from
//! the rules: every row, column and box holds each symbol once; each
//! cage's symbols add up to its sum and never repeat.

use sudoku_press::Shape;
use sudoku_press::cages::{Cage, Cages};
use sudoku_press::deadline::Deadline;
use sudoku_press::fill::Filler;
use sudoku_press::layout::Layout;
use sudoku_press::rng;
use sudoku_press::solver::killer::KillerSolver;

/// A killer as the rules see it: boxes `w` wide and `h` tall, cages as
/// (sum, cells), givens (0 blank).
struct Rules<'a> {
    w: usize,
    h: usize,
    cages: &'a [(u32, Vec<usize>)],
    givens: &'a [u8],
}

impl Rules<'_> {
    fn n(&self) -> usize {
        self.w * self.h
    }

    /// Whether `d` can go in cell `c` beside the cells before it.
    fn fits(&self, grid: &[u8], c: usize, d: u8) -> bool {
        let n = self.n();
        let (r, col) = (c / n, c % n);
        for (e, &v) in grid[..c].iter().enumerate() {
            let (er, ec) = (e / n, e % n);
            let same_box = er / self.h == r / self.h && ec / self.w == col / self.w;
            if v == d && (er == r || ec == col || same_box) {
                return false;
            }
        }
        let (sum, cells) = self
            .cages
            .iter()
            .find(|(_, cells)| cells.contains(&c))
            .unwrap();
        let before: Vec<u8> = cells.iter().filter(|&&e| e < c).map(|&e| grid[e]).collect();
        if before.contains(&d) {
            return false;
        }
        let made: u32 = before.iter().map(|&v| u32::from(v)).sum::<u32>() + u32::from(d);
        let left = cells.iter().filter(|&&e| e > c).count() as u32;
        // What `left` distinct symbols can still add: at least 1 + 2 + ...,
        // at most n + (n - 1) + ...
        let (least, most) = (left * (left + 1) / 2, left * (2 * n as u32 + 1 - left) / 2);
        made + least <= *sum && *sum <= made + most
    }

    /// Solutions, counted up to `limit`, cell by cell in order.
    fn count(&self, limit: usize) -> usize {
        let mut grid = vec![0u8; self.n() * self.n()];
        let mut found = 0;
        self.count_from(&mut grid, 0, limit, &mut found);
        found
    }

    fn count_from(&self, grid: &mut [u8], c: usize, limit: usize, found: &mut usize) {
        if c == grid.len() {
            *found += 1;
            return;
        }
        let given = self.givens[c];
        for d in 1..=self.n() as u8 {
            if *found >= limit {
                return;
            }
            if (given == 0 || given == d) && self.fits(grid, c, d) {
                grid[c] = d;
                self.count_from(grid, c + 1, limit, found);
                grid[c] = 0;
            }
        }
    }

    /// Whether `grid` keeps every rule and the givens.
    fn holds(&self, grid: &[u8]) -> bool {
        (0..grid.len()).all(|c| {
            (self.givens[c] == 0 || self.givens[c] == grid[c]) && self.fits(grid, c, grid[c])
        })
    }
}

/// Cages grown at random on `solution` (side `n`): from each cell no cage
/// holds yet, up to `most` cells, each next a neighbour of the cage (whose
/// symbol it lacks, unless `repeats`).
fn random_cages(
    solution: &[u8],
    n: usize,
    most: usize,
    repeats: bool,
    r: &mut impl rand::Rng,
) -> Vec<(u32, Vec<usize>)> {
    let mut taken = vec![false; n * n];
    let mut order: Vec<usize> = (0..n * n).collect();
    rng::shuffle(r, &mut order);
    let mut cages = Vec::new();
    for start in order {
        if taken[start] {
            continue;
        }
        let size = 1 + rng::below(r, most as u32) as usize;
        let mut cells = vec![start];
        taken[start] = true;
        while cells.len() < size {
            let mut near: Vec<usize> = cells
                .iter()
                .flat_map(|&c| {
                    let (row, col) = (c / n, c % n);
                    [
                        (row > 0).then(|| c - n),
                        (row + 1 < n).then(|| c + n),
                        (col > 0).then(|| c - 1),
                        (col + 1 < n).then(|| c + 1),
                    ]
                })
                .flatten()
                .filter(|&c| {
                    !taken[c] && (repeats || cells.iter().all(|&e| solution[e] != solution[c]))
                })
                .collect();
            near.sort_unstable();
            near.dedup();
            if near.is_empty() {
                break;
            }
            let next = near[rng::below(r, near.len() as u32) as usize];
            taken[next] = true;
            cells.push(next);
        }
        let sum = cells.iter().map(|&c| u32::from(solution[c])).sum();
        cages.push((sum, cells));
    }
    cages
}

/// Killers on boxes `w` x `h`: cages of up to `most` cells grown on random
/// grids, about `keep` percent of the cells given; on a third, two cages'
/// sums moved apart by one, on another, cages grown over repeated symbols
/// (either may leave no solution). The solver counts as
/// the rules do, up to `limit`, and what it finds keeps them. How many had
/// none, one and more.
fn compare(w: usize, h: usize, most: usize, keep: u32, runs: u64, limit: usize) -> [usize; 3] {
    let shape = Shape::new(w, h).unwrap();
    let n = shape.side();
    let layout = Layout::classic(shape);
    let mut filler = Filler::new(shape);
    let mut counts = [0; 3];
    for seed in 0..runs {
        let mut r = rng::stream(seed, 23);
        let solution = filler.fill(&mut r).cells().to_vec();
        let mut cages = random_cages(&solution, n, most, seed % 3 == 1, &mut r);
        if seed % 3 == 2 && cages.len() > 1 {
            let (a, b) = (0, cages.len() - 1);
            if cages[a].1.len() > 1 && cages[a].0 < (n * cages[a].1.len()) as u32 - 1 {
                cages[a].0 += 1;
                cages[b].0 = cages[b].0.saturating_sub(1);
            }
        }
        let givens: Vec<u8> = solution
            .iter()
            .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
            .collect();
        let rules = Rules {
            w,
            h,
            cages: &cages,
            givens: &givens,
        };
        assert!(
            seed % 3 != 0 || rules.holds(&solution),
            "the grid keeps the rules"
        );
        let Ok(checked) = Cages::new(
            n,
            cages
                .iter()
                .map(|(sum, cells)| Cage {
                    sum: *sum,
                    cells: cells.clone(),
                })
                .collect(),
        ) else {
            // A sum moved out of its cage's range, or a cage longer than
            // the symbols: refused, as it should be.
            assert_ne!(seed % 3, 0);
            continue;
        };
        let mut solver = KillerSolver::new(&layout, &checked);
        let got = solver.count(&givens, limit, Deadline::NEVER).unwrap();
        let want = rules.count(limit);
        assert_eq!(got.count, want, "{shape} seed {seed}: {cages:?} {givens:?}");
        if let Some(found) = &got.solution {
            assert!(rules.holds(found), "{shape} seed {seed}: {found:?}");
        }
        counts[want.min(2)] += 1;
    }
    counts
}

#[test]
fn the_killer_solver_counts_as_the_rules_do_on_4x4() {
    let [none, one, many] = compare(2, 2, 4, 0, 150, 2);
    assert!(none > 5 && one > 20 && many > 20, "{none} {one} {many}");
    let [_, one, _] = compare(2, 2, 3, 25, 60, 2);
    assert!(one > 20, "{one}");
    // Every solution counted (a 4x4 grid has 288), on cages big enough to
    // span boxes, rows and columns, where only the cage's own rule keeps a
    // symbol from repeating.
    let [_, _, many] = compare(2, 2, 4, 0, 150, 300);
    assert!(many > 20, "{many}");
}

#[test]
fn the_killer_solver_counts_as_the_rules_do_on_6x6() {
    let [none, one, many] = compare(3, 2, 4, 0, 60, 2);
    assert!(none > 2 && one > 10 && many > 2, "{none} {one} {many}");
    let [_, one, _] = compare(2, 3, 5, 20, 30, 2);
    assert!(one > 5, "{one}");
    let [_, _, many] = compare(3, 2, 6, 10, 30, 50);
    assert!(many > 5, "{many}");
}

#[test]
fn the_killer_solver_counts_as_the_rules_do_on_9x9() {
    // Given cells keep the rules' checker quick; pure killers with small
    // cages too.
    let [_, one, _] = compare(3, 3, 5, 35, 12, 2);
    assert!(one > 3, "{one}");
    let [_, one, _] = compare(3, 3, 2, 0, 6, 2);
    assert!(one > 1, "{one}");
}

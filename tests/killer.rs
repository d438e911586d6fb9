//! Killer cages and the killer solver, against a checker written here from
//! the rules: every row, column and box holds each symbol once; each
//! cage's symbols add up to its sum and never repeat.

use sudoku_press::Shape;
use sudoku_press::cages::{Cage, Cages};
use sudoku_press::carve::grow_cages;
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

    /// Whether `d` can go in cell `c` beside the cells filled (not 0) in
    /// `grid`.
    fn fits(&self, grid: &[u8], c: usize, d: u8) -> bool {
        let n = self.n();
        let (r, col) = (c / n, c % n);
        for (e, &v) in grid.iter().enumerate() {
            let (er, ec) = (e / n, e % n);
            let same_box = er / self.h == r / self.h && ec / self.w == col / self.w;
            if e != c && v == d && (er == r || ec == col || same_box) {
                return false;
            }
        }
        let (sum, cells) = self
            .cages
            .iter()
            .find(|(_, cells)| cells.contains(&c))
            .unwrap();
        let others = cells.iter().filter(|&&e| e != c);
        let filled: Vec<u8> = others
            .clone()
            .map(|&e| grid[e])
            .filter(|&v| v != 0)
            .collect();
        if filled.contains(&d) {
            return false;
        }
        let made: u32 = filled.iter().map(|&v| u32::from(v)).sum::<u32>() + u32::from(d);
        let left = (others.count() - filled.len()) as u32;
        // What `left` distinct symbols can still add: at least 1 + 2 + ...,
        // at most n + (n - 1) + ...
        let (least, most) = (left * (left + 1) / 2, left * (2 * n as u32 + 1 - left) / 2);
        made + least <= *sum && *sum <= made + most
    }

    /// Solutions, counted up to `limit`, filling first the cell with the
    /// fewest symbols that fit.
    fn count(&self, limit: usize) -> usize {
        let mut grid = vec![0u8; self.n() * self.n()];
        let mut found = 0;
        self.count_from(&mut grid, limit, &mut found);
        found
    }

    /// The symbols that fit in cell `c` (the given one alone, if any).
    fn options(&self, grid: &[u8], c: usize) -> Vec<u8> {
        let given = self.givens[c];
        (1..=self.n() as u8)
            .filter(|&d| (given == 0 || given == d) && self.fits(grid, c, d))
            .collect()
    }

    fn count_from(&self, grid: &mut [u8], limit: usize, found: &mut usize) {
        let open = (0..grid.len()).filter(|&c| grid[c] == 0);
        let Some((c, options)) = open
            .map(|c| (c, self.options(grid, c)))
            .min_by_key(|(_, options)| options.len())
        else {
            *found += 1;
            return;
        };
        for d in options {
            if *found >= limit {
                return;
            }
            grid[c] = d;
            self.count_from(grid, limit, found);
            grid[c] = 0;
        }
    }

    /// Whether `grid` keeps every rule and the givens.
    fn holds(&self, grid: &[u8]) -> bool {
        let cells: Vec<usize> = self
            .cages
            .iter()
            .flat_map(|(_, cells)| cells.clone())
            .collect();
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        sorted == (0..grid.len()).collect::<Vec<_>>()
            && (0..grid.len()).all(|c| {
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
    let mut solver = KillerSolver::new(&Layout::classic(shape));
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
        let got = solver
            .count(&checked, &givens, limit, Deadline::NEVER)
            .unwrap();
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
    // span boxes, rows and columns.
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

/// Killers whose cages `grow_cages` grew on random grids, pure and with
/// about `keep` percent of the cells given: cages connected and of at most
/// `most` cells, the grid keeping every rule, and one solution by the
/// rules.
fn grown(w: usize, h: usize, most: usize, keep: u32, runs: u64) {
    let shape = Shape::new(w, h).unwrap();
    let n = shape.side();
    let mut solver = KillerSolver::new(&Layout::classic(shape));
    let mut filler = Filler::new(shape);
    for seed in 0..runs {
        let mut r = rng::stream(seed, 29);
        let solution = filler.fill(&mut r).cells().to_vec();
        let givens: Vec<u8> = solution
            .iter()
            .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
            .collect();
        let cages = grow_cages(
            &mut solver,
            &solution,
            &givens,
            most,
            &mut r,
            Deadline::NEVER,
        )
        .unwrap();
        let cages: Vec<(u32, Vec<usize>)> = cages
            .cages()
            .iter()
            .map(|k| (k.sum, k.cells.clone()))
            .collect();
        for (_, cells) in &cages {
            assert!(cells.len() <= most, "{cells:?}");
            // Connected: every cell reached from the first, side to side.
            let mut reached = vec![cells[0]];
            let mut at = 0;
            while at < reached.len() {
                let c = reached[at];
                at += 1;
                for &e in cells {
                    let side_by_side = (c / n == e / n && c.abs_diff(e) == 1) || c.abs_diff(e) == n;
                    if side_by_side && !reached.contains(&e) {
                        reached.push(e);
                    }
                }
            }
            assert_eq!(reached.len(), cells.len(), "{shape} {seed}: {cells:?}");
        }
        let rules = Rules {
            w,
            h,
            cages: &cages,
            givens: &givens,
        };
        assert!(rules.holds(&solution), "{shape} {seed}: {cages:?}");
        assert_eq!(rules.count(2), 1, "{shape} {seed}: {cages:?} {givens:?}");
    }
}

#[test]
fn grown_cages_make_killers_of_one_solution_by_the_rules() {
    grown(2, 2, 4, 0, 40);
    grown(2, 2, 4, 20, 20);
    grown(3, 2, 5, 0, 10);
    grown(2, 3, 5, 15, 10);
    grown(3, 3, 5, 40, 3);
    grown(3, 3, 5, 25, 3);
    // Pure 9x9 killers with cages of up to three cells: bigger cages take
    // this checker minutes.
    grown(3, 3, 3, 0, 2);
}

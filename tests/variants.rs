//! Variants on the engine of houses: X, hyper and jigsaw layouts filled and
//! counted, checked against houses and a counter written here from the
//! rules (the layout described by its variant, box and region letters, not
//! by the engine's tables).

use sudoku_press::Shape;
use sudoku_press::fill::{Filler, jigsaw};
use sudoku_press::layout::{Layout, Variant};
use sudoku_press::logic::{Grader, Level};
use sudoku_press::regions::Regions;
use sudoku_press::rng;
use sudoku_press::solver::generic::GenericSolver;

/// The houses of a puzzle by the rules: rows, columns, the regions the
/// letters name (the same letter, the same region), the two main diagonals
/// for X, and for hyper the windows, squares of the box side one cell in
/// from the boxes' corners.
fn rule_houses(letters: &str, diagonals: bool, hyper_box: Option<usize>) -> Vec<Vec<usize>> {
    let n = (letters.len() as f64).sqrt() as usize;
    let mut houses: Vec<Vec<usize>> = Vec::new();
    for r in 0..n {
        houses.push((0..n).map(|c| r * n + c).collect());
        houses.push((0..n).map(|c| c * n + r).collect());
    }
    let mut seen: Vec<char> = Vec::new();
    for ch in letters.chars() {
        if !seen.contains(&ch) {
            seen.push(ch);
        }
    }
    for ch in seen {
        houses.push(
            letters
                .char_indices()
                .filter(|&(_, l)| l == ch)
                .map(|(i, _)| i)
                .collect(),
        );
    }
    if diagonals {
        houses.push((0..n).map(|i| i * (n + 1)).collect());
        houses.push((0..n).map(|i| (i + 1) * (n - 1)).collect());
    }
    if let Some(b) = hyper_box {
        for wr in 0..b - 1 {
            for wc in 0..b - 1 {
                let (r0, c0) = (1 + wr * (b + 1), 1 + wc * (b + 1));
                let mut w = Vec::new();
                for r in r0..r0 + b {
                    for c in c0..c0 + b {
                        w.push(r * n + c);
                    }
                }
                houses.push(w);
            }
        }
    }
    houses
}

/// Whether `grid` (full) holds every symbol once in every house.
fn valid(houses: &[Vec<usize>], grid: &[u8]) -> bool {
    let n = houses[0].len();
    houses.iter().all(|h| {
        let mut seen = vec![false; n + 1];
        h.iter().all(|&c| {
            let v = usize::from(grid[c]);
            (1..=n).contains(&v) && !std::mem::replace(&mut seen[v], true)
        })
    })
}

/// Solutions of `cells` (0 empty) under `houses`, counted up to `limit` by
/// plain backtracking on the cell with the fewest candidates.
fn count(houses: &[Vec<usize>], cells: &mut [u8], limit: usize) -> usize {
    let n = houses[0].len();
    let of: Vec<Vec<usize>> = (0..cells.len())
        .map(|c| {
            (0..houses.len())
                .filter(|&h| houses[h].contains(&c))
                .collect()
        })
        .collect();
    fn go(
        houses: &[Vec<usize>],
        of: &[Vec<usize>],
        n: usize,
        cells: &mut [u8],
        limit: usize,
    ) -> usize {
        let mut best: Option<(usize, Vec<u8>)> = None;
        for c in 0..cells.len() {
            if cells[c] != 0 {
                continue;
            }
            let used: Vec<u8> = of[c]
                .iter()
                .flat_map(|&h| houses[h].iter().map(|&p| cells[p]))
                .collect();
            let free: Vec<u8> = (1..=n as u8).filter(|v| !used.contains(v)).collect();
            if best.as_ref().is_none_or(|(_, b)| free.len() < b.len()) {
                best = Some((c, free));
            }
        }
        let Some((c, free)) = best else { return 1 };
        let mut found = 0;
        for v in free {
            cells[c] = v;
            found += go(houses, of, n, cells, limit - found);
            cells[c] = 0;
            if found >= limit {
                break;
            }
        }
        found
    }
    // Givens that clash count no solution.
    for h in houses {
        let mut seen = vec![false; n + 1];
        for &c in h {
            let v = usize::from(cells[c]);
            if v != 0 && std::mem::replace(&mut seen[v], true) {
                return 0;
            }
        }
    }
    go(houses, &of, n, cells, limit)
}

/// The layouts the tests try, with their rule houses: X on boxes of side 4
/// to 16, hyper 9x9 (and 4x4), jigsaw and jigsaw+X from 4 to 12 and 16.
fn layouts() -> Vec<(Layout, Vec<Vec<usize>>)> {
    let mut out = Vec::new();
    for n in [4, 6, 8, 9, 12, 16] {
        let shape = Shape::conventional(n).unwrap();
        let letters = Regions::boxes(shape).letters();
        out.push((
            Layout::new(shape, Variant::X).unwrap(),
            rule_houses(&letters, true, None),
        ));
    }
    for b in [2, 3, 4] {
        let shape = Shape::new(b, b).unwrap();
        let letters = Regions::boxes(shape).letters();
        out.push((
            Layout::new(shape, Variant::Hyper).unwrap(),
            rule_houses(&letters, false, Some(b)),
        ));
    }
    for n in (4..=12).chain([16]) {
        for variant in [Variant::Jigsaw, Variant::JigsawX] {
            // Regions drawn again until a grid fits them.
            let (layout, _) = jigsaw(n, variant, &mut rng::stream(n as u64, 7))
                .unwrap_or_else(|| panic!("no {variant} {n}x{n} regions fit a grid"));
            let letters = layout.regions().letters();
            out.push((layout, rule_houses(&letters, variant.has_diagonals(), None)));
        }
    }
    out
}

#[test]
fn every_layout_fills_grids_that_keep_its_houses() {
    for (layout, houses) in layouts() {
        let mut filler = Filler::of_layout(&layout);
        let mut filled = 0;
        for seed in 0..5 {
            let what = format!(
                "{} {}x{} seed {seed}",
                layout.variant(),
                layout.side(),
                layout.side()
            );
            // Irregular regions may fit no grid: then the filler says so.
            let Some(grid) = filler.fill_layout(&mut rng::stream(seed, 1)) else {
                assert!(layout.variant().is_jigsaw(), "{what}: no grid");
                continue;
            };
            assert!(valid(&houses, &grid), "{what}: {grid:?}");
            filled += 1;
        }
        assert!(
            filled >= 3,
            "{} {}: {filled} of 5 filled",
            layout.variant(),
            layout.side()
        );
    }
}

#[test]
fn the_solver_counts_as_the_rules_do_on_every_layout() {
    let mut compared = [0usize; 3];
    for (layout, houses) in layouts().into_iter().filter(|(l, _)| l.side() <= 9) {
        let mut filler = Filler::of_layout(&layout);
        let mut solver = GenericSolver::of_layout(&layout);
        for seed in 0..30u64 {
            let Some(grid) = filler.fill_layout(&mut rng::stream(seed, 2)) else {
                continue;
            };
            // Clues kept at random, from many to few; now and then a wrong
            // one, so that some puzzles have none.
            let mut r = rng::stream(seed, 3);
            let keep = 25 + rng::below(&mut r, 50);
            let mut cells: Vec<u8> = grid
                .iter()
                .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
                .collect();
            if seed % 7 == 0 {
                let c = rng::below(&mut r, cells.len() as u32) as usize;
                cells[c] = cells[c] % layout.side() as u8 + 1;
            }
            let want = count(&houses, &mut cells.clone(), 2);
            let mut solution = Vec::new();
            let got = solver.count(&cells, 2, &mut solution);
            assert_eq!(got, want, "{} {cells:?}", layout.variant());
            if got >= 1 {
                assert!(
                    valid(&houses, &solution),
                    "{} {solution:?}",
                    layout.variant()
                );
                assert!(cells.iter().zip(&solution).all(|(&g, &s)| g == 0 || g == s));
            }
            compared[want] += 1;
        }
    }
    // Unique puzzles, several solutions and none, all met.
    assert!(compared.iter().all(|&k| k > 20), "{compared:?}");
}

#[test]
fn the_grader_steps_soundly_over_every_layouts_houses() {
    let (mut graded, mut solved) = (0, 0);
    for (layout, houses) in layouts().into_iter().filter(|(l, _)| l.side() <= 9) {
        let mut filler = Filler::of_layout(&layout);
        let mut solver = GenericSolver::of_layout(&layout);
        let mut grader = Grader::of_layout(&layout);
        for seed in 0..12u64 {
            let Some(grid) = filler.fill_layout(&mut rng::stream(seed, 4)) else {
                continue;
            };
            // Clues taken out one at a time, in a random order, while the
            // puzzle stays unique, down to about two in five cells.
            let mut cells = grid.clone();
            let mut order: Vec<usize> = (0..cells.len()).collect();
            rng::shuffle(&mut rng::stream(seed, 5), &mut order);
            let mut scratch = Vec::new();
            let mut left = cells.len();
            for c in order {
                if left * 5 <= cells.len() * 2 {
                    break;
                }
                let v = std::mem::replace(&mut cells[c], 0);
                if solver.count(&cells, 2, &mut scratch) != 1 {
                    cells[c] = v;
                } else {
                    left -= 1;
                }
            }
            assert!(valid(&houses, &grid));
            let what = format!("{} {cells:?}", layout.variant());
            let g = grader.solve(&cells, Level::Master, true).expect(&what);
            // Every step places the solution's symbol and never removes it.
            for step in &g.steps {
                for &(c, d) in &step.placements {
                    assert_eq!(grid[c.index()], d, "{what}: {step:?}");
                }
                for &(c, d) in &step.eliminations {
                    assert_ne!(grid[c.index()], d, "{what}: {step:?}");
                }
            }
            if g.solved {
                assert_eq!(g.values, grid, "{what}");
                solved += 1;
            }
            graded += 1;
        }
    }
    assert!(graded > 150 && solved > graded / 2, "{solved} of {graded}");
}

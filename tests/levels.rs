//! The levels of the small grids children use: each level's puzzles have
//! one solution (by the independent counter), rate back to their level,
//! and level by level take fewer or as many clues and clearly more effort.

use crate::common::naive_count;
use sudoku_press::Grid;
use sudoku_press::Shape;
use sudoku_press::carve::{CarveOptions, Carver, reachable_levels, symmetric_levels};
use sudoku_press::logic::{Grader, Level};
use sudoku_press::rng;
use sudoku_press::solver::Solver;
use sudoku_press::symmetry::Symmetry;

/// 200 puzzles of `level` (four seeds, 50 each): their median clue count
/// and median effort, each puzzle checked on the way.
fn medians(shape: Shape, level: Level) -> (usize, f32) {
    let mut carver = Carver::new(
        shape,
        CarveOptions {
            level,
            ..CarveOptions::default()
        },
    )
    .unwrap();
    let mut grader = Grader::new(shape);
    let (mut clues, mut efforts) = (Vec::new(), Vec::new());
    for seed in 0..4 {
        for index in 0..50 {
            let c = carver.carve(&mut rng::stream(seed, index)).unwrap();
            let what = format!("{shape} {level} {}", c.puzzle.to_line());
            assert_eq!(naive_count(shape, c.puzzle.cells(), 2), 1, "{what}");
            let g = grader.rate(c.puzzle.cells(), Level::Master).unwrap();
            assert_eq!(g.level, level, "{what}");
            assert_eq!(g.effort, c.grade().effort, "{what}");
            clues.push(c.puzzle.filled());
            efforts.push(g.effort.unwrap());
        }
    }
    clues.sort_unstable();
    efforts.sort_by(f32::total_cmp);
    (clues[clues.len() / 2], efforts[efforts.len() / 2])
}

fn grows(shape: &str, levels: &[Level]) {
    let shape: Shape = shape.parse().unwrap();
    let all: Vec<(usize, f32)> = levels.iter().map(|&l| medians(shape, l)).collect();
    for (pair, names) in all.windows(2).zip(levels.windows(2)) {
        let ((c0, e0), (c1, e1)) = (pair[0], pair[1]);
        assert!(c1 <= c0, "{shape}: median clues {c0} {names:?} -> {c1}");
        assert!(
            e1 >= 1.15 * e0,
            "{shape}: median effort {e0} {names:?} -> {e1}"
        );
    }
}

#[test]
fn four_by_four_levels_grow() {
    use Level::*;
    grows("2x2", &[Beginner, Easy, Medium, Hard]);
}

#[test]
fn six_by_six_levels_grow() {
    use Level::*;
    grows("3x2", &[Beginner, Easy, Medium]);
}

/// Every solution grid of `shape`, by plain backtracking from the rules.
fn all_grids(shape: Shape) -> Vec<Vec<u8>> {
    let n = shape.side();
    let (w, h) = (shape.box_width(), shape.box_height());
    let fits = |g: &[u8], cell: usize, v: u8| {
        let (r, c) = (cell / n, cell % n);
        (0..cell).all(|p| {
            let (pr, pc) = (p / n, p % n);
            let shares = pr == r || pc == c || (pr / h == r / h && pc / w == c / w);
            !shares || g[p] != v
        })
    };
    fn go(
        g: &mut Vec<u8>,
        n: usize,
        fits: &dyn Fn(&[u8], usize, u8) -> bool,
        out: &mut Vec<Vec<u8>>,
    ) {
        let cell = g.len();
        if cell == n * n {
            out.push(g.clone());
            return;
        }
        for v in 1..=n as u8 {
            if fits(g, cell, v) {
                g.push(v);
                go(g, n, fits, out);
                g.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(&mut Vec::new(), n, &fits, &mut out);
    out
}

/// The levels of every puzzle of `shape` whose clues are a union of
/// `symmetry`'s orbits and that has one solution: every grid, every union.
fn levels_by_search(shape: Shape, symmetry: Symmetry, grids: &[Vec<u8>]) -> Vec<Level> {
    let orbits = symmetry.orbits(shape.side());
    let mut grader = Grader::new(shape);
    let mut solver = Solver::new(shape);
    let mut found = Vec::new();
    for grid in grids {
        for mask in 1u32..1 << orbits.len() {
            let mut cells = vec![0u8; grid.len()];
            for (k, orbit) in orbits.iter().enumerate() {
                if mask >> k & 1 == 1 {
                    for &c in orbit {
                        cells[c] = grid[c];
                    }
                }
            }
            let puzzle = Grid::from_cells(shape, cells.clone()).unwrap();
            if cells.iter().all(|&v| v != 0) || !solver.is_unique(&puzzle) {
                continue;
            }
            let level = grader.rate(&cells, Level::Master).unwrap().level;
            if !found.contains(&level) {
                found.push(level);
                // Every level the shape reaches: nothing more to find.
                if found.len() == reachable_levels(shape).len() {
                    found.sort();
                    return found;
                }
            }
        }
    }
    found.sort();
    found
}

/// The table of levels each symmetry allows on 4x4 grids is exact: every
/// clue pattern of every symmetry on every grid, rated.
#[test]
fn symmetric_four_by_four_levels_are_exactly_the_listed_ones() {
    for (shape, count) in [("2x2", 288), ("1x4", 576), ("4x1", 576)] {
        let shape: Shape = shape.parse().unwrap();
        let grids = all_grids(shape);
        assert_eq!(grids.len(), count, "{shape}");
        for symmetry in Symmetry::ALL {
            let listed = symmetric_levels(shape, symmetry);
            if symmetry == Symmetry::None {
                // Every symmetric pattern is a pattern without symmetry too.
                assert_eq!(listed, reachable_levels(shape));
                continue;
            }
            let found = levels_by_search(shape, symmetry, &grids);
            assert_eq!(found, listed, "{shape} {symmetry}");
        }
    }
}

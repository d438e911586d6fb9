//! Every puzzle of the public sets' samples in `tests/data`, solved and
//! checked.

use crate::common::{data_file, is_valid_solution, keeps_clues, naive_count};
use sudoku_press::Shape;
use sudoku_press::format::parse_text;
use sudoku_press::solver::Solver;
use sudoku_press::solver::generic::GenericSolver;

const UNIQUE_SETS: [&str; 7] = [
    "9x9_17clue_1000.txt",
    "9x9_easy_69.txt",
    "9x9_forum_hardest_503.txt",
    "9x9_hardest_11.txt",
    "9x9_hardest_375.txt",
    "9x9_top1465_300.txt",
    "9x9_top95.txt",
];

#[test]
fn every_unique_set_puzzle_is_solved_validly() {
    let mut solver = Solver::new(Shape::classic());
    for name in UNIQUE_SETS {
        let puzzles = parse_text(&data_file(name), None).unwrap();
        assert!(puzzles.len() >= 11, "{name}");
        for p in &puzzles {
            let count = solver.count(&p.grid, 2);
            assert_eq!(count.count, 1, "{name} line {}", p.line);
            let s = count.solution.unwrap();
            assert!(
                is_valid_solution(p.grid.shape(), s.cells()),
                "{name} line {}",
                p.line
            );
            assert!(keeps_clues(&p.grid, s.cells()), "{name} line {}", p.line);
        }
    }
}

#[test]
fn every_multi_solution_set_puzzle_is_multiple() {
    let mut solver = Solver::new(Shape::classic());
    let puzzles = parse_text(&data_file("9x9_multi_solution_500.txt"), None).unwrap();
    assert_eq!(puzzles.len(), 500);
    for p in &puzzles {
        let count = solver.count(&p.grid, 2);
        assert_eq!(count.count, 2, "line {}", p.line);
        let s = count.solution.unwrap();
        assert!(is_valid_solution(p.grid.shape(), s.cells()) && keeps_clues(&p.grid, s.cells()));
    }
    // Exact counts, against the independent counter, on the first 300.
    for p in &puzzles[..300] {
        let naive = naive_count(p.grid.shape(), p.grid.cells(), 200);
        assert_eq!(solver.count(&p.grid, 200).count, naive, "line {}", p.line);
    }
}

#[test]
fn band_and_generic_solvers_agree_with_the_naive_counter() {
    let shape = Shape::classic();
    let mut solver = Solver::new(shape);
    let mut generic = GenericSolver::new(shape);
    let mut out = Vec::new();
    for (name, take) in [
        ("9x9_hardest_375.txt", 375),
        ("9x9_top95.txt", 95),
        ("9x9_17clue_1000.txt", 500),
    ] {
        let puzzles = parse_text(&data_file(name), None).unwrap();
        for p in puzzles.iter().take(take) {
            let fast = solver.count(&p.grid, 2);
            assert_eq!(
                generic.count(p.grid.cells(), 2, &mut out),
                fast.count,
                "{name} {}",
                p.line
            );
            assert_eq!(out, fast.solution.unwrap().cells(), "{name} {}", p.line);
        }
        for p in puzzles.iter().take(40) {
            assert_eq!(
                naive_count(shape, p.grid.cells(), 2),
                1,
                "{name} {}",
                p.line
            );
        }
    }
}

#[test]
fn a_17_clue_puzzle_less_one_clue_has_the_right_count() {
    let shape = Shape::classic();
    let mut solver = Solver::new(shape);
    let mut generic = GenericSolver::new(shape);
    let mut out = Vec::new();
    let puzzles = parse_text(&data_file("9x9_17clue_1000.txt"), None).unwrap();
    for p in puzzles.iter().take(5) {
        for clue in (0..81).filter(|&c| p.grid.get(c) != 0).take(4) {
            let mut g = p.grid.clone();
            g.set(clue, 0);
            let naive = naive_count(shape, g.cells(), 100_000);
            assert!(naive >= 2, "a 17-clue puzzle is minimal");
            assert_eq!(solver.count(&g, 100_000).count, naive);
            assert_eq!(generic.count(g.cells(), 100_000, &mut out), naive);
            assert_eq!(solver.count(&g, 2).count, 2);
        }
    }
}

#[test]
fn contradictions_are_unsolvable() {
    let shape = Shape::classic();
    let mut solver = Solver::new(shape);
    let p = &parse_text(&data_file("9x9_top95.txt"), None).unwrap()[0];
    // A duplicate given: copy a clue of row 1 into another empty cell of it.
    let mut dup = p.grid.clone();
    let (given, empty) = (
        (0..9).find(|&c| dup.get(c) != 0).unwrap(),
        (0..9).find(|&c| dup.get(c) == 0).unwrap(),
    );
    dup.set(empty, dup.get(given));
    assert!(!dup.conflicts().is_empty());
    assert_eq!(solver.count(&dup, 2).count, 0);
    // No duplicate, but no solution: a cell given a value its solution lacks
    // while keeping all houses free of repeats.
    let solution = solver.count(&p.grid, 2).solution.unwrap();
    let mut wrong = p.grid.clone();
    let mut found = false;
    for cell in (0..81).filter(|&c| p.grid.get(c) == 0) {
        for v in 1..=9 {
            if v == solution.get(cell) {
                continue;
            }
            wrong.set(cell, v);
            if wrong.conflicts().is_empty() && naive_count(shape, wrong.cells(), 1) == 0 {
                assert_eq!(solver.count(&wrong, 2).count, 0);
                found = true;
            }
            wrong.set(cell, 0);
            if found {
                break;
            }
        }
        if found {
            break;
        }
    }
    assert!(found);
}

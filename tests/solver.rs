//! The generic solver on puzzles whose search trees once ran long.

use crate::common::{is_valid_solution, keeps_clues};
use sudoku_press::deadline::Deadline;
use sudoku_press::format::parse_text;
use sudoku_press::solver::Solver;

#[test]
fn hard_generic_puzzles_get_their_counts_and_valid_solutions() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/generic_hard.txt"
    ))
    .unwrap();
    let puzzles = parse_text(&text, None).unwrap();
    assert_eq!(puzzles.len(), 5);
    for p in &puzzles {
        let expected: usize = p.comment.as_deref().unwrap().trim().parse().unwrap();
        let shape = p.grid.shape();
        let count = Solver::new(shape).count(&p.grid, 2);
        assert_eq!(count.count, expected, "line {}", p.line);
        let s = count.solution.unwrap();
        assert!(is_valid_solution(shape, s.cells()), "line {}", p.line);
        assert!(keeps_clues(&p.grid, s.cells()), "line {}", p.line);
    }
}

#[test]
fn other_solution_differs_from_the_known_one() {
    // 9x9 (band solver) puzzles with several solutions, and 6x6 and 12x12
    // (generic solver) grids with cells blanked until they have several.
    let multi = crate::common::data_file("9x9_multi_solution_500.txt");
    let mut other = Vec::new();
    for p in parse_text(&multi, None).unwrap().iter().take(200) {
        let shape = p.grid.shape();
        let mut solver = Solver::new(shape);
        let known = solver.count(&p.grid, 2).solution.unwrap();
        assert!(
            solver
                .other_solution(p.grid.cells(), known.cells(), &mut other, Deadline::NEVER)
                .unwrap()
        );
        assert_ne!(other, known.cells(), "line {}", p.line);
        assert!(is_valid_solution(shape, &other), "line {}", p.line);
        assert!(keeps_clues(&p.grid, &other), "line {}", p.line);
    }
    // Unique puzzles have none.
    let top95 = crate::common::data_file("9x9_top95.txt");
    for p in parse_text(&top95, None).unwrap().iter().take(40) {
        let mut solver = Solver::new(p.grid.shape());
        let known = solver.count(&p.grid, 2).solution.unwrap();
        assert!(
            !solver
                .other_solution(p.grid.cells(), known.cells(), &mut other, Deadline::NEVER)
                .unwrap()
        );
    }
    for (shape, seed) in [("3x2", 1), ("4x3", 2), ("3x3", 3)] {
        let shape: sudoku_press::Shape = shape.parse().unwrap();
        let full =
            sudoku_press::fill::Filler::new(shape).fill(&mut sudoku_press::rng::stream(seed, 0));
        let mut solver = Solver::new(shape);
        let mut cells = full.cells().to_vec();
        assert!(
            !solver
                .other_solution(&cells, full.cells(), &mut other, Deadline::NEVER)
                .unwrap()
        );
        let mut blanked = 0;
        for c in 0..cells.len() {
            cells[c] = 0;
            blanked += 1;
            if solver
                .other_solution(&cells, full.cells(), &mut other, Deadline::NEVER)
                .unwrap()
            {
                break;
            }
        }
        assert!(blanked < cells.len());
        assert_ne!(other, full.cells());
        assert!(is_valid_solution(shape, &other));
        assert!(cells.iter().zip(&other).all(|(&g, &o)| g == 0 || g == o));
    }
}

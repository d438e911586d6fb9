//! The generic solver on puzzles whose search trees once ran long.

use crate::common::{is_valid_solution, keeps_clues};
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

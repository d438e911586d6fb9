//! The levels of the small grids children use: each level's puzzles have
//! one solution (by the independent counter), rate back to their level,
//! and level by level take fewer or as many clues and clearly more effort.

use crate::common::naive_count;
use sudoku_press::Shape;
use sudoku_press::carve::{CarveOptions, Carver};
use sudoku_press::logic::{Grader, Level};
use sudoku_press::rng;

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
            assert_eq!(g.effort, c.grade.effort, "{what}");
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

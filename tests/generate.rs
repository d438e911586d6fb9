//! Carved puzzles on every tested shape and level: one solution (by the
//! independent counter), the level asked for, symmetric clues, minimality.

use crate::common::{is_valid_solution, keeps_clues, naive_count};
use std::time::Duration;
use sudoku_press::Shape;
use sudoku_press::carve::{CarveOptions, Carver, reachable_levels, symmetric_levels};
use sudoku_press::logic::{Grader, Level};
use sudoku_press::rng;
use sudoku_press::symmetry::Symmetry;

/// Carves `seeds` puzzles and checks each one.
fn check(shape: &str, level: Level, minimal: bool, seeds: impl IntoIterator<Item = u64>) {
    let shape: Shape = shape.parse().unwrap();
    assert!(reachable_levels(shape).contains(&level), "{shape} {level}");
    let mut grader = Grader::new(shape);
    for seed in seeds {
        // A different symmetry for each seed, so every one gets used that
        // has puzzles of the level (on 4x4, orbits of four cells leave too
        // few clue patterns for some levels).
        let symmetries: Vec<Symmetry> = Symmetry::ALL
            .into_iter()
            .filter(|&s| symmetric_levels(shape, s).contains(&level))
            .collect();
        let symmetry = symmetries[(seed as usize * 3 + level as usize) % symmetries.len()];
        let opts = CarveOptions {
            level,
            symmetry,
            minimal,
            time_budget: Duration::from_secs(120),
            ..CarveOptions::default()
        };
        let mut carver = Carver::new(shape, opts).unwrap();
        let c = carver.carve(&mut rng::stream(seed, 0)).unwrap();
        let what = format!(
            "{shape} {level} {symmetry} seed {seed}: {}",
            c.puzzle.to_line()
        );
        let n = shape.side();
        assert_eq!(naive_count(shape, c.puzzle.cells(), 2), 1, "{what}");
        assert!(is_valid_solution(shape, c.solution.cells()), "{what}");
        assert!(keeps_clues(&c.puzzle, c.solution.cells()), "{what}");
        assert!(symmetry.holds(c.puzzle.cells(), n), "{what}");
        let g = grader.rate(c.puzzle.cells(), Level::Master).unwrap();
        assert_eq!(g.level, level, "{what}");
        assert_eq!(c.level(), level, "{what}");
        if minimal {
            let mut cells = c.puzzle.cells().to_vec();
            for orbit in symmetry.orbits(n) {
                if cells[orbit[0]] == 0 {
                    continue;
                }
                let saved: Vec<u8> = orbit.iter().map(|&o| cells[o]).collect();
                for &o in &orbit {
                    cells[o] = 0;
                }
                assert!(
                    naive_count(shape, &cells, 2) > 1,
                    "{what}: orbit {orbit:?} removable"
                );
                for (&o, &v) in orbit.iter().zip(&saved) {
                    cells[o] = v;
                }
            }
        }
    }
}

/// Every level `shape` can reach, from a few seeds each.
fn every_reachable_level(shape: &str, seeds: std::ops::Range<u64>) {
    let parsed: Shape = shape.parse().unwrap();
    for level in reachable_levels(parsed) {
        check(shape, level, false, seeds.clone());
    }
}

#[test]
fn every_level_on_2x2() {
    every_reachable_level("2x2", 0..4);
    every_reachable_level("1x4", 0..4);
}

#[test]
fn every_level_on_3x2() {
    every_reachable_level("3x2", 0..3);
}

#[test]
fn every_level_on_2x3() {
    every_reachable_level("2x3", 0..3);
}

#[test]
fn every_level_on_4x2() {
    every_reachable_level("4x2", 0..3);
}

#[test]
fn every_level_on_3x3() {
    every_reachable_level("3x3", 0..3);
}

#[test]
fn every_level_on_4x3() {
    every_reachable_level("4x3", 0..3);
}

#[test]
fn every_level_on_4x4() {
    every_reachable_level("4x4", 0..2);
}

#[test]
fn every_level_on_5x5() {
    // One seed: the independent counter is backtracking with singles and
    // locked candidates only, and on the 25x25 expert puzzles of seeds 0, 2
    // and 3 (and the medium and hard ones of seed 4) it runs for minutes.
    every_reachable_level("5x5", 1..2);
}

#[test]
fn minimal_puzzles_are_minimal() {
    check("3x2", Level::Easy, true, 0..3);
    check("2x2", Level::Hard, true, 0..3);
    check("3x3", Level::Hard, true, 0..1);
    check("4x3", Level::Medium, true, 0..1);
}

#[test]
fn four_by_four_reaches_four_levels_and_says_so() {
    let opts = CarveOptions {
        level: Level::Expert,
        ..CarveOptions::default()
    };
    let err = Carver::new("2x2".parse().unwrap(), opts).err().unwrap();
    assert!(
        err.to_string()
            .contains("it can reach beginner, easy, medium, hard"),
        "{err}"
    );
    let opts = CarveOptions {
        level: Level::Beginner,
        minimal: true,
        ..CarveOptions::default()
    };
    let err = Carver::new("3x2".parse().unwrap(), opts).err().unwrap();
    assert!(err.to_string().contains("use --minimal with easy"), "{err}");
}

#[test]
fn same_seed_same_puzzle() {
    let shape: Shape = "3x3".parse().unwrap();
    let mut a = Carver::new(shape, CarveOptions::default()).unwrap();
    let mut b = Carver::new(shape, CarveOptions::default()).unwrap();
    for index in 0..3 {
        let x = a.carve(&mut rng::stream(11, index)).unwrap();
        let y = b.carve(&mut rng::stream(11, index)).unwrap();
        assert_eq!(x.puzzle, y.puzzle);
    }
}

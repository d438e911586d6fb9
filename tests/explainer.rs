//! Scores against Sudoku Explainer's own: a sample of puzzles SE rated
//! (`tests/data/9x9_se_rated_208.tsv`, described in its README), rated
//! here and compared level by level.

use crate::common::data_file;
use std::collections::BTreeMap;
use sudoku_press::logic::{Grader, Level};
use sudoku_press::shape::Shape;

/// One line of the sample: the puzzle and SE's ER, EP, ED and hardest
/// technique.
struct Rated {
    cells: Vec<u8>,
    er: f32,
    ep: f32,
    ed: f32,
    hardest: String,
}

fn sample() -> Vec<Rated> {
    data_file("9x9_se_rated_208.tsv")
        .lines()
        .skip(1)
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let cells = f[0]
                .bytes()
                .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
                .collect();
            let num = |i: usize| f[i].parse::<f32>().unwrap();
            Rated {
                cells,
                er: num(1),
                ep: num(2),
                ed: num(3),
                hardest: f[4].to_string(),
            }
        })
        .collect()
}

fn near(a: f32, b: f32, by: f32) -> bool {
    (a - b).abs() <= by + 1e-4
}

#[test]
fn scores_match_sudoku_explainers_at_every_level() {
    let sample = sample();
    assert_eq!(sample.len(), 208);
    let mut grader = Grader::new(Shape::new(3, 3).unwrap());
    // Per level: puzzles, within 0.2 of ER, equal to ER.
    let mut by_level: BTreeMap<Level, (usize, usize, usize)> = BTreeMap::new();
    let (mut ep, mut ed, mut names) = (0, 0, 0);
    for p in &sample {
        let g = grader.rate(&p.cells, Level::Master).unwrap();
        let se = g
            .explainer
            .as_ref()
            .expect("a classic puzzle has SE's scores");
        assert_eq!(g.score, se.er, "the score is SE's ER");
        let e = by_level.entry(g.level).or_default();
        e.0 += 1;
        e.1 += near(se.er, p.er, 0.2) as usize;
        e.2 += near(se.er, p.er, 0.0) as usize;
        ep += near(se.ep, p.ep, 0.0) as usize;
        ed += near(se.ed, p.ed, 0.0) as usize;
        names += (se.hardest.to_string() == p.hardest) as usize;
    }
    for (level, &(n, within, exact)) in &by_level {
        println!(
            "{:<8} {n:>3} puzzles: {:>5.1} % within 0.2 of ER, {:>5.1} % equal",
            level.name(),
            100.0 * within as f32 / n as f32,
            100.0 * exact as f32 / n as f32
        );
        assert!(within * 10 >= n * 9, "{level}: {within} of {n} within 0.2");
        assert!(exact * 10 >= n * 8, "{level}: {exact} of {n} equal");
    }
    assert!(
        by_level.len() >= 6,
        "every level up to master: {by_level:?}"
    );
    let n = sample.len();
    println!("EP equal {ep} of {n}, ED equal {ed} of {n}, hardest named alike {names} of {n}");
    assert!(
        ep * 10 >= n * 9 && ed * 10 >= n * 9,
        "EP {ep}, ED {ed} of {n}"
    );
    assert!(names * 10 >= n * 8, "hardest named alike {names} of {n}");
}

#[test]
fn the_puzzles_past_master_get_sudoku_explainers_own_figures() {
    // The sample's puzzles beyond master need SE's nested forcing chains
    // (11.1 and so on): their scores are SE's, and complete.
    let sample = sample();
    let mut grader = Grader::new(Shape::new(3, 3).unwrap());
    let past: Vec<&Rated> = sample.iter().filter(|p| p.er >= 9.5).collect();
    assert!(!past.is_empty());
    for p in past {
        let se = grader
            .rate(&p.cells, Level::Master)
            .unwrap()
            .explainer
            .unwrap();
        assert!(se.complete, "complete");
        assert_eq!(
            (se.er, se.ep, se.ed, se.hardest.to_string()),
            (p.er, p.ep, p.ed, p.hardest.clone())
        );
    }
}
